// urikit tests: src/crawl/google_canonical.cpp, Google Safe Browsing's
// canonical URL (shared/data/crawler/safe-browsing.tsv, each step of the page).
#include <random>
#include <set>
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/idna.hpp>

#include "allocation_counter.hpp"
#include "crawl/crawler_vectors.hpp"
#include "data_files.hpp"
#include "random_reference.hpp"
#include "test_conditions.hpp"

namespace {

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
    BOOST_TEST(canonical("http://h/a%2F%2Fb/%2e%2E/c") == "http://h/a/c");
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
    BOOST_TEST(refusal("http:///path").offset == 7u);
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
    BOOST_TEST((refusal("\x1Fhttp://a.com/") == error{errc::invalid_scheme, 0}));
    BOOST_TEST((refusal("1http://a.com/") == error{errc::invalid_scheme, 0}));
    BOOST_TEST((refusal("//%C2%A0http://a.com/") == error{errc::invalid_scheme, 2}));
    // Still URLs: a port, an empty one, "://" after a scheme, "host:port".
    BOOST_TEST(canonical("http://[::1]:80/") == "http://[::1]/");
    BOOST_TEST(canonical("https://[::1]:/") == "https://[::1]/");
    BOOST_TEST(canonical("http://a.com://b") == "http://a.com/b");
    BOOST_TEST(canonical("www.example.com:80/a") == "http://www.example.com/a");
    BOOST_TEST(canonical("a.com/?u=http://b.com/") == "http://a.com/?u=http://b.com/");
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
