// IDNA (UTS #46 through ICU) in the http profile, to_uri and to_iri; and the
// same calls in a build without ICU, where they fail with idna_unavailable.
#include <boost/test/unit_test.hpp>

#include <string>

#include <urikit/idna.hpp>
#include <urikit/iri.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

#include "iri_helpers.hpp"
#include "src/idna/idna.hpp"
#include "test_conditions.hpp"

using urikit::test::iri_of;
using urikit::test::uri_error;
using urikit::test::uri_of;

BOOST_AUTO_TEST_SUITE(idna)

BOOST_AUTO_TEST_CASE(to_uri_sends_non_ascii_hosts_through_idna) {
    if (!urikit::available(urikit::feature::idna)) {
        for (char const* s : {"http://例え.jp/", "http://faß.de/", "http://%C3%A9例え.jp/"}) {
            urikit::error const e = uri_error(s);
            BOOST_TEST(urikit::name(e.code) == "idna_unavailable", s);
            BOOST_TEST(e.offset == 7u);
        }
        BOOST_TEST(uri_of("http://%C3%A9.com/é") == "http://%C3%A9.com/%C3%A9"); // ASCII hosts need no IDNA
        return;
    }
    BOOST_TEST(uri_of("http://例え.jp/引き出し") == "http://xn--r8jz45g.jp/%E5%BC%95%E3%81%8D%E5%87%BA%E3%81%97");
    BOOST_TEST(uri_of("https://faß.de/") == "https://xn--fa-hia.de/"); // non-transitional: not fass.de
    BOOST_TEST(uri_of("https://straße.de/") == "https://xn--strae-oqa.de/");
    BOOST_TEST(uri_of("http://BÜCHER.example/") == "http://xn--bcher-kva.example/"); // mixed case
    BOOST_TEST(uri_of("http://ＥＸＡＭＰＬＥ．ｃｏｍ/") == "http://example.com/");       // full width
    BOOST_TEST(uri_of("http://１．２．３．４/") == "http://1.2.3.4/");                    // becomes an IPv4address
    BOOST_TEST(uri_of("http://%C3%A9例え.jp/é") == "http://xn--9ca863v7ut.jp/%C3%A9"); // encoded octets in a Unicode host
}

// IDNA facts published with UTS #46 and RFC 5891-5893, one per kind of rule.
BOOST_AUTO_TEST_CASE(idna_follows_uts46_non_transitional_with_std3_bidi_and_context_rules, URIKIT_NEEDS(idna)) {
    BOOST_TEST(uri_of("http://βόλος.com/") == "http://xn--nxasmm1c.com/");
    BOOST_TEST(uri_of("http://ශ්‍රී.com/") == "http://xn--10cl1a0b660p.com/");       // ZWJ after virama kept
    BOOST_TEST(uri_of("http://نامه‌ای.com/") == "http://xn--mgba3gch31f060k.com/");  // ZWNJ kept
    BOOST_TEST(uri_of("http://例え.テスト/") == "http://xn--r8jz45g.xn--zckzah/");
    BOOST_TEST(uri_of("http://é.com./") == "http://xn--9ca.com./");
    struct row {
        char const* iri;
        char const* code;
    } const refusals[] = {
        {"http://é.b..c/", "idna_label_length"},
        {"http://-é.com/", "idna_hyphen"},
        {"http://éb--c.com/", "idna_hyphen"},
        {"http://é.xn--a.com/", "idna_punycode"},
        {"http://1א.com/", "idna_bidi"},
        {"http://אa.com/", "idna_bidi"},
        {"http://éa\u200Db.com/", "idna_joiners"},
        {"http://\u0301a.com/", "idna_combining_mark"},
        {"http://a_b.例え.jp/", "idna_disallowed"},
        {"http://%FF%C3%A9é/", "host_not_utf8"},
    };
    for (auto const& r : refusals) {
        urikit::error const e = uri_error(r.iri);
        BOOST_TEST(urikit::name(e.code) == r.code, r.iri);
        BOOST_TEST(e.offset == 7u, r.iri);
    }
}

BOOST_AUTO_TEST_CASE(to_iri_shows_ace_hosts_in_unicode_when_idna_takes_them_back) {
    if (!urikit::available(urikit::feature::idna)) {
        BOOST_TEST(iri_of("http://xn--r8jz45g.jp/") == "http://xn--r8jz45g.jp/"); // kept as it is
        BOOST_TEST(iri_of("http://%C3%A9.com/") == "http://%C3%A9.com/");          // cannot be checked: kept
        return;
    }
    BOOST_TEST(iri_of("http://xn--r8jz45g.jp/%E5%BC%95%E3%81%8D%E5%87%BA%E3%81%97") == "http://例え.jp/引き出し");
    BOOST_TEST(iri_of("http://%C3%A9.com/") == "http://é.com/");
    BOOST_TEST(iri_of("http://xn--zz.com/") == "http://xn--zz.com/"); // ToUnicode fails: kept
    BOOST_TEST(iri_of("http://XN--9CA.com/") == "http://é.com/");
    for (char const* s : {"http://例え.jp/引き出し", "https://faß.de/straße?ü=ö#ä", "http://βόλος.com/", "//ü/ü"}) {
        BOOST_TEST(iri_of(uri_of(s)) == s); // clean NFC input comes back
    }
}

BOOST_AUTO_TEST_CASE(the_http_profile_needs_idna_only_for_encoded_non_ascii_hosts) {
    auto const u = urikit::parse_uri_reference("http://%C3%A9.com/");
    auto const n = urikit::normalize(*u, urikit::profile::http);
    if (!urikit::available(urikit::feature::idna)) {
        BOOST_TEST_REQUIRE(!n.has_value());
        BOOST_TEST(urikit::name(n.error().code) == "idna_unavailable");
        BOOST_TEST(n.error().offset == 7u);
    } else {
        BOOST_TEST(n.value().str() == "http://xn--9ca.com/");
    }
    auto const plain = urikit::parse_uri_reference("HTTP://A.com:80/%7e");
    BOOST_TEST(urikit::normalize(*plain, urikit::profile::http).value().str() == "http://a.com/~");
}

// ICU's time grows with labels x length; a name with more labels than 253
// bytes can hold is refused before ICU sees it, with the reason ICU gives.
BOOST_AUTO_TEST_CASE(names_with_more_labels_than_dns_allows_are_refused_before_icu) {
    std::string labels;
    for (int i = 0; i < 127; ++i) labels += "a.";
    BOOST_TEST(!urikit::detail::has_too_many_labels(labels));           // 127 separators: ICU decides
    BOOST_TEST(urikit::detail::has_too_many_labels(labels + "."));      // 128
    BOOST_TEST(urikit::detail::has_too_many_labels(labels + "\xE3\x80\x82")); // U+3002 counts as "."
    BOOST_TEST(urikit::detail::has_too_many_labels(labels + "\xEF\xBC\x8E")); // U+FF0E
    BOOST_TEST(urikit::detail::has_too_many_labels(labels + "\xEF\xBD\xA1")); // U+FF61
    if (!urikit::available(urikit::feature::idna)) return;
    std::string huge = "http://";
    for (int i = 0; i < 100000; ++i) huge += "ü.";
    huge += "de/";
    BOOST_TEST(urikit::name(uri_error(huge).code) == "idna_label_length");
    // at the boundary ICU itself gives the same reason
    std::string edge = "http://é";
    for (int i = 0; i < 127; ++i) edge += ".a";
    edge += "/";
    BOOST_TEST(urikit::name(uri_error(edge).code) == "idna_label_length");
}

BOOST_AUTO_TEST_SUITE_END()
