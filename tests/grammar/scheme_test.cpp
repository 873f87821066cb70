// RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
#include "probe_check.hpp"

using namespace urikit::test;
using urikit::grammar::production;

BOOST_AUTO_TEST_SUITE(grammar_scheme)

BOOST_AUTO_TEST_CASE(scheme_starts_with_a_letter_then_letters_digits_plus_minus_dot) {
    accepts(production::scheme, {"a", "Z", "http", "HTTP", "a1", "svn+ssh", "x-y.z", "a+-.9"});
}

BOOST_AUTO_TEST_CASE(scheme_rejects_empty_leading_non_letter_and_other_bytes) {
    rejects(production::scheme, {"", "1a", "+a", "-a", ".a", "a_b", "a~b", "a:b", "a b", "a%41", "\xC3\xA9"});
}

BOOST_AUTO_TEST_SUITE_END()
