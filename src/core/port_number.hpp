// urikit: the one decimal port reader (RFC 3986 §3.2.3 port = *DIGIT; the
// URL Standard's port state), for every module that reads a port, and the
// one port writer.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include <urikit/error.hpp>
#include <urikit/result.hpp>

namespace urikit::detail {

// The leading ASCII digits of a text.
struct port_digits {
    std::size_t length = 0;  // how many
    std::uint32_t value = 0; // their value, held at 65536 once above 65535 (no overflow, however many)

    [[nodiscard]] constexpr bool in_range() const noexcept { return value <= 65535; }
};

[[nodiscard]] constexpr port_digits leading_port_digits(std::string_view text) noexcept {
    port_digits d;
    while (d.length < text.size() && text[d.length] >= '0' && text[d.length] <= '9') {
        std::uint32_t const next = d.value * 10 + static_cast<std::uint32_t>(text[d.length] - '0');
        d.value = next > 65535 ? 65536 : next;
        ++d.length;
    }
    return d;
}

// A port written as digits only, `text` whole: its number. Errors, offsets
// in `text`: errc::invalid_port at the first byte that is not a digit (at 0
// when `text` is empty), else errc::port_out_of_range at 0 above 65535. O(n).
[[nodiscard]] inline result<std::uint16_t> port_value(std::string_view text) noexcept {
    port_digits const d = leading_port_digits(text);
    if (text.empty() || d.length != text.size()) return error{errc::invalid_port, static_cast<std::uint32_t>(d.length)};
    if (!d.in_range()) return error{errc::port_out_of_range, 0};
    return static_cast<std::uint16_t>(d.value);
}

// Writes `port` in decimal at `out` (at most 5 bytes), without leading
// zeros; returns the end.
inline char* write_port_digits(char* out, std::uint16_t port) noexcept {
    char digits[5];
    int n = 0;
    unsigned v = port;
    do {
        digits[n++] = static_cast<char>('0' + v % 10);
        v /= 10;
    } while (v != 0);
    while (n > 0) *out++ = digits[--n];
    return out;
}

} // namespace urikit::detail
