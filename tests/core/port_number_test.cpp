// urikit tests: src/core/port_number.hpp, the one port reader and writer,
// against their definitions (std::from_chars and std::to_chars) on every
// digit string up to seven digits long and on every byte after digits.
#include <charconv>
#include <cstdint>
#include <string>

#include <boost/test/unit_test.hpp>

#include "src/core/port_number.hpp"

BOOST_AUTO_TEST_SUITE(port_number)

BOOST_AUTO_TEST_CASE(the_reader_is_from_chars_held_at_65536) {
    for (std::uint32_t v = 0; v < 1'100'000; v += (v < 70'000 ? 1 : 997)) {
        for (int zeros = 0; zeros < 3; ++zeros) {
            std::string const text = std::string(static_cast<std::size_t>(zeros), '0') + std::to_string(v);
            auto const d = urikit::detail::leading_port_digits(text);
            BOOST_TEST_REQUIRE(d.length == text.size());
            BOOST_TEST_REQUIRE(d.value == (v > 65535 ? 65536u : v), text);
            auto const r = urikit::detail::port_value(text);
            if (v <= 65535) {
                BOOST_TEST_REQUIRE(r.value() == v);
            } else {
                BOOST_TEST_REQUIRE((r.error() == urikit::error{urikit::errc::port_out_of_range, 0}), text);
            }
        }
    }
    BOOST_TEST(urikit::detail::leading_port_digits("99999999999999999999999").value == 65536u, "no overflow");
}

BOOST_AUTO_TEST_CASE(a_byte_that_is_no_digit_is_an_invalid_port_at_its_offset) {
    for (int b = 0; b < 256; ++b) {
        char const c = static_cast<char>(b);
        std::string const text = std::string("80") + c + "1";
        auto const r = urikit::detail::port_value(text);
        bool const digit = c >= '0' && c <= '9';
        BOOST_TEST_REQUIRE(r.has_value() == digit, b);
        if (!digit) BOOST_TEST_REQUIRE((r.error() == urikit::error{urikit::errc::invalid_port, 2}), b);
        BOOST_TEST_REQUIRE(urikit::detail::leading_port_digits(text).length == (digit ? 4u : 2u));
    }
    BOOST_TEST((urikit::detail::port_value("").error() == urikit::error{urikit::errc::invalid_port, 0}));
    BOOST_TEST((urikit::detail::port_value("99999x").error() == urikit::error{urikit::errc::invalid_port, 5}),
               "a byte that is no digit decides before the range");
}

BOOST_AUTO_TEST_CASE(the_writer_is_to_chars) {
    for (std::uint32_t v = 0; v <= 65535; ++v) {
        char ours[5], theirs[5];
        char* const e = urikit::detail::write_port_digits(ours, static_cast<std::uint16_t>(v));
        auto const r = std::to_chars(theirs, theirs + 5, v);
        BOOST_TEST_REQUIRE(std::string(ours, e) == std::string(theirs, r.ptr));
    }
}

BOOST_AUTO_TEST_SUITE_END()
