// IRIs (RFC 3987): the IRI grammar over UTF-8, to_uri (§3.1) with UTS #46
// hosts, to_iri (§3.2), and their round trip.
#include <boost/test/unit_test.hpp>

#include <random>
#include <string>

#include <urikit/iri.hpp>
#include <urikit/parse.hpp>

#include "allocation_counter.hpp"
#include "data_files.hpp"
#include "iri_helpers.hpp"
#include "random_reference.hpp"

using urikit::test::iri_of;
using urikit::test::uri_error;
using urikit::test::uri_of;

BOOST_AUTO_TEST_SUITE(iri)

BOOST_AUTO_TEST_CASE(the_iri_grammar_takes_ucschar_everywhere_and_iprivate_only_in_the_query) {
    auto const r = urikit::parse_iri_reference("http://例え.jp/引き出し?q=é#ü");
    BOOST_TEST_REQUIRE(r.has_value());
    BOOST_TEST(r->host() == "例え.jp");
    BOOST_TEST(r->path() == "/引き出し");
    BOOST_TEST(urikit::parse_iri_reference("http://a/?\xEE\x80\x80").has_value());         // U+E000 in the query
    BOOST_TEST(!urikit::parse_iri_reference("http://a/\xEE\x80\x80").has_value());         // not in the path
    BOOST_TEST(!urikit::parse_iri_reference("http://a/#\xEE\x80\x80").has_value());        // nor the fragment
    BOOST_TEST(!urikit::parse_iri_reference("http://a/\xC2\x80").has_value());             // U+0080 is no ucschar
    BOOST_TEST(!urikit::parse_iri_reference("http://a/\xEF\xBF\xBE").has_value());         // U+FFFE neither
    BOOST_TEST(!urikit::parse_uri_reference("http://例え.jp/").has_value());                // a URI stays ASCII
    BOOST_TEST(!urikit::parse_iri("é://a").has_value());                                 // the scheme stays ASCII
    BOOST_TEST(!urikit::parse_iri("http://a:８０/").has_value());                            // and the port
}

BOOST_AUTO_TEST_CASE(every_class_of_invalid_utf8_is_an_error_at_its_offset) {
    struct row {
        char const* input;
        std::uint32_t offset;
    } const rows[] = {
        {"http://a/\xC0\x80", 9},          // overlong 2-byte
        {"http://a/\xE0\x80\x80", 9},      // overlong 3-byte
        {"http://a/\xF0\x80\x80\x80", 9},  // overlong 4-byte
        {"http://a/\xED\xA0\x80", 9},      // surrogate U+D800
        {"http://a/x\xE4\xB8", 10},        // truncated
        {"http://a/\xE4\xB8x", 9},         // truncated before ASCII
        {"http://a/\xF4\x90\x80\x80", 9},  // above U+10FFFF
        {"http://a/\xF5\x80\x80\x80", 9},  // no such lead byte
        {"http://a/\x80", 9},              // lone continuation byte
        {"http://\xFF/", 7},               // in the host
        {"http://a/?q=\xC3", 12},          // in the query, at the end
    };
    for (auto const& r : rows) {
        auto const p = urikit::parse_iri_reference(r.input);
        BOOST_TEST_REQUIRE(!p.has_value());
        BOOST_TEST(urikit::name(p.error().code) == "invalid_utf8");
        BOOST_TEST(p.error().offset == r.offset);
        BOOST_TEST(urikit::name(uri_error(r.input).code) == "invalid_utf8");
    }
}

BOOST_AUTO_TEST_CASE(to_uri_encodes_non_ascii_outside_the_host) {
    BOOST_TEST(uri_of("中") == "%E4%B8%AD");
    BOOST_TEST(uri_of("http://%C3%A9.com/") == "http://%C3%A9.com/");                  // an ASCII input stays as it is
    BOOST_TEST(uri_of("http://u%C3%A9:é@a/?é#é") == "http://u%C3%A9:%C3%A9@a/?%C3%A9#%C3%A9");
    BOOST_TEST(uri_of("http://a/?\xEE\x80\x80") == "http://a/?%EE%80%80");
    BOOST_TEST(uri_of("//a/引き出し") == "//a/%E5%BC%95%E3%81%8D%E5%87%BA%E3%81%97");
}

BOOST_AUTO_TEST_CASE(to_uri_returns_ascii_input_unchanged) {
    for (char const* s : {"http://Example.COM/a%2fb?c#d", "", "//h", "a:b", "http://[::1]/", "HTTP://a:80/./x",
                          "http://%C3%A9.com/", "http://xn8--r8jz4E3%81%8D"}) {
        BOOST_TEST(uri_of(s) == s);
    }
}

// RFC 3987 §3.2 step 2: every percent-encoding is converted except those of
// "%", reserved characters and ASCII not allowed in URIs.
BOOST_AUTO_TEST_CASE(to_iri_decodes_encoded_unreserved_ascii_and_keeps_reserved_and_disallowed_ascii) {
    BOOST_TEST(iri_of("http://a/%41%7E") == "http://a/A~");
    BOOST_TEST(iri_of("http://a/%2F%3F%41%20") == "http://a/%2F%3FA%20");
    BOOST_TEST(iri_of("%61%2D%2E%5F%7E%30") == "a-._~0");
    BOOST_TEST(iri_of("http://a/%25%5B%5D%3A%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%23") ==
               "http://a/%25%5B%5D%3A%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%23"); // "%" and reserved stay
    BOOST_TEST(iri_of("http://a/%00%1F%20%22%3C%3E%5C%5E%60%7B%7C%7D%7F") ==
               "http://a/%00%1F%20%22%3C%3E%5C%5E%60%7B%7C%7D%7F"); // ASCII not allowed in URIs stays
    BOOST_TEST(iri_of("http://%75ser@%61.com/?%6B=%76#%66") == "http://user@a.com/?k=v#f");
    BOOST_TEST(iri_of("http://a/%2e%2E/b") == "http://a/../b"); // %2E is "." (RFC 3986 §2.3)
    BOOST_TEST(iri_of("http://a/%7e%2f") == "http://a/~%2f");   // kept encodings keep their case
}

BOOST_AUTO_TEST_CASE(to_iri_decodes_only_allowed_utf8_and_keeps_the_rest_encoded) {
    BOOST_TEST(iri_of("http://a/%C3%A9%FF") == "http://a/é%FF");                  // ill-formed stays
    BOOST_TEST(iri_of("http://a/%C3") == "http://a/%C3");                         // truncated stays
    BOOST_TEST(iri_of("http://a/%C0%80") == "http://a/%C0%80");                   // overlong stays
    BOOST_TEST(iri_of("http://a/%ED%A0%80") == "http://a/%ED%A0%80");             // surrogate stays
    BOOST_TEST(iri_of("http://a/%E2%80%8F%E2%80%AE") == "http://a/%E2%80%8F%E2%80%AE"); // bidi formatting stays
    BOOST_TEST(iri_of("http://a/%C2%80") == "http://a/%C2%80");                   // not a ucschar
    BOOST_TEST(iri_of("http://a/?%EE%80%80#%EE%80%80") == "http://a/?\xEE\x80\x80#%EE%80%80"); // iprivate: query only
    BOOST_TEST(iri_of("http://%C3%A9%81.com/") == "http://%C3%A9%81.com/");       // a host decodes whole or not at all
    BOOST_TEST(iri_of("http://%C3%A9_x.com/") == "http://%C3%A9_x.com/");         // not if IDNA would refuse it back
    BOOST_TEST(iri_of("http://%61%62.com/") == "http://ab.com/");                 // an ASCII result needs no IDNA
    BOOST_TEST(iri_of("http://%61%2F.com/") == "http://a%2F.com/");
    BOOST_TEST(iri_of("http://a/%c3%a9") == "http://a/é");
}

BOOST_AUTO_TEST_CASE(to_iri_of_to_uri_gives_clean_nfc_input_back) {
    for (char const* s : {"中", "http://a/?\xEE\x80\x80", "mailto:josé@example.com", "http://[::1]/é", "//a/ü"}) {
        BOOST_TEST(iri_of(uri_of(s)) == s);
    }
}

BOOST_AUTO_TEST_CASE(conversions_hold_on_data_lines_and_random_references) {
    auto check = [](std::string_view s) {
        auto const u = urikit::to_uri(s);
        if (!u) return;
        for (char c : u->str()) BOOST_TEST_REQUIRE(static_cast<unsigned char>(c) < 0x80u);
        auto const p = urikit::parse_uri_reference(u->str());
        BOOST_TEST_REQUIRE(p.has_value(), u->str());
        auto const i = urikit::to_iri(*p);
        BOOST_TEST_REQUIRE(i.has_value());
        BOOST_TEST_REQUIRE(urikit::parse_iri_reference(*i).has_value(), *i);
        auto const back = urikit::to_uri(*i);
        BOOST_TEST_REQUIRE(back.has_value(), *i);
        auto const again = urikit::parse_uri_reference(back->str());
        BOOST_TEST_REQUIRE(again.has_value());
        BOOST_TEST_REQUIRE(*urikit::to_iri(*again) == *i); // the IRI is stable
    };
    for (auto const& f : urikit::test::load_data_files()) {
        for (auto const& line : f.lines) check(line);
    }
    std::mt19937 rng(3987);
    for (int i = 0; i < 50000; ++i) check(urikit::test::random_reference(rng));
}

BOOST_AUTO_TEST_CASE(to_uri_into_gives_to_uri_s_text_and_offsets_reusing_or_replacing_its_buffer) {
    std::string out = "left over";
    urikit::components parts;
    // (The IDN host needs ICU: without it both calls fail alike.)
    for (std::string_view s : {"http://a/b?c#d", "http://é.example/ü?ß#ö", "http://a/ü?ß#ö", "//h", "", "HTTP://A/%7e"}) {
        auto const whole = urikit::to_uri(s);
        urikit::error const e = urikit::to_uri_into(s, out, &parts);
        if (!whole.has_value()) {
            BOOST_TEST(urikit::name(e.code) == urikit::name(whole.error().code), s);
            BOOST_TEST(e.offset == whole.error().offset);
            BOOST_TEST(out.empty());
            continue;
        }
        BOOST_TEST((e.code == urikit::errc::ok));
        BOOST_TEST(out == whole->str());
        BOOST_TEST((parts == whole->parts()));
    }
    // The IRI may be the buffer itself (ASCII: copied; non-ASCII: written, then moved in).
    for (std::string s : {"http://a/b", "http://a/é"}) {
        std::string const want = urikit::to_uri(s).value().str();
        BOOST_TEST((urikit::to_uri_into(s, s).code == urikit::errc::ok));
        BOOST_TEST(s == want);
    }
    // An error leaves the buffer empty and names the byte.
    out = "left over";
    urikit::error const e = urikit::to_uri_into("http://a/\xFF", out);
    BOOST_TEST((e.code == urikit::errc::invalid_utf8));
    BOOST_TEST(e.offset == 9u);
    BOOST_TEST(out.empty());
}

BOOST_AUTO_TEST_CASE(to_uri_into_a_warm_buffer_allocates_nothing_on_ascii_lines) {
    auto const files = urikit::test::load_data_files();
    std::string buffer;
    buffer.reserve(1 << 16);
    for (auto const& f : files) {
        for (auto const& line : f.lines) (void)urikit::to_uri_into(line, buffer); // warm
    }
    for (auto const& f : files) {
        urikit::test::start_counting_allocations();
        std::size_t converted = 0;
        for (auto const& line : f.lines) converted += urikit::to_uri_into(line, buffer).code == urikit::errc::ok;
        std::size_t const allocations = urikit::test::stop_counting_allocations();
        BOOST_TEST(allocations == 0u, f.name);
        BOOST_TEST(converted > 0u);
    }
}

BOOST_AUTO_TEST_SUITE_END()
