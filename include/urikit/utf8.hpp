/// @file
/// UTF-8 decoding (RFC 3629; Unicode §3.9, Table 3-7): the one decoder
/// urikit uses, for the IRI grammar, IDNA input, to_iri and the CLI's output.
#pragma once

#include <urikit/config.hpp> // first: a C++17 build is told it needs C++20

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace urikit {

/// One character read from UTF-8 text.
struct utf8_char {
    std::uint32_t code_point = 0; ///< the code point (valid only when `valid`)
    std::uint8_t size = 0;        ///< bytes read: 1-4 when valid; else the maximal subpart's length (>= 1)
    bool valid = false;           ///< true for a well-formed sequence
};

/// Reads one UTF-8 character from the `avail` (>= 1) bytes at `p`.
///
/// Well-formed means Table 3-7: no overlong form, no surrogate, nothing above
/// U+10FFFF. An ill-formed sequence reports the length of its maximal
/// subpart (Unicode §3.9 "U+FFFD substitution of maximal subparts"), so
/// text can be walked with one U+FFFD per bad subpart. O(1).
[[nodiscard]] constexpr utf8_char utf8_next(char const* p, std::size_t avail) noexcept {
    auto const b0 = static_cast<unsigned char>(p[0]);
    if (b0 < 0x80) return {b0, 1, true};
    std::size_t len = 0;
    unsigned char lo = 0x80, hi = 0xBF;
    if (b0 >= 0xC2 && b0 <= 0xDF) len = 2;
    else if (b0 == 0xE0) { len = 3; lo = 0xA0; }
    else if ((b0 >= 0xE1 && b0 <= 0xEC) || b0 == 0xEE || b0 == 0xEF) len = 3;
    else if (b0 == 0xED) { len = 3; hi = 0x9F; }
    else if (b0 == 0xF0) { len = 4; lo = 0x90; }
    else if (b0 >= 0xF1 && b0 <= 0xF3) len = 4;
    else if (b0 == 0xF4) { len = 4; hi = 0x8F; }
    else return {0, 1, false};
    std::uint32_t cp = b0 & (len == 2 ? 0x1Fu : len == 3 ? 0x0Fu : 0x07u);
    for (std::size_t k = 1; k < len; ++k) {
        if (k >= avail) return {0, static_cast<std::uint8_t>(k), false};
        auto const b = static_cast<unsigned char>(p[k]);
        if (b < (k == 1 ? lo : 0x80) || b > (k == 1 ? hi : 0xBF)) return {0, static_cast<std::uint8_t>(k), false};
        cp = (cp << 6) | (b & 0x3Fu);
    }
    return {cp, static_cast<std::uint8_t>(len), true};
}

/// True when all of `s` is well-formed UTF-8. O(n); ASCII eight bytes at a
/// time (tested against utf8_next byte by byte).
[[nodiscard]] constexpr bool is_utf8(std::string_view s) noexcept {
    for (std::size_t i = 0; i < s.size();) {
        if (i + 8 <= s.size()) {
            std::uint64_t word = 0; // the compilers make this one load
            for (std::size_t k = 0; k < 8; ++k) word |= std::uint64_t{static_cast<unsigned char>(s[i + k])} << (8 * k);
            if ((word & 0x8080808080808080u) == 0) {
                i += 8;
                continue;
            }
        }
        utf8_char const c = utf8_next(s.data() + i, s.size() - i);
        if (!c.valid) return false;
        i += c.size;
    }
    return true;
}

} // namespace urikit
