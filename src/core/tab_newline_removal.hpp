// urikit: where a byte of a text with TAB, CR and LF removed stands in the
// text as given. The URL Standard (basic URL parser, step 2) and Google's
// Safe Browsing canonicalization both remove them before anything else;
// their errors must still point into the caller's input.
#pragma once

#include <cstdint>
#include <string_view>

#include "grammar/charsets.hpp"

namespace urikit::detail {

// The offset in `raw` of byte `k` of what `raw` holds from offset `from` on
// once every TAB, CR and LF is removed: never one of the removed bytes
// (those before and after it are passed over). O(offset).
inline std::uint32_t offset_before_removal(std::string_view raw, std::size_t from, std::size_t k) noexcept {
    auto const removed = [](char c) { return grammar::in_set(c, grammar::ws_tab_or_newline); };
    std::size_t i = from;
    while (i < raw.size() && removed(raw[i])) ++i;
    for (; i < raw.size() && k > 0; ++i) {
        if (!removed(raw[i])) --k;
    }
    while (i < raw.size() && removed(raw[i])) ++i;
    return static_cast<std::uint32_t>(i);
}

} // namespace urikit::detail
