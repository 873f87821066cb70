// urikit http forms: the request-target of an HTTP/1.1 request (RFC 9112
// §3.2) and the Host field (RFC 9110 §7.2) for an http(s) URI.
#include <urikit/http.hpp>

#include <algorithm>

#include "src/rfc3986/uri_access.hpp"
#include "src/core/ascii_case.hpp"
#include "src/core/default_ports.hpp"
#include "src/core/produce.hpp"
#include "src/core/scratch.hpp"
#include "src/core/view_access.hpp"
#include "src/http/http_uri.hpp"
#include "src/web/web_fast_path.hpp"
#include "src/web/web_host.hpp"

namespace urikit {

namespace detail {

error read_browser_host(uri_view u, browser_host& out) {
    out.name.clear();
    out.is_ipv4 = false;
    std::string_view const host = u.host();
    if (u.host_kind() != host_kind::reg_name || host.empty()) return {};
    if (host.find('%') == std::string_view::npos && !ends_in_a_number(host)) return {}; // read as written
    web_host_kind type = web_host_kind::none;
    auto const at = u.parts().begin(component::host);
    if (error const e = append_web_host(out.name, host, true, type); e.code != errc::ok) {
        out.name.clear();
        return error{e.code, static_cast<std::uint32_t>(at + std::min<std::size_t>(e.offset, host.size()))};
    }
    out.is_ipv4 = type == web_host_kind::ipv4;
    return {};
}

result<http_authority> checked_http_authority(uri_view u) {
    if (!u.has_scheme() || !(detail::equals_ignoring_case(u.scheme(), "http") ||
                             detail::equals_ignoring_case(u.scheme(), "https"))) {
        return error{errc::unsupported_scheme, 0};
    }
    if (!u.has_authority() || u.host().empty()) {
        auto const at = u.has_authority() ? u.parts().begin(component::host) : u.scheme().size() + 1;
        return error{errc::missing_host, static_cast<std::uint32_t>(at)};
    }
    if (error const e = detail::check_reg_name_host(u); e.code != errc::ok) return e;
    http_authority a;
    if (error const e = read_browser_host(u, a.browser); e.code != errc::ok) return e;
    if (!u.has_port() || u.port().empty()) {
        a.port = detail::default_port(u.scheme());
        return a;
    }
    auto const port = u.port_number();
    if (!port) return port.error();
    a.port = **port; // digits are written: checked above
    return a;
}

} // namespace detail

namespace {

struct target_scratch;

// The request-target of `u` (checked: `a`) into `out`.
error write_target(uri_view u, target_form f, detail::http_authority const& a, std::string& out) {
    switch (f) {
    case target_form::origin:
        out.append(u.path().empty() ? "/" : u.path());
        if (u.has_query()) out.append("?").append(u.query());
        return {};
    case target_form::absolute:
        out.append(u.scheme()).append("://");
        a.append_named_host(out, u.host());
        if (u.has_port()) out.append(":").append(u.port());
        out.append(u.path());
        if (u.has_query()) out.append("?").append(u.query());
        return {};
    case target_form::authority:
        a.append_named_host(out, u.host());
        out.append(":").append(std::to_string(a.port));
        return {};
    case target_form::asterisk:
        if (!u.path().empty() || u.has_query()) {
            return error{errc::path_or_query_not_allowed, static_cast<std::uint32_t>(u.parts().begin(component::path))};
        }
        out.push_back('*');
        return {};
    }
    return {};
}

} // namespace

error request_target_into(uri_ref const& r, target_form f, std::string& out) {
    if (r.made().code != errc::ok) {
        out.clear();
        return r.made();
    }
    uri_view const& u = r.view();
    return r.at_source(detail::write_aside<target_scratch>(out, [&](std::string& aside) { // `u` may view `out`
        auto const a = detail::checked_http_authority(u);
        return a ? write_target(u, f, *a, aside) : a.error();
    }));
}

result<std::string> request_target(uri_ref const& u, target_form f) {
    return detail::string_result([&](std::string& out) { return request_target_into(u, f, out); });
}

error host_field_into(uri_ref const& r, std::string& out) {
    if (r.made().code != errc::ok) {
        out.clear();
        return r.made();
    }
    uri_view const& u = r.view();
    return r.at_source(detail::write_aside<target_scratch>(out, [&](std::string& aside) { // `u` may view `out`
        auto const a = detail::checked_http_authority(u);
        if (!a) return a.error();
        a->append_named_host(aside, u.host());
        if (a->port != detail::default_port(u.scheme())) aside.append(":").append(std::to_string(a->port));
        return error{};
    }));
}

result<std::string> host_field(uri_ref const& u) {
    return detail::string_result([&](std::string& out) { return host_field_into(u, out); });
}

} // namespace urikit
