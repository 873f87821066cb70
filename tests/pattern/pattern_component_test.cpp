// urikit tests: compiling a component (src/pattern/pattern_component.cpp):
// the pattern string, names, regexp groups and the compiled expression,
// and "protocol component matches a special scheme".
#include <random>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/url_pattern.hpp>

#include "src/pattern/pattern_canonical.hpp"
#include "src/pattern/pattern_component.hpp"
#include "test_conditions.hpp"

using namespace urikit::detail;

BOOST_AUTO_TEST_SUITE(pattern_component)

BOOST_AUTO_TEST_CASE(a_component_compiles_to_its_string_names_and_expression) {
    compiled_component c;
    urikit::error const e = compile_component("/Books/:id(\\d+)/*", canonicalize_pathname, pathname_options, c);
    if (!urikit::available(urikit::feature::url_patterns)) {
        BOOST_TEST((e.code == urikit::errc::regexp_unavailable && e.offset == 0));
        return;
    }
    BOOST_TEST_REQUIRE(!e);
    BOOST_TEST(c.pattern_string == "/Books/:id(\\d+)/*");
    BOOST_TEST((c.names == std::vector<std::string>{"id", "0"}));
    BOOST_TEST(c.has_regexp_groups);
    BOOST_TEST(!c.ecma); // RE2's groups are ECMAScript's: no iteration resets or checks
    BOOST_TEST(regexp_matches(*c.regexp, "/Books/12/x/y"));
    BOOST_TEST(!regexp_matches(*c.regexp, "/books/12/x"));
    BOOST_TEST(!regexp_matches(*c.regexp, "/Books/x/y"));
}

BOOST_AUTO_TEST_CASE(errors_come_back_at_their_byte, URIKIT_NEEDS(re2)) {
    compiled_component c;
    BOOST_TEST((compile_component("/a/(b(?<=c))", canonicalize_pathname, pathname_options, c) ==
                urikit::error{urikit::errc::regexp_unsupported, 5}));
    BOOST_TEST((compile_component("a b", canonicalize_hostname, hostname_options, c) ==
                urikit::error{urikit::errc::forbidden_host_code_point, 1}));
}

BOOST_AUTO_TEST_CASE(special_schemes_are_matched_by_the_compiled_protocol, URIKIT_NEEDS(re2)) {
    for (auto const& [pattern, special] : std::initializer_list<std::pair<char const*, bool>>{
             {"https", true}, {"http{s}?", true}, {"*", true}, {"(f.*)", true}, {"foo", false}, {"(data|javascript)", false}, {"", false}}) {
        compiled_component c;
        BOOST_TEST_REQUIRE(!compile_component(pattern, canonicalize_protocol, default_options, c));
        BOOST_TEST(matches_special_scheme(c) == special, pattern);
    }
}

// The fast paths (match_kind::any, ::exact) answer as the expression does.
BOOST_AUTO_TEST_CASE(fast_paths_answer_as_the_expression_does, URIKIT_NEEDS(re2)) {
    std::mt19937 rng(8);
    char const* const patterns[] = {"*", "", "abc", "a\\*c", "{ab}", "A/b", "*x", "(.*)", "{*}", ":a", "{a}?"};
    std::string const alphabet = "abcABC/*x\n\r";
    int fast = 0;
    for (char const* pattern : patterns) {
        for (bool icase : {false, true}) {
            compiled_component c;
            pattern_options options = default_options;
            options.ignore_case = icase;
            BOOST_TEST_REQUIRE(!compile_component(pattern, canonicalize_search, options, c));
            fast += c.kind != match_kind::regexp;
            std::vector<std::string> texts = {"", "abc", "ABC", "a*c", "ab", "A/b", "a/B", "\xE2\x80\xA8", std::string(pattern)};
            for (int k = 0; k < 200; ++k) {
                std::string t;
                for (int n = static_cast<int>(rng() % 5); n > 0; --n) t += alphabet[rng() % alphabet.size()];
                texts.push_back(t);
            }
            for (std::string const& t : texts)
                BOOST_TEST(component_matches(c, t) == regexp_matches(*c.regexp, t), pattern << " on " << t << " icase " << icase);
        }
    }
    BOOST_TEST(fast >= 10);
}

// The Standard hands the whole component to RegExp: a group name that two
// regexp parts give, or one part a modifier writes twice, is a SyntaxError
// there; here errc::regexp_syntax at the second name's byte in the input.
// In different Alternatives of one part it is allowed (ECMAScript 2025).
BOOST_AUTO_TEST_CASE(a_group_name_twice_in_the_whole_expression_is_refused_at_its_byte, URIKIT_NEEDS(re2)) {
    compiled_component c;
    BOOST_TEST((compile_component("/(x(?<a>y))/(z(?<a>w))", canonicalize_pathname, pathname_options, c) ==
                urikit::error{urikit::errc::regexp_syntax, 17}));
    BOOST_TEST((compile_component("/(x(?<a>y))+", canonicalize_pathname, pathname_options, c) ==
                urikit::error{urikit::errc::regexp_syntax, 6}));
    BOOST_TEST(!compile_component("(x(?<a>y))+", canonicalize_pathname, pathname_options, c)); // written once
    BOOST_TEST(!compile_component("/((?<a>y)|(?<a>z))", canonicalize_pathname, pathname_options, c));
    BOOST_TEST(!c.ecma);
    BOOST_TEST(!compile_component("/((?:a?|b)+)", canonicalize_pathname, pathname_options, c));
    BOOST_TEST(c.ecma != nullptr); // an empty iteration to check: the program runs
}

BOOST_AUTO_TEST_SUITE_END()
