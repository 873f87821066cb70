// urikit: the URL Pattern Standard's URLPattern ("The URLPattern class",
// "High-level operations": create, match, has regexp groups), with
// compareComponent and generate as WPT's urlpattern data defines them.
#include <urikit/url_pattern.hpp>

#include <algorithm>

#include <urikit/web_url.hpp>

#include "src/pattern/pattern_canonical.hpp"
#include "src/pattern/pattern_init.hpp"
#include "src/pattern/url_pattern_data.hpp"
#include "src/web/web_assembler.hpp"
#include "src/web/web_input.hpp"

namespace urikit {

namespace detail {

using pc = url_pattern_component;

namespace {

constexpr std::array<pc, 8> all_components{pc::protocol, pc::username, pc::password, pc::hostname,
                                           pc::port,     pc::pathname, pc::search,   pc::hash};

// "hostname pattern is an IPv6 address".
bool is_ipv6_pattern(std::string_view p) {
    if (p.size() < 2) return false;
    return p[0] == '[' || ((p[0] == '{' || p[0] == '\\') && p[1] == '[');
}

// The callback and options each component compiles with (create, steps 9-19).
std::pair<encoding_callback, pattern_options> compile_way(pc c, init_record const& init, bool special,
                                                          url_pattern_options const& options) {
    pattern_options with_case = default_options;
    with_case.ignore_case = options.ignore_case;
    switch (c) {
    case pc::protocol: return {canonicalize_protocol, default_options};
    case pc::username: return {canonicalize_username, default_options};
    case pc::password: return {canonicalize_password, default_options};
    case pc::hostname:
        return {is_ipv6_pattern(*init[pc::hostname]) ? canonicalize_ipv6_hostname : canonicalize_hostname, hostname_options};
    case pc::port: return {canonicalize_port, default_options};
    case pc::pathname: {
        if (!special) return {canonicalize_opaque_pathname, with_case};
        pattern_options path = pathname_options;
        path.ignore_case = options.ignore_case;
        return {canonicalize_pathname, path};
    }
    case pc::search: return {canonicalize_search, with_case};
    case pc::hash: return {canonicalize_hash, with_case};
    }
    return {canonicalize_hash, with_case};
}

// An error in member `c` of `init` mapped back into the caller's text.
error in_caller_text(error e, init_record const& init, pc c, std::size_t caller_size) {
    if (e.code == errc::regexp_unavailable) return e;
    std::int64_t const at = init.origin[init_record::index(c)] + e.offset;
    e.offset = static_cast<std::uint32_t>(std::clamp<std::int64_t>(at, 0, static_cast<std::int64_t>(caller_size)));
    return e;
}

// "create" from a record, after the constructor string or the init.
error create(init_record const& given, web_url const* base, url_pattern_options const& options,
             std::array<std::size_t, 8> const& sizes, std::shared_ptr<url_pattern_data>& out, pc& where) {
    init_record init;
    if (error e = process_init(given, base, init_type::pattern, init)) return e;
    for (pc c : all_components) {
        if (!init.has(c)) init[c] = "*";
    }
    std::string const& protocol = *init[pc::protocol];
    if (is_special_scheme(protocol) && special_default_port(protocol) &&
        *init[pc::port] == std::to_string(*special_default_port(protocol)))
        init[pc::port] = std::string();
    out = std::make_shared<url_pattern_data>();
    bool special = false;
    for (pc c : all_components) {
        auto const [encode, compile_options] = compile_way(c, init, special, options);
        compiled_component& component = out->components[static_cast<std::size_t>(c)];
        if (error e = compile_component(*init[c], encode, compile_options, component)) {
            where = c;
            return in_caller_text(e, init, c, sizes[static_cast<std::size_t>(c)]);
        }
        if (c == pc::protocol) special = matches_special_scheme(component);
    }
    return {};
}

// The texts "match" reads off a URL.
std::array<std::string_view, 8> texts_of(web_url const& u) {
    return {u.scheme(), u.username(), u.password(), u.hostname(), u.port(), u.pathname(), u.query(), u.fragment()};
}

// The texts of an init as a URL (process a URLPatternInit, "url"); false
// when a member does not canonicalize.
bool texts_of(url_pattern_init const& input, init_record& storage, std::array<std::string_view, 8>& texts) {
    for (auto& v : storage.value) v = std::string();
    if (process_init(record_of(input), input.base_url, init_type::url, storage)) return false;
    for (std::size_t k = 0; k < 8; ++k) texts[k] = *storage.value[k];
    return true;
}

bool all_match(url_pattern_data const& data, std::array<std::string_view, 8> const& texts) {
    for (std::size_t k = 0; k < 8; ++k) {
        if (!data.components[k].regexp || !component_matches(data.components[k], texts[k])) return false;
    }
    return true;
}

std::optional<url_pattern_result> exec_texts(url_pattern_data const& data, std::array<std::string_view, 8> const& texts) {
    url_pattern_result result;
    std::vector<std::optional<std::string_view>> groups;
    for (std::size_t k = 0; k < 8; ++k) {
        compiled_component const& component = data.components[k];
        if (!component_match_groups(component, texts[k], groups)) return std::nullopt;
        url_pattern_component_result& r = result.components[k];
        r.input = texts[k];
        for (std::size_t g = 0; g < component.names.size(); ++g) {
            std::optional<std::string> value;
            if (g < groups.size() && groups[g]) value = std::string(*groups[g]);
            r.groups.push_back({component.names[g], std::move(value)});
        }
    }
    return result;
}

} // namespace
} // namespace detail

std::string_view name(url_pattern_component c) noexcept {
    static constexpr std::string_view names[] = {"protocol", "username", "password", "hostname",
                                                 "port",     "pathname", "search",   "hash"};
    return names[static_cast<std::size_t>(c)];
}

std::optional<std::string_view> url_pattern_component_result::group(std::string_view wanted) const noexcept {
    for (url_pattern_group const& g : groups) {
        if (g.name == wanted) return g.value ? std::optional<std::string_view>(*g.value) : std::nullopt;
    }
    return std::nullopt;
}

url_pattern::url_pattern() {
    static std::shared_ptr<detail::url_pattern_data const> const everything = [] {
        std::shared_ptr<detail::url_pattern_data> data;
        url_pattern_component where{};
        if (detail::create(detail::init_record{}, nullptr, {}, {}, data, where)) {
            data = std::make_shared<detail::url_pattern_data>(); // no RE2: no expressions
            for (auto& c : data->components) c.pattern_string.assign(1, '*');
        }
        return std::shared_ptr<detail::url_pattern_data const>(std::move(data));
    }();
    data_ = everything;
}

std::string_view url_pattern::pattern(url_pattern_component c) const noexcept { return (*data_)[c].pattern_string; }

bool url_pattern::has_regexp_groups() const noexcept {
    return std::any_of(data_->components.begin(), data_->components.end(),
                       [](detail::compiled_component const& c) { return c.has_regexp_groups; });
}

bool url_pattern::test(web_url const& url) const { return detail::all_match(*data_, detail::texts_of(url)); }

bool url_pattern::test(std::string_view input, web_url const* base) const {
    result<web_url> const url = parse_web(input, base);
    return url && test(*url);
}

bool url_pattern::test(url_pattern_init const& input) const {
    detail::init_record storage;
    std::array<std::string_view, 8> texts;
    return detail::texts_of(input, storage, texts) && detail::all_match(*data_, texts);
}

std::optional<url_pattern_result> url_pattern::exec(web_url const& url) const {
    return detail::exec_texts(*data_, detail::texts_of(url));
}

std::optional<url_pattern_result> url_pattern::exec(std::string_view input, web_url const* base) const {
    result<web_url> const url = parse_web(input, base);
    if (!url) return std::nullopt;
    return exec(*url);
}

std::optional<url_pattern_result> url_pattern::exec(url_pattern_init const& input) const {
    detail::init_record storage;
    std::array<std::string_view, 8> texts;
    if (!detail::texts_of(input, storage, texts)) return std::nullopt;
    return detail::exec_texts(*data_, texts);
}

result<url_pattern> parse_url_pattern(std::string_view pattern, web_url const* base, url_pattern_options options) {
    if (pattern.size() > max_input_size) return error{errc::input_too_long, static_cast<std::uint32_t>(max_input_size)};
    if (error e = detail::utf8_error(pattern)) return e;
    detail::init_record init;
    if (error e = detail::parse_constructor_string(pattern, init)) return e;
    if (base == nullptr && !init.has(url_pattern_component::protocol)) return error{errc::relative_without_base, 0};
    std::array<std::size_t, 8> sizes;
    sizes.fill(pattern.size());
    std::shared_ptr<detail::url_pattern_data> data;
    url_pattern_component where{};
    if (error e = detail::create(init, base, options, sizes, data, where)) return e;
    return detail::url_pattern_data::make(std::move(data));
}

result<url_pattern> parse_url_pattern(url_pattern_init const& init, url_pattern_options options,
                                      url_pattern_component* where) {
    detail::init_record const record = detail::record_of(init);
    std::array<std::size_t, 8> sizes{};
    for (std::size_t k = 0; k < 8; ++k) {
        if (!record.value[k]) continue;
        sizes[k] = record.value[k]->size();
        error e = sizes[k] > max_input_size ? error{errc::input_too_long, static_cast<std::uint32_t>(max_input_size)}
                                            : detail::utf8_error(*record.value[k]);
        if (e) {
            if (where != nullptr) *where = static_cast<url_pattern_component>(k);
            return e;
        }
    }
    std::shared_ptr<detail::url_pattern_data> data;
    url_pattern_component failed{};
    if (error e = detail::create(record, init.base_url, options, sizes, data, failed)) {
        if (where != nullptr) *where = failed;
        return e;
    }
    return detail::url_pattern_data::make(std::move(data));
}

} // namespace urikit
