// urikit crawl forms: the public suffix and registrable domain of a host
// (Public Suffix List, https://publicsuffix.org/list/).
#include <urikit/site.hpp>

#include <urikit/utf8.hpp>

#include "src/core/ipv4_forms.hpp"
#include "src/core/pct_codec.hpp"
#include "src/core/pct_normalize.hpp"
#include "src/crawl/public_suffix.hpp"
#include "src/idna/idna.hpp"

namespace urikit {

namespace {

// The host as the list is asked: percent-decoded, lowercase ASCII (UTS #46
// ToASCII as the URL Standard uses it for a non-ASCII name), one trailing
// "." removed.
errc ascii_host(std::string_view host, std::string& out) {
    std::string decoded;
    detail::append_pct_decoded_lenient(decoded, host);
    bool ascii = true;
    for (char c : decoded) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
    if (ascii) {
        out.resize(decoded.size());
        detail::write_ascii_lowercase(out.data(), decoded);
    } else if (!is_utf8(decoded)) {
        return errc::host_not_utf8;
    } else if (errc const e = detail::idna_to_ascii_web(decoded, out); e != errc::ok) {
        return e;
    }
    if (!out.empty() && out.back() == '.') out.pop_back();
    return out.empty() ? errc::missing_host : errc::ok;
}

result<site_parts> lookup(std::string_view host, std::uint32_t offset) {
    site_parts p;
    if (!host.empty() && host.front() == '[') {
        p.host.assign(host);
        return p;
    }
    if (errc const e = ascii_host(host, p.host); e != errc::ok) return error{e, offset};
    if (detail::parse_ipv4_forms(p.host)) return p;
    detail::suffix_lengths n;
    if (errc const e = detail::lookup_public_suffix(p.host, n); e != errc::ok) return error{e, offset};
    if (n.suffix != 0) p.suffix = p.host.substr(p.host.size() - n.suffix);
    if (n.site != 0) p.site = p.host.substr(p.host.size() - n.site);
    return p;
}

} // namespace

result<site_parts> site(uri_view u) {
    if (!u.has_authority()) return error{errc::missing_host, static_cast<std::uint32_t>(u.string().size())};
    auto const at = u.parts().begin(component::host);
    if (u.host().empty()) return error{errc::missing_host, at};
    return lookup(u.host(), at);
}

result<site_parts> site_of_host(std::string_view host) {
    if (host.empty()) return error{errc::missing_host, 0};
    return lookup(host, 0);
}

std::string public_suffix_list_source() { return detail::public_suffix_source(); }

} // namespace urikit
