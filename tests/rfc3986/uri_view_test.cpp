// uri_view: recomposition (RFC 3986 §5.3), authority, port number, predicates.
#include <sstream>
#include <unordered_set>
#include <urikit/normalize.hpp>
#include <boost/test/unit_test.hpp>

#include <urikit/parse.hpp>
#include <urikit/uri.hpp>

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
    BOOST_TEST(urikit::parse_uri_reference("//h:80")->port_number().value().value() == 80);
    BOOST_TEST(urikit::parse_uri_reference("//h:080")->port_number().value().value() == 80);
    BOOST_TEST(urikit::parse_uri_reference("//h:65535")->port_number().value().value() == 65535);
    BOOST_TEST(urikit::parse_uri_reference("//h:0")->port_number().value().value() == 0);
    auto const big = urikit::parse_uri_reference("//h:65536")->port_number();
    BOOST_TEST(urikit::name(big.error().code) == "port_out_of_range");
    BOOST_TEST(big.error().offset == 4u);
    // Absent (or empty) is no error, and no value.
    BOOST_TEST(!urikit::parse_uri_reference("//h:")->port_number().value().has_value());
    BOOST_TEST(!urikit::parse_uri_reference("//h")->port_number().value().has_value());
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

BOOST_AUTO_TEST_SUITE(uri_view_construction)

BOOST_AUTO_TEST_CASE(a_default_view_is_the_empty_reference) {
    urikit::uri_view const v;
    BOOST_TEST(v.str().empty());
    BOOST_TEST(v.has(urikit::component::path));
    BOOST_TEST(v.path().empty());
    BOOST_TEST(!v.has_scheme());
    BOOST_TEST(!v.has_authority());
    BOOST_TEST(v.parts().check_invariants(0));
    BOOST_TEST((v.parts() == urikit::parse_uri_reference("")->parts()));
    BOOST_TEST(v.recompose().empty());
}

BOOST_AUTO_TEST_CASE(from_parts_accepts_exactly_the_offsets_the_parser_gives) {
    for (char const* s : {"", "a:", "http://u@h:1/p?q#f", "//[::1]/", "x/y", "http://例え.jp/é"}) {
        auto const parsed = urikit::parse_iri_reference(s);
        BOOST_TEST_REQUIRE(parsed.has_value());
        auto const checked = urikit::uri_view::from_parts(s, parsed->parts());
        BOOST_TEST_REQUIRE(checked.has_value(), s);
        BOOST_TEST((checked->parts() == parsed->parts()));
    }
}

BOOST_AUTO_TEST_CASE(from_parts_refuses_offsets_that_do_not_describe_the_text) {
    std::string const text = "http://host/path?q";
    urikit::components const good = urikit::parse_uri_reference(text)->parts();
    auto refused = [&](urikit::components const& p, std::uint32_t offset) {
        auto const r = urikit::uri_view::from_parts(text, p);
        BOOST_TEST_REQUIRE(!r.has_value());
        BOOST_TEST(urikit::name(r.error().code) == "invalid_components");
        BOOST_TEST(r.error().offset == offset);
    };
    urikit::components p = good;
    p.set(urikit::component::host, 7, 100); // out of bounds
    refused(p, 7);
    p = good;
    p.set(urikit::component::path, 12, 11); // backwards
    refused(p, 11);
    p = good;
    p.remove(urikit::component::query); // "?q" is there
    refused(p, 17);
    p = good;
    p.host_kind = urikit::host_kind::ipv4; // "host" is a reg-name
    refused(p, 7);
    p = good;
    p.set(urikit::component::scheme, 0, 3); // "htt" is not where the scheme ends
    refused(p, 0);
    // text that is no reference at all: the parse error
    auto const bad = urikit::uri_view::from_parts("http://a b/", good);
    BOOST_TEST(urikit::name(bad.error().code) == "invalid_character");
}

BOOST_AUTO_TEST_CASE(uri_from_parts_checks_like_the_view) {
    auto const ok = urikit::uri::from_parts("a:b", urikit::parse_uri_reference("a:b")->parts());
    BOOST_TEST_REQUIRE(ok.has_value());
    BOOST_TEST(ok->view().scheme() == "a");
    urikit::components wrong;
    wrong.set(urikit::component::path, 0, 1);
    BOOST_TEST(urikit::name(urikit::uri::from_parts("a:b", wrong).error().code) == "invalid_components");
}

BOOST_AUTO_TEST_CASE(a_default_or_released_uri_is_the_empty_reference) {
    urikit::uri const fresh;
    BOOST_TEST(fresh.str().empty());
    BOOST_TEST(fresh.view().has(urikit::component::path));
    auto made = urikit::uri::from_parts("http://h/p", urikit::parse_uri_reference("http://h/p")->parts()).value();
    std::string const text = made.release();
    BOOST_TEST(text == "http://h/p");
    BOOST_TEST(made.str().empty());
    BOOST_TEST((made.parts() == urikit::components{}));
    BOOST_TEST(made.view().recompose().empty());
}

BOOST_AUTO_TEST_CASE(recompose_into_the_buffer_the_view_points_into_appends_a_copy) {
    std::string buffer = "http://h/p?q";
    auto const v = urikit::parse_uri_reference(buffer);
    v->recompose_into(buffer);
    BOOST_TEST(buffer == "http://h/p?qhttp://h/p?q");
}

BOOST_AUTO_TEST_CASE(uris_and_views_print_their_text_and_hash_by_it) {
    urikit::uri const a = urikit::normalize(urikit::parse_uri("HTTP://A/%7e").value()).value();
    urikit::uri const b = urikit::normalize(urikit::parse_uri("http://a/~").value()).value();
    std::ostringstream os;
    os << a << " " << b.view();
    BOOST_TEST(os.str() == "http://a/~ http://a/~");
    BOOST_TEST(std::hash<urikit::uri>{}(a) == std::hash<urikit::uri>{}(b), "equal uris hash alike");
    BOOST_TEST(std::hash<urikit::uri>{}(a) == std::hash<std::string>{}(a.str()));
    std::unordered_set<urikit::uri> set{a, b};
    BOOST_TEST(set.size() == 1u);
}

BOOST_AUTO_TEST_SUITE_END()
