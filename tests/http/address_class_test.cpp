// urikit tests: src/http/address_class.cpp. Every row of the IANA IPv4 and
// IPv6 special-purpose registries (tests/data/iana/, with their sources):
// its first, middle and last address classify as the longest matching row
// says, as numbers and as text; the addresses an IPv6 address carries; the
// hosts of SSRF payloads as clients read them.
#include <boost/test/unit_test.hpp>

#include <arpa/inet.h>

#include <array>
#include <cstdint>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include <urikit/address_class.hpp>
#include <urikit/features.hpp>

#include "data_files.hpp"

namespace {

using urikit::address_class;

std::vector<std::vector<std::string>> rows(char const* file) {
    return urikit::test::read_tsv(std::string("iana/") + file, 5);
}

address_class class_named(std::string const& text) {
    auto const c = urikit::named<address_class>(text);
    BOOST_TEST_REQUIRE(c.has_value(), text);
    return *c;
}

// An IPv4 row: the block and its class.
struct v4_row {
    std::uint32_t prefix;
    unsigned length;
    address_class kind;
};

std::uint32_t v4_mask(unsigned length) { return length == 0 ? 0u : ~std::uint32_t{0} << (32 - length); }

std::vector<v4_row> const& v4_table() {
    static std::vector<v4_row> const table = [] {
        std::vector<v4_row> t;
        for (auto const& f : rows("ipv4-special.tsv")) {
            std::size_t const slash = f[0].find('/');
            in_addr a{};
            BOOST_TEST_REQUIRE(inet_pton(AF_INET, f[0].substr(0, slash).c_str(), &a) == 1, f[0]);
            t.push_back({ntohl(a.s_addr), static_cast<unsigned>(std::stoul(f[0].substr(slash + 1))), class_named(f[4])});
            BOOST_TEST_REQUIRE((t.back().prefix & ~v4_mask(t.back().length)) == 0u, f[0]);
        }
        return t;
    }();
    return table;
}

// The class the IPv4 table gives `a`: its longest matching row, else global.
address_class v4_expected(std::uint32_t a) {
    v4_row const* best = nullptr;
    for (v4_row const& r : v4_table()) {
        if ((a & v4_mask(r.length)) == r.prefix && (best == nullptr || r.length > best->length)) best = &r;
    }
    return best == nullptr ? address_class::global : best->kind;
}

std::string v4_text(std::uint32_t a) {
    in_addr x{};
    x.s_addr = htonl(a);
    char buffer[INET_ADDRSTRLEN];
    BOOST_TEST_REQUIRE(inet_ntop(AF_INET, &x, buffer, sizeof buffer) != nullptr);
    return buffer;
}

using bytes16 = std::array<std::uint8_t, 16>;

struct v6_row {
    bytes16 prefix;
    unsigned length;
    std::string kind; // a class name, or ipv4:RULE
};

bool in_v6(bytes16 const& a, v6_row const& r) {
    for (unsigned bit = 0; bit < r.length; ++bit) {
        unsigned const byte = bit / 8, shift = 7 - bit % 8;
        if (((a[byte] >> shift) & 1u) != ((r.prefix[byte] >> shift) & 1u)) return false;
    }
    return true;
}

std::vector<v6_row> const& v6_table() {
    static std::vector<v6_row> const table = [] {
        std::vector<v6_row> t;
        for (auto const& f : rows("ipv6-special.tsv")) {
            std::size_t const slash = f[0].find('/');
            bytes16 b{};
            BOOST_TEST_REQUIRE(inet_pton(AF_INET6, f[0].substr(0, slash).c_str(), b.data()) == 1, f[0]);
            t.push_back({b, static_cast<unsigned>(std::stoul(f[0].substr(slash + 1))), f[4]});
        }
        return t;
    }();
    return table;
}

std::uint32_t be32(bytes16 const& a, std::size_t at) {
    return std::uint32_t{a[at]} << 24 | std::uint32_t{a[at + 1]} << 16 | std::uint32_t{a[at + 2]} << 8 | a[at + 3];
}

std::uint32_t bits_16_to_47(bytes16 const& a) { return be32(a, 2); }

address_class v6_expected(bytes16 const& a) {
    v6_row const* best = nullptr;
    for (v6_row const& r : v6_table()) {
        if (in_v6(a, r) && (best == nullptr || r.length > best->length)) best = &r;
    }
    if (best == nullptr) return address_class::global;
    if (best->kind == "ipv4:last32") return v4_expected(be32(a, 12));
    if (best->kind == "ipv4:6to4") return v4_expected(bits_16_to_47(a));
    if (best->kind == "ipv4:teredo") {
        address_class const server = v4_expected(be32(a, 4));
        return urikit::is_internal(server) ? server : v4_expected(~be32(a, 12));
    }
    return class_named(best->kind);
}

std::string v6_text(bytes16 const& a) {
    char buffer[INET6_ADDRSTRLEN];
    BOOST_TEST_REQUIRE(inet_ntop(AF_INET6, a.data(), buffer, sizeof buffer) != nullptr);
    return buffer;
}

// The first, middle and last address of a block of `length` bits.
std::array<bytes16, 3> v6_points(bytes16 const& prefix, unsigned length) {
    bytes16 last = prefix, middle = prefix;
    for (unsigned bit = length; bit < 128; ++bit) last[bit / 8] |= static_cast<std::uint8_t>(1u << (7 - bit % 8));
    if (length < 128) middle[length / 8] |= static_cast<std::uint8_t>(1u << (7 - length % 8));
    return {prefix, middle, last};
}

void check_host(std::string const& host, address_class want) {
    auto const c = urikit::address_class_of(host);
    BOOST_TEST_REQUIRE(c.has_value(), host << ": " << c.error());
    BOOST_TEST(urikit::name(*c) == urikit::name(want), host);
}

} // namespace

BOOST_AUTO_TEST_SUITE(address_class_of)

BOOST_AUTO_TEST_CASE(every_ipv4_registry_row_classifies_as_the_registry_says) {
    std::size_t checked = 0;
    for (v4_row const& r : v4_table()) {
        std::uint32_t const last = r.prefix | ~v4_mask(r.length);
        std::uint32_t const middle = r.length == 32 ? r.prefix : r.prefix | (1u << (31 - r.length));
        for (std::uint32_t const a : {r.prefix, middle, last}) {
            BOOST_TEST_CONTEXT(v4_text(a)) {
                BOOST_TEST(urikit::name(urikit::address_class_of(a)) == urikit::name(v4_expected(a)));
                check_host(v4_text(a), v4_expected(a));
                ++checked;
            }
        }
        // The exact row's own class at its first address, where no longer row holds it.
        if (v4_expected(r.prefix) == r.kind) BOOST_TEST(urikit::name(urikit::address_class_of(r.prefix)) == urikit::name(r.kind));
    }
    BOOST_TEST(checked == 3 * v4_table().size());
    BOOST_TEST(v4_table().size() >= 26u);
}

BOOST_AUTO_TEST_CASE(every_ipv6_registry_row_classifies_as_the_registry_says) {
    std::size_t checked = 0;
    for (v6_row const& r : v6_table()) {
        for (bytes16 const& a : v6_points(r.prefix, r.length)) {
            BOOST_TEST_CONTEXT(v6_text(a)) {
                BOOST_TEST(urikit::name(urikit::address_class_of(a)) == urikit::name(v6_expected(a)));
                check_host(v6_text(a), v6_expected(a));
                check_host("[" + v6_text(a) + "]", v6_expected(a));
                ++checked;
            }
        }
    }
    BOOST_TEST(checked == 3 * v6_table().size());
    BOOST_TEST(v6_table().size() >= 30u);
}

BOOST_AUTO_TEST_CASE(addresses_outside_every_block_are_global) {
    for (char const* host : {"8.8.8.8", "1.1.1.1", "93.184.216.34", "2606:4700:4700::1111", "[2a00:1450:4001:82b::200e]"}) {
        check_host(host, address_class::global);
    }
}

BOOST_AUTO_TEST_CASE(an_ipv6_address_carrying_an_ipv4_one_is_classified_as_it) {
    check_host("::ffff:127.0.0.1", address_class::loopback);
    check_host("[::ffff:7f00:1]", address_class::loopback);
    check_host("::ffff:169.254.169.254", address_class::link_local);
    check_host("64:ff9b::169.254.169.254", address_class::link_local);
    check_host("64:ff9b:1::a00:1", address_class::private_use);
    check_host("::127.0.0.1", address_class::loopback);          // IPv4-compatible
    check_host("::ffff:0:10.0.0.1", address_class::private_use); // IPv4-translated
    check_host("2002:7f00:1::", address_class::loopback);        // 6to4 of 127.0.0.1
    check_host("2002:808:808::", address_class::global);         // 6to4 of 8.8.8.8
    // RFC 4380 §4's example: server 65.54.227.120, client 192.0.2.45 (documentation).
    check_host("2001:0:4136:e378:8000:63bf:3fff:fdd2", address_class::documentation);
    check_host("2001:0:a00:1:8000:63bf:f7f6:fefd", address_class::private_use); // server 10.0.0.1
}

BOOST_AUTO_TEST_CASE(the_hosts_of_ssrf_payloads_are_read_as_clients_read_them) {
    check_host("[::]", address_class::unspecified);
    check_host("0.0.0.0", address_class::unspecified);
    check_host("0", address_class::unspecified);
    check_host("100.100.100.200", address_class::shared);
    check_host("192.0.0.192", address_class::protocol_assignments);
    check_host("169.254.169.254", address_class::link_local);
    check_host("fd00:ec2::254", address_class::unique_local);
    check_host("0x7f.1", address_class::loopback);
    check_host("2130706433", address_class::loopback);
    check_host("0177.0.0.1", address_class::loopback);
    check_host("127.1", address_class::loopback);
    check_host("0xa9fea9fe", address_class::link_local);
    check_host("%31%32%37%2e%30%2e%30%2e%31", address_class::loopback);
    check_host("localhost", address_class::loopback_name);
    check_host("LOCALHOST", address_class::loopback_name);
    check_host("localhost.", address_class::loopback_name);
    check_host("localhost%2e", address_class::loopback_name);
    check_host("localhost.%2E", address_class::loopback_name); // localhost..: resolvers read it as localhost
    check_host("a.localhost..", address_class::loopback_name);
    check_host("%6c%6f%63%61%6c%68%6f%73%74", address_class::loopback_name);
    check_host("%4C%4F%43%41%4C%48%4F%53%54", address_class::loopback_name);
    check_host("api.localhost", address_class::loopback_name);
    if (urikit::available(urikit::feature::idna)) {
        check_host("ｌｏｃａｌｈｏｓｔ", address_class::loopback_name); // UTS #46 maps fullwidth letters
    }
    check_host("localhost.example", address_class::name);
    check_host("notlocalhost", address_class::name);
    check_host("example.com", address_class::name);
}

BOOST_AUTO_TEST_CASE(a_host_clients_refuse_is_an_error_with_its_offset) {
    auto const bad_v4 = urikit::address_class_of("1.2.3.256");
    BOOST_TEST_REQUIRE(!bad_v4.has_value());
    BOOST_TEST((bad_v4.error().code == urikit::errc::invalid_ipv4));
    auto const bad_v6 = urikit::address_class_of("::1::2");
    BOOST_TEST_REQUIRE(!bad_v6.has_value());
    BOOST_TEST((bad_v6.error().code == urikit::errc::invalid_ipv6));
    BOOST_TEST(bad_v6.error().offset <= 6u);
    auto const forbidden = urikit::address_class_of("a b");
    BOOST_TEST_REQUIRE(!forbidden.has_value());
    BOOST_TEST((forbidden.error().code == urikit::errc::forbidden_host_code_point && forbidden.error().offset == 1u));
    auto const empty = urikit::address_class_of("");
    BOOST_TEST((!empty.has_value() && empty.error().code == urikit::errc::missing_host));
}

BOOST_AUTO_TEST_CASE(is_internal_is_every_class_but_global_and_name) {
    for (std::size_t i = 0;; ++i) {
        auto const c = static_cast<address_class>(i);
        if (urikit::name(c) == "unknown") break;
        BOOST_TEST(urikit::is_internal(c) == (c != address_class::global && c != address_class::name), urikit::name(c));
        BOOST_TEST((urikit::named<address_class>(urikit::name(c)) == c));
    }
}

BOOST_AUTO_TEST_SUITE_END()
