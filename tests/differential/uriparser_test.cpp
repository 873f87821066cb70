// urikit against uriparser (uriParseSingleUriExA): verdicts and every
// component. uriparser follows the RFC 3986 ABNF closely; any difference
// fails the test unless listed (none is listed today).
#include <boost/test/unit_test.hpp>

#include <fstream>
#include <random>
#include <string>

#include <urikit/parse.hpp>

#include "data_files.hpp"
#include "uriparser_split.hpp"
#include "random_reference.hpp"

namespace {

struct tally {
    std::size_t inputs = 0, agreed = 0;
};

void compare(std::string_view input, tally& t) {
    ++t.inputs;
    std::string const diff = urikit::test::uriparser_split::difference(input, urikit::parse_uri_reference(input));
    BOOST_TEST(diff.empty(), "difference from uriparser on \"" << input << "\":" << diff);
    if (diff.empty()) ++t.agreed;
}

} // namespace

BOOST_AUTO_TEST_SUITE(differential_uriparser)

BOOST_AUTO_TEST_CASE(uriparser_agrees_on_every_data_line) {
    for (auto const& f : urikit::test::load_data_files()) {
        tally t;
        for (auto const& line : f.lines) compare(line, t);
        BOOST_TEST_MESSAGE(f.name << ": " << t.inputs << " inputs, " << t.agreed << " agree");
    }
}

BOOST_AUTO_TEST_CASE(uriparser_agrees_on_edge_cases) {
    std::ifstream in(URIKIT_EDGE_CASES);
    BOOST_TEST_REQUIRE(static_cast<bool>(in));
    tally t;
    for (std::string line; std::getline(in, line);) compare(line, t);
    BOOST_TEST(t.inputs > 50u);
}

BOOST_AUTO_TEST_CASE(uriparser_agrees_on_random_references) {
    std::mt19937 rng(3987);
    tally t;
    for (int i = 0; i < 200000; ++i) compare(urikit::test::random_reference(rng), t);
    BOOST_TEST_MESSAGE("random references: " << t.inputs << " inputs, " << t.agreed << " agree");
}

BOOST_AUTO_TEST_SUITE_END()
