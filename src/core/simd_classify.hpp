// urikit: the one SIMD byte-classifier engine that the RFC 3986 runs
// (grammar/run_scan.cpp), the web scan (src/web/web_scan.cpp) and the change
// marks (src/rfc3986/change_marks.cpp) instantiate:
// - the SSSE3 membership test of a byte set by two 16-entry lookups (high
//   and low nibble), its tables made at compile time from the set's
//   definition over the class table (make_nibble_tables);
// - the SSE2 helpers the compare-based ways share;
// - one run-time dispatch (cpu_way): the SSSE3 instance where the CPU has
//   it, else the SSE2 one, chosen on the first call, no test after that;
// - code compiled for SSSE3 inside a file built for the baseline (SSE2 on
//   x86-64) between URIKIT_BEGIN_SSSE3 and URIKIT_END_SSSE3.
// Each instance is tested equal to its scalar definition on every byte value.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#include <tmmintrin.h>
#endif

#if defined(__clang__)
#define URIKIT_BEGIN_SSSE3 _Pragma("clang attribute push(__attribute__((target(\"ssse3\"))), apply_to = function)")
#define URIKIT_END_SSSE3 _Pragma("clang attribute pop")
#else
#define URIKIT_BEGIN_SSSE3 _Pragma("GCC push_options") _Pragma("GCC target(\"ssse3\")")
#define URIKIT_END_SSSE3 _Pragma("GCC pop_options")
#endif

namespace urikit::detail {

// True when this CPU has SSSE3 (asked once).
inline bool has_ssse3() noexcept {
    static bool const yes = __builtin_cpu_supports("ssse3");
    return yes;
}

// A byte set as two 16-entry tables: bit k of high[h] says row h (the high
// nibble) has the k-th pattern of allowed columns, low[l] in which patterns
// column l is allowed. A byte is in the set when both lookups share a bit.
struct nibble_tables {
    std::array<std::uint8_t, 16> high{}, low{};
};

// The tables of the set of bytes `member(c)` holds (c = 0..255). Rows with
// the same columns share a bit; at most eight different rows fit (a ninth
// makes the constant expression fail to compile).
template <class Member>
constexpr nibble_tables make_nibble_tables(Member member) {
    std::array<std::uint16_t, 16> columns{};
    for (unsigned c = 0; c < 256; ++c) {
        if (member(static_cast<unsigned char>(c))) columns[c >> 4] = static_cast<std::uint16_t>(columns[c >> 4] | (1u << (c & 15)));
    }
    nibble_tables t;
    std::array<std::uint16_t, 8> patterns{};
    unsigned used = 0;
    for (unsigned row = 0; row < 16; ++row) {
        if (columns[row] == 0) continue;
        unsigned bit = 0;
        while (bit < used && patterns[bit] != columns[row]) ++bit;
        if (bit == used) patterns[used++] = columns[row]; // a ninth pattern: out of bounds, no constant

        t.high[row] = static_cast<std::uint8_t>(t.high[row] | (1u << bit));
        for (unsigned col = 0; col < 16; ++col) {
            if ((columns[row] >> col) & 1u) t.low[col] = static_cast<std::uint8_t>(t.low[col] | (1u << bit));
        }
    }
    return t;
}

#if defined(__SSE2__)
inline __m128i load_block(char const* p) noexcept { return _mm_loadu_si128(reinterpret_cast<__m128i const*>(p)); }

// 0xFF in each byte of `v` that equals `c`.
inline __m128i bytes_equal(__m128i v, char c) noexcept { return _mm_cmpeq_epi8(v, _mm_set1_epi8(c)); }

// A bit for each byte of `v` that equals `c`.
inline unsigned positions_of(__m128i v, char c) noexcept {
    return static_cast<unsigned>(_mm_movemask_epi8(bytes_equal(v, c)));
}

// 0xFF in each byte of `v` that is "A"-"Z": adding 0x80 - "A" moves those
// 26 to the bottom of the signed bytes; every other byte lands above them.
inline __m128i uppercase_bytes(__m128i v) noexcept {
    __m128i const moved = _mm_add_epi8(v, _mm_set1_epi8(static_cast<char>(0x80 - 'A')));
    return _mm_cmplt_epi8(moved, _mm_set1_epi8(static_cast<char>(-128 + 26)));
}

// Nonzero in each byte of `v` that is in the set of `t` (SSSE3).
__attribute__((target("ssse3"))) inline __m128i nibble_members(__m128i v, nibble_tables const& t) noexcept {
    __m128i const high_table = _mm_loadu_si128(reinterpret_cast<__m128i const*>(t.high.data()));
    __m128i const low_table = _mm_loadu_si128(reinterpret_cast<__m128i const*>(t.low.data()));
    __m128i const nibble = _mm_set1_epi8(0x0F);
    __m128i const high = _mm_shuffle_epi8(high_table, _mm_and_si128(_mm_srli_epi16(v, 4), nibble));
    __m128i const low = _mm_shuffle_epi8(low_table, _mm_and_si128(v, nibble));
    return _mm_and_si128(high, low);
}
#endif

// One function of the engine, dispatched per CPU: call() runs the SSSE3
// instance where the CPU has it, else the SSE2 one; the first call chooses
// and stores the choice (every thread chooses the same), later calls are one
// load and an indirect call.
template <class Fn, Fn Sse2, Fn Ssse3>
struct cpu_way;

template <class R, class... Args, R (*Sse2)(Args...) noexcept, R (*Ssse3)(Args...) noexcept>
struct cpu_way<R (*)(Args...) noexcept, Sse2, Ssse3> {
    using fn = R (*)(Args...) noexcept;
    static fn chosen() noexcept { return has_ssse3() ? Ssse3 : Sse2; }
    static R first(Args... args) noexcept {
        fn const f = chosen();
        way.store(f, std::memory_order_relaxed);
        return f(args...);
    }
    static inline std::atomic<fn> way{&first};
    static R call(Args... args) noexcept { return way.load(std::memory_order_relaxed)(args...); }
};

} // namespace urikit::detail
