// urikit: a request checked against a policy before a client makes it
// (request_guard.hpp): where it connects (http_request_parts), the port,
// the connect host's class (the IANA registries: address_class_of), and
// the allow lists.
#include <urikit/request_guard.hpp>

#include <algorithm>

#include <urikit/site.hpp>

#include "src/core/charsets.hpp"
#include "src/http/two_readings.hpp"
#include "src/web/scratch_url.hpp"
#include "src/web/web_host.hpp"

namespace urikit {

namespace {

// An allow-list entry as a connect host: the URL Standard's host parser
// (a special URL's), an IPv6 address without its brackets; "" for an
// entry that is no host.
std::string as_connect_host(std::string_view entry) {
    std::string out;
    web_host_kind kind = web_host_kind::none;
    if (entry.empty() || detail::append_web_host(out, entry, true, kind).code != errc::ok) return {};
    if (kind == web_host_kind::ipv6) out = out.substr(1, out.size() - 2);
    return out;
}

// `host` a connect host; an IPv6 one is compared in the URL Standard's text,
// as the entries are (its RFC 5952 text writes "::ffff:1.2.3.4" where the
// Standard writes "::ffff:102:304").
bool listed_host(std::string_view host, std::vector<std::string> const& hosts) {
    std::string ipv6;
    if (host.find(':') != std::string_view::npos) {
        std::string bracketed;
        bracketed.append("[").append(host).append("]");
        ipv6 = as_connect_host(bracketed);
    }
    std::string_view const text = ipv6.empty() ? host : std::string_view(ipv6);
    return std::any_of(hosts.begin(), hosts.end(), [&](std::string const& h) { return as_connect_host(h) == text; });
}

result<bool> listed_site(std::string_view host, std::vector<std::string> const& sites) {
    if (sites.empty()) return false;
    auto const p = site_of_host(host);
    if (!p) return p.error();
    if (!p->site) return false;
    return std::any_of(sites.begin(), sites.end(), [&](std::string const& s) { return as_connect_host(s) == *p->site; });
}

// The offset of component `c` in the caller's text, or of the host when `u` has none.
error at(uri_ref const& u, errc code, component c) {
    components const& parts = u.view().parts();
    return u.at_source(error{code, parts.has(c) ? parts.begin(c) : parts.begin(component::host)});
}

// Where the host of a special URL begins in `text` as written: after
// leading C0 controls and spaces, the scheme's ":", any "/" and "\", and
// the last "@" before the authority's end (the URL Standard's reading).
std::uint32_t pasted_host_offset(std::string_view text) noexcept {
    std::size_t i = 0;
    while (i < text.size() && static_cast<unsigned char>(text[i]) <= 0x20) ++i;
    std::size_t const colon = text.find(':', i);
    if (colon != std::string_view::npos && grammar::is_scheme(text.substr(i, colon - i))) i = colon + 1;
    while (i < text.size() && (text[i] == '/' || text[i] == '\\')) ++i;
    std::size_t const end = std::min(text.find_first_of("/\\?#", i), text.size());
    std::size_t const at = text.substr(i, end - i).rfind('@');
    return static_cast<std::uint32_t>(at == std::string_view::npos ? i : i + at + 1);
}

struct pasted_url;

// Why `policy` refuses the request parts `r` of `u`, or no error.
error refusal(uri_ref const& u, request_parts const& r, request_policy const& policy) {
    auto const& ports = policy.ports;
    if (!ports.empty() && std::find(ports.begin(), ports.end(), r.port) == ports.end()) {
        return at(u, errc::port_not_allowed, component::port);
    }
    auto const kind = address_class_of(r.connect_host);
    if (!kind) return at(u, kind.error().code, component::host);
    if (policy.refuse.contains(*kind)) return at(u, errc::address_refused, component::host);
    bool const name = *kind == address_class::name || *kind == address_class::loopback_name;
    if (name && !policy.allow_names) return at(u, errc::name_not_allowed, component::host);
    if (policy.allow_hosts.empty() && policy.allow_sites.empty()) return {};
    if (listed_host(r.connect_host, policy.allow_hosts)) return {};
    auto const site = listed_site(r.connect_host, policy.allow_sites);
    if (!site) return at(u, site.error().code, component::host);
    if (!*site) return at(u, errc::host_not_allowed, component::host);
    return {};
}

} // namespace

result<request_parts> check_request(std::string_view pasted, request_policy const& policy) {
    detail::scratch_url<pasted_url> scratch;
    web_url& w = scratch.get();
    if (error const e = parse_web_into(pasted, nullptr, w); e.code != errc::ok) return e;
    if (policy.refuse_ambiguous_host) {
        if (auto const two = detail::host_readings_of(pasted, w)) return error{errc::ambiguous_host, two->rfc3986_offset};
    }
    auto r = check_request(w, policy);
    if (!r && w.href() != pasted) { // the href's offset is another text's: the host as the text writes it
        auto const at = r.error().offset == 0 ? 0 : std::min(pasted_host_offset(pasted), static_cast<std::uint32_t>(pasted.size()));
        r = error{r.error().code, at};
    }
    return r;
}

result<request_parts> check_request(uri_ref const& u, request_policy const& policy) {
    auto r = http_request_parts(u); // the one object returned: the parts are never moved
    if (r) {
        if (error const e = refusal(u, *r, policy); e.code != errc::ok) r = e;
    }
    return r;
}

} // namespace urikit
