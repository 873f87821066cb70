// urikit grammar: the IRI character classes of RFC 3987 §2.2 (UTF-8 through
// the one decoder, urikit/utf8.hpp).
// X3-free: used by the grammar's run parser, the IRI conversions and the tests.
#pragma once

#include <cstddef>
#include <cstdint>

#include <urikit/utf8.hpp>

namespace urikit::grammar {

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
    utf8_char const c = utf8_next(p, avail);
    if (!c.valid || c.size < 2) return 0;
    return is_ucschar(c.code_point) || (private_ok && is_iprivate(c.code_point)) ? c.size : 0;
}

} // namespace urikit::grammar
