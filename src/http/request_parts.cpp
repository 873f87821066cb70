// urikit http: the registered default ports, and everything a client sends
// for one URI in one call (RFC 9110 §4.2, §7.2; RFC 9112 §3.2.1).
#include <urikit/http.hpp>
#include <urikit/normalize.hpp>

#include <string>

#include "src/rfc3986/uri_access.hpp"
#include "src/core/default_ports.hpp"
#include "src/core/scratch.hpp"
#include "src/core/view_access.hpp"
#include "src/http/http_uri.hpp"

namespace urikit {

std::optional<std::uint16_t> default_port(std::string_view scheme) noexcept {
    std::uint16_t const port = detail::default_port(scheme);
    if (port == 0) return std::nullopt;
    return port;
}

namespace {

struct parts_scratch;

// An IPv6 literal's parts: connect_host its address alone (no brackets, no
// zone), zone_id its zone decoded (RFC 6874). Out of line and last, so that
// the common hosts' path pays one test.
[[gnu::noinline]] void write_ipv6_parts(uri_view n, request_parts& r) {
    r.connect_host.assign(detail::split_ipv6_literal(n.host()).address);
    n.decoded_zone_id().append_to(r.zone_id);
}

// The parts of the checked http(s) URI `n` (`a`), written under the http profile.
request_parts parts_of_normal(uri_view n, detail::http_authority const& a) {
    request_parts r;
    r.scheme.assign(n.scheme());
    r.tls = r.scheme == "https";
    r.port = a.port;
    a.append_named_host(r.host_field, n.host());
    if (a.port != detail::default_port(r.scheme)) r.host_field.append(":").append(std::to_string(a.port));
    r.connect_host.assign(a.connect_host(n.host()));
    r.target.assign(n.path().empty() ? std::string_view("/") : n.path());
    if (n.has_query()) r.target.append("?").append(n.query());
    if (n.host_kind() == host_kind::ipv6) write_ipv6_parts(n, r);
    return r;
}

} // namespace

result<request_parts> http_request_parts(uri_ref const& r) {
    if (r.made().code != errc::ok) return r.made();
    uri_view const& u = r.view();
    auto const a = detail::checked_http_authority(u);
    if (!a) return r.at_source(a.error());
    if (u.host_kind() == host_kind::ipvfuture) {
        return r.at_source(error{errc::unsupported_host, u.parts().begin(component::host)});
    }
    detail::scratch<parts_scratch> normal;
    components parts;
    if (error const e = normalize_into(u, profile::http, normal.get(), &parts); e.code != errc::ok) {
        return r.at_source(e);
    }
    return parts_of_normal(detail::uri_access::make_view(normal.get(), parts), *a);
}

} // namespace urikit
