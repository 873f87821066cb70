// urikit grammar: the fast split (see fast_split.hpp). Each component is one
// run over the class table, stopping at its delimiters (RFC 3986 §3), at a
// "%" (a triplet is checked, §2.1, and the run goes on), at what it notes
// for the facts (split.hpp), or at any byte the component cannot hold (the
// fast path then gives up). The runs are inlined into one split per
// instruction set (fast_split_body.inc), chosen once per process: a parse
// makes one indirect call, not one per component.
#include "fast_split.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "run_classify.hpp"

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
// returns the ":"'s offset, or 0 when there is no scheme. The general case.
u32 other_scheme_end(std::string_view s, scan_state& st) noexcept {
    if (s.empty() || !in_set(s[0], cs_alpha)) return 0;
    u32 i = 1;
    unsigned all = static_cast<unsigned char>(s[0]); // of the scheme's bytes only "A"-"Z" lack 0x20
    for (; i < s.size() && in_set(s[i], cs_scheme); ++i) all &= static_cast<unsigned char>(s[i]);
    if (i == s.size() || s[i] != ':') return 0;
    st.uppercase = (all & 0x20u) == 0;
    return i;
}

// The same, "http:" and "https:" (most references on the web) inline, and
// without a branch on which of the two: mixed as on userbait, that branch
// was a sixth of a parse's mispredicted branches (callgrind's model), and
// going without it took a tenth off the parse's time there.
inline u32 scheme_end(std::string_view s, scan_state& st) noexcept {
    if (s.size() >= 6 && std::memcmp(s.data(), "http", 4) == 0) {
        u32 const colon = 4u + (s[4] == 's' ? 1u : 0u);
        if (s[colon] == ':') return colon;
    }
    return other_scheme_end(s, st);
}

// What the start rule of each mode asks of the split (split.hpp): a scheme,
// no scheme (a relative-ref), no fragment (absolute-URI, absolute-IRI).
constexpr unsigned needs_scheme = 1, refuses_scheme = 2, refuses_fragment = 4;
constexpr std::array<std::uint8_t, 7> mode_rules{
    0,                                 // uri_reference
    needs_scheme,                      // uri
    needs_scheme | refuses_fragment,   // absolute_uri
    refuses_scheme,                    // relative_ref
    0,                                 // iri_reference
    needs_scheme,                      // iri
    needs_scheme | refuses_fragment};  // absolute_iri
static_assert(static_cast<std::size_t>(mode::absolute_iri) + 1 == mode_rules.size());

#define URIKIT_WAY_BODY "grammar/fast_split_body.inc"
#include "grammar/run_ways.inc"
#undef URIKIT_WAY_BODY

// The class table byte by byte: the way without SSE2 (and the tests').
namespace scalar {
template <run_set Set>
std::size_t set_run_end(std::string_view s, std::size_t i) noexcept {
    return runs::scalar_run_end<Set>(s, i);
}
inline std::size_t path_run_end_way(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    return runs::scalar_path_run_end(s, i, slash_dot);
}
#include "grammar/fast_split_body.inc"
} // namespace scalar

} // namespace

bool fast_split_scalar(std::string_view s, mode m, components& out, std::uint8_t& facts) noexcept {
    return scalar::split(s, m, out, facts);
}

#if defined(__SSE2__)
bool fast_split_sse2(std::string_view s, mode m, components& out, std::uint8_t& facts) noexcept {
    return sse2::split(s, m, out, facts);
}

namespace {
__attribute__((target("ssse3"))) bool ssse3_split(std::string_view s, mode m, components& out,
                                                 std::uint8_t& facts) noexcept {
    return ssse3::split(s, m, out, facts);
}
using split_way = urikit::detail::cpu_way<bool (*)(std::string_view, mode, components&, std::uint8_t&) noexcept,
                                          &fast_split_sse2, &ssse3_split>;
} // namespace

bool fast_split_ssse3(std::string_view s, mode m, components& out, std::uint8_t& facts) noexcept {
    return urikit::detail::has_ssse3() ? ssse3_split(s, m, out, facts) : fast_split_sse2(s, m, out, facts);
}

bool fast_split(std::string_view s, mode m, components& out, std::uint8_t& facts) noexcept {
    return split_way::call(s, m, out, facts);
}
#else
bool fast_split_sse2(std::string_view s, mode m, components& out, std::uint8_t& facts) noexcept {
    return scalar::split(s, m, out, facts);
}
bool fast_split_ssse3(std::string_view s, mode m, components& out, std::uint8_t& facts) noexcept {
    return scalar::split(s, m, out, facts);
}
bool fast_split(std::string_view s, mode m, components& out, std::uint8_t& facts) noexcept {
    return scalar::split(s, m, out, facts);
}
#endif

bool fast_split(std::string_view s, mode m, components& out) noexcept {
    std::uint8_t facts = 0;
    return fast_split(s, m, out, facts);
}

} // namespace urikit::grammar
