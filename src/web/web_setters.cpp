// urikit web mode: the URL class's setters (URL Standard, URL class API),
// each the basic URL parser's steps with its state override, applied by
// writing the URL anew with one component processed and the rest copied.
#include <algorithm>

#include <urikit/utf8.hpp>
#include <urikit/web_url.hpp>

#include "src/core/charsets.hpp"
#include "src/core/pct_codec.hpp"
#include "src/core/port_number.hpp"
#include "src/core/scratch.hpp"
#include "src/web/web_access.hpp"
#include "src/web/web_assembler.hpp"
#include "src/web/web_input.hpp"
#include "src/web/web_parse.hpp"

namespace urikit {

namespace {

struct web_setter_scratch;

// A URL record as views of a web_url (valid while it is unchanged), with
// the fields a setter replaces.
struct web_fields {
    std::string_view scheme;
    bool has_host = false;
    std::string_view username, password, host;
    web_host_kind host_type = web_host_kind::none;
    std::optional<std::uint16_t> port;
    bool opaque_path = false;
    std::string_view path;
    std::optional<std::string_view> query, fragment;

    explicit web_fields(web_url const& u)
        : scheme(u.scheme()), has_host(u.parts().has(component::host)), username(u.username()),
          password(u.password()), host(u.hostname()), host_type(u.host_kind()), port(detail::port_field(u)),
          opaque_path(u.has_opaque_path()), path(u.pathname()), query(detail::query_field(u)),
          fragment(detail::fragment_field(u)) {}
};

// Writes `f` (with its authority through `host_text` when given: the host
// parser) and the path (copied, or `path_text` through the path start
// state); commits to `u` on success. Errors: the host parser's (offsets in
// `host_text`), errc::output_too_long; `u` is unchanged then.
error write_fields(web_url& u, web_fields const& f, std::optional<std::string_view> host_text = std::nullopt,
                   std::optional<std::string_view> path_text = std::nullopt) {
    detail::scratch<web_setter_scratch> buffer;
    detail::web_assembler a(buffer.get());
    a.scheme(f.scheme);
    if (f.has_host || host_text) {
        a.open_authority();
        a.encoded_credentials(f.username, f.password);
        if (host_text) {
            if (error const e = a.host(*host_text); e.code != errc::ok) return e;
            if (a.is_file() && a.host_is_localhost()) a.clear_host();
        } else {
            a.serialized_host(f.host, f.host_type);
        }
        a.port(f.port);
    }
    if (f.opaque_path) {
        a.copy_opaque_path(f.path);
    } else if (path_text) {
        // path start state with a state override.
        a.open_path();
        std::string_view p = *path_text;
        bool const has_host = f.has_host || host_text;
        if (a.special()) {
            if (!p.empty() && (p[0] == '/' || p[0] == '\\')) p.remove_prefix(1);
            a.path_state(p);
        } else if (!p.empty()) {
            if (p[0] == '/') p.remove_prefix(1);
            a.path_state(p);
        } else if (!has_host) {
            a.copy_path("/"); // the empty string appended to the path
        }
    } else {
        a.open_path();
        a.copy_path(f.path);
    }
    if (f.query) a.copy_query(*f.query);
    if (f.fragment) a.copy_fragment(*f.fragment);
    return a.finish(u);
}

// A refusal at offset `at` of the setter's cleaned value, as an offset in
// the value as given.
error refusal(errc code, detail::web_input const& in, std::size_t at) noexcept {
    return error{code, in.original_offset(at)};
}

// The setter's input: tabs and newlines removed, nothing trimmed. Errors:
// errc::invalid_utf8.
result<std::string_view> setter_input(detail::web_input const& in) {
    if (std::size_t const bad = detail::first_invalid_utf8(in.text()); bad != std::string_view::npos) {
        return refusal(errc::invalid_utf8, in, bad);
    }
    return in.text();
}

bool cannot_have_credentials_or_port(web_url const& u) noexcept {
    return u.hostname().empty() || u.scheme() == "file";
}

bool has_credentials_or_port(web_url const& u) noexcept {
    return !u.username().empty() || !u.password().empty() || u.has_port();
}

std::string encode(std::string_view value, std::uint32_t set) {
    std::string out;
    detail::append_pct_encoded(out, value, [set](char c) { return !grammar::in_set(c, set); });
    return out;
}

// The port state with a state override: the leading digits of `value`.
// Errors (offsets in `value`): errc::invalid_port without a leading digit,
// errc::port_out_of_range above 65535.
result<std::uint16_t> port_prefix(std::string_view value) noexcept {
    detail::port_digits const d = detail::leading_port_digits(value);
    if (d.length == 0) return error{errc::invalid_port, 0};
    if (!d.in_range()) return error{errc::port_out_of_range, 0};
    return static_cast<std::uint16_t>(d.value);
}

// The length of the scheme at the start of `text` (scheme start and scheme
// states), or the offset of the byte that makes it none (as an error).
result<std::size_t> scheme_prefix(std::string_view text) noexcept {
    if (text.empty() || !grammar::in_set(text[0], grammar::cs_alpha)) return error{errc::invalid_scheme, 0};
    std::size_t n = 1;
    while (n < text.size() && grammar::in_set(text[n], grammar::cs_scheme)) ++n;
    if (n < text.size() && text[n] != ':') return error{errc::invalid_scheme, static_cast<std::uint32_t>(n)};
    return n;
}

} // namespace

error web_url::set_href(std::string_view value) { return parse_web_into(value, nullptr, *this); }

// The scheme start and scheme states with a state override, on value + ":".
error web_url::set_protocol(std::string_view value) {
    detail::web_input const in(value, false);
    auto const text = setter_input(in);
    if (!text) return text.error();
    auto const n = scheme_prefix(*text);
    if (!n) return refusal(n.error().code, in, n.error().offset);
    std::string scheme(text->substr(0, *n));
    for (char& c : scheme) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
    bool const refused = is_special() != detail::is_special_scheme(scheme) ||
                         (scheme == "file" && has_credentials_or_port(*this)) ||
                         (this->scheme() == "file" && host_type_ == web_host_kind::empty);
    if (refused) return refusal(errc::scheme_change_refused, in, 0);
    web_fields f(*this);
    f.scheme = scheme;
    if (f.port && f.port == detail::special_default_port(scheme)) f.port.reset();
    return write_fields(*this, f);
}

namespace {

// The username and password setters ("set the username/password" of the
// URL Standard): refused for a URL that cannot have credentials; else the
// value, userinfo-encoded, in place of the field.
error set_credential(web_url& u, std::string_view value, std::string_view web_fields::*field) {
    if (cannot_have_credentials_or_port(u)) return error{errc::credentials_or_port_not_allowed, 0};
    if (std::size_t const bad = detail::first_invalid_utf8(value); bad != std::string_view::npos) {
        return error{errc::invalid_utf8, static_cast<std::uint32_t>(bad)};
    }
    std::string const encoded = encode(value, grammar::ws_userinfo);
    web_fields f(u);
    f.*field = encoded;
    return write_fields(u, f);
}

} // namespace

error web_url::set_username(std::string_view value) { return set_credential(*this, value, &web_fields::username); }
error web_url::set_password(std::string_view value) { return set_credential(*this, value, &web_fields::password); }

error web_url::set_host_and_port(std::string_view value) { return set_host_or_hostname(value, false); }
error web_url::set_hostname(std::string_view value) { return set_host_or_hostname(value, true); }

error web_url::set_port(std::string_view value) {
    if (cannot_have_credentials_or_port(*this)) return error{errc::credentials_or_port_not_allowed, 0};
    web_fields f(*this);
    if (value.empty()) {
        f.port.reset();
        return write_fields(*this, f);
    }
    detail::web_input const in(value, false);
    auto const text = setter_input(in);
    if (!text) return text.error();
    auto const p = port_prefix(*text);
    if (!p) return refusal(p.error().code, in, p.error().offset);
    f.port = *p == detail::special_default_port(scheme()) ? std::nullopt : std::optional<std::uint16_t>(*p);
    return write_fields(*this, f);
}

error web_url::set_pathname(std::string_view value) {
    if (opaque_path_) return error{errc::opaque_path, 0};
    detail::web_input const in(value, false);
    auto const text = setter_input(in);
    if (!text) return text.error();
    web_fields const f(*this);
    return write_fields(*this, f, std::nullopt, *text);
}

namespace {

// The search and hash setters: "" makes the component null; else `value`
// without one leading `lead`, tabs and newlines removed, encoded by `set`
// (the query or fragment state with a state override).
template <class Field>
error set_delimited(web_url& u, std::string_view value, char lead, std::uint32_t set, Field field) {
    web_fields f(u);
    std::string encoded;
    if (value.empty()) {
        (f.*field).reset();
        return write_fields(u, f);
    }
    std::size_t const skipped = value[0] == lead ? 1 : 0;
    detail::web_input const in(value.substr(skipped), false);
    auto const text = setter_input(in);
    if (!text) return error{errc::invalid_utf8, text.error().offset + static_cast<std::uint32_t>(skipped)};
    encoded = encode(*text, set);
    f.*field = encoded;
    return write_fields(u, f);
}

} // namespace

error web_url::set_search(std::string_view value) {
    return set_delimited(*this, value, '?', is_special() ? grammar::ws_special_query : grammar::ws_query,
                         &web_fields::query);
}

error web_url::set_hash(std::string_view value) {
    return set_delimited(*this, value, '#', grammar::ws_fragment, &web_fields::fragment);
}

namespace {

// Where the host ends in a host setter's value (host state with a state
// override): at "/", "?", "#" (and "\" for special URLs), or at a ":"
// outside brackets (unless `file`, which has no port).
std::size_t host_end(std::string_view t, bool special, bool file) noexcept {
    auto const ends_host = [&](char c) { return c == '/' || c == '?' || c == '#' || ((special || file) && c == '\\'); };
    bool inside_brackets = false;
    std::size_t e = 0;
    for (; e < t.size() && !ends_host(t[e]); ++e) {
        if (t[e] == '[') inside_brackets = true;
        if (t[e] == ']') inside_brackets = false;
        if (t[e] == ':' && !inside_brackets && !file) break;
    }
    return e;
}

} // namespace

// The host and hostname states with a state override (and the file host
// state for file URLs), then the port state when `value` has a port. A port
// part that is no port leaves the port as it was, the host set (the
// Standard sets the host before it reads the port).
error web_url::set_host_or_hostname(std::string_view value, bool hostname_only) {
    if (opaque_path_) return error{errc::opaque_path, 0};
    detail::web_input const in(value, false);
    auto const text = setter_input(in);
    if (!text) return text.error();
    std::string_view const t = *text;
    bool const file = scheme() == "file";
    std::size_t const e = host_end(t, is_special(), file);
    std::string_view const host = t.substr(0, e);
    bool const colon = e < t.size() && t[e] == ':';
    if (colon && host.empty()) return refusal(errc::missing_host, in, 0);
    if (colon && hostname_only) return refusal(errc::invalid_host, in, e);
    bool const host_needed = !file && (is_special() || has_credentials_or_port(*this));
    if (!colon && host.empty() && host_needed) return refusal(errc::missing_host, in, 0);
    // The port is read before the href is rewritten: `value` may view it.
    auto const port = colon ? port_prefix(t.substr(e + 1)) : result<std::uint16_t>(error{errc::invalid_port, 0});
    web_fields const f(*this);
    if (error const h = write_fields(*this, f, host); h.code != errc::ok) {
        return h.code == errc::output_too_long ? h : refusal(h.code, in, h.offset);
    }
    if (!port) return {};
    web_fields g(*this); // port state, after the host was set
    g.port = *port == detail::special_default_port(scheme()) ? std::nullopt : std::optional<std::uint16_t>(*port);
    return write_fields(*this, g);
}

} // namespace urikit
