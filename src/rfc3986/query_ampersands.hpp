// urikit: whether a query holds an "&" (more than one parameter), which the
// cache key asks of every query, inline, sixteen bytes a step where SSE2 is
// there; and the sixteen-byte step the sort's "&" map is made of.
#pragma once

#include <cstddef>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace urikit::detail {

#if defined(__SSE2__)
// The bytes of the sixteen at p that are "&", 0xFF each.
inline __m128i ampersand_bytes(char const* p) noexcept {
    return _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<__m128i const*>(p)), _mm_set1_epi8('&'));
}

// A bit for each "&" of the sixteen bytes at p.
inline unsigned ampersands_of_16(char const* p) noexcept {
    return static_cast<unsigned>(_mm_movemask_epi8(ampersand_bytes(p)));
}
#endif

// Whether [begin, end) of `text` (begin <= end <= text.size()) holds an
// "&". O(n), without stopping early: a branch per range, not per block.
// Where SSE2 is there and `text` has sixteen bytes up to `end`: a short
// range is read with the bytes before it, which are shifted out; a longer
// one as its first and last sixteen bytes (they may overlap) and those
// between.
inline bool has_ampersand(std::string_view text, std::size_t begin, std::size_t end) noexcept {
#if defined(__SSE2__)
    if (end >= 16) {
        std::size_t const n = end - begin;
        char const* const p = text.data();
        if (n <= 16) return (ampersands_of_16(p + end - 16) >> (16 - n)) != 0;
        __m128i seen = _mm_or_si128(ampersand_bytes(p + begin), ampersand_bytes(p + end - 16));
        for (std::size_t i = begin + 16; i + 16 < end; i += 16) seen = _mm_or_si128(seen, ampersand_bytes(p + i));
        return _mm_movemask_epi8(seen) != 0;
    }
#endif
    for (std::size_t i = begin; i < end; ++i) { // short: a loop costs less than a call to memchr
        if (text[i] == '&') return true;
    }
    return false;
}

// Whether `query` holds an "&" (more than one parameter).
inline bool has_more_than_one_parameter(std::string_view query) noexcept {
    return has_ampersand(query, 0, query.size());
}

} // namespace urikit::detail
