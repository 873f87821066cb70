// urikit: processing a URLPatternInit (URL Pattern Standard,
// "URLPatternInit processing"), for a pattern and for a URL to match.
#include "src/pattern/pattern_init.hpp"

#include <urikit/web_url.hpp>

#include "src/pattern/pattern_canonical.hpp"
#include "src/pattern/pattern_parser.hpp"
#include "src/web/web_assembler.hpp"

namespace urikit::detail {

namespace {

using pc = url_pattern_component;

// "process a base URL string".
std::string base_text(std::string_view text, init_type type) {
    if (type == init_type::url) return std::string(text);
    std::string out;
    append_pattern_escaped(out, text);
    return out;
}

// Whether `init` holds any of the members before `c` in "protocol,
// hostname, port, pathname, search, hash" (and username, password).
bool has_any(init_record const& init, std::initializer_list<pc> members) {
    for (pc m : members) {
        if (init.has(m)) return true;
    }
    return false;
}

void inherit_from_base(init_record const& init, web_url const& base, init_type type, init_record& out) {
    bool const url = type == init_type::url;
    if (!init.has(pc::protocol)) out[pc::protocol] = base_text(base.scheme(), type);
    if (url && !has_any(init, {pc::protocol, pc::hostname, pc::port, pc::username}))
        out[pc::username] = base_text(base.username(), type);
    if (url && !has_any(init, {pc::protocol, pc::hostname, pc::port, pc::username, pc::password}))
        out[pc::password] = base_text(base.password(), type);
    if (!has_any(init, {pc::protocol, pc::hostname})) out[pc::hostname] = base_text(base.hostname(), type);
    if (!has_any(init, {pc::protocol, pc::hostname, pc::port})) out[pc::port] = std::string(base.port());
    if (!has_any(init, {pc::protocol, pc::hostname, pc::port, pc::pathname}))
        out[pc::pathname] = base_text(base.pathname(), type);
    if (!has_any(init, {pc::protocol, pc::hostname, pc::port, pc::pathname, pc::search}))
        out[pc::search] = base_text(base.query(), type);
    if (!has_any(init, {pc::protocol, pc::hostname, pc::port, pc::pathname, pc::search, pc::hash}))
        out[pc::hash] = base_text(base.fragment(), type);
}

// "is an absolute pathname".
bool is_absolute_pathname(std::string_view p, init_type type) {
    if (p.empty()) return false;
    if (p[0] == '/') return true;
    if (type == init_type::url || p.size() < 2) return false;
    return (p[0] == '\\' || p[0] == '{') && p[1] == '/';
}

// Sets member `c` of `out` to `text` (its origin `origin`), canonicalized
// by `canonical` for a URL.
error set_member(init_record& out, pc c, std::string_view text, std::int64_t origin, init_type type,
                 encoding_callback canonical) {
    out.origin[init_record::index(c)] = origin;
    if (type == init_type::pattern) {
        out[c] = std::string(text);
        return {};
    }
    std::string canonical_text;
    if (error e = canonical(text, canonical_text)) return e;
    out[c] = std::move(canonical_text);
    return {};
}

error process_pathname(init_record const& init, web_url const* base, init_type type, init_record& out) {
    std::string pathname = *init[pc::pathname];
    std::int64_t origin = init.origin[init_record::index(pc::pathname)];
    if (base != nullptr && !base->has_opaque_path() && !is_absolute_pathname(pathname, type)) {
        std::string const base_path = base_text(base->pathname(), type);
        std::size_t const slash = base_path.rfind('/');
        if (slash != std::string::npos) {
            pathname.insert(0, base_path, 0, slash + 1);
            origin -= static_cast<std::int64_t>(slash + 1);
        }
    }
    std::string const protocol = out[pc::protocol].value_or("");
    bool const special = protocol.empty() || is_special_scheme(protocol);
    return set_member(out, pc::pathname, pathname, origin, type,
                      special ? canonicalize_pathname : canonicalize_opaque_pathname);
}

// A member with one leading or trailing character removed when there.
std::string_view stripped(std::string_view text, char c, bool leading) {
    if (leading && !text.empty() && text.front() == c) return text.substr(1);
    if (!leading && !text.empty() && text.back() == c) return text.substr(0, text.size() - 1);
    return text;
}

error process_members(init_record const& init, web_url const* base, init_type type, init_record& out,
                      pc& failed) {
    auto origin = [&](pc c) { return init.origin[init_record::index(c)]; };
    struct step { pc c; encoding_callback canonical; };
    for (step s : {step{pc::protocol, canonicalize_protocol}, step{pc::username, canonicalize_username},
                   step{pc::password, canonicalize_password}, step{pc::hostname, canonicalize_hostname}}) {
        failed = s.c;
        if (!init.has(s.c)) continue;
        std::string_view const text = s.c == pc::protocol ? stripped(*init[s.c], ':', false) : *init[s.c];
        if (error e = set_member(out, s.c, text, origin(s.c), type, s.canonical)) return e;
    }
    failed = pc::port;
    if (init.has(pc::port)) {
        out.origin[init_record::index(pc::port)] = origin(pc::port);
        if (type == init_type::pattern) out[pc::port] = *init[pc::port];
        else if (error e = canonicalize_port_for(*init[pc::port], out[pc::protocol].value_or(""), out[pc::port].emplace()))
            return e;
    }
    failed = pc::pathname;
    if (init.has(pc::pathname)) {
        if (error e = process_pathname(init, base, type, out)) return e;
    }
    for (step s : {step{pc::search, canonicalize_search}, step{pc::hash, canonicalize_hash}}) {
        failed = s.c;
        if (!init.has(s.c)) continue;
        std::string_view const text = stripped(*init[s.c], s.c == pc::search ? '?' : '#', true);
        std::int64_t const shift = text.size() < init[s.c]->size() ? 1 : 0;
        if (error e = set_member(out, s.c, text, origin(s.c) + shift, type, s.canonical)) return e;
    }
    return {};
}

} // namespace

init_record record_of(url_pattern_init const& init) {
    init_record r;
    std::optional<std::string_view> const members[] = {init.protocol, init.username, init.password, init.hostname,
                                                       init.port,     init.pathname, init.search,   init.hash};
    for (std::size_t k = 0; k < 8; ++k) {
        if (members[k]) r.value[k] = std::string(*members[k]);
    }
    return r;
}

error process_init(init_record const& init, web_url const* base, init_type type, init_record& out,
                   url_pattern_component* where) {
    if (base != nullptr) inherit_from_base(init, *base, type, out);
    pc failed = pc::protocol;
    error const e = process_members(init, base, type, out, failed);
    if (e && where != nullptr) *where = failed;
    return e;
}

} // namespace urikit::detail
