// urikit tests: src/crawl/ia_parse.cpp, the IA's parse (handyurl.parse with
// Python's urlsplit rules), seen through the key it leads to.
#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/idna.hpp>

#include "crawl/ia_key.hpp"

using urikit::test::key_of;
using urikit::test::options_of;

BOOST_AUTO_TEST_SUITE(ia_parse)

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

BOOST_AUTO_TEST_SUITE_END()
