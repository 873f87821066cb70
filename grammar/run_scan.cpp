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

#if defined(__SSE2__)
__m128i equal(__m128i v, char c) noexcept { return _mm_cmpeq_epi8(v, _mm_set1_epi8(c)); }

// SSE2: nonzero where a byte of `v` is not in `Set`. No run holds a byte
// below "!" or above "~" (0x80-0xFF are negative as signed bytes), nor
// " # % < > [ \ ] ^ ` { | }; the path adds "?", the userinfo "?", "/", "@",
// the host those and ":", lowercase_host also "A"-"Z".
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
    if constexpr (Set != run_set::path && Set != run_set::query) {
        out = _mm_or_si128(out, _mm_or_si128(equal(v, '/'), equal(v, '@')));
    }
    if constexpr (Set == run_set::host || Set == run_set::lowercase_host) out = _mm_or_si128(out, equal(v, ':'));
    if constexpr (Set == run_set::lowercase_host) {
        out = _mm_or_si128(out, _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('A' - 1)), _mm_cmplt_epi8(v, _mm_set1_epi8('Z' + 1))));
    }
    return static_cast<unsigned>(_mm_movemask_epi8(out));
}

// SSSE3: the set by two 16-entry lookups, on the high and on the low nibble
// of each byte. Each row of the ASCII table (high nibble 0-7) whose allowed
// columns differ from the other rows' gets a bit; the low table says in
// which rows each column is allowed; rows 8-F (non-ASCII) have no bit.
struct nibble_tables {
    std::array<std::uint8_t, 16> high{}, low{};
};

constexpr nibble_tables make_nibble_tables(run_set set) {
    nibble_tables t;
    std::array<std::uint16_t, 8> columns{}; // allowed low nibbles of each row
    for (unsigned c = 0; c < 0x80; ++c) {
        if (in_run_set(static_cast<unsigned char>(c), set)) columns[c >> 4] = static_cast<std::uint16_t>(columns[c >> 4] | (1u << (c & 15)));
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
inline constexpr nibble_tables nibbles = make_nibble_tables(Set);

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

std::size_t sse2_path_run_end(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    return s.size() < 17 ? path_run_end_scalar(s, i, slash_dot) : sse2::blocks_path_run_end(s, i, slash_dot);
}

__attribute__((target("ssse3"))) std::size_t ssse3_path_run_end(std::string_view s, std::size_t i,
                                                               bool& slash_dot) noexcept {
    return s.size() < 17 ? path_run_end_scalar(s, i, slash_dot) : ssse3::blocks_path_run_end(s, i, slash_dot);
}

// One set's run end, the way this CPU takes (no switch on the set per call).
template <run_set Set>
std::size_t sse2_set_run_end(std::string_view s, std::size_t i) noexcept {
    return s.size() < 16 ? scalar_run_end<Set>(s, i) : sse2::blocks_run_end<Set>(s, i);
}

template <run_set Set>
__attribute__((target("ssse3"))) std::size_t ssse3_set_run_end(std::string_view s, std::size_t i) noexcept {
    return s.size() < 16 ? scalar_run_end<Set>(s, i) : ssse3::blocks_run_end<Set>(s, i);
}

using set_way = std::size_t (*)(std::string_view, std::size_t) noexcept;
constexpr std::size_t set_count = 5;
static_assert(static_cast<std::size_t>(run_set::query) + 1 == set_count);

template <run_set Set>
std::size_t first_call(std::string_view s, std::size_t i) noexcept;

// The way this CPU takes for each set, chosen on the first call.
std::array<std::atomic<set_way>, set_count> ways{
    first_call<run_set::userinfo>, first_call<run_set::host>, first_call<run_set::lowercase_host>,
    first_call<run_set::path>, first_call<run_set::query>};

void choose_ways() noexcept {
    bool const ssse3 = has_ssse3();
    std::array<set_way, set_count> const chosen{
        ssse3 ? ssse3_set_run_end<run_set::userinfo> : sse2_set_run_end<run_set::userinfo>,
        ssse3 ? ssse3_set_run_end<run_set::host> : sse2_set_run_end<run_set::host>,
        ssse3 ? ssse3_set_run_end<run_set::lowercase_host> : sse2_set_run_end<run_set::lowercase_host>,
        ssse3 ? ssse3_set_run_end<run_set::path> : sse2_set_run_end<run_set::path>,
        ssse3 ? ssse3_set_run_end<run_set::query> : sse2_set_run_end<run_set::query>};
    for (std::size_t k = 0; k < set_count; ++k) ways[k].store(chosen[k], std::memory_order_relaxed);
}

template <run_set Set>
std::size_t first_call(std::string_view s, std::size_t i) noexcept {
    choose_ways();
    return ways[static_cast<std::size_t>(Set)].load(std::memory_order_relaxed)(s, i);
}

std::size_t first_path_call(std::string_view s, std::size_t i, bool& slash_dot) noexcept;
std::atomic<std::size_t (*)(std::string_view, std::size_t, bool&) noexcept> path_way{first_path_call};

std::size_t first_path_call(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    auto const chosen = has_ssse3() ? &ssse3_path_run_end : &sse2_path_run_end;
    path_way.store(chosen, std::memory_order_relaxed);
    return chosen(s, i, slash_dot);
}
#endif

} // namespace

std::size_t run_end_scalar(std::string_view s, std::size_t i, run_set set) noexcept {
    switch (set) {
    case run_set::userinfo: return scalar_run_end<run_set::userinfo>(s, i);
    case run_set::host: return scalar_run_end<run_set::host>(s, i);
    case run_set::lowercase_host: return scalar_run_end<run_set::lowercase_host>(s, i);
    case run_set::path: return scalar_run_end<run_set::path>(s, i);
    case run_set::query: return scalar_run_end<run_set::query>(s, i);
    }
    return i;
}

std::size_t path_run_end_scalar(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    for (; i < s.size() && in_run_set(static_cast<unsigned char>(s[i]), run_set::path); ++i) {
        slash_dot = slash_dot || (s[i] == '.' && s[i - 1] == '/');
    }
    return i;
}

#if defined(__SSE2__)
std::size_t run_end_sse2(std::string_view s, std::size_t i, run_set set) noexcept { return sse2_run_end(s, i, set); }

std::size_t run_end_ssse3(std::string_view s, std::size_t i, run_set set) noexcept {
    return has_ssse3() ? ssse3_run_end(s, i, set) : sse2_run_end(s, i, set);
}

std::size_t run_end(std::string_view s, std::size_t i, run_set set) noexcept {
    return ways[static_cast<std::size_t>(set)].load(std::memory_order_relaxed)(s, i);
}

std::size_t path_run_end_sse2(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    return sse2_path_run_end(s, i, slash_dot);
}

std::size_t path_run_end_ssse3(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    return has_ssse3() ? ssse3_path_run_end(s, i, slash_dot) : sse2_path_run_end(s, i, slash_dot);
}

std::size_t path_run_end(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    return path_way.load(std::memory_order_relaxed)(s, i, slash_dot);
}
#else
std::size_t run_end_sse2(std::string_view s, std::size_t i, run_set set) noexcept { return run_end_scalar(s, i, set); }
std::size_t run_end_ssse3(std::string_view s, std::size_t i, run_set set) noexcept { return run_end_scalar(s, i, set); }
std::size_t run_end(std::string_view s, std::size_t i, run_set set) noexcept { return run_end_scalar(s, i, set); }
std::size_t path_run_end_sse2(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    return path_run_end_scalar(s, i, slash_dot);
}
std::size_t path_run_end_ssse3(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    return path_run_end_scalar(s, i, slash_dot);
}
std::size_t path_run_end(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    return path_run_end_scalar(s, i, slash_dot);
}
#endif

} // namespace urikit::grammar
