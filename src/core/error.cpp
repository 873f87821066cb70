// urikit: messages and names of the error codes.
#include <urikit/error.hpp>

#include <cstddef>
#include <iterator>
#include <ostream>
#include <string>

namespace urikit {

namespace {

// Each code's name (its enumerator) and message, in the enumeration's order
// (tests/core/error_test.cpp reads the enumerators from the header and checks it).
struct code_text {
    std::string_view name, message;
};
constexpr code_text texts[] = {
    {"ok", "no error"},
    {"input_too_long", "input too long (more than 4294967294 bytes)"},
    {"invalid_character", "character not allowed anywhere in a URI"},
    {"bad_pct_encoding", "'%' not followed by two hexadecimal digits"},
    {"missing_scheme", "missing scheme (a URI begins with ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" ) \":\")"},
    {"invalid_scheme", "character not allowed in a scheme"},
    {"invalid_host", "character not allowed in a host"},
    {"invalid_ip_literal", "invalid IP literal (expected \"[\" IPv6address or IPvFuture \"]\")"},
    {"invalid_ipv6", "invalid IPv6 address"},
    {"invalid_ipvfuture", "invalid IPvFuture (expected \"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" ))"},
    {"invalid_port", "invalid port (digits only, then \"/\", \"?\", \"#\" or the end)"},
    {"port_out_of_range", "port number out of range (above 65535)"},
    {"invalid_path", "character not allowed in a path"},
    {"colon_in_first_segment", "':' in the first segment of a relative reference (write \"./\" before it)"},
    {"invalid_query", "character not allowed in a query"},
    {"invalid_fragment", "character not allowed in a fragment"},
    {"fragment_not_allowed", "fragment not allowed in an absolute URI"},
    {"host_not_utf8", "percent-decoded host is not valid UTF-8"},
    {"idna_disallowed", "host has a character IDNA (UTS #46) disallows"},
    {"idna_hyphen", "host label begins or ends with '-' or has '--' in positions 3 and 4"},
    {"idna_label_length", "host has an empty label, a label over 63 bytes or is over 253 bytes"},
    {"idna_punycode", "host has an invalid Punycode (xn--) label"},
    {"idna_bidi", "host breaks the IDNA bidi rule (RFC 5893)"},
    {"idna_joiners", "host breaks an IDNA context rule (RFC 5892 CONTEXTJ/CONTEXTO)"},
    {"idna_combining_mark", "host label begins with a combining mark"},
    {"idna_failure", "host cannot be converted to IDNA ASCII"},
    {"base_not_absolute", "base URI has no scheme"},
    {"invalid_userinfo", "character not allowed in a userinfo"},
    {"missing_host", "no host, or an empty one, where one is needed"},
    {"path_without_slash", "a path after an authority must be empty or begin with '/'"},
    {"invalid_utf8", "not well-formed UTF-8 (overlong, surrogate, truncated or above U+10FFFF)"},
    {"output_too_long", "result longer than 4294967294 bytes"},
    {"invalid_components", "offsets that do not describe the text"},
    {"idna_unavailable", "host needs IDNA, and urikit was built without ICU"},
    {"invalid_ipv4", "host ends in a number but is not an IPv4 address"},
    {"forbidden_host_code_point", "character not allowed in a host (URL Standard forbidden host code point)"},
    {"relative_without_base", "no scheme, and no base URL it could be relative to"},
    {"psl_unavailable", "needs the Public Suffix List, and urikit was built without it"},
    {"unsupported_scheme", "a scheme this operation does not take (request targets: http and https)"},
    {"crypto_unavailable", "needs SHA-256, and urikit was built without libcrypto"},
    {"authority_without_host", "a userinfo or port without a host"},
    {"path_or_query_not_allowed", "the asterisk form is for a URI with an empty path and no query"},
    {"scheme_change_refused", "the scheme cannot change to this one (special and non-special schemes do not trade places; file: takes no credentials, port or empty host)"},
    {"credentials_or_port_not_allowed", "this URL cannot have a username, password or port (no host, an empty host, or file:)"},
    {"opaque_path", "the URL has an opaque path: no host or path can be set"},
    {"unsupported_host", "a host no connection can be made to (an IPvFuture literal)"},
    {"pattern_syntax", "not a well-formed URL pattern (a lone \\, : without a name, an unbalanced { or (, a non-ASCII regexp)"},
    {"pattern_duplicate_name", "two groups of one pattern component have the same name"},
    {"regexp_syntax", "not a valid JavaScript regular expression (v flag)"},
    {"regexp_unsupported", "a regexp feature urikit refuses: no linear-time engine runs it (backreference, lookaround), or it is not translated"},
    {"pattern_cannot_generate", "the pattern cannot generate this component (a modifier, a regexp or * group, a missing value, or a value the group cannot match)"},
    {"regexp_unavailable", "URL patterns need RE2, and urikit was built without it"},
    {"nesting_too_deep", "groups or classes nested deeper than urikit descends (32 levels in a URL pattern's regexp)"},
    {"pattern_too_complex", "the URL pattern component's expression is over the cost bound (RE2 instructions or memory, or the states of its ECMAScript program)"},
    {"invalid_argument", "an argument out of its range: an enum value that names nothing, or a NULL pointer where one is required"},
    {"no_such_segment", "the path has no segment at that index"},
    {"address_refused", "the host a client connects to is of an address class the policy refuses (loopback, private use, link-local, ...)"},
    {"name_not_allowed", "a domain name where the policy takes only addresses (resolve it, then check each address)"},
    {"host_not_allowed", "the host is on none of the policy's allow lists"},
    {"port_not_allowed", "the port is not one the policy allows"},
    {"ambiguous_host", "the text names one host to the URL Standard (browsers) and another to an RFC 3986 reader (curl, requests): a backslash in the authority"},
    {"dot_segment", "a \".\" or \"..\" segment where the join refuses them"},
};
constexpr errc last_code = errc::dot_segment;
static_assert(std::size(texts) == static_cast<std::size_t>(last_code) + 1, "one row per code");

} // namespace

std::string_view message(errc code) noexcept {
    auto const i = static_cast<std::size_t>(code);
    return i < std::size(texts) ? texts[i].message : "unknown error";
}

std::string_view name(errc code) noexcept {
    auto const i = static_cast<std::size_t>(code);
    return i < std::size(texts) ? texts[i].name : "unknown";
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
