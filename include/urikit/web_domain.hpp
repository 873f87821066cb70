/// @file
/// The URL Standard's domain calls (URL Standard, "IDNA"): the domain
/// parser (domain to ASCII), domain to Unicode, and the valid-domain check.
#pragma once

#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/result.hpp>

namespace urikit {

/// The domain parser's one switch (the Standard's beStrict).
struct domain_options {
    /// UTS #46 ToASCII with UseSTD3ASCIIRules, CheckHyphens and
    /// VerifyDnsLength deciding alone (the Standard's "valid domain" check);
    /// false: what the host parser does.
    bool be_strict = false;
};

/// The URL Standard's domain parser ("domain to ASCII") on `domain`, a UTF-8
/// domain as a special URL's host holds it after percent-decoding: with
/// `options.be_strict` false (what the host parser uses), an ASCII domain is
/// lowercased and any other goes through UTS #46 ToASCII (nontransitional,
/// CheckBidi and CheckJoiners; no STD3 rules, hyphen or DNS-length checks);
/// an empty result, or one holding a forbidden domain code point (C0
/// controls, space, `# % / : < > ? @ [ \ ] ^ |`, DEL), fails. With
/// `be_strict`, UTS #46 ToASCII with UseSTD3ASCIIRules, CheckHyphens and
/// VerifyDnsLength decides alone. No percent-decoding and no IPv4 parsing:
/// `domain_to_ascii("0x7F.1")` is `"0x7f.1"` (parse_web makes such a host
/// an address).
///
/// Examples: `"EXAMPLE.com"` → `"example.com"`, `"faß.de"` →
/// `"xn--fa-hia.de"`, `"a b"` → errc::forbidden_host_code_point at 1.
///
/// Errors: errc::invalid_utf8 (at the ill-formed byte),
/// errc::forbidden_host_code_point (at the byte when `domain` holds it, else
/// 0: the mapping made it, `"⩴"` → `"::="`), errc::invalid_host (offset 0:
/// the result is empty), the IDNA codes (offset 0: errc::idna_disallowed,
/// errc::idna_bidi, errc::idna_joiners, errc::idna_punycode, and with
/// `be_strict` errc::idna_hyphen and errc::idna_label_length),
/// errc::idna_unavailable (built without ICU, for a non-ASCII domain, or
/// any with `be_strict`). O(n).
/// Strict: `domain_to_ascii(d, {.be_strict = true})`.
[[nodiscard]] URIKIT_API result<std::string> domain_to_ascii(std::string_view domain, domain_options options = {});

/// The same into `out` (its capacity reused; empty on error; `domain` may
/// view `out`).
[[nodiscard]] URIKIT_API error domain_to_ascii_into(std::string_view domain, domain_options options, std::string& out);

/// The URL Standard's domain to Unicode on `domain` (UTF-8; a domain the
/// host parser produced is ASCII): UTS #46 ToUnicode with the options of
/// the domain parser (not strict); when it records any error, `domain` as
/// it is (the Standard's step 2: `"xn--8i7caa"` stays, so the two
/// round-trip; and `"XN--A.com"` stays uppercase, where UTS #46 alone
/// would give its mapped text, `"xn--a.com"`, with the error).
/// domain_to_unicode_into tells the recorded error.
/// Examples: `"xn--fa-hia.de"` → `"faß.de"`, `"EXAMPLE.com"` → `"example.com"`.
/// Errors: errc::invalid_utf8 (at the ill-formed byte), errc::idna_unavailable
/// (offset 0; built without ICU, for a domain that is not ASCII or has a
/// label beginning "xn--": the rest is lowercased without ICU). O(n).
[[nodiscard]] URIKIT_API result<std::string> domain_to_unicode(std::string_view domain);

/// The same into `out` (its capacity reused; empty on error; `domain` may
/// view `out`), and into `*recorded` when given the error UTS #46 ToUnicode
/// recorded (errc::ok when none; offset 0): errc::idna_punycode (a label
/// "xn--" that does not decode, or decodes to one beginning "xn--"),
/// errc::idna_disallowed, errc::idna_bidi, errc::idna_joiners,
/// errc::idna_label_length, errc::idna_hyphen. `out` is then `domain`.
[[nodiscard]] URIKIT_API error domain_to_unicode_into(std::string_view domain, std::string& out,
                                                      error* recorded = nullptr);

/// The URL Standard's "valid domain" (URL Standard, host writing): the domain
/// parser with `be_strict` true succeeds on `input`, and its result does not
/// end in a number (`"1.2.3.4"`, `"a.0x1"` are not valid domains). False
/// also for ill-formed UTF-8, and always without ICU. O(n).
[[nodiscard]] URIKIT_API bool is_valid_domain(std::string_view input);

} // namespace urikit
