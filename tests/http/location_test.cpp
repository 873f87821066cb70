// urikit tests: src/http/location.cpp, a redirect's target from its
// Location value as browsers read it (the URL Standard's parser against the
// current URL; bytes that are not UTF-8 percent-encoded first), with the
// fragment inherited (RFC 9110 §10.2.2), on a table of tricky values.
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/http.hpp>
#include <urikit/idna.hpp>
#include <urikit/parse.hpp>
#include <urikit/web_url.hpp>

namespace {

std::string target_of(std::string_view location, std::string_view current = "http://example.com/dir/page?x=1#top") {
    auto const base = urikit::parse_web(current).value();
    auto const r = urikit::resolve_location(base, location);
    if (!r) return std::string(urikit::name(r.error().code)) + "@" + std::to_string(r.error().offset);
    return r->str();
}

} // namespace

BOOST_AUTO_TEST_SUITE(location)

BOOST_AUTO_TEST_CASE(tricky_location_values_resolve_as_browsers_resolve_them) {
    struct row {
        std::string_view location, target;
    };
    for (row const r : {
             row{"other", "http://example.com/dir/other#top"},
             row{"../up", "http://example.com/up#top"},
             row{"?q", "http://example.com/dir/page?q#top"},
             row{"//host:8080/p", "http://host:8080/p#top"},
             row{"/a b", "http://example.com/a%20b#top"},
             row{" /trimmed\t", "http://example.com/trimmed#top"},
             row{"/caf\xC3\xA9", "http://example.com/caf%C3%A9#top"},
             row{"/caf\xE9", "http://example.com/caf%E9#top"},                   // Latin-1 from a server
             row{"/a\xFF\xFE", "http://example.com/a%FF%FE#top"},
             row{"\\\\evil.com\\p", "http://evil.com/p#top"},                     // "\" is "/" in special URLs
             row{"#frag", "http://example.com/dir/page?x=1#frag"},                // its own fragment
             row{"#", "http://example.com/dir/page?x=1#"},
             row{"http:g", "http://example.com/dir/g#top"},                       // same special scheme: relative
             row{"HTTP://EXAMPLE.COM:80/Caps", "http://example.com/Caps#top"},
             row{"http://[::1]:80/x", "http://[::1]/x#top"},
             row{"https://h/?a=|", "https://h/?a=%7C#top"},                       // RFC 3986 bytes only
             row{"", "http://example.com/dir/page?x=1#top"},
             row{"mailto:x", "mailto:x#top"},
         }) {
        BOOST_TEST(target_of(r.location) == r.target, r.location);
    }
    BOOST_TEST(target_of("/p", "http://example.com/") == "http://example.com/p", "nothing to inherit");
    BOOST_TEST(target_of("/p", "http://example.com/#") == "http://example.com/p#", "an empty fragment too");
    if (urikit::available(urikit::feature::idna)) BOOST_TEST(target_of("https://b\xC3\xBC" "cher.de/") == "https://xn--bcher-kva.de/#top");
}

BOOST_AUTO_TEST_CASE(refusals_point_into_the_location_as_received) {
    BOOST_TEST(target_of("http://") == "missing_host@7");
    BOOST_TEST(target_of("http://h:99999/") == "port_out_of_range@9");
    BOOST_TEST(target_of("//a b/") == "forbidden_host_code_point@3");
    // After an encoded byte, offsets still count the bytes as received: the
    // port's "x" is byte 6 of what the server sent, 8 of what was parsed.
    BOOST_TEST(target_of("//\xE9@h:x/") == "invalid_port@6");
    BOOST_TEST(target_of("//h:1\xE9") == "invalid_port@5", "at the byte itself");
    BOOST_TEST(target_of("http://caf\xE9.com/") == "host_not_utf8@7", "a Latin-1 host is no host");
}

BOOST_AUTO_TEST_CASE(from_a_uri_and_into_a_reused_buffer) {
    auto const base = urikit::parse_uri("http://example.com/dir/page#top").value();
    BOOST_TEST(urikit::resolve_location(base, "x").value().str() == "http://example.com/dir/x#top");
    BOOST_TEST(urikit::name(urikit::resolve_location(urikit::parse_uri("http://[v1.x]/").value(), "y").error().code) ==
               "base_not_absolute", "a URI the URL Standard does not parse is no base");
    std::string out = "held before";
    urikit::components parts;
    auto const current = urikit::parse_web("https://h/a/b").value();
    BOOST_TEST((urikit::resolve_location_into(current, "c?d", out, &parts).code == urikit::errc::ok));
    BOOST_TEST(out == "https://h/a/c?d");
    BOOST_TEST((parts == urikit::parse_uri(out).value().parts()));
    out = "//h:1/x";
    BOOST_TEST((urikit::resolve_location_into(current, out, out, &parts).code == urikit::errc::ok), "location views out");
    BOOST_TEST(out == "https://h:1/x");
    out = "http://:1/";
    BOOST_TEST(urikit::name(urikit::resolve_location_into(current, out, out).code) == "authority_without_host");
    BOOST_TEST(out.empty());
}

BOOST_AUTO_TEST_SUITE_END()
