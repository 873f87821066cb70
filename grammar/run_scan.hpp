// urikit grammar: where a run of one component's bytes ends, sixteen bytes a
// step: by two nibble lookups with SSSE3 where the CPU has it (chosen at run
// time), else by compares with SSE2 (every x86-64 has it); or one byte a
// step (the scalar way, for short inputs and other CPUs). Tests check all
// three against the class table on every byte value.
// The fast split's inner loop (a path or query is mostly one long run): it
// inlines these ways (run_classify.hpp, run_scan_blocks.inc) into a split
// compiled for each instruction set.
#pragma once

#include <cstddef>
#include <string_view>

namespace urikit::grammar {

// The byte sets of the runs (charsets.hpp): "%" is in none of them (the
// caller checks the triplet and goes on). lowercase_host leaves out what a
// normalization would change, so that the run stops where the fast split
// notes it (fast_split.hpp) and goes on in the full set.
enum class run_set : unsigned char {
    userinfo,         // cs_userinfo: unreserved / sub-delims / ":" (a userinfo, a port)
    host,             // cs_reg_name: unreserved / sub-delims (a reg-name)
    lowercase_host,   // cs_reg_name without "A"-"Z"
    path,             // cs_path: pchar / "/"
    query,            // cs_query: pchar / "/" / "?" (a query or a fragment)
};

// The offset of the first byte at or after `i` that is not in `set`
// (s.size() when none), each way; without the instruction set each falls
// back to the next one (SSSE3 to SSE2 to scalar).
[[nodiscard]] std::size_t run_end_scalar(std::string_view s, std::size_t i, run_set set) noexcept;
[[nodiscard]] std::size_t run_end_sse2(std::string_view s, std::size_t i, run_set set) noexcept;
[[nodiscard]] std::size_t run_end_ssse3(std::string_view s, std::size_t i, run_set set) noexcept;

// The run end of run_set::path that also sets `slash_dot` when a "." in the
// run follows a "/" (where a dot segment may begin, RFC 3986 §5.2.4);
// i >= 1 (the byte before the run is read). The same three ways.
[[nodiscard]] std::size_t path_run_end_scalar(std::string_view s, std::size_t i, bool& slash_dot) noexcept;
[[nodiscard]] std::size_t path_run_end_sse2(std::string_view s, std::size_t i, bool& slash_dot) noexcept;
[[nodiscard]] std::size_t path_run_end_ssse3(std::string_view s, std::size_t i, bool& slash_dot) noexcept;

} // namespace urikit::grammar
