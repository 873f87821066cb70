// urikit tests: src/crawl/redirect.cpp. The Authorization decisions of
// Requests and HTTPX (tests/data/redirect-auth/, with their source) under
// their rule and under Fetch's; the method and body rules of Fetch's
// HTTP-redirect fetch for each status; cross-origin with default ports
// applied; cross-site by HTML's schemeful "same site"; downgrades; the
// refusals.
#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

#include <urikit/parse.hpp>
#include <urikit/redirect.hpp>
#include <urikit/web_url.hpp>

#include "data_files.hpp"
#include "test_conditions.hpp"

namespace {

std::vector<std::vector<std::string>> table_rows() { return urikit::test::read_tsv("redirect-auth/cases.tsv", 4); }

urikit::redirect_changes hop(std::string_view from, std::string_view to, std::string_view method = "GET", int status = 302,
                         urikit::redirect_options o = {}) {
    auto const a = urikit::parse_web(from).value();
    auto const b = urikit::parse_web(to).value();
    auto const r = urikit::redirect_decision({.from = a, .to = b}, method, status, o);
    BOOST_TEST_REQUIRE(r.has_value(), from << " -> " << to << ": " << urikit::name(r.error().code));
    return *r;
}

} // namespace

BOOST_AUTO_TEST_SUITE(redirect)

BOOST_AUTO_TEST_CASE(requests_and_httpx_cases_hold_under_their_rule_and_fetchs_differs_only_on_upgrades, URIKIT_NEEDS(psl)) {
    auto const rows = table_rows();
    BOOST_TEST(rows.size() == 15u);
    std::size_t upgrades = 0;
    for (auto const& r : rows) {
        bool const strip = r[2] == "true";
        auto const clients = hop(r[0], r[1], "GET", 302, {.keep_credentials_on_upgrade = true});
        BOOST_TEST(clients.drop_authorization == strip, r[0] << " -> " << r[1]);
        BOOST_TEST(clients.drop_cookie == strip);
        BOOST_TEST(clients.drop_proxy_authorization == strip);
        auto const fetch = hop(r[0], r[1]);
        BOOST_TEST(fetch.drop_authorization == fetch.cross_origin);
        if (fetch.drop_authorization != strip) {
            ++upgrades; // Fetch drops it on the upgrade the two clients allow
            BOOST_TEST(!strip);
            BOOST_TEST(r[0].substr(0, 5) == "http:");
            BOOST_TEST(r[1].substr(0, 6) == "https:");
        }
    }
    BOOST_TEST(upgrades == 4u);
}

BOOST_AUTO_TEST_CASE(fetchs_method_and_body_rules_for_each_status, URIKIT_NEEDS(psl)) {
    struct row {
        std::string_view method;
        int status;
        bool becomes_get;
    };
    for (row const r : {
             row{"POST", 301, true}, row{"POST", 302, true}, row{"POST", 303, true}, row{"POST", 307, false},
             row{"POST", 308, false}, row{"post", 302, true}, // "normalize a method"
             row{"PUT", 301, false}, row{"PUT", 302, false}, row{"PUT", 303, true}, row{"DELETE", 303, true},
             row{"GET", 303, false}, row{"HEAD", 303, false}, row{"get", 303, false}, row{"PATCH", 303, true},
             row{"patch", 302, false}, row{"Post", 307, false},
         }) {
        auto const h = hop("https://a.example/x", "https://a.example/y", r.method, r.status);
        BOOST_TEST(h.method_becomes_get == r.becomes_get, r.method << " " << r.status);
        BOOST_TEST(h.drop_body == r.becomes_get);
        BOOST_TEST(!h.drop_authorization); // same origin
    }
}

BOOST_AUTO_TEST_CASE(kinds_of_hop, URIKIT_NEEDS(psl)) {
    auto const same = hop("https://a.example:443/x", "https://a.example/y");
    BOOST_TEST((!same.cross_origin && !same.cross_site && !same.downgrade && !same.drop_authorization));
    auto const sub = hop("https://www.a.example/", "https://login.a.example/");
    BOOST_TEST((sub.cross_origin && !sub.cross_site && sub.drop_authorization && sub.drop_cookie));
    auto const down = hop("https://a.example/", "http://a.example/");
    BOOST_TEST((down.cross_origin && down.cross_site && down.downgrade)); // schemeful same site: the schemes differ
    auto const up = hop("http://a.example/", "https://a.example/");
    BOOST_TEST((up.cross_origin && up.cross_site && !up.downgrade && up.drop_authorization));
    BOOST_TEST(hop("https://a.example/", "https://b.example/").cross_site);
    BOOST_TEST(hop("https://a.github.io/", "https://b.github.io/").cross_site); // the list's private section
    BOOST_TEST(!hop("https://a.co.uk.example/", "https://b.co.uk.example/").cross_site);
    BOOST_TEST(hop("https://a.example./", "https://a.example/").cross_site);      // the URL Standard's registrable domains differ
    BOOST_TEST(!hop("https://127.0.0.1/", "https://127.0.0.1:8443/").cross_site); // hosts without a registrable domain
    BOOST_TEST(hop("https://127.0.0.1/", "https://127.0.0.2/").cross_site);
    BOOST_TEST(hop("https://[::1]/", "https://[::1]:8/").cross_origin);
    BOOST_TEST(!hop("http://localhost/", "http://localhost/x").cross_site);
    BOOST_TEST(!hop("http://LOCALHOST:80/", "http://localhost/x").cross_origin);
    BOOST_TEST(hop("http://localhost/", "http://a.example/").downgrade); // localhost is potentially trustworthy
}

BOOST_AUTO_TEST_CASE(refusals_point_at_offset_zero) {
    auto const a = urikit::parse_web("https://a.example/").value();
    auto const code = [&](std::string_view to, std::string_view method, int status) {
        auto const b = urikit::parse_web(to).value();
        auto const r = urikit::redirect_decision({.from = a, .to = b}, method, status);
        BOOST_TEST(!r.has_value());
        if (r) return urikit::errc::ok;
        BOOST_TEST(r.error().offset == 0u);
        return r.error().code;
    };
    BOOST_TEST(code("https://b.example/", "GET", 200) == urikit::errc::invalid_argument);
    BOOST_TEST(code("https://b.example/", "GET", 304) == urikit::errc::invalid_argument);
    BOOST_TEST(code("https://b.example/", "G ET", 302) == urikit::errc::invalid_argument);
    BOOST_TEST(code("https://b.example/", "", 302) == urikit::errc::invalid_argument);
    BOOST_TEST(code("ftp://b.example/", "GET", 302) == urikit::errc::unsupported_scheme);
    BOOST_TEST(code("data:,x", "GET", 302) == urikit::errc::unsupported_scheme);
    auto const bad = urikit::parse_uri("http://[v1.x]/").value();
    auto const b = urikit::parse_web("https://b.example/").value();
    auto const r = urikit::redirect_decision({.from = bad, .to = b}, "GET", 302);
    BOOST_TEST((!r && r.error().code == urikit::errc::base_not_absolute));
}

BOOST_AUTO_TEST_CASE(rfc3986_references_are_read_as_the_url_standard_reads_them, URIKIT_NEEDS(psl)) {
    auto const a = urikit::parse_uri("HTTP://A.example:80/x").value();
    auto const b = urikit::parse_uri("http://a.example/y").value();
    auto const h = urikit::redirect_decision({.from = a, .to = b}, "POST", 307).value();
    BOOST_TEST((!h.cross_origin && !h.method_becomes_get && !h.drop_authorization));
}

BOOST_AUTO_TEST_CASE(without_the_list_the_decision_is_refused, URIKIT_NEEDS(no_psl)) {
    auto const a = urikit::parse_web("https://a.example/").value();
    auto const r = urikit::redirect_decision({.from = a, .to = a}, "GET", 302);
    BOOST_TEST_REQUIRE(!r);
    BOOST_TEST(r.error().code == urikit::errc::psl_unavailable);
}

BOOST_AUTO_TEST_SUITE_END()
