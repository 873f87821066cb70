// urikit tests: src/http/host_readings.cpp. The texts issue #55 found read
// two ways (a backslash in the authority before an "@", pasted and as a
// Location value against the current URL), the ones both readings agree
// on, and over every data line and random text: each text marked has a
// backslash in its RFC 3986 authority.
#include <boost/test/unit_test.hpp>

#include <random>
#include <string>

#include <urikit/host_readings.hpp>
#include <urikit/request_guard.hpp>
#include <urikit/web.hpp>

#include "data_files.hpp"

namespace {

std::string readings(std::string_view text, urikit::web_url const* base = nullptr) {
    auto const r = urikit::differing_host_readings(text, base);
    return r ? r->url_standard + " | " + r->rfc3986 + " @" + std::to_string(r->rfc3986_offset) : "one";
}

// RFC 3986 Appendix B's authority of `text`, or "" without one.
std::string_view appendix_b_authority(std::string_view text) {
    std::size_t i = 0;
    std::size_t const stop = text.find_first_of(":/?#");
    if (stop != std::string_view::npos && stop > 0 && text[stop] == ':') i = stop + 1;
    if (text.substr(i, 2) != "//") return {};
    std::size_t const end = text.find_first_of("/?#", i + 2);
    return text.substr(i + 2, end == std::string_view::npos ? std::string_view::npos : end - i - 2);
}

void check_marked_ones_have_a_backslash(std::string_view text, urikit::web_url const* base) {
    auto const r = urikit::differing_host_readings(text, base);
    if (!r) return;
    BOOST_TEST(appendix_b_authority(text).find('\\') != std::string_view::npos, text);
    BOOST_TEST(r->rfc3986 != r->url_standard);
}

} // namespace

BOOST_AUTO_TEST_SUITE(host_readings)

BOOST_AUTO_TEST_CASE(a_backslash_before_the_at_is_two_hosts) {
    BOOST_TEST(readings("http://allowed.example\\@127.0.0.1/") == "allowed.example | 127.0.0.1 @24");
    BOOST_TEST(readings("https://allowed.example\\@169.254.169.254/latest/meta-data/") ==
               "allowed.example | 169.254.169.254 @25");
    BOOST_TEST(readings("http://allowed.example:80\\@0x7f.1/") == "allowed.example | 127.0.0.1 @27");
    BOOST_TEST(readings("http://a.example\\b@c/") == "a.example | c @19");
    BOOST_TEST(readings("file://c:/windows") == "one");       // RFC 8089's drive letter, which the URL Standard maps
    BOOST_TEST(readings("file://localhost/etc") == "one");   // RFC 8089's localhost: the empty host
    auto const current = urikit::parse_web("https://allowed.example/login").value();
    BOOST_TEST(readings("//allowed.example\\@169.254.169.254/latest/meta-data/", &current) ==
               "allowed.example | 169.254.169.254 @19");
    BOOST_TEST(readings("http://allowed.example\\@[::1]/", &current) == "allowed.example | [::1] @24");
    BOOST_TEST(readings("//allowed.example\\@169.254.169.254/") == "one"); // no base: the URL Standard reads nothing
}

BOOST_AUTO_TEST_CASE(texts_both_readings_agree_on) {
    for (std::string_view text : {"http://a.example/", "http://u:p@a.example:8080/x", "http://a@b@c.example/",
                                  "HTTP://%61.EXAMPLE/", "http://[::1]:80/", "\"http://a.example\\@b/", // no scheme: a path
                                  "http://a.example/\\@127.0.0.1/", "http:\\\\a.example\\@127.0.0.1/", // no "//": no RFC authority
                                  "http://a\\b.example/", "http://exa\tmple.com/", "mailto:a\\@b", "",
                                  "http://allowed.example\\@/", "http://allowed.example\\@a%zz/"}) {
        BOOST_TEST(readings(text) == "one", text);
    }
}

BOOST_AUTO_TEST_CASE(the_guard_refuses_a_pasted_text_read_two_ways) {
    auto const r = urikit::check_request("http://allowed.example\\@127.0.0.1/", {.allow_hosts = {"allowed.example"}});
    BOOST_TEST_REQUIRE(!r);
    BOOST_TEST(r.error().code == urikit::errc::ambiguous_host);
    BOOST_TEST(r.error().offset == 24u);
    urikit::request_policy trusting{.allow_hosts = {"allowed.example"}};
    trusting.refuse_ambiguous_host = false;
    BOOST_TEST(urikit::check_request("http://allowed.example\\@127.0.0.1/", trusting).value().connect_host == "allowed.example");
}

BOOST_AUTO_TEST_CASE(every_text_marked_has_a_backslash_in_its_authority) {
    auto const base = urikit::parse_web("https://b.example/d/p").value();
    std::size_t lines = 0;
    for (auto const& file : urikit::test::load_data_files()) {
        for (std::string const& line : file.lines) {
            check_marked_ones_have_a_backslash(line, nullptr);
            check_marked_ones_have_a_backslash(line, &base);
            ++lines;
        }
    }
    BOOST_TEST(lines >= urikit::test::lines_at_least(100000));
    std::mt19937 rng(4);
    static constexpr char bytes[] = "ab.:@/\\?#%[]1 \t";
    std::uniform_int_distribution<std::size_t> pick(0, sizeof bytes - 2), length(0, 16);
    for (std::string_view prefix : {"http://", "//", "x://", "file://", "https:"}) {
        for (int i = 0; i < 20000; ++i) {
            std::string s(prefix);
            for (std::size_t n = length(rng); n > 0; --n) s.push_back(bytes[pick(rng)]);
            check_marked_ones_have_a_backslash(s, &base);
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
