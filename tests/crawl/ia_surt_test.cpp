// urikit tests: surt() is the Internet Archive's surt 0.3.1 key, byte for
// byte: every assertion of its tests/test_surt.py
// (shared/data/external/surt/test_surt.tsv), its key for every line of the
// four shared URL lists (surt/ia-keys-*.txt), and the rules behind them.
#include <fstream>
#include <random>
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/idna.hpp>
#include <urikit/parse.hpp>
#include <urikit/site.hpp>

#include "allocation_counter.hpp"
#include "crawl/crawler_vectors.hpp"
#include "crawl/ia_patterns_reference.hpp"
#include "data_files.hpp"
#include "src/crawl/ia_session_ids.hpp"

namespace {

using urikit::test::unescape_column;

// The surt_options for the keyword arguments of a row ("with_scheme=True trailing_comma=True ...").
urikit::surt_options options_of(std::string const& keywords) {
    urikit::surt_options o;
    auto const has = [&](char const* k) { return keywords.find(k) != std::string::npos; };
    o.scheme = has("with_scheme=True");
    o.trailing_comma = has("trailing_comma=True");
    o.reverse_ipv4 = !has("reverse_ipaddr=False");
    o.strip_www = !has("host_massage=False");
    o.lowercase_query = !has("query_lowercase=False");
    return o;
}

bool has_non_ascii(std::string_view s) {
    for (char c : s) {
        if (static_cast<unsigned char>(c) >= 0x80) return true;
    }
    return false;
}

// The IA's key, or, built without ICU, "(no IDNA)" where a non-ASCII host needed it.
std::string key_or_no_idna(std::string_view url, urikit::surt_options const& o = {}) {
    std::string key;
    urikit::error const e = urikit::surt_into(url, o, key);
    if (e.code == urikit::errc::idna_unavailable && !urikit::idna_available() && has_non_ascii(url)) return "(no IDNA)";
    return e.code == urikit::errc::ok ? key : "\\N";
}

std::string key_of(std::string_view url, urikit::surt_options const& o = {}) {
    auto r = urikit::surt(url, o);
    BOOST_REQUIRE_MESSAGE(r.has_value(), "refused: " << url << " (" << urikit::name(r.error().code) << ")");
    return std::move(r).value();
}

} // namespace

BOOST_AUTO_TEST_SUITE(ia_surt)

BOOST_AUTO_TEST_CASE(every_assertion_of_the_ia_tests_that_a_url_function_expresses_passes) {
    auto const rows = urikit::test::load_external_rows("surt/test_surt.tsv");
    if (!rows) {
        BOOST_TEST_MESSAGE("SKIPPED: no shared data (URIKIT_SHARED_DATA unset)");
        return;
    }
    std::size_t keys = 0, sites = 0, google = 0, none = 0;
    for (auto const& row : *rows) {
        BOOST_TEST_REQUIRE(row.size() == 6u);
        std::string const input = unescape_column(row[1]);
        std::string const& command = row[3];
        std::string const expected = unescape_column(row[4]);
        BOOST_TEST_CONTEXT(row[0] << ": " << row[1] << " " << row[2]) {
            if (row[1] == "\\N") { // surt(None) and helpers called with None: no text to pass
                ++none;
            } else if (command == "site") {
                auto const u = urikit::parse_uri_reference(input);
                BOOST_TEST_REQUIRE(u.has_value());
                auto const s = urikit::site(*u);
                if (!s && s.error().code == urikit::errc::psl_unavailable) continue;
                BOOST_TEST(s.value().site.value_or("") == expected);
                ++sites;
            } else if (command.starts_with("normalize")) { // GoogleURLCanonicalizer: safe_browsing_suites_test.cpp
                ++google;
            } else if (row[2].find("canonicalizer=identity") != std::string::npos) {
                // No canonicalization, the IA's form: surt_form of the reference as written.
                auto const u = urikit::parse_uri_reference(input);
                BOOST_TEST(urikit::surt_form(u.value()).value() == expected);
                ++keys;
            } else {
                std::string const key = key_or_no_idna(input, options_of(row[2]));
                BOOST_TEST((key == expected || key == "(no IDNA)"));
                ++keys;
            }
        }
    }
    BOOST_TEST(keys == 150u);
    BOOST_TEST(google == 45u);
    BOOST_TEST(none == 3u);
    BOOST_TEST(keys + sites + google + none == rows->size());
}

BOOST_AUTO_TEST_CASE(the_key_of_every_line_of_the_shared_lists_is_the_ias) {
    char const* shared = std::getenv("URIKIT_SHARED_DATA");
    if (shared == nullptr) {
        BOOST_TEST_MESSAGE("SKIPPED: no shared data (URIKIT_SHARED_DATA unset)");
        return;
    }
    std::size_t compared = 0;
    std::string key;
    for (auto const& file : urikit::test::load_data_files()) {
        if (file.name == "sample-urls.txt") continue;
        std::string const stem = file.name.substr(0, file.name.size() - 4);
        std::ifstream keys(std::string(shared) + "/external/surt/ia-keys-" + stem + ".txt", std::ios::binary);
        BOOST_TEST_REQUIRE(static_cast<bool>(keys), "no IA keys for " << file.name);
        for (std::size_t i = 0; i < file.lines.size(); ++i) {
            std::string expected;
            BOOST_TEST_REQUIRE(static_cast<bool>(std::getline(keys, expected)), file.name << " has more lines than its keys");
            key = key_or_no_idna(file.lines[i]);
            BOOST_TEST_REQUIRE((key == expected || key == "(no IDNA)"), file.name << ":" << i + 1 << ": " << file.lines[i]);
            ++compared;
        }
        std::string extra;
        BOOST_TEST(!std::getline(keys, extra), file.name << " has fewer lines than its keys");
    }
    BOOST_TEST(compared == 109062u);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(ia_surt_rules)

// Each rule of the IA's code that the suites above do not show on their
// own, with why the key is what it is.
BOOST_AUTO_TEST_CASE(the_parse_repairs_and_passes_through_as_the_ia_does) {
    BOOST_TEST(key_of("") == "-");
    BOOST_TEST(key_of("filedescX") == "filedescX"); // any text beginning "filedesc" (case as written)
    BOOST_TEST(key_of("  \x0b\x0chttp://x.com/  ") == "com,x)/"); // Python's bytes.strip()
    BOOST_TEST(key_of("http://x.com/a\tb\r\nc") == "com,x)/abc");
    BOOST_TEST(key_of("x.com/A") == "com,x)/a");                 // no "scheme:": "http://" in front
    BOOST_TEST(key_of("x.com:80/a") == "x.com:80/a");            // "x.com:" reads as a scheme
    BOOST_TEST(key_of("http:/example.com/a") == "com,example)/a"); // http* without a host: the first segment
    BOOST_TEST(key_of("http:example.com:8080/x") == "com:8080,example)/x"); // ... as written, port and all
    BOOST_TEST(key_of("https://http://x.com/") == "com,x)/");    // the last of a run of http(s)://
    BOOST_TEST(key_of("HTTP://WWW.X.COM:80/A") == "com,x)/a");   // the scheme compared without case for the port
    BOOST_TEST(key_of("HTTP://WWW.X.COM:80/A", options_of("with_scheme=True")) == "HTTP://(com,x)/a");
    BOOST_TEST(key_of("file:///Users/x/") == "file:/users/x");   // no host: scheme ":" path
    BOOST_TEST(key_of("node:url") == "node:url");
    BOOST_TEST(key_of("https://") == "https:");
    BOOST_TEST(key_of("http://u:p@h:/") == "h)/");               // no userinfo; a ":" run at the end dropped
    BOOST_TEST(key_of("http://h:0/") == "h)/");                  // port 0 is no port
    BOOST_TEST(key_of("https://h:080/") == "h:80)/");
    BOOST_TEST(key_of("http://[2001:DB8::1]:81/") == "2001:db8::1:81)/"); // the brackets go, labels split at "."
    BOOST_TEST(key_of("http://[::ffff:1.2.3.4]/") == "4,3,2,::ffff:1)/");
}

BOOST_AUTO_TEST_CASE(errors_point_into_the_input) {
    auto const letters = urikit::surt("http://h:8x/");
    BOOST_TEST_REQUIRE(!letters.has_value());
    BOOST_TEST(urikit::name(letters.error().code) == "invalid_port");
    BOOST_TEST(letters.error().offset == 10u);
    auto const big = urikit::surt("x.com:65536x");
    BOOST_TEST(big.has_value()); // "x.com:" is a scheme: no port
    auto const range = urikit::surt(" http://h:65536/");
    BOOST_TEST_REQUIRE(!range.has_value());
    BOOST_TEST(urikit::name(range.error().code) == "port_out_of_range");
    BOOST_TEST(range.error().offset == 10u);
    auto const tabs = urikit::surt("http://a:1\t\t2x/");
    BOOST_TEST_REQUIRE(!tabs.has_value());
    BOOST_TEST(tabs.error().offset == 13u);
    auto const newline = urikit::surt(" \nhttp://a:\r\n1y/");
    BOOST_TEST_REQUIRE(!newline.has_value());
    BOOST_TEST(newline.error().offset == 14u);
    auto const repaired = urikit::surt("h:1x"); // "h:" is a scheme
    BOOST_TEST(repaired.has_value());
    auto const added = urikit::surt("1.2.3.4:5x/"); // no scheme: "http://" in front, the port read after it
    BOOST_TEST_REQUIRE(!added.has_value());
    BOOST_TEST(added.error().offset == 9u);
    auto const blank = urikit::surt(" \t ");
    BOOST_TEST_REQUIRE(!blank.has_value());
    BOOST_TEST(urikit::name(blank.error().code) == "missing_scheme");
}

BOOST_AUTO_TEST_CASE(the_host_steps_follow_the_google_canonicalizer_of_the_ia) {
    BOOST_TEST(key_of("http://%77%77%77.x.com/") == "com,x)/"); // unescaped before www goes
    BOOST_TEST(key_of("http://www.www.x.com/") == "com,x,www)/");  // one label only
    BOOST_TEST(key_of("http://www/") == "www)/");
    BOOST_TEST(key_of("https://www7.43/") == "43)/"); // what is left is not tried as an address again
    BOOST_TEST(key_of("http://a...b..c./") == "c,b,,a)/"); // ".." as "." once over, dots trimmed
    BOOST_TEST(key_of("http://0x7f.1/") == "1,0x7f)/");    // only digits and dots are address forms
    BOOST_TEST(key_of("http://017.1/") == "1,0,0,15)/");    // inet_aton: a leading 0 is octal
    BOOST_TEST(key_of("http://1.08.1.1/") == "1,1,08,1)/"); // 08 is no octal number: a name
    BOOST_TEST(key_of("http://4294967297/") == "1,0,0,0)/"); // digits only: the low 32 bits
    BOOST_TEST(key_of("http://a%20b.com/") == "com,a%20b)/");
    BOOST_TEST(key_of("http://a%25%32%30b.com/") == "com,a%20b)/"); // unescaped until no escape is left
    if (urikit::idna_available()) {
    BOOST_TEST(key_of("http://B\xC3\x9C" "cher.ch/") == "ch,xn--bcher-kva)/"); // IDNA 2003: nameprep folds case
    BOOST_TEST(key_of("http://fa\xC3\x9F.de/") == "de,fass)/");           // and maps sharp s to "ss"
    BOOST_TEST(key_of("http://a\xFF" "b.com/") == "com,ab)/");             // bytes that are not UTF-8 ignored
    BOOST_TEST(key_of("http://\xFF/x") == "http:/x");                      // ... all of them: no host left
    BOOST_TEST(key_of("http://\xC3\xBC..x/") == "x,%c3%bc)/");            // an empty label: IDNA fails, bytes escaped
    BOOST_TEST(key_of("http://xn--\xC3\xBC.x/") == "x,xn--%c3%bc)/");      // an ACE prefix on a non-ASCII label fails
    } else {
        BOOST_TEST(urikit::name(urikit::surt("http://b\xC3\xBC" "cher.ch/").error().code) == "idna_unavailable");
    }
}

BOOST_AUTO_TEST_CASE(path_and_query_follow_the_ia_canonicalizer) {
    BOOST_TEST(key_of("http://x.com/%7Ea%2fb/../c?%26=1&a=%3D") == "com,x)/~a/c?&=1&a==");
    BOOST_TEST(key_of("http://x.com/a%3Fb/c.aspx") == "com,x)/a?b/c.aspx"); // an unescaped "?" stays in the path
    BOOST_TEST(key_of("http://x.com/..//a/./b/.") == "com,x)/../a/b");
    BOOST_TEST(key_of("http://h/a;jsessionid=ABC/b;JSESSIONID=1;x=2/") == "h)/a;jsessionid=abc/b;jsessionid=1;x=2");
    BOOST_TEST(key_of("http://x.com/(S(aaaaaaaaaaaaaaaaaaaaaaaa))/x.aspx?q") == "com,x)/x.aspx?q");
    BOOST_TEST(key_of("http://x.com/(S(aaaaaaaaaaaaaaaaaaaaaaaa))/x.php?y.aspx") ==
               "com,x)/(s(aaaaaaaaaaaaaaaaaaaaaaaa))/x.php?y.aspx"); // ".aspx" only counts in the path
    BOOST_TEST(key_of("http://h/p?jsessionid=1&a=1&PHPSESSID=2&sid=3&&x#f") == "h)/p?&a=1&jsessionid=1&phpsessid=2&sid=3&x");
    BOOST_TEST(key_of("http://h/p?b=1&cfid=2&cftoken=3&x") == "h)/p?b=1&x");
    BOOST_TEST(key_of("http://h/p?cftoken=1&b=2&CFID=3") == "h)/p?b=2&cfid=3&cftoken=1");
    BOOST_TEST(key_of("http://h/?xsid=0123456789abcdefghijklemopqrstuv") == "h)/?x"); // no name boundary
    BOOST_TEST(key_of("http://h/?b=1&a-b=2&a=3&a&a=") == "h)/?a&a=&a=3&a-b=2&b=1");  // (name, value) pairs
    BOOST_TEST(key_of("http://h/?B=1&a=2", options_of("query_lowercase=False")) == "h)/?B=1&a=2");
    BOOST_TEST(key_of("http://www.h.com/", options_of("host_massage=False")) == "com,h,www)/");
    BOOST_TEST(key_of("http://msewww:81/", options_of("trailing_comma=True")) == "msewww:81,)/");
    BOOST_TEST(key_of("dns:www.X.org", options_of("with_scheme=True")) == "dns:www.x.org");
}

BOOST_AUTO_TEST_CASE(the_session_id_patterns_equal_the_ias_regular_expressions) {
    std::mt19937 rng(28);
    static constexpr std::string_view pieces[] = {
        "jsessionid=", "JSessionID=", "phpsessid=", "sid=", "ASPSESSIONID", "aspsessionidABCDEFGH=", "cfid=",
        "&cftoken=", "cftoken=", "&", "&", "=", "a", "Z", "0", "9", "-", "%2", "0123456789abcdefghijklemopqrstuv",
        "ABCDEFGHIJKLMNOPQRSTUVWX", "abcdefgh", ".aspx", ".ASPX", "(", ")", "/", "/", "?", "(S(", "))/",
        "(a(0123456789abcdefghijklmn)", "(0123456789abcdefghijklmn)/", "jsessionid=0123456789abcdefghijklemopqrstuv",
        "sid=0123456789ABCDEFGHIJKLEMOPQRSTUV&", "cfid=1&cftoken=2", "aspsessionidABCDEFGH=ABCDEFGHIJKLMNOPQRSTUVWX",
        "/(S(0123456789abcdefghijklmn))/", "/(0123456789abcdefghijklmn)/", "x.aspx"};
    std::uniform_int_distribution<std::size_t> piece(0, std::size(pieces) - 1);
    std::uniform_int_distribution<int> count(0, 12);
    std::size_t changed = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string text;
        for (int n = count(rng); n > 0; --n) text.append(pieces[piece(rng)]);
        std::string query = text;
        urikit::detail::strip_ia_query_session_ids(query);
        BOOST_TEST_REQUIRE(query == urikit::test::reference_strip_ia_query(text), "query " << text);
        std::string path = text;
        urikit::detail::strip_ia_path_session_ids(path);
        BOOST_TEST_REQUIRE(path == urikit::test::reference_strip_ia_path(text), "path " << text);
        changed += static_cast<std::size_t>(query != text) + static_cast<std::size_t>(path != text);
    }
    BOOST_TEST(changed > 2000u); // the patterns matched often enough to mean something
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(ia_surt_memory)

BOOST_AUTO_TEST_CASE(the_into_forms_allocate_nothing_once_warm) {
    auto const files = urikit::test::load_data_files();
    std::string out;
    out.reserve(1 << 16);
    auto const ascii = [](std::string const& s) {
        for (char c : s) {
            if (static_cast<unsigned char>(c) >= 0x80) return false; // IDNA allocates in ICU
        }
        return true;
    };
    auto const run = [&](std::size_t& accepted) {
        for (auto const& f : files) {
            for (auto const& line : f.lines) {
                if (!ascii(line)) continue;
                accepted += urikit::surt_into(line, {}, out).code == urikit::errc::ok;
                auto const u = urikit::parse_uri_reference(line);
                if (u) accepted += urikit::ssurt_into(*u, out).code == urikit::errc::ok;
            }
        }
    };
    std::size_t warm = 0;
    run(warm);
    std::size_t accepted = 0;
    urikit::test::start_counting_allocations();
    run(accepted);
    BOOST_TEST(urikit::test::stop_counting_allocations() == 0u);
    BOOST_TEST(accepted == warm);
    BOOST_TEST(accepted > 1000u);
}

BOOST_AUTO_TEST_SUITE_END()
