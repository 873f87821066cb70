// urikit tests: JavaScript regexp classes as ASCII sets
// (src/pattern/js_regexp_class.cpp): each class escape against its
// definition on all of ASCII, case folding, set operations, character
// escapes, and the RE2 classes written.
#include <cctype>
#include <string>

#include <boost/test/unit_test.hpp>

#include "src/pattern/js_regexp_reader.hpp"

using namespace urikit::detail;

namespace {

ascii_set class_of(std::string_view text, bool icase = false) {
    js_reader r{text, 0, {}, icase, false};
    ascii_set set;
    BOOST_TEST_REQUIRE(read_class(r, set), text);
    BOOST_TEST(r.i == text.size());
    return set;
}

} // namespace

BOOST_AUTO_TEST_SUITE(js_regexp_class)

BOOST_AUTO_TEST_CASE(class_escapes_are_their_ecmascript_sets_on_ascii) {
    js_reader const r{};
    for (std::size_t c = 0; c < 128; ++c) {
        bool const word = std::isalnum(static_cast<int>(c)) || c == '_';
        bool const space = c == ' ' || (c >= 9 && c <= 13);
        BOOST_TEST(class_escape_set(r, 'd').bits[c] == (c >= '0' && c <= '9'));
        BOOST_TEST(class_escape_set(r, 'D').bits[c] == !(c >= '0' && c <= '9'));
        BOOST_TEST(class_escape_set(r, 'w').bits[c] == word);
        BOOST_TEST(class_escape_set(r, 'W').bits[c] == !word);
        BOOST_TEST(class_escape_set(r, 's').bits[c] == space);
        BOOST_TEST(class_escape_set(r, 'S').bits[c] == !space);
    }
    js_reader const icase{"", 0, {}, true, false};
    BOOST_TEST(class_escape_set(icase, 'w').kelvin); // WordCharacters with `i`: U+212A
    BOOST_TEST(!class_escape_set(icase, 'W').kelvin);
}

BOOST_AUTO_TEST_CASE(folding_closes_letters_and_the_two_non_ascii_folds) {
    ascii_set s;
    s.add(U'a');
    s.add(0x212A);
    s.fold();
    BOOST_TEST((s.bits['a'] && s.bits['A'] && s.bits['k'] && s.bits['K']));
    BOOST_TEST(s.bits.count() == 4u);
    BOOST_TEST(class_of("[^a]", true).bits['A'] == false);
    BOOST_TEST(class_of("[\\u0100-\\u0200]", true).bits['S']); // the range holds U+017F
}

BOOST_AUTO_TEST_CASE(operations_ranges_and_nesting) {
    BOOST_TEST(class_of("[a-c]").bits.count() == 3u);
    BOOST_TEST(class_of("[[a-z]--[b-y]]").bits.count() == 2u);
    BOOST_TEST(class_of("[[a-z]&&[x-\\u{10FFFF}]]").bits.count() == 3u);
    BOOST_TEST(class_of("[\\d\\s]").bits.count() == 16u);
    BOOST_TEST(class_of("[]").bits.none());
    BOOST_TEST(class_of("[^]").bits.all());
    BOOST_TEST(class_of("[\\b]").bits[8]);
}

BOOST_AUTO_TEST_CASE(character_escapes) {
    for (auto const& [text, want] : std::initializer_list<std::pair<char const*, char32_t>>{
             {"n", U'\n'}, {"t", U'\t'}, {"v", U'\v'}, {"f", U'\f'}, {"r", U'\r'}, {"cJ", 10}, {"cj", 10}, {"0", 0},
             {"x41", U'A'}, {"u0041", U'A'}, {"u{1F345}", 0x1F345}, {"uD83C\\uDF45", 0x1F345}, {"/", U'/'}, {"$", U'$'}}) {
        js_reader r{text, 0, {}, false, false};
        char32_t cp = 0;
        BOOST_TEST(read_character_escape(r, "", cp), text);
        BOOST_TEST(static_cast<std::uint32_t>(cp) == static_cast<std::uint32_t>(want), text);
        BOOST_TEST(r.i == std::string_view(text).size(), text);
    }
    js_reader r{"-", 0, {}, false, false};
    char32_t cp = 0;
    BOOST_TEST(!read_character_escape(r, "", cp)); // "\-" only in a class
    js_reader in_class{"-", 0, {}, false, false};
    BOOST_TEST(read_character_escape(in_class, "-", cp));
}

BOOST_AUTO_TEST_CASE(sets_are_written_as_re2_classes_of_ranges) {
    std::string out;
    append_set(out, class_of("[a-cx]"));
    BOOST_TEST(out == "[\\x{61}-\\x{63}\\x{78}]");
    out.clear();
    append_set(out, ascii_set{});
    BOOST_TEST(out == "[^\\x00-\\xff]");
    out.clear();
    append_literal(out, U'z');
    append_literal(out, U'.');
    append_literal(out, 0x1F345);
    BOOST_TEST(out == "z\\x{2e}[^\\x00-\\xff]");
}

BOOST_AUTO_TEST_SUITE_END()
