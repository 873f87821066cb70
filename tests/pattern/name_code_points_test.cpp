// urikit tests: IdentifierStart / IdentifierPart for ":name"
// (src/pattern/name_code_points_icu.cpp and _none.cpp): ASCII in both
// builds, Unicode's ID_Start / ID_Continue with ICU.
#include <boost/test/unit_test.hpp>

#include <urikit/idna.hpp>

#include "src/pattern/pattern_tokenizer.hpp"

using urikit::detail::is_name_code_point;

BOOST_AUTO_TEST_SUITE(name_code_points)

BOOST_AUTO_TEST_CASE(ascii_names_in_every_build) {
    for (char32_t c = 0; c < 128; ++c) {
        bool const letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '$' || c == '_';
        bool const digit = c >= '0' && c <= '9';
        BOOST_TEST(is_name_code_point(c, true) == letter);
        BOOST_TEST(is_name_code_point(c, false) == (letter || digit));
    }
}

BOOST_AUTO_TEST_CASE(unicode_names_with_icu) {
    if (!urikit::available(urikit::feature::idna)) {
        BOOST_TEST(!is_name_code_point(U'é', true)); // without ICU: ASCII only
        return;
    }
    BOOST_TEST(is_name_code_point(U'é', true));
    BOOST_TEST(is_name_code_point(0x10450, true));  // SHAVIAN LETTER PEEP (WPT's ":a𐑐b")
    BOOST_TEST(!is_name_code_point(0xE0100, true)); // VARIATION SELECTOR-17: ID_Continue only
    BOOST_TEST(is_name_code_point(0xE0100, false));
    BOOST_TEST(is_name_code_point(0x200D, false)); // ZWJ
    BOOST_TEST(!is_name_code_point(0x200D, true));
    BOOST_TEST(!is_name_code_point(0x1F6B2, false)); // an emoji is no identifier part
}

BOOST_AUTO_TEST_SUITE_END()
