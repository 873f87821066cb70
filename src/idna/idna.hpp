// urikit: host names to and from IDNA ASCII (UTS #46). ICU-free interface;
// implemented by src/idna/idna_icu.cpp and src/idna/idna2003_icu.cpp (the
// files that include ICU) or, built without ICU, by src/idna/idna_none.cpp.
#pragma once

#include <string>
#include <string_view>

#include <urikit/component.hpp>
#include <urikit/error.hpp>

namespace urikit::detail {

// Appends the UTS #46 ToASCII form of the UTF-8 domain name `utf8`
// (non-transitional: "faß.de" -> "xn--fa-hia.de"; STD3 ASCII rules, bidi and
// CONTEXTJ/CONTEXTO checks on, as RFC 3987 and the http profile use it).
// Returns errc::ok, or the reason; `out` is unchanged on failure.
errc idna_to_ascii(std::string_view utf8, std::string& out);

// The URL Standard's domain-to-ASCII ToASCII step (URL Standard, IDNA;
// beStrict false): UTS #46 nontransitional with CheckBidi and CheckJoiners,
// and without CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength. Appends
// the result; returns errc::ok or the reason (`out` unchanged then).
// A name of more than 16 labels goes to ICU 16 labels at a time (ICU's
// time grows with labels x length), with the bidi rule kept domain-wide.
errc idna_to_ascii_web(std::string_view utf8, std::string& out);

// The same with beStrict true: UseSTD3ASCIIRules, CheckHyphens and
// VerifyDnsLength on (a name of more than 127 labels is
// errc::idna_label_length before ICU sees it; so is an empty root label,
// "example.com.", as tr46 and ada refuse it).
errc idna_to_ascii_web_strict(std::string_view utf8, std::string& out);

// The URL Standard's domain to Unicode's ToUnicode step (URL Standard,
// IDNA): the options of idna_to_ascii_web, a group of labels at a time the
// same way. Appends the result; returns errc::ok or the first error ICU
// records (`out` unchanged then).
errc idna_to_unicode_web(std::string_view ascii, std::string& out);

// Appends the well-formed UTF-8 `utf8` with each character of the Basic
// Multilingual Plane replaced by Unicode's simple lowercase mapping (ICU's
// u_tolower; ASCII by table) and every other character kept: what Java's
// Character.toLowerCase(char) does to each UTF-16 unit of a String, which
// Heritrix's SURT applies. Without ICU: errc::idna_unavailable when `utf8`
// has a character outside ASCII (`out` unchanged then).
errc append_bmp_lowercase(std::string_view utf8, std::string& out);
// The same in one ICU call (tests only).
errc idna_to_unicode_web_in_one_call(std::string_view ascii, std::string& out);

// The same in one ICU call, whatever the length: what the groups must equal
// (tests only).
errc idna_to_ascii_web_in_one_call(std::string_view utf8, std::string& out);

// IDNA 2003's ToASCII of one label (RFC 3490 with RFC 3491 nameprep;
// unassigned code points allowed; no STD3 rules) exactly as Python's "idna"
// codec (CPython 3.11) converts each label, which the Internet Archive's
// surt uses (src/idna/idna2003_icu.cpp says where that differs from the
// RFCs; an ASCII label is kept as it is, its case too). `utf8_label` is
// well-formed UTF-8 with no label separator; appends the 1 to 63 ASCII
// bytes, or returns the reason (`out` unchanged then). Without ICU, a label
// that is not ASCII is errc::idna_unavailable.
errc python_idna_label_to_ascii(std::string_view utf8_label, std::string& out);

// Its first step for an ASCII label (is_ascii, src/core/ascii_case.hpp):
// the label as it is when it has 1 to 63 bytes (CPython's ToASCII skips
// RFC 3490's steps 2-4).
inline errc append_ascii_label(std::string_view label, std::string& out) {
    if (label.empty() || label.size() > 63) return errc::idna_label_length;
    out.append(label);
    return errc::ok;
}

// Appends the UTS #46 ToUnicode form of an ASCII domain name ("xn--fa-hia.de"
// -> "faß.de"), same options. Returns errc::ok, or the reason (`out`
// unchanged then).
errc idna_to_unicode(std::string_view ascii, std::string& out);

// True when `name` certainly has more labels than a DNS name of at most 253
// bytes can hold (more than 127 label separators: ".", and the full stops
// U+3002, U+FF0E, U+FF61 that UTS #46 maps to "."). Such a name always
// fails ToASCII with an empty label or a name over 253 bytes
// (errc::idna_label_length), and is turned down before ICU sees it: ICU's
// time grows with labels x length (measured: 1 MB of "ü." took 6.4 s).
bool has_too_many_labels(std::string_view name) noexcept;

// The one IDNA host pipeline: a reg-name as written in a URI or an IRI (raw
// UTF-8 and percent-encoded UTF-8 octets) is decoded, checked to be UTF-8
// (errc::host_not_utf8) and converted with idna_to_ascii. Appends the ASCII
// host; returns errc::ok or the reason (`out` unchanged then).
errc append_idna_host(std::string& out, std::string_view reg_name);

// What an ASCII host produced by append_idna_host is: it may have become an
// IPv4address (full-width digits, "%31.2.3.4"), else it is a reg-name.
host_kind idna_host_kind(std::string_view ascii_host) noexcept;

} // namespace urikit::detail
