// urikit grammar: the fast split (see fast_split.hpp). Each component is one
// run over the class table, stopping at its delimiters (RFC 3986 §3), at a
// "%" (a triplet is checked, §2.1, and the run goes on), at what it notes
// for the facts (split.hpp), or at any byte the component cannot hold (the
// fast path then gives up).
#include "fast_split.hpp"

#include <cstdint>
#include <cstring>

#include "src/core/charsets.hpp"
#include "run_scan.hpp"

namespace urikit::grammar {

namespace {

using u32 = std::uint32_t;

// What the runs found on the way: a "%" that is no triplet ends the fast
// path; the rest becomes the facts (split.hpp) a normalization reads.
struct scan_state {
    bool bad = false;       // a run stopped at a "%" that is not a triplet
    bool percent = false;   // a "%" triplet
    bool uppercase = false; // "A"-"Z" in the scheme or a host
    bool dot_start = false; // a "." at the path's start or after a "/" in it (or not looked for)
};

// Whether the run that stopped at `i` goes on over a "%" triplet there (a
// "%" that is none marks the text bad).
bool at_triplet(std::string_view s, u32 i, scan_state& st) noexcept {
    auto const n = static_cast<u32>(s.size());
    if (i == n || s[i] != '%') return false;
    if (!is_pct_triplet(s.data() + i, n - i)) {
        st.bad = true;
        return false;
    }
    st.percent = true;
    return true;
}

// The end of the run of bytes in `set` (and valid "%" triplets) from `i`.
u32 run(std::string_view s, u32 i, run_set set, scan_state& st) noexcept {
    for (;; i += 3) {
        i = static_cast<u32>(run_end(s, i, set));
        if (!at_triplet(s, i, st)) return i;
    }
}

// The path's run: as run() in the path set, noting where a dot segment may
// begin. A path at the text's start (no byte before it to read) is not
// looked at: it is noted as if it held one.
u32 path_run(std::string_view s, u32 p, scan_state& st) noexcept {
    if (p == 0) {
        st.dot_start = true;
        return run(s, p, run_set::path, st);
    }
    st.dot_start = p < s.size() && s[p] == '.';
    for (u32 i = p;; i += 3) {
        i = static_cast<u32>(path_run_end(s, i, st.dot_start));
        if (!at_triplet(s, i, st)) return i;
    }
}

// A host's run: lowercase_host stops at an uppercase letter, which is
// noted; the rest of the host then runs in the full set.
u32 host_run(std::string_view s, u32 i, scan_state& st) noexcept {
    u32 const e = run(s, i, run_set::lowercase_host, st);
    if (e == s.size() || s[e] < 'A' || s[e] > 'Z') return e;
    st.uppercase = true;
    return run(s, e, run_set::host, st);
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
u32 scheme_end(std::string_view s, scan_state& st) noexcept {
    if (s.size() >= 6 && std::memcmp(s.data(), "http", 4) == 0) { // most references on the web
        if (s[4] == ':') return 4;
        if (s[4] == 's' && s[5] == ':') return 5;
    }
    if (s.empty() || !in_set(s[0], cs_alpha)) return 0;
    u32 i = 1;
    unsigned all = static_cast<unsigned char>(s[0]); // of the scheme's bytes only "A"-"Z" lack 0x20
    for (; i < s.size() && in_set(s[i], cs_scheme); ++i) all &= static_cast<unsigned char>(s[i]);
    if (i == s.size() || s[i] != ':') return 0;
    st.uppercase = (all & 0x20u) == 0;
    return i;
}

// §3.2 authority = [ userinfo "@" ] host [ ":" port ], from `a` to the first
// "/", "?", "#" or the end; returns that end, or 0 to give up. A host run
// stops at ":" (a port, or a userinfo's password) and "@" (a userinfo).
u32 authority(std::string_view s, u32 a, components& out, scan_state& st) noexcept {
    auto const n = static_cast<u32>(s.size());
    u32 h = a;
    u32 e = host_run(s, a, st); // the host's end, if no userinfo follows
    u32 end = e < n && s[e] == ':' ? run(s, e + 1, run_set::userinfo, st) : e;
    if (end < n && s[end] == '@') {
        out.set(component::userinfo, a, end);
        h = end + 1;
        e = host_run(s, h, st);
        end = e < n && s[e] == ':' ? run(s, e + 1, run_set::userinfo, st) : e;
    }
    if (st.bad || (end < n && s[end] != '/' && s[end] != '?' && s[end] != '#')) return 0;
    if (e < end) {
        for (u32 i = e + 1; i < end; ++i) {
            if (!in_set(s[i], cs_digit)) return 0; // §3.2.3 port = *DIGIT
        }
        out.set(component::port, e + 1, end);
    }
    std::string_view const host = s.substr(h, e - h);
    out.set(component::host, h, e);
    out.host_kind = !host.empty() && in_set(host[0], cs_digit) && ipv4address(host) ? host_kind::ipv4
                                                                                      : host_kind::reg_name;
    return end;
}

// Path, query and fragment from `p`; false to give up.
bool tail(std::string_view s, u32 p, bool relative, bool fragment_allowed, components& out, scan_state& st) noexcept {
    u32 const e = path_run(s, p, st);
    if (st.bad) return false;
    std::string_view const path = s.substr(p, e - p);
    // §4.2 path-noscheme: no ":" in the first segment of a relative path
    if (relative && path.substr(0, path.find('/')).find(':') != std::string_view::npos) return false;
    out.set(component::path, p, e);
    u32 i = e;
    auto const n = static_cast<u32>(s.size());
    if (i < n && s[i] == '?') {
        u32 const q = run(s, i + 1, run_set::query, st);
        out.set(component::query, i + 1, q);
        i = q;
    }
    if (!st.bad && i < n && s[i] == '#' && fragment_allowed) {
        u32 const f = run(s, i + 1, run_set::query, st);
        out.set(component::fragment, i + 1, f);
        i = f;
    }
    return !st.bad && i == n;
}

} // namespace

bool fast_split(std::string_view s, mode m, components& out, std::uint8_t& facts) noexcept {
    out.clear();
    scan_state st;
    u32 const colon = scheme_end(s, st);
    bool const needs_scheme = m == mode::uri || m == mode::absolute_uri || m == mode::iri || m == mode::absolute_iri;
    if ((colon == 0 && needs_scheme) || (colon != 0 && m == mode::relative_ref)) return false;
    u32 p = 0;
    if (colon != 0) {
        out.set(component::scheme, 0, colon);
        p = colon + 1;
    }
    if (s.size() - p >= 2 && s[p] == '/' && s[p + 1] == '/') {
        p = authority(s, p + 2, out, st);
        if (p == 0) return false;
    }
    bool const fragment_allowed = m != mode::absolute_uri && m != mode::absolute_iri;
    if (!tail(s, p, colon == 0 && !out.has(component::host), fragment_allowed, out, st)) return false;
    facts = static_cast<std::uint8_t>((st.uppercase ? 0u : unsigned{no_uppercase_scheme_or_host}) |
                                      (st.percent ? 0u : unsigned{no_percent}) |
                                      (st.dot_start ? 0u : unsigned{no_dot_segment_start}));
    return true;
}

bool fast_split(std::string_view s, mode m, components& out) noexcept {
    std::uint8_t facts = 0;
    return fast_split(s, m, out, facts);
}

} // namespace urikit::grammar
