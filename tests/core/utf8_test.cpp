// The one UTF-8 decoder (Unicode §3.9 Table 3-7, maximal subparts).
#include <boost/test/unit_test.hpp>

#include <random>
#include <string>
#include <string_view>

#include <urikit/utf8.hpp>

BOOST_AUTO_TEST_SUITE(utf8)

BOOST_AUTO_TEST_CASE(well_formed_sequences_decode_to_their_code_points) {
    struct row {
        std::string_view bytes;
        std::uint32_t cp;
    } const rows[] = {{"A", 0x41},
                      {"\xC2\x80", 0x80},
                      {"\xDF\xBF", 0x7FF},
                      {"\xE0\xA0\x80", 0x800},
                      {"\xED\x9F\xBF", 0xD7FF},
                      {"\xEE\x80\x80", 0xE000},
                      {"\xEF\xBF\xBF", 0xFFFF},
                      {"\xF0\x90\x80\x80", 0x10000},
                      {"\xF4\x8F\xBF\xBF", 0x10FFFF}};
    for (auto const& r : rows) {
        urikit::utf8_char const c = urikit::utf8_next(r.bytes.data(), r.bytes.size());
        BOOST_TEST(c.valid);
        BOOST_TEST(c.code_point == r.cp);
        BOOST_TEST(c.size == r.bytes.size());
    }
}

// Unicode §3.9, Table 3-8: the maximal subparts of ill-formed sequences.
BOOST_AUTO_TEST_CASE(ill_formed_sequences_report_their_maximal_subpart) {
    struct row {
        std::string_view bytes;
        std::size_t subpart;
    } const rows[] = {
        {"\x80", 1},             // lone continuation
        {"\xC0\xAF", 1},         // C0 never starts a sequence
        {"\xE0\x80\xAF", 1},     // overlong: E0 needs A0..BF next
        {"\xED\xA0\x80", 1},     // surrogate: ED needs 80..9F next
        {"\xF4\x90\x80\x80", 1}, // above U+10FFFF
        {"\xF5\x80", 1},         // no such lead byte
        {"\xE1\x80", 2},         // truncated at the end
        {"\xE1\x80\x41", 2},     // truncated before ASCII
        {"\xF1\x80\x80\x41", 3},
        {"\xC3", 1},
    };
    for (auto const& r : rows) {
        urikit::utf8_char const c = urikit::utf8_next(r.bytes.data(), r.bytes.size());
        BOOST_TEST(!c.valid);
        BOOST_TEST(c.size == r.subpart);
    }
    BOOST_TEST(urikit::is_utf8("a\xC3\xA9\xE4\xB8\xAD"));
    BOOST_TEST(!urikit::is_utf8("a\xC3"));
    BOOST_TEST(urikit::is_utf8(""));
}

// is_utf8's fast path (eight ASCII bytes at a time) against its
// definition, utf8_next byte by byte: random texts of ASCII, well-formed
// and ill-formed sequences, so every alignment of a non-ASCII byte to the
// eight-byte words is met; and at compile time.
BOOST_AUTO_TEST_CASE(is_utf8_in_words_is_utf8_next_byte_by_byte) {
    static_assert(urikit::is_utf8("abcdefghij\xC3\xA9") && !urikit::is_utf8("abcdefgh\xFF"));
    auto const by_definition = [](std::string_view s) {
        for (std::size_t i = 0; i < s.size();) {
            urikit::utf8_char const c = urikit::utf8_next(s.data() + i, s.size() - i);
            if (!c.valid) return false;
            i += c.size;
        }
        return true;
    };
    std::string_view const pieces[] = {"a", "abcdefgh", "\xC3\xA9", "\xE2\x82\xAC", "\xF0\x9F\x98\x80",
                                       "\xC3", "\xED\xA0\x80", "\x80", "\xFF", "\x7F"};
    std::mt19937 rng(8);
    int invalid = 0;
    for (int round = 0; round < 20000; ++round) {
        std::string s;
        for (int k = static_cast<int>(rng() % 12); k > 0; --k) s += pieces[rng() % (round % 3 == 0 ? 5 : 10)];
        bool const want = by_definition(s);
        BOOST_TEST(urikit::is_utf8(s) == want, s);
        invalid += want ? 0 : 1;
    }
    BOOST_TEST(invalid > 5000);
    BOOST_TEST(invalid < 15000);
}

BOOST_AUTO_TEST_SUITE_END()
