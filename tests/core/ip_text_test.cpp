// RFC 5952 canonical IPv6 text.
#include <boost/test/unit_test.hpp>

#include "src/core/ip_text.hpp"

namespace {
std::string canonical(std::string_view s) {
    std::string out;
    urikit::detail::append_ipv6_canonical(out, urikit::detail::parse_ipv6(s));
    return out;
}
} // namespace

BOOST_AUTO_TEST_SUITE(ipv6_text)

BOOST_AUTO_TEST_CASE(rfc5952_section_4_rules) {
    struct row {
        char const* in;
        char const* want;
    } const rows[] = {
        {"2001:0db8::0001", "2001:db8::1"},                      // §4.1 no leading zeros
        {"2001:db8:0:0:0:0:2:1", "2001:db8::2:1"},               // §4.2.1 shorten as much as possible
        {"2001:db8::0:1", "2001:db8::1"},
        {"2001:db8:0:1:1:1:1:1", "2001:db8:0:1:1:1:1:1"},       // §4.2.2 not one 16-bit 0 field
        {"2001:0:0:1:0:0:0:1", "2001:0:0:1::1"},                 // §4.2.3 the longest run
        {"2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"},           // §4.2.3 the first of equal runs
        {"2001:DB8::AB:cD", "2001:db8::ab:cd"},                  // §4.3 lowercase
        {"0:0:0:0:0:0:0:0", "::"},
        {"0:0:0:0:0:0:0:1", "::1"},
        {"1:0:0:0:0:0:0:0", "1::"},
        {"1:0:0:2:0:0:0:3", "1:0:0:2::3"},
        {"fe80:0:0:0:0:0:0:1", "fe80::1"},
        {"1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8"},
        {"1:2:3:4:5:6:7::", "1:2:3:4:5:6:7:0"},                  // a "::" of one group is written out
    };
    for (auto const& r : rows) BOOST_TEST(canonical(r.in) == r.want, r.in);
}

BOOST_AUTO_TEST_CASE(rfc5952_section_5_mixed_notation_for_ipv4_prefixes) {
    BOOST_TEST(canonical("::ffff:192.0.2.1") == "::ffff:192.0.2.1");
    BOOST_TEST(canonical("0:0:0:0:0:FFFF:C000:0201") == "::ffff:192.0.2.1");     // IPv4-mapped
    BOOST_TEST(canonical("::ffff:0:192.0.2.1") == "::ffff:0:192.0.2.1");         // IPv4-translated
    BOOST_TEST(canonical("64:ff9b::c000:201") == "64:ff9b::192.0.2.1");          // RFC 6052 well-known
    BOOST_TEST(canonical("::192.0.2.1") == "::c000:201");                        // deprecated compatible: hex
    BOOST_TEST(canonical("1:2:3:4:5:6:1.2.3.4") == "1:2:3:4:5:6:102:304");
}

// parse_ipv6 reads only grammar-checked text in urikit, but text that is no
// IPv6address must still stay inside the eight groups and the text (the
// 0.1 printer wrote past its stack array on such input).
BOOST_AUTO_TEST_CASE(text_that_is_no_ipv6_address_never_writes_past_eight_groups) {
    std::string many;
    for (int i = 0; i < 40; ++i) many += "ffff:";
    for (std::string const& s : {many, many + "::" + many, std::string("1.2.3.4.5.6.7.8:1.2.3.4"), std::string("::::"),
                                 std::string(":"), std::string(""), std::string("1.2.3.4:1.2.3.4:1.2.3.4:1.2.3.4:1.2.3.4")}) {
        urikit::detail::ipv6_groups const g = urikit::detail::parse_ipv6(s);
        std::string out;
        urikit::detail::append_ipv6_canonical(out, g);
        BOOST_TEST(out.size() <= urikit::detail::ipv6_text_max, s);
    }
}

BOOST_AUTO_TEST_SUITE_END()
