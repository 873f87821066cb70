// RFC 3986 §3.4 query, §3.5 fragment: *( pchar / "/" / "?" )
#include "probe_check.hpp"

using namespace urikit::test;
using urikit::grammar::production;

BOOST_AUTO_TEST_SUITE(grammar_query_fragment)

BOOST_AUTO_TEST_CASE(query_and_fragment_allow_pchar_slash_and_question_mark) {
    for (auto p : {production::query, production::fragment}) {
        accepts(p, {"", "a=b&c=d", "/?", "??", "a:b@c/d?e", "%3F%23", "!$&'()*+,;=-._~"});
    }
}

BOOST_AUTO_TEST_CASE(query_and_fragment_reject_hash_brackets_and_bad_percent) {
    for (auto p : {production::query, production::fragment}) {
        rejects(p, {"#", "a#b", "[", "]", "%", "%2", "%xx", "a b", "a\"b", "a<b", "a\\b", "a^b", "a`b", "a{b", "a|b"});
    }
}

BOOST_AUTO_TEST_SUITE_END()
