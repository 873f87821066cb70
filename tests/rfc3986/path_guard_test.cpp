// urikit tests: src/rfc3986/path_guard.cpp, the prefixes that keep a path a
// path: with its guard, every path written without an authority parses
// back as that path (never an authority, never a scheme), and the guard is
// only there when needed.
#include <random>
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/parse.hpp>

#include "src/core/writer.hpp"
#include "src/rfc3986/path_guard.hpp"

using urikit::detail::path_guard;

BOOST_AUTO_TEST_SUITE(path_guard_rules)

BOOST_AUTO_TEST_CASE(the_guards_of_rfc_3986_sections_3_3_and_4_2) {
    BOOST_TEST(path_guard("//a/b", true) == "/.", "\"//\" would begin an authority");
    BOOST_TEST(path_guard("//a/b", false) == "/.");
    BOOST_TEST(path_guard("a:b/c", false) == "./", "\":\" in a first segment would end a scheme");
    BOOST_TEST(path_guard("a:b/c", true).empty(), "after a scheme, a colon is data");
    BOOST_TEST(path_guard("a/b:c", false).empty(), "a colon after the first segment is data");
    BOOST_TEST(path_guard("/a:b", false).empty());
    BOOST_TEST(path_guard("", false).empty());
}

BOOST_AUTO_TEST_CASE(a_guarded_path_parses_back_as_that_path) {
    std::string const alphabet = "a:/.";
    std::mt19937 rng(33);
    for (int round = 0; round < 20000; ++round) {
        std::string path(rng() % 8, 'a');
        for (char& c : path) c = alphabet[rng() % alphabet.size()];
        for (bool const scheme : {false, true}) {
            std::string const guarded = std::string(path_guard(path, scheme)) + path;
            std::string const text = (scheme ? "s:" : "") + guarded;
            auto const u = urikit::parse_uri_reference(text);
            BOOST_TEST_REQUIRE(u.has_value(), text);
            BOOST_TEST_REQUIRE(!u->has_authority(), text);
            BOOST_TEST_REQUIRE(u->has_scheme() == scheme, text);
            BOOST_TEST_REQUIRE(u->path() == guarded, text);
            // Needed only where the bare path would not parse back as itself.
            std::string const bare_text = (scheme ? "s:" : "") + path;
            auto const bare = urikit::parse_uri_reference(bare_text);
            bool const bare_ok = bare && !bare->has_authority() && bare->has_scheme() == scheme && bare->path() == path;
            BOOST_TEST_REQUIRE(path_guard(path, scheme).empty() == bare_ok, text);
        }
    }
}

BOOST_AUTO_TEST_CASE(guard_path_inserts_where_the_path_begins) {
    for (bool const authority : {false, true}) {
        std::string out;
        urikit::detail::writer w(out);
        w.append("s:");
        w.open();
        w.append("//x");
        urikit::detail::guard_path(w, 2, true, authority);
        BOOST_TEST(std::string(w.data(), w.size()) == (authority ? "s://x" : "s:/.//x"), "an authority needs no guard");
    }
}

BOOST_AUTO_TEST_SUITE_END()
