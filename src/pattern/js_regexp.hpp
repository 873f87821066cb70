// urikit: a URL pattern's regexp groups, JavaScript regular expressions
// with the `v` flag (ECMAScript, "Patterns"), read once and written two
// ways: in RE2's syntax, which runs in time linear in the input, and as an
// ECMAScript program (ecma_program.hpp) that computes the groups as
// ECMAScript's RegExp does.
#pragma once

#include <cstddef>
#include <limits>
#include <string>
#include <string_view>

#include <urikit/error.hpp>

#include "src/pattern/js_regexp_reader.hpp"

namespace urikit::detail {

// What a regexp is made of, in the order it is read. The reader resolves
// the flags (`i` folds every set it hands over and is passed with a
// literal, `s` and `m` with `.` and the anchors), so a writer needs no
// state of its own but its output.
class js_regexp_writer {
public:
    static constexpr std::size_t unbounded = std::numeric_limits<std::size_t>::max();
    enum class group_kind : std::uint8_t { capturing, non_capturing, modifiers };

    virtual void bar() = 0; // "|" between two Alternatives
    // "(", "(?<name>" (capturing), "(?:" or "(?ims-ims:" (`flags`, as written).
    virtual void open_group(group_kind kind, std::string_view flags) = 0;
    virtual void close_group() = 0;
    // "^" or "$" (`multiline` with the `m` flag), "b" or "B" for \b and \B.
    virtual void assertion(char which, bool multiline) = 0;
    virtual void any_character(bool dot_all) = 0; // "."
    // A class or a class escape (folded with `i`), or a non-ASCII literal
    // with `i` (the ASCII characters it folds to).
    virtual void set(ascii_set const& set) = 0;
    virtual void literal(char32_t cp, bool ignore_case) = 0;
    // A quantifier of the atom just written: {min,max} (`max` may be unbounded).
    virtual void quantifier(std::size_t min, std::size_t max, bool greedy) = 0;

protected:
    ~js_regexp_writer() = default;
};

// Reads `js` (ASCII; the tokenizer allows nothing else) as JavaScript reads
// it with the `v` flag (and `i` when `ignore_case`), telling `writer` what
// it holds, on the texts a URL pattern matches: a canonical URL component
// is ASCII (every other byte is percent-encoded or punycoded), so each
// character class is the set of ASCII characters it matches, a non-ASCII
// literal matches nothing, and `.` any byte but CR and LF (U+2028 and
// U+2029 are not ASCII). Named groups are capturing groups (numbered as
// JavaScript numbers them); two groups may share a name only in different
// Alternatives (ECMAScript 2025). Groups and classes nest at most
// `max_nesting` deep (the reader recurses once per level).
//
// Errors, the offset in `js`: errc::regexp_syntax where JavaScript throws
// a SyntaxError (an unbalanced ")", a quantifier without an atom, an
// identity escape of a letter, a class range out of order, a reserved
// double punctuator in a class, a duplicate group name ...);
// errc::regexp_unsupported at a backreference or a lookaround (no
// linear-time engine runs them), a property escape `\p`/`\P`, a `\q{}`
// string of more than one character, a counted repetition above 1000 or a
// group name with a `\u` escape; errc::nesting_too_deep at the opening
// past `max_nesting`. The writer may have been told part of the input on
// error. O(n) time.
error read_js_regexp(std::string_view js, bool ignore_case, std::size_t max_nesting, js_regexp_writer& writer);

// Appends `js` written in RE2's syntax, with the meaning it has in
// JavaScript on the texts a URL pattern matches (read_js_regexp; RE2 reads
// the result as Latin-1, a byte a character), groups and classes at most
// max_regexp_nesting deep. read_js_regexp's errors; `out` is unchanged on
// error. O(n) time, and out O(n).
error translate_js_regexp(std::string_view js, bool ignore_case, std::string& out);

} // namespace urikit::detail
