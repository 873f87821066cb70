// urikit tests: src/web/web_assembler.cpp, the URL serializer written
// component by component: each component's percent-encode set, the offsets
// it records, the default port left to the caller, and the "/." before a
// path that would read as an authority.
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/web_url.hpp>

#include "src/web/web_assembler.hpp"

namespace {

struct assembler_buffer {
    std::string text;
};

} // namespace

BOOST_AUTO_TEST_SUITE(web_assembler)

BOOST_AUTO_TEST_CASE(each_component_through_its_encode_set_with_its_offsets) {
    assembler_buffer b;
    urikit::detail::web_assembler a(b.text);
    a.scheme("HTTP");
    BOOST_TEST(a.special());
    a.open_authority();
    a.credentials("u s:p@w");
    BOOST_TEST_REQUIRE((a.host("EXAMPLE.com").code == urikit::errc::ok));
    a.port(8080);
    a.open_path();
    a.path_state("a b/c");
    a.query("q'<");
    a.fragment("f g");
    urikit::web_url u;
    BOOST_TEST_REQUIRE((a.finish(u).code == urikit::errc::ok));
    BOOST_TEST(u.href() == "http://u%20s:p%40w@example.com:8080/a%20b/c?q%27%3C#f%20g");
    BOOST_TEST(u.username() == "u%20s");
    BOOST_TEST(u.password() == "p%40w");
    BOOST_TEST(u.hostname() == "example.com");
    BOOST_TEST(u.port() == "8080");
    BOOST_TEST(u.pathname() == "/a%20b/c");
    BOOST_TEST(u.query() == "q%27%3C");
    BOOST_TEST(u.fragment() == "f%20g");
    BOOST_TEST((u.host_kind() == urikit::web_host_kind::domain));
    BOOST_TEST((u == urikit::parse_web(u.href()).value()), "what it writes parses back to itself");
}

BOOST_AUTO_TEST_CASE(a_non_special_query_keeps_the_apostrophe_and_empty_credentials_write_nothing) {
    assembler_buffer b;
    urikit::detail::web_assembler a(b.text);
    a.scheme("sc");
    BOOST_TEST(!a.special());
    a.open_authority();
    a.credentials("");
    BOOST_TEST_REQUIRE((a.host("H").code == urikit::errc::ok));
    a.open_path();
    a.query("q'");
    urikit::web_url u;
    BOOST_TEST_REQUIRE((a.finish(u).code == urikit::errc::ok));
    BOOST_TEST(u.href() == "sc://H?q'", "an opaque host keeps its case; no path");
    BOOST_TEST((u.host_kind() == urikit::web_host_kind::opaque));
}

BOOST_AUTO_TEST_CASE(a_path_that_would_read_as_an_authority_gets_the_serializers_dot) {
    assembler_buffer b;
    urikit::detail::web_assembler a(b.text);
    a.scheme("web+demo");
    a.open_path();
    a.copy_path("//not-a-host/");
    urikit::web_url u;
    BOOST_TEST_REQUIRE((a.finish(u).code == urikit::errc::ok));
    BOOST_TEST(u.href() == "web+demo:/.//not-a-host/");
    BOOST_TEST(u.pathname() == "//not-a-host/", "the dot is the serializer's, not the path's");
}

BOOST_AUTO_TEST_CASE(a_host_the_host_parser_refuses_is_an_error_at_its_byte) {
    assembler_buffer b;
    urikit::detail::web_assembler a(b.text);
    a.scheme("http");
    a.open_authority();
    urikit::error const e = a.host("a<b");
    BOOST_TEST(urikit::name(e.code) == "forbidden_host_code_point");
    BOOST_TEST(e.offset == 1u);
}

BOOST_AUTO_TEST_SUITE_END()
