// urikit grammar: run ends (run_scan.hpp).
#include "run_scan.hpp"

#include <array>
#include <atomic>
#include <bit>
#include <cstdint>

#include "charsets.hpp"

#if defined(__SSE2__)
#include "src/core/simd_target.hpp"

#include <emmintrin.h>
#include <tmmintrin.h>
#endif

namespace urikit::grammar {

namespace {

constexpr std::uint32_t table_set(run_set set) noexcept {
    switch (set) {
    case run_set::userinfo: return cs_userinfo;
    case run_set::path: return cs_path;
    case run_set::query: return cs_query;
    }
    return 0;
}

#if defined(__SSE2__)
__m128i equal(__m128i v, char c) noexcept { return _mm_cmpeq_epi8(v, _mm_set1_epi8(c)); }

// SSE2: nonzero where a byte of `v` is not in `Set`. No run holds a byte
// below "!" or above "~" (0x80-0xFF are negative as signed bytes), nor
// " # % < > [ \ ] ^ ` { | }; the path adds "?", the userinfo "?", "/", "@".
template <run_set Set>
unsigned outside_sse2(char const* p) noexcept {
    __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
    __m128i const ends = _mm_or_si128(_mm_cmplt_epi8(v, _mm_set1_epi8(0x21)), equal(v, '\x7F'));
    __m128i const brackets = _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8(0x5A)), _mm_cmplt_epi8(v, _mm_set1_epi8(0x5F)));
    __m128i const braces = _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8(0x7A)), _mm_cmplt_epi8(v, _mm_set1_epi8(0x7E)));
    __m128i const marks = _mm_or_si128(_mm_or_si128(equal(v, '"'), equal(v, '#')),
                                       _mm_or_si128(_mm_or_si128(equal(v, '%'), equal(v, '<')),
                                                    _mm_or_si128(equal(v, '>'), equal(v, '`'))));
    __m128i out = _mm_or_si128(_mm_or_si128(ends, brackets), _mm_or_si128(braces, marks));
    if constexpr (Set != run_set::query) out = _mm_or_si128(out, equal(v, '?'));
    if constexpr (Set == run_set::userinfo) out = _mm_or_si128(out, _mm_or_si128(equal(v, '/'), equal(v, '@')));
    return static_cast<unsigned>(_mm_movemask_epi8(out));
}

// SSSE3: the set by two 16-entry lookups, on the high and on the low nibble
// of each byte. Each row of the ASCII table (high nibble 0-7) whose allowed
// columns differ from the other rows' gets a bit; the low table says in
// which rows each column is allowed; rows 8-F (non-ASCII) have no bit.
struct nibble_tables {
    std::array<std::uint8_t, 16> high{}, low{};
};

constexpr nibble_tables make_nibble_tables(std::uint32_t bits) {
    nibble_tables t;
    std::array<std::uint16_t, 8> columns{}; // allowed low nibbles of each row
    for (unsigned c = 0; c < 0x80; ++c) {
        if ((charset_table[c] & bits) != 0) columns[c >> 4] = static_cast<std::uint16_t>(columns[c >> 4] | (1u << (c & 15)));
    }
    for (unsigned row = 0; row < 8; ++row) {
        if (columns[row] == 0) continue;
        unsigned bit = row; // rows with the same columns could share a bit; eight rows fit anyway
        t.high[row] = static_cast<std::uint8_t>(1u << bit);
        for (unsigned col = 0; col < 16; ++col) {
            if ((columns[row] >> col) & 1u) t.low[col] = static_cast<std::uint8_t>(t.low[col] | (1u << bit));
        }
    }
    return t;
}

template <run_set Set>
inline constexpr nibble_tables nibbles = make_nibble_tables(table_set(Set));

template <run_set Set>
__attribute__((target("ssse3"))) unsigned outside_ssse3(char const* p) noexcept {
    __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
    __m128i const high_table = _mm_loadu_si128(reinterpret_cast<__m128i const*>(nibbles<Set>.high.data()));
    __m128i const low_table = _mm_loadu_si128(reinterpret_cast<__m128i const*>(nibbles<Set>.low.data()));
    __m128i const nibble = _mm_set1_epi8(0x0F);
    __m128i const high = _mm_shuffle_epi8(high_table, _mm_and_si128(_mm_srli_epi16(v, 4), nibble));
    __m128i const low = _mm_shuffle_epi8(low_table, _mm_and_si128(v, nibble));
    __m128i const in = _mm_and_si128(high, low);
    return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(in, _mm_setzero_si128())));
}

namespace sse2 {
#define URIKIT_OUTSIDE_MASK outside_sse2
#include "grammar/run_scan_blocks.inc"
#undef URIKIT_OUTSIDE_MASK
} // namespace sse2

URIKIT_BEGIN_SSSE3
namespace ssse3 {
#define URIKIT_OUTSIDE_MASK outside_ssse3
#include "grammar/run_scan_blocks.inc"
#undef URIKIT_OUTSIDE_MASK
} // namespace ssse3
URIKIT_END_SSSE3

using urikit::detail::has_ssse3;

std::size_t sse2_run_end(std::string_view s, std::size_t i, run_set set) noexcept {
    return s.size() < 16 ? run_end_scalar(s, i, set) : sse2::dispatch_run_end(s, i, set);
}

__attribute__((target("ssse3"))) std::size_t ssse3_run_end(std::string_view s, std::size_t i, run_set set) noexcept {
    return s.size() < 16 ? run_end_scalar(s, i, set) : ssse3::dispatch_run_end(s, i, set);
}

// The way this CPU takes, chosen on the first call.
std::size_t first_call(std::string_view s, std::size_t i, run_set set) noexcept;
std::atomic<std::size_t (*)(std::string_view, std::size_t, run_set) noexcept> way{first_call};

std::size_t first_call(std::string_view s, std::size_t i, run_set set) noexcept {
    auto const chosen = has_ssse3() ? &ssse3_run_end : &sse2_run_end;
    way.store(chosen, std::memory_order_relaxed);
    return chosen(s, i, set);
}
#endif

} // namespace

std::size_t run_end_scalar(std::string_view s, std::size_t i, run_set set) noexcept {
    std::uint32_t const bits = table_set(set);
    while (i < s.size() && (charset_table[static_cast<unsigned char>(s[i])] & bits) != 0) ++i;
    return i;
}

#if defined(__SSE2__)
std::size_t run_end_sse2(std::string_view s, std::size_t i, run_set set) noexcept { return sse2_run_end(s, i, set); }

std::size_t run_end_ssse3(std::string_view s, std::size_t i, run_set set) noexcept {
    return has_ssse3() ? ssse3_run_end(s, i, set) : sse2_run_end(s, i, set);
}

std::size_t run_end(std::string_view s, std::size_t i, run_set set) noexcept {
    return way.load(std::memory_order_relaxed)(s, i, set);
}
#else
std::size_t run_end_sse2(std::string_view s, std::size_t i, run_set set) noexcept { return run_end_scalar(s, i, set); }
std::size_t run_end_ssse3(std::string_view s, std::size_t i, run_set set) noexcept { return run_end_scalar(s, i, set); }
std::size_t run_end(std::string_view s, std::size_t i, run_set set) noexcept { return run_end_scalar(s, i, set); }
#endif

} // namespace urikit::grammar
