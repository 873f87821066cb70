// equivalent: normalized forms byte for byte.
#include "allocation_counter.hpp"
#include "data_files.hpp"
#include <functional>
#include <vector>
#include <string_view>

#include <boost/test/unit_test.hpp>

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

using urikit::profile;

namespace {
bool eq(std::string_view a, std::string_view b, profile p = profile::rfc3986) {
    auto const x = urikit::parse_uri_reference(a);
    auto const y = urikit::parse_uri_reference(b);
    BOOST_TEST_REQUIRE(x.has_value(), a);
    BOOST_TEST_REQUIRE(y.has_value(), b);
    urikit::equivalence const r = urikit::equivalent(*x, *y, p);
    BOOST_TEST_REQUIRE(!r.failed());
    return r.answer == urikit::verdict::equivalent;
}
} // namespace

BOOST_AUTO_TEST_SUITE(equivalent)

BOOST_AUTO_TEST_CASE(spec_seed_examples) {
    BOOST_TEST(eq("marie-claude", "marie%2Dclaude"));
    BOOST_TEST(!eq("bertram/marie-claude", "bertram%2Fmarie-claude"));
    BOOST_TEST(eq("/~user", "/%7Euser"));
    BOOST_TEST(!eq("path?key=value", "path%3Fkey=value"));
    BOOST_TEST(eq("%2f", "%2F"));
    BOOST_TEST(eq("100%25", "100%25"));
    BOOST_TEST(!eq("100%25", "100"));
}

BOOST_AUTO_TEST_CASE(equivalence_follows_the_profile) {
    BOOST_TEST(!eq("http://a:80/", "http://a/"));
    BOOST_TEST(eq("http://a:80/", "http://a/", profile::http));
    BOOST_TEST(!eq("http://a/#x", "http://a/#y", profile::http));
    BOOST_TEST(eq("http://a/#x", "http://a/#y", profile::cache_key));
    BOOST_TEST(eq("http://a/?b=1&a=2", "http://a/?a=2&b=1", profile::cache_key));
    BOOST_TEST(eq("HTTP://EXAMPLE.com/a/../b", "http://example.COM/b"));
    BOOST_TEST(eq("http://[::1]/", "http://[0:0:0:0:0:0:0:1]/"));
}

BOOST_AUTO_TEST_CASE(an_idna_failure_is_an_error_not_a_verdict_and_names_the_failed_input) {
    auto const bad = urikit::parse_uri_reference("http://%FF/");
    auto const good = urikit::parse_uri_reference("http://a/");
    urikit::equivalence const first = urikit::equivalent(*bad, *good, profile::http);
    BOOST_TEST((first.answer == urikit::verdict::first_failed));
    BOOST_TEST(urikit::name(first.failure.code) == "host_not_utf8");
    BOOST_TEST(first.failure.offset == 7u);
    BOOST_TEST(!first.is_equivalent());
    urikit::equivalence const second = urikit::equivalent(*good, *bad, profile::http);
    BOOST_TEST((second.answer == urikit::verdict::second_failed));
    BOOST_TEST(urikit::name(second.failure.code) == "host_not_utf8");
    urikit::equivalence const both = urikit::equivalent(*bad, *bad, profile::http);
    BOOST_TEST((both.answer == urikit::verdict::first_failed)); // the first is reported first
}

BOOST_AUTO_TEST_CASE(different_references_give_a_verdict_with_no_error) {
    urikit::equivalence const r =
        urikit::equivalent(*urikit::parse_uri_reference("http://a/%7e"), *urikit::parse_uri_reference("http://a/x"));
    BOOST_TEST((r.answer == urikit::verdict::different));
    BOOST_TEST(!r.failed());
    BOOST_TEST(!r.is_equivalent());
    BOOST_TEST((r.failure == urikit::error{}));
}

BOOST_AUTO_TEST_CASE(hash_value_is_consistent_with_equivalence) {
    using urikit::profile;
    auto const h = [](std::string_view text, profile p) { return urikit::hash_value(urikit::parse_uri_reference(text).value(), p); };
    BOOST_TEST(h("HTTP://A/%7e", profile::rfc3986) == h("http://a/~", profile::rfc3986));
    BOOST_TEST(h("http://a:80/", profile::http) == h("http://a", profile::http));
    BOOST_TEST(h("http://a/?y=1&x=2", profile::cache_key) == h("http://a/?x=2&y=1#f", profile::cache_key));
    BOOST_TEST(h("http://a/?y=1&x=2", profile::http) != h("http://a/?x=2&y=1", profile::http), "almost surely");
    std::size_t checked = 0;
    for (auto const& file : urikit::test::load_data_files()) {
        for (std::size_t i = 1; i < file.lines.size() && i < 3000; ++i) {
            auto const a = urikit::parse_uri_reference(file.lines[i - 1]);
            auto const b = urikit::parse_uri_reference(file.lines[i]);
            if (!a || !b) continue;
            for (profile p : {profile::rfc3986, profile::http, profile::cache_key, profile::http_cache}) {
                if (urikit::equivalent(*a, *b, p).is_equivalent()) {
                    BOOST_TEST_REQUIRE(urikit::hash_value(*a, p) == urikit::hash_value(*b, p), file.lines[i]);
                }
                auto const n = urikit::normalize(*a, p);
                if (n) BOOST_TEST_REQUIRE(urikit::hash_value(*a, p) == std::hash<std::string_view>{}(n->str()));
                ++checked;
            }
        }
    }
    BOOST_TEST(checked > 1000u);
}

BOOST_AUTO_TEST_CASE(hash_value_allocates_nothing_once_warm) {
    std::vector<urikit::uri_view> views;
    auto const files = urikit::test::load_data_files();
    for (auto const& file : files) {
        for (auto const& line : file.lines) {
            if (auto const u = urikit::parse_uri_reference(line); u && line.size() < 2000) views.push_back(*u);
        }
    }
    std::size_t sum = 0;
    for (auto const& v : views) sum += urikit::hash_value(v, urikit::profile::http); // warm
    urikit::test::start_counting_allocations();
    for (auto const& v : views) sum += urikit::hash_value(v, urikit::profile::http);
    BOOST_TEST(urikit::test::stop_counting_allocations() == 0u);
    BOOST_TEST(sum != 0u);
}

BOOST_AUTO_TEST_SUITE_END()
