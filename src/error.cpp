// urikit: messages and names of the error codes.
#include <urikit/error.hpp>

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
    }
    return "unknown";
}

} // namespace urikit
