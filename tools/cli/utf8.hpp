// urikit CLI: UTF-8 well-formedness for output (JSON strings, diagnostics).
#pragma once

#include <cstddef>

namespace urikit::cli {

// Length of the well-formed UTF-8 sequence at p (Unicode Table 3-7), or, when
// ill-formed, 0 with `bad` set to the length of the maximal subpart (>= 1).
inline std::size_t utf8_sequence(unsigned char const* p, std::size_t avail, std::size_t& bad) {
    unsigned char const b0 = p[0];
    std::size_t need = 0;
    unsigned char lo = 0x80, hi = 0xBF;
    if (b0 < 0x80) return 1;
    if (b0 >= 0xC2 && b0 <= 0xDF) need = 1;
    else if (b0 == 0xE0) { need = 2; lo = 0xA0; }
    else if ((b0 >= 0xE1 && b0 <= 0xEC) || b0 == 0xEE || b0 == 0xEF) need = 2;
    else if (b0 == 0xED) { need = 2; hi = 0x9F; }          // no surrogates
    else if (b0 == 0xF0) { need = 3; lo = 0x90; }          // no overlongs
    else if (b0 >= 0xF1 && b0 <= 0xF3) need = 3;
    else if (b0 == 0xF4) { need = 3; hi = 0x8F; }          // <= U+10FFFF
    else { bad = 1; return 0; }
    std::size_t i = 1;
    for (; i <= need; ++i) {
        if (i >= avail) { bad = i; return 0; }
        unsigned char const b = p[i];
        unsigned char const l = (i == 1) ? lo : 0x80, h = (i == 1) ? hi : 0xBF;
        if (b < l || b > h) { bad = i; return 0; }
    }
    return need + 1;
}

} // namespace urikit::cli
