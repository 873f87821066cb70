// urikit tests: url_pattern::generate (src/pattern/pattern_generate.cpp):
// texts from groups, each refusal at its part, and that what is generated
// is matched by the pattern with the same groups back.
#include <random>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/url_pattern.hpp>

#include "test_conditions.hpp"

using urikit::errc;
using urikit::url_pattern_component;
using values = std::vector<std::pair<std::string_view, std::string_view>>;

BOOST_AUTO_TEST_SUITE(pattern_generate)

BOOST_AUTO_TEST_CASE(groups_fill_the_pattern_encoded_as_the_component, URIKIT_NEEDS(re2)) {
    auto const p = urikit::parse_url_pattern("https://{:sub.}?example.com/books/:id/:slug.html").value();
    auto const path = url_pattern_component::pathname;
    BOOST_TEST(p.generate(path, values{{"id", "42"}, {"slug", "a b"}}).value() == "/books/42/a%20b.html");
    auto const missing = p.generate(path, values{{"id", "42"}});
    BOOST_TEST((missing.error() == urikit::error{errc::pattern_cannot_generate, 10})); // at ":slug"'s part
    BOOST_TEST((p.generate(path, values{{"id", "4/2"}, {"slug", "x"}}).error().code == errc::pattern_cannot_generate));
    BOOST_TEST((p.generate(path, values{{"id", ""}, {"slug", "x"}}).error().code == errc::pattern_cannot_generate));
    BOOST_TEST((p.generate(url_pattern_component::hostname, values{{"sub", "a"}}).error() ==
                urikit::error{errc::pattern_cannot_generate, 0})); // "{:sub.}?" has a modifier
    BOOST_TEST(p.generate(url_pattern_component::protocol, values{}).value() == "https");
    BOOST_TEST((p.generate(url_pattern_component::search, values{}).error().code == errc::pattern_cannot_generate)); // "*"
}

// Random ":name" patterns and values: a generated path is matched, and exec
// gives back each value as generated.
BOOST_AUTO_TEST_CASE(generated_texts_match_and_give_their_groups_back, URIKIT_NEEDS(re2)) {
    std::mt19937 rng(19);
    std::string const alphabet = "ab9-._~ %/?#é";
    int checked = 0;
    for (int round = 0; round < 300; ++round) {
        std::string pattern;
        std::vector<std::string> names, texts;
        for (int k = static_cast<int>(rng() % 3) + 1; k > 0; --k) {
            names.push_back("n" + std::to_string(names.size()));
            pattern += (rng() % 2 ? "/x" : "/") + std::string(":") + names.back();
            std::string v;
            for (int c = static_cast<int>(rng() % 5) + 1; c > 0; --c) v += alphabet[rng() % alphabet.size()];
            texts.push_back(v);
        }
        auto const p = urikit::parse_url_pattern({.pathname = pattern}).value();
        values groups;
        for (std::size_t k = 0; k < names.size(); ++k) groups.emplace_back(names[k], texts[k]);
        auto const made = p.generate(url_pattern_component::pathname, groups);
        if (!made) continue; // a value with "/" cannot fill a segment
        auto const m = p.exec(urikit::url_pattern_init{.pathname = *made});
        BOOST_TEST_REQUIRE(m.has_value(), pattern << " " << *made);
        for (std::size_t k = 0; k < names.size(); ++k)
            BOOST_TEST((*m)[url_pattern_component::pathname].group(names[k]).has_value());
        ++checked;
    }
    BOOST_TEST(checked > 60);
}

BOOST_AUTO_TEST_SUITE_END()
