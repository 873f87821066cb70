// urikit web mode: an href as the basic URL parser first sees it (URL
// Standard, "URL parsing", before the state machine): leading and trailing
// C0 controls and spaces removed, then every ASCII tab and newline removed.
#pragma once

#include <cstdint>
#include <string_view>

#include <urikit/error.hpp>

#include "src/core/scratch.hpp"

namespace urikit::detail {

class web_input {
public:
    // Cleans `raw` (a view of `raw` when nothing inside needs removing; else
    // a copy in this thread's scratch buffer, valid while this web_input
    // lives: one at a time per thread, the buffer given back after a large
    // input by the scratch rule).
    // `trim` false: no C0/space trimming (the setters' state overrides).
    explicit web_input(std::string_view raw, bool trim = true);

    std::string_view text() const noexcept { return text_; }
    // The offset in `raw` of offset `at` in text(): error offsets point
    // into what the caller gave.
    std::uint32_t original_offset(std::size_t at) const noexcept;

private:
    std::string_view raw_;
    std::string_view text_;
    std::size_t leading_ = 0; // bytes trimmed at the front
    bool removed_inside_ = false;
    struct buffer_tag;
    scratch<buffer_tag> buffer_;
};

// The offset of the first byte of ill-formed UTF-8 in `s`, or npos (the
// web mode takes scalar value strings only: never a replacement).
std::size_t first_invalid_utf8(std::string_view s) noexcept;

// errc::invalid_utf8 at that offset, or ok: a value the web API takes must be
// a scalar value string.
error utf8_error(std::string_view s) noexcept;

} // namespace urikit::detail
