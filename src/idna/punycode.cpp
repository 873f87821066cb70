// urikit: Punycode encoding (RFC 3492).
#include "src/idna/punycode.hpp"

#include <cstdint>
#include <limits>

namespace urikit::detail {

namespace {

// RFC 3492 section 5: the parameter values for Punycode.
constexpr std::uint32_t base = 36, tmin = 1, tmax = 26, skew = 38, damp = 700;
constexpr std::uint32_t initial_bias = 72, initial_n = 0x80;

char digit(std::uint32_t d) noexcept { return static_cast<char>(d < 26 ? 'a' + d : '0' + (d - 26)); }

// Section 6.1, bias adaptation.
std::uint32_t adapt(std::uint32_t delta, std::uint32_t points, bool first) noexcept {
    delta = first ? delta / damp : delta / 2;
    delta += delta / points;
    std::uint32_t k = 0;
    while (delta > ((base - tmin) * tmax) / 2) {
        delta /= base - tmin;
        k += base;
    }
    return k + (base - tmin + 1) * delta / (delta + skew);
}

// Section 6.3: the variable-length integer `q` with the thresholds of `bias`.
void append_integer(std::uint32_t q, std::uint32_t bias, std::string& out) {
    for (std::uint32_t k = base;; k += base) {
        std::uint32_t const t = k <= bias ? tmin : k >= bias + tmax ? tmax : k - bias;
        if (q < t) break;
        out.push_back(digit(t + (q - t) % (base - t)));
        q = (q - t) / (base - t);
    }
    out.push_back(digit(q));
}

} // namespace

bool punycode_encode(std::u32string_view code_points, std::string& out, std::size_t max_size) {
    // Each code point writes at least one byte: a longer input cannot fit,
    // and the loop below (input length x distinct code points) stays small.
    if (code_points.size() > max_size) return false;
    std::string encoded;
    for (char32_t c : code_points) {
        if (c < initial_n) encoded.push_back(static_cast<char>(c));
    }
    auto const basic = static_cast<std::uint32_t>(encoded.size());
    if (basic > 0) encoded.push_back('-');
    std::uint32_t n = initial_n, delta = 0, bias = initial_bias;
    constexpr std::uint32_t most = std::numeric_limits<std::uint32_t>::max();
    for (std::uint32_t handled = basic; handled < code_points.size(); ++delta, ++n) {
        std::uint32_t m = most;
        for (char32_t c : code_points) {
            if (c >= n && c < m) m = c;
        }
        if (m - n > (most - delta) / (handled + 1)) return false;
        delta += (m - n) * (handled + 1);
        n = m;
        for (char32_t c : code_points) {
            if (c < n && ++delta == 0) return false;
            if (c != n) continue;
            append_integer(delta, bias, encoded);
            bias = adapt(delta, handled + 1, handled == basic);
            delta = 0;
            ++handled;
        }
    }
    if (encoded.size() > max_size) return false;
    out.append(encoded);
    return true;
}

} // namespace urikit::detail
