// urikit: the URL Pattern Standard's constructor string parser
// ("Constructor string parsing"): a pattern written as one URL-like string,
// split into components over the lenient tokenizer's tokens.
#include "src/pattern/pattern_init.hpp"

#include "src/pattern/pattern_canonical.hpp"
#include "src/pattern/pattern_component.hpp"
#include "src/pattern/pattern_tokenizer.hpp"

namespace urikit::detail {

namespace {

using pc = url_pattern_component;

enum class cs_state : std::uint8_t { init, protocol, authority, username, password, hostname, port, pathname, search, hash, done };

// The component a state writes (init, authority and done write none).
std::optional<pc> component_of(cs_state s) {
    switch (s) {
    case cs_state::protocol: return pc::protocol;
    case cs_state::username: return pc::username;
    case cs_state::password: return pc::password;
    case cs_state::hostname: return pc::hostname;
    case cs_state::port: return pc::port;
    case cs_state::pathname: return pc::pathname;
    case cs_state::search: return pc::search;
    case cs_state::hash: return pc::hash;
    default: return std::nullopt;
    }
}

bool one_of(cs_state s, std::initializer_list<cs_state> states) {
    for (cs_state t : states) {
        if (s == t) return true;
    }
    return false;
}

struct cs_parser {
    std::string_view input;
    std::vector<pattern_token> tokens;
    init_record& result;
    std::size_t component_start = 0, token_index = 0, token_increment = 1;
    int group_depth = 0, ipv6_depth = 0;
    bool special = false;
    cs_state state = cs_state::init;

    pattern_token const& safe_token(std::size_t k) const { return k < tokens.size() ? tokens[k] : tokens.back(); }
    // "is a non-special pattern char".
    bool plain(std::size_t k, char c) const {
        pattern_token const& t = safe_token(k);
        if (t.value.size() != 1 || t.value[0] != c) return false;
        return t.type == token_type::char_ || t.type == token_type::escaped_char || t.type == token_type::invalid_char;
    }
    bool at(char c) const { return plain(token_index, c); }
    bool search_prefix() const;
    void set(pc c, std::string text, std::int64_t origin) {
        result[c] = std::move(text);
        result.origin[init_record::index(c)] = origin;
    }
    void change_state(cs_state next, std::size_t skip);
    void rewind() {
        token_index = component_start;
        token_increment = 0;
    }
    error protocol_special();
    error step();
    void at_end(bool& stop);
};

bool cs_parser::search_prefix() const {
    if (at('?')) return true;
    if (tokens[token_index].value != "?") return false;
    if (token_index == 0) return true;
    token_type const previous = safe_token(token_index - 1).type;
    return previous != token_type::name && previous != token_type::regexp && previous != token_type::close &&
           previous != token_type::asterisk;
}

void cs_parser::change_state(cs_state next, std::size_t skip) {
    std::uint32_t const here = tokens[token_index].index;
    if (auto const c = component_of(state)) {
        std::uint32_t const start = safe_token(component_start).index;
        set(*c, std::string(input.substr(start, here - start)), start);
    }
    if (state != cs_state::init && next != cs_state::done) {
        using s = cs_state;
        bool const before_host = one_of(state, {s::protocol, s::authority, s::username, s::password});
        if (before_host && one_of(next, {s::port, s::pathname, s::search, s::hash}) && !result.has(pc::hostname))
            set(pc::hostname, "", here);
        bool const before_path = before_host || one_of(state, {s::hostname, s::port});
        if (before_path && one_of(next, {s::search, s::hash}) && !result.has(pc::pathname))
            set(pc::pathname, special ? "/" : "", here);
        if ((before_path || state == s::pathname) && next == s::hash && !result.has(pc::search)) set(pc::search, "", here);
    }
    state = next;
    token_index += skip;
    component_start = token_index;
    token_increment = 0;
}

// "compute protocol matches a special scheme flag".
error cs_parser::protocol_special() {
    std::uint32_t const start = safe_token(component_start).index;
    std::string_view const protocol = input.substr(start, tokens[token_index].index - start);
    compiled_component component;
    if (error e = compile_component(protocol, canonicalize_protocol, default_options, component)) {
        if (e.code != errc::regexp_unavailable) e.offset += start;
        return e;
    }
    special = matches_special_scheme(component);
    return {};
}

// The end token: a relative string begins its component here, an
// authority without "@" is a hostname, and otherwise parsing is done.
void cs_parser::at_end(bool& stop) {
    if (state == cs_state::init) {
        rewind();
        if (at('#')) change_state(cs_state::hash, 1);
        else if (search_prefix()) change_state(cs_state::search, 1);
        else change_state(cs_state::pathname, 0);
        return;
    }
    if (state == cs_state::authority) {
        rewind();
        state = cs_state::hostname;
        return;
    }
    change_state(cs_state::done, 0);
    stop = true;
}

// One token in the current state (the parse loop's "switch on state").
error cs_parser::step() {
    using s = cs_state;
    bool const path_start = at('/'), search = search_prefix(), hash = at('#');
    switch (state) {
    case s::init:
        if (at(':')) {
            rewind();
            state = s::protocol;
        }
        break;
    case s::protocol:
        if (at(':')) {
            if (error e = protocol_special()) return e;
            bool const slashes = plain(token_index + 1, '/') && plain(token_index + 2, '/');
            change_state(slashes || special ? s::authority : s::pathname, slashes ? 3 : 1);
        }
        break;
    case s::authority:
        if (at('@')) {
            rewind();
            state = s::username;
        } else if (path_start || search || hash) {
            rewind();
            state = s::hostname;
        }
        break;
    case s::username:
        if (at(':')) change_state(s::password, 1);
        else if (at('@')) change_state(s::hostname, 1);
        break;
    case s::password:
        if (at('@')) change_state(s::hostname, 1);
        break;
    case s::hostname:
        if (at('[')) ++ipv6_depth;
        else if (at(']')) --ipv6_depth;
        else if (at(':') && ipv6_depth == 0) change_state(s::port, 1);
        else if (path_start) change_state(s::pathname, 0);
        else if (search) change_state(s::search, 1);
        else if (hash) change_state(s::hash, 1);
        break;
    case s::port:
        if (path_start) change_state(s::pathname, 0);
        else if (search) change_state(s::search, 1);
        else if (hash) change_state(s::hash, 1);
        break;
    case s::pathname:
        if (search) change_state(s::search, 1);
        else if (hash) change_state(s::hash, 1);
        break;
    case s::search:
        if (hash) change_state(s::hash, 1);
        break;
    case s::hash:
    case s::done: break;
    }
    return {};
}

} // namespace

error parse_constructor_string(std::string_view input, init_record& out) {
    out = init_record{};
    cs_parser p{input, {}, out};
    if (error e = tokenize_pattern(input, tokenize_policy::lenient, p.tokens)) return e;
    while (p.token_index < p.tokens.size()) {
        p.token_increment = 1;
        bool stop = false;
        if (p.tokens[p.token_index].type == token_type::end) {
            p.at_end(stop);
            if (stop) break;
        } else if (p.tokens[p.token_index].type == token_type::open) {
            ++p.group_depth;
        } else if (p.group_depth > 0 && p.tokens[p.token_index].type != token_type::close) {
            // inside "{ ... }": no component boundary
        } else {
            if (p.group_depth > 0) --p.group_depth;
            if (error e = p.step()) return e;
        }
        p.token_index += p.token_increment;
    }
    if (out.has(pc::hostname) && !out.has(pc::port)) out[pc::port] = std::string();
    return {};
}

} // namespace urikit::detail
