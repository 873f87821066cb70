// urikit tests: the engine behind URL patterns
// (src/pattern/regexp_engine_re2.cpp and _none.cpp): full matches, groups
// that took no part told from empty ones, and RE2's refusals.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/url_pattern.hpp>

#include "src/pattern/regexp_engine.hpp"
#include "test_conditions.hpp"

using namespace urikit::detail;

BOOST_AUTO_TEST_SUITE(regexp_engine)

BOOST_AUTO_TEST_CASE(full_matches_with_groups) {
    regexp_ptr p;
    urikit::error const e = compile_regexp("^(a)(x)?(b*)$", false, p);
    if (!urikit::available(urikit::feature::url_patterns)) {
        BOOST_TEST((e.code == urikit::errc::regexp_unavailable));
        BOOST_TEST(!p);
        return;
    }
    BOOST_TEST_REQUIRE(!e);
    BOOST_TEST(regexp_matches(*p, "ab"));
    BOOST_TEST(!regexp_matches(*p, "abc"));
    BOOST_TEST(!regexp_matches(*p, "xab")); // anchored at both ends
    std::vector<std::optional<std::string_view>> groups;
    BOOST_TEST_REQUIRE(regexp_match_groups(*p, "a", groups));
    BOOST_TEST(groups.size() == 3u);
    BOOST_TEST((groups[0] && *groups[0] == "a"));
    BOOST_TEST(!groups[1]);                        // took no part
    BOOST_TEST((groups[2] && groups[2]->empty())); // matched the empty text
    BOOST_TEST_REQUIRE(regexp_match_groups(*p, "abb", groups));
    BOOST_TEST((groups[2] && *groups[2] == "bb"));
    BOOST_TEST(!regexp_match_groups(*p, "b", groups));
}

BOOST_AUTO_TEST_CASE(the_empty_text_has_an_empty_match_not_none, URIKIT_NEEDS(re2)) {
    regexp_ptr p;
    BOOST_TEST_REQUIRE(!compile_regexp("^(.*)$", false, p));
    std::vector<std::optional<std::string_view>> groups;
    BOOST_TEST_REQUIRE(regexp_match_groups(*p, std::string_view(), groups));
    BOOST_TEST((groups[0] && groups[0]->empty()));
}

BOOST_AUTO_TEST_CASE(case_folding_and_refusals, URIKIT_NEEDS(re2)) {
    regexp_ptr p;
    BOOST_TEST_REQUIRE(!compile_regexp("^ab$", true, p));
    BOOST_TEST(regexp_matches(*p, "AB"));
    BOOST_TEST((compile_regexp("^(a{1000}){1000}$", false, p).code == urikit::errc::pattern_too_complex));
    BOOST_TEST((compile_regexp("(", false, p).code == urikit::errc::regexp_unsupported));
}

// The cost bound: a program of at most max_regexp_instructions compiles, a
// larger one is errc::pattern_too_complex (offset 0: the component's start);
// `(.*a[ab]{1000})` cost 13 us per URL byte before the bound.
BOOST_AUTO_TEST_CASE(programs_over_the_instruction_bound_are_too_complex, URIKIT_NEEDS(re2)) {
    regexp_ptr p;
    std::size_t largest_within = 0;
    for (std::size_t k = 1; k <= 400; k += 1) {
        std::string const re = "^(.*a[ab]{" + std::to_string(k) + "})$";
        urikit::error const e = compile_regexp(re, false, p);
        if (e) {
            BOOST_TEST((e == urikit::error{urikit::errc::pattern_too_complex, 0}), re);
            continue;
        }
        BOOST_TEST(regexp_instructions(*p) <= max_regexp_instructions, re);
        largest_within = std::max(largest_within, regexp_instructions(*p));
    }
    BOOST_TEST(largest_within > max_regexp_instructions - 8, "the bound is reached, not only approached");
    BOOST_TEST((compile_regexp("^(.*a[ab]{1000})$", false, p) == urikit::error{urikit::errc::pattern_too_complex, 0}));
    BOOST_TEST((compile_regexp("^((?:.*){100})$", true, p) == urikit::error{urikit::errc::pattern_too_complex, 0}));
}

BOOST_AUTO_TEST_SUITE_END()
