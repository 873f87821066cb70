// urikit: messages and names of the error codes.
#include <urikit/error.hpp>

#include <ostream>
#include <string>

namespace urikit {

std::string_view message(errc code) noexcept {
    switch (code) {
    case errc::ok: return "no error";
    case errc::input_too_long: return "input too long (more than 4294967294 bytes)";
    case errc::invalid_character: return "character not allowed anywhere in a URI";
    case errc::bad_pct_encoding: return "'%' not followed by two hexadecimal digits";
    case errc::missing_scheme: return "missing scheme (a URI begins with ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" ) \":\")";
    case errc::invalid_scheme: return "character not allowed in a scheme";
    case errc::invalid_host: return "character not allowed in a host";
    case errc::invalid_ip_literal: return "invalid IP literal (expected \"[\" IPv6address or IPvFuture \"]\")";
    case errc::invalid_ipv6: return "invalid IPv6 address";
    case errc::invalid_ipvfuture: return "invalid IPvFuture (expected \"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" ))";
    case errc::invalid_port: return "invalid port (digits only, then \"/\", \"?\", \"#\" or the end)";
    case errc::port_out_of_range: return "port number out of range (above 65535)";
    case errc::invalid_path: return "character not allowed in a path";
    case errc::colon_in_first_segment: return "':' in the first segment of a relative reference (write \"./\" before it)";
    case errc::invalid_query: return "character not allowed in a query";
    case errc::invalid_fragment: return "character not allowed in a fragment";
    case errc::fragment_not_allowed: return "fragment not allowed in an absolute URI";
    case errc::host_not_utf8: return "percent-decoded host is not valid UTF-8";
    case errc::idna_disallowed: return "host has a character IDNA (UTS #46) disallows";
    case errc::idna_hyphen: return "host label begins or ends with '-' or has '--' in positions 3 and 4";
    case errc::idna_label_length: return "host has an empty label, a label over 63 bytes or is over 253 bytes";
    case errc::idna_punycode: return "host has an invalid Punycode (xn--) label";
    case errc::idna_bidi: return "host breaks the IDNA bidi rule (RFC 5893)";
    case errc::idna_joiners: return "host breaks an IDNA context rule (RFC 5892 CONTEXTJ/CONTEXTO)";
    case errc::idna_combining_mark: return "host label begins with a combining mark";
    case errc::idna_failure: return "host cannot be converted to IDNA ASCII";
    case errc::base_not_absolute: return "base URI has no scheme";
    case errc::invalid_userinfo: return "character not allowed in a userinfo";
    case errc::missing_host: return "no host, or an empty one, where one is needed";
    case errc::path_without_slash: return "a path after an authority must be empty or begin with '/'";
    case errc::invalid_utf8: return "not well-formed UTF-8 (overlong, surrogate, truncated or above U+10FFFF)";
    case errc::output_too_long: return "result longer than 4294967294 bytes";
    case errc::invalid_components: return "offsets that do not describe the text";
    case errc::idna_unavailable: return "host needs IDNA, and urikit was built without ICU";
    case errc::invalid_ipv4: return "host ends in a number but is not an IPv4 address";
    case errc::forbidden_host_code_point: return "character not allowed in a host (URL Standard forbidden host code point)";
    case errc::relative_without_base: return "no scheme, and no base URL it could be relative to";
    case errc::psl_unavailable: return "needs the Public Suffix List, and urikit was built without libpsl";
    case errc::unsupported_scheme: return "a scheme this operation does not take (request targets: http and https)";
    case errc::crypto_unavailable: return "needs SHA-256, and urikit was built without libcrypto";
    case errc::authority_without_host: return "a userinfo or port without a host";
    case errc::path_or_query_not_allowed: return "the asterisk form is for a URI with an empty path and no query";
    case errc::scheme_change_refused: return "the scheme cannot change to this one (special and non-special schemes do not trade places; file: takes no credentials, port or empty host)";
    case errc::credentials_or_port_not_allowed: return "this URL cannot have a username, password or port (no host, an empty host, or file:)";
    case errc::opaque_path: return "the URL has an opaque path: no host or path can be set";
    case errc::unsupported_host: return "a host no connection can be made to (an IPvFuture literal)";
    case errc::pattern_syntax: return "not a well-formed URL pattern (a lone \\, : without a name, an unbalanced { or (, a non-ASCII regexp)";
    case errc::pattern_duplicate_name: return "two groups of one pattern component have the same name";
    case errc::regexp_syntax: return "not a valid JavaScript regular expression (v flag)";
    case errc::regexp_unsupported: return "a regexp feature urikit refuses: no linear-time engine runs it (backreference, lookaround), or it is not translated";
    case errc::pattern_cannot_generate: return "the pattern cannot generate this component (a modifier, a regexp or * group, a missing value, or a value the group cannot match)";
    case errc::regexp_unavailable: return "URL patterns need RE2, and urikit was built without it";
    case errc::nesting_too_deep: return "groups or classes nested deeper than urikit descends (32 levels in a URL pattern's regexp)";
    case errc::pattern_too_complex: return "the URL pattern component's expression is over the cost bound (RE2 instructions or memory)";
    case errc::invalid_argument: return "an argument out of its range: an enum value that names nothing, or a NULL pointer where one is required";
    }
    return "unknown error";
}

std::string_view name(errc code) noexcept {
    switch (code) {
    case errc::ok: return "ok";
    case errc::input_too_long: return "input_too_long";
    case errc::invalid_character: return "invalid_character";
    case errc::bad_pct_encoding: return "bad_pct_encoding";
    case errc::missing_scheme: return "missing_scheme";
    case errc::invalid_scheme: return "invalid_scheme";
    case errc::invalid_host: return "invalid_host";
    case errc::invalid_ip_literal: return "invalid_ip_literal";
    case errc::invalid_ipv6: return "invalid_ipv6";
    case errc::invalid_ipvfuture: return "invalid_ipvfuture";
    case errc::invalid_port: return "invalid_port";
    case errc::port_out_of_range: return "port_out_of_range";
    case errc::invalid_path: return "invalid_path";
    case errc::colon_in_first_segment: return "colon_in_first_segment";
    case errc::invalid_query: return "invalid_query";
    case errc::invalid_fragment: return "invalid_fragment";
    case errc::fragment_not_allowed: return "fragment_not_allowed";
    case errc::host_not_utf8: return "host_not_utf8";
    case errc::idna_disallowed: return "idna_disallowed";
    case errc::idna_hyphen: return "idna_hyphen";
    case errc::idna_label_length: return "idna_label_length";
    case errc::idna_punycode: return "idna_punycode";
    case errc::idna_bidi: return "idna_bidi";
    case errc::idna_joiners: return "idna_joiners";
    case errc::idna_combining_mark: return "idna_combining_mark";
    case errc::idna_failure: return "idna_failure";
    case errc::base_not_absolute: return "base_not_absolute";
    case errc::invalid_userinfo: return "invalid_userinfo";
    case errc::missing_host: return "missing_host";
    case errc::path_without_slash: return "path_without_slash";
    case errc::invalid_utf8: return "invalid_utf8";
    case errc::output_too_long: return "output_too_long";
    case errc::invalid_components: return "invalid_components";
    case errc::idna_unavailable: return "idna_unavailable";
    case errc::invalid_ipv4: return "invalid_ipv4";
    case errc::forbidden_host_code_point: return "forbidden_host_code_point";
    case errc::relative_without_base: return "relative_without_base";
    case errc::psl_unavailable: return "psl_unavailable";
    case errc::unsupported_scheme: return "unsupported_scheme";
    case errc::crypto_unavailable: return "crypto_unavailable";
    case errc::authority_without_host: return "authority_without_host";
    case errc::path_or_query_not_allowed: return "path_or_query_not_allowed";
    case errc::scheme_change_refused: return "scheme_change_refused";
    case errc::credentials_or_port_not_allowed: return "credentials_or_port_not_allowed";
    case errc::opaque_path: return "opaque_path";
    case errc::unsupported_host: return "unsupported_host";
    case errc::pattern_syntax: return "pattern_syntax";
    case errc::pattern_duplicate_name: return "pattern_duplicate_name";
    case errc::regexp_syntax: return "regexp_syntax";
    case errc::regexp_unsupported: return "regexp_unsupported";
    case errc::pattern_cannot_generate: return "pattern_cannot_generate";
    case errc::regexp_unavailable: return "regexp_unavailable";
    case errc::nesting_too_deep: return "nesting_too_deep";
    case errc::pattern_too_complex: return "pattern_too_complex";
    case errc::invalid_argument: return "invalid_argument";
    }
    return "unknown";
}

std::ostream& operator<<(std::ostream& os, error const& e) {
    if (e.code == errc::ok) return os << "ok";
    return os << name(e.code) << " at byte " << e.offset;
}

namespace {

class urikit_category final : public std::error_category {
public:
    char const* name() const noexcept override { return "urikit"; }
    std::string message(int code) const override { return std::string(urikit::message(static_cast<errc>(code))); }
};

} // namespace

std::error_category const& error_category() noexcept {
    static urikit_category const category;
    return category;
}

} // namespace urikit
