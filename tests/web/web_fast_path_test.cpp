// urikit tests: src/web/web_fast_path.cpp, the one-copy path, against the
// general parser it shortcuts.
#include <string>
#include <utility>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/web_url.hpp>

#include "src/web/web_fast_path.hpp"
#include "src/web/web_parse.hpp"

namespace {

urikit::web_url general_parse(std::string const& input, urikit::error& e) {
    urikit::web_url u;
    e = urikit::detail::parse_web_record(input, nullptr, u, false);
    return u;
}

} // namespace

BOOST_AUTO_TEST_SUITE(web_fast_path)

// The one-copy path (on RFC 3986's fast split) and the general parser give
// the same URL: the URL Standard's hrefs for the cases each of its
// conditions is about (checked against Node too), then every combination of
// pieces around those conditions.
BOOST_AUTO_TEST_CASE(the_one_copy_path_gives_the_general_parsers_url) {
    std::pair<char const*, char const*> const cases[] = {
        {"HTTP://EXAMPLE.com/A", "http://example.com/A"}, // scheme and host lowercased, path kept
        {"http://a:80/", "http://a/"},                    // default ports dropped
        {"https://a:0443/", "https://a/"},
        {"wss://a:443/x", "wss://a/x"},
        {"ftp://a:21/", "ftp://a/"},
        {"http://a:0080/b", "http://a/b"},
        {"ws://a:81/", "ws://a:81/"},
        {"http://a:081/", "http://a:81/"},                // leading zeros
        {"http://a:/", "http://a/"},                      // empty port
        {"http://a", "http://a/"},                        // empty path
        {"http://a?x", "http://a/?x"},
        {"http://a#", "http://a/#"},
        {"http://a/?#", "http://a/?#"},
        {"http://a/b?c'd", "http://a/b?c%27d"},           // special-query percent-encode set
        {"http://a/b'c#d'e", "http://a/b'c#d'e"},
        {"http://a!$&'()*+,;=b/", "http://a!$&'()*+,;=b/"}, // sub-delims are domain code points
        {"http://1.2.3/", "http://1.2.0.3/"},              // ends in a number: IPv4
        {"http://0x7f.1/", "http://127.0.0.1/"},
        {"http://A%41/", "http://aa/"},                    // a host is percent-decoded
        {"http://a/%2e/b", "http://a/b"},                  // "%2e" is a dot segment
        {"http://a/./b/../c", "http://a/c"},
        {"http://a/.b/c.", "http://a/.b/c."},
        {"http://a/b%20c?d%2e#e%zz", "http://a/b%20c?d%2e#e%zz"}, // a "%" outside the host is kept
        {"http://a/b/%2E%2e/c", "http://a/c"},
        {"http://a/.%2E/x%2e", "http://a/x%2e"},
        {"http://192.168.0.1:80/x", "http://192.168.0.1/x"},  // IPv4 written as the serializer writes it
        {"http://010.0.0.1/", "http://8.0.0.1/"},            // leading zero: octal
        {"file://localhost/p", "file:///p"},
        {"FILE://LOCALHOST/p", "file:///p"},
        {"file:///C:/x", "file:///C:/x"},
        {"file://h/p", "file://h/p"},
        {"http://u;x@a/", "http://u%3Bx@a/"},              // the userinfo set
    };
    for (auto const& [input, href] : cases) {
        auto const u = urikit::parse_web(input);
        BOOST_TEST_REQUIRE(u.has_value(), input);
        BOOST_TEST(u->href() == href, input);
        urikit::error e;
        urikit::web_url const g = general_parse(input, e);
        BOOST_TEST((e.code == urikit::errc::ok && g.href() == href && g.parts() == u->parts()), input);
    }
    BOOST_TEST(!urikit::parse_web("http://a.1/").has_value()); // ends in a number that is no IPv4 address
    BOOST_TEST(!urikit::parse_web("http://a:65536/").has_value());

    std::vector<std::string> const schemes = {"http", "HTTP", "https", "ws", "wss", "ftp", "file", "FiLe", "foo"};
    std::vector<std::string> const userinfos = {"", "u@", "u:p@"};
    std::vector<std::string> const hosts = {"a",       "A.b",     "localhost", "1.2.3",           "1.2.3.4",
                                            "a.b.",    "x'y",     "%41",       "",                "a.0x",
                                            "0.0.0.0", "1.2.3.04", "1.2.3.4.", "255.255.255.255", "256.1.1.1",
                                            "a%2e"};
    std::vector<std::string> const ports = {"", ":", ":80", ":080", ":443", ":65536", ":1"};
    std::vector<std::string> const paths = {"",      "/",      "/a",      "/.",        "/..",    "/a/./b", "/%2e",
                                            "/a'b",  "/C:",    "/a%zz",   "/.b",       "/%2E",   "/.%2e",  "/%2e%2E/x",
                                            "/a%20b", "/a/..x", "/a/.",   "/%2ex/.x.", "/.x/..", "/..%2f"};
    std::vector<std::string> const queries = {"", "?", "?a'b", "?a=b%41", "?%2e/.."};
    std::vector<std::string> const fragments = {"", "#", "#a'b", "#a#b", "#%2e/%"};
    std::size_t combinations = 0, one_copy = 0, unchanged = 0;
    for (auto const& scheme : schemes) for (auto const& userinfo : userinfos) for (auto const& host : hosts) {
        for (auto const& port : ports) for (auto const& path : paths) for (auto const& query : queries) {
            for (auto const& fragment : fragments) {
                std::string const input = scheme + "://" + userinfo + host + port + path + query + fragment;
                ++combinations;
                urikit::web_url fast;
                if (!urikit::detail::parse_web_fast(input, fast)) continue;
                ++one_copy;
                unchanged += fast.href() == input;
                urikit::error e;
                urikit::web_url const g = general_parse(input, e);
                BOOST_TEST_REQUIRE(urikit::name(e.code) == "ok", input);
                BOOST_TEST(fast.href() == g.href(), input);
                BOOST_TEST((fast.parts() == g.parts()), input);
                BOOST_TEST((fast.host_kind() == g.host_kind()), input);
                BOOST_TEST(fast.pathname() == g.pathname(), input);
            }
        }
    }
    BOOST_TEST_MESSAGE(one_copy << " of " << combinations << " combinations took the one-copy path, "
                                << unchanged << " with the input as the href");
    BOOST_TEST(one_copy > combinations / 100); // 36,696 of 1,512,000 when written
    BOOST_TEST(unchanged > one_copy / 5);
}

BOOST_AUTO_TEST_SUITE_END()
