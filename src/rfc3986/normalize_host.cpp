// urikit: host normalization (RFC 3986 §6.2.2.1, RFC 5952).
#include "src/rfc3986/normalize_host.hpp"

#include <algorithm>

#include <urikit/pct.hpp>

#include "src/core/ip_text.hpp"
#include "src/core/pct_normalize.hpp"

namespace urikit::detail {

bool has_encoded_non_ascii(std::string_view host) noexcept {
    for (std::size_t i = 0; i + 2 < host.size(); ++i) {
        if (host[i] == '%' && hex_value(host[i + 1]) >= 8) return true;
    }
    return false;
}

std::size_t normalized_host_bound(std::size_t size, host_kind kind) noexcept {
    return kind == host_kind::ipv6 ? ipv6_text_max + size : size; // "[" text ["%25" zone] "]", the zone no longer
}

char* write_normalized_host(char* out, std::string_view host, host_kind kind) noexcept {
    switch (kind) {
    case host_kind::ipv6: {
        ipv6_literal_text const literal = split_ipv6_literal(host);
        *out++ = '[';
        out = write_ipv6_canonical(out, parse_ipv6(literal.address));
        if (!literal.zone.empty()) {
            // RFC 6874 §2: the zone keeps its case (an interface name); only
            // its percent-encoding is normalized (RFC 3986 §6.2.2.2).
            out = std::copy_n("%25", 3, out);
            out = write_pct_normalized(out, literal.zone);
        }
        *out++ = ']';
        return out;
    }
    case host_kind::ipv4:
        return write_ascii_lowercase(out, host); // digits and dots: unchanged
    case host_kind::ipvfuture:
        return write_ascii_lowercase(out, host);
    case host_kind::reg_name:
    case host_kind::none:
        break;
    }
    return write_pct_normalized_lowercase(out, host);
}

} // namespace urikit::detail
