// urikit: change marks (change_marks.hpp).
#include "src/rfc3986/change_marks.hpp"

#include <cstring>

#include "src/core/simd_classify.hpp"

namespace urikit::detail {

change_marks find_change_marks_scalar(std::string_view s, std::size_t head, std::size_t end) noexcept {
    change_marks m;
    for (std::size_t i = 0; i < end; ++i) {
        char const c = s[i];
        m.uppercase = m.uppercase || (i < head && c >= 'A' && c <= 'Z');
        m.closer_look = m.closer_look || c == '%' || (c == '.' && i > 0 && s[i - 1] == '/');
    }
    return m;
}

#if defined(__SSE2__)

namespace {

// The engine's SSE2 helpers (src/core/simd_classify.hpp) are all the marks
// need: two compares and the uppercase range (no SSSE3 way to choose).

// A bit for each of a block's sixteen bytes that lies before position k of the block.
unsigned below(std::size_t k) noexcept { return k >= 16 ? 0xFFFFu : (1u << k) - 1u; }

// A "%" or a "." after a "/" in the block `v`, whose bytes one before are `before`.
__m128i look_closer(__m128i v, __m128i before) noexcept {
    return _mm_or_si128(bytes_equal(v, '%'), _mm_and_si128(bytes_equal(v, '.'), bytes_equal(before, '/')));
}

// The marks of p[0, end), end >= 16: block by block, the last block the
// text's last sixteen bytes (seeing some bytes twice changes no mark). The
// bytes before a block are read by a second load one byte earlier.
change_marks sse2_marks(char const* p, std::size_t head, std::size_t end) noexcept {
    __m128i const first = load_block(p);
    __m128i look = look_closer(first, _mm_slli_si128(first, 1));
    unsigned upper = static_cast<unsigned>(_mm_movemask_epi8(uppercase_bytes(first))) & below(head);
    auto const add = [&](std::size_t i) {
        __m128i const v = load_block(p + i);
        look = _mm_or_si128(look, look_closer(v, load_block(p + i - 1)));
        if (i < head) upper |= static_cast<unsigned>(_mm_movemask_epi8(uppercase_bytes(v))) & below(head - i);
    };
    std::size_t i = 16;
    for (; i + 16 <= end; i += 16) add(i);
    if (i < end) add(end - 16);
    return {upper != 0, _mm_movemask_epi8(look) != 0};
}

} // namespace

change_marks find_change_marks(std::string_view s, std::size_t head, std::size_t end) noexcept {
    if (end >= 16) return sse2_marks(s.data(), head, end);
    char block[16] = {}; // a short text in one block; its zero bytes mark nothing
    if (end != 0) std::memcpy(block, s.data(), end);
    return sse2_marks(block, head, 16);
}

#else

change_marks find_change_marks(std::string_view s, std::size_t head, std::size_t end) noexcept {
    return find_change_marks_scalar(s, head, end);
}

#endif

} // namespace urikit::detail
