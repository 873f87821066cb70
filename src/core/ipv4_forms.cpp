// urikit: the IPv4 forms of inet_aton(3) (URL Standard, "IPv4 parser").
#include "src/core/ipv4_forms.hpp"

#include <urikit/pct.hpp>

namespace urikit::detail {

std::optional<std::uint64_t> parse_ipv4_number(std::string_view s) noexcept {
    if (s.empty()) return std::nullopt;
    unsigned radix = 10;
    if (s.size() >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        s.remove_prefix(2);
        radix = 16;
    } else if (s.size() >= 2 && s[0] == '0') {
        s.remove_prefix(1);
        radix = 8;
    }
    std::uint64_t v = 0;
    for (char c : s) {
        int const d = hex_value(c);
        if (d < 0 || static_cast<unsigned>(d) >= radix) return std::nullopt;
        v = v * radix + static_cast<unsigned>(d);
        if (v > 0xFFFFFFFFull) v = 0x100000000ull; // stays above every bound
    }
    return v;
}

std::optional<std::uint32_t> parse_ipv4_forms(std::string_view text) noexcept {
    if (text.size() > 1 && text.back() == '.') text.remove_suffix(1);
    std::uint64_t numbers[4];
    std::size_t n = 0;
    for (std::size_t b = 0;;) {
        std::size_t e = text.find('.', b);
        if (e == std::string_view::npos) e = text.size();
        if (n == 4) return std::nullopt;
        std::optional<std::uint64_t> const number = parse_ipv4_number(text.substr(b, e - b));
        if (!number) return std::nullopt;
        numbers[n++] = *number;
        if (e == text.size()) break;
        b = e + 1;
    }
    for (std::size_t i = 0; i + 1 < n; ++i) {
        if (numbers[i] > 255) return std::nullopt;
    }
    if (numbers[n - 1] >= (std::uint64_t{1} << (8 * (5 - n)))) return std::nullopt;
    std::uint64_t address = numbers[n - 1];
    for (std::size_t i = 0; i + 1 < n; ++i) address += numbers[i] << (8 * (3 - i));
    return static_cast<std::uint32_t>(address);
}

} // namespace urikit::detail
