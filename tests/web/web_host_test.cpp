// urikit tests: src/web/web_host.cpp, the host parser.
#include <boost/test/unit_test.hpp>

#include <urikit/idna.hpp>
#include <urikit/web_url.hpp>

BOOST_AUTO_TEST_SUITE(web_host)

BOOST_AUTO_TEST_CASE(ascii_domains_need_no_idna_and_others_report_when_it_is_missing) {
    auto const ascii = urikit::parse_web("http://XN--a.COM/");
    BOOST_TEST_REQUIRE(ascii.has_value());
    BOOST_TEST(ascii->hostname() == "xn--a.com");
    auto const unicode = urikit::parse_web("http://fa\xC3\x9F.de/");
    if (urikit::available(urikit::feature::idna)) {
        BOOST_TEST(unicode->hostname() == "xn--fa-hia.de"); // IdnaTestV2
    } else {
        BOOST_TEST(urikit::name(unicode.error().code) == "idna_unavailable");
    }
}

BOOST_AUTO_TEST_SUITE_END()
