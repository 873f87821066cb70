// urikit tests: src/idna/idna_icu.cpp (idna_none.cpp without ICU), the
// UTS #46 conversions through ICU.
#include <random>
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/idna.hpp>

#include "src/idna/idna.hpp"
#include "test_conditions.hpp"

BOOST_AUTO_TEST_SUITE(web_idna)

// Long names go to ICU sixteen labels at a time, both ways; the result must be what one
// call gives, the bidi rule included (a label that breaks it only in a Bidi
// domain name, and the right-to-left label that makes the name one, may be
// in different groups).
BOOST_AUTO_TEST_CASE(names_converted_in_groups_equal_one_icu_call, URIKIT_NEEDS(idna)) {
    char const* const pool[] = {"a", "1a", "xn--4db", "\xD7\x90", "\xD8\xA8", "f\xC3\xA4", "-x", "", "A\xE3\x80\x82" "b",
                                "\xD7\x90" "1", "x\xE2\x80\x8D", "ss", "a\xEF\xBC\x8E" "b", "0x1", "\xC3\x9F"};
    std::mt19937 rng(12345);
    int groups_used = 0;
    for (int round = 0; round < 400; ++round) {
        std::size_t const labels = 1 + rng() % 60;
        std::string name;
        for (std::size_t i = 0; i < labels; ++i) {
            if (i > 0) name += '.';
            name += pool[rng() % std::size(pool)];
        }
        std::string grouped, whole;
        urikit::errc const g = urikit::detail::idna_to_ascii_web(name, grouped);
        urikit::errc const w = urikit::detail::idna_to_ascii_web_in_one_call(name, whole);
        BOOST_TEST((g == urikit::errc::ok) == (w == urikit::errc::ok), name);
        BOOST_TEST(grouped == whole, name);
        std::string grouped_unicode, whole_unicode; // and the way back (domain to Unicode)
        urikit::errc const gu = urikit::detail::idna_to_unicode_web(name, grouped_unicode);
        urikit::errc const wu = urikit::detail::idna_to_unicode_web_in_one_call(name, whole_unicode);
        BOOST_TEST((gu == urikit::errc::ok) == (wu == urikit::errc::ok), name);
        BOOST_TEST(grouped_unicode == whole_unicode, name);
        groups_used += labels > 16 ? 1 : 0;
    }
    BOOST_TEST(groups_used > 100);
}

BOOST_AUTO_TEST_SUITE_END()

