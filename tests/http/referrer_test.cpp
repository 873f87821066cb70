// urikit tests: src/http/referrer.cpp. The Referer under each of the eight
// W3C Referrer Policies on Scrapy's cases (tests/data/referrer/, with their
// source), the stripping rules (§8.4), the 4,096-byte rule, the local
// schemes, potentially trustworthy URLs (W3C Secure Contexts §3.2) and the
// Referrer-Policy field's "last valid token wins" (§4.1).
#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

#include <urikit/http.hpp>
#include <urikit/parse.hpp>
#include <urikit/referrer.hpp>
#include <urikit/web_url.hpp>

#include "data_files.hpp"

namespace {

using urikit::referrer_policy;

std::vector<std::vector<std::string>> table_rows() { return urikit::test::read_tsv("referrer/cases.tsv", 4); }

// The Referer, "<none>" for none, or the error's name.
std::string referer(std::string_view from, std::string_view to, referrer_policy p) {
    auto const a = urikit::parse_web(from).value();
    auto const b = urikit::parse_web(to).value();
    auto const r = urikit::referrer({.from = a, .to = b}, p);
    if (!r) return std::string(urikit::name(r.error().code));
    return r->empty() ? "<none>" : *r;
}

bool trustworthy(std::string_view url) { return urikit::is_potentially_trustworthy(urikit::parse_web(url).value()); }

} // namespace

BOOST_AUTO_TEST_SUITE(referrer)

BOOST_AUTO_TEST_CASE(scrapys_cases_for_the_eight_policies_hold) {
    auto const rows = table_rows();
    BOOST_TEST(rows.size() == 90u);
    std::size_t per_policy[8] = {};
    for (auto const& r : rows) {
        auto const p = urikit::named<referrer_policy>(r[0]);
        BOOST_TEST_REQUIRE(p.has_value(), r[0]);
        ++per_policy[static_cast<std::size_t>(*p)];
        BOOST_TEST(referer(r[1], r[2], *p) == r[3], r[0] << " " << r[1] << " -> " << r[2]);
    }
    for (std::size_t n : per_policy) BOOST_TEST(n >= 4u); // every policy is exercised
}

BOOST_AUTO_TEST_CASE(credentials_and_fragment_are_stripped_and_origin_only_ends_in_a_slash) {
    constexpr auto unsafe = referrer_policy::unsafe_url;
    BOOST_TEST(referer("https://u:p@a.example:8443/p?q#f", "https://b.example/", unsafe) == "https://a.example:8443/p?q");
    BOOST_TEST(referer("https://u@a.example/p#f", "https://b.example/", unsafe) == "https://a.example/p");
    BOOST_TEST(referer("https://u:p@a.example:8443/p?q#f", "https://b.example/", referrer_policy::origin) ==
               "https://a.example:8443/");
    BOOST_TEST(referer("https://a.example/p?q", "https://b.example/", referrer_policy::strict_origin_when_cross_origin) ==
               "https://a.example/");
    BOOST_TEST(referer("https://a.example/p?q", "https://a.example/x", referrer_policy::strict_origin_when_cross_origin) ==
               "https://a.example/p?q");
    BOOST_TEST(referer("https://a.example/p", "http://a.example/x", referrer_policy::strict_origin_when_cross_origin) ==
               "<none>");
    BOOST_TEST(referer("http://a.example/p", "https://b.example/x", referrer_policy::strict_origin) ==
               "http://a.example/");
    BOOST_TEST(referer("foo://h/p?q#f", "https://b.example/", unsafe) == "foo://h/p?q");
    BOOST_TEST(referer("foo://h/p?q#f", "https://b.example/", referrer_policy::origin) == "foo://h/");
    BOOST_TEST(referer("mailto:x@y?s#f", "https://b.example/", unsafe) == "mailto:x@y?s");
}

BOOST_AUTO_TEST_CASE(local_schemes_never_give_a_referrer) {
    for (std::string_view from : {"about:blank", "data:text/plain,x", "blob:https://a.example/uuid"}) {
        for (int p = 0; p <= static_cast<int>(referrer_policy::unsafe_url); ++p) {
            BOOST_TEST(referer(from, "https://a.example/", static_cast<referrer_policy>(p)) == "<none>", from);
        }
    }
}

BOOST_AUTO_TEST_CASE(a_referrer_over_4096_bytes_is_its_origin) {
    std::string const base = "https://a.example/";
    std::string const at_limit = base + std::string(4096 - base.size(), 'x');
    std::string const over = at_limit + "y";
    BOOST_TEST(referer(at_limit, "https://b.example/", referrer_policy::unsafe_url) == at_limit);
    BOOST_TEST(referer(over, "https://b.example/", referrer_policy::unsafe_url) == base);
    BOOST_TEST(referer(over, "https://a.example/", referrer_policy::same_origin) == base);
}

BOOST_AUTO_TEST_CASE(potentially_trustworthy_urls_are_secure_contexts_list) {
    for (std::string_view yes : {"https://a.example/", "wss://a.example/", "http://127.0.0.1/", "http://127.8.9.1:8080/",
                                 "http://0x7f.1/", "http://[::1]/", "http://localhost/", "http://LOCALHOST./",
                                 "http://a.b.localhost/", "file:///etc/passwd", "about:blank", "about:srcdoc",
                                 "data:,x", "blob:https://a.example/u", "ftps://a.example/"}) {
        BOOST_TEST(trustworthy(yes), yes);
    }
    for (std::string_view no : {"http://a.example/", "ws://a.example/", "http://128.0.0.1/", "http://[::2]/",
                                "http://localhost.example/", "http://xlocalhost/", "ftp://a.example/",
                                "about:config", "blob:http://a.example/u", "foo://a.example/",
                                "javascript:1", "http://[::ffff:127.0.0.1]/"}) {
        BOOST_TEST(!trustworthy(no), no);
    }
}

BOOST_AUTO_TEST_CASE(rfc3986_references_are_read_as_the_url_standard_reads_them) {
    auto const a = urikit::parse_uri("https://u:p@a.example/p#f").value();
    auto const b = urikit::parse_uri("http://b.example/").value();
    BOOST_TEST(urikit::referrer({.from = a, .to = b}, referrer_policy::unsafe_url).value() == "https://a.example/p");
    BOOST_TEST(urikit::referrer({.from = a, .to = b}).value().empty()); // a downgrade under the default policy
    BOOST_TEST(!urikit::is_potentially_trustworthy(b));
    auto const bad = urikit::parse_uri("http://[v1.x]/").value();
    auto const r = urikit::referrer({.from = bad, .to = b});
    BOOST_TEST_REQUIRE(!r);
    BOOST_TEST(r.error().code == urikit::errc::base_not_absolute);
    BOOST_TEST(r.error().offset == 0u);
}

BOOST_AUTO_TEST_CASE(the_output_may_be_the_text_an_input_views) {
    std::string text = "https://u:p@a.example/p?q#f";
    auto const v = urikit::parse_uri(text).value();
    BOOST_TEST(urikit::referrer_into({.from = v, .to = v}, referrer_policy::same_origin, text).code == urikit::errc::ok);
    BOOST_TEST(text == "https://a.example/p?q");
}

BOOST_AUTO_TEST_CASE(the_last_valid_token_of_the_field_wins) {
    struct row {
        std::string_view value;
        std::optional<referrer_policy> policy;
    };
    for (row const r : {
             row{"no-referrer", referrer_policy::no_referrer},
             row{"  unsafe-url\t", referrer_policy::unsafe_url},
             row{"no-referrer, strict-origin-when-cross-origin, unknown", referrer_policy::strict_origin_when_cross_origin},
             row{"origin,blah", referrer_policy::origin},
             row{"unsafe-url,no-referrer", referrer_policy::no_referrer},
             row{"Same-Origin", referrer_policy::same_origin},
             row{"origin no-referrer", std::nullopt}, // one token with a space: none (W3C PR 102's example)
             row{"", std::nullopt},
             row{",,", std::nullopt},
             row{"never", std::nullopt}, // the legacy keywords are <meta>'s only
             row{"always", std::nullopt},
             row{"origin-when-crossorigin", std::nullopt},
             row{"no_referrer", std::nullopt}, // the token, not named<>'s "_" spelling
         }) {
        BOOST_TEST((urikit::referrer_policy_from_header(r.value) == r.policy), r.value);
    }
    for (int p = 0; p <= static_cast<int>(referrer_policy::unsafe_url); ++p) {
        auto const policy = static_cast<referrer_policy>(p);
        BOOST_TEST((urikit::referrer_policy_from_header(urikit::name(policy)) == policy));
    }
}

BOOST_AUTO_TEST_SUITE_END()
