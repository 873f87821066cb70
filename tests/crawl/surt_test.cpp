// urikit tests: SSURT (shared/data/crawler/ssurt.tsv, round trips) and the
// classic SURT / CDX key with the IA canonicalization (README examples of
// shared/data/crawler/README.md and each rule).
#include <random>
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/parse.hpp>

#include "crawl/crawler_vectors.hpp"
#include "data_files.hpp"
#include "random_reference.hpp"
#include "src/crawl/ia_canonical.hpp"

namespace {

std::string ssurt_of(std::string_view text) {
    auto const u = urikit::parse_uri_reference(text);
    BOOST_REQUIRE_MESSAGE(u.has_value(), "not a reference: " << text);
    auto r = urikit::ssurt(*u);
    BOOST_REQUIRE(r.has_value());
    return std::move(r).value();
}

std::string surt_of(std::string_view url, urikit::surt_options const& o = {}) {
    auto r = urikit::surt(url, o);
    BOOST_REQUIRE_MESSAGE(r.has_value(), "refused: " << url << " (" << urikit::name(r.error().code) << ")");
    return std::move(r).value();
}

std::string surt_form_of(std::string_view text, urikit::surt_options const& o = {}) {
    auto const u = urikit::parse_uri_reference(text);
    BOOST_REQUIRE(u.has_value());
    auto r = urikit::surt_form(*u, o);
    BOOST_REQUIRE(r.has_value());
    return std::move(r).value();
}

// A reference whose SSURT must lead back to it: one with a scheme or an authority.
bool reversible(urikit::uri_view u) { return u.has_scheme() || u.has_authority(); }

void require_round_trip(std::string_view text) {
    auto const u = urikit::parse_uri_reference(text);
    if (!u || !reversible(*u)) return;
    std::string const s = ssurt_of(text);
    auto const back = urikit::from_ssurt(s);
    BOOST_REQUIRE_MESSAGE(back.has_value() && back->str() == text, "ssurt " << s << " of " << text);
}

} // namespace

BOOST_AUTO_TEST_SUITE(ssurt)

BOOST_AUTO_TEST_CASE(every_shared_vector_gives_its_ssurt_and_leads_back) {
    auto const vectors = urikit::test::load_crawler_vectors("ssurt.tsv");
    if (!vectors) {
        BOOST_TEST_MESSAGE("SKIPPED: no shared data (URIKIT_SHARED_DATA unset)");
        return;
    }
    BOOST_TEST(vectors->size() == 11u);
    for (auto const& v : *vectors) {
        BOOST_TEST_CONTEXT("line " << v.line << ": " << v.input) {
            BOOST_TEST(ssurt_of(v.input) == v.expected);
            auto const back = urikit::from_ssurt(v.expected);
            BOOST_TEST_REQUIRE(back.has_value());
            BOOST_TEST(back->str() == v.input);
        }
    }
}

BOOST_AUTO_TEST_CASE(hosts_follow_the_readme_definition) {
    BOOST_TEST(ssurt_of("http://x.y.z./") == ",z,y,x,//http:/");
    BOOST_TEST(ssurt_of("http://a,b.y.z./") == ",z,y,a.b,//http:/");
    BOOST_TEST(ssurt_of("http://10.1.2.3:81/") == "10.1.2.3//81:http:/");
    BOOST_TEST(ssurt_of("http://0x80/") == "0x80//http:/"); // an IPv4 form: kept
    BOOST_TEST(ssurt_of("http://[::1]:/") == "[::1]//:http:/");
    BOOST_TEST(ssurt_of("file:///etc") == ",//file:/etc");
    BOOST_TEST(ssurt_of("//u@h/p") == "h,//@u:/p");
    BOOST_TEST(ssurt_of("a/b?c") == "a/b?c");
}

BOOST_AUTO_TEST_CASE(ssurt_leads_back_on_every_data_line_and_random_references) {
    for (auto const& file : urikit::test::load_data_files()) {
        for (auto const& line : file.lines) require_round_trip(line);
    }
    std::mt19937 rng(2611);
    for (int i = 0; i < 200000; ++i) require_round_trip(urikit::test::random_reference(rng));
    for (std::string_view s : {"http://[::1]:8/p", "x://,,/", "x://a,/", "x:", "//", "//:0", "http://u:@h:/"}) {
        require_round_trip(s);
    }
}

BOOST_AUTO_TEST_CASE(a_malformed_ssurt_is_an_error) {
    BOOST_TEST(!urikit::from_ssurt("com,example,//81http:/").has_value());
    BOOST_TEST(!urikit::from_ssurt("com,example,//http/").has_value());
    BOOST_TEST(!urikit::from_ssurt("com,ex ample,//http:/").has_value());
}

// Issue 27: from_ssurt's errors point into the SSURT text: at the byte
// itself where the rebuilt reference copied it, else at the start of the
// field it was made for (a host written in its other order).
BOOST_AUTO_TEST_CASE(from_ssurt_errors_point_into_the_ssurt_text) {
    struct row {
        char const* text;
        std::uint32_t offset;
    };
    for (row const r : {row{"com,example,//http:/a b", 21}, row{"[::1x]//http:/", 4}, row{"com,ex ample,//http:/", 0},
                        row{"h//http@u s:/", 9}, row{"h//8x:http:/", 4}, row{"a b", 1}}) {
        auto const back = urikit::from_ssurt(r.text);
        BOOST_TEST_REQUIRE(!back.has_value(), r.text);
        BOOST_TEST(back.error().offset == r.offset, r.text);
        BOOST_TEST(back.error().offset <= std::string_view(r.text).size(), r.text);
    }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(surt)

BOOST_AUTO_TEST_CASE(cdx_keys_of_the_spec_and_the_readme) {
    BOOST_TEST(surt_of("http://www.Example.com/A/?b=2&a=1") == "com,example)/a?a=1&b=2");
    BOOST_TEST(surt_of("https://www7.example.com:8443/A/b/?B=2&a=1") == "com,example:8443)/a/b?a=1&b=2");
}

BOOST_AUTO_TEST_CASE(www_labels_are_removed_as_the_ia_does) {
    BOOST_TEST(surt_of("http://www.foo.com/") == "com,foo)/");
    BOOST_TEST(surt_of("http://www12.foo.com/") == "com,foo)/");
    BOOST_TEST(surt_of("http://www2foo.com/") == "com,www2foo)/");
    BOOST_TEST(surt_of("http://www2.www2foo.com/") == "com,www2foo)/");
    BOOST_TEST(surt_of("http://www/") == "www)/");
    BOOST_TEST(surt_of("https://www7.43/") == "43,0,0,0)/"); // what is left is an IPv4 form (fuzz_crawl)
}

BOOST_AUTO_TEST_CASE(session_ids_empty_parameters_and_the_fragment_go) {
    BOOST_TEST(surt_of("http://h/p?jsessionid=1&a=1&PHPSESSID=2&sid=3&ASPSESSIONIDQQ=4&&x#f") == "h)/p?a=1&x");
    BOOST_TEST(surt_of("http://h/p?cfid=1&b=2") == "h)/p?b=2&cfid=1");
    BOOST_TEST(surt_of("http://h/p?cftoken=1&b=2&CFID=3") == "h)/p?b=2");
    BOOST_TEST(surt_of("http://h/a;jsessionid=ABC/b;JSESSIONID=1;x=2/") == "h)/a/b;x=2");
    BOOST_TEST(surt_of("http://h/?") == "h)/");
    BOOST_TEST(surt_of("http://h/?sid=1") == "h)/");
    // A removed session id leaves no "//" or dot segment behind (fuzz_crawl).
    BOOST_TEST(surt_of("http://[::ffff:1.2.3.4]:80/;jsessionid=x/p") == "4,3,2,1)/p");
    BOOST_TEST(surt_of("http://h/a/.;jsessionid=x/b") == "h)/a/b");
}

BOOST_AUTO_TEST_CASE(ports_userinfo_and_case) {
    BOOST_TEST(surt_of("http://u:p@h:80/") == "h)/");
    BOOST_TEST(surt_of("https://h:443/") == "h)/");
    BOOST_TEST(surt_of("https://h:080/") == "h:80)/");
    BOOST_TEST(surt_of("http://h:/") == "h)/");
    BOOST_TEST(surt_of("http://h/caf%C3%A9?Q=%C3%A9") == "h)/caf%c3%a9?q=%c3%a9");
    auto const bad = urikit::surt("http://h:8x/");
    BOOST_TEST_REQUIRE(!bad.has_value());
    BOOST_TEST(urikit::name(bad.error().code) == "invalid_port");
    BOOST_TEST(bad.error().offset == 10u);
    BOOST_TEST(!urikit::surt("http://h:65536/").has_value());
    // Issue 27: TAB, CR and LF inside the port are removed first; the offset
    // still counts in the input as given.
    auto const tabs = urikit::surt("http://a:1\t\t2x/");
    BOOST_TEST_REQUIRE(!tabs.has_value());
    BOOST_TEST(tabs.error().offset == 13u);
    auto const newline = urikit::surt(" \nhttp://a:\r\n1y/");
    BOOST_TEST_REQUIRE(!newline.has_value());
    BOOST_TEST(newline.error().offset == 14u);
}

BOOST_AUTO_TEST_CASE(the_options_write_each_variant) {
    urikit::surt_options heritrix;
    heritrix.scheme = true;
    heritrix.trailing_comma = true;
    BOOST_TEST(surt_of("http://www.example.com/", heritrix) == "http://(com,example,)/");
    BOOST_TEST(surt_of("http://123.45.167.89/") == "89,167,45,123)/");
    urikit::surt_options keep_ip;
    keep_ip.reverse_ipv4 = false;
    BOOST_TEST(surt_of("http://123.45.167.89:81/", keep_ip) == "123.45.167.89:81)/");
    BOOST_TEST(surt_of("http://[2001:DB8::1]/") == "[2001:db8::1])/");
    // urlcanon's three variants of one URL (shared/data/crawler/README.md).
    std::string_view const url = "http://foo.example.org:81/path?query#frag";
    BOOST_TEST(surt_form_of(url, heritrix) == "http://(org,example,foo,:81)/path?query#frag");
    urikit::surt_options no_scheme;
    no_scheme.trailing_comma = true;
    BOOST_TEST(surt_form_of(url, no_scheme) == "org,example,foo,:81)/path?query#frag");
    urikit::surt_options no_comma;
    no_comma.scheme = true;
    BOOST_TEST(surt_form_of(url, no_comma) == "http://(org,example,foo:81)/path?query#frag");
    BOOST_TEST(surt_form_of("mailto:a@b") == "mailto:a@b");
}

BOOST_AUTO_TEST_CASE(the_ia_canonicalization_is_idempotent) {
    std::mt19937 rng(1124);
    auto const text = [](urikit::detail::ia_url const& u) {
        return u.scheme + "://" + u.host + (u.port.empty() ? "" : ":" + u.port) + u.path +
               (u.has_query ? "?" + u.query : "");
    };
    std::size_t accepted = 0;
    for (int i = 0; i < 50000; ++i) {
        std::string const url = urikit::test::random_reference(rng);
        urikit::detail::ia_url first;
        if (urikit::detail::ia_canonical_parts(url, first).code != urikit::errc::ok) continue;
        ++accepted;
        urikit::detail::ia_url second;
        BOOST_REQUIRE(urikit::detail::ia_canonical_parts(text(first), second).code == urikit::errc::ok);
        BOOST_REQUIRE_MESSAGE(text(second) == text(first), "input " << url << " gave " << text(first));
    }
    BOOST_TEST(accepted > 20000u);
}

BOOST_AUTO_TEST_SUITE_END()
