// urikit: ASCII case-insensitive comparison (RFC 3986 §6.2.2.1: scheme and
// host; the crawl forms' parameter names; only A-Z fold, no locale), and the
// other ASCII tests the crawl and IRI code share.
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

// True when every byte of `s` is below 0x80.
constexpr bool is_ascii(std::string_view s) noexcept {
    for (char c : s) {
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    }
    return true;
}

// ASCII whitespace as the "C" locale's isspace and Python's bytes.strip()
// have it: SP, TAB, LF, VT, FF, CR.
constexpr bool is_ascii_space(char c) noexcept { return c == ' ' || (c >= '\t' && c <= '\r'); }

// `s` without ASCII whitespace at either end; `lead`: the bytes cut in front.
// `s` without the bytes `trimmed(c)` takes at either end; `lead`: how many
// were taken at the front.
template <class Trimmed>
constexpr std::string_view trim_if(std::string_view s, Trimmed trimmed, std::size_t& lead) noexcept {
    std::size_t b = 0;
    std::size_t e = s.size();
    while (b < e && trimmed(s[b])) ++b;
    while (e > b && trimmed(s[e - 1])) --e;
    lead = b;
    return s.substr(b, e - b);
}

constexpr std::string_view trim_ascii_space(std::string_view s, std::size_t& lead) noexcept {
    return trim_if(s, is_ascii_space, lead);
}

} // namespace urikit::detail
