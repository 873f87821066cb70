// urikit tests: src/iri/uri_to_iri.cpp, to_iri (RFC 3987 §3.2), and the
// round trip with to_uri.
#include <boost/test/unit_test.hpp>

#include <random>
#include <string>

#include <urikit/iri.hpp>
#include <urikit/parse.hpp>

#include "allocation_counter.hpp"
#include "data_files.hpp"
#include "iri_helpers.hpp"
#include "random_reference.hpp"

using urikit::test::iri_of;
using urikit::test::uri_error;
using urikit::test::uri_of;

BOOST_AUTO_TEST_SUITE(uri_to_iri)

// RFC 3987 §3.2 step 2: every percent-encoding is converted except those of
// "%", reserved characters and ASCII not allowed in URIs.
BOOST_AUTO_TEST_CASE(to_iri_decodes_encoded_unreserved_ascii_and_keeps_reserved_and_disallowed_ascii) {
    BOOST_TEST(iri_of("http://a/%41%7E") == "http://a/A~");
    BOOST_TEST(iri_of("http://a/%2F%3F%41%20") == "http://a/%2F%3FA%20");
    BOOST_TEST(iri_of("%61%2D%2E%5F%7E%30") == "a-._~0");
    BOOST_TEST(iri_of("http://a/%25%5B%5D%3A%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%23") ==
               "http://a/%25%5B%5D%3A%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%23"); // "%" and reserved stay
    BOOST_TEST(iri_of("http://a/%00%1F%20%22%3C%3E%5C%5E%60%7B%7C%7D%7F") ==
               "http://a/%00%1F%20%22%3C%3E%5C%5E%60%7B%7C%7D%7F"); // ASCII not allowed in URIs stays
    BOOST_TEST(iri_of("http://%75ser@%61.com/?%6B=%76#%66") == "http://user@a.com/?k=v#f");
    BOOST_TEST(iri_of("http://a/%2e%2E/b") == "http://a/../b"); // %2E is "." (RFC 3986 §2.3)
    BOOST_TEST(iri_of("http://a/%7e%2f") == "http://a/~%2f");   // kept encodings keep their case
}

BOOST_AUTO_TEST_CASE(to_iri_decodes_only_allowed_utf8_and_keeps_the_rest_encoded) {
    BOOST_TEST(iri_of("http://a/%C3%A9%FF") == "http://a/é%FF");                  // ill-formed stays
    BOOST_TEST(iri_of("http://a/%C3") == "http://a/%C3");                         // truncated stays
    BOOST_TEST(iri_of("http://a/%C0%80") == "http://a/%C0%80");                   // overlong stays
    BOOST_TEST(iri_of("http://a/%ED%A0%80") == "http://a/%ED%A0%80");             // surrogate stays
    BOOST_TEST(iri_of("http://a/%E2%80%8F%E2%80%AE") == "http://a/%E2%80%8F%E2%80%AE"); // bidi formatting stays
    BOOST_TEST(iri_of("http://a/%C2%80") == "http://a/%C2%80");                   // not a ucschar
    BOOST_TEST(iri_of("http://a/?%EE%80%80#%EE%80%80") == "http://a/?\xEE\x80\x80#%EE%80%80"); // iprivate: query only
    BOOST_TEST(iri_of("http://%C3%A9%81.com/") == "http://%C3%A9%81.com/");       // a host decodes whole or not at all
    BOOST_TEST(iri_of("http://%C3%A9_x.com/") == "http://%C3%A9_x.com/");         // not if IDNA would refuse it back
    BOOST_TEST(iri_of("http://%61%62.com/") == "http://ab.com/");                 // an ASCII result needs no IDNA
    BOOST_TEST(iri_of("http://%61%2F.com/") == "http://a%2F.com/");
    BOOST_TEST(iri_of("http://a/%c3%a9") == "http://a/é");
}

// to_iri takes text as to_uri does: the same IRI as through a parsed view,
// the grammar's error with its offset in the text, and `out` may be the text.
BOOST_AUTO_TEST_CASE(to_iri_of_text_is_to_iri_of_its_parsed_view) {
    for (std::string_view text : {"http://a/%E4%B8%AD?%41", "%61b", "http://xn--fa-hia.de/", ""}) {
        BOOST_TEST(urikit::to_iri(text).value() == urikit::to_iri(urikit::parse_uri_reference(text).value()).value());
    }
    auto const bad = urikit::to_iri(std::string_view("http://a/b c"));
    BOOST_TEST((bad.error().code == urikit::parse_uri_reference("http://a/b c").error().code));
    BOOST_TEST(bad.error().offset == 10u);
    std::string s = "http://a/%E4%B8%AD";
    BOOST_TEST(urikit::to_iri_into(s, s).code == urikit::errc::ok);
    BOOST_TEST(s == "http://a/\xE4\xB8\xAD");
    s = "a b";
    BOOST_TEST(urikit::to_iri_into(s, s).offset == 1u);
    BOOST_TEST(s.empty());
}

BOOST_AUTO_TEST_CASE(to_iri_of_to_uri_gives_clean_nfc_input_back) {
    for (char const* s : {"中", "http://a/?\xEE\x80\x80", "mailto:josé@example.com", "http://[::1]/é", "//a/ü"}) {
        BOOST_TEST(iri_of(uri_of(s)) == s);
    }
}

BOOST_AUTO_TEST_CASE(conversions_hold_on_data_lines_and_random_references) {
    auto check = [](std::string_view s) {
        auto const u = urikit::to_uri(s);
        if (!u) return;
        for (char c : u->str()) BOOST_TEST_REQUIRE(static_cast<unsigned char>(c) < 0x80u);
        auto const p = urikit::parse_uri_reference(u->str());
        BOOST_TEST_REQUIRE(p.has_value(), u->str());
        auto const i = urikit::to_iri(*p);
        BOOST_TEST_REQUIRE(i.has_value());
        BOOST_TEST_REQUIRE(urikit::parse_iri_reference(*i).has_value(), *i);
        auto const back = urikit::to_uri(*i);
        BOOST_TEST_REQUIRE(back.has_value(), *i);
        auto const again = urikit::parse_uri_reference(back->str());
        BOOST_TEST_REQUIRE(again.has_value());
        BOOST_TEST_REQUIRE(*urikit::to_iri(*again) == *i); // the IRI is stable
    };
    for (auto const& f : urikit::test::load_data_files()) {
        for (auto const& line : f.lines) check(line);
    }
    std::mt19937 rng(3987);
    for (int i = 0; i < 50000; ++i) check(urikit::test::random_reference(rng));
}

BOOST_AUTO_TEST_SUITE_END()
