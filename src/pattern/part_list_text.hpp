// urikit: a part list written out (URL Pattern Standard, "Converting part
// lists to regular expressions", "Converting part lists to pattern
// strings").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <urikit/error.hpp>

#include "src/pattern/pattern_parser.hpp"

namespace urikit::detail {

// Which regular expression syntax to write: the Standard's own (JavaScript,
// for the reference path of the tests), or RE2's with the same meaning on
// a URL component (regexp parts through translate_js_regexp).
enum class regexp_dialect : std::uint8_t { javascript, re2 };

// Where a regexp part's text was written in a JavaScript expression
// (`written`), and where it was read in the pattern string (`read`).
struct regexp_part_at {
    std::size_t written;
    std::uint32_t read;
};

// "generate a regular expression and name list" into `out` (cleared
// first) and `names` (cleared first); `parts_at`, when given (JavaScript
// only), gets each place a regexp part's text was written, in order (a
// repeated part is written twice). Errors (RE2 only): the translation's,
// the offset in the pattern string the parts came from. O(n).
error generate_regexp(std::vector<pattern_part> const& parts, pattern_options const& options, regexp_dialect dialect,
                      std::string& out, std::vector<std::string>& names,
                      std::vector<regexp_part_at>* parts_at = nullptr);

// "generate a pattern string"; `part_at`, when given, gets the byte of the
// result where each part begins. O(n).
std::string generate_pattern_string(std::vector<pattern_part> const& parts, pattern_options const& options,
                                    std::vector<std::uint32_t>* part_at = nullptr);

} // namespace urikit::detail
