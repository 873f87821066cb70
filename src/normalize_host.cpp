#include "normalize_host.hpp"

#include "../grammar/charsets.hpp"
#include "../grammar/ucschar.hpp"
#include "idna.hpp"
#include "ipv6_text.hpp"
#include "pct_normalize.hpp"

namespace urikit::detail {

namespace {

bool has_encoded_non_ascii(std::string_view host) noexcept {
    for (std::size_t i = 0; i + 2 < host.size(); ++i) {
        if (host[i] == '%' && grammar::hex_value(host[i + 1]) >= 8) return true;
    }
    return false;
}

} // namespace

errc append_normalized_host(std::string& out, std::string_view host, host_kind kind, bool to_idna) {
    switch (kind) {
    case host_kind::ipv6:
        out.push_back('[');
        append_ipv6_canonical(out, parse_ipv6(host.substr(1, host.size() - 2)));
        out.push_back(']');
        return errc::ok;
    case host_kind::ipv4:
        out.append(host);
        return errc::ok;
    case host_kind::ipvfuture:
        for (char c : host) out.push_back((c >= 'A' && c <= 'Z') ? static_cast<char>(c | 0x20) : c);
        return errc::ok;
    case host_kind::reg_name:
    case host_kind::none:
        break;
    }
    if (to_idna && has_encoded_non_ascii(host)) {
        // An internationalized host written percent-encoded (RFC 3986 §3.2.2:
        // "encoded as UTF-8 ... then percent-encoded"): decode, then UTS #46.
        std::string decoded;
        append_pct_decoded(decoded, host);
        if (!grammar::is_utf8(decoded.data(), decoded.size())) return errc::host_not_utf8;
        return idna_to_ascii(decoded, out);
    }
    append_pct_normalized_lowercase(out, host);
    return errc::ok;
}

} // namespace urikit::detail
