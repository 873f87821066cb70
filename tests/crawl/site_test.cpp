// urikit tests: public suffixes and registrable domains (Public Suffix List
// through libpsl; the list's own test cases, publicsuffix.org/list/, as
// inputs and their answers).
#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/idna.hpp>
#include <urikit/parse.hpp>
#include <urikit/site.hpp>

#include "data_files.hpp"
#include "src/crawl/public_suffix.hpp"
#include "test_conditions.hpp"

namespace {

urikit::site_parts site_of(std::string_view text) {
    auto const u = urikit::parse_uri_reference(text);
    BOOST_REQUIRE_MESSAGE(u.has_value(), "not a reference: " << text);
    auto r = urikit::site(*u);
    BOOST_REQUIRE_MESSAGE(r.has_value(), "refused: " << text << " (" << urikit::name(r.error().code) << ")");
    return std::move(r).value();
}

std::string site_text(std::string_view text) { return site_of(text).site.value_or("null"); }
std::string suffix_text(std::string_view text) { return site_of(text).suffix.value_or("null"); }

} // namespace

BOOST_AUTO_TEST_SUITE(site)

BOOST_AUTO_TEST_CASE(registrable_domains_follow_the_list_rules) {
    if (!urikit::available(urikit::feature::public_suffix_list)) {
        BOOST_TEST(!urikit::site(urikit::parse_uri("http://a.com/").value()).has_value());
        return;
    }
    BOOST_TEST(site_text("http://www.example.co.uk/") == "example.co.uk");
    BOOST_TEST(suffix_text("http://www.example.co.uk/") == "co.uk");
    BOOST_TEST(site_text("http://co.uk/") == "null");
    BOOST_TEST(suffix_text("http://co.uk/") == "co.uk");
    BOOST_TEST(site_text("http://COM/") == "null");
    // The default rule "*" and the list's wildcard and exception rules.
    BOOST_TEST(site_text("http://a.b.example.unknowntld/") == "example.unknowntld");
    BOOST_TEST(site_text("http://a.b.c.kawasaki.jp/") == "b.c.kawasaki.jp");
    BOOST_TEST(site_text("http://city.kawasaki.jp/") == "city.kawasaki.jp");
    BOOST_TEST(site_text("http://www.city.kawasaki.jp/") == "city.kawasaki.jp");
    // The private section.
    BOOST_TEST(site_text("http://x.y.blogspot.com/") == "y.blogspot.com");
    // Case, percent-encoding, one trailing dot.
    BOOST_TEST(site_text("http://WWW.Example.COM./") == "example.com");
    BOOST_TEST(site_of("http://WWW.Example.COM./").host == "www.example.com");
    BOOST_TEST(site_text("http://%77ww.example.com/") == "example.com");
}

BOOST_AUTO_TEST_CASE(international_names_are_asked_in_idna_ascii, URIKIT_NEEDS(psl) URIKIT_NEEDS(idna)) {
    BOOST_TEST(site_text("http://www.B%C3%BCcher.example.de/") == "example.de");
    BOOST_TEST(site_text("http://b%C3%BCcher.de/") == "xn--bcher-kva.de");
    // The list's IDN rule for the suffix of Chinese "公司.cn".
    BOOST_TEST(suffix_text("http://x.%E5%85%AC%E5%8F%B8.cn/") == "xn--55qx5d.cn");
    BOOST_TEST(site_text("http://a.x.%E5%85%AC%E5%8F%B8.cn/") == "x.xn--55qx5d.cn");
}

BOOST_AUTO_TEST_CASE(ip_addresses_have_no_site_and_no_suffix) {
    for (std::string_view s : {"http://1.2.3.4/", "http://[::1]/", "http://0x7f.1/", "http://[v1.x]/"}) {
        BOOST_TEST_CONTEXT(s) {
            BOOST_TEST(!site_of(s).site.has_value());
            BOOST_TEST(!site_of(s).suffix.has_value());
        }
    }
}

// Absence is no error: a reference without a host has no site.
BOOST_AUTO_TEST_CASE(a_reference_without_a_host_has_no_site) {
    for (char const* text : {"mailto:a@b", "http:///x", "file:///p", "http://./", "/relative"}) {
        auto const none = urikit::site(urikit::parse_uri_reference(text).value());
        BOOST_TEST_REQUIRE(none.has_value(), text);
        BOOST_TEST(none->host.empty(), text);
        BOOST_TEST(!none->suffix.has_value(), text);
        BOOST_TEST(!none->site.has_value(), text);
    }
    BOOST_TEST(!urikit::site_of_host("").value().site.has_value());
}

BOOST_AUTO_TEST_CASE(the_site_derived_from_the_suffix_is_libpsls_own_answer) {
    if (!urikit::available(urikit::feature::public_suffix_list)) return;
    std::size_t compared = 0;
    for (auto const& file : urikit::test::load_data_files()) {
        for (auto const& line : file.lines) {
            auto const u = urikit::parse_uri_reference(line);
            if (!u || !u->has_authority()) continue;
            auto const s = urikit::site(*u);
            if (!s || !s->suffix) continue;
            std::size_t const want = urikit::detail::libpsl_lengths(s->host).site;
            BOOST_TEST_REQUIRE(s->site.value_or("").size() == want, line);
            ++compared;
        }
    }
    for (std::string host : {"a.b.co.uk", "co.uk", "b.c.kawasaki.jp", "city.kawasaki.jp",
                             "unknowntld", "a.unknowntld", "x.blogspot.com", "blogspot.com", "a.b.c.d.e.f.g.h"}) {
        auto const s = urikit::site_of_host(host);
        BOOST_TEST_REQUIRE(s.has_value());
        BOOST_TEST(s->site.value_or("").size() == urikit::detail::libpsl_lengths(s->host).site, host);
    }
    BOOST_TEST(compared > urikit::test::lines_at_least(50000));
}

// Issue 27, finding 5: the host asked about is the input's host, checked as
// the URL Standard's host parser checks it, or an error at the byte.
BOOST_AUTO_TEST_CASE(a_host_with_a_forbidden_code_point_is_an_error_at_its_byte) {
    struct row {
        char const* input;
        std::uint32_t offset;
    };
    for (row const r : {row{"http://evil.com%00.example.co.uk/", 15}, row{"http://a%20b.co.uk/", 8},
                        row{"http://a%2fb.co.uk/", 8}, row{"http://a%3Ab.co.uk/", 8}, row{"http://a%7Fb.com/", 8},
                        row{"http://a%25b.com/", 8}, row{"http://a%3Cb%3E.com/", 8}, row{"http://x%40y.com/", 8}}) {
        BOOST_TEST_CONTEXT(r.input) {
            auto const s = urikit::site(urikit::parse_uri_reference(r.input).value());
            BOOST_TEST_REQUIRE(!s.has_value());
            BOOST_TEST(urikit::name(s.error().code) == "forbidden_host_code_point");
            BOOST_TEST(s.error().offset == r.offset);
        }
    }
    auto const alone = urikit::site_of_host(std::string_view("a.co.uk\0.example.com", 21));
    BOOST_TEST_REQUIRE(!alone.has_value());
    BOOST_TEST(alone.error().offset == 7u);
}

// The list's own guard: a name with a NUL is never looked up (site()
// refuses such hosts earlier; this is the last line).
BOOST_AUTO_TEST_CASE(the_list_is_never_asked_about_a_name_with_a_nul) {
    if (!urikit::available(urikit::feature::public_suffix_list)) return;
    std::string const name("a.co.uk\0example.com", 19);
    urikit::detail::suffix_lengths n;
    BOOST_TEST(urikit::name(urikit::detail::lookup_public_suffix(name, 0, n)) == "forbidden_host_code_point");
    BOOST_TEST(urikit::name(urikit::detail::lookup_public_suffix(name, 8, n)) == "ok" /* the tail after it */);
    BOOST_TEST(n.site == std::string_view("example.com").size());
    BOOST_TEST(urikit::detail::libpsl_lengths(name).site == 0u);
}

BOOST_AUTO_TEST_CASE(a_name_with_an_empty_label_has_no_site_and_no_dot_in_its_suffix) {
    if (!urikit::available(urikit::feature::public_suffix_list)) return;
    for (char const* input : {"http://example.co.uk../", "http://a.b.c.kobe.jp../", "http://x.com.../"}) {
        BOOST_TEST(site_text(input) == "null", input);
        BOOST_TEST(suffix_text(input) == "null", input);
    }
    BOOST_TEST(site_text("http://.com/") == "null");
    BOOST_TEST(suffix_text("http://.com/") == "com");
    BOOST_TEST(site_text("http://a..example.co.uk/") == "null");
    BOOST_TEST(suffix_text("http://a..example.co.uk/") == "co.uk");
    BOOST_TEST(site_text("http://example.co.uk./") == "example.co.uk"); // one trailing "." is the root
    for (std::string_view host : {".x.com", "a..b.com", "x..com", "x.com..", "..", "."}) {
        auto const s = urikit::site_of_host(host);
        if (s) BOOST_TEST(!s->site.has_value(), host);
    }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(site_outside_suites)

namespace {

// http://HOST/ with the host's non-ASCII bytes percent-encoded (as the suites' runner feeds it).
std::string url_of_host(std::string const& host) {
    std::string url = "http://";
    static constexpr char hex[] = "0123456789ABCDEF";
    for (char c : host) {
        auto const b = static_cast<unsigned char>(c);
        if (b < 0x80) url.push_back(c);
        else url.append({'%', hex[b >> 4], hex[b & 15]});
    }
    return url + "/";
}

} // namespace

BOOST_AUTO_TEST_CASE(every_registrable_domain_of_the_psls_and_libpsls_tests, URIKIT_NEEDS(psl) URIKIT_NEEDS(shared_data)) {
    std::size_t checked = 0;
    for (char const* file : {"psl/psl_test_psl.tsv", "psl/libpsl_registrable.tsv"}) {
        // These files have no header line: the first row is data.
        std::ifstream in(std::string(std::getenv("URIKIT_SHARED_DATA")) + "/external/" + file, std::ios::binary);
        BOOST_TEST_REQUIRE(static_cast<bool>(in), file);
        for (std::string line; std::getline(in, line);) {
            if (line.empty() || line[0] == '#') continue;
            std::vector<std::string> c;
            for (std::size_t b = 0;;) {
                std::size_t const tab = line.find('\t', b);
                c.push_back(line.substr(b, tab == std::string::npos ? std::string::npos : tab - b));
                if (tab == std::string::npos) break;
                b = tab + 1;
            }
            BOOST_TEST_REQUIRE(c.size() >= 3u);
            bool const needs_idna = std::any_of(c[0].begin(), c[0].end(), [](char b) { return b & 0x80; });
            if (needs_idna && !urikit::available(urikit::feature::idna)) continue;
            BOOST_TEST(site_text(url_of_host(c[0])) == c[2], file << ": " << c[0] << " (" << c.back() << ")");
            ++checked;
        }
    }
    BOOST_TEST(checked >= (urikit::available(urikit::feature::idna) ? 86u : 50u));
}

BOOST_AUTO_TEST_CASE(every_public_suffix_of_libpsls_tests, URIKIT_NEEDS(psl) URIKIT_NEEDS(shared_data)) {
    std::ifstream in(std::string(std::getenv("URIKIT_SHARED_DATA")) + "/external/psl/libpsl_is_public.tsv", std::ios::binary);
    BOOST_TEST_REQUIRE(static_cast<bool>(in));
    std::size_t checked = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::size_t const tab = line.find('\t');
        std::string const host = line.substr(0, tab);
        bool const want = line.substr(tab + 1, 1) == "1";
        if (std::any_of(host.begin(), host.end(), [](char b) { return b & 0x80; }) && !urikit::available(urikit::feature::idna)) continue;
        urikit::site_parts const p = site_of(url_of_host(host));
        bool const is_public = p.suffix && *p.suffix == p.host; // the host is a suffix itself
        if (host.starts_with('.') && want) {
            // libpsl ignores a leading dot; urikit reads it as an empty label (no site), and
            // the suffix is what follows it: the host without the dot.
            BOOST_TEST(!is_public, host);
            BOOST_TEST(p.suffix.value_or("") == host.substr(1), host);
            BOOST_TEST(!p.site.has_value(), host);
        } else {
            BOOST_TEST(is_public == want, host);
        }
        ++checked;
    }
    BOOST_TEST(checked >= (urikit::available(urikit::feature::idna) ? 24u : 20u));
}

BOOST_AUTO_TEST_SUITE_END()
