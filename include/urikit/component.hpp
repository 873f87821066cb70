// urikit: names of the components of a URI reference (RFC 3986 §3).
#pragma once

#include <cstdint>
#include <string_view>

namespace urikit {

enum class component : std::uint8_t { scheme, userinfo, host, port, path, query, fragment };
inline constexpr std::size_t component_count = 7;

// RFC 3986 §3.2.2: host = IP-literal / IPv4address / reg-name;
// IP-literal = "[" ( IPv6address / IPvFuture ) "]".
enum class host_kind : std::uint8_t { none, reg_name, ipv4, ipv6, ipvfuture };

// "reg-name", "ipv4", "ipv6", "ipvfuture"; "" for none.
[[nodiscard]] constexpr std::string_view to_string(host_kind k) noexcept {
    switch (k) {
    case host_kind::reg_name: return "reg-name";
    case host_kind::ipv4: return "ipv4";
    case host_kind::ipv6: return "ipv6";
    case host_kind::ipvfuture: return "ipvfuture";
    case host_kind::none: break;
    }
    return "";
}

} // namespace urikit
