// urikit tests: the URL Pattern Standard's pattern parser
// (src/pattern/pattern_parser.cpp): the part lists of the Standard's own
// examples, the encoding callback on every piece of fixed text, and errors
// at the token that made them.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "src/pattern/pattern_parser.hpp"

using urikit::errc;
using urikit::error;
using namespace urikit::detail;

namespace {

error keep(std::string_view text, std::string& out) {
    out = text;
    return {};
}
error upper(std::string_view text, std::string& out) {
    out.clear();
    for (char c : text) out += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 32) : c;
    return {};
}
error no_x(std::string_view text, std::string& out) {
    out = text;
    auto const x = text.find('x');
    if (x != std::string_view::npos) return {errc::invalid_character, static_cast<std::uint32_t>(x)};
    return {};
}

// "type[modifier] prefix|value|suffix name" for each part.
std::string dump(std::string_view input, pattern_options const& options = pathname_options, encoding_callback cb = keep) {
    std::vector<pattern_part> parts;
    if (error e = parse_pattern_string(input, options, cb, parts)) return std::string(urikit::name(e.code)) + " " + std::to_string(e.offset);
    static char const* const types[] = {"fixed", "regexp", "segment", "full"};
    std::string out;
    for (auto const& p : parts) {
        if (!out.empty()) out += ", ";
        out += std::string(types[static_cast<int>(p.type)]) + std::string(modifier_text(p.modifier)) + " " + p.prefix + "|" +
               p.value + "|" + p.suffix + (p.name.empty() ? "" : " " + p.name);
    }
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(pattern_parser)

BOOST_AUTO_TEST_CASE(the_standards_examples_parse_to_their_parts) {
    // "/:foo(bar)?": all four tokens of <prefix char><name><regexp><modifier>.
    BOOST_TEST(dump("/:foo(bar)?") == "regexp? /|bar| foo");
    BOOST_TEST(dump("/books/:id") == "fixed |/books|, segment /|| id");
    // the automatic prefix makes "/" optional with the group
    BOOST_TEST(dump("/foo/:bar?/baz") == "fixed |/foo|, segment? /|| bar, fixed |/baz|");
    BOOST_TEST(dump("{a:foo(bar)b}?") == "regexp? a|bar|b foo");
    BOOST_TEST(dump("/products/*") == "fixed |/products|, full /|| 0");
    BOOST_TEST(dump("{ab}?") == "fixed? |ab|");
    BOOST_TEST(dump("{ab}") == "fixed |ab|"); // a group without a modifier is more fixed text
}

BOOST_AUTO_TEST_CASE(a_regexp_equal_to_a_wildcard_is_that_wildcard) {
    BOOST_TEST(dump("/([^\\/]+?)") == "segment /|| 0");
    BOOST_TEST(dump("/(.*)") == "full /|| 0");
    BOOST_TEST(dump("(.*)(x)") == "full || 0, regexp |x| 1");
}

BOOST_AUTO_TEST_CASE(a_prefix_other_than_the_options_one_is_fixed_text) {
    BOOST_TEST(dump("a.:b", hostname_options) == "fixed |a.|, segment || b");
    BOOST_TEST(dump("/:b", hostname_options) == "fixed |/|, segment || b");
}

BOOST_AUTO_TEST_CASE(the_callback_encodes_every_fixed_piece) {
    BOOST_TEST(dump("/ab{c:d(x)e}f", pathname_options, upper) == "fixed |/AB|, regexp C|x|E d, fixed |F|");
}

BOOST_AUTO_TEST_CASE(errors_point_at_the_token_or_the_byte) {
    BOOST_TEST(dump("{abc") == "pattern_syntax 4");       // the end where "}" was needed
    BOOST_TEST(dump("a}") == "pattern_syntax 1");         // a "}" where the end was needed
    BOOST_TEST(dump("/:a/:a") == "pattern_duplicate_name 4");
    BOOST_TEST(dump("/ab(c") == "pattern_syntax 3");      // the tokenizer's
    BOOST_TEST(dump("/abx", pathname_options, no_x) == "invalid_character 3");    // the byte itself
    BOOST_TEST(dump("/a\\bx", pathname_options, no_x) == "invalid_character 4"); // after an escape too
    BOOST_TEST(dump("/a\\xb", pathname_options, no_x) == "invalid_character 3"); // the escaped byte, after its "\\"
    BOOST_TEST(dump("{a}{x}", pathname_options, no_x) == "invalid_character 4");  // groups merged into the text
}

BOOST_AUTO_TEST_CASE(the_text_helpers_escape_what_their_syntax_needs) {
    std::string r, p;
    append_regexp_escaped(r, "a.+*?^${}()[]|/\\b");
    append_pattern_escaped(p, "a+*?:{}()\\/.b");
    BOOST_TEST(r == "a\\.\\+\\*\\?\\^\\$\\{\\}\\(\\)\\[\\]\\|\\/\\\\b");
    BOOST_TEST(p == "a\\+\\*\\?\\:\\{\\}\\(\\)\\\\/.b");
    BOOST_TEST(segment_wildcard_regexp(pathname_options) == "[^\\/]+?");
    BOOST_TEST(segment_wildcard_regexp(default_options) == "[^]+?");
}

BOOST_AUTO_TEST_SUITE_END()
