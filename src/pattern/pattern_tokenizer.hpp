// urikit: the URL Pattern Standard's tokenizer (URL Pattern Standard,
// "Tokenizing"): a pattern string as a list of tokens.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include <urikit/error.hpp>

namespace urikit::detail {

// The Standard's token types.
enum class token_type : std::uint8_t { open, close, regexp, name, char_, escaped_char, other_modifier, asterisk, end, invalid_char };

// A token: its type, the byte where it begins in the input (the Standard's
// index, in bytes of UTF-8 rather than code points), and its value (a view
// of the input: a name without ":", a regexp without its parentheses, an
// escaped character without "\").
struct pattern_token {
    token_type type = token_type::invalid_char;
    std::uint32_t index = 0;
    std::string_view value;
};

// "strict" fails on the first bad token; "lenient" makes it an invalid-char token.
enum class tokenize_policy : std::uint8_t { strict, lenient };

// Tokenizes `input` (well-formed UTF-8) into `out` (cleared first), ending
// with an end token. Strict: errc::pattern_syntax at the byte that made the
// token bad (a "\" at the end, a ":" without a name, a regexp's non-ASCII
// character, unbalanced "(", a capturing "(" inside a regexp, an empty
// regexp). O(n).
error tokenize_pattern(std::string_view input, tokenize_policy policy, std::vector<pattern_token>& out);

// IdentifierStart / IdentifierPart (ECMAScript): a name's first and later
// code points. ASCII letters, "$", "_" (and digits, ZWNJ, ZWJ after the
// first); other code points by their Unicode ID_Start / ID_Continue (ICU;
// without ICU none is valid).
bool is_name_code_point(char32_t c, bool first) noexcept;

} // namespace urikit::detail
