// urikit tests: src/crawl/ia_host.cpp, the host step of the IA's Google
// canonicalizer (IDNA 2003, inet_aton), seen through the key.
#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/idna.hpp>

#include "crawl/ia_key.hpp"

using urikit::test::key_of;
using urikit::test::options_of;

BOOST_AUTO_TEST_SUITE(ia_host)

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
    if (urikit::available(urikit::feature::idna)) {
    BOOST_TEST(key_of("http://B\xC3\x9C" "cher.ch/") == "ch,xn--bcher-kva)/"); // IDNA 2003: nameprep folds case
    BOOST_TEST(key_of("http://fa\xC3\x9F.de/") == "de,fass)/");           // and maps sharp s to "ss"
    BOOST_TEST(key_of("http://a\xFF" "b.com/") == "com,ab)/");             // bytes that are not UTF-8 ignored
    BOOST_TEST(key_of("http://\xFF/x") == "http:/x");                      // ... all of them: no host left
    BOOST_TEST(key_of("http://\xC3\xBC..x/") == "x,%c3%bc)/");            // an empty label: IDNA fails, bytes escaped
    BOOST_TEST(key_of("http://xn--\xC3\xBC.x/") == "x,xn--%c3%bc)/");      // an ACE prefix on a non-ASCII label fails
    // CPython 3.11 (Unicode 14) has no U+10EFD (Unicode 15): a starter, so "a" and U+0301 do not compose (#61).
    BOOST_TEST(key_of("http://a\xF0\x90\xBB\xBD\xCC\x81.com/") == "com,xn--a-xbb5296r)/");
    } else {
        BOOST_TEST(urikit::name(urikit::surt("http://b\xC3\xBC" "cher.ch/").error().code) == "idna_unavailable");
    }
}

BOOST_AUTO_TEST_SUITE_END()
