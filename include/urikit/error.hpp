/// @file
/// Error codes and the error value (a code and a byte offset).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string_view>
#include <system_error>

#include <urikit/config.hpp>
#include <urikit/names.hpp>

namespace urikit {

/// Why an input was not acceptable: one value per distinct reason.
///
/// The offset that goes with it (error::offset) is the 0-based byte offset in
/// the input where the input stopped being acceptable.
enum class errc : std::uint8_t {
    ok = 0,                 ///< no error
    input_too_long,         ///< longer than max_input_size
    invalid_character,      ///< a byte no URI component may contain (CTL, SP, `"<>\^`{|}`, non-ASCII)
    bad_pct_encoding,       ///< "%" not followed by two HEXDIG (RFC 3986 §2.1)
    missing_scheme,         ///< a URI (not a reference) must begin with scheme ":" (§3)
    invalid_scheme,         ///< scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (§3.1)
    invalid_host,           ///< a reg-name or authority ended by a byte that cannot follow a host (§3.2.2)
    invalid_ip_literal,     ///< IP-literal = "[" ( IPv6address / IPvFuture ) "]" (§3.2.2)
    invalid_ipv6,           ///< not an IPv6address (§3.2.2)
    invalid_ipvfuture,      ///< IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) (§3.2.2)
    invalid_port,           ///< port = *DIGIT, followed by "/", "?", "#" or the end (§3.2.3): the parsers, and a port setter's value
    port_out_of_range,      ///< a port number above 65535 (port_number, the web mode and its port setter, surt, the HTTP forms)
    invalid_path,           ///< a byte not allowed in a path (§3.3)
    colon_in_first_segment, ///< relative-ref: the first segment may not contain ":" (§4.2)
    invalid_query,          ///< a byte not allowed in a query (§3.4)
    invalid_fragment,       ///< a byte not allowed in a fragment (§3.5)
    fragment_not_allowed,   ///< absolute-URI has no fragment (§4.3)
    host_not_utf8,          ///< a percent-decoded host that is not UTF-8 (IDNA input)
    idna_disallowed,        ///< a code point UTS #46 disallows (with STD3 rules for RFC 3986 hosts: no "_", " ", "/" ...; the web mode applies none)
    idna_hyphen,            ///< a label begins or ends with "-", or has "--" in positions 3-4
    idna_label_length,      ///< an empty label, a label over 63 or a name over 253 bytes
    idna_punycode,          ///< an "xn--" label that is not valid Punycode, or decodes to something invalid
    idna_bidi,              ///< the RFC 5893 bidi rule is violated
    idna_joiners,           ///< an RFC 5892 CONTEXTJ/CONTEXTO rule is violated (ZWJ, ZWNJ, middle dot ...)
    idna_combining_mark,    ///< a label begins with a combining mark
    idna_failure,           ///< any other IDNA failure reported by ICU
    base_not_absolute,      ///< a base URI must have a scheme (RFC 3986 §5.1, §5.2.1)
    invalid_userinfo,       ///< a byte not allowed in a userinfo (§3.2.1)
    missing_host,           ///< no host, or an empty one, where one is needed (a special URL in web mode, its host setters; the crawl and HTTP forms)
    path_without_slash,     ///< a path after an authority must be empty or begin with "/" (§3.3)
    invalid_utf8,           ///< bytes that are not well-formed UTF-8 (overlong, surrogate, truncated, > U+10FFFF)
    output_too_long,        ///< the result would be longer than max_input_size (its offsets would not fit)
    invalid_components,     ///< an offset table that does not describe its text (uri_view::from_parts)
    idna_unavailable,       ///< urikit was built without ICU (URIKIT_WITH_ICU=OFF): no IDNA
    invalid_ipv4,           ///< web mode: a host ending in a number that is no IPv4 address (URL Standard, IPv4 parser)
    forbidden_host_code_point, ///< web mode: a forbidden host or domain code point in a host (URL Standard, host miscellaneous)
    relative_without_base,  ///< web mode: no scheme, and no base (or a base with an opaque path) to resolve against
    psl_unavailable,        ///< urikit was built without the Public Suffix List (URIKIT_WITH_PSL=OFF)
    unsupported_scheme,     ///< a scheme the operation does not take (request targets: http and https only; port_or_default(): a scheme without a default port)
    crypto_unavailable,     ///< urikit was built without libcrypto (URIKIT_WITH_CRYPTO=OFF): no SHA-256
    authority_without_host, ///< a userinfo or port without a host (RFC 3986 §3.2: uri::set_userinfo or set_port without a host; web mode: `sc://user@/`, `sc://:1/`)
    path_or_query_not_allowed, ///< the asterisk request-target is for a URI with an empty path and no query (RFC 9112 §3.2.4)
    scheme_change_refused,  ///< web_url::set_protocol: special and non-special schemes do not trade places; `file` takes no credentials, port or empty host (URL Standard, scheme state)
    credentials_or_port_not_allowed, ///< web_url::set_username, set_password, set_port on a URL without a host, with an empty host, or a `file` URL (URL Standard, "cannot have a username/password/port")
    opaque_path,            ///< web_url::set_host_and_port, set_hostname, set_pathname on a URL with an opaque path (`mailto:x`)
    unsupported_host,       ///< a valid host an HTTP client cannot connect to (an IPvFuture literal: http_request_parts)
    pattern_syntax, ///< a URL pattern string that is not well formed (URL Pattern Standard, tokenizer and pattern parser): a lone `\`, `:` without a name, an unbalanced `{` or `(`, a non-ASCII regexp
    pattern_duplicate_name, ///< two groups of one URL pattern component have the same name
    regexp_syntax, ///< a URL pattern's regexp group is not a valid JavaScript regular expression (`v` flag)
    regexp_unsupported, ///< a valid regexp feature no linear-time engine runs (backreferences, lookahead, lookbehind) or urikit does not translate (see url_pattern.hpp)
    pattern_cannot_generate, ///< url_pattern::generate: a part with a modifier, a regexp or `*` group, a group without a value, or a value its group cannot match
    regexp_unavailable, ///< urikit was built without RE2 (URIKIT_WITH_RE2=OFF): no URL patterns
    nesting_too_deep, ///< groups or classes nested deeper than urikit descends (a URL pattern's regexp group: 32 levels), at the opening byte past the bound
    pattern_too_complex, ///< a URL pattern component whose compiled expression is over the cost bound (url-patterns.md: RE2 instructions and memory, the ECMAScript program's states), at the component's first byte
    invalid_argument, ///< C API: an enum argument that names no value, or a NULL pointer where a handle, buffer or text is required (offset 0)
    no_such_segment, ///< uri::set_segment, uri::remove_segment: the path has no segment at that index (offset 0)
    address_refused, ///< check_request: the host a client connects to (or an address given) is of a class the policy refuses (loopback, private, link-local, ...), at the host
    name_not_allowed, ///< check_request: a domain name where the policy takes addresses only (request_policy::allow_names false), at the host
    host_not_allowed, ///< check_request: a host on none of the policy's allow lists (hosts, sites), at the host
    port_not_allowed, ///< check_request: a port the policy does not list, at the port (at the host when none is written)
    ambiguous_host, ///< check_request on a pasted text: the URL Standard and an RFC 3986 reader (curl, requests) name two hosts (differing_host_readings: a backslash before an "@"), at the RFC 3986 reading's host
    dot_segment, ///< join_path: a "." or ".." segment where join_options refuses them (dot_segments::refuse), at the segment
};

/// A short human-readable reason, e.g. "invalid port (...)". Never empty; a
/// view of a NUL-terminated literal (the C API hands out its data()).
[[nodiscard]] URIKIT_API std::string_view message(errc code) noexcept;
/// The enumerator's name, e.g. "invalid_port"; a view of a NUL-terminated literal.
[[nodiscard]] URIKIT_API std::string_view name(errc code) noexcept;

/// An error value: why (code) and where (offset, in bytes from the start of the input).
///
/// [[nodiscard]]: a function that returns one says whether it did what was
/// asked (every setter, every `_into`), and dropping the answer warns.
struct [[nodiscard]] error {
    errc code = errc::ok;     ///< the reason; errc::ok means no error
    std::uint32_t offset = 0; ///< 0-based byte offset in the input where it stopped being acceptable

    /// True when there is an error (code is not errc::ok), as std::error_code:
    /// `if (error e = f_into(...)) report(e);`.
    constexpr explicit operator bool() const noexcept { return code != errc::ok; }

    /// Field-wise equality.
    friend constexpr bool operator==(error const&, error const&) = default;
};

/// Writes `e` as "name at byte offset" ("invalid_port at byte 9"; "ok").
URIKIT_API std::ostream& operator<<(std::ostream& os, error const& e);

/// The std::error_category of urikit's codes: name() "urikit", message()
/// as urikit::message(). One object for the whole program.
[[nodiscard]] URIKIT_API std::error_category const& error_category() noexcept;

/// `code` as a std::error_code of error_category() (errc::ok is no error).
[[nodiscard]] inline std::error_code make_error_code(errc code) noexcept {
    return {static_cast<int>(code), error_category()};
}

} // namespace urikit

// urikit::errc converts to std::error_code (through urikit::make_error_code).
/// @cond
namespace std {
template <>
struct is_error_code_enum<urikit::errc> : true_type {};
} // namespace std
/// @endcond
