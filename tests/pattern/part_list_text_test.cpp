// urikit tests: part lists written out (src/pattern/part_list_text.cpp): the
// Standard's regular expression forms in both dialects, the pattern
// strings WPT expects, and pattern strings that parse back to the same parts.
#include <random>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "src/pattern/part_list_text.hpp"

using urikit::error;
using namespace urikit::detail;

namespace {

error keep(std::string_view text, std::string& out) {
    out = text;
    return {};
}

std::vector<pattern_part> parts_of(std::string_view pattern, pattern_options const& options) {
    std::vector<pattern_part> parts;
    BOOST_TEST_REQUIRE(!parse_pattern_string(pattern, options, keep, parts));
    return parts;
}

std::string regexp_of(std::string_view pattern, pattern_options const& options, regexp_dialect d,
                      std::vector<std::string>* names = nullptr) {
    std::string out;
    std::vector<std::string> n;
    BOOST_TEST_REQUIRE(!generate_regexp(parts_of(pattern, options), options, d, out, n));
    if (names != nullptr) *names = n;
    return out;
}

std::string pattern_of(std::string_view pattern, pattern_options const& options = pathname_options) {
    return generate_pattern_string(parts_of(pattern, options), options);
}

} // namespace

BOOST_AUTO_TEST_SUITE(part_list_text)

BOOST_AUTO_TEST_CASE(the_standards_regexp_forms) {
    auto const js = regexp_dialect::javascript;
    std::vector<std::string> names;
    BOOST_TEST(regexp_of("/books/:id(\\d+)", pathname_options, js, &names) == "^\\/books(?:\\/(\\d+))$");
    BOOST_TEST(names == std::vector<std::string>{"id"});
    BOOST_TEST(regexp_of("/:a?", pathname_options, js) == "^(?:\\/([^\\/]+?))?$");
    BOOST_TEST(regexp_of("/:a+", pathname_options, js) == "^(?:\\/((?:[^\\/]+?)(?:\\/(?:[^\\/]+?))*))$");
    BOOST_TEST(regexp_of("/:a*", pathname_options, js) == "^(?:\\/((?:[^\\/]+?)(?:\\/(?:[^\\/]+?))*))?$");
    BOOST_TEST(regexp_of(":a*", default_options, js) == "^((?:[^]+?)*)$");
    BOOST_TEST(regexp_of("{x}?*", default_options, js) == "^(?:x)?(.*)$");
}

BOOST_AUTO_TEST_CASE(the_re2_dialect_differs_only_where_re2_syntax_does) {
    auto const re2 = regexp_dialect::re2;
    BOOST_TEST(regexp_of(":a", default_options, re2) == "^((?s:.)+?)$");               // JavaScript's [^]
    BOOST_TEST(regexp_of("*", default_options, re2) == "^([^\\n\\r]*)$"); // "." off line ends (ASCII texts)
    BOOST_TEST(regexp_of("/:a", pathname_options, re2) == "^(?:\\/([^\\/]+?))$");
    BOOST_TEST(regexp_of("(\\d)", default_options, re2) == "^([\\x{30}-\\x{39}])$");
    std::string out;
    std::vector<std::string> names;
    error const e = generate_regexp(parts_of("/a(b\\1)", pathname_options), pathname_options, re2, out, names);
    BOOST_TEST((e == error{urikit::errc::regexp_unsupported, 4}));
}

BOOST_AUTO_TEST_CASE(pattern_strings_as_wpt_expects_them) {
    BOOST_TEST(pattern_of("/foo/(.*)") == "/foo/*");
    BOOST_TEST(pattern_of("/foo{/bar}") == "/foo/bar");
    BOOST_TEST(pattern_of("*{}**?") == "*(.*)?");
    BOOST_TEST(pattern_of(":foo(baz)(.*)") == ":foo(baz)(.*)");
    BOOST_TEST(pattern_of("/:foo\\bar") == "{/:foo}bar"); // a name code point after a name: grouped
    BOOST_TEST(pattern_of("data\\:channel.html") == "data\\:channel.html");
    BOOST_TEST(pattern_of("{:a}b", default_options) == "{:a}b");
}

// Any pattern string the generator writes parses back to the same parts.
BOOST_AUTO_TEST_CASE(generated_pattern_strings_parse_back_to_their_parts) {
    std::mt19937 rng(33);
    char const* const pieces[] = {"/", "a", "b", ":x", ":y", "*", "(\\d+)", "(a|b)", "{", "}", "?", "+", "\\:", ".", "-", "([^\\/]+?)"};
    int checked = 0;
    for (int round = 0; round < 4000; ++round) {
        std::string input;
        for (int k = std::uniform_int_distribution<int>(1, 8)(rng); k > 0; --k) input += pieces[rng() % std::size(pieces)];
        for (pattern_options const& options : {pathname_options, hostname_options, default_options}) {
            std::vector<pattern_part> parts;
            if (parse_pattern_string(input, options, keep, parts)) continue;
            std::string const text = generate_pattern_string(parts, options);
            std::vector<pattern_part> again;
            BOOST_TEST_REQUIRE(!parse_pattern_string(text, options, keep, again), input << " -> " << text);
            BOOST_TEST(generate_pattern_string(again, options) == text, input);
            std::string r1, r2;
            std::vector<std::string> n1, n2;
            BOOST_TEST(!generate_regexp(parts, options, regexp_dialect::javascript, r1, n1));
            BOOST_TEST(!generate_regexp(again, options, regexp_dialect::javascript, r2, n2));
            BOOST_TEST(r1 == r2, input << " -> " << text);
            ++checked;
        }
    }
    BOOST_TEST(checked > 1000);
}

BOOST_AUTO_TEST_SUITE_END()
