#pragma once
/// @file
/// What a host a client connects to is: a name to resolve, a name that is
/// always loopback, or an address and its class in the IANA IPv4 and IPv6
/// Special-Purpose Address Registries (RFC 6890) and the multicast blocks.
/// The question an SSRF guard asks of `request_parts::connect_host` and
/// of each address a name resolves to.

#include <array>
#include <cstdint>
#include <iterator>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/names.hpp>
#include <urikit/result.hpp>

namespace urikit {

/// The class of a host or an address. Every class but `global` and `name`
/// is an address (or a name) a guard against requests into a private
/// network refuses (is_internal).
enum class address_class : std::uint8_t {
    global,               ///< an address in none of the blocks below (or a globally reachable one of them)
    name,                 ///< a domain name: resolve it, then classify each address it resolves to
    loopback_name,        ///< "localhost" or a name under "localhost." (RFC 6761 §6.3): always loopback
    loopback,             ///< 127.0.0.0/8, ::1/128
    unspecified,          ///< "this network" 0.0.0.0/8 (0.0.0.0 reaches the host itself), ::/128
    private_use,          ///< 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16 (RFC 1918)
    shared,               ///< 100.64.0.0/10, carrier-grade NAT (RFC 6598); cloud metadata at 100.100.100.200
    link_local,           ///< 169.254.0.0/16 (cloud metadata at 169.254.169.254), fe80::/10
    unique_local,         ///< fc00::/7 (RFC 4193; fd00:ec2::254 is a cloud's metadata address)
    protocol_assignments, ///< 192.0.0.0/24 and 2001::/23 but their globally reachable blocks (192.0.0.192 is a cloud's metadata address)
    documentation,        ///< 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24, 2001:db8::/32, 3fff::/20
    benchmarking,         ///< 198.18.0.0/15, 2001:2::/48
    multicast,            ///< 224.0.0.0/4 (RFC 5771), ff00::/8 (RFC 4291 §2.7)
    broadcast,            ///< 255.255.255.255/32
    reserved,             ///< 240.0.0.0/4, the 6to4 relay anycast 192.88.99.0/24, 100::/64 (discard-only), 100:0:0:1::/64, 5f00::/16 (SRv6), fec0::/10 (site-local, RFC 3879), the rest of ::/8 but :: and ::1
};

namespace detail {
inline constexpr std::string_view address_class_names[] = {
    "global",        "name",          "loopback_name", "loopback",  "unspecified", "private_use",
    "shared",        "link_local",    "unique_local",  "protocol_assignments",     "documentation",
    "benchmarking",  "multicast",     "broadcast",     "reserved"};
static_assert(std::size(address_class_names) == static_cast<std::size_t>(address_class::reserved) + 1,
              "a name per value");
} // namespace detail

/// "global", "name", "loopback_name", "loopback", "unspecified", ... (the
/// enumerators' names).
[[nodiscard]] constexpr std::string_view name(address_class value) noexcept {
    return detail::name_in(detail::address_class_names, value);
}

/// True for every class a request into a private network may reach: all
/// but `global` and `name` (a name is classified by what it resolves to).
[[nodiscard]] constexpr bool is_internal(address_class c) noexcept {
    return c != address_class::global && c != address_class::name;
}

/// The class of the IPv4 address `address` (most significant octet first:
/// 127.0.0.1 is 0x7F000001), by the IANA IPv4 Special-Purpose Address
/// Registry, the most specific block deciding (192.0.0.9/32, PCP anycast, is
/// globally reachable inside 192.0.0.0/24). O(1).
[[nodiscard]] URIKIT_API address_class address_class_of(std::uint32_t address) noexcept;

/// The class of the IPv6 address `bytes` (network order), by the IANA IPv6
/// Special-Purpose Address Registry. An address that carries an IPv4
/// address is classified as that IPv4 address: IPv4-mapped
/// (::ffff:0:0/96), IPv4-compatible (::/96 but :: and ::1), IPv4-translated
/// (::ffff:0:0:0/96), NAT64 (64:ff9b::/96, and 64:ff9b:1::/48 with the
/// address in its last 32 bits), 6to4 (2002::/16, bits 16-47) and Teredo
/// (2001::/32: the server, bits 32-63, and the client, the last 32 bits
/// inverted; the first of them that is internal, else global). O(1).
[[nodiscard]] URIKIT_API address_class address_class_of(std::array<std::uint8_t, 16> const& bytes) noexcept;

/// The class of `host` as a client reads it: the URL Standard's host
/// parser for a special URL first (percent-decoding, UTS #46 to ASCII, the
/// IPv4 forms of inet_aton: `0x7f.1`, `2130706433` and `127.1` are
/// 127.0.0.1), so "localhost" percent-encoded is localhost, and
/// "localhost%2e" is "localhost.". An IPv6 address may be in brackets or
/// bare ("::1", as request_parts' connect_host gives it). A name is
/// `loopback_name` when it is "localhost" or ends in ".localhost" (trailing
/// dots ignored: "localhost.%2E" is "localhost.."; ASCII case-insensitively),
/// else `name`.
/// Errors: the host parser's (errc::forbidden_host_code_point,
/// errc::invalid_ipv4, errc::invalid_ipv6, the IDNA codes, ...), with the
/// offset in `host`; errc::missing_host for an empty host. O(n).
[[nodiscard]] URIKIT_API result<address_class> address_class_of(std::string_view host);

} // namespace urikit
