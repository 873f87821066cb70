// urikit tests: src/crawl/request_guard.cpp. SSRF payloads of the kinds
// issue #55 tried (IPv4 shorthand, encoded and dotted localhost names,
// cloud metadata addresses, IPv6 carrying IPv4) refused under the default
// policy at the host's offset; names, allow lists of hosts and sites, ports.
#include <boost/test/unit_test.hpp>

#include <string>

#include <urikit/parse.hpp>
#include <urikit/request_guard.hpp>
#include <urikit/web_url.hpp>

#include "test_conditions.hpp"

namespace {

using urikit::errc;

// "ok <connect host>" or the error's name and offset.
std::string verdict(std::string_view url, urikit::request_policy const& policy = {}) {
    auto const w = urikit::parse_web(url).value();
    auto const r = urikit::check_request(w, policy);
    if (r) return "ok " + r->connect_host;
    return std::string(urikit::name(r.error().code)) + "@" + std::to_string(r.error().offset);
}

} // namespace

BOOST_AUTO_TEST_SUITE(request_guard)

BOOST_AUTO_TEST_CASE(internal_addresses_are_refused_however_written) {
    for (std::string_view url : {
             "http://127.0.0.1/", "http://0x7f.1/", "http://127.1/", "http://0177.0.0.1/", "http://2130706433/",
             "http://127.0.0.1./", "http://[::1]/", "http://[::]/", "http://0.0.0.0/", "http://0/",
             "http://localhost/", "http://LOCALHOST/", "http://localhost.%2E/", "http://localhost%2e/",
             "http://%6c%6f%63%61%6c%68%6f%73%74/", "http://%4C%4F%43%41%4C%48%4F%53%54/", "http://a.b.localhost/",
             "http://169.254.169.254/latest/meta-data/", "http://100.100.100.200/", "http://192.0.0.192/",
             "http://[fd00:ec2::254]/", "http://[::ffff:7f00:1]/", "http://[::ffff:169.254.169.254]/",
             "http://[64:ff9b::a9fe:a9fe]/", "http://10.0.0.1/", "http://192.168.1.1:8080/", "http://172.16.0.1/",
             "http://[fe80::1]/", "http://224.0.0.1/", "http://255.255.255.255/",
         }) {
        BOOST_TEST(verdict(url) == "address_refused@7", url);
    }
    BOOST_TEST(verdict("http://user:pw@127.0.0.1/") == "address_refused@15"); // the host's offset
    BOOST_TEST(verdict("http://8.8.8.8/") == "ok 8.8.8.8");
    BOOST_TEST(verdict("https://example.com/") == "ok example.com");
    BOOST_TEST(verdict("http://[2606:4700::1111]/") == "ok 2606:4700::1111");
}

BOOST_AUTO_TEST_CASE(the_policy_chooses_the_classes) {
    urikit::request_policy p;
    p.refuse.remove(urikit::address_class::loopback).remove(urikit::address_class::loopback_name);
    BOOST_TEST(verdict("http://127.0.0.1:8080/", p) == "ok 127.0.0.1");
    BOOST_TEST(verdict("http://localhost/", p) == "ok localhost");
    BOOST_TEST(verdict("http://10.0.0.1/", p) == "address_refused@7");
    BOOST_TEST(verdict("http://10.0.0.1/", {.refuse = {urikit::address_class::loopback}}) == "ok 10.0.0.1");
    BOOST_TEST((urikit::address_classes::internal().contains(urikit::address_class::shared)));
    BOOST_TEST((!urikit::address_classes::internal().contains(urikit::address_class::name)));
    BOOST_TEST((!urikit::address_classes::internal().contains(urikit::address_class::global)));
}

BOOST_AUTO_TEST_CASE(names_and_ports) {
    BOOST_TEST(verdict("https://example.com/", {.allow_names = false}) == "name_not_allowed@8");
    BOOST_TEST(verdict("https://93.184.215.14/", {.allow_names = false}) == "ok 93.184.215.14");
    BOOST_TEST(verdict("https://localhost/", {.allow_names = false}) == "address_refused@8"); // the class first
    urikit::request_policy const tls_only{.ports = {443}};
    BOOST_TEST(verdict("https://example.com/", tls_only) == "ok example.com");
    BOOST_TEST(verdict("https://example.com:443/", tls_only) == "ok example.com");
    BOOST_TEST(verdict("https://example.com:8443/", tls_only) == "port_not_allowed@20");
    BOOST_TEST(verdict("http://example.com/", tls_only) == "port_not_allowed@7"); // the default port, at the host
}

BOOST_AUTO_TEST_CASE(allow_lists_of_hosts_and_sites, URIKIT_NEEDS(psl)) {
    urikit::request_policy const hosts{.allow_hosts = {"API.Example.COM", "0x08.8.8.8", "[2606:4700::1111]"}};
    BOOST_TEST(verdict("https://api.example.com/x", hosts) == "ok api.example.com");
    BOOST_TEST(verdict("http://8.8.8.8/", hosts) == "ok 8.8.8.8");
    BOOST_TEST(verdict("http://[2606:4700:0::1111]/", hosts) == "ok 2606:4700::1111");
    // An IPv4-mapped address: RFC 5952 text in the parts, the Standard's in the entry (fuzz_guard found it).
    urikit::request_policy const mapped{.refuse = {}, .allow_hosts = {"[::ffff:8.8.8.8]"}};
    BOOST_TEST(verdict("http://[::ffff:808:808]/", mapped) == "ok ::ffff:8.8.8.8");
    BOOST_TEST(verdict("http://[::ffff:8.8.4.4]/", mapped) == "host_not_allowed@7");
    BOOST_TEST(verdict("https://www.example.com/", hosts) == "host_not_allowed@8");
    BOOST_TEST(verdict("https://api.example.com.evil.test/", hosts) == "host_not_allowed@8");
    urikit::request_policy const sites{.allow_sites = {"example.com"}};
    BOOST_TEST(verdict("https://www.example.com/", sites) == "ok www.example.com");
    BOOST_TEST(verdict("https://example.com/", sites) == "ok example.com");
    BOOST_TEST(verdict("https://example.com.evil.test/", sites) == "host_not_allowed@8");
    BOOST_TEST(verdict("https://8.8.8.8/", sites) == "host_not_allowed@8");
    // The URL Standard reads "\" as "/": the host is allowed.example, and the parts say so (the
    // client must be handed them, not the text).
    auto const w = urikit::parse_web("http://allowed.example\\@127.0.0.1/").value();
    auto const r = urikit::check_request(w, {.allow_hosts = {"allowed.example"}});
    BOOST_TEST_REQUIRE(r.has_value());
    BOOST_TEST(r->host_field + r->target == "allowed.example/@127.0.0.1/");
}

BOOST_AUTO_TEST_CASE(a_pasted_address_is_refused_at_its_host_as_written) {
    struct row {
        std::string_view pasted;
        errc code;
        std::uint32_t offset;
    };
    for (row const r : {
             row{"  http://u@0x7f.1/", errc::address_refused, 11},
             row{"HTTP:\\\\user@LOCALHOST\\x", errc::address_refused, 12},
             row{"http:127.0.0.1", errc::address_refused, 5},
             row{"http://127.0.0.1/", errc::address_refused, 7},   // the href is the text: its own offset
             row{"http://a b/", errc::forbidden_host_code_point, 8}, // the parser's error, in the text
             row{"ftp://127.0.0.1/", errc::unsupported_scheme, 0},
         }) {
        auto const v = urikit::check_request(r.pasted, {});
        BOOST_TEST_REQUIRE(!v, r.pasted);
        BOOST_TEST(v.error().code == r.code, r.pasted);
        BOOST_TEST(v.error().offset == r.offset, r.pasted);
    }
    BOOST_TEST(urikit::check_request(" https://Example.COM/a b", {}).value().target == "/a%20b");
}

BOOST_AUTO_TEST_CASE(an_allowed_host_in_unicode_is_its_ascii_form, URIKIT_NEEDS(idna)) {
    urikit::request_policy const hosts{.allow_hosts = {"b\xC3\xBC" "cher.example"}};
    BOOST_TEST(verdict("https://xn--bcher-kva.example/", hosts) == "ok xn--bcher-kva.example");
    BOOST_TEST(verdict("https://B\xC3\x9C" "CHER.example/", hosts) == "ok xn--bcher-kva.example");
}

BOOST_AUTO_TEST_CASE(rfc3986_references_and_their_refusals) {
    auto const u = urikit::parse_uri("http://u@0x7f.1:80/x").value();
    auto const r = urikit::check_request(u, {});
    BOOST_TEST_REQUIRE(!r);
    BOOST_TEST(r.error().code == errc::address_refused);
    BOOST_TEST(r.error().offset == 9u);
    auto const ftp = urikit::parse_uri("ftp://example.com/").value();
    BOOST_TEST(urikit::check_request(ftp, {}).error().code == errc::unsupported_scheme);
    auto const port = urikit::parse_uri("http://example.com:8080/").value();
    auto const refused = urikit::check_request(port, {.ports = {80, 443}});
    BOOST_TEST((!refused && refused.error().code == errc::port_not_allowed && refused.error().offset == 19u));
}

BOOST_AUTO_TEST_SUITE_END()
