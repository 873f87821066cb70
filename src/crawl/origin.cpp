// urikit http forms: the origin of a URI (RFC 6454 §4) and its
// serialization (§6.2).
#include <urikit/http_forms.hpp>

#include <urikit/normalize.hpp>

#include "src/core/ascii_case.hpp"
#include "src/core/default_ports.hpp"
#include "src/web/web_host.hpp"

namespace urikit {

std::string uri_origin::serialize() const {
    if (is_unique()) return "null";
    std::string out = scheme + "://" + host;
    if (port != detail::default_port(scheme)) out.append(":").append(std::to_string(port));
    return out;
}

result<uri_origin> origin(uri_view u) {
    uri_origin o;
    if (!u.has_scheme() || !u.has_authority() || u.host().empty()) return o;
    if (detail::equals_ignoring_case(u.scheme(), "file")) return o;
    std::uint16_t const standard = detail::default_port(u.scheme());
    if (standard == 0) return o;
    if (error const e = detail::check_reg_name_host(u); e.code != errc::ok) return e;
    auto const normal = normalize(u, profile::http);
    if (!normal) return normal.error();
    uri_view const n = normal->view();
    o.port = standard;
    if (n.has_port() && !n.port().empty()) {
        auto const port = n.port_number();
        if (!port) return error{port.error().code, u.parts().begin(component::port)};
        o.port = *port;
    }
    o.scheme.assign(n.scheme());
    o.host.assign(n.host());
    return o;
}

} // namespace urikit
