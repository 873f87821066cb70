// urikit crawl forms: the Google-style canonicalization (Google Safe
// Browsing, "URLs and Hashing": v4 Canonicalization; v5 for IPv6 hosts).
// The steps run per component after the split (split first, decode
// second); where that order differs from the page's "unescape the whole URL
// first", the components keep what they held and are escaped so (see
// append_google_host, append_google_path).
#include "src/crawl/google_canonical.hpp"

#include <optional>

#include <urikit/config.hpp>
#include <urikit/utf8.hpp>

#include "grammar/charsets.hpp"
#include "grammar/loose_split.hpp"
#include "grammar/split.hpp"
#include "src/core/ascii_case.hpp"
#include "src/core/ip_text.hpp"
#include "src/core/ipv4_forms.hpp"
#include "src/core/pct_codec.hpp"
#include "src/core/pct_normalize.hpp"
#include "src/core/scratch.hpp"
#include "src/core/tab_newline_removal.hpp"
#include "src/idna/idna.hpp"
#include "src/rfc3986/remove_dot_segments.hpp"

namespace urikit::detail {

namespace {

struct google_clean_scratch;
struct google_idna_scratch;

bool is_tab_or_newline(char c) noexcept { return grammar::in_set(c, grammar::ws_tab_or_newline); }
bool is_ascii_whitespace(char c) noexcept { return c == ' ' || c == '\v' || c == '\f' || is_tab_or_newline(c); }

// Step 1: `url` without ASCII whitespace around it and without TAB, CR, LF
// (a view of `url` when nothing inside is removed). `lead`: bytes trimmed in front.
std::string_view clean(std::string_view url, std::string& buffer, std::size_t& lead) {
    std::size_t b = 0;
    std::size_t e = url.size();
    while (b < e && is_ascii_whitespace(url[b])) ++b;
    while (e > b && is_ascii_whitespace(url[e - 1])) --e;
    lead = b;
    std::string_view const text = url.substr(b, e - b);
    if (grammar::outside_run<grammar::ws_tab_or_newline>(text) == text.size()) return text;
    for (char c : text) {
        if (!is_tab_or_newline(c)) buffer.push_back(c);
    }
    return buffer;
}


bool is_valid_scheme(std::string_view s) noexcept {
    if (s.empty() || !grammar::in_set(s[0], grammar::cs_alpha)) return false;
    for (char c : s) {
        if (!grammar::in_set(c, grammar::cs_scheme)) return false;
    }
    return true;
}

bool is_web_scheme(std::string_view s) noexcept {
    return equals_ignoring_case(s, "http") || equals_ignoring_case(s, "https");
}

// The scheme, authority and the rest, by the rules of google_canonical_parts.
struct located {
    std::string_view scheme = "http";
    std::string_view authority;
    grammar::loose_reference rest;
};

located locate(std::string_view text) {
    grammar::loose_reference const r = grammar::loose_split(text);
    located at;
    std::string_view after_scheme = text;
    if (r.scheme && is_valid_scheme(*r.scheme)) {
        if (r.authority) {
            at.scheme = *r.scheme;
            at.authority = *r.authority;
            at.rest = r;
            return at;
        }
        if (is_web_scheme(*r.scheme)) { // "http:host/path", as browsers read it
            at.scheme = *r.scheme;
            after_scheme = text.substr(r.scheme->size() + 1);
        }
    } else if (!r.scheme && r.authority) { // "//host/path"
        at.authority = *r.authority;
        at.rest = r;
        return at;
    }
    std::size_t const end = std::min(grammar::find_authority_end(after_scheme), after_scheme.size());
    at.authority = after_scheme.substr(0, end);
    at.rest = grammar::loose_split_tail(after_scheme.substr(end));
    return at;
}

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
    bool ascii = true;
    for (char c : h) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
    if (ascii || !is_utf8(h)) return;
    scratch<google_idna_scratch> converted;
    if (idna_to_ascii_web(h, converted.get()) != errc::ok) return;
    // Without STD3 rules ToASCII passes ASCII such as "%", "/", NUL; the URL
    // Standard refuses such a result (forbidden domain code points), and so
    // does this: a "%41" it kept would be unescaped by the next run.
    std::string_view const result = converted.get();
    if (grammar::outside_run<grammar::ws_forbidden_domain>(result) == result.size()) h.assign(result);
}

// Step 4 on the host as written; false when nothing is left of it.
bool canonical_host(std::string_view raw, google_url& out) {
    std::string& h = out.host;
    h.clear();
    append_pct_decoded_repeatedly(h, raw);
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

// Step 5 on the unescaped path.
void canonical_path(std::string_view raw, std::string& p) {
    p.clear();
    append_pct_decoded_repeatedly(p, raw);
    apply_google_path_rules(p);
}

} // namespace

void apply_google_path_rules(std::string& p) {
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

error google_canonical_parts(std::string_view url, google_url& out) {
    if (url.size() > max_input_size) return {errc::input_too_long, static_cast<std::uint32_t>(max_input_size)};
    scratch<google_clean_scratch> buffer;
    std::size_t lead = 0;
    std::string_view const text = clean(url, buffer.get(), lead);
    located const at = locate(text);
    auto const offset_of = [&](std::string_view part) {
        return offset_before_removal(url, lead, static_cast<std::size_t>(part.data() - text.data()));
    };
    out.scheme.assign(at.scheme);
    write_ascii_lowercase(out.scheme.data(), out.scheme);
    grammar::loose_authority const a = grammar::loose_split_authority(at.authority);
    if (!canonical_host(a.host, out)) return {errc::missing_host, offset_of(a.host)};
    out.has_port = a.port.has_value();
    out.port.assign(a.port.value_or(std::string_view()));
    out.port_offset = out.has_port ? offset_of(*a.port) : 0;
    canonical_path(at.rest.path, out.path);
    out.has_query = at.rest.query.has_value();
    out.query.clear();
    if (out.has_query) append_pct_decoded_repeatedly(out.query, *at.rest.query);
    return {};
}

void release_if_large(google_url& u) noexcept {
    for (std::string* s : {&u.scheme, &u.host, &u.port, &u.path, &u.query}) {
        if (s->capacity() > scratch_keep_bytes) std::string().swap(*s);
    }
}

namespace {

// `bytes` with every byte of `Set` escaped; a text with none is one copy.
template <std::uint32_t Set>
void append_escaped(std::string& out, std::string_view bytes) {
    std::size_t const plain = grammar::outside_run<Set>(bytes);
    out.append(bytes.substr(0, plain));
    if (plain == bytes.size()) return;
    append_pct_encoded(out, bytes.substr(plain), [](char c) { return !grammar::in_set(c, Set); });
}

} // namespace

void append_google_host(std::string& out, google_url const& u) {
    if (u.host_is_ip) out.append(u.host);
    else append_escaped<grammar::gs_host_escape>(out, u.host);
}

void append_google_path(std::string& out, std::string_view path) { append_escaped<grammar::gs_path_escape>(out, path); }

void append_google_query(std::string& out, std::string_view query) { append_escaped<grammar::gs_escape>(out, query); }

} // namespace urikit::detail
