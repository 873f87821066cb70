// urikit against Boost.URL 1.81 (parse_uri_reference): verdicts and every
// component. Each difference must be one of the listed deviations, where
// Boost.URL contradicts the RFC 3986 ABNF; anything else fails the test.
#include <boost/test/unit_test.hpp>

#include <boost/url/parse.hpp>
#include <boost/url/url_view.hpp>

#include <fstream>
#include <map>
#include <random>
#include <string>

#include <urikit/parse.hpp>

#include "boost_url_deviations.hpp"
#include "data_files.hpp"
#include "random_reference.hpp"


namespace {

using namespace urikit::test::boost_url_deviations;

struct tally {
    std::size_t inputs = 0, agreed = 0;
    std::map<deviation, std::size_t> deviations;
};

void compare(std::string_view input, tally& t) {
    ++t.inputs;
    auto const u = urikit::parse_uri_reference(input);
    auto const b = bu::parse_uri_reference(bu::string_view(input.data(), input.size()));
    std::string diff;
    if (u.has_value() != b.has_value()) diff = u ? " boost rejects" : " boost accepts";
    else if (u) diff = compare_components(*u, *b);
    if (diff.empty()) {
        ++t.agreed;
        return;
    }
    deviation const d = explain(input, u, b);
    BOOST_TEST((d != deviation::none), "unexplained difference from Boost.URL on \"" << input << "\":" << diff);
    if (d != deviation::none) ++t.deviations[d];
}

void report(std::string_view what, tally const& t) {
    std::string s;
    for (auto const& [d, n] : t.deviations) s += std::string(" ") + name(d) + "=" + std::to_string(n);
    BOOST_TEST_MESSAGE(what << ": " << t.inputs << " inputs, " << t.agreed << " agree;" << (s.empty() ? " no deviations" : s));
}

} // namespace

BOOST_AUTO_TEST_SUITE(differential_boost_url)

BOOST_AUTO_TEST_CASE(boost_url_agrees_on_every_data_line_except_listed_deviations) {
    for (auto const& f : urikit::test::load_data_files()) {
        tally t;
        for (auto const& line : f.lines) compare(line, t);
        report(f.name, t);
        BOOST_TEST(t.agreed > 0u);
    }
}

BOOST_AUTO_TEST_CASE(boost_url_agrees_on_edge_cases_except_listed_deviations) {
    std::ifstream in(URIKIT_EDGE_CASES);
    BOOST_TEST_REQUIRE(static_cast<bool>(in));
    tally t;
    for (std::string line; std::getline(in, line);) compare(line, t);
    report("edge cases", t);
    // The listed deviations are real: the edge cases show each of them.
    BOOST_TEST(t.deviations[deviation::path_after_authority_without_slash] > 0u);
    BOOST_TEST(t.deviations[deviation::uppercase_v_in_ipvfuture] > 0u);
    BOOST_TEST(t.deviations[deviation::reg_name_with_ipv4_prefix_rejected] > 0u);
}

BOOST_AUTO_TEST_CASE(boost_url_agrees_on_random_references_except_listed_deviations) {
    std::mt19937 rng(3986);
    tally t;
    for (int i = 0; i < 200000; ++i) compare(urikit::test::random_reference(rng), t);
    report("random references", t);
}

BOOST_AUTO_TEST_SUITE_END()
