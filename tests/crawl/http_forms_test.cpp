// urikit tests: origins (RFC 6454) and request targets (RFC 9112 §3.2,
// RFC 9110 §7.2).
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/http.hpp>
#include <urikit/idna.hpp>
#include <urikit/parse.hpp>

namespace {

urikit::uri_view ref(std::string_view text) {
    auto const u = urikit::parse_uri_reference(text);
    BOOST_REQUIRE_MESSAGE(u.has_value(), "not a reference: " << text);
    return *u;
}

urikit::uri_origin origin_of(std::string_view text) {
    auto r = urikit::origin(ref(text));
    BOOST_REQUIRE_MESSAGE(r.has_value(), "refused: " << text);
    return std::move(r).value();
}

std::string target(std::string_view text, urikit::target_form f = urikit::target_form::origin) {
    auto r = urikit::request_target(ref(text), f);
    BOOST_REQUIRE_MESSAGE(r.has_value(), "refused: " << text << " (" << urikit::name(r.error().code) << ")");
    return std::move(r).value();
}

std::string host_of(std::string_view text) {
    auto r = urikit::host_field(ref(text));
    BOOST_REQUIRE(r.has_value());
    return std::move(r).value();
}

urikit::error target_refusal(std::string_view text, urikit::target_form f = urikit::target_form::origin) {
    auto const r = urikit::request_target(ref(text), f);
    BOOST_REQUIRE_MESSAGE(!r.has_value(), "accepted: " << text);
    return r.error();
}

} // namespace

BOOST_AUTO_TEST_SUITE(http_forms)

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
    if (urikit::idna_available()) BOOST_TEST(origin_of("http://%C3%A9.com/").serialize() == "http://xn--9ca.com");
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
    BOOST_TEST(!urikit::origin(ref("http://h:99999/")).has_value());
}

BOOST_AUTO_TEST_CASE(each_request_target_form) {
    std::string_view const u = "http://u:p@h:8080/p?q#f";
    BOOST_TEST(target(u) == "/p?q");
    BOOST_TEST(target(u, urikit::target_form::absolute) == "http://h:8080/p?q");
    BOOST_TEST(target(u, urikit::target_form::authority) == "h:8080");
    BOOST_TEST(host_of(u) == "h:8080");
    BOOST_TEST(target("https://h") == "/");
    BOOST_TEST(target("https://h?x") == "/?x");
    BOOST_TEST(target("https://h", urikit::target_form::authority) == "h:443");
    BOOST_TEST(target("https://h", urikit::target_form::asterisk) == "*");
    BOOST_TEST(target("http://[::1]/a%2Fb", urikit::target_form::origin) == "/a%2Fb");
    BOOST_TEST(host_of("https://h") == "h");
    BOOST_TEST(host_of("http://H:80/") == "H");
    BOOST_TEST(host_of("http://h:/") == "h");
    BOOST_TEST(host_of("http://[::1]:8000/") == "[::1]:8000");
}

BOOST_AUTO_TEST_CASE(targets_need_an_http_uri_with_a_host) {
    BOOST_TEST(urikit::name(target_refusal("ftp://h/").code) == "unsupported_scheme");
    BOOST_TEST(urikit::name(target_refusal("/p").code) == "unsupported_scheme");
    BOOST_TEST(urikit::name(target_refusal("http:/p").code) == "missing_host");
    BOOST_TEST(target_refusal("http:/p").offset == 5u);
    BOOST_TEST(target_refusal("http:///p").offset == 7u);
    BOOST_TEST(urikit::name(target_refusal("http://h/", urikit::target_form::asterisk).code) == "path_or_query_not_allowed");
    BOOST_TEST(urikit::name(target_refusal("http://h:70000/").code) == "port_out_of_range");
}

// Issue 27, finding 5: the HTTP forms name the host a browser would ask
// for, or refuse it at the byte (the URL Standard's forbidden domain code
// points, percent-decoded), as site() does.
BOOST_AUTO_TEST_CASE(hosts_no_browser_would_request_are_refused_at_the_byte) {
    struct row {
        char const* input;
        std::uint32_t offset;
    };
    for (row const r : {row{"http://evil.com%00.example.co.uk/", 15}, row{"http://a%20b.co.uk/", 8},
                        row{"https://a%2Fb/", 9}, row{"http://x%3a1/", 8}}) {
        BOOST_TEST_CONTEXT(r.input) {
            auto const u = urikit::parse_uri(r.input).value();
            for (urikit::error const e : {urikit::origin(u).error(), urikit::host_field(u).error(),
                                          urikit::request_target(u).error()}) {
                BOOST_TEST(urikit::name(e.code) == "forbidden_host_code_point");
                BOOST_TEST(e.offset == r.offset);
            }
        }
    }
    BOOST_TEST(urikit::host_field(urikit::parse_uri("http://[::1]:8080/").value()).value() == "[::1]:8080");
    BOOST_TEST(urikit::host_field(urikit::parse_uri("http://a-b.example/").value()).value() == "a-b.example");
}

BOOST_AUTO_TEST_SUITE_END()
