// urikit web mode: the classification pass of the split (web_scan.hpp).
#include "src/web/web_scan.hpp"

#include <algorithm>
#include <array>
#include <bit>

#include "src/core/simd_classify.hpp"

namespace urikit::detail {

namespace {

enum scan_bit : std::uint16_t {
    sb_clean = 1u << 0,
    sb_hash = 1u << 1,
    sb_question = 1u << 2,
    sb_backslash = 1u << 3,
    sb_at = 1u << 4,
    sb_bracket = 1u << 5,
    sb_percent = 1u << 6,
    sb_dot = 1u << 8, // "." or "%": may begin a dot segment
    sb_encoded = 1u << 9,
    sb_upper = 1u << 10,
};

constexpr std::array<std::uint16_t, 256> scan_table = [] {
    std::array<std::uint16_t, 256> t{};
    for (std::size_t c = 0; c < 0x21; ++c) t[c] |= sb_clean;
    for (std::size_t c = 0x80; c < 0x100; ++c) t[c] |= sb_clean;
    t['#'] |= sb_hash;
    t['?'] |= sb_question;
    t['\\'] |= sb_backslash;
    t['@'] |= sb_at;
    t['['] |= sb_bracket;
    t['%'] |= sb_percent | sb_dot;
    t['.'] |= sb_dot;
    // " ' < > ] ^ ` { | } DEL (braces and quotes as escapes)
    for (char c : std::string_view("\x22\x27<>]^`\x7B|\x7D\x7F")) t[static_cast<unsigned char>(c)] |= sb_encoded;
    for (std::size_t c = 'A'; c <= 'Z'; ++c) t[c] |= sb_upper;
    return t;
}();

void scan_bytes(std::string_view s, web_scan& r) noexcept {
    std::uint16_t acc = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        std::uint16_t const t = scan_table[static_cast<unsigned char>(s[i])];
        acc |= t;
        if ((t & (sb_hash | sb_question | sb_dot)) == 0) continue;
        if ((t & sb_hash) && r.hash == web_scan::none) r.hash = i;
        if ((t & sb_question) && r.question == web_scan::none) r.question = i;
        if ((t & sb_dot) && i > 0 && s[i - 1] == '/') r.dot_pair = true;
    }
    r.needs_cleaning = (acc & sb_clean) != 0;
    r.backslash = (acc & sb_backslash) != 0;
    r.at = (acc & sb_at) != 0;
    r.bracket = (acc & sb_bracket) != 0;
    r.percent = (acc & sb_percent) != 0;
    r.encoded = (acc & sb_encoded) != 0;
    r.upper = (acc & sb_upper) != 0;
}

} // namespace

web_scan scan_web_input_scalar(std::string_view s) noexcept {
    web_scan r;
    scan_bytes(s, r);
    return r;
}

#if defined(__SSE2__)
namespace {

// What one block of sixteen bytes holds: a mask per position for "#" or
// "?", "/" and "."; and a vector, nonzero where a byte is rare in hrefs
// (those behind the flags): below 0x21 or above 0x7E, and
// " % ' < > @ [ \\ ] ^ ` { | }. Where a rare byte occurs, the exact flags come
// from the scalar pass.
struct block_kinds {
    unsigned hash_or_question, slash, dot;
    __m128i rare;
    __m128i upper; // nonzero where a byte is "A"-"Z"
};

using detail::positions_of;
using detail::uppercase_bytes;

// SSE2 (every x86-64): a compare per kind, with two folds.
inline block_kinds classify_sse2(__m128i v) noexcept {
    auto const eq = [](__m128i x, char c) { return _mm_cmpeq_epi8(x, _mm_set1_epi8(c)); };
    __m128i const v20 = _mm_or_si128(v, _mm_set1_epi8(0x20)); // "@" -> "`"; "[\\]" -> "{|}"
    __m128i const v02 = _mm_or_si128(v, _mm_set1_epi8(0x02)); // "<" -> ">"
    __m128i const low = _mm_cmplt_epi8(v, _mm_set1_epi8(0x21)); // 0x80-0xFF are negative as signed bytes
    __m128i const braces = _mm_and_si128(_mm_cmpgt_epi8(v20, _mm_set1_epi8(0x7A)), _mm_cmplt_epi8(v20, _mm_set1_epi8(0x7E)));
    __m128i const rare = _mm_or_si128(_mm_or_si128(_mm_or_si128(low, eq(v, '\x7F')), _mm_or_si128(eq(v, '"'), eq(v, '%'))),
                                      _mm_or_si128(_mm_or_si128(eq(v, '\''), eq(v02, '>')),
                                                   _mm_or_si128(_mm_or_si128(eq(v20, '`'), eq(v, '^')), braces)));
    return {positions_of(v, '#') | positions_of(v, '?'), positions_of(v, '/'), positions_of(v, '.'), rare,
            uppercase_bytes(v)};
}

// The rare bytes, from the scan table: what the flags of the scalar pass
// note, but for "#", "?", "." and uppercase letters.
constexpr bool is_rare(unsigned char c) noexcept {
    return (scan_table[c] & (sb_clean | sb_backslash | sb_at | sb_bracket | sb_percent | sb_encoded)) != 0;
}

inline constexpr nibble_tables rare_nibbles = make_nibble_tables(is_rare);

// SSSE3 (chosen at run time): the rare bytes by the engine's two nibble lookups.
__attribute__((target("ssse3"))) inline block_kinds classify_ssse3(__m128i v) noexcept {
    return {positions_of(v, '#') | positions_of(v, '?'), positions_of(v, '/'), positions_of(v, '.'),
            nibble_members(v, rare_nibbles), uppercase_bytes(v)};
}

// The block loop once per instruction set, its classifier inlined.
namespace sse2 {
#define URIKIT_CLASSIFY classify_sse2
#include "src/web/web_scan_blocks.inc"
#undef URIKIT_CLASSIFY
} // namespace sse2

URIKIT_BEGIN_SSSE3
namespace ssse3 {
#define URIKIT_CLASSIFY classify_ssse3
#include "src/web/web_scan_blocks.inc"
#undef URIKIT_CLASSIFY
} // namespace ssse3
URIKIT_END_SSSE3

web_scan scan_sse2(std::string_view s) noexcept { return sse2::scan_blocks(s); }
__attribute__((target("ssse3"))) web_scan scan_ssse3(std::string_view s) noexcept { return ssse3::scan_blocks(s); }

using scan_way = cpu_way<web_scan (*)(std::string_view) noexcept, &scan_sse2, &scan_ssse3>;

} // namespace

web_scan scan_web_input_sse2(std::string_view s) noexcept { return scan_sse2(s); }

web_scan scan_web_input_ssse3(std::string_view s) noexcept { return has_ssse3() ? scan_ssse3(s) : scan_sse2(s); }

web_scan scan_web_input(std::string_view s) noexcept { return scan_way::call(s); }
#else
web_scan scan_web_input_sse2(std::string_view s) noexcept { return scan_web_input_scalar(s); }
web_scan scan_web_input_ssse3(std::string_view s) noexcept { return scan_web_input_scalar(s); }
web_scan scan_web_input(std::string_view s) noexcept { return scan_web_input_scalar(s); }
#endif

} // namespace urikit::detail
