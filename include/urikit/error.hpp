// urikit: error codes and the error value (code + byte offset).
#pragma once

#include <cstdint>
#include <string_view>

namespace urikit {

// One value per distinct reason. The offset that goes with it is the 0-based
// byte offset in the input where the input stopped being acceptable.
enum class errc : std::uint8_t {
    ok = 0,
    input_too_long,        // longer than max_input_size
    invalid_character,     // a byte that no URI component may contain (CTL, SP, "<>\^`{|}, non-ASCII)
    bad_pct_encoding,      // "%" not followed by two HEXDIG (RFC 3986 §2.1)
    missing_scheme,        // a URI (not a reference) must begin with scheme ":" (§3)
    invalid_scheme,        // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (§3.1)
    invalid_host,          // reg-name / authority ended by a character that cannot follow a host (§3.2.2)
    invalid_ip_literal,    // IP-literal = "[" ( IPv6address / IPvFuture ) "]" (§3.2.2)
    invalid_ipv6,          // IPv6address (§3.2.2)
    invalid_ipvfuture,     // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) (§3.2.2)
    invalid_port,          // port = *DIGIT, followed by "/", "?", "#" or the end (§3.2.3)
    port_out_of_range,     // port number above 65535 (only from uri_view::port_number)
    invalid_path,          // a character not allowed in a path (§3.3)
    colon_in_first_segment,// relative-ref: the first segment may not contain ":" (§4.2)
    invalid_query,         // a character not allowed in a query (§3.4)
    invalid_fragment,      // a character not allowed in a fragment (§3.5)
    fragment_not_allowed,  // absolute-URI has no fragment (§4.3)
    // Host conversion to IDNA ASCII (UTS #46, through ICU), http profile and IRIs:
    host_not_utf8,         // a percent-decoded host that is not valid UTF-8
    idna_disallowed,       // a code point UTS #46 disallows (STD3 rules: no "_", " ", "/" ...)
    idna_hyphen,           // a label begins or ends with "-", or has "--" in positions 3-4
    idna_label_length,     // an empty label, a label over 63 or a name over 253 bytes
    idna_punycode,         // an "xn--" label that is not valid Punycode, or decodes to something invalid
    idna_bidi,             // RFC 5893 bidi rule violated
    idna_joiners,          // RFC 5892 CONTEXTJ/CONTEXTO rule violated (ZWJ, ZWNJ, middle dot ...)
    idna_combining_mark,   // a label begins with a combining mark
    idna_failure,          // any other IDNA failure reported by ICU
    // Resolution and building:
    base_not_absolute,     // a base URI must have a scheme (RFC 3986 §5.1, §5.2.1)
    invalid_userinfo,      // a value that is not a userinfo (§3.2.1)
    missing_host,          // userinfo or port set without a host (§3.2)
    path_without_slash,    // a path with an authority must be empty or begin with "/" (§3.3)
    // IRIs (RFC 3987):
    invalid_utf8,          // bytes that are not well-formed UTF-8 (overlong, surrogate, truncated, > U+10FFFF)
};

// A short human-readable reason, e.g. "invalid port".
[[nodiscard]] std::string_view message(errc code) noexcept;
// The enumerator's name, e.g. "invalid_port".
[[nodiscard]] std::string_view name(errc code) noexcept;

struct error {
    errc code = errc::ok;
    std::uint32_t offset = 0;

    friend constexpr bool operator==(error const&, error const&) = default;
};

} // namespace urikit
