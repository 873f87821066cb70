// normalize: the three profiles of SPEC.md on every kind of component.
#include <boost/test/unit_test.hpp>

#include <string>

#include <urikit/idna.hpp>
#include <urikit/iri.hpp>
#include <urikit/normalize.hpp>
#include <urikit/resolve.hpp>
#include <urikit/parse.hpp>

using urikit::profile;

namespace {

std::string norm(std::string_view s, profile p = profile::rfc3986) {
    auto const r = urikit::parse_uri_reference(s);
    BOOST_TEST_REQUIRE(r.has_value(), s);
    auto const n = urikit::normalize(*r, p);
    BOOST_TEST_REQUIRE(n.has_value(), s << ": " << urikit::name(n.error().code));
    return n->str();
}

urikit::error norm_error(std::string_view s, profile p) {
    auto const r = urikit::parse_uri_reference(s);
    BOOST_TEST_REQUIRE(r.has_value(), s);
    auto const n = urikit::normalize(*r, p);
    BOOST_TEST_REQUIRE(!n.has_value(), s);
    return n.error();
}

} // namespace

BOOST_AUTO_TEST_SUITE(normalize)

// A default string_view has a null data(): nothing may hand it to memchr or
// memcpy (UBSan found this through the equivalent fuzz target's seeds).
BOOST_AUTO_TEST_CASE(the_empty_reference_from_a_null_view_normalizes_to_empty) {
    auto const r = urikit::parse_uri_reference(std::string_view{});
    BOOST_TEST_REQUIRE(r.has_value());
    for (profile p : {profile::rfc3986, profile::http, profile::cache_key, profile::http_cache}) {
        std::string out = "stale";
        BOOST_TEST((urikit::normalize_into(*r, p, out).code == urikit::errc::ok));
        BOOST_TEST(out.empty());
    }
}

BOOST_AUTO_TEST_CASE(rfc3986_6_2_2_example) {
    // §6.2.2: these three are equivalent and normalize to the last
    BOOST_TEST(norm("example://a/b/c/%7Bfoo%7D") == "example://a/b/c/%7Bfoo%7D");
    BOOST_TEST(norm("eXAMPLE://a/./b/../b/%63/%7bfoo%7d") == "example://a/b/c/%7Bfoo%7D");
}

BOOST_AUTO_TEST_CASE(scheme_and_host_become_lowercase_nothing_else_does) {
    BOOST_TEST(norm("HTTP://User:PW@Example.COM/Path?Q=V#F") == "http://User:PW@example.com/Path?Q=V#F");
    BOOST_TEST(norm("x://[V1.ABC]/") == "x://[v1.abc]/");
}

BOOST_AUTO_TEST_CASE(percent_encoding_is_normalized_in_every_component) {
    BOOST_TEST(norm("http://%75%3a@%65x%2f:1/%7e%2f?%7e%2f#%7e%2f") == "http://u%3A@ex%2F:1/~%2F?~%2F#~%2F");
    BOOST_TEST(norm("%7euser/%2fx?%3d#%23") == "~user/%2Fx?%3D#%23");
}

BOOST_AUTO_TEST_CASE(encoded_reserved_characters_are_never_decoded_in_any_component) {
    for (char const* enc : {"%2F", "%3F", "%26", "%3D", "%40", "%23", "%3A", "%2B", "%25"}) {
        std::string const s = std::string("http://u") + enc + "@h" + enc + "/p" + enc + "?q" + enc + "#f" + enc;
        BOOST_TEST(norm(s) == s, s);
    }
}

BOOST_AUTO_TEST_CASE(dot_segments_go_only_with_a_scheme) {
    BOOST_TEST(norm("http://a/b/c/./../../g") == "http://a/g");
    BOOST_TEST(norm("http://a/../../x") == "http://a/x");
    BOOST_TEST(norm("http://a/%2E%2E/x") == "http://a/x"); // %2E is ".", decoded first (§6.2.2.2 then §6.2.2.3)
    BOOST_TEST(norm("mailto:./a/../b") == "mailto:/b"); // §5.2.4 step C leaves its "/"
    BOOST_TEST(norm("mid/content=5/../6") == "mid/content=5/../6"); // relative: untouched
    BOOST_TEST(norm("../a/./b") == "../a/./b");
    BOOST_TEST(norm("//h/./a/../b") == "//h/./a/../b");
}

BOOST_AUTO_TEST_CASE(a_path_never_turns_into_an_authority) {
    BOOST_TEST(norm("foo:/a/..//evil") == "foo:/.//evil");
    BOOST_TEST(norm("foo:a/..//evil") == "foo:/.//evil");
    BOOST_TEST(norm("foo:/.//evil") == "foo:/.//evil");
    BOOST_TEST(norm("foo:/./..//evil") == "foo:/.//evil");
    BOOST_TEST(norm("foo://h/a/..//x") == "foo://h//x"); // with an authority "//" is a path
}

BOOST_AUTO_TEST_CASE(empty_port_loses_its_colon_other_ports_stay) {
    BOOST_TEST(norm("http://a:/") == "http://a/");
    BOOST_TEST(norm("http://a:") == "http://a");
    BOOST_TEST(norm("http://a:80/") == "http://a:80/");
    BOOST_TEST(norm("http://a:080/") == "http://a:080/");
}

BOOST_AUTO_TEST_CASE(ipv6_literals_take_rfc5952_form) {
    BOOST_TEST(norm("http://[2001:0DB8:0:0:0:0:0:1]:80/") == "http://[2001:db8::1]:80/");
    BOOST_TEST(norm("http://[0:0:0:0:0:FFFF:C000:0201]/") == "http://[::ffff:192.0.2.1]/");
    BOOST_TEST(norm("http://[1:0:1:1:1:1:1:1]/") == "http://[1:0:1:1:1:1:1:1]/");
}

BOOST_AUTO_TEST_CASE(a_decoded_host_that_spells_ipv4_is_an_ipv4_host) {
    auto const r = urikit::parse_uri_reference("http://1%2E2.3.4/");
    auto const n = urikit::normalize(*r);
    BOOST_TEST_REQUIRE(n.has_value());
    BOOST_TEST(n->str() == "http://1.2.3.4/");
    BOOST_TEST((n->view().host_kind() == urikit::host_kind::ipv4));
}

BOOST_AUTO_TEST_CASE(http_profile_removes_default_ports) {
    BOOST_TEST(norm("http://a:80/", profile::http) == "http://a/");
    BOOST_TEST(norm("http://a:080/", profile::http) == "http://a/");
    BOOST_TEST(norm("HTTPS://a:443/x", profile::http) == "https://a/x");
    BOOST_TEST(norm("ws://a:80", profile::http) == "ws://a/");
    BOOST_TEST(norm("wss://a:443/", profile::http) == "wss://a/");
    BOOST_TEST(norm("ftp://a:21/", profile::http) == "ftp://a/");
    BOOST_TEST(norm("http://a:443/", profile::http) == "http://a:443/");
    BOOST_TEST(norm("http://a:08080/", profile::http) == "http://a:8080/");
    BOOST_TEST(norm("http://a:0/", profile::http) == "http://a:0/");
    BOOST_TEST(norm("foo://a:80/", profile::http) == "foo://a:80/");
    BOOST_TEST(norm("//a:80/", profile::http) == "//a:80/"); // no scheme, no default port
    BOOST_TEST(norm("http://a:99999999999999999999/", profile::http) == "http://a:99999999999999999999/");
}

BOOST_AUTO_TEST_CASE(http_profile_gives_an_authority_an_empty_path_as_slash) {
    BOOST_TEST(norm("http://a", profile::http) == "http://a/");
    BOOST_TEST(norm("http://a?q", profile::http) == "http://a/?q");
    BOOST_TEST(norm("http://a", profile::rfc3986) == "http://a");
    BOOST_TEST(norm("mailto:x", profile::http) == "mailto:x");
}

// SPEC.md: the http profile's scheme-based steps belong to the schemes with
// a registered default port; elsewhere (and without a scheme) it is rfc3986.
BOOST_AUTO_TEST_CASE(http_profile_is_exactly_rfc3986_on_schemes_without_a_default_port) {
    for (char const* s : {"s://%aa/", "foo://%C2%AD/p", "//%aa%AA/", "foo://a:80", "mailto:x", "urn:a:b",
                          "//h", "x://%C3%A9xample.com", "//%C3%A9x:80"}) {
        BOOST_TEST(norm(s, profile::http) == norm(s, profile::rfc3986), s);
    }
    BOOST_TEST(norm("s://%aa/", profile::http) == "s://%AA/");
    BOOST_TEST(norm("foo://%C2%AD/p", profile::http) == "foo://%C2%AD/p");
    BOOST_TEST(norm("//%aa%AA/", profile::http) == "//%AA%AA/");
    // cache-key keeps its own steps there, on top of rfc3986
    BOOST_TEST(norm("s://%aa:1?b&a#f", profile::cache_key) == "s://%AA:1?a&b");
}

BOOST_AUTO_TEST_CASE(http_profile_converts_encoded_international_hosts_to_idna) {
    if (!urikit::available(urikit::feature::idna)) {
        BOOST_TEST(urikit::name(norm_error("http://%C3%A9xample.com/", profile::http).code) == "idna_unavailable");
        BOOST_TEST(norm("http://a%2Fb.com/", profile::http) == "http://a%2Fb.com/");
        return;
    }
    BOOST_TEST(norm("http://%C3%A9xample.com/", profile::http) == "http://xn--xample-9ua.com/");
    BOOST_TEST(norm("http://fa%C3%9F.de/", profile::http) == "http://xn--fa-hia.de/"); // non-transitional
    BOOST_TEST(norm("http://%E4%BE%8B%E3%81%88.jp/", profile::http) == "http://xn--r8jz45g.jp/");
    BOOST_TEST(norm("http://%C3%A9xample.com/", profile::rfc3986) == "http://%C3%A9xample.com/");
    BOOST_TEST(norm("http://a%2Fb.com/", profile::http) == "http://a%2Fb.com/"); // ASCII stays as rfc3986
    BOOST_TEST(norm("http://My_Host.com/", profile::http) == "http://my_host.com/");
}

BOOST_AUTO_TEST_CASE(http_profile_reports_hosts_idna_refuses) {
    BOOST_TEST(urikit::name(norm_error("http://%FF/", profile::http).code) == "host_not_utf8");
    BOOST_TEST(norm_error("http://%FF/", profile::http).offset == 7u);
    if (!urikit::available(urikit::feature::idna)) return;
    BOOST_TEST(urikit::name(norm_error("http://a%C3%A9%20b/", profile::http).code) == "idna_disallowed");
    BOOST_TEST(urikit::name(norm_error("http://-%C3%A9.com/", profile::http).code) == "idna_hyphen");
}

BOOST_AUTO_TEST_CASE(cache_key_drops_fragment_and_empty_query_and_sorts_parameters) {
    BOOST_TEST(norm("http://a/p?b=2&a=1&b=1#frag", profile::cache_key) == "http://a/p?a=1&b=2&b=1");
    BOOST_TEST(norm("http://a/p?", profile::cache_key) == "http://a/p");
    BOOST_TEST(norm("http://a/p?#f", profile::cache_key) == "http://a/p");
    BOOST_TEST(norm("HTTP://A:80?%62=1&a", profile::cache_key) == "http://a/?a&b=1");
    // sorted on the decoded name, each pair keeps its own bytes
    BOOST_TEST(norm("http://a/?%7A=1&y=%2F&%41=3", profile::cache_key) == "http://a/?A=3&y=%2F&z=1");
    BOOST_TEST(norm("http://a/?b%3D=1&b=2", profile::cache_key) == "http://a/?b=2&b%3D=1");
    BOOST_TEST(norm("http://a/?c&&b=", profile::cache_key) == "http://a/?&b=&c");
}

// RFC 9111 §4: an HTTP cache's key is the target URI, so only what is never
// sent (the fragment) goes beyond the http profile; the query stays as sent.
BOOST_AUTO_TEST_CASE(http_cache_drops_only_the_fragment_beyond_http) {
    BOOST_TEST(norm("HTTP://A:80/p/./q?y=2&x=1#frag", profile::http_cache) == "http://a/p/q?y=2&x=1");
    BOOST_TEST(norm("http://a/p?#f", profile::http_cache) == "http://a/p?", "an empty query is sent");
    BOOST_TEST(norm("http://a", profile::http_cache) == "http://a/");
    BOOST_TEST(norm("http://a/%7e?%7e#%7e", profile::http_cache) == "http://a/~?~");
    BOOST_TEST(norm("foo://A/b#c", profile::http_cache) == "foo://a/b", "no default port: rfc3986, then no fragment");
    BOOST_TEST(norm("http://a/?y=2&x=1", profile::http_cache) != norm("http://a/?x=1&y=2", profile::http_cache));
    BOOST_TEST(norm("http://a/?y=2&x=1", profile::cache_key) == norm("http://a/?x=1&y=2", profile::cache_key));
    auto const eq = urikit::equivalent(urikit::parse_uri("http://a/p#x").value(), urikit::parse_uri("HTTP://a:80/p").value(),
                                       profile::http_cache);
    BOOST_TEST(eq.is_equivalent());
}

BOOST_AUTO_TEST_CASE(normalize_into_reuses_the_buffer_and_reports_offsets) {
    std::string buffer = "old content that is long enough to be on the heap";
    urikit::components parts;
    auto const r = urikit::parse_uri_reference("HTTP://A/%7e?q#f");
    urikit::error const e = urikit::normalize_into(*r, profile::rfc3986, buffer, &parts);
    BOOST_TEST(urikit::name(e.code) == "ok");
    BOOST_TEST(buffer == "http://a/~?q#f");
    urikit::uri_view const v = urikit::uri_view::from_parts(buffer, parts).value();
    BOOST_TEST(v.scheme() == "http");
    BOOST_TEST(v.host() == "a");
    BOOST_TEST(v.path() == "/~");
    BOOST_TEST(v.query() == "q");
    BOOST_TEST(v.fragment() == "f");
}

BOOST_AUTO_TEST_CASE(normalize_into_a_buffer_the_view_points_into_replaces_it) {
    std::string buffer = "HTTP://A/b/./c/%7e?q#f";
    buffer.reserve(100);
    auto const u = urikit::parse_uri_reference(buffer);
    urikit::components parts;
    BOOST_TEST(urikit::name(urikit::normalize_into(*u, profile::rfc3986, buffer, &parts).code) == "ok");
    BOOST_TEST(buffer == "http://a/b/c/~?q#f");
    BOOST_TEST(urikit::uri_view::from_parts(buffer, parts).has_value());
    // a view of part of the buffer, too
    std::string tail = "xx" + std::string("HTTP://B/%41");
    auto const v = urikit::parse_uri_reference(std::string_view(tail).substr(2));
    BOOST_TEST(urikit::name(urikit::normalize_into(*v, profile::rfc3986, tail).code) == "ok");
    BOOST_TEST(tail == "http://b/A");
}

BOOST_AUTO_TEST_CASE(a_default_view_is_the_empty_reference_and_normalizes_without_throwing) {
    urikit::uri_view const empty;
    for (profile p : {profile::rfc3986, profile::http, profile::cache_key, profile::http_cache}) {
        auto const n = urikit::normalize(empty, p);
        BOOST_TEST_REQUIRE(n.has_value());
        BOOST_TEST(n->str().empty());
        BOOST_TEST(n->view().has(urikit::component::path));
    }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(hostile_inputs)

// Long inputs go through every operation without recursion or quadratic
// work (no time limit is asserted: finishing at all is the point).
BOOST_AUTO_TEST_CASE(long_inputs_pass_through_normalize_resolve_and_iri_conversion) {
    std::string const slashes = "s:" + std::string(1u << 20, '/');
    std::string ups = "s:/";
    for (int i = 0; i < 100000; ++i) ups += "../";
    std::string pct = "s:/";
    for (int i = 0; i < 100000; ++i) pct += "%25%7e";
    std::string const port = "http://h:" + std::string(100000, '0') + "80/";
    std::string const brackets = "http://h/?" + std::string(100000, '/');
    for (std::string_view const s : {std::string_view(slashes), std::string_view(ups), std::string_view(pct),
                                     std::string_view(port), std::string_view(brackets)}) {
        auto const u = urikit::parse_uri_reference(s);
        BOOST_TEST_REQUIRE(u.has_value());
        for (auto p : {profile::rfc3986, profile::http, profile::cache_key, profile::http_cache}) {
            auto const n = urikit::normalize(*u, p);
            BOOST_TEST_REQUIRE(n.has_value());
            BOOST_TEST(urikit::parse_uri_reference(n->str()).has_value());
        }
        auto const base = urikit::parse_uri("http://a/b/c");
        auto const t = base->resolve(*u);
        BOOST_TEST_REQUIRE(t.has_value());
        auto const i = urikit::to_iri(*u);
        BOOST_TEST_REQUIRE(i.has_value());
        BOOST_TEST(urikit::to_uri(*i).has_value());
    }
    BOOST_TEST(norm(ups) == "s:/");
    BOOST_TEST(norm(port, profile::http) == "http://h/");
}

BOOST_AUTO_TEST_SUITE_END()
