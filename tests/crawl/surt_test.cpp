// urikit tests: src/crawl/surt.cpp's SURT form of a reference as it is
// (surt_form, Heritrix's with userinfo). The IA key, surt(), is tested
// against the IA's own suites in ia_surt_test.cpp.
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/parse.hpp>

namespace {

std::string surt_form_of(std::string_view text, urikit::surt_options const& o = {}) {
    auto const u = urikit::parse_uri_reference(text);
    BOOST_REQUIRE(u.has_value());
    auto r = urikit::surt_form(*u, o);
    BOOST_REQUIRE(r.has_value());
    return std::move(r).value();
}

} // namespace

BOOST_AUTO_TEST_SUITE(surt_form)

BOOST_AUTO_TEST_CASE(the_options_write_each_variant) {
    urikit::surt_options heritrix;
    heritrix.scheme = true;
    heritrix.trailing_comma = true;
    // urlcanon's three variants of one URL (shared/data/crawler/README.md).
    std::string_view const url = "http://foo.example.org:81/path?query#frag";
    BOOST_TEST(surt_form_of(url, heritrix) == "http://(org,example,foo,:81)/path?query#frag");
    urikit::surt_options no_scheme;
    no_scheme.trailing_comma = true;
    BOOST_TEST(surt_form_of(url, no_scheme) == "org,example,foo,:81)/path?query#frag");
    urikit::surt_options no_comma;
    no_comma.scheme = true;
    BOOST_TEST(surt_form_of(url, no_comma) == "http://(org,example,foo:81)/path?query#frag");
    BOOST_TEST(surt_form_of("mailto:a@b") == "mailto:a@b");
    BOOST_TEST(surt_form_of("http://123.45.167.89/") == "89,167,45,123)/");
    urikit::surt_options keep_ip;
    keep_ip.reverse_ipv4 = false;
    BOOST_TEST(surt_form_of("http://123.45.167.89:81/", keep_ip) == "123.45.167.89:81)/");
    BOOST_TEST(surt_form_of("http://[2001:db8::1]/") == "[2001:db8::1])/");
}

BOOST_AUTO_TEST_SUITE_END()
