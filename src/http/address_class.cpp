// urikit: the class of a host or an address (address_class.hpp), by the
// IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890), the
// multicast blocks (RFC 5771, RFC 4291 §2.7) and RFC 6761 §6.3's
// localhost names. The registries' rows, each with its source, are in
// tests/data/iana/; tests/http/address_class_test.cpp reads every row.
#include <urikit/address_class.hpp>

#include <algorithm>
#include <string>

#include "src/core/ip_text.hpp"
#include "src/core/ipv4_forms.hpp"
#include "src/core/scratch.hpp"
#include "src/web/web_host.hpp"

namespace urikit {

namespace {

using ac = address_class;

struct ipv4_block {
    std::uint32_t prefix;
    unsigned length;
    address_class kind;
};

// Most specific first: the first block that holds an address decides.
constexpr ipv4_block ipv4_blocks[] = {
    {0xC0000009u, 32, ac::global},               // 192.0.0.9/32 PCP anycast (RFC 7723): globally reachable
    {0xC000000Au, 32, ac::global},               // 192.0.0.10/32 TURN anycast (RFC 8155): globally reachable
    {0xFFFFFFFFu, 32, ac::broadcast},            // 255.255.255.255/32 limited broadcast (RFC 8190, RFC 919)
    {0x00000000u, 8, ac::unspecified},           // 0.0.0.0/8 "this network" (RFC 791), 0.0.0.0/32 this host (RFC 1122)
    {0x0A000000u, 8, ac::private_use},           // 10.0.0.0/8 (RFC 1918)
    {0x64400000u, 10, ac::shared},               // 100.64.0.0/10 shared address space (RFC 6598)
    {0x7F000000u, 8, ac::loopback},              // 127.0.0.0/8 (RFC 1122)
    {0xA9FE0000u, 16, ac::link_local},           // 169.254.0.0/16 (RFC 3927)
    {0xAC100000u, 12, ac::private_use},          // 172.16.0.0/12 (RFC 1918)
    {0xC0000000u, 24, ac::protocol_assignments}, // 192.0.0.0/24 IETF protocol assignments (RFC 6890 §2.1)
    {0xC0000200u, 24, ac::documentation},        // 192.0.2.0/24 TEST-NET-1 (RFC 5737)
    {0xC0586300u, 24, ac::reserved},             // 192.88.99.0/24 deprecated 6to4 relay anycast (RFC 7526)
    {0xC0A80000u, 16, ac::private_use},          // 192.168.0.0/16 (RFC 1918)
    {0xC6120000u, 15, ac::benchmarking},         // 198.18.0.0/15 (RFC 2544)
    {0xC6336400u, 24, ac::documentation},        // 198.51.100.0/24 TEST-NET-2 (RFC 5737)
    {0xCB007100u, 24, ac::documentation},        // 203.0.113.0/24 TEST-NET-3 (RFC 5737)
    {0xE0000000u, 4, ac::multicast},             // 224.0.0.0/4 (RFC 5771)
    {0xF0000000u, 4, ac::reserved},              // 240.0.0.0/4 (RFC 1112 §4)
};

constexpr bool in_block(std::uint32_t a, std::uint32_t prefix, unsigned length) noexcept {
    std::uint32_t const mask = length == 0 ? 0u : ~std::uint32_t{0} << (32 - length);
    return (a & mask) == prefix;
}

// An IPv6 address as two 64-bit halves, most significant first.
struct ipv6_bits {
    std::uint64_t hi, lo;
};

struct ipv6_block {
    std::uint64_t hi, lo;
    unsigned length;
    address_class kind;
};

constexpr bool in_block(ipv6_bits a, ipv6_block const& b) noexcept {
    if (b.length <= 64) {
        std::uint64_t const mask = b.length == 0 ? 0u : ~std::uint64_t{0} << (64 - b.length);
        return (a.hi & mask) == b.hi;
    }
    std::uint64_t const mask = ~std::uint64_t{0} << (128 - b.length);
    return a.hi == b.hi && (a.lo & mask) == b.lo;
}

// The blocks that carry no IPv4 address, most specific first.
constexpr ipv6_block ipv6_blocks[] = {
    {0x2001000100000000u, 1, 128, ac::global},       // 2001:1::1/128 PCP anycast (RFC 7723)
    {0x2001000100000000u, 2, 128, ac::global},       // 2001:1::2/128 TURN anycast (RFC 8155)
    {0x2001000100000000u, 3, 128, ac::global},       // 2001:1::3/128 DNS-SD SRP anycast (RFC 9665)
    {0x2001000200000000u, 0, 48, ac::benchmarking},  // 2001:2::/48 (RFC 5180)
    {0x2001000300000000u, 0, 32, ac::global},        // 2001:3::/32 AMT (RFC 7450)
    {0x2001000401120000u, 0, 48, ac::global},        // 2001:4:112::/48 AS112-v6 (RFC 7535)
    {0x2001002000000000u, 0, 28, ac::global},        // 2001:20::/28 ORCHIDv2 (RFC 7343)
    {0x2001003000000000u, 0, 28, ac::global},        // 2001:30::/28 drone remote ID DETs (RFC 9374)
    {0x2001000000000000u, 0, 23, ac::protocol_assignments}, // 2001::/23 IETF protocol assignments (RFC 2928)
    {0x20010DB800000000u, 0, 32, ac::documentation}, // 2001:db8::/32 (RFC 3849)
    {0x3FFF000000000000u, 0, 20, ac::documentation}, // 3fff::/20 (RFC 9637)
    {0x0100000000000000u, 0, 64, ac::reserved},      // 100::/64 discard-only (RFC 6666)
    {0x0100000000000001u, 0, 64, ac::reserved},      // 100:0:0:1::/64 dummy prefix (RFC 9780)
    {0x5F00000000000000u, 0, 16, ac::reserved},      // 5f00::/16 SRv6 SIDs (RFC 9602)
    {0xFC00000000000000u, 0, 7, ac::unique_local},   // fc00::/7 (RFC 4193)
    {0xFE80000000000000u, 0, 10, ac::link_local},    // fe80::/10 (RFC 4291)
    {0xFEC0000000000000u, 0, 10, ac::reserved},      // fec0::/10 site-local, deprecated (RFC 3879)
    {0xFF00000000000000u, 0, 8, ac::multicast},      // ff00::/8 (RFC 4291 §2.7)
    {0x0000000000000000u, 0, 8, ac::reserved},       // ::/8 reserved by the IETF, but what is read above
};

std::uint32_t low32(std::uint64_t x) noexcept { return static_cast<std::uint32_t>(x & 0xFFFFFFFFu); }

// The IPv4 address an IPv6 address carries, classified; nullopt when it
// carries none (RFC 4291 §2.5.5, RFC 2765, RFC 6052 §2.2, RFC 8215,
// RFC 3056 §2, RFC 4380 §4).
std::optional<address_class> embedded_ipv4(ipv6_bits a) noexcept {
    if (a.hi == 0) {
        std::uint64_t const top = a.lo >> 32;
        // ::ffff:0:0/96 mapped, ::/96 compatible (but :: and ::1), ::ffff:0:0:0/96 translated
        if (top == 0xFFFFu || top == 0xFFFF0000u || (top == 0 && a.lo > 1)) return address_class_of(low32(a.lo));
        return std::nullopt;
    }
    if (a.hi == 0x0064FF9B00000000u && (a.lo >> 32) == 0) return address_class_of(low32(a.lo)); // 64:ff9b::/96
    if ((a.hi >> 16) == 0x0064FF9B0001u) return address_class_of(low32(a.lo));              // 64:ff9b:1::/48
    if ((a.hi >> 48) == 0x2002u) return address_class_of(low32(a.hi >> 16));                 // 2002::/16, 6to4
    if ((a.hi >> 32) == 0x20010000u) {                                                         // 2001::/32, Teredo
        address_class const server = address_class_of(low32(a.hi));
        address_class const client = address_class_of(~low32(a.lo));
        return is_internal(server) ? server : client;
    }
    return std::nullopt;
}

} // namespace

address_class address_class_of(std::uint32_t address) noexcept {
    for (ipv4_block const& b : ipv4_blocks) {
        if (in_block(address, b.prefix, b.length)) return b.kind;
    }
    return ac::global;
}

address_class address_class_of(std::array<std::uint8_t, 16> const& bytes) noexcept {
    ipv6_bits a{0, 0};
    for (std::size_t i = 0; i < 8; ++i) a.hi = a.hi << 8 | bytes[i];
    for (std::size_t i = 8; i < 16; ++i) a.lo = a.lo << 8 | bytes[i];
    if (a.hi == 0 && a.lo == 0) return ac::unspecified; // ::/128 (RFC 4291)
    if (a.hi == 0 && a.lo == 1) return ac::loopback;    // ::1/128 (RFC 4291)
    if (auto const carried = embedded_ipv4(a)) return *carried;
    for (ipv6_block const& b : ipv6_blocks) {
        if (in_block(a, b)) return b.kind;
    }
    return ac::global;
}

namespace {

struct host_buffer_tag {};

// RFC 6761 §6.3: "localhost" and the names under it, trailing dots aside
// (resolvers read "localhost.." as localhost; the host parser has
// lowercased an ASCII name).
bool is_localhost_name(std::string_view name) noexcept {
    while (!name.empty() && name.back() == '.') name.remove_suffix(1);
    return name == "localhost" || name.ends_with(".localhost");
}

std::array<std::uint8_t, 16> ipv6_bytes(std::string_view bracketed) noexcept {
    detail::ipv6_groups const g = detail::parse_ipv6(bracketed.substr(1, bracketed.size() - 2));
    std::array<std::uint8_t, 16> bytes{};
    for (std::size_t i = 0; i < 8; ++i) {
        bytes[2 * i] = static_cast<std::uint8_t>(g[i] >> 8);
        bytes[2 * i + 1] = static_cast<std::uint8_t>(g[i] & 0xFFu);
    }
    return bytes;
}

} // namespace

result<address_class> address_class_of(std::string_view host) {
    if (host.empty()) return error{errc::missing_host, 0};
    detail::scratch<host_buffer_tag> scratch;
    std::string& text = scratch.get();
    // A bare IPv6 address (connect_host's form) is read in brackets, its
    // error offsets moved back into `host`.
    bool const bare_ipv6 = host.front() != '[' && host.find(':') != std::string_view::npos;
    std::string bracketed;
    if (bare_ipv6) bracketed.append("[").append(host).append("]");
    web_host_kind kind = web_host_kind::none;
    if (error const e = detail::append_web_host(text, bare_ipv6 ? std::string_view(bracketed) : host, true, kind);
        e.code != errc::ok) {
        if (!bare_ipv6) return e;
        auto const size = static_cast<std::uint32_t>(host.size());
        return error{e.code, std::min(e.offset == 0 ? 0u : e.offset - 1, size)};
    }
    switch (kind) {
    case web_host_kind::ipv4: return address_class_of(detail::parse_ipv4_forms(text).value_or(0));
    case web_host_kind::ipv6: return address_class_of(ipv6_bytes(text));
    case web_host_kind::domain: return is_localhost_name(text) ? ac::loopback_name : ac::name;
    default: return error{errc::missing_host, 0};
    }
}

} // namespace urikit
