// urikit: the first of a few given bytes in a text. std::string_view's
// find_first_of calls memchr on the set for every byte of the text; this
// calls memchr on the text once per byte of the set (vectorized in libc),
// each search stopping at the best hit so far.
#pragma once

#include <cstring>
#include <string_view>

namespace urikit::detail {

// The offset of the first byte of `s` at or after `from` that is one of
// `set`'s, or s.size().
inline std::size_t find_any(std::string_view s, std::size_t from, std::string_view set) noexcept {
    std::size_t first = s.size();
    for (char c : set) {
        if (from >= first) break;
        void const* const hit = std::memchr(s.data() + from, c, first - from);
        if (hit != nullptr) first = static_cast<std::size_t>(static_cast<char const*>(hit) - s.data());
    }
    return first;
}

} // namespace urikit::detail
