// urikit tests: compare_component (src/pattern/pattern_compare.cpp): the
// order on examples, and that it is an order (antisymmetric, transitive)
// over many patterns.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/url_pattern.hpp>

#include "test_conditions.hpp"

using urikit::url_pattern_component;

BOOST_AUTO_TEST_SUITE(pattern_compare)

BOOST_AUTO_TEST_CASE(more_specific_patterns_compare_greater, URIKIT_NEEDS(re2)) {
    auto p = [](char const* pathname) { return urikit::parse_url_pattern({.pathname = pathname}).value(); };
    auto const path = url_pattern_component::pathname;
    BOOST_TEST(urikit::compare_component(path, p("/a/b"), p("/a/:x")) == 1);   // fixed text over a group
    BOOST_TEST(urikit::compare_component(path, p("/a/(\\d+)"), p("/a/:x")) == 1); // a regexp over ":name"
    BOOST_TEST(urikit::compare_component(path, p("/a/:x"), p("/a/*")) == 1);   // ":name" over "*"
    BOOST_TEST(urikit::compare_component(path, p("/a/:x+"), p("/a/:x*")) == 1); // "+" over "*"
    BOOST_TEST(urikit::compare_component(path, p("/a"), p("/a/:x")) == 1); // an ended list is empty fixed text: over a group
    BOOST_TEST(urikit::compare_component(path, p("/a/:x"), p("/a/:y")) == 0);  // names do not count
    BOOST_TEST(urikit::compare_component(url_pattern_component::hostname, p("/a"), p("/b")) == 0); // both "*"
}

BOOST_AUTO_TEST_CASE(the_comparison_is_an_order, URIKIT_NEEDS(re2)) {
    std::vector<urikit::url_pattern> all;
    for (char const* s : {"/", "/a", "/a/", "/a/b", "/a/:x", "/a/:x?", "/a/:x+", "/a/:x*", "/a/*", "/a/(\\d+)", "/a/(\\d)",
                          "*", "/:x", "{/a}?", "/a{/b}?", "/a/*/b", ":x", "(a|b)"}) {
        all.push_back(urikit::parse_url_pattern({.pathname = s}).value());
    }
    auto const path = url_pattern_component::pathname;
    for (auto const& a : all) {
        for (auto const& b : all) {
            int const ab = urikit::compare_component(path, a, b);
            BOOST_TEST(ab == -urikit::compare_component(path, b, a), a.pathname() << " vs " << b.pathname());
            for (auto const& c : all) {
                if (ab >= 0 && urikit::compare_component(path, b, c) >= 0)
                    BOOST_TEST(urikit::compare_component(path, a, c) >= 0, a.pathname() << " " << b.pathname() << " " << c.pathname());
            }
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
