// urikit tests: the web mode beyond WPT: error codes and offsets, the RFC
// 3986 bridge (to_uri) as a property over every data line, buffer reuse
// without allocation, aliasing, and the setters' return values.
#include <string>
#include <utility>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/http.hpp>
#include <urikit/idna.hpp>
#include <urikit/parse.hpp>
#include <urikit/web_url.hpp>

#include "allocation_counter.hpp"
#include "data_files.hpp"
#include "src/core/pct_codec.hpp"
#include "src/web/web_fast_path.hpp"
#include "src/web/web_parse.hpp"

namespace {

urikit::error parse_error(std::string const& input, char const* base = nullptr) {
    urikit::web_url b, u;
    if (base != nullptr) BOOST_REQUIRE(urikit::parse_web_into(base, nullptr, b).code == urikit::errc::ok);
    return urikit::parse_web_into(input, base != nullptr ? &b : nullptr, u);
}

std::string lenient_decoded(std::string_view s) {
    std::string out;
    urikit::detail::append_pct_decoded_lenient(out, s);
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(web_url)

BOOST_AUTO_TEST_CASE(failures_give_a_specific_code_and_the_offset_in_the_input_as_given) {
    using urikit::errc;
    struct row {
        char const* input;
        errc code;
        std::uint32_t offset;
    };
    row const rows[] = {
        {"", errc::relative_without_base, 0},
        {"a/b", errc::relative_without_base, 0},
        {"http://a:99999/", errc::port_out_of_range, 9},
        {"http://a:8x/", errc::invalid_port, 10},
        {"http://1.2.3.4.5/", errc::invalid_ipv4, 7},
        {"http://0x100000000/", errc::invalid_ipv4, 7},
        {"http://[::1/", errc::invalid_ipv6, 11},
        {"http://[1::2::3]/", errc::invalid_ipv6, 8},
        {"http://a b/", errc::forbidden_host_code_point, 8},
        {"http://a%00b/", errc::forbidden_host_code_point, 8}, // the triplet that decodes to it
        {"sc://a<b/", errc::forbidden_host_code_point, 6},
        {"http://user@/", errc::authority_without_host, 12},
        {"http:///", errc::missing_host, 8},
        {"sc://:1/", errc::authority_without_host, 5},
        {"http://a/\xFF", errc::invalid_utf8, 9},
        {" \thttp://a\t:x/", errc::invalid_port, 12}, // trimmed and a tab removed: offsets count in the input
        {"http://\r\xED\xA0/", errc::invalid_utf8, 8}, // the byte, not the CR removed before it
    };
    for (row const& r : rows) {
        urikit::error const e = parse_error(r.input);
        BOOST_TEST(urikit::name(e.code) == urikit::name(r.code), r.input);
        BOOST_TEST(e.offset == r.offset, r.input);
    }
    // An opaque-path base takes only a fragment.
    BOOST_TEST(urikit::name(parse_error("x", "mailto:a").code) == "relative_without_base");
    BOOST_TEST(urikit::name(parse_error("#f", "mailto:a").code) == "ok");
}

BOOST_AUTO_TEST_CASE(hrefs_the_issue_names_parse_as_browsers_parse_them) {
    auto base = urikit::parse_web("https://example.org/dir/page.html");
    struct row {
        char const* input;
        char const* href;
    };
    row const rows[] = {
        {"https://www.h-m-holding.com/hm\\%202006/en/obm/home.asp",
         "https://www.h-m-holding.com/hm/%202006/en/obm/home.asp"},
        {"  //cdn.example.com/x.js\n", "https://cdn.example.com/x.js"},
        {"../img/a b.png", "https://example.org/img/a%20b.png"},
        {"ht\ttp://exa\nmple.com/", "http://example.com/"},
        {"http://0x7f.1/", "http://127.0.0.1/"},
        {"http://example.com/a[b]|c#d e", "http://example.com/a[b]|c#d%20e"},
        {"http://example.com/%/%zz", "http://example.com/%/%zz"},
        {"http://EXAMPLE.com:80/./a/%2e%2E/b", "http://example.com/b"},
        {"file:c:\\dir\\..\\x", "file:///c:/x"},
    };
    for (row const& r : rows) {
        auto const u = urikit::parse_web(r.input, &*base);
        BOOST_TEST_REQUIRE(u.has_value(), r.input);
        BOOST_TEST(u->href() == r.href);
    }
}

BOOST_AUTO_TEST_CASE(to_uri_encodes_exactly_what_rfc_3986_does_not_allow) {
    auto const u = urikit::parse_web("https://h/a[b]|c^d?e[f]|^`{g}\"#h#i j%zz%41");
    BOOST_TEST_REQUIRE(u.has_value());
    BOOST_TEST(u->href() == "https://h/a[b]|c%5Ed?e[f]|^`{g}%22#h#i%20j%zz%41");
    auto const as_uri = urikit::to_rfc3986(*u);
    BOOST_TEST_REQUIRE(as_uri.has_value());
    BOOST_TEST(as_uri->str() == "https://h/a%5Bb%5D%7Cc%5Ed?e%5Bf%5D%7C%5E%60%7Bg%7D%22#h%23i%20j%25zz%41");
    auto const opaque = urikit::parse_web("mailto:a b\"c");
    BOOST_TEST((*urikit::to_rfc3986(*opaque)).str() == "mailto:a%20b%22c");
    auto const no_host = urikit::parse_web("web+demo:/.//not-a-host/");
    BOOST_TEST(no_host->href() == "web+demo:/.//not-a-host/");
    BOOST_TEST(no_host->pathname() == "//not-a-host/");
    urikit::uri const bridged = *urikit::to_rfc3986(*no_host);
    BOOST_TEST(bridged.str() == "web+demo:/.//not-a-host/");
    BOOST_TEST(bridged.view().path() == "/.//not-a-host/");
}

// Every line of every data file: parse_web either fails or gives an href
// that parses again to itself, whose to_uri is a URI (parse_uri) naming the
// same bytes (equal once both are percent-decoded) and equal to the href
// when the href already is a URI.
BOOST_AUTO_TEST_CASE(every_data_line_round_trips_and_bridges_to_rfc_3986) {
    std::size_t lines = 0, parsed = 0, already_uri = 0;
    for (auto const& f : urikit::test::load_data_files()) {
        for (auto const& line : f.lines) {
            ++lines;
            auto const u = urikit::parse_web(line);
            if (!u) continue;
            ++parsed;
            urikit::web_url general; // the general path agrees with the one-copy path
            BOOST_TEST_REQUIRE(urikit::name(urikit::detail::parse_web_record(line, nullptr, general, true, false).code) == "ok");
            BOOST_TEST(general.href() == u->href(), line);
            BOOST_TEST((general.parts() == u->parts()), line);
            BOOST_TEST((general.host_type() == u->host_type()), line);
            auto const again = urikit::parse_web(u->href());
            BOOST_TEST_REQUIRE(again.has_value(), line);
            BOOST_TEST(again->href() == u->href(), line);
            auto const as_uri = urikit::to_rfc3986(*u);
            BOOST_TEST_REQUIRE(as_uri.has_value(), line);
            BOOST_TEST(urikit::parse_uri(as_uri->str()).has_value(), line << " -> " << as_uri->str());
            BOOST_TEST(lenient_decoded(as_uri->str()) == lenient_decoded(u->href()), line);
            if (urikit::parse_uri(u->href())) {
                ++already_uri;
                BOOST_TEST(as_uri->str() == u->href(), line);
            }
        }
    }
    BOOST_TEST(parsed > 0u);
    BOOST_TEST_MESSAGE("web mode: " << parsed << " of " << lines << " lines parse; " << already_uri
                                    << " hrefs are RFC 3986 URIs as they are");
}

// The one-copy path (src/web/web_fast_path.cpp, on RFC 3986's fast split)
// and the general parser give the same URL: the URL Standard's hrefs for the
// cases each of its conditions is about (checked against Node too), then
// every combination of pieces around those conditions.
urikit::web_url general_parse(std::string const& input, urikit::error& e) {
    urikit::web_url u;
    e = urikit::detail::parse_web_record(input, nullptr, u, true, false);
    return u;
}

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
                BOOST_TEST((fast.host_type() == g.host_type()), input);
                BOOST_TEST(fast.pathname() == g.pathname(), input);
            }
        }
    }
    BOOST_TEST_MESSAGE(one_copy << " of " << combinations << " combinations took the one-copy path, "
                                << unchanged << " with the input as the href");
    BOOST_TEST(one_copy > combinations / 100); // 36,696 of 1,512,000 when written
    BOOST_TEST(unchanged > one_copy / 5);
}

BOOST_AUTO_TEST_CASE(parse_web_into_a_warm_url_allocates_nothing) {
    auto const files = urikit::test::load_data_files();
    urikit::web_url u;
    std::size_t ok = 0;
    for (int pass = 0; pass < 2; ++pass) {
        if (pass == 1) urikit::test::start_counting_allocations();
        for (auto const& f : files) {
            for (auto const& line : f.lines) ok += urikit::parse_web_into(line, nullptr, u).code == urikit::errc::ok;
        }
    }
    std::size_t const allocations = urikit::test::stop_counting_allocations();
    BOOST_TEST(ok > 0u);
    BOOST_TEST(allocations == 0u);
}

BOOST_AUTO_TEST_CASE(the_base_may_be_the_output) {
    auto u = urikit::parse_web("http://example.com/a/b?q");
    BOOST_TEST(urikit::name(urikit::parse_web_into("../c#f", &*u, *u).code) == "ok");
    BOOST_TEST(u->href() == "http://example.com/c#f");
    BOOST_TEST(urikit::name(urikit::parse_web_into("http://a:x/", &*u, *u).code) == "invalid_port");
    BOOST_TEST(u->href() == "http://example.com/c#f", "unchanged on failure");
}

BOOST_AUTO_TEST_CASE(the_default_url_is_about_blank) {
    urikit::web_url const u;
    BOOST_TEST(u.href() == "about:blank");
    BOOST_TEST(u.protocol() == "about:");
    BOOST_TEST(u.pathname() == "blank");
    BOOST_TEST(u.has_opaque_path());
    BOOST_TEST(urikit::origin(u).value().serialize() == "null");
    BOOST_TEST((u == *urikit::parse_web("about:blank")));
}

namespace {

// The code and offset of a setter's answer, "ok" when it took the value.
std::string said(urikit::error e) {
    if (e.code == urikit::errc::ok) return "ok";
    return std::string(urikit::name(e.code)) + "@" + std::to_string(e.offset);
}

} // namespace

BOOST_AUTO_TEST_CASE(setters_take_a_value_or_say_why_not_and_leave_the_url_unchanged) {
    auto u = urikit::parse_web("http://example.com/p");
    BOOST_TEST(said(u->set_port("8080abc")) == "ok");
    BOOST_TEST(u->href() == "http://example.com:8080/p");
    BOOST_TEST(said(u->set_port("x")) == "invalid_port@0");
    BOOST_TEST(said(u->set_port("\t99999")) == "port_out_of_range@1", "offsets in the value as given");
    BOOST_TEST(u->href() == "http://example.com:8080/p");
    BOOST_TEST(said(u->set_port("80")) == "ok");
    BOOST_TEST(u->href() == "http://example.com/p");
    BOOST_TEST(said(u->set_protocol("mailto")) == "scheme_change_refused@0", "a special URL stays special");
    BOOST_TEST(said(u->set_protocol("ht tp")) == "invalid_scheme@2");
    BOOST_TEST(said(u->set_protocol("https")) == "ok");
    BOOST_TEST(said(u->set_username("us er")) == "ok");
    BOOST_TEST(u->href() == "https://us%20er@example.com/p");
    BOOST_TEST(said(u->set_host("a b")) == "forbidden_host_code_point@1");
    BOOST_TEST(said(u->set_host("")) == "missing_host@0");
    BOOST_TEST(said(u->set_hostname("a:1")) == "invalid_host@1");
    BOOST_TEST(said(u->set_search("a b")) == "ok");
    BOOST_TEST(said(u->set_hash("#x y")) == "ok");
    BOOST_TEST(said(u->set_hash("#x\xC3")) == "invalid_utf8@2");
    BOOST_TEST(said(u->set_username("\xFF")) == "invalid_utf8@0");
    BOOST_TEST(u->href() == "https://us%20er@example.com/p?a%20b#x%20y");
    BOOST_TEST(said(u->set_search("a b")) == "ok", "a value that changes nothing is taken");
    BOOST_TEST(said(u->set_href("http://a:x/")) == "invalid_port@9");
    BOOST_TEST(u->href() == "https://us%20er@example.com/p?a%20b#x%20y", "unchanged on failure");
    // A host the host parser refuses leaves the URL as it was, port included
    // (fuzz_web found the port set on the empty host).
    auto e = urikit::parse_web("sc:///p");
    BOOST_TEST(said(e->set_host("]:8/")) == "forbidden_host_code_point@0");
    BOOST_TEST(e->href() == "sc:///p");
    auto f = urikit::parse_web("file:///C:/x");
    BOOST_TEST(said(f->set_username("u")) == "credentials_or_port_not_allowed@0", "file URLs cannot have credentials");
    BOOST_TEST(said(f->set_port("1")) == "credentials_or_port_not_allowed@0");
    BOOST_TEST(said(f->set_protocol("http")) == "scheme_change_refused@0", "file with an empty host");
    auto m = urikit::parse_web("mailto:a");
    BOOST_TEST(said(m->set_pathname("b")) == "opaque_path@0", "an opaque path cannot be set");
    BOOST_TEST(said(m->set_host("h")) == "opaque_path@0");
    BOOST_TEST(m->href() == "mailto:a");
    auto h = urikit::parse_web("http://h/");
    BOOST_TEST(said(h->set_host("k:x")) == "ok", "the Standard sets the host, then reads no port");
    BOOST_TEST(h->href() == "http://k/");
}

BOOST_AUTO_TEST_CASE(absent_fields_are_told_as_uri_view_tells_them) {
    auto const u = urikit::parse_web("http://h:8080/p?#");
    BOOST_TEST(u->str() == u->href());
    BOOST_TEST(u->has_port());
    BOOST_TEST(u->port_number().value() == 8080);
    BOOST_TEST(u->has_query());
    BOOST_TEST(u->query().empty());
    BOOST_TEST(u->has_fragment());
    auto const d = urikit::parse_web("http://h:80/p");
    BOOST_TEST(!d->has_port(), "a default port is null");
    BOOST_TEST(urikit::name(d->port_number().error().code) == "invalid_port");
    BOOST_TEST(!d->has_query());
    BOOST_TEST(!d->has_fragment());
    BOOST_TEST(d->query().empty());
    BOOST_TEST(d->has_host());
    BOOST_TEST(!urikit::parse_web("mailto:x").value().has_host());
}

BOOST_AUTO_TEST_CASE(the_origin_of_a_web_url_is_the_standards_in_the_one_origin_type) {
    auto const o = [](std::string_view href) { return urikit::origin(urikit::parse_web(href).value()).value(); };
    BOOST_TEST(o("https://A.com:443/x").serialize() == "https://a.com");
    BOOST_TEST(o("wss://a.com:444/").port == 444);
    BOOST_TEST(o("ftp://a.com/").port == 21);
    BOOST_TEST(o("http://[::1]:81/").host == "[::1]");
    BOOST_TEST(o("blob:https://a.com/x").serialize() == "https://a.com");
    BOOST_TEST(o("blob:file:///x").is_unique());
    BOOST_TEST(o("blob:bad").is_unique());
    BOOST_TEST(o("file:///x").serialize() == "null");
    BOOST_TEST(o("sc://h/").is_unique());
    BOOST_TEST(same_origin(o("http://a.com/"), o("http://A.com:80/x")));
}

BOOST_AUTO_TEST_CASE(ascii_domains_need_no_idna_and_others_report_when_it_is_missing) {
    auto const ascii = urikit::parse_web("http://XN--a.COM/");
    BOOST_TEST_REQUIRE(ascii.has_value());
    BOOST_TEST(ascii->hostname() == "xn--a.com");
    auto const unicode = urikit::parse_web("http://fa\xC3\x9F.de/");
    if (urikit::idna_available()) {
        BOOST_TEST(unicode->hostname() == "xn--fa-hia.de"); // IdnaTestV2
    } else {
        BOOST_TEST(urikit::name(unicode.error().code) == "idna_unavailable");
    }
}

BOOST_AUTO_TEST_SUITE_END()

#include <random>

#include "src/idna/idna.hpp"

BOOST_AUTO_TEST_SUITE(web_idna)

// Long names go to ICU sixteen labels at a time; the result must be what one
// call gives, the bidi rule included (a label that breaks it only in a Bidi
// domain name, and the right-to-left label that makes the name one, may be
// in different groups).
BOOST_AUTO_TEST_CASE(names_converted_in_groups_equal_one_icu_call) {
    if (!urikit::idna_available()) return;
    char const* const pool[] = {"a", "1a", "xn--4db", "\xD7\x90", "\xD8\xA8", "f\xC3\xA4", "-x", "", "A\xE3\x80\x82" "b",
                                "\xD7\x90" "1", "x\xE2\x80\x8D", "ss", "a\xEF\xBC\x8E" "b", "0x1", "\xC3\x9F"};
    std::mt19937 rng(12345);
    int groups_used = 0;
    for (int round = 0; round < 400; ++round) {
        std::size_t const labels = 1 + rng() % 60;
        std::string name;
        for (std::size_t i = 0; i < labels; ++i) {
            if (i > 0) name += '.';
            name += pool[rng() % std::size(pool)];
        }
        std::string grouped, whole;
        urikit::errc const g = urikit::detail::idna_to_ascii_web(name, grouped);
        urikit::errc const w = urikit::detail::idna_to_ascii_web_in_one_call(name, whole);
        BOOST_TEST((g == urikit::errc::ok) == (w == urikit::errc::ok), name);
        BOOST_TEST(grouped == whole, name);
        groups_used += labels > 16 ? 1 : 0;
    }
    BOOST_TEST(groups_used > 100);
}

BOOST_AUTO_TEST_SUITE_END()

#include "src/web/web_scan.hpp"

BOOST_AUTO_TEST_SUITE(web_scan)

// The classification pass has a scalar, an SSE2 and an SSSE3 way (the last
// chosen at run time); all must give the same answer on the same bytes, at
// every length around the block and chunk sizes (16, 64), with every kind
// of byte at every position.
BOOST_AUTO_TEST_CASE(scalar_sse2_and_ssse3_classify_alike) {
    std::string const alphabet = std::string("aZ09/.%#?@[]\\^`{|}\"'<>:~-_ \t\x7F\x80\xC3") + '\0';
    std::mt19937 rng(7);
    std::size_t compared = 0;
    for (std::size_t n = 0; n <= 200; ++n) {
        for (int round = 0; round < 40; ++round) {
            std::string s(n, 'a');
            // Mostly plain bytes, a few of the others, like hrefs.
            for (char& c : s) c = rng() % 8 == 0 ? alphabet[rng() % alphabet.size()] : "ab/.c?"[rng() % 6];
            auto const scalar = urikit::detail::scan_web_input_scalar(s);
            BOOST_TEST((urikit::detail::scan_web_input_sse2(s) == scalar), "sse2, length " << n);
            BOOST_TEST((urikit::detail::scan_web_input_ssse3(s) == scalar), "ssse3, length " << n);
            BOOST_TEST((urikit::detail::scan_web_input(s) == scalar), "dispatched, length " << n);
            ++compared;
        }
    }
    // Plain hrefs (no rare byte) at every length, with "#", "?" and "/." late.
    for (std::size_t n = 16; n <= 200; ++n) {
        std::string s(n, 'a');
        s[n / 2] = '/';
        s[n / 2 + 1] = '.';
        s[n - 1] = '#';
        if (n > 20) s[n - 3] = '?';
        auto const scalar = urikit::detail::scan_web_input_scalar(s);
        BOOST_TEST(scalar.hash == n - 1);
        BOOST_TEST(scalar.dot_pair);
        BOOST_TEST((urikit::detail::scan_web_input_sse2(s) == scalar), "sse2, length " << n);
        BOOST_TEST((urikit::detail::scan_web_input_ssse3(s) == scalar), "ssse3, length " << n);
    }
    BOOST_TEST(compared > 8000u);
}

BOOST_AUTO_TEST_SUITE_END()
