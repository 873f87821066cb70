/// @file
/// Names of the components of a URI reference (RFC 3986 §3).
#pragma once

#include <urikit/config.hpp> // first: a C++17 build is told it needs C++20

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string_view>

#include <urikit/names.hpp>

namespace urikit {

/// The components of a URI reference, in the order they are written (RFC 3986 §3).
enum class component : std::uint8_t {
    scheme,   ///< §3.1, before ":"
    userinfo, ///< §3.2.1, before "@" in the authority
    host,     ///< §3.2.2, present exactly when there is an authority
    port,     ///< §3.2.3, after ":" in the authority
    path,     ///< §3.3, always present (possibly empty)
    query,    ///< §3.4, after "?"
    fragment, ///< §3.5, after "#"
};
/// How many components there are.
inline constexpr std::size_t component_count = 7;

/// What a host is. RFC 3986 §3.2.2: host = IP-literal / IPv4address / reg-name;
/// IP-literal = "[" ( IPv6address / IPvFuture ) "]".
enum class host_kind : std::uint8_t {
    none,      ///< no authority, so no host
    reg_name,  ///< a registered name (possibly empty)
    ipv4,      ///< an IPv4address (dotted decimal, exact dec-octets)
    ipv6,      ///< an IP-literal holding an IPv6address
    ipvfuture, ///< an IP-literal holding an IPvFuture
};

namespace detail {
inline constexpr std::string_view host_kind_names[] = {"none", "reg-name", "ipv4", "ipv6", "ipvfuture"};
static_assert(std::size(host_kind_names) == static_cast<std::size_t>(host_kind::ipvfuture) + 1, "a name per value");
} // namespace detail

/// "none", "reg-name", "ipv4", "ipv6", "ipvfuture" (read back by named<host_kind>).
[[nodiscard]] constexpr std::string_view name(host_kind value) noexcept {
    return detail::name_in(detail::host_kind_names, value);
}


} // namespace urikit
