// urikit grammar: byte-level X3 parsers over charsets.hpp. Included only by grammar/split_uri.cpp.
// None of them has an attribute, allocates or throws; each records how far it got.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "src/core/charsets.hpp"
#include "config.hpp"
#include "ucschar.hpp"

namespace urikit::grammar::parsers {

template <class Derived>
struct unattributed : x3::parser<Derived> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;
};

// One byte of class M.
template <std::uint32_t M>
struct byte_of : unattributed<byte_of<M>> {
    template <class It, class Ctx, class RCtx, class Attr>
    bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr&) const noexcept {
        if (first == last || !in_set(*first, M)) return false;
        ++first;
        state_of(ctx).reach(first);
        return true;
    }
};

// A maximal run of bytes of class M, plus pct-encoded triplets when Pct
// (RFC 3986 §2.1; a "%" not followed by two HEXDIG ends the run there).
// NonEmpty: at least one byte or triplet. Reach=false for a speculative scan
// (userinfo before the "@" is known to be there). Ucs: in IRI mode (RFC 3987
// §2.2) also ucschar (1), or ucschar and iprivate (2, the query); a byte at
// or above 0x80 is only looked at in IRI mode, so URIs pay nothing for it.
template <std::uint32_t M, bool Pct, bool NonEmpty = false, bool Reach = true, int Ucs = 0>
struct run : unattributed<run<M, Pct, NonEmpty, Reach, Ucs>> {
    template <class It, class Ctx, class RCtx, class Attr>
    bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr&) const noexcept {
        char const* p = first;
        for (;;) {
            // Most of a component is plain bytes of the class: eight at a
            // time, and where the run ends within eight bytes is counted,
            // not branched on. Near the end of the input the last eight bytes
            // are read and the ones before p shifted out.
            if (last - p >= 8) {
                std::uint64_t const m = membership8<M>(p);
                p += leading_members(m);
                if (m == ~std::uint64_t{0}) continue;
            } else if (p != last && last - state_of(ctx).begin >= 8) {
                auto const before = static_cast<unsigned>(8 - (last - p));
                p += leading_members(membership8<M>(last - 8) >> (8 * before));
            } else {
                while (p != last && in_set(*p, M)) ++p;
            }
            if (p == last) break;
            if (Pct && *p == '%' && is_pct_triplet(p, static_cast<std::size_t>(last - p))) {
                p += 3;
            } else if (Ucs != 0 && static_cast<unsigned char>(*p) >= 0x80 && state_of(ctx).iri) {
                std::size_t const n = iri_char_length(p, static_cast<std::size_t>(last - p), Ucs == 2);
                if (n == 0) break;
                p += n;
            } else {
                break;
            }
        }
        if constexpr (Reach) state_of(ctx).reach(p);
        if (NonEmpty && p == first) return false;
        first = p;
        return true;
    }
};

// Succeeds, consuming nothing, when byte C occurs somewhere ahead (one
// memchr): lets a speculative scan that needs C to end it be skipped when
// there is none.
template <char C>
struct occurs_ahead : unattributed<occurs_ahead<C>> {
    template <class It, class Ctx, class RCtx, class Attr>
    bool parse(It& first, It const& last, Ctx const&, RCtx&, Attr&) const noexcept {
        return first != last && std::memchr(first, C, static_cast<std::size_t>(last - first)) != nullptr;
    }
};

// One literal byte (case-sensitive), recording the reach.
template <char C>
struct ch : unattributed<ch<C>> {
    template <class It, class Ctx, class RCtx, class Attr>
    bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr&) const noexcept {
        if (first == last || *first != C) return false;
        ++first;
        state_of(ctx).reach(first);
        return true;
    }
};

// One ASCII letter, case-insensitive (RFC 5234 §2.3: ABNF strings are case-insensitive).
template <char Lower>
struct letter_ci : unattributed<letter_ci<Lower>> {
    static_assert(Lower >= 'a' && Lower <= 'z');
    template <class It, class Ctx, class RCtx, class Attr>
    bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr&) const noexcept {
        if (first == last || (*first | 0x20) != Lower) return false;
        ++first;
        state_of(ctx).reach(first);
        return true;
    }
};

// A literal byte that, when missing at the furthest point, makes the error
// belong to phase P ("expected ']'" is an IP-literal error, not an IPv6 one).
template <char C, phase P>
struct expect_ch : unattributed<expect_ch<C, P>> {
    template <class It, class Ctx, class RCtx, class Attr>
    bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr&) const noexcept {
        parse_state& st = state_of(ctx);
        if (first == last || *first != C) {
            if (first >= st.hwm) {
                st.hwm = first;
                st.hwm_phase = P;
            }
            return false;
        }
        ++first;
        st.reach(first);
        return true;
    }
};

// Min to Max HEXDIG (h16 = 1*4HEXDIG; IPvFuture's 1*HEXDIG).
template <std::size_t Min, std::size_t Max>
struct hexdigs : unattributed<hexdigs<Min, Max>> {
    template <class It, class Ctx, class RCtx, class Attr>
    bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr&) const noexcept {
        char const* p = first;
        while (p != last && static_cast<std::size_t>(p - first) < Max && in_set(*p, cs_hexdig)) ++p;
        // No digit: nothing was learned here ("[xyz]" is an IP-literal error, not an IPv6 one).
        if (p != first) state_of(ctx).reach(p);
        if (static_cast<std::size_t>(p - first) < Min) return false;
        first = p;
        return true;
    }
};

// RFC 3986 §2.1: pct-encoded = "%" HEXDIG HEXDIG (exactly one triplet).
struct pct_encoded : unattributed<pct_encoded> {
    template <class It, class Ctx, class RCtx, class Attr>
    bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr&) const noexcept {
        if (!is_pct_triplet(first, static_cast<std::size_t>(last - first))) return false;
        first += 3;
        state_of(ctx).reach(first);
        return true;
    }
};

// RFC 3986 §3.2.2
// dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
// Takes the longest alternative that matches, as the RFC's ordered form does:
// "0" alone (so "01" is not a dec-octet), else up to three digits <= 255.
struct dec_octet : unattributed<dec_octet> {
    template <class It, class Ctx, class RCtx, class Attr>
    bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr&) const noexcept {
        if (first == last || !in_set(*first, cs_digit)) return false;
        char const* p = first;
        int value = *p++ - '0';
        if (value != 0) {
            while (p != last && p - first < 3 && in_set(*p, cs_digit) && value * 10 + (*p - '0') <= 255) {
                value = value * 10 + (*p - '0');
                ++p;
            }
        }
        first = p;
        state_of(ctx).reach(p);
        return true;
    }
};

// Marks the production being matched; consumes nothing.
template <phase P>
struct set_phase : unattributed<set_phase<P>> {
    template <class It, class Ctx, class RCtx, class Attr>
    bool parse(It&, It const&, Ctx const& ctx, RCtx&, Attr&) const noexcept {
        state_of(ctx).current = P;
        return true;
    }
};

// Records the reach here, in the current phase; consumes nothing. After a
// complete production it hands the furthest point on to the next one, so an
// error right after "[::1]" is not blamed on the IPv6address.
struct mark_reach : unattributed<mark_reach> {
    template <class It, class Ctx, class RCtx, class Attr>
    bool parse(It& first, It const&, Ctx const& ctx, RCtx&, Attr&) const noexcept {
        state_of(ctx).reach(first);
        return true;
    }
};

} // namespace urikit::grammar::parsers
