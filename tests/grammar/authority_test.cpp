// RFC 3986 §3.2: authority = [ userinfo "@" ] host [ ":" port ]; §3.2.1 userinfo; §3.2.3 port
#include "probe_check.hpp"

using namespace urikit::test;
using urikit::grammar::production;

BOOST_AUTO_TEST_SUITE(grammar_authority)

BOOST_AUTO_TEST_CASE(userinfo_is_unreserved_pct_encoded_sub_delims_and_colon) {
    accepts(production::userinfo, {"", "user", "user:pass", ":", "::", "%41%2f", "!$&'()*+,;=", "-._~"});
    rejects(production::userinfo, {"@", "a@b", "a/b", "a?b", "a#b", "[", "]", "%", "%4", "%4G", "a b"});
}

BOOST_AUTO_TEST_CASE(port_is_any_number_of_digits) {
    accepts(production::port, {"", "0", "80", "65535", "65536", "0000000000000000000080"});
    rejects(production::port, {"8x", "-1", "+1", " 80", "8 0", "0x50"});
}

BOOST_AUTO_TEST_CASE(authority_accepts_each_optional_part) {
    accepts(production::authority, {"", "h", "h:", "h:80", "u@h", "@h", "u@", "@", ":", "u:p@h:1",
                                    "[::1]", "[::1]:443", "u@[v7.x]:1", "1.2.3.4:5", "%41@%42:6"});
}

BOOST_AUTO_TEST_CASE(authority_rejects_a_second_at_a_bad_port_and_an_open_bracket) {
    rejects(production::authority, {"a@b@c", "h:p", "h:80:81", "[::1", "[::1]x", "h]", "a b", "u@h@", "h/"});
}

BOOST_AUTO_TEST_SUITE_END()
