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

// The bound on a program's work per text byte, in the instructions the VM
// runs for it (callgrind's count, ecma_match.cpp): at each byte each state
// (instruction x iteration state: code.size() * (depths + 1)) is explored
// at most once, a reset putting back the registers it clears; each thread
// waiting at a byte_in or a match (at most their count x the iteration
// states) is added, copied and followed once, its registers (2 * groups)
// copied twice. So a wide alternation, each of whose branches is a live
// thread at every byte, counts by its threads, not by its states alone
// (issue #61: 220 alternatives in a loop cost 68,000 instructions a byte,
// under a bound of states x registers that said 8,000 cells). The costs
// are what one step measured at most, with room (tests/complexity:
// measured against this on wide, deep and group-heavy programs).
struct ecma_work {
    static constexpr std::size_t state_cost = 36;    // explore one state (a split pushes two)
    static constexpr std::size_t reset_cost = 12;    // clear one register and put it back
    static constexpr std::size_t thread_cost = 240;  // add, test and follow one waiting thread
    static constexpr std::size_t register_cost = 4;  // copy one register of one thread

    std::size_t instructions = 0, threads = 0, reset_registers = 0, groups = 0, depths = 0;

    // Counts `in`, an instruction of `p` (its groups and depths so far).
    void count(ecma_program const& p, ecma_instruction const& in) noexcept;
    // The bound, in instructions per text byte.
    [[nodiscard]] std::size_t per_byte() const noexcept;
    // What `p` holds.
    [[nodiscard]] static ecma_work of(ecma_program const& p) noexcept;
};

// The most work per text byte a program that must run may cost: with RE2's
// part of the same exec() (its bound, regexp_engine.hpp), exec() and test()
// stay within url_pattern.hpp's 50,000 instructions per URL byte.
inline constexpr std::size_t max_ecma_work = 32768;

// Compiles `js`, a JavaScript regexp with the `v` flag (and `i` when
// `ignore_case`) as read_js_regexp reads it, groups and classes at most
// `max_nesting` deep. `perl_agrees` is set when no iteration of the
// program resets a group or checks for emptiness: RE2's groups are then
// ECMAScript's, and the program need not run. Errors: read_js_regexp's,
// errc::pattern_too_complex (offset 0) when a program that must run costs
// more than max_ecma_work a byte. O(n + states).
error compile_ecma_program(std::string_view js, bool ignore_case, std::size_t max_nesting, ecma_program& out,
                           bool& perl_agrees);

// Whether `program` matches all of `text`; when it does, `groups` (resized
// to the program's group count) gets each capturing group's text as
// ECMAScript's RegExpBuiltinExec gives it (none for undefined). Bytes are
// characters. O(n * states) time, O(states * groups) memory.
bool ecma_match_groups(ecma_program const& program, std::string_view text,
                       std::vector<std::optional<std::string_view>>& groups);

} // namespace urikit::detail
