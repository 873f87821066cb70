// available(feature) answers what the build does: each feature's answer
// agrees with the function that needs it (its *_unavailable code exactly
// when the feature is absent).
#include <boost/test/unit_test.hpp>

#include <urikit/urikit.hpp>

namespace {

bool refused_with(urikit::errc code, urikit::errc unavailable) { return code == unavailable; }

} // namespace

BOOST_AUTO_TEST_SUITE(features)

BOOST_AUTO_TEST_CASE(idna_is_available_exactly_when_a_non_ascii_host_converts) {
    auto const r = urikit::to_uri("http://fa\xC3\x9F.de/");
    bool const unavailable = !r && refused_with(r.error().code, urikit::errc::idna_unavailable);
    BOOST_TEST(urikit::available(urikit::feature::idna) == !unavailable);
    if (r) BOOST_TEST(r->str() == "http://xn--fa-hia.de/");
}

BOOST_AUTO_TEST_CASE(the_public_suffix_list_is_available_exactly_when_site_answers) {
    auto const u = urikit::parse_uri("http://a.b.example.co.uk/").value();
    auto const s = urikit::site(u);
    bool const unavailable = !s && refused_with(s.error().code, urikit::errc::psl_unavailable);
    BOOST_TEST(urikit::available(urikit::feature::public_suffix_list) == !unavailable);
    BOOST_TEST(urikit::public_suffix_list_source().empty() == unavailable);
    if (s) BOOST_TEST(s->site.value_or("") == "example.co.uk");
}

BOOST_AUTO_TEST_CASE(url_patterns_are_available_exactly_when_a_pattern_compiles) {
    auto const p = urikit::parse_url_pattern("https://example.com/books/:id");
    bool const unavailable = !p && refused_with(p.error().code, urikit::errc::regexp_unavailable);
    BOOST_TEST(urikit::available(urikit::feature::url_patterns) == !unavailable);
    BOOST_TEST((p || unavailable), "a well-formed pattern fails only without RE2");
}

BOOST_AUTO_TEST_CASE(safe_browsing_hashes_are_available_exactly_when_they_hash) {
    auto const h = urikit::safe_browsing_hashes("http://a.b.c/1/2.html?param=1");
    bool const unavailable = !h && refused_with(h.error().code, urikit::errc::crypto_unavailable);
    BOOST_TEST(urikit::available(urikit::feature::safe_browsing_hashes) == !unavailable);
    if (h) BOOST_TEST(!h->empty());
}

BOOST_AUTO_TEST_CASE(a_value_that_names_no_feature_is_not_available) {
    BOOST_TEST(!urikit::available(static_cast<urikit::feature>(200)));
}

BOOST_AUTO_TEST_SUITE_END()
