// urikit crawl forms: Google Safe Browsing's canonicalization ("URLs and
// Hashing": v4 Canonicalization; v5 for IPv6 hosts), in the page's order
// (google_canonical.hpp).
#include "src/crawl/google_canonical.hpp"

#include <algorithm>
#include <optional>
#include <vector>

#include <urikit/config.hpp>
#include <urikit/utf8.hpp>
#include <urikit/web_url.hpp>

#include "src/core/charsets.hpp"
#include "grammar/split.hpp"
#include "src/core/ascii_case.hpp"
#include "src/core/find_any.hpp"
#include "src/core/ip_text.hpp"
#include "src/core/ipv4_forms.hpp"
#include "src/core/pct_codec.hpp"
#include "src/core/pct_normalize.hpp"
#include "src/core/scratch.hpp"
#include "src/core/tab_newline_removal.hpp"
#include "src/idna/idna.hpp"
#include "src/rfc3986/remove_dot_segments.hpp"
#include "src/web/scratch_url.hpp"

namespace urikit::detail {

namespace {

struct google_clean_scratch;
struct google_idna_scratch;

// v5: a bracketed IPv6 host in RFC 5952 form; an IPv4-mapped address
// (::ffff:0:0/96) or one in the NAT64 well-known prefix (64:ff9b::/96) as
// its IPv4 address without brackets. False when `h` is no IPv6 literal.
bool rewrite_ipv6(std::string& h) {
    if (h.size() < 2 || h.front() != '[' || h.back() != ']') return false;
    std::string_view const inner = std::string_view(h).substr(1, h.size() - 2);
    if (!grammar::probe(grammar::production::ipv6address, inner)) return false;
    ipv6_groups const g = parse_ipv6(inner);
    bool const zero_to_4 = g[0] == 0 && g[1] == 0 && g[2] == 0 && g[3] == 0 && g[4] == 0;
    bool const mapped = zero_to_4 && g[5] == 0xFFFF;
    bool const nat64 = g[0] == 0x64 && g[1] == 0xFF9B && g[2] == 0 && g[3] == 0 && g[4] == 0 && g[5] == 0;
    char text[ipv6_text_max + 2];
    char* end = text;
    if (mapped || nat64) {
        end = write_ipv4_dotted(text, static_cast<std::uint32_t>(g[6]) << 16 | g[7]);
    } else {
        *end++ = '[';
        end = write_ipv6_canonical(end, g);
        *end++ = ']';
    }
    h.assign(text, static_cast<std::size_t>(end - text));
    return true;
}

// Leading and trailing dots removed, runs of dots as one.
void fix_dots(std::string& h) noexcept {
    if (h.empty() || (h.front() != '.' && h.back() != '.' && h.find("..") == std::string::npos)) return;
    std::size_t n = 0;
    for (char c : h) {
        if (c == '.' && (n == 0 || h[n - 1] == '.')) continue;
        h[n++] = c;
    }
    if (n > 0 && h[n - 1] == '.') --n;
    h.resize(n);
}

// A host in UTF-8 with non-ASCII characters to IDNA ASCII (UTS #46, as the
// web mode does; the page expects "ASCII Punycode"). One that does not
// convert (not UTF-8, disallowed, no ICU) keeps its bytes.
void to_ascii_if_international(std::string& h) {
    if (is_ascii(h) || !is_utf8(h)) return;
    scratch<google_idna_scratch> converted;
    if (idna_to_ascii_web(h, converted.get()) != errc::ok) return;
    // Without STD3 rules ToASCII passes ASCII such as "%", "/", NUL; the URL
    // Standard refuses such a result (forbidden domain code points), and so
    // does this: a "%41" it kept would be unescaped by the next run.
    std::string_view const result = converted.get();
    if (grammar::outside_run<grammar::ws_forbidden_domain>(result) == result.size()) h.assign(result);
}

// Step 4 on the (unescaped) host; false when nothing is left of it.
bool canonical_host(std::string_view raw, google_url& out) {
    std::string& h = out.host;
    h.assign(raw);
    fix_dots(h);
    out.host_is_ip = rewrite_ipv6(h);
    if (out.host_is_ip) return true;
    to_ascii_if_international(h);
    fix_dots(h); // ToASCII maps U+3002 and its kind to "."
    if (h.empty()) return false;
    if (std::optional<std::uint32_t> const address = parse_ipv4_forms(h)) {
        char text[ipv4_text_max];
        h.assign(text, static_cast<std::size_t>(write_ipv4_dotted(text, *address) - text));
        out.host_is_ip = true;
        return true;
    }
    write_ascii_lowercase(h.data(), h);
    return true;
}

// Step 5: "/" when empty, "/./" and "/../" resolved, then "//" runs as one
// "/"; in a special URL a "\\" is a "/" first.
void apply_path_rules(std::string& p, bool special) {
    if (special) std::replace(p.begin(), p.end(), '\\', '/');
    if (p.empty()) p.push_back('/');
    p.resize(remove_dot_segments_in_place(p.data(), p.size()));
    std::size_t n = 0;
    for (char c : p) {
        if (c == '/' && n > 0 && p[n - 1] == '/') continue;
        p[n++] = c;
    }
    p.resize(n);
    if (p.empty()) p.push_back('/');
}

bool is_digits(std::string_view s) noexcept {
    for (char c : s) {
        if (c < '0' || c > '9') return false;
    }
    return true;
}

// The length of a scheme ([a-zA-Z][a-zA-Z0-9+.-]*) before a ':' at the start of `s`, or 0.
std::size_t scheme_length(std::string_view s) noexcept {
    if (s.empty() || !grammar::in_set(s[0], grammar::cs_alpha)) return 0;
    std::size_t i = 1;
    while (i < s.size() && grammar::in_set(s[i], grammar::cs_scheme)) ++i;
    return i < s.size() && s[i] == ':' ? i : 0;
}

bool is_special_scheme_text(std::string_view name) noexcept {
    for (std::string_view special : {"http", "https", "ws", "wss", "ftp", "file"}) {
        if (equals_ignoring_case(name, special)) return true;
    }
    return false;
}

bool is_slash(char c) noexcept { return c == '/' || c == '\\'; }

// Whether `s` begins with two slashes; of either kind when `special`.
bool two_slashes(std::string_view s, bool special) noexcept {
    return s.starts_with("//") || (special && s.size() >= 2 && is_slash(s[0]) && is_slash(s[1]));
}

// Where the authority begins in the unescaped text, and the scheme (none
// read: `scheme` is "http" and `written` false); npos for another scheme
// without "//" (no host to canonicalize). `special`: the scheme read is
// one of the URL Standard's special schemes (so is "http", none read), in
// which a "\\" is a "/" (as the browser reads it, and Chromium's parse of
// the unescaped text: so a result reads back as itself).
std::size_t authority_start(std::string_view t, std::string_view& scheme, bool& written, bool& special) noexcept {
    scheme = "http";
    written = false;
    special = true;
    std::size_t const n = scheme_length(t);
    std::string_view const after = t.substr(n == 0 ? 0 : n + 1);
    std::size_t const port_end = find_any(after, 0, "/?");
    if (n == 0 || (port_end > 0 && is_digits(after.substr(0, port_end)))) { // no scheme, or "host:port"
        return two_slashes(t, true) ? 2 : 0;
    }
    written = true;
    std::string_view const name = t.substr(0, n);
    special = is_special_scheme_text(name);
    if (two_slashes(after, special)) {
        scheme = name;
        return n + 3;
    }
    if (!equals_ignoring_case(name, "http") && !equals_ignoring_case(name, "https")) return std::string_view::npos;
    scheme = name; // "http:host/path", as browsers read it
    return n + 1;
}

// Where the host of an authority begins: after its last "@", and its
// leading dots.
std::size_t host_start(std::string_view authority) noexcept {
    std::size_t const at = authority.rfind('@');
    std::size_t h = at == std::string_view::npos ? 0 : at + 1;
    while (h < authority.size() && authority[h] == '.') ++h;
    return h;
}

// Text that cannot be a URL, as Chromium's canonicalizer refuses it (the
// page is silent; a key of a host nobody wrote would be a silent repair):
// an IP literal's "[" without its "]" (errc::invalid_ip_literal at the
// "["), text after the "]" but a port (errc::invalid_host at it), and,
// with no scheme read, an authority of what precedes a "://", a scheme
// that is none ("\u00A0http://a.com/": errc::invalid_scheme where the
// authority begins). The error's offset is in `t`.
// `h` is host_start of the authority [a, a_end).
error unreadable(std::string_view t, std::size_t a, std::size_t a_end, std::size_t h, bool scheme_written) {
    std::string_view const authority = t.substr(a, a_end - a);
    if (authority.substr(h).starts_with('[')) {
        std::size_t const close = authority.find(']', h);
        if (close == std::string_view::npos) return {errc::invalid_ip_literal, static_cast<std::uint32_t>(a + h)};
        std::string_view const rest = authority.substr(close + 1);
        if (!rest.empty() && (rest[0] != ':' || !is_digits(rest.substr(1))))
            return {errc::invalid_host, static_cast<std::uint32_t>(a + close + 1)};
    }
    if (!scheme_written && authority.ends_with(':') && t.substr(a_end).starts_with("//"))
        return {errc::invalid_scheme, static_cast<std::uint32_t>(a)};
    return {};
}

// The host of an authority from host_start on (`h`): an IP literal up to
// its "]"; else without a trailing run of dots and ":port" pieces (digits,
// or none, after a ":"), so that the canonical host reads back as itself.
std::string_view host_of(std::string_view h) noexcept {
    std::size_t const close = h.starts_with('[') ? h.find(']') : std::string_view::npos;
    if (close != std::string_view::npos) return h.substr(0, close + 1);
    for (;;) {
        while (h.ends_with('.')) h.remove_suffix(1);
        std::size_t const colon = h.rfind(':');
        if (colon == std::string_view::npos || !is_digits(h.substr(colon + 1))) return h;
        h = h.substr(0, colon);
    }
}

struct google_decoded_scratch;
struct google_sources_scratch;
struct google_browser_scratch;
struct google_browser_text_scratch;

// Where decoded byte `k` of the unescaped text came from in `url`.
std::uint32_t input_offset(std::string_view url, std::size_t lead, std::string_view cleaned, std::size_t k) {
    scratch<google_sources_scratch> decoded;
    scratch<google_sources_scratch, std::vector<std::uint32_t>> sources;
    pct_decoded_repeatedly_sources(cleaned, decoded.get(), sources.get());
    return offset_before_removal(url, lead, sources.get()[std::min(k, sources.get().size() - 1)]);
}

// The page's steps 3 to 5 on `cleaned` (steps 1 and 2 done), into `out`;
// an error's offset is in the unescaped text (`t`, which input_offset maps).
error page_steps(std::string_view cleaned, google_url& out) {
    scratch<google_decoded_scratch> decoded;
    bool const escaped = cleaned.find('%') != std::string_view::npos;
    if (escaped) append_pct_decoded_repeatedly(decoded.get(), cleaned); // step 3
    std::string_view const t = escaped ? std::string_view(decoded.get()) : cleaned;
    std::string_view scheme;
    bool scheme_written = false;
    bool special = true;
    std::size_t const a = authority_start(t, scheme, scheme_written, special);
    if (a == std::string_view::npos) return {errc::missing_host, static_cast<std::uint32_t>(scheme_length(t) + 1)};
    std::size_t const a_end = find_any(t, a, special ? "/\\?" : "/?");
    std::string_view const authority = t.substr(a, a_end - a);
    std::size_t const h = host_start(authority);
    if (error const e = unreadable(t, a, a_end, h, scheme_written)) return e;
    if (!canonical_host(host_of(authority.substr(h)), out)) {
        std::size_t const at = authority.rfind('@');
        return {errc::missing_host, static_cast<std::uint32_t>(a + (at == std::string_view::npos ? 0 : at + 1))};
    }
    out.scheme.assign(scheme);
    write_ascii_lowercase(out.scheme.data(), out.scheme);
    std::size_t const q = std::min(t.find('?', a_end), t.size());
    out.path.assign(t.substr(a_end, q - a_end));
    apply_path_rules(out.path, special);
    out.has_query = q < t.size();
    out.query.assign(out.has_query ? t.substr(q + 1) : std::string_view());
    return {};
}

// The page's reading of `url` (cleaned: its steps 1 and 2), errors at
// their byte of `url`.
error page_reading(std::string_view url, std::size_t lead, std::string_view cleaned, google_url& out) {
    error const e = page_steps(cleaned, out);
    if (e.code == errc::ok) return e;
    return {e.code, input_offset(url, lead, cleaned, e.offset)};
}

// Whether the page reads `t` as text without a scheme (read as "http://" + t).
bool reads_without_scheme(std::string_view t) noexcept {
    std::string_view scheme;
    bool written = false;
    bool special = false;
    (void)authority_start(t, scheme, written, special);
    return !written;
}

// The browser's reading: the URL the URL Standard's parser reads `cleaned`
// as, a special URL with a host, or false. Text the page reads without a
// scheme is read as "http://" + text by the page, so a browser reads that
// URL; scheme-relative text ("//h", "\\h": two slashes of either kind) as
// "http:" + text, as against an http base; text that begins with one
// slash is a path, no host. Into `text`: the URL without its userinfo,
// port and fragment ("scheme://host/path?query", Chromium's client clears
// them before it unescapes), which the page's steps then read.
bool browser_text(std::string_view cleaned, std::string& text) {
    scratch_url<google_browser_scratch> url;
    web_url& w = url.get();
    auto const has_host = [&] { return w.is_special() && !w.hostname().empty(); };
    bool read = parse_web_into(cleaned, nullptr, w).code == errc::ok && has_host();
    if (!read && reads_without_scheme(cleaned) && !cleaned.empty() &&
        (!is_slash(cleaned[0]) || (cleaned.size() > 1 && is_slash(cleaned[1])))) {
        text.assign(is_slash(cleaned[0]) ? "http:" : "http://").append(cleaned);
        read = parse_web_into(text, nullptr, w).code == errc::ok && has_host();
    }
    if (!read) return false;
    text.assign(w.scheme()).append("://").append(w.hostname()).append(w.pathname());
    if (w.has_query()) text.append("?").append(w.query());
    return true;
}

// Where the host the browser reads begins in `cleaned` (the URL Standard's
// special authority: after the scheme and every slash, after the last "@"
// before a "/", "\\", "?" or "#"), for the error of a host of only dots.
std::size_t browser_host_start(std::string_view cleaned) noexcept {
    std::size_t i = 0;
    while (i < cleaned.size() && static_cast<unsigned char>(cleaned[i]) <= 0x20) ++i;
    if (!reads_without_scheme(cleaned.substr(i))) i += scheme_length(cleaned.substr(i)) + 1;
    while (i < cleaned.size() && is_slash(cleaned[i])) ++i;
    std::size_t const end = find_any(cleaned, i, "/\\?#");
    std::size_t const at = cleaned.substr(i, end - i).rfind('@');
    return at == std::string_view::npos ? i : i + at + 1;
}

// Whether the page's reading of `cleaned` may be a success that differs
// from the browser's (a refusal of the page's is always read again by the
// browser). The two split alike but where the URL Standard's parser reads
// a byte otherwise: a "\\" (a "/" in a special URL), a "%" before the
// query (the page unescapes before it splits: in the authority "%2F" moves
// the host, in the path "%3F", or any "%" that unescapes to one, begins the
// page's query where the URL Standard still removes dot segments), a C0
// control at either end (the URL Standard trims them; the page only ASCII
// whitespace), and a special scheme before ":" and digits (the page's
// "host:port"). Tested equal to reading both ways on every input
// (google_reading::both).
bool readings_may_differ(std::string_view cleaned) noexcept {
    if (cleaned.empty()) return false;
    if (static_cast<unsigned char>(cleaned.front()) <= 0x20 || static_cast<unsigned char>(cleaned.back()) <= 0x20)
        return true;
    if (cleaned.find('\\') != std::string_view::npos) return true;
    std::size_t const n = scheme_length(cleaned);
    if (reads_without_scheme(cleaned) && n > 0 && is_special_scheme_text(cleaned.substr(0, n))) return true;
    return cleaned.substr(0, cleaned.find('?')).find('%') != std::string_view::npos;
}

} // namespace

error google_canonical_parts(std::string_view url, google_url& out, google_reading reading) {
    if (url.size() > max_input_size) return {errc::input_too_long, static_cast<std::uint32_t>(max_input_size)};
    scratch<google_clean_scratch> buffer;
    std::size_t lead = 0;
    std::string_view cleaned = clean_input(url, is_ascii_space, buffer.get(), lead); // step 1
    cleaned = cleaned.substr(0, std::min(cleaned.find('#'), cleaned.size())); // step 2
    if (reading == google_reading::page) return page_reading(url, lead, cleaned, out);
    bool const may_differ = reading == google_reading::both || readings_may_differ(cleaned);
    error page{};
    if (!may_differ && (page = page_reading(url, lead, cleaned, out)).code == errc::ok) return page;
    scratch<google_browser_text_scratch> visited;
    if (browser_text(cleaned, visited.get())) {
        if (page_steps(visited.get(), out).code == errc::ok) return {};
        return {errc::missing_host, offset_before_removal(url, lead, browser_host_start(cleaned))}; // only dots
    }
    return may_differ ? page_reading(url, lead, cleaned, out) : page;
}

void release_if_large(google_url& u) noexcept {
    for (std::string* s : {&u.scheme, &u.host, &u.path, &u.query}) {
        if (s->capacity() > scratch_keep_bytes) std::string().swap(*s);
    }
}

void append_google_escaped(std::string& out, std::string_view bytes) {
    std::size_t const plain = grammar::outside_run<grammar::gs_escape>(bytes);
    out.append(bytes.substr(0, plain));
    if (plain == bytes.size()) return;
    append_pct_encoded(out, bytes.substr(plain), [](char c) { return !grammar::in_set(c, grammar::gs_escape); });
}

} // namespace urikit::detail
