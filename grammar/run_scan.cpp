// urikit grammar: run ends (run_scan.hpp).
#include "run_scan.hpp"

#include <array>
#include <atomic>
#include <bit>
#include <cstdint>

#include "src/core/charsets.hpp"

#include "src/core/simd_classify.hpp"

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
using urikit::detail::bytes_equal;

// SSE2: nonzero where a byte of `v` is not in `Set`. No run holds a byte
// below "!" or above "~" (0x80-0xFF are negative as signed bytes), nor
// " # % < > [ \ ] ^ ` { | }; the path adds "?", the userinfo "?", "/", "@",
// the host those and ":", lowercase_host also "A"-"Z".
template <run_set Set>
unsigned outside_sse2(char const* p) noexcept {
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

// Each set's run end and the path run end, the way this CPU takes (the
// engine's choice). The sets share one table of ways, indexed by the set:
// one load, where a switch over per-set ways cost 2% of a parse.
using set_way = std::size_t (*)(std::string_view, std::size_t) noexcept;
template <run_set Set>
using set_run_end = urikit::detail::cpu_way<set_way, &sse2_set_run_end<Set>, &ssse3_set_run_end<Set>>;
using path_way = urikit::detail::cpu_way<std::size_t (*)(std::string_view, std::size_t, bool&) noexcept, &sse2_path_run_end,
                                         &ssse3_path_run_end>;

constexpr std::size_t set_count = 5;
static_assert(static_cast<std::size_t>(run_set::query) + 1 == set_count);

template <run_set Set>
std::size_t first_call(std::string_view s, std::size_t i) noexcept;

std::array<std::atomic<set_way>, set_count> ways{
    first_call<run_set::userinfo>, first_call<run_set::host>, first_call<run_set::lowercase_host>,
    first_call<run_set::path>, first_call<run_set::query>};

template <run_set Set>
std::size_t first_call(std::string_view s, std::size_t i) noexcept {
    set_way const chosen = set_run_end<Set>::chosen();
    ways[static_cast<std::size_t>(Set)].store(chosen, std::memory_order_relaxed);
    return chosen(s, i);
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
    return path_way::call(s, i, slash_dot);
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
