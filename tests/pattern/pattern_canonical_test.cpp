// urikit tests: the URL Pattern Standard's encoding callbacks
// (src/pattern/pattern_canonical.cpp): each component's canonical text, as
// the web mode's parser and setters make it, and errors in the value.
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/idna.hpp>

#include "src/pattern/pattern_canonical.hpp"

using urikit::errc;
using urikit::error;
using namespace urikit::detail;

namespace {

using callback = error (*)(std::string_view, std::string&);
std::string run(callback f, std::string_view value) {
    std::string out = "stale";
    if (error e = f(value, out)) return std::string(urikit::name(e.code)) + " " + std::to_string(e.offset) + (out.empty() ? "" : " dirty");
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(pattern_canonical)

BOOST_AUTO_TEST_CASE(each_component_as_the_web_mode_writes_it) {
    BOOST_TEST(run(canonicalize_protocol, "HTTP") == "http");
    BOOST_TEST(run(canonicalize_protocol, "") == "");
    BOOST_TEST(run(canonicalize_protocol, "a b") == "invalid_scheme 1");
    BOOST_TEST(run(canonicalize_protocol, "1a") == "invalid_scheme 0");
    BOOST_TEST(run(canonicalize_username, "caf\xC3\xA9 @") == "caf%C3%A9%20%40");
    BOOST_TEST(run(canonicalize_password, "p:w") == "p%3Aw");
    BOOST_TEST(run(canonicalize_hostname, "EXAMPLE.com") == "example.com");
    BOOST_TEST(run(canonicalize_hostname, "a/ignored") == "a"); // the hostname state stops at "/"
    BOOST_TEST(run(canonicalize_hostname, "bad]host") == "forbidden_host_code_point 3");
    BOOST_TEST(run(canonicalize_ipv6_hostname, "[::AB]") == "[::ab]");
    BOOST_TEST(run(canonicalize_ipv6_hostname, "[::x]") == "invalid_ipv6 3");
    BOOST_TEST(run(canonicalize_pathname, "/a b/../c") == "/c");
    BOOST_TEST(run(canonicalize_pathname, "a b") == "a%20b"); // a piece: no "/" is added
    BOOST_TEST(run(canonicalize_pathname, "./x") == "./x");  // nor is a leading "." collapsed
    BOOST_TEST(run(canonicalize_pathname, "\\..") == "");    // climbing over the "/-" put first: nothing is left
    BOOST_TEST(run(canonicalize_opaque_pathname, "a b\xC3\xA9?q") == "a b%C3%A9");
    BOOST_TEST(run(canonicalize_opaque_pathname, "a ?q") == "a%20");
    BOOST_TEST(run(canonicalize_search, "a b'") == "a%20b%27");
    BOOST_TEST(run(canonicalize_search, "?a") == "?a"); // a "?" in the value is data
    BOOST_TEST(run(canonicalize_hash, "a b`") == "a%20b%60");
    if (urikit::available(urikit::feature::idna)) BOOST_TEST(run(canonicalize_hostname, "\xF0\x9F\x8D\x85") == "xn--fi8h");
}

BOOST_AUTO_TEST_CASE(ports_read_digits_and_drop_the_protocols_default) {
    std::string out;
    BOOST_TEST(!canonicalize_port_for("0443", "https", out));
    BOOST_TEST(out == "");
    BOOST_TEST(!canonicalize_port_for("443", "wss", out));
    BOOST_TEST(out == "");
    BOOST_TEST(!canonicalize_port_for("80", "https", out));
    BOOST_TEST(out == "80");
    BOOST_TEST(!canonicalize_port_for("8\t0a", "foo", out)); // TAB removed; the rest after digits ignored
    BOOST_TEST(out == "80");
    BOOST_TEST(run(canonicalize_port, "443") == "443"); // without a protocol nothing is dropped (WPT "443*")
    BOOST_TEST(run(canonicalize_port, "x1") == "invalid_port 0");
    BOOST_TEST(run(canonicalize_port, "65536") == "port_out_of_range 0");
    BOOST_TEST(run(canonicalize_port, "65535") == "65535");
}

BOOST_AUTO_TEST_SUITE_END()
