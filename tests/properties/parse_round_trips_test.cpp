// Properties of parse, on random inputs (fixed seeds) and on every data line:
// a successful parse satisfies the offset invariants and recomposes to its
// input; the entry points nest (absolute-URI ⊂ URI ⊂ URI-reference); an
// error offset lies within the input.
#include <boost/test/unit_test.hpp>

#include <random>
#include <string>

#include <urikit/parse.hpp>

#include "data_files.hpp"
#include "random_reference.hpp"

namespace {

void check_properties(std::string_view s) {
    auto const ref = urikit::parse_uri_reference(s);
    auto const uri = urikit::parse_uri(s);
    auto const abs = urikit::parse_absolute_uri(s);
    if (ref) {
        BOOST_TEST_REQUIRE(ref->parts().check_invariants(s.size()), s);
        BOOST_TEST_REQUIRE(ref->recompose() == s);
    } else {
        BOOST_TEST_REQUIRE(ref.error().offset <= s.size(), s);
    }
    if (uri) {
        BOOST_TEST_REQUIRE(ref.has_value(), s);
        BOOST_TEST_REQUIRE((uri->parts().offsets == ref->parts().offsets), s);
        BOOST_TEST_REQUIRE(uri->recompose() == s);
    } else {
        BOOST_TEST_REQUIRE(uri.error().offset <= s.size(), s);
        if (ref) BOOST_TEST_REQUIRE(ref->is_relative(), s);
    }
    if (abs) {
        BOOST_TEST_REQUIRE(uri.has_value(), s);
        BOOST_TEST_REQUIRE(!abs->has_fragment(), s);
    } else if (uri) {
        BOOST_TEST_REQUIRE(uri->has_fragment(), s);
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(properties_parse)

BOOST_AUTO_TEST_CASE(parse_then_recompose_gives_the_input_back_on_random_references) {
    std::mt19937 rng(20261122);
    std::size_t valid = 0;
    for (int i = 0; i < 300000; ++i) {
        std::string const s = urikit::test::random_reference(rng);
        check_properties(s);
        valid += urikit::parse_uri_reference(s).has_value() ? 1u : 0u;
    }
    // The generator must exercise both outcomes.
    BOOST_TEST(valid > 10000u);
    BOOST_TEST(valid < 290000u);
}

BOOST_AUTO_TEST_CASE(parse_then_recompose_gives_the_input_back_on_random_bytes) {
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> byte(0, 255), len(0, 24);
    for (int i = 0; i < 200000; ++i) {
        std::string s(static_cast<std::size_t>(len(rng)), '\0');
        for (auto& c : s) c = static_cast<char>(byte(rng));
        check_properties(s);
    }
}

BOOST_AUTO_TEST_CASE(parse_then_recompose_gives_every_data_line_back) {
    for (auto const& f : urikit::test::load_data_files()) {
        std::size_t valid = 0;
        for (auto const& line : f.lines) {
            check_properties(line);
            valid += urikit::parse_uri_reference(line).has_value() ? 1u : 0u;
        }
        BOOST_TEST_MESSAGE(f.name << ": " << valid << " of " << f.lines.size() << " lines are URI references");
        BOOST_TEST(valid > 0u, f.name);
    }
}

BOOST_AUTO_TEST_SUITE_END()
