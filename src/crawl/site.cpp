// urikit crawl forms: the public suffix and registrable domain of a host
// (Public Suffix List, https://publicsuffix.org/list/).
#include <urikit/site.hpp>

#include "src/crawl/public_suffix.hpp"
#include "src/web/web_host.hpp"

namespace urikit {

namespace {

// A name with an empty label (".com", "a..b.com", "example.co.uk.." with one
// trailing "." removed) is no DNS name: only the labels after its last
// empty label are asked about (its suffix), and it has no registrable
// domain.
std::string_view after_last_empty_label(std::string_view name, bool& had_empty_label) noexcept {
    for (std::size_t i = name.size(); i-- > 0;) { // a "." at either end, or after another
        if (name[i] == '.' && (i == 0 || i + 1 == name.size() || name[i - 1] == '.')) {
            had_empty_label = true;
            return name.substr(i + 1);
        }
    }
    had_empty_label = false;
    return name;
}

// The host as the list is asked: the URL Standard's host parser (special
// scheme: percent-decoding, domain to ASCII, the forbidden domain code
// points, the IPv4 forms), one trailing "." removed. Error offsets point
// into `host`.
result<site_parts> lookup(std::string_view host, std::uint32_t offset) {
    site_parts p;
    if (host.front() == '[') { // an IP literal (IPv6 or IPvFuture): no suffix, no site
        p.host.assign(host);
        return p;
    }
    web_host_kind type = web_host_kind::none;
    if (error const e = detail::append_web_host(p.host, host, true, type); e.code != errc::ok) {
        return error{e.code, offset + e.offset};
    }
    if (type != web_host_kind::domain) return p; // an IPv4 address in any of its forms
    if (p.host.back() == '.') p.host.pop_back();
    if (p.host.empty()) return p; // "." names no host: no suffix, no site
    bool had_empty_label = false;
    std::string_view const asked = after_last_empty_label(p.host, had_empty_label);
    if (asked.empty()) return p;
    detail::suffix_lengths n;
    std::size_t const from = p.host.size() - asked.size();
    if (errc const e = detail::lookup_public_suffix(p.host, from, n); e != errc::ok) return error{e, offset};
    if (n.suffix != 0) p.suffix = p.host.substr(p.host.size() - n.suffix);
    if (n.site != 0 && !had_empty_label) p.site = p.host.substr(p.host.size() - n.site);
    return p;
}

} // namespace

// Absence is no error (HACKING.md, API rules 7): no host, no site.
result<site_parts> site(uri_ref const& r) {
    if (r.made().code != errc::ok) return r.made();
    uri_view const& u = r.view();
    if (u.host().empty()) return site_parts{};
    std::uint32_t const at = u.parts().begin(component::host);
    // Returned as made (a named result would be moved: three strings).
    return r.web() == nullptr ? lookup(u.host(), at) : r.at_source(lookup(u.host(), at));
}

result<site_parts> site_of_host(std::string_view host) {
    if (host.empty()) return site_parts{};
    return lookup(host, 0);
}

std::string public_suffix_list_source() { return detail::public_suffix_source(); }

} // namespace urikit
