// urikit crawl forms: Heritrix's SURT (webarchive-commons' SURT.fromURI
// with preserveCase false, as Heritrix 3 calls it), on any text. Its
// definition is a regular expression over the whole text; this matches it
// in one left-to-right pass (each step below names the part it reads) and
// is checked against Heritrix's own key for every line of the shared lists
// (../shared/data/external/heritrix/keys-*.txt) and its SURTTest.
#include <urikit/crawl.hpp>
#include <urikit/utf8.hpp>

#include <string>
#include <string_view>

#include "src/core/ascii_case.hpp"
#include "src/core/produce.hpp"
#include "src/core/scratch.hpp"
#include "src/idna/idna.hpp"

namespace urikit {

namespace {

struct heritrix_scratch;
struct heritrix_raw_scratch; // the key before lowercasing

bool is_word(char c) noexcept {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
// Java's \s: space, TAB, LF, VT, FF, CR.
bool is_space(char c) noexcept { return c == ' ' || (c >= '\t' && c <= '\r'); }
// The userinfo's characters: - \w . ! ~ * ' ( ) % ; : & = + $ ,
bool is_userinfo(char c) noexcept {
    return is_word(c) || std::string_view("-.!~*'()%;:&=+$,").find(c) != std::string_view::npos;
}

// The parts of a text the pattern takes.
struct heritrix_parts {
    std::string_view scheme; // with "://"
    std::string_view userinfo;
    std::string_view host;
    bool dotted_quad = false;
    std::string_view port; // with ":"
    std::string_view rest; // path, query, fragment
};

// Whether what follows a host ending at `e` is the pattern's tail: nothing,
// a "/" and the rest, or ":" digits then the end or a "/"; `port_end` gets
// where the ":digits" ends (e when there is none).
bool tail_at(std::string_view s, std::size_t e, std::size_t& port_end) noexcept {
    port_end = e;
    if (e == s.size() || s[e] == '/') return true;
    if (s[e] != ':') return false;
    std::size_t k = e + 1;
    while (k < s.size() && is_digit(s[k])) ++k;
    if (k == e + 1 || (k < s.size() && s[k] != '/')) return false;
    port_end = k;
    return true;
}

// Four runs of 1-3 digits with "." between them (no value check: "999.1.1.1").
bool dotted_quad_at(std::string_view s, std::size_t h, std::size_t& end) noexcept {
    std::size_t k = h;
    for (int part = 0; part < 4; ++part) {
        std::size_t const start = k;
        while (k < s.size() && is_digit(s[k]) && k - start < 3) ++k;
        if (k == start || (k < s.size() && is_digit(s[k]))) return false;
        if (part < 3) {
            if (k == s.size() || s[k] != '.') return false;
            ++k;
        }
    }
    end = k;
    return true;
}

// The host from `h` (a dotted quad, else the shortest run the tail can
// follow), the port and the rest; false when nothing is left for a host.
bool split_host(std::string_view s, std::size_t h, heritrix_parts& p) noexcept {
    if (h >= s.size()) return false;
    std::size_t e = 0, port_end = 0;
    if (dotted_quad_at(s, h, e) && tail_at(s, e, port_end)) {
        p.dotted_quad = true;
    } else {
        e = h + 1;
        while (!tail_at(s, e, port_end)) ++e; // the end always ends it
    }
    p.host = s.substr(h, e - h);
    p.port = s.substr(e, port_end - e);
    p.rest = s.substr(port_end);
    return true;
}

// The pattern on `s`: "\w+://", an optional userinfo and "@", the host,
// ":port", the rest, with no whitespace after the scheme.
bool split(std::string_view s, heritrix_parts& p) noexcept {
    std::size_t i = 0;
    while (i < s.size() && is_word(s[i])) ++i;
    if (i == 0 || s.substr(i, 3) != "://") return false;
    std::size_t const after = i + 3;
    for (std::size_t k = after; k < s.size(); ++k) {
        if (is_space(s[k])) return false;
    }
    p.scheme = s.substr(0, after);
    std::size_t const at = s.find('@', after);
    if (at != std::string_view::npos && at > after) {
        std::string_view const info = s.substr(after, at - after);
        bool all = true;
        for (char const c : info) all = all && is_userinfo(c);
        if (all && split_host(s, at + 1, p)) {
            p.userinfo = info;
            return true;
        }
    }
    return split_host(s, after, p);
}

// The host's labels last first, each followed by "," (a label is what
// follows a "."; a trailing "." stays on the last label: "com.").
void append_reversed_labels(std::string& out, std::string_view host) {
    std::size_t end = host.size();
    for (std::size_t i = host.size(); i-- > 0;) {
        if (i > 0 && host[i - 1] != '.') continue;
        out.append(host.substr(i, end - i)).push_back(',');
        end = i == 0 ? 0 : i - 1;
    }
}

error write_key(heritrix_parts const& p, std::string& key) {
    std::string& raw = detail::scratch<heritrix_raw_scratch>().get();
    raw.clear();
    raw.append(p.scheme).push_back('(');
    if (p.dotted_quad) raw.append(p.host);
    else append_reversed_labels(raw, p.host);
    raw.append(p.port);
    if (!p.userinfo.empty()) raw.append("@").append(p.userinfo);
    raw.push_back(')');
    raw.append(p.rest);
    if (raw.size() > max_input_size) return error{errc::output_too_long, 0};
    if (errc const e = detail::append_bmp_lowercase(raw, key); e != errc::ok) return error{e, 0};
    return {};
}

// Heritrix reads its text as UTF-8 (an ill-formed byte would be U+FFFD in
// its key; urikit refuses it instead of repairing it).
error readable(std::string_view text) noexcept {
    if (text.size() > max_input_size) return error{errc::input_too_long, static_cast<std::uint32_t>(max_input_size)};
    for (std::size_t i = 0; i < text.size();) {
        utf8_char const c = utf8_next(text.data() + i, text.size() - i);
        if (!c.valid) return error{errc::invalid_utf8, static_cast<std::uint32_t>(i)};
        i += c.size;
    }
    return {};
}

} // namespace

error heritrix_surt_into(std::string_view text, std::string& out) {
    if (error const e = readable(text); e.code != errc::ok) {
        out.clear();
        return e;
    }
    return detail::write_aside<heritrix_scratch>(out, [&](std::string& aside) -> error {
        aside.clear();
        heritrix_parts p;
        if (!split(text, p)) {
            aside.assign(text); // a text the pattern does not take comes back as it is
            return {};
        }
        return write_key(p, aside);
    });
}

result<std::string> heritrix_surt(std::string_view text) {
    return detail::string_result([&](std::string& out) { return heritrix_surt_into(text, out); });
}

} // namespace urikit
