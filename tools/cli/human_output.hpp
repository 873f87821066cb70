// urikit CLI: diagnostics for people (stderr): where, why, and a caret under the offset.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include <cstdint>

namespace urikit::cli {

// Appends, e.g.
//   urikit: line 3: invalid port (...) at byte 10
//     http://a:8x/
//               ^
// `where` is "line" or "argument". Control bytes and bytes that are not valid
// UTF-8 are shown as '?', one column each; long inputs are shown as a window
// around the offset.
void append_diagnostic(std::string& out, std::string_view where, std::size_t number, std::string_view input,
                       std::string_view reason, std::uint32_t offset);

// Appends the diagnostic's last two lines: `input` (or a window of it),
// and a caret under byte `offset`.
void append_excerpt(std::string& out, std::string_view input, std::uint32_t offset);

} // namespace urikit::cli
