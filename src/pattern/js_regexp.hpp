// urikit: a URL pattern's regexp groups, JavaScript regular expressions
// with the `v` flag (ECMAScript, "Patterns"), checked and written in RE2's
// syntax, so they run in time linear in the input.
#pragma once

#include <string>
#include <string_view>

#include <urikit/error.hpp>

namespace urikit::detail {

// Appends `js` (ASCII; the tokenizer allows nothing else) written in RE2's
// syntax to `out`, with the meaning it has in JavaScript with the `v` flag
// (and `i` when `ignore_case`) on the texts a URL pattern matches: a
// canonical URL component is ASCII (every other byte is percent-encoded or
// punycoded), so each character class is written as the ASCII characters
// it matches, a non-ASCII literal as a class matching nothing, and `.` as
// any byte but CR and LF (U+2028 and U+2029 are not ASCII): RE2 reads the
// result as Latin-1, a byte a character. Named groups become plain
// capturing groups (numbered as JavaScript numbers them).
//
// Errors, the offset in `js`: errc::regexp_syntax where JavaScript throws
// a SyntaxError (an unbalanced ")", a quantifier without an atom, an
// identity escape of a letter, a class range out of order, a reserved
// double punctuator in a class ...); errc::regexp_unsupported at a
// backreference or a lookaround (no linear-time engine runs them), a
// property escape `\p`/`\P`, a `\q{}` string of more than one character, a
// counted repetition above 1000 or a group name with a `\u` escape (not
// translated). `out` is unchanged on error. O(n) time, and out O(n).
error translate_js_regexp(std::string_view js, bool ignore_case, std::string& out);

} // namespace urikit::detail
