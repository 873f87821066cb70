// urikit: the URL Pattern Standard's pattern parser ("Parsing pattern
// strings"): a pattern string as a part list.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/error.hpp>

namespace urikit::detail {

// The Standard's part types and modifiers ("Parts").
enum class part_type : std::uint8_t { fixed_text, regexp, segment_wildcard, full_wildcard };
enum class part_modifier : std::uint8_t { none, optional, zero_or_more, one_or_more };

// A part. `value` is the encoded text of a fixed-text part, or a regexp
// part's JavaScript regular expression; `at` is the byte of the input where
// the part's first token begins, `regexp_at` where a regexp's text begins.
struct pattern_part {
    part_type type = part_type::fixed_text;
    part_modifier modifier = part_modifier::none;
    std::string value;
    std::string name;
    std::string prefix;
    std::string suffix;
    std::uint32_t at = 0;
    std::uint32_t regexp_at = 0;
};

// The Standard's options ("Options"): a delimiter and a prefix code point
// ('\0' for none) and ignore case.
struct pattern_options {
    char delimiter = '\0';
    char prefix = '\0';
    bool ignore_case = false;
};
inline constexpr pattern_options default_options{};
inline constexpr pattern_options hostname_options{'.', '\0', false};
inline constexpr pattern_options pathname_options{'/', '/', false};

// An encoding callback ("encoding callback"): validates and encodes a
// piece of fixed text into `out` (cleared first); the error's offset is in
// the piece.
using encoding_callback = error (*)(std::string_view text, std::string& out);

// "parse a pattern string": `input` (well-formed UTF-8) as parts, each
// fixed text encoded by `encode`. Errors, the offset in `input`:
// errc::pattern_syntax (the tokenizer's, or the token where a "}" or the
// end was needed), errc::pattern_duplicate_name (at the name), the
// callback's errors (at the input's byte for the text's byte the callback
// names). O(n).
error parse_pattern_string(std::string_view input, pattern_options const& options, encoding_callback encode,
                           std::vector<pattern_part>& out);

// "generate a segment wildcard regexp": "[^" + the escaped delimiter + "]+?".
std::string segment_wildcard_regexp(pattern_options const& options);

// "escape a regexp string" / "escape a pattern string" appended to `out`.
void append_regexp_escaped(std::string& out, std::string_view text);
void append_pattern_escaped(std::string& out, std::string_view text);

// "convert a modifier to a string": "", "?", "*" or "+".
std::string_view modifier_text(part_modifier m) noexcept;

} // namespace urikit::detail
