/// @file
/// Percent-encoding and -decoding by component (RFC 3986 §2.1, §2.4).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/names.hpp>
#include <urikit/result.hpp>

namespace urikit {

/// Which component a text belongs to; each allows its own bytes unencoded.
enum class codec : unsigned char {
    userinfo,     ///< §3.2.1 unreserved / sub-delims / ":"
    host,         ///< §3.2.2 reg-name: unreserved / sub-delims
    path,         ///< §3.3 pchar / "/" (a whole path: "/" separates segments)
    path_segment, ///< §3.3 pchar (one segment: a "/" in the data is encoded as %2F)
    query,        ///< §3.4 pchar / "/" / "?"
    query_param,  ///< a key or value in a query: query without "&", "=", "+"
    fragment,     ///< §3.5 pchar / "/" / "?"
};

namespace detail {
inline constexpr std::string_view codec_names[] = {"userinfo", "host", "path", "path_segment", "query", "query_param", "fragment"};
static_assert(std::size(codec_names) == static_cast<std::size_t>(codec::fragment) + 1, "a name per value");
} // namespace detail

/// "userinfo", "host", "path", "path_segment", "query", "query_param", "fragment".
[[nodiscard]] constexpr std::string_view name(codec value) noexcept {
    return detail::name_in(detail::codec_names, value);
}


namespace detail {
inline constexpr char hex_digits[] = "0123456789ABCDEF";
inline constexpr std::array<std::int8_t, 256> hex_values = [] {
    std::array<std::int8_t, 256> t{};
    for (auto& v : t) v = -1;
    for (int i = 0; i < 16; ++i) {
        t[static_cast<unsigned char>(hex_digits[i])] = static_cast<std::int8_t>(i);
        t[static_cast<unsigned char>(hex_digits[i] | 0x20)] = static_cast<std::int8_t>(i);
    }
    return t;
}();
} // namespace detail

/// The value of a hexadecimal digit (RFC 5234 HEXDIG, either case), -1 for any other byte.
[[nodiscard]] constexpr int hex_value(char c) noexcept { return detail::hex_values[static_cast<unsigned char>(c)]; }

/// The uppercase hexadecimal digit of `v` (0-15): RFC 3986 §2.1 "should use
/// uppercase hexadecimal digits for all percent-encodings".
[[nodiscard]] constexpr char hex_digit(unsigned v) noexcept { return detail::hex_digits[v & 0xF]; }

/// True when the `avail` bytes at `p` begin with pct-encoded = "%" HEXDIG HEXDIG (RFC 3986 §2.1).
[[nodiscard]] constexpr bool is_pct_triplet(char const* p, std::size_t avail) noexcept {
    return avail >= 3 && p[0] == '%' && hex_value(p[1]) >= 0 && hex_value(p[2]) >= 0;
}

/// The octet a triplet "%XY" at `p` encodes. Precondition: is_pct_triplet(p, 3).
[[nodiscard]] constexpr unsigned char pct_triplet_value(char const* p) noexcept {
    return static_cast<unsigned char>(hex_value(p[1]) * 16 + hex_value(p[2]));
}

/// Appends `bytes` with every byte the component does not allow unencoded
/// written as "%XX" (uppercase hex); "%" itself is always encoded. Any bytes
/// are accepted (UTF-8 or not); `bytes` may be a view into `out`. O(n).
///
/// Example: `pct_encode("a b/c", codec::path_segment)` gives "a%20b%2Fc".
URIKIT_API void pct_encode(std::string_view bytes, codec c, std::string& out);
/// Same, into a new string.
[[nodiscard]] URIKIT_API std::string pct_encode(std::string_view bytes, codec c);

/// How to decode.
struct decode_options {
    /// application/x-www-form-urlencoded: "+" is a space (codec::query and codec::query_param only).
    bool plus_as_space = false;
};

/// Appends the decoding of `text`, an encoded text of component `c`.
///
/// Fails, with `out` unchanged, at the first "%" not followed by two hex
/// digits (errc::bad_pct_encoding) or the first byte the component does not
/// allow unencoded (errc::invalid_character): never a silent replacement.
/// `text` may be a view into `out`. O(n).
[[nodiscard]] URIKIT_API error pct_decode(std::string_view text, codec c, std::string& out,
                                          decode_options opts = {});
/// Same, into a new string.
[[nodiscard]] URIKIT_API result<std::string> pct_decode(std::string_view text, codec c, decode_options opts = {});

} // namespace urikit
