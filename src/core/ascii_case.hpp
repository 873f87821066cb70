// urikit: ASCII case-insensitive comparison (RFC 3986 §6.2.2.1: scheme and
// host; the crawl forms' parameter names). Only A-Z fold; no locale.
#pragma once

#include <string_view>

namespace urikit::detail {

constexpr char ascii_lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c | 0x20) : c; }

// True when `s` equals `lower` (written in lowercase) ignoring ASCII case.
constexpr bool equals_ignoring_case(std::string_view s, std::string_view lower) noexcept {
    if (s.size() != lower.size()) return false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (ascii_lower(s[i]) != lower[i]) return false;
    }
    return true;
}

// True when `s` begins with `lower` (written in lowercase) ignoring ASCII case.
constexpr bool starts_with_ignoring_case(std::string_view s, std::string_view lower) noexcept {
    return s.size() >= lower.size() && equals_ignoring_case(s.substr(0, lower.size()), lower);
}

} // namespace urikit::detail
