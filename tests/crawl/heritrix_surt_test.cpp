// urikit tests: src/crawl/heritrix_surt.cpp, heritrix_surt() is Heritrix's
// SURT.fromURI (lowercased) byte for byte: every assertion of its
// SURTTest.java (also shared/data/external/heritrix/SURTTest.tsv), the key
// it writes for every line of the four shared URL lists
// (heritrix/keys-*.txt), and the rules behind them (issue #45's list).
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/features.hpp>

#include "allocation_counter.hpp"
#include "data_files.hpp"
#include "crawl/heritrix_reference.hpp"
#include "crawl/shared_keys.hpp"
#include "test_conditions.hpp"

namespace {

std::string key(std::string_view text) {
    auto const r = urikit::heritrix_surt(text);
    return r ? *r : "error " + std::string(urikit::name(r.error().code)) + "@" + std::to_string(r.error().offset);
}

} // namespace

BOOST_AUTO_TEST_SUITE(heritrix_surt)

BOOST_AUTO_TEST_CASE(the_one_pass_split_is_the_pattern_on_random_texts) {
    std::mt19937 rng(45);
    std::string_view const alphabet = "aZ1_9.:/@[]-%;! \tx0";
    std::size_t differ = 0, matched = 0, compared = 0;
    for (int n = 0; n < 20000; ++n) {
        std::string s = rng() % 4 == 0 ? "" : (rng() % 2 ? "http://" : "a_1://");
        std::size_t const len = rng() % 16;
        for (std::size_t k = 0; k < len; ++k) s += alphabet[rng() % alphabet.size()];
        std::string const want = urikit::test::heritrix_by_definition(s);
        matched += want != s ? 1u : 0u;
        ++compared;
        if (key(s) != want) {
            BOOST_TEST(key(s) == want, "\"" << s << "\"");
            if (++differ > 5) break;
        }
    }
    BOOST_TEST(compared == 20000u);
    BOOST_TEST(matched > 5000u, "the texts reach the pattern's parts"); // not only texts it leaves as they are
}

// SURTTest.java's assertions (Heritrix 3, 0497efb), as written.
BOOST_AUTO_TEST_CASE(every_assertion_of_heritrixs_surt_test_passes) {
    BOOST_TEST(key("http://www.archive.org") == "http://(org,archive,www,)");
    BOOST_TEST(key("http://www.archive.org/movies/movies.php") == "http://(org,archive,www,)/movies/movies.php");
    BOOST_TEST(key("http://www.archive.org:8080/movies/movies.php") ==
               "http://(org,archive,www,:8080)/movies/movies.php");
    BOOST_TEST(key("http://user:pass@www.archive.org/movies/movies.php") ==
               "http://(org,archive,www,@user:pass)/movies/movies.php");
    BOOST_TEST(key("http://user:pass@www.archive.org:8080/movies/movies.php") ==
               "http://(org,archive,www,:8080@user:pass)/movies/movies.php");
    BOOST_TEST(key("http://www.archive.org/movies/movies.php#top") ==
               "http://(org,archive,www,)/movies/movies.php#top");
    BOOST_TEST(key("http://www.example.com/foo@bar") == "http://(com,example,www,)/foo@bar");
    BOOST_TEST(key("http://127.2.34.5/foo") == "http://(127.2.34.5)/foo");
}

// Where Heritrix and an RFC 3986 reading part ways (issue #45).
BOOST_AUTO_TEST_CASE(heritrix_reads_the_text_its_own_way) {
    BOOST_TEST(key("HTTP://WWW.Example.COM/A?B#C") == "http://(com,example,www,)/a?b#c"); // all lowercased
    BOOST_TEST(key("http://example.com./a") == "http://(com.,example,)/a");    // the dot stays on its label
    BOOST_TEST(key("http://[::1]:8080/") == "http://([::1],:8080)/");          // one label
    BOOST_TEST(key("http://999.1.1.1/") == "http://(999.1.1.1)/");             // four digit runs: kept
    BOOST_TEST(key("http://1.2.3.4.5/") == "http://(5,4,3,2,1,)/");            // five: a name
    BOOST_TEST(key("http://a:/p") == "http://(a:,)/p");                        // an empty port: in the host
    BOOST_TEST(key("http://a:80x/p") == "http://(a:80x,)/p");                  // not all digits: the same
    BOOST_TEST(key("http://a@b@c/") == "http://(b@c,@a)/");                    // the userinfo ends at the first "@"
    BOOST_TEST(key("http://a b/") == "http://a b/");                           // whitespace: as it is
    BOOST_TEST(key("ht-tp://a/") == "ht-tp://a/");                             // a scheme with "-": as it is
    BOOST_TEST(key("mailto:a@b") == "mailto:a@b");
    BOOST_TEST(key("http://") == "http://");                                   // no host
    BOOST_TEST(key("http://a@") == "http://(a@,)");                            // nothing after "@": it is the host's
    if (urikit::available(urikit::feature::idna)) { // non-ASCII letters lowercased as Java does
        BOOST_TEST(key("http://www.Ex.com/%C3%A9?x=\xC3\x83") == "http://(com,ex,www,)/%c3%a9?x=\xC3\xA3");
    } else {
        BOOST_TEST(key("http://www.Ex.com/?x=\xC3\x83") == "error idna_unavailable@0");
    }
    BOOST_TEST(key("http://a/\xFF") == "error invalid_utf8@9");
    std::string s = "http://A/B";
    BOOST_TEST(urikit::heritrix_surt_into(s, s).code == urikit::errc::ok); // the text may be the output
    BOOST_TEST(s == "http://(a,)/b");
}

BOOST_AUTO_TEST_CASE(the_key_of_every_line_of_the_shared_lists_is_heritrixs, URIKIT_NEEDS(shared_data)) {
    std::string got;
    std::size_t const compared = urikit::test::for_each_shared_key(
        "heritrix", "keys-", [&](std::string const& line, std::string const& want, std::string const& where) {
            urikit::error const e = urikit::heritrix_surt_into(line, got);
            bool const no_icu = e.code == urikit::errc::idna_unavailable && !urikit::available(urikit::feature::idna);
            BOOST_TEST_REQUIRE(((e.code == urikit::errc::ok && got == want) || no_icu), where << ": " << line << " gave " << got);
        });
    BOOST_TEST(compared == 109062u);
}

BOOST_AUTO_TEST_CASE(a_warm_key_allocates_nothing) {
    std::string out;
    out.reserve(256);
    (void)urikit::heritrix_surt_into("http://user:pass@www.archive.org:8080/movies/movies.php", out);
    urikit::test::start_counting_allocations();
    (void)urikit::heritrix_surt_into("http://user:pass@www.archive.org:8080/movies/movies.php", out);
    BOOST_TEST(urikit::test::stop_counting_allocations() == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
