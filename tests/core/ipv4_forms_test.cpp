// urikit tests: src/core/ipv4_forms.cpp, the URL Standard's IPv4 parser
// ("IPv4 parser", "IPv4 number parser"): its examples and its failures.
#include <cstdint>
#include <optional>
#include <string_view>

#include <boost/test/unit_test.hpp>

#include "src/core/ipv4_forms.hpp"

namespace {

std::optional<std::uint32_t> address(std::string_view text) { return urikit::detail::parse_ipv4_forms(text); }

constexpr std::uint32_t dotted(std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t d) {
    return a << 24 | b << 16 | c << 8 | d;
}

} // namespace

BOOST_AUTO_TEST_SUITE(ipv4_forms)

BOOST_AUTO_TEST_CASE(numbers_are_decimal_hexadecimal_or_octal) {
    using urikit::detail::parse_ipv4_number;
    BOOST_TEST(parse_ipv4_number("255").value() == 255u);
    BOOST_TEST(parse_ipv4_number("0xFf").value() == 255u);
    BOOST_TEST(parse_ipv4_number("0377").value() == 255u);
    BOOST_TEST(parse_ipv4_number("0").value() == 0u);
    BOOST_TEST(parse_ipv4_number("0x").value() == 0u, "the Standard: an empty hexadecimal number is 0");
    BOOST_TEST(!parse_ipv4_number("").has_value());
    BOOST_TEST(!parse_ipv4_number("09").has_value(), "9 is no octal digit");
    BOOST_TEST(!parse_ipv4_number("0xg").has_value());
    BOOST_TEST(!parse_ipv4_number("1a").has_value());
    BOOST_TEST(parse_ipv4_number("99999999999999999999999").value() == (std::uint64_t{1} << 32), "saturates");
}

BOOST_AUTO_TEST_CASE(the_last_number_fills_the_bytes_the_others_leave) {
    BOOST_TEST(address("127.0.0.1").value() == dotted(127, 0, 0, 1));
    BOOST_TEST(address("3279880203").value() == dotted(195, 127, 0, 11));
    BOOST_TEST(address("0x7f.1").value() == dotted(127, 0, 0, 1));
    BOOST_TEST(address("1.256").value() == dotted(1, 0, 1, 0));
    BOOST_TEST(address("1.2.65535").value() == dotted(1, 2, 255, 255));
    BOOST_TEST(address("0300.0250.0.01").value() == dotted(192, 168, 0, 1));
    BOOST_TEST(address("4294967295").value() == dotted(255, 255, 255, 255));
    BOOST_TEST(address("1.2.3.4.").value() == dotted(1, 2, 3, 4), "one trailing dot");
}

BOOST_AUTO_TEST_CASE(the_standards_failures_give_no_address) {
    for (std::string_view text : {"4294967296", "1.2.3.4.5", "256.1", "1.2.3.256", "1.2.65536", "1..2", "1.2.3.4..",
                                  "", ".", "1.2.3.09", "a.b", "0x100000000"}) {
        BOOST_TEST(!address(text).has_value(), text);
    }
}

BOOST_AUTO_TEST_SUITE_END()
