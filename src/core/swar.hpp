// urikit: word-at-a-time byte tests and case mapping (SWAR) for the short
// strings of URI components, where a libc call costs more than the scan.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace urikit::detail::swar {

template <class Word>
inline constexpr Word ones = static_cast<Word>(~Word{0}) / 0xFF; // 0x0101...

template <class Word>
[[nodiscard]] inline Word load(char const* p) noexcept {
    Word w;
    std::memcpy(&w, p, sizeof w);
    return w;
}

template <class Word>
inline void store(char* p, Word w) noexcept {
    std::memcpy(p, &w, sizeof w);
}

// 0x80 in each byte of w equal to C, 0 elsewhere (exact: no carries between
// bytes, so no false positives).
template <char C, class Word>
[[nodiscard]] constexpr Word bytes_equal(Word w) noexcept {
    Word const x = w ^ static_cast<Word>(static_cast<unsigned char>(C) * ones<Word>);
    Word const low7 = x & static_cast<Word>(0x7F * ones<Word>);
    return static_cast<Word>(~((low7 + static_cast<Word>(0x7F * ones<Word>)) | x) & static_cast<Word>(0x80 * ones<Word>));
}
static_assert(bytes_equal<'%'>(std::uint32_t{0x41252541U}) == 0x00808000U);
static_assert(bytes_equal<'%'>(std::uint32_t{0x41A52641U}) == 0);

// ASCII lowercase of every byte of w: a byte gets 0x20 when it lies in
// 'A'..'Z'; bytes at or above 0x80 (UTF-8 in an IRI) are kept.
template <class Word>
[[nodiscard]] constexpr Word lower(Word w) noexcept {
    Word const low7 = w & static_cast<Word>(0x7F * ones<Word>);
    Word const at_least_a = low7 + static_cast<Word>((0x80 - 'A') * ones<Word>); // top bit: byte >= 'A'
    Word const above_z = low7 + static_cast<Word>((0x80 - 'Z' - 1) * ones<Word>); // top bit: byte > 'Z'
    Word const upper = at_least_a & ~above_z & ~w & static_cast<Word>(0x80 * ones<Word>);
    return w | (upper >> 2);
}
static_assert(lower(std::uint32_t{0x5A41405BU}) == 0x7A61405BU); // "[@AZ" -> "[@az"
static_assert(lower(std::uint32_t{0xC1DA617AU}) == 0xC1DA617AU); // high bytes and lowercase kept

} // namespace urikit::detail::swar
