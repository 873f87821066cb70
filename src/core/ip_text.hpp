// urikit: IP addresses as text: IPv6 between text and 16 bytes (RFC 5952
// canonical text) and IPv4 addresses in dotted decimal.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace urikit::detail {

using ipv6_groups = std::array<std::uint16_t, 8>;

// The longest RFC 5952 text: eight groups of four hex digits and 7 colons.
inline constexpr std::size_t ipv6_text_max = 39;

// Reads an IPv6address (RFC 3986 §3.2.2) already validated by the grammar,
// without brackets. Text that is not one gives some value, never a read or
// write outside `text` and the eight groups.
ipv6_groups parse_ipv6(std::string_view text) noexcept;

// An IPv6 IP-literal's text split at RFC 6874's "%25": the address, and
// the ZoneID still encoded ("" when there is none).
struct ipv6_literal_text {
    std::string_view address;
    std::string_view zone;
};

// `bracketed` is an IPv6 IP-literal as the grammar took it, "[" and "]" included.
constexpr ipv6_literal_text split_ipv6_literal(std::string_view bracketed) noexcept {
    std::string_view const inner = bracketed.substr(1, bracketed.size() - 2);
    std::size_t const at = inner.find('%');
    if (at == std::string_view::npos) return {inner, {}};
    return {inner.substr(0, at), inner.substr(at + 3)};
}

// RFC 5952 §4: lowercase hex, no leading zeros, the longest run of two or
// more zero groups (the first on a tie) as "::", never "::" for one group.
// §5: the last 32 bits in dotted decimal for IPv4-mapped (::ffff:0:0/96),
// IPv4-translated (::ffff:0:0:0/96) and the RFC 6052 well-known prefix
// (64:ff9b::/96), the prefixes for which §5 recommends mixed notation.
// Writes at most ipv6_text_max bytes at `out`; returns the end.
// With mixed == false, never the dotted tail: the URL Standard's IPv6
// serializer (URL Standard, host serializing), which is RFC 5952 §4 alone.
char* write_ipv6_canonical(char* out, ipv6_groups const& g, bool mixed = true) noexcept;

// The longest dotted-decimal IPv4 text: "255.255.255.255".
inline constexpr std::size_t ipv4_text_max = 15;

// Writes the 32-bit address as four dotted decimal octets, most significant
// first (RFC 3986 §3.2.2 IPv4address; the URL Standard's IPv4 serializer).
char* write_ipv4_dotted(char* out, std::uint32_t address) noexcept;

// The same, appended to a string.
void append_ipv6_canonical(std::string& out, ipv6_groups const& g);

} // namespace urikit::detail
