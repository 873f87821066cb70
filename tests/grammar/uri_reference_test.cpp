// RFC 3986 §3, §4.1-§4.3: URI, hier-part, URI-reference, relative-ref, relative-part, absolute-URI.
#include "probe_check.hpp"

using namespace urikit::test;
using urikit::grammar::production;

BOOST_AUTO_TEST_SUITE(grammar_uri_reference)

// RFC 3986 §1.1.2 examples.
BOOST_AUTO_TEST_CASE(rfc3986_1_1_2_examples_are_uris) {
    accepts(production::uri, {"ftp://ftp.is.co.za/rfc/rfc1808.txt", "http://www.ietf.org/rfc/rfc2396.txt",
                              "ldap://[2001:db8::7]/c=GB?objectClass?one", "mailto:John.Doe@example.com",
                              "news:comp.infosystems.www.servers.unix", "tel:+1-816-555-1212",
                              "telnet://192.0.2.16:80/", "urn:oasis:names:specification:docbook:dtd:xml:4.1.2"});
}

// RFC 3986 §5.4 references: every one is a URI-reference.
BOOST_AUTO_TEST_CASE(rfc3986_5_4_references_are_uri_references) {
    accepts(production::uri_reference,
            {"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s", "",
             ".", "./", "..", "../", "../g", "../..", "../../", "../../g", "../../../g", "../../../../g", "/./g",
             "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y",
             "g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x", "http:g"});
}

BOOST_AUTO_TEST_CASE(hier_part_forms) {
    accepts(production::hier_part, {"//a/b", "//", "/", "/a", "a", "a:b", ""});
    rejects(production::hier_part, {"?q", "//a b"});
}

BOOST_AUTO_TEST_CASE(relative_part_forms) {
    accepts(production::relative_part, {"//a/b", "//", "/", "/a", "a", "a/b:c", ""});
    rejects(production::relative_part, {"a:b", "?q"});
}

BOOST_AUTO_TEST_CASE(uri_requires_a_scheme_and_allows_a_fragment) {
    accepts(production::uri, {"a:", "a:b", "a://", "a://h/p?q#f", "a:?#", "A:/"});
    rejects(production::uri, {"", "//h", "/p", "p", "1a:b", ":b", "a", "a:#f#"});
}

BOOST_AUTO_TEST_CASE(absolute_uri_has_no_fragment) {
    accepts(production::absolute_uri, {"a:", "a:b?q", "http://h/p?q"});
    rejects(production::absolute_uri, {"a:b#f", "a:#", "//h", ""});
}

BOOST_AUTO_TEST_CASE(relative_ref_has_no_scheme_and_no_colon_in_first_segment) {
    accepts(production::relative_ref, {"", "//h", "/p", "p", "./a:b", "?q", "#f", "a/b:c?d#e"});
    rejects(production::relative_ref, {"a:b", "1a:b", "::", "http://h"});
}

BOOST_AUTO_TEST_CASE(path_after_authority_must_begin_with_slash) {
    rejects(production::uri, {"http://a:8x/", "http://ab]", "http://a b", "http://[::1]x", "http://h:1:2"});
    rejects(production::uri_reference, {"http://a:8x/", "//a:8x", "//h]x"});
}

BOOST_AUTO_TEST_CASE(abnf_literals_are_case_insensitive) {
    accepts(production::uri, {"HTTP://[V1.x]/", "a://[v1.X]", "x://[ABCD::EF]"});
}

BOOST_AUTO_TEST_SUITE_END()
