// urikit: one pass over a parsed reference's text that marks what could
// make a normalization step change it, so that normalize's shortcut
// (already_normal.cpp) looks closer only where a mark says so.
#pragma once

#include <cstddef>
#include <string_view>

namespace urikit::detail {

// What the pass saw. A mark is a reason to look closer; no mark proves the
// step changes nothing.
struct change_marks {
    bool uppercase = false; ///< "A"-"Z" before `head` (scheme and host are lowercased, RFC 3986 §6.2.2.1)
    bool closer_look = false; ///< a "%" (§6.2.2.1 hex case, §6.2.2.2 unreserved decoding), or a "/"
                              ///< followed by "." (where every dot segment but a leading one begins, §6.2.2.3)
};

// The marks of the first `end` bytes of `s`, with uppercase looked for in
// the first `head`; head <= end <= s.size(). Sixteen bytes a step with SSE2
// (every x86-64 has it); elsewhere the scalar way.
[[nodiscard]] change_marks find_change_marks(std::string_view s, std::size_t head, std::size_t end) noexcept;

// The definition, one byte a step (the tests compare both ways).
[[nodiscard]] change_marks find_change_marks_scalar(std::string_view s, std::size_t head, std::size_t end) noexcept;

} // namespace urikit::detail
