// urikit web mode: the application/x-www-form-urlencoded codec (URL
// Standard, "application/x-www-form-urlencoded parsing" and "serializing").
#include "src/web/urlencoded.hpp"

#include <algorithm>
#include <cstdint>

#include <urikit/utf8.hpp>

#include "src/core/charsets.hpp"
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

// The UTF-16 code unit a code point's UTF-16 form begins with.
std::uint32_t first_code_unit(std::uint32_t cp) noexcept { return cp >= 0x10000 ? 0xD800 + ((cp - 0x10000) >> 10) : cp; }

} // namespace

void append_form_decoded(std::string& out, std::string_view bytes) {
    std::size_t const at = out.size();
    if (append_pct_decoded_lenient(out, bytes, true) || is_utf8(std::string_view(out).substr(at))) return;
    scratch<form_decode_scratch> decoded;
    decoded.get().assign(out, at, std::string::npos);
    out.resize(at);
    append_utf8_decoded(out, decoded.get());
}

void append_form_encoded(std::string& out, std::string_view text) {
    append_pct_encoded(out, text, [](char c) { return !grammar::in_set(c, grammar::ws_urlencoded); }, true);
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
