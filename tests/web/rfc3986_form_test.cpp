// urikit tests: src/web/rfc3986_form.cpp, a web URL as an RFC 3986 URI (to_rfc3986, uri_ref).
#include <boost/test/unit_test.hpp>

#include <urikit/web_url.hpp>

BOOST_AUTO_TEST_SUITE(rfc3986_form)

BOOST_AUTO_TEST_CASE(to_uri_encodes_exactly_what_rfc_3986_does_not_allow) {
    auto const u = urikit::parse_web("https://h/a[b]|c^d?e[f]|^`{g}\"#h#i j%zz%41");
    BOOST_TEST_REQUIRE(u.has_value());
    BOOST_TEST(u->href() == "https://h/a[b]|c%5Ed?e[f]|^`{g}%22#h#i%20j%zz%41");
    auto const as_uri = urikit::to_rfc3986(*u);
    BOOST_TEST_REQUIRE(as_uri.has_value());
    BOOST_TEST(as_uri->str() == "https://h/a%5Bb%5D%7Cc%5Ed?e%5Bf%5D%7C%5E%60%7Bg%7D%22#h%23i%20j%25zz%41");
    auto const opaque = urikit::parse_web("mailto:a b\"c");
    BOOST_TEST((*urikit::to_rfc3986(*opaque)).str() == "mailto:a%20b%22c");
    auto const no_host = urikit::parse_web("web+demo:/.//not-a-host/");
    BOOST_TEST(no_host->href() == "web+demo:/.//not-a-host/");
    BOOST_TEST(no_host->pathname() == "//not-a-host/");
    urikit::uri const bridged = *urikit::to_rfc3986(*no_host);
    BOOST_TEST(bridged.str() == "web+demo:/.//not-a-host/");
    BOOST_TEST(bridged.view().path() == "/.//not-a-host/");
}

BOOST_AUTO_TEST_SUITE_END()
