// urikit tests: src/iri/iri_to_uri.cpp, to_uri (RFC 3987 §3.1) with UTS #46
// hosts, and its _into form.
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
