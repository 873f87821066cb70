// urikit tests: JavaScript regexps written for RE2
// (src/pattern/js_regexp.cpp): the translation on examples, every refusal
// and syntax error at its byte, and, on random regexps of the syntax both
// share, the same full-match answers as std::regex's ECMAScript grammar on
// random ASCII texts (the reference).
#include <random>
#include <regex>
#include <string>
#include <utility>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/url_pattern.hpp>

#include "src/pattern/js_regexp.hpp"
#include "src/pattern/js_regexp_reader.hpp"
#include "src/pattern/regexp_engine.hpp"
#include "small_stack.hpp"
#include "test_conditions.hpp"

using urikit::errc;
using urikit::error;
using urikit::detail::translate_js_regexp;

namespace {

std::string re2_of(std::string_view js, bool icase = false) {
    std::string out = "<";
    if (error e = translate_js_regexp(js, icase, out)) return std::string(urikit::name(e.code)) + " " + std::to_string(e.offset);
    return out.substr(1);
}

// Whether the translation of `js` matches all of `text` (RE2).
bool matches(std::string_view js, std::string_view text, bool icase = false) {
    std::string re = "^(?:";
    BOOST_TEST_REQUIRE(!translate_js_regexp(js, icase, re), js);
    re += ")$";
    urikit::detail::regexp_ptr program;
    BOOST_TEST_REQUIRE(!urikit::detail::compile_regexp(re, icase, program), re);
    return urikit::detail::regexp_matches(*program, text);
}

} // namespace

BOOST_AUTO_TEST_SUITE(js_regexp)

BOOST_AUTO_TEST_CASE(syntax_passes_through_and_classes_become_ascii_sets) {
    BOOST_TEST(re2_of("a|b(?:c)*?d{2,3}") == "a|b(?:c)*?d{2,3}");
    BOOST_TEST(re2_of("\\d") == "[\\x{30}-\\x{39}]");
    BOOST_TEST(re2_of(".") == "[^\\n\\r]");
    BOOST_TEST(re2_of("(?s:.)") == "(?s:(?s:.))");
    BOOST_TEST(re2_of("(?<year>\\d{4})") == "([\\x{30}-\\x{39}]{4})"); // numbered as JavaScript numbers it
    BOOST_TEST(re2_of("\\.\\/\\u0041\\u{1F345}\\x2d") == "\\x{2e}\\x{2f}A[^\\x00-\\xff]\\x{2d}");
    BOOST_TEST(re2_of("\\uD83C\\uDF45[\\uD83C\\uDF45]") == "[^\\x00-\\xff][^\\x00-\\xff]"); // one character, in no ASCII text
    BOOST_TEST(re2_of("\\uD83C") == "[^\\x00-\\xff]");    // a lone one matches no URL text
    BOOST_TEST(re2_of("^a$\\b") == "^a$\\b");
}

BOOST_AUTO_TEST_CASE(v_flag_class_set_operations, URIKIT_NEEDS(re2)) {
    BOOST_TEST(matches("[[a-z]--a]", "z"));
    BOOST_TEST(!matches("[[a-z]--a]", "a"));
    BOOST_TEST(matches("[\\d&&[0-1]]", "0"));
    BOOST_TEST(!matches("[\\d&&[0-1]]", "3"));
    BOOST_TEST(matches("[\\w--[aeiou]]+", "bcd_9"));
    BOOST_TEST(!matches("[\\w--[aeiou]]+", "bad"));
    BOOST_TEST(matches("[^[^x]]", "x"));
    BOOST_TEST(matches("[\\q{a|b}c]", "b"));
    BOOST_TEST(matches("[\\-\\&]", "&"));
}

BOOST_AUTO_TEST_CASE(ignore_case_folds_classes_and_literals, URIKIT_NEEDS(re2)) {
    BOOST_TEST(matches("[a-c]+", "AbC", true));
    BOOST_TEST(matches("[^a]", "B", true));
    BOOST_TEST(!matches("[^a]", "A", true));
    BOOST_TEST(matches("\\u212A", "k", true)); // KELVIN SIGN folds to k
    BOOST_TEST(matches("(?i:\\u212A)", "K"));
    BOOST_TEST(!matches("\\u212A", "k"));     // without the i flag, no ASCII text holds it
    BOOST_TEST(!matches("\\u00E9", "\xC3\xA9", true)); // nor any other non-ASCII character: a canonical text has it encoded
    BOOST_TEST(matches("[\\u017F]", "S", true)); // LATIN SMALL LETTER LONG S folds to s
    BOOST_TEST(!matches("[\\u017F]", "s", false));
    BOOST_TEST(matches("(?i:a)b", "Ab"));
    BOOST_TEST(!matches("(?i:a)b", "AB"));
    BOOST_TEST(!matches("(?-i:[a])", "A", true));
}

BOOST_AUTO_TEST_CASE(features_no_linear_time_engine_runs_are_refused_at_their_byte) {
    BOOST_TEST(re2_of("a(?=b)") == "regexp_unsupported 1");
    BOOST_TEST(re2_of("a(?!b)") == "regexp_unsupported 1");
    BOOST_TEST(re2_of("(?<=a)b") == "regexp_unsupported 0");
    BOOST_TEST(re2_of("(?<!a)b") == "regexp_unsupported 0");
    BOOST_TEST(re2_of("(a)\\1") == "regexp_unsupported 3");
    BOOST_TEST(re2_of("(?<n>a)\\k<n>") == "regexp_unsupported 7");
    BOOST_TEST(re2_of("\\p{L}") == "regexp_unsupported 0");
    BOOST_TEST(re2_of("[\\p{L}]") == "regexp_unsupported 1");
    BOOST_TEST(re2_of("[\\q{ab}]") == "regexp_unsupported 1");
    BOOST_TEST(re2_of("a{1001}") == "regexp_unsupported 1");
    BOOST_TEST(re2_of("(?<\\u0061>x)") == "regexp_unsupported 3");
}

std::string repeated(std::string_view unit, std::size_t n) {
    std::string out;
    for (std::size_t i = 0; i < n; ++i) out += unit;
    return out;
}

// The translator descends once per group or class level: at most
// max_regexp_nesting levels, then errc::nesting_too_deep at the opening
// byte past the bound, on a small stack, however deep the input goes
// (100 KB of "(?:" or 60,000 "[" overflowed the stack before the bound).
BOOST_AUTO_TEST_CASE(nesting_is_bounded_with_an_error_at_the_opening_past_the_bound) {
    constexpr std::size_t bound = urikit::detail::max_regexp_nesting;
    std::string const groups = repeated("(?:", bound) + "a" + repeated(")", bound);
    std::string const classes = repeated("[", bound) + "a" + repeated("]", bound);
    std::string const mixed = repeated("(", bound - 1) + "[a]" + repeated(")", bound - 1);
    std::vector<std::pair<std::string, std::string>> cases{
        {groups, repeated("(?:", bound) + "a" + repeated(")", bound)},
        {classes, "[\\x{61}]"},
        {mixed, repeated("(", bound - 1) + "[\\x{61}]" + repeated(")", bound - 1)},
        {"(?:" + groups + ")", "nesting_too_deep " + std::to_string(3 * bound)},
        {groups.substr(0, 3 * bound) + "(?:a)" + groups.substr(3 * bound), "nesting_too_deep " + std::to_string(3 * bound)},
        {"[" + classes + "]", "nesting_too_deep 32"},
        {"(" + mixed + ")", "nesting_too_deep 32"},
        {"(a)" + repeated("(?:", 34'000) + "b", "nesting_too_deep " + std::to_string(3 + 3 * bound)},
        {repeated("[", 60'000), "nesting_too_deep 32"},
        {repeated("(", 50'000) + repeated(")", 50'000), "nesting_too_deep 32"},
    };
    std::vector<std::string> got(cases.size());
    urikit::test::run_on_small_stack(urikit::test::small_stack_bytes, [&] {
        for (std::size_t i = 0; i < cases.size(); ++i) got[i] = re2_of(cases[i].first);
    });
    for (std::size_t i = 0; i < cases.size(); ++i) BOOST_TEST(got[i] == cases[i].second, cases[i].first.substr(0, 80));
}

BOOST_AUTO_TEST_CASE(what_javascript_throws_on_is_a_syntax_error_at_its_byte) {
    for (auto const& [js, at] : std::initializer_list<std::pair<char const*, int>>{
             {"(?R)", 2}, {"\\H", 0}, {"\\m", 0}, {"a)", 1}, {"*a", 0}, {"a**", 2}, {"{", 0}, {"a{2,1}", 1},
             {"}", 0}, {"]", 0}, {"[a", 2}, {"[a-]", 3}, {"[z-a]", 2}, {"[a&&&b]", 4}, {"[a--b&&c]", 5},
             {"[(]", 1}, {"[aa]", -1}, {"[a!!]", 2}, {"\\c1", 0}, {"\\01", 0}, {"\\x4", 0}, {"\\u{110000}", 0},
             {"(?<a>x)(?<a>y)", 10}, {"(?<1a>x)", 3}, {"(?ii:x)", 3}, {"(?-:x)", 0}, {"^*", 1}, {"\\b+", 2}, {"\\-", 0}}) {
        std::string const want = at < 0 ? re2_of(js) : "regexp_syntax " + std::to_string(at);
        BOOST_TEST(re2_of(js) == want, js);
    }
    BOOST_TEST(re2_of("[aa]") == "[\\x{61}]");
}

// ECMAScript 2025 (duplicate named capture groups): a name may repeat when
// the two groups are in different Alternatives of a common Disjunction
// (MightBothParticipate false); anywhere else it is an early error, at the
// second name. Each group stays a plain capture group in RE2's syntax.
BOOST_AUTO_TEST_CASE(a_name_repeats_only_in_another_alternative) {
    BOOST_TEST(re2_of("(?<n>a)|(?<n>b)") == "(a)|(b)");
    for (char const* ok : {"(?<a>x)|(?<a>y)", "(?:(?<a>x)|(?<a>y))z", "(?<a>x)|(?:zy(?<a>y))",
                           "(?<a>x)|(?:(?<a>y)|(?<a>z))", "(?:(?<a>x)|(?<a>y))|(?<a>z)",
                           "((?<a>x)|(?<b>y))|((?<a>z)|(?<b>w))", "(?<a>x)|(?<a>y)|(?<a>z)"}) {
        BOOST_TEST(re2_of(ok).find("regexp_syntax") == std::string::npos, ok);
    }
    for (auto const& [js, at] : std::initializer_list<std::pair<char const*, int>>{
             {"(?<a>x)(?<a>y)", 10},             // one Alternative: both take part
             {"(?:(?<a>x)|(?<a>y))(?<a>z)", 22}, // the third with either of the first two
             {"(?<a>x)(?:(?<a>y)|z)", 13},       // the second inside the first one's Alternative
             {"(?:(?<a>x)|y)(?<a>z)", 16},
             {"(?<a>x)|(?<b>y)(?<b>z)", 18}}) {
        BOOST_TEST(re2_of(js) == "regexp_syntax " + std::to_string(at), js);
    }
}

// Random regexps over the syntax std::regex's ECMAScript grammar shares
// with the `v` flag, full-matched against random texts: the same answers.
BOOST_AUTO_TEST_CASE(translations_match_as_ecmascript_does_on_random_regexps, URIKIT_NEEDS(re2)) {
    std::mt19937 rng(3986);
    char const* const atoms[] = {"a", "b", "-", "/", ".", "[a-c]", "[^b]", "[\\d]", "\\d", "\\w", "\\s", "\\W",
                                 "\\D", "[a\\-z]", "\\.", "\\u0061"};
    char const* const quantifiers[] = {"", "", "", "*", "+", "?", "{1,2}", "{2}", "{0,}", "*?", "+?", "??"};
    auto random_regexp = [&](auto&& self, int depth) -> std::string {
        std::string out;
        for (int k = static_cast<int>(rng() % 4) + 1; k > 0; --k) {
            auto const pick = rng() % 10;
            if (depth < 2 && pick == 0) out += "(?:" + self(self, depth + 1) + ")";
            else if (depth < 2 && pick == 1) out += "(" + self(self, depth + 1) + "|" + self(self, depth + 1) + ")";
            else out += atoms[rng() % std::size(atoms)];
            out += quantifiers[rng() % std::size(quantifiers)];
        }
        return out;
    };
    std::string const alphabet = "ab-/ 1cz.\t";
    int checked = 0;
    for (int round = 0; round < 600; ++round) {
        std::string const js = random_regexp(random_regexp, 0);
        std::regex const reference(js, std::regex::ECMAScript);
        for (int t = 0; t < 20; ++t) {
            std::string text;
            for (int k = static_cast<int>(rng() % 7); k > 0; --k) text += alphabet[rng() % alphabet.size()];
            BOOST_TEST(matches(js, text) == std::regex_match(text, reference), js << " on \"" << text << "\"");
            ++checked;
        }
    }
    BOOST_TEST(checked == 12000);
}

BOOST_AUTO_TEST_SUITE_END()
