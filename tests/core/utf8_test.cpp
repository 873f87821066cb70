// The one UTF-8 decoder (Unicode §3.9 Table 3-7, maximal subparts).
#include <boost/test/unit_test.hpp>

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

BOOST_AUTO_TEST_SUITE_END()
