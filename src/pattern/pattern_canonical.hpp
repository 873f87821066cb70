// urikit: the URL Pattern Standard's encoding callbacks (URL Pattern
// Standard, "Canonicalization"): each component's text as urikit's web
// mode canonicalizes it.
#pragma once

#include <string>
#include <string_view>

#include <urikit/error.hpp>

namespace urikit::detail {

// Each writes `value` canonicalized into `out` (cleared first; "" for "").
// Errors, the offset in `value`: the web parser's and setters' (a protocol
// that is no scheme: errc::invalid_scheme; a host the host parser refuses;
// a port without digits: errc::invalid_port, above 65535:
// errc::port_out_of_range; an IPv6 pattern with a byte other than hex
// digits, "[", "]", ":": errc::invalid_ipv6). O(n).
error canonicalize_protocol(std::string_view value, std::string& out);
error canonicalize_username(std::string_view value, std::string& out);
error canonicalize_password(std::string_view value, std::string& out);
error canonicalize_hostname(std::string_view value, std::string& out);
error canonicalize_ipv6_hostname(std::string_view value, std::string& out);
error canonicalize_port(std::string_view value, std::string& out); // no protocol: no default port dropped
error canonicalize_pathname(std::string_view value, std::string& out);
error canonicalize_opaque_pathname(std::string_view value, std::string& out);
error canonicalize_search(std::string_view value, std::string& out);
error canonicalize_hash(std::string_view value, std::string& out);

// "canonicalize a port" given a protocol: its default port becomes "".
error canonicalize_port_for(std::string_view value, std::string_view protocol, std::string& out);

} // namespace urikit::detail
