// urikit tests: src/web/web_url.cpp, the URL record's getters: the default
// URL, and absent fields told as uri_view tells them.
#include <sstream>
#include <boost/test/unit_test.hpp>

#include <urikit/http.hpp>
#include <urikit/web_url.hpp>

BOOST_AUTO_TEST_SUITE(web_url)

BOOST_AUTO_TEST_CASE(the_default_url_is_about_blank) {
    urikit::web_url const u;
    BOOST_TEST(u.href() == "about:blank");
    BOOST_TEST(u.protocol() == "about:");
    BOOST_TEST(u.pathname() == "blank");
    BOOST_TEST(u.has_opaque_path());
    BOOST_TEST(urikit::origin(u).value().serialize() == "null");
    BOOST_TEST((u == *urikit::parse_web("about:blank")));
}

BOOST_AUTO_TEST_CASE(absent_fields_are_told_as_uri_view_tells_them) {
    auto const u = urikit::parse_web("http://h:8080/p?#");
    BOOST_TEST(u->str() == u->href());
    BOOST_TEST(u->has_port());
    BOOST_TEST(u->port_number().value() == 8080);
    BOOST_TEST(u->has_query());
    BOOST_TEST(u->query().empty());
    BOOST_TEST(u->has_fragment());
    auto const d = urikit::parse_web("http://h:80/p");
    BOOST_TEST(!d->has_port(), "a default port is null");
    BOOST_TEST(!d->port_number().has_value(), "a null port is absent, not an error");
    BOOST_TEST(d->port_or_default().value() == 80);
    auto const opaque = urikit::parse_web("sc://h/");
    BOOST_TEST(opaque->port_or_default().error() == (urikit::error{urikit::errc::unsupported_scheme, 0}));
    BOOST_TEST(!d->has_query());
    BOOST_TEST(!d->has_fragment());
    BOOST_TEST(d->query().empty());
    BOOST_TEST(d->has_host());
    BOOST_TEST(!urikit::parse_web("mailto:x").value().has_host());
}

BOOST_AUTO_TEST_CASE(a_web_url_prints_its_href) {
    std::ostringstream os;
    os << urikit::parse_web("HTTP://H/a b").value();
    BOOST_TEST(os.str() == "http://h/a%20b");
}

BOOST_AUTO_TEST_SUITE_END()

