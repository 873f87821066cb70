// urikit tests: the URL Pattern Standard's tokenizer
// (src/pattern/pattern_tokenizer.cpp): each token type, strict errors at the
// byte that made them, lenient invalid-char tokens, and byte indexes over
// UTF-8.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/idna.hpp>

#include "src/pattern/pattern_tokenizer.hpp"

using urikit::errc;
using urikit::detail::pattern_token;
using urikit::detail::token_type;
using urikit::detail::tokenize_pattern;
using urikit::detail::tokenize_policy;

namespace {

// "type:value@index" for each token.
std::string dump(std::string_view input, tokenize_policy policy = tokenize_policy::strict) {
    std::vector<pattern_token> tokens;
    if (auto e = tokenize_pattern(input, policy, tokens)) return "error " + std::to_string(e.offset);
    static char const* const names[] = {"open", "close", "regexp", "name", "char", "escaped", "modifier", "asterisk", "end", "invalid"};
    std::string out;
    for (auto const& t : tokens) {
        if (!out.empty()) out += ' ';
        out += std::string(names[static_cast<int>(t.type)]) + ":" + std::string(t.value) + "@" + std::to_string(t.index);
    }
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(pattern_tokenizer)

BOOST_AUTO_TEST_CASE(every_token_type_with_its_value_and_index) {
    BOOST_TEST(dump("/:id(\\d+)?*{x}\\:") ==
               "char:/@0 name:id@1 regexp:\\d+@4 modifier:?@9 asterisk:*@10 open:{@11 char:x@12 close:}@13 "
               "escaped::@14 end:@16");
    BOOST_TEST(dump("") == "end:@0");
    BOOST_TEST(dump("a+") == "char:a@0 modifier:+@1 end:@2");
}

BOOST_AUTO_TEST_CASE(names_are_javascript_identifiers_and_indexes_are_bytes) {
    BOOST_TEST(dump(":$a_1-") == "name:$a_1@0 char:-@5 end:@6");
    BOOST_TEST(dump(":1") == "error 0");               // a name cannot begin with a digit
    if (urikit::available(urikit::feature::idna)) BOOST_TEST(dump("é:café") == "char:é@0 name:café@2 end:@8"); // ICU's ID_Continue
    BOOST_TEST(dump(":a\u200Db") == "name:a\u200Db@0 end:@6"); // ZWJ continues a name
}

BOOST_AUTO_TEST_CASE(regexp_tokens_nest_escape_and_refuse_what_the_standard_refuses) {
    BOOST_TEST(dump("(a(?:b)\\))") == "regexp:a(?:b)\\)@0 end:@10");
    BOOST_TEST(dump("(a(b))") == "error 3");  // a capturing group inside: at the "b"
    BOOST_TEST(dump("(?x)") == "error 1");    // a regexp beginning "?"
    BOOST_TEST(dump("()") == "error 0");      // empty
    BOOST_TEST(dump("(abc") == "error 0");    // unbalanced
    BOOST_TEST(dump("(é)") == "error 1");     // not ASCII
    BOOST_TEST(dump("(a\\") == "error 2");    // a "\" at the end
    BOOST_TEST(dump("\\") == "error 0");
}

BOOST_AUTO_TEST_CASE(lenient_makes_bad_tokens_invalid_chars_and_goes_on) {
    BOOST_TEST(dump("(a(b))x", tokenize_policy::lenient) == "invalid:(@0 char:a@1 regexp:b@2 char:)@5 char:x@6 end:@7");
    BOOST_TEST(dump(":", tokenize_policy::lenient) == "invalid::@0 end:@1");
    BOOST_TEST(dump("a\\", tokenize_policy::lenient) == "char:a@0 invalid:\\@1 end:@2");
}

BOOST_AUTO_TEST_SUITE_END()
