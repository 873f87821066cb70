// RFC 3986 §3.2.2: IPv6address, all nine forms, h16 and ls32.
#include "probe_check.hpp"

using namespace urikit::test;
using urikit::grammar::production;

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
