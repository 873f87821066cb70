// urikit grammar: the byte sets of the runs (run_scan.hpp), each three ways:
// byte by byte over the class table (the definition), sixteen bytes by SSE2
// compares, and by SSSE3's two nibble lookups. run_ways.inc includes
// run_scan_blocks.inc once per instruction set on top of these, so that a
// block classifier is inlined into the loop (and the loop into the split)
// compiled for the same instruction set.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "run_scan.hpp"
#include "src/core/charsets.hpp"
#include "src/core/simd_classify.hpp"

namespace urikit::grammar::runs {

constexpr std::uint32_t table_set(run_set set) noexcept {
    switch (set) {
    case run_set::userinfo: return cs_userinfo;
    case run_set::host:
    case run_set::lowercase_host: return cs_reg_name;
    case run_set::path: return cs_path;
    case run_set::query: return cs_query;
    }
    return 0;
}

// True when the byte `c` belongs to `set`.
constexpr bool in_run_set(unsigned char c, run_set set) noexcept {
    if (set == run_set::lowercase_host && c >= 'A' && c <= 'Z') return false;
    return (charset_table[c] & table_set(set)) != 0;
}

template <run_set Set>
std::size_t scalar_run_end(std::string_view s, std::size_t i) noexcept {
    while (i < s.size() && in_run_set(static_cast<unsigned char>(s[i]), Set)) ++i;
    return i;
}

// The path's run, noting a "." after a "/" in it; i >= 1.
inline std::size_t scalar_path_run_end(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    for (; i < s.size() && in_run_set(static_cast<unsigned char>(s[i]), run_set::path); ++i) {
        slash_dot = slash_dot || (s[i] == '.' && s[i - 1] == '/');
    }
    return i;
}

#if defined(__SSE2__)
// SSE2: nonzero where a byte of `v` is not in `Set`. No run holds a byte
// below "!" or above "~" (0x80-0xFF are negative as signed bytes), nor
// " # % < > [ \ ] ^ ` { | }; the path adds "?", the userinfo "?", "/", "@",
// the host those and ":", lowercase_host also "A"-"Z".
template <run_set Set>
unsigned outside_sse2(char const* p) noexcept {
    using urikit::detail::bytes_equal;
    __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
    __m128i const ends = _mm_or_si128(_mm_cmplt_epi8(v, _mm_set1_epi8(0x21)), bytes_equal(v, '\x7F'));
    __m128i const brackets = _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8(0x5A)), _mm_cmplt_epi8(v, _mm_set1_epi8(0x5F)));
    __m128i const braces = _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8(0x7A)), _mm_cmplt_epi8(v, _mm_set1_epi8(0x7E)));
    __m128i const marks = _mm_or_si128(_mm_or_si128(bytes_equal(v, '"'), bytes_equal(v, '#')),
                                       _mm_or_si128(_mm_or_si128(bytes_equal(v, '%'), bytes_equal(v, '<')),
                                                    _mm_or_si128(bytes_equal(v, '>'), bytes_equal(v, '`'))));
    __m128i out = _mm_or_si128(_mm_or_si128(ends, brackets), _mm_or_si128(braces, marks));
    if constexpr (Set != run_set::query) out = _mm_or_si128(out, bytes_equal(v, '?'));
    if constexpr (Set != run_set::path && Set != run_set::query) {
        out = _mm_or_si128(out, _mm_or_si128(bytes_equal(v, '/'), bytes_equal(v, '@')));
    }
    if constexpr (Set == run_set::host || Set == run_set::lowercase_host) out = _mm_or_si128(out, bytes_equal(v, ':'));
    if constexpr (Set == run_set::lowercase_host) {
        out = _mm_or_si128(out, _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('A' - 1)), _mm_cmplt_epi8(v, _mm_set1_epi8('Z' + 1))));
    }
    return static_cast<unsigned>(_mm_movemask_epi8(out));
}

// SSSE3: the set by the engine's two nibble lookups (tables from the class table).
template <run_set Set>
inline constexpr urikit::detail::nibble_tables nibbles =
    urikit::detail::make_nibble_tables([](unsigned char c) { return in_run_set(c, Set); });

template <run_set Set>
__attribute__((target("ssse3"))) unsigned outside_ssse3(char const* p) noexcept {
    __m128i const in = urikit::detail::nibble_members(urikit::detail::load_block(p), nibbles<Set>);
    return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(in, _mm_setzero_si128())));
}
#endif

} // namespace urikit::grammar::runs
