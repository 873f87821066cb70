// Properties of normalize and equivalent on every data line and on random
// references (fixed seeds), for every profile:
// - the result re-parses, to exactly the components normalize recorded;
// - normalizing twice gives the same string (idempotent);
// - a reference is equivalent to its normalized form, and equivalence is
//   symmetric.
#include <boost/test/unit_test.hpp>

#include <random>
#include <string>

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

#include "data_files.hpp"
#include "random_reference.hpp"

namespace {

constexpr urikit::profile profiles[] = {urikit::profile::rfc3986, urikit::profile::http, urikit::profile::cache_key, urikit::profile::http_cache};

void check(std::string_view s, std::string_view other) {
    auto const u = urikit::parse_uri_reference(s);
    if (!u) return;
    for (auto p : profiles) {
        auto const n = urikit::normalize(*u, p);
        if (!n) continue; // only IDNA refusals (tested elsewhere)
        auto const again = urikit::parse_uri_reference(n->str());
        BOOST_TEST_REQUIRE(again.has_value(), s << " -> " << n->str());
        BOOST_TEST_REQUIRE((again->parts().offsets == n->parts().offsets), s << " -> " << n->str());
        BOOST_TEST_REQUIRE((again->host_kind() == n->parts().host_kind), s << " -> " << n->str());
        auto const twice = urikit::normalize(*again, p);
        BOOST_TEST_REQUIRE(twice.has_value(), n->str());
        BOOST_TEST_REQUIRE(twice->str() == n->str(), s);
        BOOST_TEST_REQUIRE(urikit::equivalent(*u, *again, p).is_equivalent(), s);
        if (auto const v = urikit::parse_uri_reference(other)) {
            urikit::equivalence const ab = urikit::equivalent(*u, *v, p);
            urikit::equivalence const ba = urikit::equivalent(*v, *u, p);
            BOOST_TEST_REQUIRE(ab.failed() == ba.failed());
            if (!ab.failed()) BOOST_TEST_REQUIRE((ab.answer == ba.answer), s << " vs " << other);
        }
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(properties_normalize)

BOOST_AUTO_TEST_CASE(normalize_is_idempotent_and_reparses_on_every_data_line) {
    for (auto const& f : urikit::test::load_data_files()) {
        for (std::size_t i = 0; i < f.lines.size(); ++i) check(f.lines[i], f.lines[(i * 7919) % f.lines.size()]);
    }
}

BOOST_AUTO_TEST_CASE(normalize_is_idempotent_and_reparses_on_random_references) {
    std::mt19937 rng(6);
    for (int i = 0; i < 100000; ++i) {
        std::string const a = urikit::test::random_reference(rng);
        std::string const b = urikit::test::random_reference(rng);
        check(a, b);
    }
}

BOOST_AUTO_TEST_CASE(equivalence_is_symmetric_on_near_duplicates) {
    // Pairs that differ only in ways some profile ignores.
    char const* const pairs[][2] = {
        {"http://a:80/x", "HTTP://A/x"}, {"http://a/?b&a", "http://a/?a&b"}, {"http://a/%7e", "http://a/~"},
        {"http://a/x#f", "http://a/x"},  {"http://a", "http://a/"},         {"foo:/a/..//b", "foo:/.//b"},
    };
    for (auto const& pr : pairs) check(pr[0], pr[1]);
}

BOOST_AUTO_TEST_SUITE_END()
