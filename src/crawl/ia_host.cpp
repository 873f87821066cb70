// urikit crawl forms: the host step of the Internet Archive's
// GoogleURLCanonicalizer (internetarchive/surt 0.3.1): unescaped until no
// escape is left; a name that is not ASCII through Python's "idna" codec
// (IDNA 2003) after its UTF-8 decoding with errors ignored, kept as it is
// when that fails; ".." as "." once over, dots trimmed; then an IPv4 address
// in dotted decimal when attemptIPFormats finds one, else lowercase and
// escaped. See ia_url.hpp.
#include <optional>

#include <urikit/utf8.hpp>

#include "src/core/ascii_case.hpp"
#include "src/core/ip_text.hpp"
#include "src/core/pct_codec.hpp"
#include "src/core/pct_normalize.hpp"
#include "src/core/scratch.hpp"
#include "src/crawl/google_canonical.hpp"
#include "src/crawl/ia_url.hpp"
#include "src/idna/idna.hpp"

namespace urikit::detail {

namespace {

struct ia_host_scratch;

bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }

// bytes.decode("utf-8", "ignore"): the well-formed sequences of `bytes`.
std::string well_formed_utf8(std::string_view bytes) {
    std::string out;
    for (std::size_t i = 0; i < bytes.size();) {
        utf8_char const c = utf8_next(bytes.data() + i, bytes.size() - i);
        if (c.valid) out.append(bytes.substr(i, c.size));
        i += c.size;
    }
    return out;
}

// The length of a label separator of Python's codec at `s` ('.', U+3002,
// U+FF0E, U+FF61), or 0.
std::size_t separator_at(std::string_view s) noexcept {
    if (s.starts_with('.')) return 1;
    if (s.starts_with("\xE3\x80\x82") || s.starts_with("\xEF\xBC\x8E") || s.starts_with("\xEF\xBD\xA1")) return 3;
    return 0;
}

// The ASCII fast path of the codec: every label but the last 1 to 63 bytes, the last under 64.
bool ascii_name_passes(std::string_view name) noexcept {
    for (std::size_t b = 0;;) {
        std::size_t const dot = name.find('.', b);
        std::size_t const size = (dot == std::string_view::npos ? name.size() : dot) - b;
        if (dot == std::string_view::npos) return size < 64;
        if (size == 0 || size > 63) return false;
        b = dot + 1;
    }
}

// str.encode("idna") of the well-formed UTF-8 `name`.
errc python_idna_encode(std::string_view name, std::string& out) {
    if (is_ascii(name)) {
        if (!ascii_name_passes(name)) return errc::idna_label_length;
        out.assign(name);
        return errc::ok;
    }
    std::size_t b = 0;
    for (std::size_t i = 0;;) {
        std::size_t const sep = i < name.size() ? separator_at(name.substr(i)) : 0;
        if (sep == 0 && i < name.size()) {
            ++i;
            continue;
        }
        bool const last = i == name.size();
        if (last && b == i && b > 0) return out.push_back('.'), errc::ok; // the trailing dot
        if (!out.empty()) out.push_back('.');
        if (errc const e = python_idna_label_to_ascii(name.substr(b, i - b), out); e != errc::ok) return e;
        if (last) return errc::ok;
        i += sep;
        b = i;
    }
}

// `host` (unescaped, not ASCII) converted, or left as it is when the codec
// fails; errc::idna_unavailable when there is no IDNA 2003 to ask.
errc idna_or_keep(std::string& host) {
    std::string const name = well_formed_utf8(host);
    std::string ascii;
    errc const e = name.empty() ? errc::ok : python_idna_encode(name, ascii);
    if (e == errc::idna_unavailable) return e;
    if (e == errc::ok) host = std::move(ascii);
    return errc::ok;
}

// bytes.replace(b"..", b".") (one pass, left to right), then strip(b".").
void fix_dots(std::string& h) {
    if (h.empty() || (h.front() != '.' && h.back() != '.' && h.find("..") == std::string::npos)) return;
    std::size_t n = 0;
    for (std::size_t i = 0; i < h.size(); ++i) {
        h[n++] = h[i];
        if (h[i] == '.' && i + 1 < h.size() && h[i + 1] == '.') ++i;
    }
    h.resize(n);
    std::size_t const e = h.find_last_not_of('.');
    h.resize(e == std::string::npos ? 0 : e + 1);
    h.erase(0, std::min(h.find_first_not_of('.'), h.size()));
}

// One part of inet_aton (strtoul with base 0 on digits): a leading '0' is octal.
std::optional<std::uint64_t> inet_part(std::string_view digits) noexcept {
    unsigned const base = digits.size() > 1 && digits[0] == '0' ? 8 : 10;
    std::uint64_t v = 0;
    for (char c : digits) {
        auto const d = static_cast<unsigned>(c - '0');
        if (d >= base) return std::nullopt;
        v = v * base + d;
        if (v > 0xFFFFFFFFu) return std::nullopt;
    }
    return v;
}

// glibc's inet_aton on up to four dot-separated digit runs.
std::optional<std::uint32_t> inet_aton_digits(std::string_view s) noexcept {
    static constexpr std::uint32_t last_max[4] = {0xFFFFFFFFu, 0xFFFFFFu, 0xFFFFu, 0xFFu};
    std::uint32_t address = 0;
    for (std::size_t part = 0;; ++part) {
        std::size_t const dot = s.find('.');
        std::optional<std::uint64_t> const v = inet_part(s.substr(0, dot));
        if (!v) return std::nullopt;
        if (dot == std::string_view::npos) {
            if (*v > last_max[part]) return std::nullopt;
            return address | static_cast<std::uint32_t>(*v);
        }
        if (*v > 0xFF) return std::nullopt;
        address |= static_cast<std::uint32_t>(*v) << (24 - 8 * part);
        s.remove_prefix(dot + 1);
    }
}

// Whether `s` is 1 to 4 dot-separated runs of digits, the first beginning
// with [1-9] (DECIMAL_IP) or with '0' and all of them octal (OCTAL_IP).
bool matches_ip_pattern(std::string_view s) noexcept {
    if (s.empty() || !is_digit(s[0])) return false;
    bool const octal = s[0] == '0';
    std::size_t parts = 1;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '.') {
            if (++parts > 4 || i + 1 == s.size() || s[i + 1] == '.') return false;
        } else if (!is_digit(s[i]) || (octal && s[i] > '7')) {
            return false;
        }
    }
    return true;
}

// attemptIPFormats: all digits is a 32-bit number (higher bits dropped); the
// two patterns go to gethostbyname_ex. Their "$" lets a final "\n" through,
// but glibc's resolver reads a name with it as no address (inet_aton_exact
// wants the whole text), so "1.2.3.4\n" stays a name (issue #45, T2).
std::optional<std::uint32_t> attempt_ip_formats(std::string_view host) noexcept {
    if (host.empty()) return std::nullopt;
    bool digits = true;
    for (char c : host) digits = digits && is_digit(c);
    if (digits) {
        std::uint32_t v = 0;
        for (char c : host) v = v * 10 + static_cast<std::uint32_t>(c - '0'); // modulo 2^32
        return v;
    }
    if (!matches_ip_pattern(host)) return std::nullopt;
    return inet_aton_digits(host);
}

} // namespace

error ia_canonical_host(ia_url& u) {
    if (u.host.empty()) return {};
    scratch<ia_host_scratch> decoded;
    std::string& h = decoded.get();
    append_pct_decoded_repeatedly(h, u.host);
    if (!is_ascii(h)) {
        if (errc const e = idna_or_keep(h); e != errc::ok) return {e, u.host_offset};
    }
    fix_dots(h);
    u.host.clear();
    if (std::optional<std::uint32_t> const address = attempt_ip_formats(h)) {
        char text[ipv4_text_max];
        u.host.assign(text, static_cast<std::size_t>(write_ipv4_dotted(text, *address) - text));
        return {};
    }
    write_ascii_lowercase(h.data(), h);
    append_google_escaped(u.host, h); // escapeOnce
    return {};
}

} // namespace urikit::detail
