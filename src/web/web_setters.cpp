// urikit web mode: the URL class's setters (URL Standard, URL class API),
// each the basic URL parser's steps with its state override, applied by
// writing the URL anew with one component processed and the rest copied.
#include <algorithm>

#include <urikit/utf8.hpp>
#include <urikit/web_url.hpp>

#include "grammar/charsets.hpp"
#include "src/core/pct_codec.hpp"
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
    web_host_type host_type = web_host_type::none;
    std::optional<std::uint16_t> port;
    bool opaque_path = false;
    std::string_view path;
    std::optional<std::string_view> query, fragment;

    explicit web_fields(web_url const& u)
        : scheme(u.scheme()), has_host(u.parts().has(component::host)), username(u.username()),
          password(u.password()), host(u.hostname()), host_type(u.host_type()), port(u.port_number()),
          opaque_path(u.has_opaque_path()), path(u.pathname()), query(u.query()), fragment(u.fragment()) {}
};

// Writes `f` (with its authority through `host_text` when given: the host
// parser) and the path (copied, or `path_text` through the path start
// state); commits to `u` on success. False when the host fails.
bool write_fields(web_url& u, web_fields const& f, std::optional<std::string_view> host_text = std::nullopt,
                  std::optional<std::string_view> path_text = std::nullopt) {
    detail::scratch<web_setter_scratch> buffer;
    detail::web_assembler a(buffer.get());
    a.scheme(f.scheme);
    if (f.has_host || host_text) {
        a.open_authority();
        a.encoded_credentials(f.username, f.password);
        if (host_text) {
            if (a.host(*host_text).code != errc::ok) return false;
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
    return a.finish(u).code == errc::ok;
}

// Runs apply() on `u`; true when its href changed.
template <class Apply>
bool changed_by(web_url& u, Apply&& apply) {
    std::string const old = u.href();
    apply();
    return u.href() != old;
}

// The setter's input: tabs and newlines removed, nothing trimmed; nullopt
// when it is not UTF-8.
std::optional<std::string_view> setter_input(detail::web_input const& in) {
    if (!is_utf8(in.text())) return std::nullopt;
    return in.text();
}

bool cannot_have_credentials_or_port(web_url const& u) noexcept {
    return u.hostname().empty() || u.scheme() == "file";
}

std::string encode(std::string_view value, std::uint32_t set) {
    std::string out;
    detail::append_pct_encoded(out, value, [set](char c) { return !grammar::in_set(c, set); });
    return out;
}

// The port state with a state override: the leading digits; nullopt when
// there are none or they exceed 65535.
std::optional<std::uint16_t> port_prefix(std::string_view value, bool& digits_found) {
    std::size_t n = 0;
    std::uint32_t v = 0;
    while (n < value.size() && value[n] >= '0' && value[n] <= '9') {
        v = std::min<std::uint32_t>(v * 10 + static_cast<std::uint32_t>(value[n] - '0'), 65536);
        ++n;
    }
    digits_found = n != 0 && v <= 65535;
    if (!digits_found) return std::nullopt;
    return static_cast<std::uint16_t>(v);
}

} // namespace

error web_url::set_href(std::string_view value) { return parse_web_into(value, nullptr, *this); }

// The scheme start and scheme states with a state override, on value + ":".
bool web_url::set_protocol(std::string_view value) {
    detail::web_input const in(value, false);
    auto const text = setter_input(in);
    if (!text || text->empty() || !grammar::in_set((*text)[0], grammar::cs_alpha)) return false;
    std::size_t n = 1;
    while (n < text->size() && grammar::in_set((*text)[n], grammar::cs_scheme)) ++n;
    if (n < text->size() && (*text)[n] != ':') return false;
    std::string scheme(text->substr(0, n));
    for (char& c : scheme) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
    bool const now_special = detail::is_special_scheme(scheme);
    if (is_special() != now_special) return false;
    if ((!username().empty() || !password().empty() || port_number()) && scheme == "file") return false;
    if (this->scheme() == "file" && host_type_ == web_host_type::empty) return false;
    web_fields f(*this);
    f.scheme = scheme;
    if (f.port && f.port == detail::special_default_port(scheme)) f.port.reset();
    return changed_by(*this, [&] { write_fields(*this, f); });
}

namespace {

// The username and password setters ("set the username/password" of the
// URL Standard): nothing for a URL that cannot have credentials; else the
// value, userinfo-encoded, in place of the field.
bool set_credential(web_url& u, std::string_view value, std::string_view web_fields::*field) {
    if (cannot_have_credentials_or_port(u) || !is_utf8(value)) return false;
    std::string const encoded = encode(value, grammar::ws_userinfo);
    web_fields f(u);
    f.*field = encoded;
    return changed_by(u, [&] { write_fields(u, f); });
}

} // namespace

bool web_url::set_username(std::string_view value) { return set_credential(*this, value, &web_fields::username); }
bool web_url::set_password(std::string_view value) { return set_credential(*this, value, &web_fields::password); }

bool web_url::set_host(std::string_view value) { return set_host_or_hostname(value, false); }
bool web_url::set_hostname(std::string_view value) { return set_host_or_hostname(value, true); }

bool web_url::set_port(std::string_view value) {
    if (cannot_have_credentials_or_port(*this)) return false;
    web_fields f(*this);
    if (value.empty()) {
        f.port.reset();
    } else {
        detail::web_input const in(value, false);
        auto const text = setter_input(in);
        if (!text) return false;
        bool digits = false;
        auto const p = port_prefix(*text, digits);
        if (!digits) return false;
        f.port = p == detail::special_default_port(scheme()) ? std::nullopt : p;
    }
    return changed_by(*this, [&] { write_fields(*this, f); });
}

bool web_url::set_pathname(std::string_view value) {
    if (opaque_path_) return false;
    detail::web_input const in(value, false);
    auto const text = setter_input(in);
    if (!text) return false;
    web_fields const f(*this);
    return changed_by(*this, [&] { write_fields(*this, f, std::nullopt, *text); });
}

namespace {

// The search and hash setters: "" makes the component null; else `value`
// without one leading `lead`, tabs and newlines removed, encoded by `set`
// (the query or fragment state with a state override).
template <class Field>
bool set_delimited(web_url& u, std::string_view value, char lead, std::uint32_t set, Field field) {
    web_fields f(u);
    std::string encoded;
    if (value.empty()) {
        (f.*field).reset();
    } else {
        if (value[0] == lead) value.remove_prefix(1);
        detail::web_input const in(value, false);
        auto const text = setter_input(in);
        if (!text) return false;
        encoded = encode(*text, set);
        f.*field = encoded;
    }
    return changed_by(u, [&] { write_fields(u, f); });
}

} // namespace

bool web_url::set_search(std::string_view value) {
    return set_delimited(*this, value, '?', is_special() ? grammar::ws_special_query : grammar::ws_query,
                         &web_fields::query);
}

bool web_url::set_hash(std::string_view value) {
    return set_delimited(*this, value, '#', grammar::ws_fragment, &web_fields::fragment);
}

// The host and hostname states with a state override (and the file host
// state for file URLs), then the port state when `value` has a port.
bool web_url::set_host_or_hostname(std::string_view value, bool hostname_only) {
    if (opaque_path_) return false;
    detail::web_input const in(value, false);
    auto const text = setter_input(in);
    if (!text) return false;
    bool const special = is_special();
    auto const ends_host = [&](char c) { return c == '/' || c == '?' || c == '#' || (special && c == '\\'); };
    web_fields f(*this);
    std::string_view const t = *text;
    if (scheme() == "file") {
        std::size_t e = 0;
        while (e < t.size() && !ends_host(t[e]) && t[e] != '\\') ++e;
        return changed_by(*this, [&] { write_fields(*this, f, t.substr(0, e)); });
    }
    bool inside_brackets = false;
    std::size_t e = 0;
    for (; e < t.size() && !ends_host(t[e]); ++e) {
        if (t[e] == '[') inside_brackets = true;
        if (t[e] == ']') inside_brackets = false;
        if (t[e] == ':' && !inside_brackets) break;
    }
    std::string_view const host = t.substr(0, e);
    bool const colon = e < t.size() && t[e] == ':';
    if (colon) {
        if (host.empty() || hostname_only) return false;
    } else {
        if (special && host.empty()) return false;
        if (host.empty() && (!username().empty() || !password().empty() || port_number())) return false;
    }
    // The port is read before the href is rewritten: `value` may view it.
    bool digits = false;
    auto const port = colon ? port_prefix(t.substr(e + 1), digits) : std::nullopt;
    std::string const before = href_;
    if (!write_fields(*this, f, host)) return false; // the host parser failed: nothing changes
    if (digits) { // port state, after the host was set
        web_fields g(*this);
        g.port = port == detail::special_default_port(scheme()) ? std::nullopt : port;
        write_fields(*this, g);
    }
    return href_ != before;
}

} // namespace urikit
