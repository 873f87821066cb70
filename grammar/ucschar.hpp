// urikit grammar: UTF-8 and the IRI character classes of RFC 3987 §2.2.
// X3-free: used by the grammar's run parser, the IRI conversions and the tests.
#pragma once

#include <cstddef>
#include <cstdint>

namespace urikit::grammar {

// Decodes one well-formed UTF-8 sequence (RFC 3629 §4; Unicode Table 3-7: no
// overlong forms, no surrogates, nothing above U+10FFFF) at p. Returns its
// length (1-4) and sets cp, or 0 when the bytes are not well-formed.
constexpr std::size_t utf8_decode(unsigned char const* p, std::size_t avail, std::uint32_t& cp) noexcept {
    if (avail == 0) return 0;
    unsigned char const b0 = p[0];
    if (b0 < 0x80) {
        cp = b0;
        return 1;
    }
    std::size_t len = 0;
    unsigned char lo = 0x80, hi = 0xBF;
    if (b0 >= 0xC2 && b0 <= 0xDF) len = 2;
    else if (b0 == 0xE0) { len = 3; lo = 0xA0; }
    else if ((b0 >= 0xE1 && b0 <= 0xEC) || b0 == 0xEE || b0 == 0xEF) len = 3;
    else if (b0 == 0xED) { len = 3; hi = 0x9F; }
    else if (b0 == 0xF0) { len = 4; lo = 0x90; }
    else if (b0 >= 0xF1 && b0 <= 0xF3) len = 4;
    else if (b0 == 0xF4) { len = 4; hi = 0x8F; }
    else return 0;
    if (avail < len) return 0;
    if (p[1] < lo || p[1] > hi) return 0;
    for (std::size_t k = 2; k < len; ++k) {
        if (p[k] < 0x80 || p[k] > 0xBF) return 0;
    }
    std::uint32_t v = b0 & (len == 2 ? 0x1Fu : len == 3 ? 0x0Fu : 0x07u);
    for (std::size_t k = 1; k < len; ++k) v = (v << 6) | (p[k] & 0x3Fu);
    cp = v;
    return len;
}

// True when all of `s` is well-formed UTF-8.
inline bool is_utf8(char const* s, std::size_t n) noexcept {
    auto const* p = reinterpret_cast<unsigned char const*>(s);
    for (std::size_t i = 0; i < n;) {
        std::uint32_t cp = 0;
        std::size_t const len = utf8_decode(p + i, n - i, cp);
        if (len == 0) return false;
        i += len;
    }
    return true;
}

// RFC 3987 §2.2:
// ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / %x20000-2FFFD
//         / %x30000-3FFFD / ... / %xD0000-DFFFD / %xE1000-EFFFD
constexpr bool is_ucschar(std::uint32_t cp) noexcept {
    if (cp >= 0xA0 && cp <= 0xD7FF) return true;
    if (cp >= 0xF900 && cp <= 0xFDCF) return true;
    if (cp >= 0xFDF0 && cp <= 0xFFEF) return true;
    if (cp >= 0x10000 && cp <= 0xDFFFD) return (cp & 0xFFFF) <= 0xFFFD;
    if (cp >= 0xE1000 && cp <= 0xEFFFD) return true;
    return false;
}

// iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
constexpr bool is_iprivate(std::uint32_t cp) noexcept {
    return (cp >= 0xE000 && cp <= 0xF8FF) || (cp >= 0xF0000 && cp <= 0xFFFFD) || (cp >= 0x100000 && cp <= 0x10FFFD);
}

// The length of one IRI character at p that is a ucschar (or, with
// `private_ok`, an iprivate), 0 otherwise.
inline std::size_t iri_char_length(char const* p, std::size_t avail, bool private_ok) noexcept {
    std::uint32_t cp = 0;
    std::size_t const n = utf8_decode(reinterpret_cast<unsigned char const*>(p), avail, cp);
    if (n < 2) return 0;
    return is_ucschar(cp) || (private_ok && is_iprivate(cp)) ? n : 0;
}

} // namespace urikit::grammar
