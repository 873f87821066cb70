// RFC 3986 §3.2.2: host = IP-literal / IPv4address / reg-name
#include "probe_check.hpp"

#include <string>

#include <urikit/parse.hpp>

using namespace urikit::test;
using urikit::host_kind;
using urikit::grammar::production;

BOOST_AUTO_TEST_SUITE(grammar_host)

BOOST_AUTO_TEST_CASE(dec_octet_is_0_to_255_without_leading_zeros) {
    for (int i = 0; i <= 255; ++i) {
        BOOST_TEST(urikit::grammar::probe(production::dec_octet, std::to_string(i)), i);
    }
    rejects(production::dec_octet, {"", "256", "300", "999", "1000", "00", "01", "001", "099", "-1", "a"});
}

BOOST_AUTO_TEST_CASE(ipv4address_is_four_dec_octets) {
    accepts(production::ipv4address, {"0.0.0.0", "1.2.3.4", "255.255.255.255", "192.0.2.16", "10.0.0.1"});
    rejects(production::ipv4address,
            {"1.2.3", "1.2.3.4.", "1.2.3.4.5", "1.2.3.256", "01.2.3.4", "1.02.3.4", "1..3.4", "1.2.3.-4", "a.b.c.d",
             "0x1.2.3.4", "1.2.3.4 "});
}

BOOST_AUTO_TEST_CASE(reg_name_is_unreserved_pct_encoded_sub_delims) {
    accepts(production::reg_name, {"", "example.com", "EXAMPLE.com", "a-b_c~d", "%2F%3a", "!$&'()*+,;=", "1.2.3.256"});
    rejects(production::reg_name, {"a:b", "a@b", "a/b", "[", "]", "a%2", "%zz", "a b", "\xE4\xBE\x8B"});
}

BOOST_AUTO_TEST_CASE(ipvfuture_is_v_hex_dot_and_a_nonempty_tail) {
    accepts(production::ipvfuture, {"v1.x", "V1.x", "vF.a:b", "v0123456789abcdef.!$&'()*+,;=:-._~", "vA.1"});
    rejects(production::ipvfuture, {"v1.", "v.x", "vg.x", "v1x", "1.x", "v1.x/", "v1.%41", "v1.[", ""});
}

BOOST_AUTO_TEST_CASE(ip_literal_is_bracketed_ipv6_or_ipvfuture) {
    accepts(production::ip_literal, {"[::1]", "[v1.x]", "[V1.x]", "[2001:db8::7]", "[::ffff:192.0.2.1]"});
    rejects(production::ip_literal, {"[]", "[::1", "::1]", "[::1]]", "[[::1]]", "[1.2.3.4]", "[v1.]", "[example]"});
}

BOOST_AUTO_TEST_CASE(host_kind_follows_the_ordered_choice) {
    struct row {
        char const* input;
        host_kind kind;
        char const* host;
    } const rows[] = {
        {"//1.2.3.4", host_kind::ipv4, "1.2.3.4"},
        {"//1.2.3.4:80", host_kind::ipv4, "1.2.3.4"},
        {"//1.2.3.4/p", host_kind::ipv4, "1.2.3.4"},
        {"//1.2.3.4?q", host_kind::ipv4, "1.2.3.4"},
        {"//1.2.3.4#f", host_kind::ipv4, "1.2.3.4"},
        {"//1.2.3.4a", host_kind::reg_name, "1.2.3.4a"},   // IPv4 only when the host ends there
        {"//1.2.3.4.5", host_kind::reg_name, "1.2.3.4.5"},
        {"//1.2.3.256", host_kind::reg_name, "1.2.3.256"}, // not a dec-octet
        {"//01.2.3.4", host_kind::reg_name, "01.2.3.4"},
        {"//1.2.3", host_kind::reg_name, "1.2.3"},
        {"//[::1]", host_kind::ipv6, "[::1]"},
        {"//[v1.x]", host_kind::ipvfuture, "[v1.x]"},
        {"//", host_kind::reg_name, ""},
        {"//example.com", host_kind::reg_name, "example.com"},
    };
    for (auto const& r : rows) {
        auto const u = urikit::parse_uri_reference(r.input);
        BOOST_TEST_REQUIRE(u.has_value(), r.input);
        BOOST_TEST(static_cast<int>(u->host_kind()) == static_cast<int>(r.kind), r.input);
        BOOST_TEST(u->host() == r.host, r.input);
    }
}

BOOST_AUTO_TEST_SUITE_END()

// IPv6address (RFC 3986 §3.2.2), the host production's longest.
BOOST_AUTO_TEST_SUITE(grammar_ipv6)

BOOST_AUTO_TEST_CASE(h16_is_one_to_four_hexdig_and_ls32_two_h16_or_ipv4) {
    accepts(production::h16, {"0", "a", "AbC", "ffff", "0000"});
    rejects(production::h16, {"", "12345", "g", "1:"});
    accepts(production::ls32, {"1:2", "ffff:0", "1.2.3.4"});
    rejects(production::ls32, {"1", "1:2:3", "1.2.3", "1:1.2.3.4"});
}

BOOST_AUTO_TEST_CASE(form_1_six_h16_then_ls32) {
    accepts(production::ipv6address, {"1:2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4", "FFFF:ffff:0:00:000:0000:a:B"});
}
BOOST_AUTO_TEST_CASE(form_2_double_colon_five_h16_ls32) {
    accepts(production::ipv6address, {"::2:3:4:5:6:7:8", "::2:3:4:5:6:1.2.3.4"});
}
BOOST_AUTO_TEST_CASE(form_3_optional_h16_double_colon_four_h16_ls32) {
    accepts(production::ipv6address, {"1::3:4:5:6:7:8", "::3:4:5:6:7:8", "1::3:4:5:6:1.2.3.4"});
}
BOOST_AUTO_TEST_CASE(form_4_up_to_two_h16_double_colon_three_h16_ls32) {
    accepts(production::ipv6address, {"1:2::4:5:6:7:8", "1::4:5:6:7:8", "::4:5:6:7:8", "1:2::4:5:6:1.2.3.4"});
}
BOOST_AUTO_TEST_CASE(form_5_up_to_three_h16_double_colon_two_h16_ls32) {
    accepts(production::ipv6address, {"1:2:3::5:6:7:8", "::5:6:7:8", "1:2:3::5:6:1.2.3.4"});
}
BOOST_AUTO_TEST_CASE(form_6_up_to_four_h16_double_colon_h16_ls32) {
    accepts(production::ipv6address, {"1:2:3:4::6:7:8", "::6:7:8", "1:2:3:4::6:1.2.3.4"});
}
BOOST_AUTO_TEST_CASE(form_7_up_to_five_h16_double_colon_ls32) {
    accepts(production::ipv6address, {"1:2:3:4:5::7:8", "::7:8", "1:2:3:4:5::1.2.3.4", "::1.2.3.4", "::ffff:192.0.2.128"});
}
BOOST_AUTO_TEST_CASE(form_8_up_to_six_h16_double_colon_h16) {
    accepts(production::ipv6address, {"1:2:3:4:5:6::8", "::8", "::1", "2001:db8::7"});
}
BOOST_AUTO_TEST_CASE(form_9_up_to_seven_h16_double_colon) {
    accepts(production::ipv6address, {"1:2:3:4:5:6:7::", "1::", "::"});
}

BOOST_AUTO_TEST_CASE(ipv6_rejects_wrong_group_counts) {
    rejects(production::ipv6address, {"1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7:8::", "::1:2:3:4:5:6:7:8",
                                      "1::2:3:4:5:6:7:8", "1:2:3:4:5:6:7:1.2.3.4", "::2:3:4:5:6:7:1.2.3.4", ""});
}

BOOST_AUTO_TEST_CASE(ipv6_rejects_misplaced_colons_and_ipv4) {
    rejects(production::ipv6address, {"1::2::3", "::1::", ":::", "1:::2", ":1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8:",
                                      ":", "1:", ":1", "1.2.3.4::", "1.2.3.4::1", "::1.2.3.4:1", "::1.2.3",
                                      "::1.2.3.4.5", "::1.2.3.256", "::01.2.3.4", "12345::", "::g", "[::1]",
                                      "::1%25eth0", "fe80::1%eth0"});
}

BOOST_AUTO_TEST_SUITE_END()
