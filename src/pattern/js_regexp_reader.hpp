// urikit: what the JavaScript regexp translation's two files share: the
// reader over the regexp's text, the ASCII character sets a class or a
// class escape denotes, and the character escapes (ECMAScript, "Patterns").
#pragma once

#include <bitset>
#include <cstddef>
#include <string>
#include <string_view>

#include <urikit/error.hpp>

namespace urikit::detail {

// The ASCII characters a class matches; `long_s` (U+017F) and `kelvin`
// (U+212A) are the two non-ASCII characters that case-fold to ASCII ones
// ("s", "k"), kept so a case-insensitive class gets them right.
struct ascii_set {
    std::bitset<128> bits;
    bool long_s = false;
    bool kelvin = false;

    void add(char32_t c) noexcept;
    void add_range(char32_t from, char32_t to) noexcept;
    void fold() noexcept;         // closes the set under simple case folding (the `i` flag)
    void complement() noexcept;   // within ASCII
    void intersect(ascii_set const& o) noexcept;
    void subtract(ascii_set const& o) noexcept;
    void unite(ascii_set const& o) noexcept;
};

// How deep groups and classes may nest in a regexp group: the translator
// descends once per level (a group in a group, a class in a class), so the
// bound is what keeps its stack small on any thread; deeper is
// errc::nesting_too_deep at the opening byte past the bound.
inline constexpr std::size_t max_regexp_nesting = 32;

// The reader: the text, the position, the first error, the flags in force
// and the nesting depth with its bound.
struct js_reader {
    std::string_view s;
    std::size_t i = 0;
    error err{};
    bool ignore_case = false;
    bool dot_all = false;
    std::size_t depth = 0;
    std::size_t max_depth = max_regexp_nesting;

    [[nodiscard]] bool more() const noexcept { return i < s.size(); }
    [[nodiscard]] char peek(std::size_t k = 0) const noexcept { return i + k < s.size() ? s[i + k] : '\0'; }
    [[nodiscard]] bool starts(std::string_view t) const noexcept { return s.substr(i).starts_with(t); }
    bool fail(errc code, std::size_t at) noexcept {
        if (!err) err = {code, static_cast<std::uint32_t>(at)};
        return false;
    }
    // One level deeper for the group or class opening at `at`: false (the
    // error set) past max_depth. Every enter() is matched by a leave().
    bool enter(std::size_t at) noexcept {
        if (depth == max_depth) return fail(errc::nesting_too_deep, at);
        ++depth;
        return true;
    }
    void leave() noexcept { --depth; }
};

// A CharacterClassEscape letter's set (d D s S w W), folded when the reader ignores case.
ascii_set class_escape_set(js_reader const& r, char letter);

// A CharacterEscape after "\" (the reader at the letter): f n r t v, cX,
// 0, xHH, uHHHH (a surrogate pair as one), u{H...}, and the identity
// escapes `extra` allows beside the SyntaxCharacters and "/". Sets `cp`
// (0xD800-0xDFFF for a lone surrogate); false with the reader's error set.
bool read_character_escape(js_reader& r, std::string_view extra, char32_t& cp);

// A class ("[" ... "]", ClassSetExpression of the `v` flag) at the
// reader's "[": its set, folded when the reader ignores case.
bool read_class(js_reader& r, ascii_set& out);

// Appends an RE2 class matching exactly the ASCII characters of `set`
// (one matching nothing when it is empty).
void append_set(std::string& out, ascii_set const& set);

// Appends code point `cp` as an RE2 literal (a lone surrogate as a class
// matching nothing: no text urikit matches holds one).
void append_literal(std::string& out, char32_t cp);

} // namespace urikit::detail
