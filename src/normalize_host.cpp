#include "normalize_host.hpp"

#include <cstring>

#include "../grammar/charsets.hpp"
#include "../grammar/ucschar.hpp"
#include "idna.hpp"
#include "ipv6_text.hpp"
#include "pct_normalize.hpp"

namespace urikit::detail {

namespace {

// "[" + the longest RFC 5952 text ("ffff:...:ffff", or six groups and a
// dotted IPv4 tail) + "]".
constexpr std::size_t ipv6_text_max = 2 + 39;

} // namespace

bool has_encoded_non_ascii(std::string_view host) noexcept {
    for (std::size_t i = 0; i + 2 < host.size(); ++i) {
        if (host[i] == '%' && grammar::hex_value(host[i + 1]) >= 8) return true;
    }
    return false;
}

errc append_idna_host(std::string& out, std::string_view host) {
    thread_local std::string decoded; // reused: no allocation once warm
    decoded.clear();
    append_pct_decoded(decoded, host);
    if (!grammar::is_utf8(decoded.data(), decoded.size())) return errc::host_not_utf8;
    return idna_to_ascii(decoded, out);
}

std::size_t normalized_host_bound(std::size_t size, host_kind kind) noexcept {
    return kind == host_kind::ipv6 ? ipv6_text_max : size;
}

char* write_normalized_host(char* out, std::string_view host, host_kind kind) {
    switch (kind) {
    case host_kind::ipv6: {
        thread_local std::string text; // reused: no allocation once warm
        text.assign(1, '[');
        append_ipv6_canonical(text, parse_ipv6(host.substr(1, host.size() - 2)));
        text.push_back(']');
        std::memcpy(out, text.data(), text.size());
        return out + text.size();
    }
    case host_kind::ipv4:
        std::memcpy(out, host.data(), host.size());
        return out + host.size();
    case host_kind::ipvfuture:
        return write_ascii_lowercase(out, host);
    case host_kind::reg_name:
    case host_kind::none:
        break;
    }
    return write_pct_normalized_lowercase(out, host);
}

} // namespace urikit::detail
