// RFC 3986 §3.3: the five path forms, segment, segment-nz, segment-nz-nc, pchar; §2.1 pct-encoded.
#include "probe_check.hpp"

using namespace urikit::test;
using urikit::grammar::production;

BOOST_AUTO_TEST_SUITE(grammar_path)

BOOST_AUTO_TEST_CASE(pct_encoded_is_exactly_one_triplet) {
    accepts(production::pct_encoded, {"%00", "%2F", "%2f", "%aF", "%FF"});
    rejects(production::pct_encoded, {"", "%", "%2", "%G0", "%0G", "%2F%2F", "2F"});
}

BOOST_AUTO_TEST_CASE(pchar_is_one_unreserved_pct_encoded_sub_delim_colon_or_at) {
    accepts(production::pchar, {"a", "Z", "0", "-", ".", "_", "~", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";",
                                "=", ":", "@", "%41"});
    rejects(production::pchar, {"", "/", "?", "#", "[", "]", "%", "%4", "ab", "%41%42", " ", "\"", "\x7F", "\x80"});
}

BOOST_AUTO_TEST_CASE(segments_differ_in_emptiness_and_colon) {
    accepts(production::segment, {"", "a", "a:b@c", "%2F"});
    rejects(production::segment, {"a/b", "a?b", "%"});
    accepts(production::segment_nz, {"a", ":", "a:b"});
    rejects(production::segment_nz, {"", "a/"});
    accepts(production::segment_nz_nc, {"a", "@", "a@b", "%3A"});
    rejects(production::segment_nz_nc, {"", ":", "a:", "a:b"});
}

BOOST_AUTO_TEST_CASE(path_abempty_is_empty_or_begins_with_slash) {
    accepts(production::path_abempty, {"", "/", "//", "/a/b", "/a//b/", "/%2F", "/a:b@c"});
    rejects(production::path_abempty, {"a", "a/b", "/a?b", "/a#b", "/a b", "/%"});
}

BOOST_AUTO_TEST_CASE(path_absolute_begins_with_one_slash_not_two) {
    accepts(production::path_absolute, {"/", "/a", "/a/", "/a//b", "/a:b"});
    rejects(production::path_absolute, {"", "//", "//a", "a", "/a?"});
}

BOOST_AUTO_TEST_CASE(path_noscheme_has_no_colon_in_its_first_segment) {
    accepts(production::path_noscheme, {"a", "a/", "a/b:c", "a@b/c", "%3A/b"});
    rejects(production::path_noscheme, {"", "/a", "a:b", ":", "a:/b"});
}

BOOST_AUTO_TEST_CASE(path_rootless_begins_with_a_nonempty_segment) {
    accepts(production::path_rootless, {"a", "a:b", ":", "a/b//c", "a:b/c:d"});
    rejects(production::path_rootless, {"", "/", "/a"});
}

BOOST_AUTO_TEST_CASE(path_empty_is_empty) {
    accepts(production::path_empty, {""});
    rejects(production::path_empty, {"a", "/"});
}

BOOST_AUTO_TEST_SUITE_END()
