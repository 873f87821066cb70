// urikit tests: the URL Standard's domain calls (include/urikit/web_domain.hpp):
// the Standard's rules on examples, WPT's toascii.json and IdnaTestV2.json
// through domain_to_ascii itself, the host parser agreeing with it, and
// domain to Unicode round-tripping every domain the parser makes.
#include <string>

#include <boost/json.hpp>
#include <boost/test/unit_test.hpp>

#include <urikit/idna.hpp>
#include <urikit/web_domain.hpp>
#include <urikit/web_url.hpp>

#include "web/wpt_data.hpp"
#include "test_conditions.hpp"

namespace json = boost::json;
using urikit::errc;
using urikit::test::str;

namespace {

std::string ascii_or_failure(std::string const& input) {
    auto const r = urikit::domain_to_ascii(input);
    return r ? *r : "(failure) " + std::string(urikit::name(r.error().code));
}

// The host parser on `input` as a special URL's host, for inputs it reads
// as a domain (no "%" to decode, no IPv4 at the end): the same result or
// failure as domain_to_ascii.
void expect_host_parser_agrees(std::string const& input, std::string const& got) {
    if (input.find_first_of("%/?#\\:@[]") != std::string::npos) return; // the URL splits or decodes it first
    auto const u = urikit::parse_web("https://" + input + "/x");
    if (u && u->host_kind() != urikit::web_host_kind::domain) return; // the IPv4 parser took it
    bool const got_failure = got.rfind("(failure)", 0) == 0;
    BOOST_TEST(u.has_value() == !got_failure, "host parser and domain_to_ascii disagree on \"" << input << "\"");
    if (u && !got_failure) BOOST_TEST(u->hostname() == got);
}

// Domain to Unicode and the domain parser round-trip (URL Standard, domain
// to Unicode, the note on step 2).
void expect_round_trip(std::string const& ascii) {
    auto const unicode = urikit::domain_to_unicode(ascii);
    BOOST_TEST_REQUIRE(unicode.has_value(), ascii);
    BOOST_TEST(ascii_or_failure(*unicode) == ascii, ascii << " -> " << *unicode);
}

} // namespace

BOOST_AUTO_TEST_SUITE(web_domain)

BOOST_AUTO_TEST_CASE(an_ascii_domain_is_lowercased_and_nothing_else) {
    BOOST_TEST(urikit::domain_to_ascii("EXAMPLE.com").value() == "example.com");
    BOOST_TEST(urikit::domain_to_ascii("0x7F.1").value() == "0x7f.1"); // no IPv4 parser here
    BOOST_TEST(urikit::domain_to_ascii("a_b--c.-x").value() == "a_b--c.-x"); // no STD3 or hyphen rules
    BOOST_TEST(urikit::domain_to_ascii("xn--8i7caa").value() == "xn--8i7caa"); // ASCII wins, as the note says
    BOOST_TEST(urikit::domain_to_ascii("a..b.").value() == "a..b."); // no DNS length rules
}

BOOST_AUTO_TEST_CASE(forbidden_domain_code_points_and_empty_results_fail_at_their_offset) {
    auto const space = urikit::domain_to_ascii("a b");
    BOOST_TEST(space.error().code == errc::forbidden_host_code_point);
    BOOST_TEST(space.error().offset == 1u);
    BOOST_TEST(urikit::domain_to_ascii("a%41").error().offset == 1u); // "%" is data here, and forbidden
    BOOST_TEST(urikit::domain_to_ascii("").error().code == errc::invalid_host);
    auto const bad = urikit::domain_to_ascii("ab\xFF");
    BOOST_TEST(bad.error().code == errc::invalid_utf8);
    BOOST_TEST(bad.error().offset == 2u);
    BOOST_TEST(urikit::domain_to_unicode("\xC3").error().code == errc::invalid_utf8);
}

BOOST_AUTO_TEST_CASE(non_ascii_domains_go_through_uts46_or_fail_without_icu) {
    if (!urikit::available(urikit::feature::idna)) {
        BOOST_TEST(urikit::domain_to_ascii("faß.de").error().code == errc::idna_unavailable);
        BOOST_TEST(urikit::domain_to_unicode("xn--fa-hia.de").error().code == errc::idna_unavailable);
        BOOST_TEST(urikit::domain_to_unicode("EXAMPLE.com").value() == "example.com");
        BOOST_TEST(urikit::domain_to_ascii("example.com", {.be_strict = true}).error().code == errc::idna_unavailable);
        BOOST_TEST(!urikit::is_valid_domain("example.com"));
        return;
    }
    BOOST_TEST(urikit::domain_to_ascii("faß.de").value() == "xn--fa-hia.de");
    BOOST_TEST(urikit::domain_to_ascii("\xE2\x98\x95.example").value() == "xn--53h.example"); // ☕, as the Standard's note
    BOOST_TEST(urikit::domain_to_ascii("\xE2\xA9\xB4").error().code == errc::forbidden_host_code_point); // ⩴ maps to "::="
    BOOST_TEST(urikit::domain_to_ascii("\xE2\xA9\xB4").error().offset == 0u);
    BOOST_TEST(urikit::domain_to_unicode("xn--fa-hia.de").value() == "faß.de");
    BOOST_TEST(urikit::domain_to_unicode("EXAMPLE.com").value() == "example.com");
    BOOST_TEST(urikit::domain_to_unicode("xn--8i7caa").value() == "xn--8i7caa"); // an error: the domain as it is
    BOOST_TEST(urikit::domain_to_unicode("xn--a.b").value() == "xn--a.b");
    BOOST_TEST(urikit::domain_to_unicode("xn--xn---epa").value() == "xn--xn---epa"); // decodes to "xn--é" (UTS #46 15.1)
}

// The error UTS #46 ToUnicode recorded is told (the text is then the
// domain as it is, the Standard's step 2: "XN--A.com" stays uppercase).
BOOST_AUTO_TEST_CASE(domain_to_unicode_tells_the_error_it_recorded, URIKIT_NEEDS(idna)) {
    std::string out;
    urikit::error recorded{errc::invalid_host, 9}; // overwritten
    BOOST_TEST(!urikit::domain_to_unicode_into("xn--fa-hia.de", out, &recorded));
    BOOST_TEST((out == "faß.de" && recorded == urikit::error{}));
    BOOST_TEST(!urikit::domain_to_unicode_into("XN--A.com", out, &recorded));
    BOOST_TEST((out == "XN--A.com" && recorded == urikit::error{errc::idna_punycode, 0}));
    BOOST_TEST(!urikit::domain_to_unicode_into("xn--xn---epa", out, &recorded));
    BOOST_TEST((recorded == urikit::error{errc::idna_punycode, 0})); // decodes to a label beginning "xn--"
    BOOST_TEST(!urikit::domain_to_unicode_into("a\xE2\x80\x8D" "b.com", out, &recorded)); // a ZWJ, no context
    BOOST_TEST((out == "a\xE2\x80\x8D" "b.com" && recorded.code == errc::idna_joiners));
    BOOST_TEST(!urikit::domain_to_unicode_into("\xD7\x90" "a.com", out, &recorded));
    BOOST_TEST((recorded.code == errc::idna_bidi));
    out = "xn--8i7caa"; // the input viewing the output
    BOOST_TEST(!urikit::domain_to_unicode_into(out, out, &recorded));
    BOOST_TEST((out == "xn--8i7caa" && recorded.code == errc::idna_punycode));
    BOOST_TEST(urikit::domain_to_unicode_into("\xC3", out, &recorded).code == errc::invalid_utf8);
    BOOST_TEST((recorded == urikit::error{}));
}

BOOST_AUTO_TEST_CASE(be_strict_applies_std3_hyphen_and_length_rules, URIKIT_NEEDS(idna)) {
    BOOST_TEST(urikit::domain_to_ascii("Example.COM", {.be_strict = true}).value() == "example.com");
    BOOST_TEST(urikit::domain_to_ascii("a_b.com", {.be_strict = true}).error().code == errc::idna_disallowed);
    BOOST_TEST(urikit::domain_to_ascii("-x.com", {.be_strict = true}).error().code == errc::idna_hyphen);
    BOOST_TEST(urikit::domain_to_ascii("a..b", {.be_strict = true}).error().code == errc::idna_label_length);
    BOOST_TEST(urikit::domain_to_ascii(std::string(64, 'a') + ".com", {.be_strict = true}).error().code == errc::idna_label_length);
    BOOST_TEST(urikit::domain_to_ascii("xn--8i7caa", {.be_strict = true}).has_value() == false);
    // VerifyDnsLength: the empty root label too (tr46 and ada refuse it; ICU alone lets it pass).
    for (char const* rooted : {"example.com.", "example.com\xE3\x80\x82", "a.", "faß.de."}) {
        auto const r = urikit::domain_to_ascii(rooted, {.be_strict = true});
        BOOST_TEST((!r && r.error() == urikit::error{errc::idna_label_length, 0}), rooted);
        BOOST_TEST(urikit::domain_to_ascii(rooted).has_value(), rooted); // without beStrict a root label is kept
    }
    BOOST_TEST(urikit::domain_to_ascii("example.com.").value() == "example.com.");
}

BOOST_AUTO_TEST_CASE(a_valid_domain_parses_strictly_and_does_not_end_in_a_number, URIKIT_NEEDS(idna)) {
    BOOST_TEST(urikit::is_valid_domain("example.com"));
    BOOST_TEST(urikit::is_valid_domain("faß.de"));
    BOOST_TEST(!urikit::is_valid_domain("1.2.3.4"));
    BOOST_TEST(!urikit::is_valid_domain("a.0x1"));
    BOOST_TEST(!urikit::is_valid_domain("a_b.com"));
    BOOST_TEST(!urikit::is_valid_domain("example.com."));
    BOOST_TEST(!urikit::is_valid_domain("\xFF"));
}

BOOST_AUTO_TEST_CASE(out_may_view_the_domain) {
    std::string s = "EXAMPLE.com";
    BOOST_TEST(urikit::domain_to_ascii_into(s, {}, s).code == errc::ok);
    BOOST_TEST(s == "example.com");
    BOOST_TEST(urikit::domain_to_unicode_into(s, s).code == errc::ok);
    BOOST_TEST(s == "example.com");
    s = "a b";
    BOOST_TEST(urikit::domain_to_ascii_into(s, {}, s).code == errc::forbidden_host_code_point);
    BOOST_TEST(s.empty());
}

BOOST_AUTO_TEST_CASE(toascii_and_idna_test_v2_every_case_through_domain_to_ascii, URIKIT_NEEDS(idna)
                                                                                        URIKIT_NEEDS(shared_data)) {
    urikit::test::idna_exceptions ex;
    auto const toascii = urikit::test::load_wpt("toascii.json");
    auto const idna = urikit::test::load_wpt("IdnaTestV2.json");
    BOOST_TEST_REQUIRE((toascii && idna));
    int cases = 0, round_trips = 0;
    for (auto const& [file, data] : {std::pair{"toascii.json", &*toascii}, std::pair{"IdnaTestV2.json", &*idna}}) {
        for (json::value const& v : data->as_array()) {
            if (!v.is_object()) continue;
            std::string const input = str(v.at("input"));
            if (input.empty() || input.find(urikit::test::lone_surrogate_marker) != std::string::npos) continue;
            std::string const want = v.at("output").is_null() ? "(failure)" : str(v.at("output"));
            std::string const got = ascii_or_failure(input);
            urikit::test::expect_idna(ex, file, input, want, got);
            expect_host_parser_agrees(input, got);
            if (got.rfind("(failure)", 0) != 0) {
                expect_round_trip(got);
                ++round_trips;
            }
            ++cases;
        }
    }
    BOOST_TEST(cases == 87 + 2668);
    BOOST_TEST(ex.used.size() == ex.rows.size(), "every exception row is a case of the pinned files");
    BOOST_TEST_MESSAGE("domain_to_ascii: " << cases << " WPT cases, " << round_trips << " round trips");
}

BOOST_AUTO_TEST_SUITE_END()
