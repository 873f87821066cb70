// urikit: UTS #46 through ICU (with src/idna/idna2003_icu.cpp, the files that include ICU).
#include <urikit/idna.hpp>
#include <urikit/utf8.hpp>

#include <unicode/uchar.h>
#include <unicode/uidna.h>
#include <unicode/ustring.h>

#include <array>
#include <cstdint>

#include "src/core/scratch.hpp"
#include "src/core/utf8_writer.hpp"
#include "src/idna/idna.hpp"

namespace urikit::detail {

namespace {

struct to_unicode_scratch;

UIDNA const* uts46() noexcept {
    static UIDNA* const instance = [] {
        UErrorCode status = U_ZERO_ERROR;
        // UIDNA_NONTRANSITIONAL_TO_ASCII: "ß", "ς", ZWJ and ZWNJ are kept (IDNA 2008), not mapped to "ss" etc.
        // UIDNA_NONTRANSITIONAL_TO_UNICODE: the same for the way back.
        // UIDNA_USE_STD3_RULES: only LDH ASCII in a DNS name ("_", " ", "/" ... are errors).
        // UIDNA_CHECK_BIDI: the RFC 5893 bidi rule.
        // UIDNA_CHECK_CONTEXTJ: RFC 5892 CONTEXTJ for ZWJ/ZWNJ.
        // UIDNA_CHECK_CONTEXTO: RFC 5892 CONTEXTO (middle dot, Greek keraia, Hebrew punctuation, digits).
        uint32_t const options = UIDNA_NONTRANSITIONAL_TO_ASCII | UIDNA_NONTRANSITIONAL_TO_UNICODE |
                                 UIDNA_USE_STD3_RULES | UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ |
                                 UIDNA_CHECK_CONTEXTO;
        UIDNA* p = uidna_openUTS46(options, &status);
        return U_SUCCESS(status) ? p : nullptr;
    }();
    return instance;
}

errc from_uidna_errors(uint32_t e) noexcept {
    if (e & (UIDNA_ERROR_EMPTY_LABEL | UIDNA_ERROR_LABEL_TOO_LONG | UIDNA_ERROR_DOMAIN_NAME_TOO_LONG)) {
        return errc::idna_label_length;
    }
    if (e & (UIDNA_ERROR_LEADING_HYPHEN | UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_HYPHEN_3_4)) return errc::idna_hyphen;
    if (e & (UIDNA_ERROR_PUNYCODE | UIDNA_ERROR_INVALID_ACE_LABEL)) return errc::idna_punycode;
    if (e & UIDNA_ERROR_BIDI) return errc::idna_bidi;
    if (e & (UIDNA_ERROR_CONTEXTJ | UIDNA_ERROR_CONTEXTO_PUNCTUATION | UIDNA_ERROR_CONTEXTO_DIGITS)) {
        return errc::idna_joiners;
    }
    if (e & UIDNA_ERROR_LEADING_COMBINING_MARK) return errc::idna_combining_mark;
    if (e & (UIDNA_ERROR_DISALLOWED | UIDNA_ERROR_LABEL_HAS_DOT)) return errc::idna_disallowed;
    return errc::idna_failure;
}

// Which way a UTS #46 conversion goes.
enum class idna_way : std::uint8_t { to_ascii, to_unicode };

// ToASCII or ToUnicode of `utf8` with `idna`, errors in `ignored` not counted.
errc run_idna(UIDNA const* idna, idna_way way, std::string_view utf8, std::string& out, uint32_t ignored) {
    if (idna == nullptr) return errc::idna_failure;
    std::array<char, 512> stack_buffer;
    std::string heap_buffer;
    char* dest = stack_buffer.data();
    int32_t capacity = static_cast<int32_t>(stack_buffer.size());
    for (int attempt = 0; attempt < 2; ++attempt) {
        UErrorCode status = U_ZERO_ERROR;
        UIDNAInfo info = UIDNA_INFO_INITIALIZER;
        int32_t const in_length = static_cast<int32_t>(utf8.size());
        int32_t const length =
            way == idna_way::to_ascii
                ? uidna_nameToASCII_UTF8(idna, utf8.data(), in_length, dest, capacity, &info, &status)
                : uidna_nameToUnicodeUTF8(idna, utf8.data(), in_length, dest, capacity, &info, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR && attempt == 0) {
            heap_buffer.resize(static_cast<std::size_t>(length));
            dest = heap_buffer.data();
            capacity = length;
            continue;
        }
        if (U_FAILURE(status)) return errc::idna_failure;
        if ((info.errors & ~ignored) != 0) return from_uidna_errors(info.errors & ~ignored);
        out.append(dest, static_cast<std::size_t>(length));
        return errc::ok;
    }
    return errc::idna_failure;
}

errc run_to_ascii(UIDNA const* idna, std::string_view utf8, std::string& out, uint32_t ignored) {
    return run_idna(idna, idna_way::to_ascii, utf8, out, ignored);
}

// The URL Standard's "domain parser ToASCII" with beStrict false (URL
// Standard, IDNA): CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength off,
// CheckBidi and CheckJoiners on, nontransitional. ICU always runs the hyphen
// and length checks, so their errors are ignored; CONTEXTO is not asked for.
UIDNA const* uts46_web() noexcept {
    static UIDNA* const instance = [] {
        UErrorCode status = U_ZERO_ERROR;
        uint32_t const options = UIDNA_NONTRANSITIONAL_TO_ASCII | UIDNA_NONTRANSITIONAL_TO_UNICODE |
                                 UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ;
        UIDNA* p = uidna_openUTS46(options, &status);
        return U_SUCCESS(status) ? p : nullptr;
    }();
    return instance;
}

} // namespace

errc idna_to_ascii(std::string_view utf8, std::string& out) {
    if (utf8.size() > 0x7FFFFFFF || has_too_many_labels(utf8)) return errc::idna_label_length;
    return run_to_ascii(uts46(), utf8, out, 0);
}

namespace {

// CheckHyphens and VerifyDnsLength off: ICU reports these anyway.
constexpr uint32_t web_not_checked = UIDNA_ERROR_EMPTY_LABEL | UIDNA_ERROR_LABEL_TOO_LONG |
                                     UIDNA_ERROR_DOMAIN_NAME_TOO_LONG | UIDNA_ERROR_LEADING_HYPHEN |
                                     UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_HYPHEN_3_4;

// Labels per ICU call. ICU's time grows with labels x length, so a name of
// more labels is converted a group of labels at a time (linear in all).
constexpr std::size_t labels_per_call = 16;

// The length of the UTS #46 label separator at s[i] ("." U+3002 U+FF0E
// U+FF61, all mapped to "."), or 0.
std::size_t separator_at(std::string_view s, std::size_t i) noexcept {
    if (s[i] == '.') return 1;
    std::string_view const three = s.substr(i, 3);
    return three == "\xE3\x80\x82" || three == "\xEF\xBC\x8E" || three == "\xEF\xBD\xA1" ? 3 : 0;
}

// True when `utf8` holds a character of bidi class R, AL or AN.
bool has_bidi_character(std::string_view utf8) noexcept {
    for (std::size_t i = 0; i < utf8.size();) {
        utf8_char const c = utf8_next(utf8.data() + i, utf8.size() - i);
        UCharDirection const d = u_charDirection(static_cast<UChar32>(c.code_point));
        if (c.valid && (d == U_RIGHT_TO_LEFT || d == U_RIGHT_TO_LEFT_ARABIC || d == U_ARABIC_NUMBER)) return true;
        i += c.size;
    }
    return false;
}

// True when the U-labels of the ASCII name `ascii` hold a character of bidi
// class R, AL or AN: a Bidi domain name (RFC 5893 §1.4).
bool is_bidi_domain(std::string_view ascii) {
    scratch<to_unicode_scratch> buffer;
    std::string& b = buffer.get();
    b.resize(ascii.size() * 4 + 16);
    UErrorCode status = U_ZERO_ERROR;
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    int32_t const n = uidna_nameToUnicodeUTF8(uts46_web(), ascii.data(), static_cast<int32_t>(ascii.size()), b.data(),
                                              static_cast<int32_t>(b.size()), &info, &status);
    return U_SUCCESS(status) && has_bidi_character(std::string_view(b.data(), static_cast<std::size_t>(n)));
}

// Converts a group of labels at a time, joined with "."; with `bidi`, each
// group gets the label U+05D0 (a label that keeps the bidi rule) appended
// and its conversion ("xn--4db", or itself) removed, so that ICU applies the
// rule to every label of a group as it would in the whole Bidi domain name.
errc web_groups(idna_way way, std::string_view utf8, std::string& out, bool bidi, bool& saw_bidi) {
    std::string group;
    std::size_t begin = 0, labels = 0;
    std::size_t const added = way == idna_way::to_ascii ? 8 : 3; // ".xn--4db" or ".\u05D0"
    for (std::size_t i = 0; i <= utf8.size();) {
        std::size_t const sep = i < utf8.size() ? separator_at(utf8, i) : 0;
        if (i < utf8.size() && sep == 0) {
            ++i;
            continue;
        }
        if (++labels == labels_per_call || i == utf8.size()) {
            group.assign(utf8.substr(begin, i - begin));
            if (bidi) group += ".\xD7\x90";
            std::size_t const at = out.size();
            if (errc const e = run_idna(uts46_web(), way, group, out, web_not_checked); e != errc::ok) return e;
            if (bidi && out.size() >= at + added) out.erase(out.size() - added); // erase: GCC 12 -O3 misreads resize
            std::string_view const made = std::string_view(out).substr(at);
            saw_bidi = saw_bidi || (!bidi && (way == idna_way::to_ascii ? is_bidi_domain(made) : has_bidi_character(made)));
            if (i < utf8.size()) out += '.';
            begin = i + sep;
            labels = 0;
        }
        i += sep == 0 ? 1 : sep;
    }
    return errc::ok;
}

// The web conversion `way` of `utf8`, in one ICU call for at most 16
// labels, else a group of labels at a time (twice when the name is a Bidi
// domain name). `out` is unchanged on failure.
errc run_web(idna_way way, std::string_view utf8, std::string& out) {
    if (utf8.size() > 0x7FFFFFFF) return errc::idna_label_length;
    std::size_t labels = 1;
    for (std::size_t i = 0; i < utf8.size() && labels <= labels_per_call; ++i) labels += separator_at(utf8, i) != 0;
    if (labels <= labels_per_call) return run_idna(uts46_web(), way, utf8, out, web_not_checked);
    std::size_t const at = out.size();
    bool bidi = false;
    errc e = web_groups(way, utf8, out, false, bidi);
    if (e == errc::ok && bidi) {
        out.resize(at);
        e = web_groups(way, utf8, out, true, bidi);
    }
    if (e != errc::ok) out.resize(at);
    return e;
}

// The URL Standard's "domain parser ToASCII" with beStrict true: as
// uts46_web, with UseSTD3ASCIIRules, CheckHyphens and VerifyDnsLength (ICU
// always runs the last two).
UIDNA const* uts46_web_strict() noexcept {
    static UIDNA* const instance = [] {
        UErrorCode status = U_ZERO_ERROR;
        uint32_t const options = UIDNA_NONTRANSITIONAL_TO_ASCII | UIDNA_NONTRANSITIONAL_TO_UNICODE |
                                 UIDNA_USE_STD3_RULES | UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ;
        UIDNA* p = uidna_openUTS46(options, &status);
        return U_SUCCESS(status) ? p : nullptr;
    }();
    return instance;
}

} // namespace

errc idna_to_ascii_web_in_one_call(std::string_view utf8, std::string& out) {
    if (utf8.size() > 0x7FFFFFFF) return errc::idna_label_length;
    return run_to_ascii(uts46_web(), utf8, out, web_not_checked);
}

errc idna_to_unicode_web_in_one_call(std::string_view ascii, std::string& out) {
    if (ascii.size() > 0x7FFFFFFF) return errc::idna_label_length;
    return run_idna(uts46_web(), idna_way::to_unicode, ascii, out, web_not_checked);
}

errc idna_to_ascii_web(std::string_view utf8, std::string& out) { return run_web(idna_way::to_ascii, utf8, out); }

errc idna_to_unicode_web(std::string_view ascii, std::string& out) { return run_web(idna_way::to_unicode, ascii, out); }

errc idna_to_ascii_web_strict(std::string_view utf8, std::string& out) {
    if (utf8.size() > 0x7FFFFFFF || has_too_many_labels(utf8)) return errc::idna_label_length;
    std::size_t const at = out.size();
    errc const e = run_to_ascii(uts46_web_strict(), utf8, out, 0);
    // VerifyDnsLength (UTS #46, 4.2 ToASCII step 4): each label is 1 to 63
    // long, the last one too; ICU lets an empty root label ("a.b.") pass.
    if (e == errc::ok && out.size() > at && out.back() == '.') {
        out.resize(at);
        return errc::idna_label_length;
    }
    return e;
}

errc idna_to_unicode(std::string_view ascii, std::string& out) {
    UIDNA const* idna = uts46();
    if (idna == nullptr) return errc::idna_failure;
    if (ascii.size() > 0x7FFFFFFF || has_too_many_labels(ascii)) return errc::idna_label_length;
    scratch<to_unicode_scratch> buffer;
    buffer.get().resize(ascii.size() * 4 + 16);
    UErrorCode status = U_ZERO_ERROR;
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    std::string& b = buffer.get();
    int32_t const length = uidna_nameToUnicodeUTF8(idna, ascii.data(), static_cast<int32_t>(ascii.size()), b.data(),
                                                   static_cast<int32_t>(b.size()), &info, &status);
    if (U_FAILURE(status)) return errc::idna_failure;
    if (info.errors != 0) return from_uidna_errors(info.errors);
    out.append(b.data(), static_cast<std::size_t>(length));
    return errc::ok;
}

// Character.toLowerCase(char) per UTF-16 unit: the BMP by u_tolower, a
// supplementary character (two units, each kept) as it is.
errc append_bmp_lowercase(std::string_view utf8, std::string& out) {
    for (std::size_t i = 0; i < utf8.size();) {
        utf8_char const c = utf8_next(utf8.data() + i, utf8.size() - i);
        std::string_view const bytes = utf8.substr(i, c.size);
        i += c.size;
        if (c.code_point < 0x80) {
            char const a = bytes[0];
            out.push_back(a >= 'A' && a <= 'Z' ? static_cast<char>(a | 0x20) : a);
        } else if (c.code_point > 0xFFFF) {
            out.append(bytes);
        } else {
            append_utf8(out, static_cast<std::uint32_t>(u_tolower(static_cast<UChar32>(c.code_point))));
        }
    }
    return errc::ok;
}

} // namespace urikit::detail
