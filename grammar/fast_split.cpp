// urikit grammar: the fast split (see fast_split.hpp). Each component is one
// run over the class table, stopping at its delimiters (RFC 3986 §3), at a
// "%" (a triplet is checked, §2.1, and the run goes on), or at any byte the
// component cannot hold (the fast path then gives up).
#include "fast_split.hpp"

#include <cstdint>
#include <cstring>

#include "charsets.hpp"
#include "run_scan.hpp"

namespace urikit::grammar {

namespace {

using u32 = std::uint32_t;

// The end of the run of bytes in `set` (and valid "%" triplets) from `i`;
// `bad` is set when the run stops at a "%" that is not a triplet.
u32 run(std::string_view s, u32 i, run_set set, bool& bad) noexcept {
    auto const n = static_cast<u32>(s.size());
    for (;;) {
        i = static_cast<u32>(run_end(s, i, set));
        if (i == n || s[i] != '%') return i;
        if (!is_pct_triplet(s.data() + i, n - i)) {
            bad = true;
            return i;
        }
        i += 3;
    }
}

// RFC 3986 §3.2.2 dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
bool dec_octet(std::string_view d) noexcept {
    if (d.empty() || d.size() > 3 || (d.size() > 1 && d[0] == '0')) return false;
    unsigned v = 0;
    for (char c : d) {
        if (c < '0' || c > '9') return false;
        v = v * 10 + static_cast<unsigned>(c - '0');
    }
    return v <= 255;
}

// IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
bool ipv4address(std::string_view h) noexcept {
    for (int k = 0; k < 3; ++k) {
        std::size_t const dot = h.find('.');
        if (dot == std::string_view::npos || !dec_octet(h.substr(0, dot))) return false;
        h.remove_prefix(dot + 1);
    }
    return dec_octet(h);
}

// §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), ended by ":";
// returns the ":"'s offset, or 0 when there is no scheme.
u32 scheme_end(std::string_view s) noexcept {
    if (s.size() >= 6 && std::memcmp(s.data(), "http", 4) == 0) { // most references on the web
        if (s[4] == ':') return 4;
        if (s[4] == 's' && s[5] == ':') return 5;
    }
    if (s.empty() || !in_set(s[0], cs_alpha)) return 0;
    u32 i = 1;
    while (i < s.size() && in_set(s[i], cs_scheme)) ++i;
    return i < s.size() && s[i] == ':' ? i : 0;
}

// §3.2 authority = [ userinfo "@" ] host [ ":" port ], from `a` to the first
// "/", "?", "#" or the end; returns that end, or 0 to give up.
u32 authority(std::string_view s, u32 a, components& out) noexcept {
    bool bad = false;
    u32 e = run(s, a, run_set::userinfo, bad); // userinfo or host (reg-name), with ":" for the port
    u32 h = a;
    if (!bad && e < s.size() && s[e] == '@') {
        out.set(component::userinfo, a, e);
        h = e + 1;
        e = run(s, h, run_set::userinfo, bad);
    }
    if (bad || (e < s.size() && s[e] != '/' && s[e] != '?' && s[e] != '#')) return 0;
    std::string_view const hp = s.substr(h, e - h);
    std::size_t const colon = hp.find(':');
    u32 const host_end = colon == std::string_view::npos ? e : h + static_cast<u32>(colon);
    for (u32 i = host_end + 1; i < e; ++i) {
        if (!in_set(s[i], cs_digit)) return 0; // §3.2.3 port = *DIGIT
    }
    if (host_end < e) out.set(component::port, host_end + 1, e);
    std::string_view const host = s.substr(h, host_end - h);
    out.set(component::host, h, host_end);
    out.host_kind = !host.empty() && in_set(host[0], cs_digit) && ipv4address(host) ? host_kind::ipv4
                                                                                      : host_kind::reg_name;
    return e;
}

// Path, query and fragment from `p`; false to give up.
bool tail(std::string_view s, u32 p, bool relative, bool fragment_allowed, components& out) noexcept {
    bool bad = false;
    u32 const e = run(s, p, run_set::path, bad);
    if (bad) return false;
    std::string_view const path = s.substr(p, e - p);
    // §4.2 path-noscheme: no ":" in the first segment of a relative path
    if (relative && path.substr(0, path.find('/')).find(':') != std::string_view::npos) return false;
    out.set(component::path, p, e);
    u32 i = e;
    auto const n = static_cast<u32>(s.size());
    if (i < n && s[i] == '?') {
        u32 const q = run(s, i + 1, run_set::query, bad);
        out.set(component::query, i + 1, q);
        i = q;
    }
    if (!bad && i < n && s[i] == '#' && fragment_allowed) {
        u32 const f = run(s, i + 1, run_set::query, bad);
        out.set(component::fragment, i + 1, f);
        i = f;
    }
    return !bad && i == n;
}

} // namespace

bool fast_split(std::string_view s, mode m, components& out) noexcept {
    out.clear();
    u32 const colon = scheme_end(s);
    bool const needs_scheme = m == mode::uri || m == mode::absolute_uri || m == mode::iri || m == mode::absolute_iri;
    if ((colon == 0 && needs_scheme) || (colon != 0 && m == mode::relative_ref)) return false;
    u32 p = 0;
    if (colon != 0) {
        out.set(component::scheme, 0, colon);
        p = colon + 1;
    }
    if (s.size() - p >= 2 && s[p] == '/' && s[p + 1] == '/') {
        p = authority(s, p + 2, out);
        if (p == 0) return false;
    }
    bool const fragment_allowed = m != mode::absolute_uri && m != mode::absolute_iri;
    return tail(s, p, colon == 0 && !out.has(component::host), fragment_allowed, out);
}

} // namespace urikit::grammar
