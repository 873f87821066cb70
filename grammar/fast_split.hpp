// urikit grammar: the split of the common shapes of URI references without
// X3. It proves a reference valid or gives up (never an error of its own):
// split() runs it first and the X3 grammar, the definition, on whatever it
// gives up on: IP literals, anything invalid (X3 finds the error and its
// offset), non-ASCII bytes. Where it succeeds its components are exactly the
// grammar's (tests compare both on every data line; fuzz_parse on any input).
#pragma once

#include <cstdint>
#include <string_view>

#include <urikit/components.hpp>

#include "split.hpp"

namespace urikit::grammar {

// True when `input` matches the start rule of `m` and `out` now holds its
// components; false when the fast path does not decide (out is then unspecified).
// Contract (a fast path of the X3 split, HACKING.md "Fast paths"): reads only
// input[0, input.size()) (the SIMD runs read the last sixteen bytes of the
// input, never past it); true means exactly the grammar's components.
[[nodiscard]] bool fast_split(std::string_view input, mode m, components& out) noexcept;

// The same, and what the runs proved on the way in `facts` (bits of
// `proven`, split.hpp): they stop at a "%", at an uppercase letter in a
// host, at a "." in a path, note it, and go on.
[[nodiscard]] bool fast_split(std::string_view input, mode m, components& out, std::uint8_t& facts) noexcept;

// Each way alone, for the tests (fast_split takes the SSSE3 way where the
// CPU has it, else SSE2's; each runs the class table on short inputs, and
// falls back to the next where its instruction set is missing).
[[nodiscard]] bool fast_split_scalar(std::string_view input, mode m, components& out, std::uint8_t& facts) noexcept;
[[nodiscard]] bool fast_split_sse2(std::string_view input, mode m, components& out, std::uint8_t& facts) noexcept;
[[nodiscard]] bool fast_split_ssse3(std::string_view input, mode m, components& out, std::uint8_t& facts) noexcept;

} // namespace urikit::grammar
