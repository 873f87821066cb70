// urikit web mode: the application/x-www-form-urlencoded codec (URL
// Standard, "application/x-www-form-urlencoded parsing" and "serializing").
#include "src/web/urlencoded.hpp"

#include <algorithm>
#include <cstdint>

#include <urikit/utf8.hpp>

#include "src/core/pct_codec.hpp"
#include "src/core/scratch.hpp"

namespace urikit::detail {

namespace {

struct form_decode_scratch;

constexpr std::string_view replacement_character = "\xEF\xBF\xBD"; // U+FFFD

// Appends `bytes` as UTF-8 decode without BOM reads them: each maximal
// ill-formed subpart (Unicode §3.9) as U+FFFD.
void append_utf8_decoded(std::string& out, std::string_view bytes) {
    for (std::size_t i = 0; i < bytes.size();) {
        utf8_char const c = utf8_next(bytes.data() + i, bytes.size() - i);
        if (c.valid) out.append(bytes.substr(i, c.size));
        else out.append(replacement_character);
        i += c.size;
    }
}

// The percent-decoding of a byte sequence (URL Standard, "Percent-encoded
// bytes"; the one lenient decoder), with "+" read as 0x20 first: each run
// between "+" decoded, a space for each "+" ("%2B" stays a "+").
void append_plus_pct_decoded(std::string& out, std::string_view bytes) {
    for (std::size_t at = 0;;) {
        std::size_t const plus = bytes.find('+', at);
        append_pct_decoded_lenient(out, bytes.substr(at, plus == std::string_view::npos ? plus : plus - at));
        if (plus == std::string_view::npos) return;
        out.push_back(' ');
        at = plus + 1;
    }
}

bool is_form_unencoded(char c) noexcept {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '*' || c == '-' ||
           c == '.' || c == '_';
}

// The UTF-16 code unit a code point's UTF-16 form begins with.
std::uint32_t first_code_unit(std::uint32_t cp) noexcept { return cp >= 0x10000 ? 0xD800 + ((cp - 0x10000) >> 10) : cp; }

} // namespace

void append_form_decoded(std::string& out, std::string_view bytes) {
    if (bytes.find_first_of("%+") == std::string_view::npos) {
        if (is_utf8(bytes)) out.append(bytes);
        else append_utf8_decoded(out, bytes);
        return;
    }
    std::size_t const at = out.size();
    append_plus_pct_decoded(out, bytes);
    if (is_utf8(std::string_view(out).substr(at))) return;
    scratch<form_decode_scratch> decoded;
    decoded.get().assign(out, at, std::string::npos);
    out.resize(at);
    append_utf8_decoded(out, decoded.get());
}

void append_form_encoded(std::string& out, std::string_view text) {
    // The one percent-encoder on each run between spaces; a space is "+" (spaceAsPlus).
    for (std::size_t at = 0;;) {
        std::size_t const space = text.find(' ', at);
        append_pct_encoded(out, text.substr(at, space == std::string_view::npos ? space : space - at), is_form_unencoded);
        if (space == std::string_view::npos) return;
        out.push_back('+');
        at = space + 1;
    }
}

bool code_unit_less(std::string_view a, std::string_view b) noexcept {
    auto const [pa, pb] = std::mismatch(a.begin(), a.end(), b.begin(), b.end());
    if (pa == a.end() || pb == b.end()) return pa == a.end() && pb != b.end(); // a prefix sorts first
    std::size_t at = static_cast<std::size_t>(pa - a.begin());
    while (at > 0 && (static_cast<unsigned char>(a[at]) & 0xC0) == 0x80) --at; // the character's first byte
    utf8_char const ca = utf8_next(a.data() + at, a.size() - at);
    utf8_char const cb = utf8_next(b.data() + at, b.size() - at);
    std::uint32_t const ua = first_code_unit(ca.code_point), ub = first_code_unit(cb.code_point);
    return ua != ub ? ua < ub : ca.code_point < cb.code_point; // same lead surrogate: the trail decides, as the code point
}

} // namespace urikit::detail
