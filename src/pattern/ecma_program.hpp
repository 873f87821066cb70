// urikit: a URL pattern component's regular expression as a program that
// computes its groups as ECMAScript's RegExp does ("Patterns", "Pattern
// Semantics"), where RE2's (Perl's) submatch rules differ: a quantified
// atom's groups are reset at each iteration (RepeatMatcher step 4), and an
// iteration past the minimum that matches the empty text fails (step 2.a).
// Run by a Pike VM (ecma_match.cpp): threads in priority order, linear in
// the text.
#pragma once

#include <bitset>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include <urikit/error.hpp>

namespace urikit::detail {

enum class ecma_op : std::uint8_t {
    byte_in,    // consume a byte of sets[a]
    split,      // go on at a, else (lower priority) at b
    jump,       // go on at a
    save,       // register a := the position
    reset,      // registers [a, b) := unset: the groups of an iteration's atom
    iter_enter, // an iteration at checked depth a starts here
    iter_check, // fail unless the iteration at checked depth a consumed a byte
    line_start, // "^": a = 1 with the `m` flag
    line_end,   // "$": a = 1 with the `m` flag
    word_boundary,
    not_word_boundary,
    match,
};

struct ecma_instruction {
    ecma_op op;
    std::uint32_t a = 0;
    std::uint32_t b = 0;
};

// The state a thread carries beside its position and registers is, for the
// iterations with an empty check it is inside (at most `depths` of them,
// nested), the outermost that began at the current position: iterations
// nest, so those that began here are the innermost ones, and one number
// (or "none", `depths`) says which. So threads are told apart by
// (instruction, that number): at most code.size() * (depths + 1).
struct ecma_program {
    std::vector<ecma_instruction> code;
    std::vector<std::bitset<256>> sets;
    std::size_t groups = 0;
    std::size_t depths = 0;
};

// The bound on a program's work per text byte: each of its states
// (code.size() * (depths + 1)) may be reached once per byte, and a thread
// copies its registers (2 * groups) at each; so states * (2 * groups + 8)
// is at most max_ecma_cells, which keeps exec() within the cost model's
// instructions per URL byte (url_pattern.hpp, "Cost"; 30 nested nullable
// loops, 7,440 states, took 190,000 per byte). The same expression meets
// RE2's bound on its program too (regexp_engine.hpp); a program whose
// groups RE2 gives (perl_agrees) never runs and is not bounded here.
inline constexpr std::size_t max_ecma_cells = 8192;

// Compiles `js`, a JavaScript regexp with the `v` flag (and `i` when
// `ignore_case`) as read_js_regexp reads it, groups and classes at most
// `max_nesting` deep. `perl_agrees` is set when no iteration of the
// program resets a group or checks for emptiness: RE2's groups are then
// ECMAScript's, and the program need not run. Errors: read_js_regexp's,
// errc::pattern_too_complex (offset 0) when a program that must run is
// over max_ecma_cells. O(n + states).
error compile_ecma_program(std::string_view js, bool ignore_case, std::size_t max_nesting, ecma_program& out,
                           bool& perl_agrees);

// Whether `program` matches all of `text`; when it does, `groups` (resized
// to the program's group count) gets each capturing group's text as
// ECMAScript's RegExpBuiltinExec gives it (none for undefined). Bytes are
// characters. O(n * states) time, O(states * groups) memory.
bool ecma_match_groups(ecma_program const& program, std::string_view text,
                       std::vector<std::optional<std::string_view>>& groups);

} // namespace urikit::detail
