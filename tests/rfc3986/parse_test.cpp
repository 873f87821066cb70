// parse_uri_reference / parse_uri / parse_absolute_uri: components as written, absent vs empty.
#include <boost/test/unit_test.hpp>

#include <optional>
#include <string_view>

#include <urikit/parse.hpp>

#include "iri_helpers.hpp"

using urikit::component;
using urikit::host_kind;

namespace {

using opt = std::optional<std::string_view>;
constexpr std::nullopt_t absent = std::nullopt;

struct expected_parts {
    char const* input;
    opt scheme, userinfo, host;
    host_kind kind;
    opt port;
    std::string_view path;
    opt query, fragment;
};

void check(expected_parts const& e) {
    auto const r = urikit::parse_uri_reference(e.input);
    BOOST_TEST_REQUIRE(r.has_value(), e.input << " failed at " << r.error().offset);
    urikit::uri_view const& u = *r;
    auto const same = [&](char const* what, bool has, std::string_view got, opt want) {
        BOOST_TEST(has == want.has_value(), e.input << ": presence of " << what);
        if (has && want) BOOST_TEST(got == *want, e.input << ": " << what);
    };
    same("scheme", u.has_scheme(), u.scheme(), e.scheme);
    same("userinfo", u.has_userinfo(), u.userinfo(), e.userinfo);
    same("host", u.has_authority(), u.host(), e.host);
    BOOST_TEST(static_cast<int>(u.host_kind()) == static_cast<int>(e.kind), e.input << ": host kind");
    same("port", u.has_port(), u.port(), e.port);
    BOOST_TEST(u.path() == e.path, e.input << ": path");
    same("query", u.has_query(), u.query(), e.query);
    same("fragment", u.has_fragment(), u.fragment(), e.fragment);
    BOOST_TEST(u.parts().check_invariants(std::string_view(e.input).size()));
}

} // namespace

using urikit::test::uri_error;

BOOST_AUTO_TEST_SUITE(parse)

BOOST_AUTO_TEST_CASE(every_component_is_returned_exactly_as_written) {
    check({"HTTP://us%65r:p@Example.COM:0080/a/%7Eb/../c;p?q=%2F&r#F%20", "HTTP", "us%65r:p", "Example.COM",
           host_kind::reg_name, "0080", "/a/%7Eb/../c;p", "q=%2F&r", "F%20"});
    check({"ldap://[2001:db8::7]/c=GB?objectClass?one", "ldap", absent, "[2001:db8::7]", host_kind::ipv6, absent,
           "/c=GB", "objectClass?one", absent});
    check({"telnet://192.0.2.16:80/", "telnet", absent, "192.0.2.16", host_kind::ipv4, "80", "/", absent, absent});
    check({"mailto:John.Doe@example.com", "mailto", absent, absent, host_kind::none, absent, "John.Doe@example.com",
           absent, absent});
    check({"urn:oasis:names:specification:docbook:dtd:xml:4.1.2", "urn", absent, absent, host_kind::none, absent,
           "oasis:names:specification:docbook:dtd:xml:4.1.2", absent, absent});
    check({"x://[v1.fe:80]:9", "x", absent, "[v1.fe:80]", host_kind::ipvfuture, "9", "", absent, absent});
}

BOOST_AUTO_TEST_CASE(absent_and_empty_are_different_for_every_component) {
    // scheme: never empty when present (ALPHA first); absent in a relative reference
    check({"a:", "a", absent, absent, host_kind::none, absent, "", absent, absent});
    check({"", absent, absent, absent, host_kind::none, absent, "", absent, absent});
    // authority / host
    check({"file:///etc/hosts", "file", absent, "", host_kind::reg_name, absent, "/etc/hosts", absent, absent});
    check({"file:/etc/hosts", "file", absent, absent, host_kind::none, absent, "/etc/hosts", absent, absent});
    check({"//", absent, absent, "", host_kind::reg_name, absent, "", absent, absent});
    // userinfo
    check({"http://@h", "http", "", "h", host_kind::reg_name, absent, "", absent, absent});
    check({"http://h", "http", absent, "h", host_kind::reg_name, absent, "", absent, absent});
    // port
    check({"http://h:", "http", absent, "h", host_kind::reg_name, "", "", absent, absent});
    check({"http://h:/", "http", absent, "h", host_kind::reg_name, "", "/", absent, absent});
    // path is always present
    check({"http://h?", "http", absent, "h", host_kind::reg_name, absent, "", "", absent});
    // query
    check({"?", absent, absent, absent, host_kind::none, absent, "", "", absent});
    check({"p?#", absent, absent, absent, host_kind::none, absent, "p", "", ""});
    // fragment
    check({"#", absent, absent, absent, host_kind::none, absent, "", absent, ""});
    check({"p", absent, absent, absent, host_kind::none, absent, "p", absent, absent});
    // everything present and empty that can be
    check({"s://@:?#", "s", "", "", host_kind::reg_name, "", "", "", ""});
}

BOOST_AUTO_TEST_CASE(encoded_delimiters_stay_inside_their_component) {
    check({"http://h/a%2Fb%3Fc%23d?e%26f%3Dg#h%23", "http", absent, "h", host_kind::reg_name, absent,
           "/a%2Fb%3Fc%23d", "e%26f%3Dg", "h%23"});
    check({"u%40ser@h", absent, absent, absent, host_kind::none, absent, "u%40ser@h", absent, absent});
}

BOOST_AUTO_TEST_CASE(parse_uri_requires_a_scheme) {
    BOOST_TEST(urikit::parse_uri("a:b").has_value());
    BOOST_TEST(urikit::parse_uri("http://h/p?q#f").has_value());
    // The offset is past a prefix that could still begin a scheme ("p" could go on as "p:").
    struct row {
        char const* input;
        std::uint32_t offset;
    } const rows[] = {{"", 0}, {"//h", 0}, {"/p", 0}, {"p", 1}, {"ab/c", 2}, {"?q", 0}, {"#f", 0}};
    for (auto const& [s, offset] : rows) {
        auto const r = urikit::parse_uri(s);
        BOOST_TEST_REQUIRE(!r.has_value(), s);
        BOOST_TEST(static_cast<int>(r.error().code) == static_cast<int>(urikit::errc::missing_scheme), s);
        BOOST_TEST(r.error().offset == offset, s);
    }
}

BOOST_AUTO_TEST_CASE(parse_absolute_uri_refuses_a_fragment) {
    auto const ok = urikit::parse_absolute_uri("http://h/p?q");
    BOOST_TEST_REQUIRE(ok.has_value());
    BOOST_TEST(ok->query() == "q");
    auto const r = urikit::parse_absolute_uri("http://h/p?q#f");
    BOOST_TEST_REQUIRE(!r.has_value());
    BOOST_TEST(static_cast<int>(r.error().code) == static_cast<int>(urikit::errc::fragment_not_allowed));
    BOOST_TEST(r.error().offset == 12u);
}

BOOST_AUTO_TEST_CASE(uri_and_relative_ref_never_both_match) {
    // "a:b" is a URI; a relative reference can only say it as "./a:b".
    auto const u = urikit::parse_uri_reference("a:b");
    BOOST_TEST_REQUIRE(u.has_value());
    BOOST_TEST(u->scheme() == "a");
    auto const v = urikit::parse_uri_reference("./a:b");
    BOOST_TEST_REQUIRE(v.has_value());
    BOOST_TEST(!v->has_scheme());
    BOOST_TEST(v->path() == "./a:b");
}

BOOST_AUTO_TEST_CASE(views_point_into_the_callers_string) {
    std::string_view const s = "http://h/p";
    auto const r = urikit::parse_uri_reference(s);
    BOOST_TEST_REQUIRE(r.has_value());
    BOOST_TEST(r->host().data() == s.data() + 7);
    BOOST_TEST(r->str().data() == s.data());
}

BOOST_AUTO_TEST_CASE(input_with_nul_bytes_is_rejected_at_the_nul) {
    std::string_view const s("http://h/a\0b", 12);
    auto const r = urikit::parse_uri_reference(s);
    BOOST_TEST_REQUIRE(!r.has_value());
    BOOST_TEST(r.error().offset == 10u);
    BOOST_TEST(static_cast<int>(r.error().code) == static_cast<int>(urikit::errc::invalid_character));
}

BOOST_AUTO_TEST_CASE(the_iri_grammar_takes_ucschar_everywhere_and_iprivate_only_in_the_query) {
    auto const r = urikit::parse_iri_reference("http://例え.jp/引き出し?q=é#ü");
    BOOST_TEST_REQUIRE(r.has_value());
    BOOST_TEST(r->host() == "例え.jp");
    BOOST_TEST(r->path() == "/引き出し");
    BOOST_TEST(urikit::parse_iri_reference("http://a/?\xEE\x80\x80").has_value());         // U+E000 in the query
    BOOST_TEST(!urikit::parse_iri_reference("http://a/\xEE\x80\x80").has_value());         // not in the path
    BOOST_TEST(!urikit::parse_iri_reference("http://a/#\xEE\x80\x80").has_value());        // nor the fragment
    BOOST_TEST(!urikit::parse_iri_reference("http://a/\xC2\x80").has_value());             // U+0080 is no ucschar
    BOOST_TEST(!urikit::parse_iri_reference("http://a/\xEF\xBF\xBE").has_value());         // U+FFFE neither
    BOOST_TEST(!urikit::parse_uri_reference("http://例え.jp/").has_value());                // a URI stays ASCII
    BOOST_TEST(!urikit::parse_iri("é://a").has_value());                                 // the scheme stays ASCII
    BOOST_TEST(!urikit::parse_iri("http://a:８０/").has_value());                            // and the port
}

BOOST_AUTO_TEST_CASE(every_class_of_invalid_utf8_is_an_error_at_its_offset) {
    struct row {
        char const* input;
        std::uint32_t offset;
    } const rows[] = {
        {"http://a/\xC0\x80", 9},          // overlong 2-byte
        {"http://a/\xE0\x80\x80", 9},      // overlong 3-byte
        {"http://a/\xF0\x80\x80\x80", 9},  // overlong 4-byte
        {"http://a/\xED\xA0\x80", 9},      // surrogate U+D800
        {"http://a/x\xE4\xB8", 10},        // truncated
        {"http://a/\xE4\xB8x", 9},         // truncated before ASCII
        {"http://a/\xF4\x90\x80\x80", 9},  // above U+10FFFF
        {"http://a/\xF5\x80\x80\x80", 9},  // no such lead byte
        {"http://a/\x80", 9},              // lone continuation byte
        {"http://\xFF/", 7},               // in the host
        {"http://a/?q=\xC3", 12},          // in the query, at the end
    };
    for (auto const& r : rows) {
        auto const p = urikit::parse_iri_reference(r.input);
        BOOST_TEST_REQUIRE(!p.has_value());
        BOOST_TEST(urikit::name(p.error().code) == "invalid_utf8");
        BOOST_TEST(p.error().offset == r.offset);
        BOOST_TEST(urikit::name(uri_error(r.input).code) == "invalid_utf8");
    }
}

BOOST_AUTO_TEST_SUITE_END()
