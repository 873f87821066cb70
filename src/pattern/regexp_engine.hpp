// urikit: the regular expression engine behind URL patterns: RE2 (linear
// time in the text), or none when urikit is built without it.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/error.hpp>

namespace urikit::detail {

class regexp_program;
struct regexp_deleter {
    void operator()(regexp_program const* p) const noexcept;
};
using regexp_ptr = std::unique_ptr<regexp_program const, regexp_deleter>;

// The cost bound of one component's expression (url_pattern.hpp, "Cost").
// RE2 runs a program of k instructions over a text of n bytes in O(k n)
// time (its DFA, or when that runs out of memory its NFA, whose threads are
// at most the instructions); bounding k bounds the work per URL byte by a
// constant, and RE2's memory (program and DFA cache) by max_regexp_memory.
// The largest expression in WPT's urlpattern data has 66 instructions, an
// alternation of the 184 ISO 639-1 codes 158, a UUID 72. A small DFA
// budget makes a DFA that blows up (`.*a[ab]{240}`) give way to the NFA
// sooner: 256 KiB took a fifth off that worst case against 1 MiB
// (tests/complexity, url_pattern_matching_costs_at_most_...).
inline constexpr std::size_t max_regexp_instructions = 256;
inline constexpr std::size_t max_regexp_memory = 1u << 18;

// Compiles `re2_text` (RE2 syntax, as generate_regexp writes it).
// Errors (offset 0): errc::pattern_too_complex when its program has more
// than max_regexp_instructions or needs more than max_regexp_memory, or it
// nests counted repetitions whose product is over 1000 (RE2's limit),
// errc::regexp_unsupported when RE2 refuses it otherwise (never seen: the
// translation writes what RE2 reads), errc::regexp_unavailable without RE2.
error compile_regexp(std::string const& re2_text, bool ignore_case, regexp_ptr& out);

// The number of instructions of a compiled program (RE2's ProgramSize).
std::size_t regexp_instructions(regexp_program const& program);

// True when the program matches all of `text`. O(n) in the text.
bool regexp_matches(regexp_program const& program, std::string_view text);

// The same, with the capturing groups' texts in `groups` (resized to the
// program's group count; none for a group that took no part). O(n).
bool regexp_match_groups(regexp_program const& program, std::string_view text,
                         std::vector<std::optional<std::string_view>>& groups);

} // namespace urikit::detail
