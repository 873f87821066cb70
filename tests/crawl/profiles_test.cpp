// equivalent: normalized forms byte for byte.
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

BOOST_AUTO_TEST_SUITE_END()
