// urikit tests: surt() is the Internet Archive's surt 0.3.1 key, byte for
// byte: every assertion of its tests/test_surt.py
// (shared/data/external/surt/test_surt.tsv), its key for every line of the
// four shared URL lists (surt/ia-keys-*.txt), and the rules behind them.
#include <cstdlib>
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
#include "crawl/ia_key.hpp"
#include "crawl/shared_keys.hpp"
#include "data_files.hpp"
#include "test_conditions.hpp"

namespace {

using urikit::test::key_of;
using urikit::test::options_of;
using urikit::test::unescape_column;

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
    if (e.code == urikit::errc::idna_unavailable && !urikit::available(urikit::feature::idna) && has_non_ascii(url)) return "(no IDNA)";
    return e.code == urikit::errc::ok ? key : "\\N";
}

} // namespace

BOOST_AUTO_TEST_SUITE(ia_surt)

BOOST_AUTO_TEST_CASE(every_assertion_of_the_ia_tests_that_a_url_function_expresses_passes, URIKIT_NEEDS(shared_data)) {
    auto const rows = urikit::test::load_external_rows("surt/test_surt.tsv");
    BOOST_TEST_REQUIRE(rows.has_value());
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

// handyurl.parse removes TAB, CR and LF before it looks for "scheme:"
// (issue #45, T1: the IA's key for each, from surt 0.3.1).
BOOST_AUTO_TEST_CASE(tab_and_newline_go_before_the_scheme_is_read) {
    BOOST_TEST(urikit::surt("mail\tto:a@b.c").value() == "mailto:a@b.c");
    BOOST_TEST(urikit::surt("java\tscript:alert(1)").value() == urikit::surt("javascript:alert(1)").value());
    BOOST_TEST(urikit::surt("ht\ntp://Example.com/a").value() == "com,example)/a");
    BOOST_TEST(urikit::surt("\tExample.com/a\r").value() == "com,example)/a"); // no scheme: http:// added
}

// A dotted host ending in a decoded newline: its pattern lets the "\n"
// through, glibc's resolver does not, so the IA keeps a name (T2).
BOOST_AUTO_TEST_CASE(a_dotted_host_with_a_final_newline_stays_a_name) {
    BOOST_TEST(urikit::surt("http://1.2.3.4%0a/").value() == "4%0a,3,2,1)/");
    urikit::surt_options keep_ip; // an address is then kept as it is, a name still reversed
    keep_ip.reverse_ipv4 = false;
    BOOST_TEST(urikit::surt("http://1.2.3.4/", keep_ip).value() == "1.2.3.4)/");
    BOOST_TEST(urikit::surt("http://1.2.3.4%0a/", keep_ip).value() == "4%0a,3,2,1)/");
}

BOOST_AUTO_TEST_CASE(the_key_of_every_line_of_the_shared_lists_is_the_ias, URIKIT_NEEDS(shared_data)) {
    std::size_t const compared =
        urikit::test::for_each_shared_key("surt", "ia-keys-", [](std::string const& line, std::string const& want,
                                                                  std::string const& where) {
            std::string const key = key_or_no_idna(line);
            BOOST_TEST_REQUIRE((key == want || key == "(no IDNA)"), where << ": " << line);
        });
    BOOST_TEST(compared == 109062u);
}

// Hosts with every code point (and combining sequences) where the IA's
// codec, CPython's encodings.idna, parts from RFC 3491 and ICU's IDNA 2003
// (issue #45, T3): surt/ia-keys-idna.tsv, the IA's key for each.
BOOST_AUTO_TEST_CASE(every_host_of_the_ias_idna_sweep_gets_the_ias_key, URIKIT_NEEDS(shared_data)) {
    std::ifstream in(std::string(std::getenv("URIKIT_SHARED_DATA")) + "/external/surt/ia-keys-idna.tsv", std::ios::binary);
    BOOST_TEST_REQUIRE(static_cast<bool>(in));
    std::size_t compared = 0, refused = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::size_t const tab = line.find('\t');
        BOOST_TEST_REQUIRE(tab != std::string::npos, line);
        std::string const url = unescape_column(line.substr(0, tab));
        std::string want = unescape_column(line.substr(tab + 1));
        if (want.starts_with("\x01" "EXC ")) { // surt() raised
            want = "\\N";
            ++refused;
        }
        std::string const key = key_or_no_idna(url);
        BOOST_TEST((key == want || key == "(no IDNA)"), line.substr(0, tab) << " -> " << key);
        ++compared;
    }
    BOOST_TEST(compared == 5681u);
    BOOST_TEST(refused == 2u);
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
