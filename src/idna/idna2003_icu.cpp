// urikit: Python's "idna" codec (CPython 3.11's encodings.idna, which the
// Internet Archive's surt uses), one label at a time, through ICU.
//
// The codec is RFC 3490's ToASCII with RFC 3491's nameprep profile of
// stringprep (RFC 3454), computed the way CPython's stringprep module and
// its Unicode 3.2 database (unicodedata.ucd_3_2_0) do:
//   - CPython's own Unicode (14.0 in 3.11: unicodedata.unidata_version)
//     where the codec reads today's data (str.lower(), the combining
//     classes, the compositions): ICU's current data (15.0 in ICU 72) for
//     the code points CPython's version had assigned; one it had not is, to
//     CPython, a starter (class 0) with no lowercase and no composition
//     (U+10EFD, a combining mark new in Unicode 15, blocks "a" + U+0301).
//   - Table B.2 (case folding for NFKC) as the module derives it: each code
//     point's lowercase (str.lower()), or its Unicode 3.2 full case folding where
//     that differs (Table B.3), then NFKC, lowercased and normalized again
//     when that changes it. A code point unassigned in Unicode 3.2 is
//     lowercased too ("ẞ" -> "ß" -> "ss"), where RFC 3491, and ICU's IDNA
//     2003, leave it as it is.
//   - NFKC "with Unicode 3.2 data" as CPython computes it: a code point
//     unassigned in 3.2 is not decomposed, the five decompositions
//     Corrigendum #4 corrected are 3.2's, and everything else (combining
//     classes, composition, into code points newer than 3.2 too) is today's.
//   - The prohibited tables with Unicode 3.2's general categories (a code
//     point unassigned in 3.2 is Cn), and the bidi check with Tables D.1 and
//     D.2 (Unicode 3.2's bidi classes; ICU's IDNA 2003 takes today's).
//   - Punycode (RFC 3492), "xn--" and the 1 to 63 bytes of a label.
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>

#include <urikit/utf8.hpp>

#include "src/core/ascii_case.hpp"
#include "src/idna/idna.hpp"
#include "src/idna/punycode.hpp"
#include "src/idna/stringprep_tables.hpp"

namespace urikit::detail {

namespace {

// Whether Unicode 3.2 had assigned `c` (a noncharacter counts; it is Cn).
bool assigned_in_3_2(UChar32 c) noexcept {
    UVersionInfo age;
    u_charAge(c, age);
    bool const assigned = age[0] != 0 || age[1] != 0;
    return assigned && (age[0] < 3 || (age[0] == 3 && age[1] <= 2));
}

// The Unicode version of CPython 3.11's unicodedata (its str.lower(), its
// combining classes and compositions): "14.0.0".
constexpr std::uint8_t python_unicode_major = 14;
constexpr std::uint8_t python_unicode_minor = 0;

// Whether CPython 3.11's Unicode had assigned `c`.
bool assigned_in_python(UChar32 c) noexcept {
    UVersionInfo age;
    u_charAge(c, age);
    bool const assigned = age[0] != 0 || age[1] != 0;
    return assigned && (age[0] < python_unicode_major || (age[0] == python_unicode_major && age[1] <= python_unicode_minor));
}

// General category in Unicode 3.2 (unassigned then: Cn).
std::int8_t category_3_2(UChar32 c) noexcept {
    return assigned_in_3_2(c) ? u_charType(c) : static_cast<std::int8_t>(U_UNASSIGNED);
}

template <std::size_t N>
bool in_ranges(stringprep::code_point_range const (&table)[N], char32_t c) noexcept {
    auto const* const after = std::upper_bound(std::begin(table), std::end(table), c,
                                               [](char32_t x, stringprep::code_point_range const& r) { return x < r.first; });
    return after != std::begin(table) && c <= std::prev(after)->last;
}

// RFC 3454 Table D.1 (RandALCat) and D.2 (LCat).
bool rand_al(char32_t c) noexcept { return in_ranges(stringprep::rand_al_cat, c); }
bool l_cat(char32_t c) noexcept { return in_ranges(stringprep::l_cat, c); }

// RFC 3454 Table B.1: commonly mapped to nothing.
bool mapped_to_nothing(char32_t c) noexcept {
    constexpr std::array<char32_t, 11> single = {0xAD,   0x34F,  0x1806, 0x180B, 0x180C, 0x180D,
                                                 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF};
    return (c >= 0xFE00 && c <= 0xFE0F) || std::find(single.begin(), single.end(), c) != single.end();
}

// RFC 3491 section 5: the prohibited output (RFC 3454 Tables C.1.2, C.2.2,
// C.3 to C.9), with Unicode 3.2's general categories.
bool prohibited(char32_t c) noexcept {
    auto const u = static_cast<UChar32>(c);
    std::int8_t const category = category_3_2(u);
    if (category == U_SPACE_SEPARATOR && c != ' ') return true;                  // C.1.2
    if (c >= 0x80 && category == U_CONTROL_CHAR) return true;                   // C.2.2
    constexpr std::array<char32_t, 8> c22 = {0x6DD, 0x70F, 0x180E, 0x200C, 0x200D, 0x2028, 0x2029, 0xFEFF};
    if (std::find(c22.begin(), c22.end(), c) != c22.end()) return true;
    if ((c >= 0x2060 && c <= 0x2063) || (c >= 0x206A && c <= 0x206F) || (c >= 0xFFF9 && c <= 0xFFFD) ||
        (c >= 0x1D173 && c <= 0x1D17A)) {
        return true;                                                            // C.2.2, C.6, C.8
    }
    if (category == U_PRIVATE_USE_CHAR || category == U_SURROGATE) return true; // C.3, C.5
    if ((c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE) return true;    // C.4
    if ((c >= 0x2FF0 && c <= 0x2FFB) || c == 0x340 || c == 0x341 || c == 0x200E || c == 0x200F ||
        (c >= 0x202A && c <= 0x202E)) {
        return true;                                                            // C.7, C.8
    }
    return c == 0xE0001 || (c >= 0xE0020 && c <= 0xE007F);                      // C.9
}

std::u16string utf16(std::u32string_view s) {
    std::u16string out;
    for (char32_t c : s) {
        if (c < 0x10000) {
            out.push_back(static_cast<char16_t>(c));
        } else {
            out.push_back(static_cast<char16_t>(0xD7C0 + (c >> 10)));
            out.push_back(static_cast<char16_t>(0xDC00 | (c & 0x3FF)));
        }
    }
    return out;
}

std::u32string utf32(std::u16string_view s) {
    std::u32string out;
    for (std::size_t i = 0; i < s.size();) {
        char32_t c = s[i++];
        if (c >= 0xD800 && c < 0xDC00 && i < s.size() && s[i] >= 0xDC00 && s[i] < 0xE000) {
            c = 0x10000 + ((c - 0xD800) << 10) + (s[i++] - 0xDC00u);
        }
        out.push_back(c);
    }
    return out;
}

// One of ICU's UTF-16 to UTF-16 functions (case mapping, normalization) on
// `s`, its output grown until it fits; nothing when ICU fails (no memory).
template <typename F>
std::optional<std::u32string> through_icu(std::u32string_view s, F&& convert) {
    std::u16string const in = utf16(s);
    std::u16string out(in.size() * 3 + 8, u'\0');
    for (;;) {
        UErrorCode status = U_ZERO_ERROR;
        int32_t const n = convert(in, out, status);
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            out.resize(static_cast<std::size_t>(n));
            continue;
        }
        if (U_FAILURE(status)) return std::nullopt;
        out.resize(static_cast<std::size_t>(n));
        return utf32(out);
    }
}

// str.lower() of `c`: itself for a code point CPython's Unicode lacks.
std::optional<std::u32string> lowercase(char32_t c) {
    if (!assigned_in_python(static_cast<UChar32>(c))) return std::u32string(1, c);
    return through_icu(std::u32string_view(&c, 1), [](std::u16string const& in, std::u16string& out, UErrorCode& s) {
        return u_strToLower(reinterpret_cast<UChar*>(out.data()), static_cast<int32_t>(out.size()),
                            reinterpret_cast<UChar const*>(in.data()), static_cast<int32_t>(in.size()), "", &s);
    });
}

std::optional<std::u32string> case_folded(char32_t c) {
    return through_icu(std::u32string_view(&c, 1), [](std::u16string const& in, std::u16string& out, UErrorCode& s) {
        return u_strFoldCase(reinterpret_cast<UChar*>(out.data()), static_cast<int32_t>(out.size()),
                             reinterpret_cast<UChar const*>(in.data()), static_cast<int32_t>(in.size()),
                             U_FOLD_CASE_DEFAULT, &s);
    });
}

UNormalizer2 const* nfkd() noexcept {
    UErrorCode status = U_ZERO_ERROR;
    return unorm2_getNFKDInstance(&status);
}

UNormalizer2 const* nfc() noexcept {
    UErrorCode status = U_ZERO_ERROR;
    return unorm2_getNFCInstance(&status);
}

// Appends the compatibility decomposition of `c` as CPython's Unicode 3.2
// database computes it; false when ICU fails.
bool append_decomposition(char32_t c, std::u32string& out) {
    auto const u = static_cast<UChar32>(c);
    if (c < 0x80 || !assigned_in_3_2(u) || unorm2_isInert(nfkd(), u)) {
        out.push_back(c);
        return true;
    }
    for (stringprep::decomposition const& d : stringprep::corrected_in_4_0) {
        if (d.from == c) return out.push_back(d.to), true;
    }
    std::optional<std::u32string> const d =
        through_icu(std::u32string_view(&c, 1), [](std::u16string const& in, std::u16string& o, UErrorCode& status) {
            return unorm2_normalize(nfkd(), reinterpret_cast<UChar const*>(in.data()), static_cast<int32_t>(in.size()),
                                    reinterpret_cast<UChar*>(o.data()), static_cast<int32_t>(o.size()), &status);
        });
    if (d) out += *d;
    return d.has_value();
}

// The combining class CPython's Unicode gives `c` (0 for one it lacks).
std::uint8_t combining_class(char32_t c) noexcept {
    auto const u = static_cast<UChar32>(c);
    return assigned_in_python(u) ? u_getCombiningClass(u) : 0;
}

// The primary composite of `a` and `b` in CPython's Unicode, or -1 (none
// with a code point it lacks).
UChar32 composite(char32_t a, char32_t b) noexcept {
    auto const ua = static_cast<UChar32>(a), ub = static_cast<UChar32>(b);
    if (!assigned_in_python(ua) || !assigned_in_python(ub)) return -1;
    UChar32 const p = unorm2_composePair(nfc(), ua, ub);
    return p >= 0 && assigned_in_python(p) ? p : -1;
}

// UAX #15 canonical ordering: each run of non-starters sorted by class.
void reorder(std::u32string& s) {
    for (std::size_t i = 0; i < s.size();) {
        std::size_t end = i;
        while (end < s.size() && combining_class(s[end]) != 0) ++end;
        if (end - i > 1) {
            std::stable_sort(s.begin() + static_cast<std::ptrdiff_t>(i), s.begin() + static_cast<std::ptrdiff_t>(end),
                             [](char32_t a, char32_t b) { return combining_class(a) < combining_class(b); });
        }
        i = end == i ? i + 1 : end;
    }
}

// UAX #15 canonical composition of the decomposed `s`: each character
// joins the last starter when nothing between blocks it and the pair has a
// primary composite (CPython's Unicode, composites newer than 3.2 too).
std::u32string composed(std::u32string const& s) {
    std::u32string out;
    std::size_t starter = std::u32string::npos;
    std::uint8_t last_class = 0; // of the last character written after the starter
    for (char32_t c : s) {
        std::uint8_t const cc = combining_class(c);
        bool const adjacent = starter != std::u32string::npos && starter + 1 == out.size();
        if (starter != std::u32string::npos && (adjacent || (last_class != 0 && last_class < cc))) {
            UChar32 const p = composite(out[starter], c);
            if (p >= 0) {
                out[starter] = static_cast<char32_t>(p);
                continue;
            }
        }
        if (cc == 0) starter = out.size();
        last_class = cc;
        out.push_back(c);
    }
    return out;
}

// NFKC as CPython's unicodedata.ucd_3_2_0.normalize("NFKC", s) computes it.
std::optional<std::u32string> normalized(std::u32string_view s) {
    std::u32string decomposed;
    for (char32_t c : s) {
        if (!append_decomposition(c, decomposed)) return std::nullopt;
    }
    reorder(decomposed);
    return composed(decomposed);
}

// Table B.3 as CPython's stringprep takes it: Unicode 3.2's full case
// folding where it is not the lowercase (a code point 3.2 had, folded to
// neither its lowercase nor itself: "ß" -> "ss", "ς" -> "σ"), else
// str.lower().
std::optional<std::u32string> map_b3(char32_t c) {
    if (c < 0x80) return std::u32string(1, c >= 'A' && c <= 'Z' ? c | 0x20 : c);
    std::optional<std::u32string> lower = lowercase(c);
    if (lower && assigned_in_3_2(static_cast<UChar32>(c))) {
        std::optional<std::u32string> folded = case_folded(c);
        if (!folded || (*folded != *lower && *folded != std::u32string_view(&c, 1))) return folded;
    }
    return lower;
}

// Table B.2 as CPython's stringprep derives it from B.3: the folding, and
// when NFKC and folding again change the NFKC of it, their result.
std::optional<std::u32string> map_b2(char32_t c) {
    auto const u = static_cast<UChar32>(c);
    if (c >= 0x80 && !assigned_in_python(u)) return std::u32string(1, c); // no mapping, and inert in 3.2
    if (c >= 0x80 && !u_hasBinaryProperty(u, UCHAR_CHANGES_WHEN_LOWERCASED) &&
        !u_hasBinaryProperty(u, UCHAR_CHANGES_WHEN_CASEFOLDED) && unorm2_isInert(nfkd(), u)) {
        return std::u32string(1, c); // lowercase, folding and NFKC all leave it
    }
    std::optional<std::u32string> folded = map_b3(c);
    if (c < 0x80 || !folded) return folded;
    std::optional<std::u32string> const once = normalized(*folded);
    if (!once) return once;
    std::u32string refolded;
    for (char32_t d : *once) {
        std::optional<std::u32string> const f = map_b3(d);
        if (!f) return f;
        refolded += *f;
    }
    std::optional<std::u32string> again = normalized(refolded);
    return !again || *once != *again ? again : folded;
}

// RFC 3454 section 6: with a RandALCat character, no LCat one, and
// RandALCat first and last.
bool bidi_passes(std::u32string_view s) {
    if (std::none_of(s.begin(), s.end(), rand_al)) return true;
    if (std::any_of(s.begin(), s.end(), l_cat)) return false;
    return rand_al(s.front()) && rand_al(s.back());
}

// RFC 3491 nameprep (mapping, NFKC, prohibited output, bidi) of `label` as
// CPython computes it.
errc nameprep(std::u32string_view label, std::u32string& out) {
    std::u32string mapped;
    for (char32_t c : label) {
        if (mapped_to_nothing(c)) continue;
        std::optional<std::u32string> const m = map_b2(c);
        if (!m) return errc::idna_failure;
        mapped += *m;
    }
    std::optional<std::u32string> prepared = normalized(mapped);
    if (!prepared) return errc::idna_failure;
    if (std::any_of(prepared->begin(), prepared->end(), prohibited)) return errc::idna_disallowed;
    if (!bidi_passes(*prepared)) return errc::idna_bidi;
    out = std::move(*prepared);
    return errc::ok;
}

} // namespace

errc python_idna_label_to_ascii(std::string_view utf8_label, std::string& out) {
    if (is_ascii(utf8_label)) return append_ascii_label(utf8_label, out);
    constexpr std::size_t most = 63;
    std::u32string label;
    for (std::size_t i = 0; i < utf8_label.size();) {
        utf8_char const c = utf8_next(utf8_label.data() + i, utf8_label.size() - i);
        label.push_back(static_cast<char32_t>(c.code_point));
        i += c.size;
    }
    std::u32string prepared;
    if (nfkd() == nullptr || nfc() == nullptr) return errc::idna_failure;
    if (errc const e = nameprep(label, prepared); e != errc::ok) return e;
    if (std::all_of(prepared.begin(), prepared.end(), [](char32_t c) { return c < 0x80; })) {
        if (prepared.empty() || prepared.size() > most) return errc::idna_label_length;
        for (char32_t c : prepared) out.push_back(static_cast<char>(c));
        return errc::ok;
    }
    if (prepared.starts_with(U"xn--")) return errc::idna_punycode; // RFC 3490 section 4.1 step 5
    std::string encoded = "xn--";
    if (!punycode_encode(prepared, encoded, most - encoded.size())) return errc::idna_label_length;
    out.append(encoded);
    return errc::ok;
}

} // namespace urikit::detail
