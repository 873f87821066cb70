// urikit tests: src/http/request_parts.cpp, the default ports and the one
// call for a request (RFC 9110 §4.2, §7.2; RFC 9112 §3.2.1), for a URI and
// for a web URL, and the port_or_default of both types.
#include <arpa/inet.h>

#include <cstdio>
#include <random>
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/http.hpp>
#include <urikit/idna.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/web_url.hpp>

#include "data_files.hpp"

namespace {

// "scheme connect_host port target host_field tls", or the error's name and offset.
std::string parts_of(urikit::result<urikit::request_parts> const& r) {
    if (!r) return std::string(urikit::name(r.error().code)) + "@" + std::to_string(r.error().offset);
    return r->scheme + " " + r->connect_host + " " + std::to_string(r->port) + " " + r->target + " " + r->host_field +
           (r->tls ? " tls" : "");
}

std::string of_uri(std::string_view text) {
    auto const u = urikit::parse_uri_reference(text);
    BOOST_REQUIRE_MESSAGE(u.has_value(), text);
    return parts_of(urikit::http_request_parts(*u));
}

std::string of_href(std::string_view href) { return parts_of(urikit::http_request_parts(urikit::parse_web(href).value())); }

} // namespace

BOOST_AUTO_TEST_SUITE(request_parts)

BOOST_AUTO_TEST_CASE(default_ports_are_the_registered_ones) {
    BOOST_TEST(urikit::default_port("http").value() == 80);
    BOOST_TEST(urikit::default_port("HTTPS").value() == 443);
    BOOST_TEST(urikit::default_port("wss").value() == 443);
    BOOST_TEST(urikit::default_port("ftp").value() == 21);
    BOOST_TEST(urikit::default_port("ssh").value() == 22);
    BOOST_TEST(!urikit::default_port("file").has_value());
    BOOST_TEST(!urikit::default_port("").has_value());
    BOOST_TEST(!urikit::default_port("httpx").has_value());
}

BOOST_AUTO_TEST_CASE(port_or_default_applies_the_default_for_both_types) {
    auto const p = [](std::string_view text) { return urikit::parse_uri_reference(text).value().port_or_default(); };
    BOOST_TEST(p("http://h/").value() == 80);
    BOOST_TEST(p("http://h:/").value() == 80, "an empty port is none");
    BOOST_TEST(p("https://h:8443/").value() == 8443);
    BOOST_TEST(p("HTTPS://h/").value() == 443);
    BOOST_TEST(p("http://h:0/").value() == 0);
    BOOST_TEST(urikit::name(p("foo://h/").error().code) == "unsupported_scheme", "a scheme without a default port");
    BOOST_TEST(urikit::name(p("//h/").error().code) == "missing_scheme", "no scheme, no default");
    BOOST_TEST(urikit::name(p("http://h:65536/").error().code) == "port_out_of_range");
    auto const w = [](std::string_view href) { return urikit::parse_web(href).value().port_or_default(); };
    BOOST_TEST(w("http://h:80/").value() == 80, "a default port is null, and its default");
    BOOST_TEST(w("wss://h/").value() == 443);
    BOOST_TEST(w("ftp://h:2121/").value() == 2121);
    BOOST_TEST(urikit::name(w("file:///x").error().code) == "unsupported_scheme");
    BOOST_TEST(urikit::name(w("sc://h/").error().code) == "unsupported_scheme");
    BOOST_TEST(w("sc://h:7/").value() == 7);
}

BOOST_AUTO_TEST_CASE(one_call_gives_connection_target_and_host_field) {
    BOOST_TEST(of_uri("http://example.com") == "http example.com 80 / example.com");
    BOOST_TEST(of_uri("HTTPS://Example.COM:443/a/./b/../c?x=%7e#frag") == "https example.com 443 /a/c?x=~ example.com tls");
    BOOST_TEST(of_uri("http://u:p@h:8080/p") == "http h 8080 /p h:8080", "no userinfo anywhere");
    BOOST_TEST(of_uri("http://h:080/") == "http h 80 / h", "the default port, written with a zero");
    BOOST_TEST(of_uri("https://[2001:DB8::0:1]:8443/") == "https 2001:db8::1 8443 / [2001:db8::1]:8443 tls");
    BOOST_TEST(of_uri("http://192.168.0.1/?") == "http 192.168.0.1 80 /? 192.168.0.1");
    if (urikit::available(urikit::feature::idna)) BOOST_TEST(of_uri("http://%C3%A9.com/") == "http xn--9ca.com 80 / xn--9ca.com");
}

BOOST_AUTO_TEST_CASE(one_error_for_what_no_request_can_be_made_of) {
    BOOST_TEST(of_uri("ftp://h/") == "unsupported_scheme@0");
    BOOST_TEST(of_uri("/relative") == "unsupported_scheme@0");
    BOOST_TEST(of_uri("http:/p") == "missing_host@5");
    BOOST_TEST(of_uri("http://:80/") == "missing_host@7");
    BOOST_TEST(of_uri("http://h:99999/") == "port_out_of_range@9");
    BOOST_TEST(of_uri("http://[v1.x]/") == "unsupported_host@7");
    BOOST_TEST(of_uri("http://a%00b/") == "forbidden_host_code_point@8");
}

// A reg-name that ends in a number is an IPv4 address to a browser (the URL
// Standard's IPv4 parser) and to every resolver (inet_aton): the host to
// connect to is that address, never the shorthand a private-address filter
// would take for a name; one that is no address is refused as a browser
// refuses it.
BOOST_AUTO_TEST_CASE(ipv4_shorthand_is_the_address_a_resolver_would_use) {
    BOOST_TEST(of_uri("http://0x7f.1/a") == "http 127.0.0.1 80 /a 127.0.0.1");
    BOOST_TEST(of_uri("http://127.1:8080/") == "http 127.0.0.1 8080 / 127.0.0.1:8080");
    BOOST_TEST(of_uri("https://2130706433/") == "https 127.0.0.1 443 / 127.0.0.1 tls");
    BOOST_TEST(of_uri("http://0177.0.0.1/") == "http 127.0.0.1 80 / 127.0.0.1");
    BOOST_TEST(of_uri("http://0X7F.0.0.1./") == "http 127.0.0.1 80 / 127.0.0.1");
    BOOST_TEST(of_uri("http://%30x7f.1/") == "http 127.0.0.1 80 / 127.0.0.1");
    BOOST_TEST(of_uri("http://169.254.169.254/") == "http 169.254.169.254 80 / 169.254.169.254");
    BOOST_TEST(of_uri("http://1.2.3.256/") == "invalid_ipv4@7");
    BOOST_TEST(of_uri("http://a.09/") == "invalid_ipv4@7");
    BOOST_TEST(of_uri("http://0x100000000/") == "invalid_ipv4@7");
    BOOST_TEST(of_uri("http://example.0x/") == "invalid_ipv4@7", "0x alone is the number 0 to the URL Standard");
    BOOST_TEST(of_uri("http://1.2.3.4.example/") == "http 1.2.3.4.example 80 / 1.2.3.4.example", "a name");
    BOOST_TEST(of_uri("http://%29x7/") == "http )x7 80 / %29x7", "connected to as browsers decode it");
    BOOST_TEST(urikit::request_target(urikit::parse_uri("http://0x7f.1:81/p").value(), urikit::target_form::absolute)
                   .value() == "http://127.0.0.1:81/p");
    BOOST_TEST(urikit::request_target(urikit::parse_uri("http://0x7f.1/p").value(), urikit::target_form::authority)
                   .value() == "127.0.0.1:80");
    BOOST_TEST(urikit::host_field(urikit::parse_uri("http://2130706433:8/").value()).value() == "127.0.0.1:8");
    BOOST_TEST(urikit::origin(urikit::parse_uri("https://0x7f.1/").value()).value().serialize() == "https://127.0.0.1");
    BOOST_TEST(urikit::origin(urikit::parse_uri("ssh://0x7f.1/").value()).value().serialize() == "ssh://0x7f.1",
               "not a special scheme: the URL Standard reads its host as opaque");
}

// On random numeric hosts (one to four parts, decimal, octal or hex, either
// case, a trailing dot, percent-encoded digits): the URI and the web URL
// give the same connection, and what is left for a resolver is never a
// form inet_aton reads as an address other than the dotted one itself.
BOOST_AUTO_TEST_CASE(no_numeric_host_reaches_the_resolver_as_a_name) {
    std::mt19937 rng(40);
    auto number = [&](std::uint32_t max) {
        std::uint32_t const v = std::uniform_int_distribution<std::uint32_t>(0, max)(rng);
        char buf[16];
        switch (rng() % 4) {
        case 0: std::snprintf(buf, sizeof buf, "0%o", v); break;
        case 1: std::snprintf(buf, sizeof buf, rng() % 2 ? "0x%x" : "0X%X", v); break;
        default: std::snprintf(buf, sizeof buf, "%u", v); break;
        }
        return std::string(buf);
    };
    std::size_t numeric = 0;
    for (int k = 0; k < 20000; ++k) {
        std::size_t const parts = 1 + rng() % 4;
        std::string host;
        for (std::size_t p = 0; p < parts; ++p) {
            std::uint32_t const max = p + 1 < parts ? 300 : (rng() % 2 ? 0xFFFFFFFFu : 300);
            host += (p ? "." : "") + number(max);
        }
        if (rng() % 5 == 0) host += '.';
        if (rng() % 7 == 0) host.replace(0, 1, "%3" + std::string(1, host[0]));
        std::string const text = "http://" + host + "/";
        auto const u = urikit::parse_uri_reference(text);
        if (!u) continue; // "%3x" that is no triplet
        auto const r = urikit::http_request_parts(*u);
        auto const w = urikit::parse_web(text);
        BOOST_TEST_REQUIRE(r.has_value() == w.has_value(), text);
        if (!r) continue;
        BOOST_TEST_REQUIRE(r->connect_host == urikit::http_request_parts(*w).value().connect_host, text);
        in_addr address{};
        if (inet_aton(r->connect_host.c_str(), &address) != 0) {
            ++numeric;
            BOOST_TEST_REQUIRE(r->connect_host == inet_ntoa(address), text << ": " << r->connect_host);
        }
    }
    BOOST_TEST(numeric > 5000u);
}

BOOST_AUTO_TEST_CASE(a_web_url_gives_the_same_parts_with_a_valid_target) {
    BOOST_TEST(of_href("HTTP://EXAMPLE.com:80/a b?c|d#e") == "http example.com 80 /a%20b?c%7Cd example.com");
    BOOST_TEST(of_href("https://h/%zz") == "https h 443 /%25zz h tls", "a lone % becomes %25");
    BOOST_TEST(of_href("https://[::1]:444") == "https ::1 444 / [::1]:444 tls");
    BOOST_TEST(of_href("ws://h/") == "unsupported_scheme@0");
    BOOST_TEST(of_href("file:///x") == "unsupported_scheme@0");
}

BOOST_AUTO_TEST_CASE(the_parts_agree_with_the_separate_forms_on_every_data_line) {
    std::size_t checked = 0;
    for (auto const& file : urikit::test::load_data_files()) {
        for (auto const& line : file.lines) {
            auto const u = urikit::parse_uri_reference(line);
            if (!u) continue;
            auto const r = urikit::http_request_parts(*u);
            auto const target = urikit::request_target(*u);
            if (!r) { // the check's error, or the normal form's (an IDNA host), or an IPvFuture
                auto const normal = urikit::normalize(*u, urikit::profile::http);
                bool const explained = (!target && r.error() == target.error()) ||
                                       (!normal && r.error() == normal.error()) ||
                                       r.error().code == urikit::errc::unsupported_host;
                BOOST_TEST_REQUIRE(explained, line);
                continue;
            }
            BOOST_TEST_REQUIRE(target.has_value(), line);
            BOOST_TEST_REQUIRE(r->port == u->port_or_default().value(), line);
            // The separate forms take the components as written; the parts their http normal form.
            auto const normal = urikit::normalize(*u, urikit::profile::http).value();
            BOOST_TEST_REQUIRE(r->target == urikit::request_target(normal.view()).value(), line);
            BOOST_TEST_REQUIRE(r->host_field == urikit::host_field(normal.view()).value(), line);
            ++checked;
        }
    }
    BOOST_TEST(checked > urikit::test::lines_at_least(1000));
}

BOOST_AUTO_TEST_SUITE_END()
