// urikit tests: src/crawl/google_canonical.cpp, Google Safe Browsing's
// canonical URL (shared/data/crawler/safe-browsing.tsv, each step of the page).
#include <random>
#include <set>
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/idna.hpp>
#include <urikit/web_url.hpp>

#include "allocation_counter.hpp"
#include "crawl/crawler_vectors.hpp"
#include "data_files.hpp"
#include "random_reference.hpp"
#include "src/crawl/google_canonical.hpp"
#include "test_conditions.hpp"

namespace {

using reading = urikit::detail::google_reading;

std::string canonical(std::string_view url) {
    auto const r = urikit::safe_browsing_canonical(url);
    BOOST_REQUIRE_MESSAGE(r.has_value(), "refused: " << url << " (" << urikit::name(r.error().code) << ")");
    return r.value();
}

urikit::error refusal(std::string_view url) {
    auto const r = urikit::safe_browsing_canonical(url);
    BOOST_REQUIRE_MESSAGE(!r.has_value(), "accepted: " << url);
    return r.error();
}

} // namespace

BOOST_AUTO_TEST_SUITE(google_canonical)

BOOST_AUTO_TEST_CASE(every_shared_vector_gives_its_canonical_url, URIKIT_NEEDS(shared_data)) {
    auto const vectors = urikit::test::load_crawler_vectors("safe-browsing.tsv");
    BOOST_TEST_REQUIRE(vectors.has_value());
    BOOST_TEST(vectors->size() == 38u);
    for (auto const& v : *vectors) {
        BOOST_TEST_CONTEXT("line " << v.line << ": " << v.input) {
            if (!urikit::available(urikit::feature::idna) && v.input.find_first_of("\x80") != std::string::npos) continue;
            BOOST_TEST(canonical(v.input) == v.expected);
            BOOST_TEST(canonical(v.expected) == v.expected); // a fixed point
        }
    }
}

BOOST_AUTO_TEST_CASE(port_userinfo_and_fragment_are_dropped_scheme_lowercased) {
    BOOST_TEST(canonical("HTTPS://user:pw@Example.COM:8443/a#x") == "https://example.com/a");
    BOOST_TEST(canonical("ftp://h/x") == "ftp://h/x");
    BOOST_TEST(canonical("//h/x") == "http://h/x");
    BOOST_TEST(canonical("http:www.example.com/x") == "http://www.example.com/x"); // as browsers read it
    BOOST_TEST(canonical("host:8080/x") == "http://host/x"); // "name:digits": host and port, http:// in front
    BOOST_TEST(canonical("www.google.com:80") == "http://www.google.com/");
    BOOST_TEST(canonical("x.com") == "http://x.com/");
}

BOOST_AUTO_TEST_CASE(another_scheme_without_an_authority_has_no_host) {
    // Go's library and Chromium refuse these; reading them as http://
    // would look up a host the user never visited.
    for (char const* url : {"mailto:bryner@google.com", "javascript:alert()", "data:text/html,x", "file:/etc"}) {
        urikit::error const e = refusal(url);
        BOOST_TEST(urikit::name(e.code) == "missing_host", url);
    }
    BOOST_TEST(refusal("mailto:x").offset == 7u);
    BOOST_TEST(refusal(" mailto%3Ax").offset == 10u); // the offset of the byte after the unescaped ':'
    BOOST_TEST(canonical("ftp://h/x") == "ftp://h/x"); // with "//" a host: kept, as the page's examples do for https
}

BOOST_AUTO_TEST_CASE(every_ipv4_form_becomes_dotted_decimal) {
    BOOST_TEST(canonical("http://0300.0250.0.1/") == "http://192.168.0.1/");
    BOOST_TEST(canonical("http://0xC0A80001/") == "http://192.168.0.1/");
    BOOST_TEST(canonical("http://192.168.1/") == "http://192.168.0.1/");
    BOOST_TEST(canonical("http://192.11010049/") == "http://192.168.0.1/");
    BOOST_TEST(canonical("http://0x7f.1./") == "http://127.0.0.1/");
    // Not an address (a part above 255 before the last, five parts): a name.
    BOOST_TEST(canonical("http://276.2.3/") == "http://276.2.3/");
    BOOST_TEST(canonical("http://1.2.3.4.5/") == "http://1.2.3.4.5/");
}

BOOST_AUTO_TEST_CASE(ipv6_hosts_follow_the_v5_rules) {
    BOOST_TEST(canonical("http://[2001:DB8:0:0::1]:80/") == "http://[2001:db8::1]/");
    BOOST_TEST(canonical("http://[::ffff:7f00:1]/") == "http://127.0.0.1/");
    BOOST_TEST(canonical("http://[64:ff9b::102:304]/") == "http://1.2.3.4/");
    BOOST_TEST(canonical("http://[::192.9.5.5]/") == "http://[::c009:505]/"); // IPv4-compatible: plain RFC 5952
    BOOST_TEST(canonical("http://[zz]/") == "http://[zz]/");                  // no address: a name, not escaped
}

BOOST_AUTO_TEST_CASE(the_whole_url_is_unescaped_before_it_is_taken_apart) {
    // The page's step 3 comes before host, path and query are taken:
    // unescaped delimiters are delimiters (Chromium and Go do the same).
    BOOST_TEST(canonical("http%3A%2F%2Fwackyurl.com:80/") == "http://wackyurl.com/"); // the page's own vector
    BOOST_TEST(canonical("http://a%2Fb.com/") == "http://a/b.com/");
    BOOST_TEST(canonical("http://a%3A80%40b/") == "http://b/");
    BOOST_TEST(canonical("http://h/a%3Fb?c%3Fd") == "http://h/a?b?c?d");
    BOOST_TEST(canonical("http://h/a/..%3F/x") == "http://h/?/x"); // the path is "/a/.."
    // The browser reads "%2e%2E" as ".." before anything is unescaped
    // (the URL Standard's path state, and Chromium's GURL): "/c", where the
    // page's order alone, "/a//b/../c", gives "/a/c".
    BOOST_TEST(canonical("http://h/a%2F%2Fb/%2e%2E/c") == "http://h/c");
    BOOST_TEST(canonical("http://host.com/ab%23cd") == "http://host.com/ab%23cd"); // the fragment went first
    BOOST_TEST(canonical("http://h/a%23b?c#d") == "http://h/a%23b?c");
    // A host that reads back as itself: trailing dots and ":port" pieces go.
    BOOST_TEST(canonical("http://x:123./") == "http://x/");
    BOOST_TEST(canonical("http://..[v7.a]:8/") == "http://[v7.a]/");
}

BOOST_AUTO_TEST_CASE(path_rules_run_in_the_page_order) {
    BOOST_TEST(canonical("http://h") == "http://h/");
    BOOST_TEST(canonical("http://h/./a/../../b/") == "http://h/b/");
    BOOST_TEST(canonical("http://h/a//../b") == "http://h/a/b"); // dot segments first, then "//" runs
    BOOST_TEST(canonical("http://h/a?x//./y") == "http://h/a?x//./y");
}

BOOST_AUTO_TEST_CASE(international_hosts_become_idna_ascii) {
    if (!urikit::available(urikit::feature::idna)) {
        BOOST_TEST(canonical("http://b\xC3\xBC" "cher.de/") == "http://b%C3%BCcher.de/");
        return;
    }
    BOOST_TEST(canonical("http://B\xC3\x9C" "cher.de/") == "http://xn--bcher-kva.de/");
    BOOST_TEST(canonical("http://b%C3%BCcher.de/") == "http://xn--bcher-kva.de/");
    BOOST_TEST(canonical("http://a\xE3\x80\x82" "b\xE3\x80\x82/") == "http://a.b/"); // U+3002 full stops
    BOOST_TEST(canonical("http://\xF0\x9F\x92\xA9\xE2\x80\x8D.com/") == "http://%F0%9F%92%A9%E2%80%8D.com/");
}

BOOST_AUTO_TEST_CASE(a_missing_host_is_an_error_at_the_host) {
    BOOST_TEST(urikit::name(refusal("").code) == "missing_host");
    BOOST_TEST(refusal("").offset == 0u);
    BOOST_TEST(refusal("http:///").offset == 7u);
    BOOST_TEST(refusal("http://...\\a.com/").offset == 7u); // the browser's host, "...", of only dots
    BOOST_TEST(refusal("http://.../").offset == 7u);
    BOOST_TEST(refusal("\t h\tttp://u@/").offset == 12u); // offsets count the removed bytes too
    BOOST_TEST(urikit::name(refusal("/path").code) == "missing_host");
}

// Text that cannot be a URL (the page is silent) is refused as Chromium's
// canonicalizer refuses it, at the byte that breaks it, not written as a
// host nobody wrote.
BOOST_AUTO_TEST_CASE(text_that_cannot_be_a_url_is_an_error_at_its_byte) {
    using urikit::errc;
    using urikit::error;
    BOOST_TEST((refusal("http://[::1/") == error{errc::invalid_ip_literal, 7}));        // a "[" without its "]"
    BOOST_TEST((refusal("http://u@[::1") == error{errc::invalid_ip_literal, 9}));
    BOOST_TEST((refusal("http://[::1]x/") == error{errc::invalid_host, 12}));          // text after the "]"
    BOOST_TEST((refusal("http://..[v7.a](/") == error{errc::invalid_host, 15}));
    BOOST_TEST((refusal("http://[::1]:8a/") == error{errc::invalid_host, 12}));        // a port of digits only
    BOOST_TEST((refusal("\xC2\xA0http://a.com/") == error{errc::invalid_scheme, 0})); // U+00A0 before a scheme
    BOOST_TEST((refusal("//%C2%A0http://a.com/") == error{errc::invalid_scheme, 2}));
    // ... but where the URL Standard reads a URL (it trims C0 controls;
    // "http://1http://a.com/" has the host "1http"), that is the one.
    BOOST_TEST(canonical("\x1Fhttp://a.com/") == "http://a.com/");
    BOOST_TEST(canonical("1http://a.com/") == "http://1http/a.com/");
    // Still URLs: a port, an empty one, "://" after a scheme, "host:port".
    BOOST_TEST(canonical("http://[::1]:80/") == "http://[::1]/");
    BOOST_TEST(canonical("https://[::1]:/") == "https://[::1]/");
    BOOST_TEST(canonical("http://a.com://b") == "http://a.com/b");
    BOOST_TEST(canonical("www.example.com:80/a") == "http://www.example.com/a");
    BOOST_TEST(canonical("a.com/?u=http://b.com/") == "http://a.com/?u=http://b.com/");
}

// The host looked up is the one a browser visits (issue #61): where the
// URL Standard's parser reads the text as a special URL with a host, its
// URL is what the page's steps take apart; the page alone unescapes first
// and splits at "/" and "?" only.
BOOST_AUTO_TEST_CASE(the_host_is_the_one_a_browser_visits) {
    // The review's inputs: a "\\" is a "/" in a special URL, and an escaped
    // "/", "?" or "%2F" in the userinfo is data, not a delimiter.
    BOOST_TEST(canonical("http://evil.example\\phish") == "http://evil.example/phish");
    BOOST_TEST(canonical("http:\\\\evil.example\\phish") == "http://evil.example/phish");
    BOOST_TEST(canonical("http://good.example%2F@evil.example/") == "http://evil.example/");
    BOOST_TEST(canonical("http://good.example%3F@evil.example/") == "http://evil.example/");
    BOOST_TEST(canonical("http://good.example%252F@evil.example/") == "http://evil.example/");
    // What the page's reading alone gives (unescaped first, "good.example/@..." is split at "/").
    urikit::detail::google_url page;
    BOOST_TEST(urikit::detail::google_canonical_parts("http://good.example%2F@evil.example/", page, reading::page)
                   .code == urikit::errc::ok);
    BOOST_TEST(page.host == "good.example");
    // More of the kind: slashes the URL Standard skips, a special scheme
    // before digits, an escape in the host, scheme-relative text, C0
    // controls it trims.
    BOOST_TEST(canonical("http:///evil.example/x") == "http://evil.example/x");
    BOOST_TEST(canonical("ws:evil.example") == "ws://evil.example/");
    BOOST_TEST(canonical("http:80/x") == "http://0.0.0.80/x");
    BOOST_TEST(canonical("http://ev%69l.example/") == "http://evil.example/");
    BOOST_TEST(canonical("http://a%40b@evil.example/") == "http://evil.example/");
    BOOST_TEST(canonical("\\\\evil.example\\phish") == "http://evil.example/phish");
    BOOST_TEST(canonical("evil.example\\phish?q\\r") == "http://evil.example/phish?q\\r"); // a query keeps its "\\"
    BOOST_TEST(canonical("http://evil.example/x\x01") == "http://evil.example/x");
    // Where the URL Standard refuses the text, the page's reading, with "\\"
    // still a "/" in a special URL (so the result reads back as itself).
    BOOST_TEST(canonical("http://host%23.com/a") == "http://host%23.com/a"); // the page's own vector's host
    BOOST_TEST(canonical("http://a.com:99999/x\\y") == "http://a.com/x/y");
    BOOST_TEST(canonical("http://a.com/x%5Cy") == "http://a.com/x/y");
    // An escaped "?" begins the page's query; the browser first removed the
    // dot segment it still saw in the path (the shortcut's case: fuzz_crawl).
    BOOST_TEST(canonical("w{:/a%3Fp:0/.") == "http://w{/a?p:0/");
    BOOST_TEST(canonical("foo://a\\b/c\\d") == "foo://a\\b/c\\d"); // not special: data
    BOOST_TEST(urikit::name(refusal("/path").code) == "missing_host");    // one slash: a path, no host
}

namespace {

// What google_canonical_parts gives, as one text: the parts unescaped, or the error.
std::string parts_text(std::string_view url, reading r) {
    urikit::detail::google_url u;
    urikit::error const e = urikit::detail::google_canonical_parts(url, u, r);
    if (e.code != urikit::errc::ok) return "error " + std::string(urikit::name(e.code)) + " " + std::to_string(e.offset);
    return u.scheme + "://" + u.host + u.path + (u.has_query ? "?" + u.query : "");
}

// Texts made of the pieces where the page's and the browser's readings part.
std::string random_lookup_text(std::mt19937& rng) {
    static char const* const pieces[] = {
        "http:", "HTTPS:", "ws:", "ftp:", "file:", "foo:", "//", "/", "\\", "\\\\", "@", "%40", "%2F", "%2f", "%5C",
        "%3F", "%23", "%252F", "%25", "%", "?", "#", ":", ":80", "evil.example", "good.example", "a", "..", ".",
        "[::1]", "[", "]", "\x01", " ", "\t", "\xC3\xA9", "%C3%A9", "0x7f.1", "1.2.3.4", "xn--", "%00", "~", "%2e",
    };
    std::uniform_int_distribution<std::size_t> count(1, 10);
    std::uniform_int_distribution<std::size_t> pick(0, std::size(pieces) - 1);
    std::string s;
    for (std::size_t n = count(rng); n > 0; --n) s += pieces[pick(rng)];
    return s;
}

// Every text the differential tests read: the data lines, the page's and
// the outside suites' inputs, random references and random lookup texts.
std::vector<std::string> lookup_texts() {
    std::vector<std::string> texts;
    for (auto const& f : urikit::test::load_data_files()) texts.insert(texts.end(), f.lines.begin(), f.lines.end());
    if (auto const vectors = urikit::test::load_crawler_vectors("safe-browsing.tsv")) {
        for (auto const& v : *vectors) texts.push_back(v.input);
    }
    if (auto const rows = urikit::test::load_external_rows("safe-browsing/cases.tsv")) {
        for (auto const& row : *rows) texts.push_back(urikit::test::unescape_column(row.at(1)));
    }
    std::mt19937 rng(61);
    for (int i = 0; i < 40000; ++i) texts.push_back(urikit::test::random_reference(rng));
    for (int i = 0; i < 60000; ++i) texts.push_back(random_lookup_text(rng));
    return texts;
}

} // namespace

// readings_may_differ is a shortcut: reading every text both ways must give
// what it gives.
BOOST_AUTO_TEST_CASE(the_shortcut_gives_what_reading_every_text_both_ways_gives) {
    std::size_t parted = 0;
    std::vector<std::string> const texts = lookup_texts();
    for (std::string const& t : texts) {
        std::string const given = parts_text(t, reading::browser);
        BOOST_TEST(given == parts_text(t, reading::both), t);
        parted += given != parts_text(t, reading::page);
    }
    BOOST_TEST_MESSAGE(parted << " of " << texts.size() << " texts read otherwise by the page alone");
    BOOST_TEST(parted > 1000u); // the random texts do part the two readings
}

// The differential: wherever the URL Standard's parser reads a special URL
// with a host (the text as an absolute URL, or scheme-relative text
// against http:), the lookup host is that host, as the page's host steps
// write it (the same host in a plain "http://host/": dots trimmed and
// collapsed, the IPv6 forms of v5).
BOOST_AUTO_TEST_CASE(where_the_url_standard_reads_a_host_it_is_the_lookup_host) {
    std::size_t compared = 0;
    for (std::string const& t : lookup_texts()) {
        auto w = urikit::parse_web(t);
        if ((!w || !w->is_special()) && (t.starts_with("//") || t.starts_with("\\\\"))) w = urikit::parse_web("http:" + t);
        if (!w || !w->is_special() || w->hostname().empty()) continue;
        urikit::detail::google_url given;
        urikit::detail::google_url plain;
        urikit::error const e = urikit::detail::google_canonical_parts(t, given);
        urikit::error const p =
            urikit::detail::google_canonical_parts("http://" + std::string(w->hostname()) + "/", plain);
        BOOST_TEST_CONTEXT(t) {
            BOOST_TEST(e.code == p.code); // both missing_host for a host of only dots
            if (e.code == urikit::errc::ok) BOOST_TEST(given.host == plain.host);
        }
        ++compared;
    }
    BOOST_TEST(compared > urikit::test::lines_at_least(100000, 1000));
}

BOOST_AUTO_TEST_CASE(the_into_form_allocates_nothing_once_warm) {
    auto const files = urikit::test::load_data_files();
    std::string out;
    out.reserve(1 << 16);
    auto const ascii = [](std::string const& s) {
        for (char c : s) {
            if (static_cast<unsigned char>(c) >= 0x80 || c == '%') return false; // IDNA allocates in ICU
        }
        return true;
    };
    for (auto const& f : files) {
        for (auto const& line : f.lines) (void)urikit::safe_browsing_canonical_into(line, out);
    }
    std::size_t accepted = 0;
    urikit::test::start_counting_allocations();
    for (auto const& f : files) {
        for (auto const& line : f.lines) {
            if (ascii(line)) accepted += urikit::safe_browsing_canonical_into(line, out).code == urikit::errc::ok;
        }
    }
    BOOST_TEST(urikit::test::stop_counting_allocations() == 0u);
    BOOST_TEST(accepted > urikit::test::lines_at_least(50000));
}

BOOST_AUTO_TEST_SUITE_END()
