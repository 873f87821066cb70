// urikit tests: src/http/request_target.cpp, the request target (RFC 9112
// §3.2) and the Host field (RFC 9110 §7.2).
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/http.hpp>
#include <urikit/idna.hpp>
#include <urikit/parse.hpp>
#include <urikit/web_url.hpp>

namespace {

urikit::uri_view ref(std::string_view text) {
    auto const u = urikit::parse_uri_reference(text);
    BOOST_REQUIRE_MESSAGE(u.has_value(), "not a reference: " << text);
    return *u;
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

BOOST_AUTO_TEST_SUITE(request_target)

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

BOOST_AUTO_TEST_CASE(a_web_url_takes_the_same_forms_on_its_rfc_3986_form) {
    auto const w = urikit::parse_web("HTTP://u@H:8080/a b?c|d#e").value();
    BOOST_TEST(urikit::request_target(w).value() == "/a%20b?c%7Cd");
    BOOST_TEST(urikit::request_target(w, urikit::target_form::absolute).value() == "http://h:8080/a%20b?c%7Cd");
    BOOST_TEST(urikit::request_target(w, urikit::target_form::authority).value() == "h:8080");
    BOOST_TEST(urikit::host_field(w).value() == "h:8080");
    BOOST_TEST(urikit::host_field(urikit::parse_web("https://h:443/").value()).value() == "h");
    auto const star = urikit::request_target(urikit::parse_web("http://h/p").value(), urikit::target_form::asterisk);
    BOOST_TEST(urikit::name(star.error().code) == "path_or_query_not_allowed");
    BOOST_TEST(star.error().offset == 8u, "at the path in the href");
    BOOST_TEST(urikit::name(urikit::host_field(urikit::parse_web("file:///x").value()).error().code) == "unsupported_scheme");
    std::string out = "held";
    BOOST_TEST(urikit::name(urikit::request_target_into(urikit::parse_web("ws://h/").value(), urikit::target_form::origin,
                                                        out).code) == "unsupported_scheme");
    BOOST_TEST(out.empty());
}

BOOST_AUTO_TEST_SUITE_END()
