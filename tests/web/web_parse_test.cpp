// urikit tests: src/web/web_parse.cpp, the basic URL parser beyond WPT:
// error codes and offsets, every data line round-tripping and bridging to
// RFC 3986, buffer reuse without allocation, the base as the output.
#include <string>
#include <utility>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/idna.hpp>
#include <urikit/parse.hpp>
#include <urikit/web_url.hpp>

#include "allocation_counter.hpp"
#include "data_files.hpp"
#include "src/core/pct_codec.hpp"
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

BOOST_AUTO_TEST_SUITE(web_parse)

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
            BOOST_TEST_REQUIRE(urikit::name(urikit::detail::parse_web_record(line, nullptr, general, false).code) == "ok");
            BOOST_TEST(general.href() == u->href(), line);
            BOOST_TEST((general.parts() == u->parts()), line);
            BOOST_TEST((general.host_kind() == u->host_kind()), line);
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

BOOST_AUTO_TEST_CASE(can_parse_says_whether_parse_web_would_succeed_without_a_record) {
    BOOST_TEST(urikit::can_parse("https://example.com/"));
    BOOST_TEST(!urikit::can_parse("/relative"));
    BOOST_TEST(urikit::can_parse("/relative", "https://example.com/"));
    BOOST_TEST(!urikit::can_parse("/relative", "not a base"), "a base that does not parse");
    BOOST_TEST(!urikit::can_parse("http://a b/"));
    BOOST_TEST(!urikit::can_parse("http://h:99999/"));
    auto const base = urikit::parse_web("sc:opaque").value();
    BOOST_TEST(!urikit::can_parse("x", &base), "an opaque path is no base");
    BOOST_TEST(urikit::can_parse("#x", &base));
    std::vector<std::string> lines;
    for (auto const& file : urikit::test::load_data_files()) {
        for (auto const& line : file.lines) {
            if (line.size() < 2000) lines.push_back(line);
        }
    }
    std::size_t yes = 0;
    for (auto const& line : lines) {
        bool const ok = urikit::can_parse(line);
        BOOST_TEST_REQUIRE(ok == urikit::parse_web(line).has_value(), line);
        yes += ok ? 1u : 0u;
    }
    urikit::test::start_counting_allocations();
    for (auto const& line : lines) yes += urikit::can_parse(line) ? 1u : 0u;
    BOOST_TEST(urikit::test::stop_counting_allocations() == 0u, "warm: no allocation");
    BOOST_TEST(yes > 1000u);
}

BOOST_AUTO_TEST_SUITE_END()
