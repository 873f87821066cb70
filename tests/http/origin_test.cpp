// urikit tests: src/http/origin.cpp, the origin of a URI (RFC 6454) and of
// a web URL (URL Standard, "Origin").
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/http.hpp>
#include <urikit/idna.hpp>
#include <urikit/parse.hpp>
#include <urikit/web_url.hpp>

namespace {

urikit::uri_origin origin_of(std::string_view text) {
    auto const u = urikit::parse_uri_reference(text);
    BOOST_REQUIRE_MESSAGE(u.has_value(), "not a reference: " << text);
    auto r = urikit::origin(*u);
    BOOST_REQUIRE_MESSAGE(r.has_value(), "refused: " << text);
    return std::move(r).value();
}

} // namespace

BOOST_AUTO_TEST_SUITE(origin)

BOOST_AUTO_TEST_CASE(origins_are_scheme_host_port_triples) {
    urikit::uri_origin const o = origin_of("HTTPS://Example.COM:443/a?b#c");
    BOOST_TEST(o.scheme == "https");
    BOOST_TEST(o.host == "example.com");
    BOOST_TEST(o.port == 443);
    BOOST_TEST(o.serialize() == "https://example.com");
    BOOST_TEST(origin_of("http://example.com:8080/").serialize() == "http://example.com:8080");
    BOOST_TEST(origin_of("http://example.com:080/").serialize() == "http://example.com");
    BOOST_TEST(origin_of("http://[2001:DB8:0::1]:80/").serialize() == "http://[2001:db8::1]");
    BOOST_TEST(origin_of("ws://h:80/").serialize() == "ws://h");
    BOOST_TEST(origin_of("ftp://h/").serialize() == "ftp://h");
    if (urikit::available(urikit::feature::idna)) BOOST_TEST(origin_of("http://%C3%A9.com/").serialize() == "http://xn--9ca.com");
}

BOOST_AUTO_TEST_CASE(origins_without_a_naming_authority_are_unique) {
    for (std::string_view s : {"mailto:a@b", "/relative", "//h/x", "file:///etc/passwd", "file://h/x", "foo://h/",
                               "http:///x", "urn:isbn:1"}) {
        BOOST_TEST_CONTEXT(s) {
            BOOST_TEST(origin_of(s).is_unique());
            BOOST_TEST(origin_of(s).serialize() == "null");
        }
    }
}

BOOST_AUTO_TEST_CASE(same_origin_compares_triples_and_never_unique_ones) {
    BOOST_TEST(same_origin(origin_of("http://a/"), origin_of("HTTP://A:80/x")));
    BOOST_TEST(!same_origin(origin_of("http://a/"), origin_of("https://a/")));
    BOOST_TEST(!same_origin(origin_of("http://a/"), origin_of("http://a:81/")));
    BOOST_TEST(!same_origin(origin_of("mailto:x"), origin_of("mailto:x")));
    BOOST_TEST(!urikit::origin(urikit::parse_uri("http://h:99999/").value()).has_value());
}

BOOST_AUTO_TEST_CASE(the_origin_of_a_web_url_is_the_standards_in_the_one_origin_type) {
    auto const o = [](std::string_view href) { return urikit::origin(urikit::parse_web(href).value()).value(); };
    BOOST_TEST(o("https://A.com:443/x").serialize() == "https://a.com");
    BOOST_TEST(o("wss://a.com:444/").port == 444);
    BOOST_TEST(o("ftp://a.com/").port == 21);
    BOOST_TEST(o("http://[::1]:81/").host == "[::1]");
    BOOST_TEST(o("blob:https://a.com/x").serialize() == "https://a.com");
    BOOST_TEST(o("blob:file:///x").is_unique());
    BOOST_TEST(o("blob:bad").is_unique());
    BOOST_TEST(o("file:///x").serialize() == "null");
    BOOST_TEST(o("sc://h/").is_unique());
    BOOST_TEST(same_origin(o("http://a.com/"), o("http://A.com:80/x")));
}

BOOST_AUTO_TEST_SUITE_END()
