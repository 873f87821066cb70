// urikit tests: the application/x-www-form-urlencoded codec against its
// definitions: the decoder against a byte-by-byte reading of the Standard's
// steps, the encoder's set byte by byte, and code unit order against UTF-16.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/utf8.hpp>

#include "src/web/urlencoded.hpp"

namespace {

std::string decoded(std::string_view bytes) {
    std::string out;
    urikit::detail::append_form_decoded(out, bytes);
    return out;
}

std::string encoded(std::string_view text) {
    std::string out;
    urikit::detail::append_form_encoded(out, text);
    return out;
}

// UTF-16 code units of well-formed UTF-8.
std::u16string utf16(std::string_view s) {
    std::u16string out;
    for (std::size_t i = 0; i < s.size();) {
        urikit::utf8_char const c = urikit::utf8_next(s.data() + i, s.size() - i);
        if (c.code_point >= 0x10000) {
            out.push_back(static_cast<char16_t>(0xD800 + ((c.code_point - 0x10000) >> 10)));
            out.push_back(static_cast<char16_t>(0xDC00 + ((c.code_point - 0x10000) & 0x3FF)));
        } else {
            out.push_back(static_cast<char16_t>(c.code_point));
        }
        i += c.size;
    }
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(urlencoded)

BOOST_AUTO_TEST_CASE(sequences_split_on_ampersand_and_the_first_equals) {
    std::vector<std::pair<std::string, std::string>> got;
    urikit::detail::for_each_form_sequence("a=1&&b&=c&d==e&", [&](std::string_view n, std::string_view v) {
        got.emplace_back(n, v);
    });
    std::vector<std::pair<std::string, std::string>> const want = {{"a", "1"}, {"b", ""}, {"", "c"}, {"d", "=e"}};
    BOOST_TEST((got == want));
}

BOOST_AUTO_TEST_CASE(every_byte_decodes_as_the_standard_reads_it) {
    for (int b = 0; b < 256; ++b) {
        char const c = static_cast<char>(b);
        std::string const raw(1, c);
        std::string const want = c == '+' ? " " : b < 0x80 ? raw : "\xEF\xBF\xBD";
        BOOST_TEST(decoded(raw) == want, "byte " << b);
        char hex[4];
        std::snprintf(hex, sizeof hex, "%%%02X", b);
        std::string const want_pct = b < 0x80 ? raw : "\xEF\xBF\xBD"; // "%2B" is "+", not a space
        BOOST_TEST(decoded(hex) == want_pct, hex);
    }
    BOOST_TEST(decoded("%") == "%");
    BOOST_TEST(decoded("%4") == "%4");
    BOOST_TEST(decoded("%4g%41") == "%4gA");
    BOOST_TEST(decoded("%f0%9f%8c%88") == "\xF0\x9F\x8C\x88");
    BOOST_TEST(decoded("\xF0\x9F\x8C") == "\xEF\xBF\xBD"); // a truncated sequence: one maximal subpart
    BOOST_TEST(decoded("%ED%A0%80") == "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD"); // a surrogate: three
}

BOOST_AUTO_TEST_CASE(every_byte_encodes_by_the_form_set) {
    for (int b = 0; b < 256; ++b) {
        char const c = static_cast<char>(b);
        bool const kept = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                          std::string_view("*-._").find(c) != std::string_view::npos;
        char hex[4];
        std::snprintf(hex, sizeof hex, "%%%02X", b);
        std::string const want = kept ? std::string(1, c) : c == ' ' ? "+" : hex;
        BOOST_TEST(encoded(std::string(1, c)) == want, "byte " << b);
    }
}

BOOST_AUTO_TEST_CASE(code_unit_less_is_utf16_order) {
    std::vector<std::string> const words = {"", "a", "ab", "b", "\xC3\xA9", "\xEE\x80\x80", "\xEF\xBF\xBD",
                                            "\xF0\x9F\x8C\x88", "\xF0\x9F\x8C\x89", "\xF4\x8F\xBF\xBF", "a\xF0\x9F\x8C\x88",
                                            "a\xEF\xBF\xBD", "\xE2\x82\xAC"};
    for (std::string const& a : words) {
        for (std::string const& b : words) {
            BOOST_TEST(urikit::detail::code_unit_less(a, b) == (utf16(a) < utf16(b)), a << " < " << b);
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
