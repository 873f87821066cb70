// urikit http: the origin of a URI (RFC 6454 §4) or of a web URL (URL
// Standard, "Origin"), and its serialization (RFC 6454 §6.2).
#include <urikit/http.hpp>
#include <urikit/normalize.hpp>

#include "src/rfc3986/uri_access.hpp"
#include "src/core/ascii_case.hpp"
#include "src/core/default_ports.hpp"
#include "src/core/view_access.hpp"
#include "src/http/http_uri.hpp"
#include "src/web/web_assembler.hpp"
#include "src/web/web_host.hpp"
#include "src/web/web_parse.hpp"

namespace urikit {

std::string uri_origin::serialize() const {
    if (is_unique()) return "null";
    std::string out = scheme + "://" + host;
    if (port != detail::default_port(scheme)) out.append(":").append(std::to_string(port));
    return out;
}

namespace {

// RFC 6454 §4 on a parsed URI.
result<uri_origin> rfc6454_origin(uri_view u) {
    uri_origin o;
    if (!u.has_scheme() || !u.has_authority() || u.host().empty()) return o;
    if (detail::equals_ignoring_case(u.scheme(), "file")) return o;
    std::uint16_t const standard = detail::default_port(u.scheme());
    if (standard == 0) return o;
    if (error const e = detail::check_reg_name_host(u); e.code != errc::ok) return e;
    std::string text;
    components parts;
    if (error const e = normalize_into(u, profile::http, text, &parts); e.code != errc::ok) return e;
    uri_view const n = detail::uri_access::make_view(text, parts);
    o.port = standard;
    if (n.has_port() && !n.port().empty()) {
        auto const port = n.port_number();
        if (!port) return error{port.error().code, u.parts().begin(component::port)};
        o.port = port->value_or(standard);
    }
    o.scheme.assign(n.scheme());
    o.host.assign(n.host());
    if (detail::is_special_scheme(n.scheme())) { // the host a browser's origin holds: "0x7f.1" is 127.0.0.1
        detail::browser_host host;
        if (error const e = detail::read_browser_host(u, host); e.code != errc::ok) return e;
        if (host.is_ipv4) o.host.assign(host.name);
    }
    return o;
}

// The tuple origin of a URL of a special scheme with a network host.
uri_origin tuple_origin(web_url const& u) {
    uri_origin o;
    o.scheme.assign(u.scheme());
    o.host.assign(u.hostname());
    o.port = u.has_port() ? *u.port_number() : detail::default_port(u.scheme());
    return o;
}

// URL Standard, "Origin": a tuple origin for the special schemes with a
// network host; blob URLs take the origin of the URL in their path when it
// is http(s) (file: is opaque); everything else is an opaque origin.
uri_origin web_origin(web_url const& u) {
    std::string_view const s = u.scheme();
    if (s == "blob") {
        web_url inner;
        if (detail::parse_web_record(u.pathname(), nullptr, inner).code != errc::ok) return uri_origin{};
        if (inner.scheme() == "http" || inner.scheme() == "https") return tuple_origin(inner);
        return uri_origin{};
    }
    if (s != "http" && s != "https" && s != "ws" && s != "wss" && s != "ftp") return uri_origin{};
    return tuple_origin(u);
}

} // namespace

// A web URL's origin is its own model's (the URL Standard's); a URI's is RFC 6454's.
result<uri_origin> origin(uri_ref const& u) {
    if (u.web() != nullptr) return web_origin(*u.web());
    return rfc6454_origin(u.view());
}

} // namespace urikit
