// uri_view: recomposition (RFC 3986 §5.3), authority, port number, predicates.
#include <boost/test/unit_test.hpp>

#include <urikit/parse.hpp>

BOOST_AUTO_TEST_SUITE(uri_view)

BOOST_AUTO_TEST_CASE(recompose_of_a_parsed_input_is_the_input) {
    for (char const* s : {"", "a:", "//", "?", "#", "s://@:?#", "HTTP://u:p@H:80/a/./b/../c?q#f", "file:///x",
                          "mailto:a@b", "./a:b", "//[::1]:8/", "%41%2f?%3F#%23"}) {
        auto const r = urikit::parse_uri_reference(s);
        BOOST_TEST_REQUIRE(r.has_value(), s);
        BOOST_TEST(r->recompose() == s);
    }
}

BOOST_AUTO_TEST_CASE(recompose_into_appends_and_reuses_the_buffer) {
    auto const r = urikit::parse_uri_reference("http://h/p?q");
    BOOST_TEST_REQUIRE(r.has_value());
    std::string out = "> ";
    r->recompose_into(out);
    BOOST_TEST(out == "> http://h/p?q");
}

BOOST_AUTO_TEST_CASE(authority_spans_userinfo_host_and_port) {
    auto const a = urikit::parse_uri_reference("http://u:p@h:80/x");
    BOOST_TEST_REQUIRE(a.has_value());
    BOOST_TEST(a->authority() == "u:p@h:80");
    auto const b = urikit::parse_uri_reference("//h/x");
    BOOST_TEST(b->authority() == "h");
    auto const c = urikit::parse_uri_reference("/x");
    BOOST_TEST(!c->has_authority());
    BOOST_TEST(c->authority().empty());
    auto const d = urikit::parse_uri_reference("//");
    BOOST_TEST(d->has_authority());
    BOOST_TEST(d->authority().empty());
}

BOOST_AUTO_TEST_CASE(port_number_reads_digits_and_reports_range) {
    BOOST_TEST(urikit::parse_uri_reference("//h:80")->port_number().value() == 80);
    BOOST_TEST(urikit::parse_uri_reference("//h:080")->port_number().value() == 80);
    BOOST_TEST(urikit::parse_uri_reference("//h:65535")->port_number().value() == 65535);
    BOOST_TEST(urikit::parse_uri_reference("//h:0")->port_number().value() == 0);
    auto const big = urikit::parse_uri_reference("//h:65536")->port_number();
    BOOST_TEST(urikit::name(big.error().code) == "port_out_of_range");
    BOOST_TEST(big.error().offset == 4u);
    BOOST_TEST(urikit::name(urikit::parse_uri_reference("//h:")->port_number().error().code) == "invalid_port");
    BOOST_TEST(urikit::name(urikit::parse_uri_reference("//h")->port_number().error().code) == "invalid_port");
}

BOOST_AUTO_TEST_CASE(absolute_and_relative_predicates) {
    BOOST_TEST(urikit::parse_uri_reference("a:b")->is_absolute());
    BOOST_TEST(!urikit::parse_uri_reference("a:b#f")->is_absolute());
    BOOST_TEST(urikit::parse_uri_reference("b")->is_relative());
    BOOST_TEST(!urikit::parse_uri_reference("a:b")->is_relative());
}

BOOST_AUTO_TEST_CASE(result_reports_ok_error_when_it_holds_a_value) {
    auto const r = urikit::parse_uri_reference("a:b");
    BOOST_TEST(r.has_value());
    BOOST_TEST(!r.has_error());
    BOOST_TEST(urikit::name(r.error().code) == "ok");
}

BOOST_AUTO_TEST_SUITE_END()
