// urikit tests: src/web/web_input.cpp, an href as the basic URL parser first
// sees it (URL Standard, basic URL parser, steps 1 and 2): leading and
// trailing C0 controls and spaces trimmed, TAB and newlines removed, every
// offset mapped back to the input as given; and the UTF-8 check.
#include <random>
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/utf8.hpp>

#include "src/web/web_input.hpp"

BOOST_AUTO_TEST_SUITE(web_input)

BOOST_AUTO_TEST_CASE(trimming_and_removal_as_the_standard_says) {
    urikit::detail::web_input const a(" \x01http://a/\tb\n \x1F", true);
    BOOST_TEST(a.text() == "http://a/b");
    urikit::detail::web_input const b(" a\tb ", false);
    BOOST_TEST(b.text() == " ab ", "the setters trim nothing");
    std::string const plain = "http://a/";
    urikit::detail::web_input const c(plain, true);
    BOOST_TEST(c.text().data() == plain.data(), "nothing to remove: a view of the input");
}

BOOST_AUTO_TEST_CASE(every_offset_maps_back_to_its_byte) {
    std::string const alphabet = std::string("ab\t\n\r \x01") + '\0';
    std::mt19937 rng(5);
    for (int round = 0; round < 20000; ++round) {
        std::string raw(rng() % 12, 'a');
        for (char& c : raw) c = alphabet[rng() % alphabet.size()];
        for (bool const trim : {true, false}) {
            urikit::detail::web_input const in(raw, trim);
            std::string_view const t = in.text();
            for (std::size_t k = 0; k < t.size(); ++k) {
                std::uint32_t const at = in.original_offset(k);
                BOOST_TEST_REQUIRE(at < raw.size());
                BOOST_TEST_REQUIRE(raw[at] == t[k], raw);
                if (k > 0) BOOST_TEST_REQUIRE(at > in.original_offset(k - 1));
            }
            for (char c : t) BOOST_TEST_REQUIRE((c != '\t' && c != '\n' && c != '\r'));
            if (trim && !t.empty()) {
                BOOST_TEST_REQUIRE(static_cast<unsigned char>(t.front()) > 0x20);
                BOOST_TEST_REQUIRE(static_cast<unsigned char>(t.back()) > 0x20);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(the_first_invalid_utf8_byte_is_where_is_utf8_fails) {
    using urikit::detail::first_invalid_utf8;
    BOOST_TEST(first_invalid_utf8("a\xC3\xA9" "b") == std::string_view::npos);
    BOOST_TEST(first_invalid_utf8("ab\xC3") == 2u, "truncated");
    BOOST_TEST(first_invalid_utf8("\xC0\xAF") == 0u, "overlong");
    BOOST_TEST(first_invalid_utf8("x\xED\xA0\x80") == 1u, "a surrogate");
    std::mt19937 rng(8);
    for (int round = 0; round < 20000; ++round) {
        std::string s(rng() % 6, 'a');
        for (char& c : s) c = static_cast<char>(rng() % 4 == 0 ? 0x80 + rng() % 0x80 : rng() % 0x80);
        std::size_t const bad = first_invalid_utf8(s);
        BOOST_TEST_REQUIRE((bad == std::string_view::npos) == urikit::is_utf8(s));
        if (bad != std::string_view::npos) {
            BOOST_TEST_REQUIRE(urikit::is_utf8(s.substr(0, bad)), "all before it is well formed");
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
