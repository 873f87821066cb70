// urikit grammar: the one character-class table (RFC 3986 §2, §3 and Appendix A).
// X3-free: read by the X3 parsers, the per-component code and the tests.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string_view>

#include <urikit/pct.hpp>

namespace urikit::grammar {

// One bit per RFC 3986 rule set. pct-encoded ("%" HEXDIG HEXDIG) is not a byte
// class; the run parsers accept it where the rule allows it.
enum charset : std::uint32_t {
    cs_alpha = 1u << 0,      // ALPHA = %x41-5A / %x61-7A (RFC 5234 B.1)
    cs_digit = 1u << 1,      // DIGIT = %x30-39
    cs_hexdig = 1u << 2,     // HEXDIG = DIGIT / "A"-"F" (case-insensitive, RFC 5234 §2.3)
    cs_unreserved = 1u << 3, // §2.3 unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
    cs_sub_delims = 1u << 4, // §2.2 sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
    cs_gen_delims = 1u << 5, // §2.2 gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"
    cs_scheme = 1u << 6,     // §3.1 after the first ALPHA: ALPHA / DIGIT / "+" / "-" / "."
    cs_userinfo = 1u << 7,   // §3.2.1 unreserved / sub-delims / ":" (also IPvFuture's tail, §3.2.2)
    cs_reg_name = 1u << 8,   // §3.2.2 unreserved / sub-delims
    cs_pchar = 1u << 9,      // §3.3 pchar = unreserved / sub-delims / ":" / "@"
    cs_segment_nc = 1u << 10,// §3.3 segment-nz-nc: pchar without ":"
    cs_path = 1u << 11,      // §3.3 pchar / "/" (a run of segments and their separators)
    cs_query = 1u << 12,     // §3.4, §3.5 query = fragment = *( pchar / "/" / "?" )
    cs_uri_char = 1u << 13,  // any byte that may appear somewhere in a URI: unreserved / reserved / "%"
    // The URL Standard's sets (url.spec.whatwg.org, "Percent-encoded bytes",
    // "Host miscellaneous"), for the web mode. Every byte >= 0x7F is in each
    // percent-encode set (UTF-8 percent-encoding encodes all non-ASCII bytes).
    ws_c0_control = 1u << 14,   // C0 control percent-encode set: C0 controls, > U+007E
    ws_fragment = 1u << 15,     // fragment percent-encode set: C0 set, SP " < > `
    ws_query = 1u << 16,        // query percent-encode set: C0 set, SP " # < >
    ws_special_query = 1u << 17,// special-query percent-encode set: query set, '
    ws_path = 1u << 18,         // path percent-encode set: query set, ? ^ ` { }
    ws_userinfo = 1u << 19,     // userinfo percent-encode set: path set, / : ; = @ [ \ ] ^ |
    ws_forbidden_host = 1u << 20,   // forbidden host code point: NUL TAB LF CR SP # / : < > ? @ [ \ ] ^ |
    ws_forbidden_domain = 1u << 21, // forbidden domain code point: forbidden host, C0 controls, % DEL
    ws_c0_or_space = 1u << 22,  // C0 control or space: trimmed from both ends of an href
    ws_tab_or_newline = 1u << 23,   // ASCII tab or newline: removed from an href
    // Google Safe Browsing, "URLs and Hashing", Canonicalization: the bytes
    // escaped at the end (<= 0x20, >= 0x7F, "#", "%"); the Internet
    // Archive's escapeOnce escapes the same.
    gs_escape = 1u << 24,
    // The application/x-www-form-urlencoded percent-encode set (URL
    // Standard): every byte but ASCII alphanumerics and * - . _
    ws_urlencoded = 1u << 25,
};

namespace detail {
inline constexpr std::string_view abnf_alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
inline constexpr std::string_view abnf_digit = "0123456789";
inline constexpr std::string_view abnf_hexdig_letters = "ABCDEFabcdef";
inline constexpr std::string_view abnf_unreserved_marks = "-._~";
inline constexpr std::string_view abnf_sub_delims = "!$&'()*+,;=";
inline constexpr std::string_view abnf_gen_delims = ":/?#[]@";

constexpr void add(std::array<std::uint32_t, 256>& t, std::string_view chars, std::uint32_t bits) {
    for (char c : chars) t[static_cast<unsigned char>(c)] |= bits;
}

// The URL Standard's percent-encode sets nest: each row adds to the one before.
constexpr void add_web_sets(std::array<std::uint32_t, 256>& t) {
    std::uint32_t const encode_sets = ws_c0_control | ws_fragment | ws_query | ws_special_query | ws_path | ws_userinfo;
    for (std::size_t c = 0; c < 0x20; ++c) t[c] |= encode_sets | ws_forbidden_domain | ws_c0_or_space;
    for (std::size_t c = 0x7F; c < 0x100; ++c) t[c] |= encode_sets;
    t[0x7F] |= ws_forbidden_domain;
    add(t, " \"<>", ws_fragment | ws_query | ws_special_query | ws_path | ws_userinfo);
    add(t, " ", ws_c0_or_space);
    add(t, "`", ws_fragment | ws_path | ws_userinfo);
    add(t, "#", ws_query | ws_special_query | ws_path | ws_userinfo);
    add(t, "'", ws_special_query);
    add(t, "?^{}", ws_path | ws_userinfo);
    add(t, "/:;=@[\\]|", ws_userinfo);
    add(t, std::string_view("\0\t\n\r #/:<>?@[\\]^|", 17), ws_forbidden_host | ws_forbidden_domain);
    add(t, "%", ws_forbidden_domain);
    add(t, "\t\n\r", ws_tab_or_newline);
    for (std::size_t c = 0; c < 0x100; ++c) {
        bool const alnum = (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
        if (!alnum && c != '*' && c != '-' && c != '.' && c != '_') t[c] |= ws_urlencoded;
    }
}

constexpr void add_safe_browsing_sets(std::array<std::uint32_t, 256>& t) {
    for (std::size_t c = 0; c <= 0x20; ++c) t[c] |= gs_escape;
    for (std::size_t c = 0x7F; c < 0x100; ++c) t[c] |= gs_escape;
    add(t, "#%", gs_escape);
}

constexpr std::array<std::uint32_t, 256> make_charset_table() {
    std::array<std::uint32_t, 256> t{};
    add_web_sets(t);
    add_safe_browsing_sets(t);
    std::uint32_t const unreserved_users =
        cs_unreserved | cs_userinfo | cs_reg_name | cs_pchar | cs_segment_nc | cs_path | cs_query | cs_uri_char;
    add(t, abnf_alpha, cs_alpha | cs_scheme | unreserved_users);
    add(t, abnf_digit, cs_digit | cs_hexdig | cs_scheme | unreserved_users);
    add(t, abnf_hexdig_letters, cs_hexdig);
    add(t, abnf_unreserved_marks, unreserved_users);
    add(t, "+-.", cs_scheme);
    add(t, abnf_sub_delims,
        cs_sub_delims | cs_userinfo | cs_reg_name | cs_pchar | cs_segment_nc | cs_path | cs_query | cs_uri_char);
    add(t, abnf_gen_delims, cs_gen_delims | cs_uri_char);
    add(t, ":", cs_userinfo | cs_pchar | cs_path | cs_query);
    add(t, "@", cs_pchar | cs_segment_nc | cs_path | cs_query);
    add(t, "/", cs_path | cs_query);
    add(t, "?", cs_query);
    add(t, "%", cs_uri_char);
    return t;
}

} // namespace detail

inline constexpr std::array<std::uint32_t, 256> charset_table = detail::make_charset_table();

[[nodiscard]] constexpr bool in_set(char c, std::uint32_t set) noexcept {
    return (charset_table[static_cast<unsigned char>(c)] & set) != 0;
}

// RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), for
// the texts read before a grammar split (redact, the two host readings).
[[nodiscard]] constexpr bool is_scheme(std::string_view s) noexcept {
    if (s.empty() || !in_set(s.front(), cs_alpha)) return false;
    for (char c : s) {
        if (!in_set(c, cs_scheme)) return false;
    }
    return true;
}
// One byte per byte value, 0xFF when it is in `Set` (any of its bits), 0
// otherwise; derived from charset_table at compile time for the run scanners.
// Hidden by name: g++ gives an inline variable template STB_GNU_UNIQUE
// binding, which -fvisibility=hidden does not hide (a shared liburikit
// exported 17 of these; ctest exports_main_compiler).
template <std::uint32_t Set>
[[gnu::visibility("hidden")]] inline constexpr std::array<std::uint8_t, 256> membership = [] {
    std::array<std::uint8_t, 256> m{};
    for (std::size_t c = 0; c < 256; ++c) m[c] = (charset_table[c] & Set) != 0 ? 0xFF : 0;
    return m;
}();
// The membership of the 8 bytes at p, byte k of the result for p[k].
template <std::uint32_t Set>
[[nodiscard]] constexpr std::uint64_t membership8(char const* p) noexcept {
    std::uint64_t m = 0;
    for (int k = 0; k < 8; ++k) {
        m |= std::uint64_t{membership<Set>[static_cast<unsigned char>(p[k])]} << (8 * k);
    }
    return m;
}
// How many of the bytes described by a membership8 word, from the first,
// are in the set (8 when all are): no branch on where the run ends.
[[nodiscard]] constexpr std::size_t leading_members(std::uint64_t m) noexcept {
    return m == ~std::uint64_t{0} ? 8 : static_cast<std::size_t>(std::countr_zero(~m)) / 8;
}
// The length of the prefix of `s` with no byte in `Set`, eight bytes at a
// time: where a per-component processor first has something to do.
template <std::uint32_t Set>
[[nodiscard]] constexpr std::size_t outside_run(std::string_view s) noexcept {
    std::size_t i = 0;
    for (; i + 8 <= s.size(); i += 8) {
        std::uint64_t const m = membership8<Set>(s.data() + i);
        if (m != 0) return i + static_cast<std::size_t>(std::countr_zero(m)) / 8;
    }
    while (i < s.size() && !in_set(s[i], Set)) ++i;
    return i;
}

// The hex digits and the "%XX" test are the public ones (urikit/pct.hpp):
// one hex table in all of urikit.
using urikit::hex_value;
using urikit::is_pct_triplet;

} // namespace urikit::grammar
