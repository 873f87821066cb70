#include "normalize_host.hpp"

#include "../grammar/charsets.hpp"
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

// RFC 3629 §4 well-formed UTF-8.
bool is_utf8(std::string_view s) noexcept {
    auto const* p = reinterpret_cast<unsigned char const*>(s.data());
    std::size_t const n = s.size();
    for (std::size_t i = 0; i < n;) {
        unsigned char const b = p[i];
        if (b < 0x80) {
            ++i;
            continue;
        }
        std::size_t len = 0;
        unsigned char lo = 0x80, hi = 0xBF;
        if (b >= 0xC2 && b <= 0xDF) len = 2;
        else if (b == 0xE0) { len = 3; lo = 0xA0; }
        else if ((b >= 0xE1 && b <= 0xEC) || b == 0xEE || b == 0xEF) len = 3;
        else if (b == 0xED) { len = 3; hi = 0x9F; }
        else if (b == 0xF0) { len = 4; lo = 0x90; }
        else if (b >= 0xF1 && b <= 0xF3) len = 4;
        else if (b == 0xF4) { len = 4; hi = 0x8F; }
        else return false;
        if (i + len > n) return false;
        if (p[i + 1] < lo || p[i + 1] > hi) return false;
        for (std::size_t k = 2; k < len; ++k) {
            if (p[i + k] < 0x80 || p[i + k] > 0xBF) return false;
        }
        i += len;
    }
    return true;
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
        if (!is_utf8(decoded)) return errc::host_not_utf8;
        return idna_to_ascii(decoded, out);
    }
    append_pct_normalized_lowercase(out, host);
    return errc::ok;
}

} // namespace urikit::detail
