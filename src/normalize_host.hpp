// urikit: host normalization (RFC 3986 §6.2.2.1, RFC 5952, UTS #46).
#pragma once

#include <string>
#include <string_view>

#include <urikit/component.hpp>
#include <urikit/error.hpp>

namespace urikit::detail {

// Appends the normalized host:
// - reg-name: percent-encoding normalized, ASCII letters lowercase; with
//   `to_idna`, a host whose percent-encodings hold non-ASCII bytes is decoded
//   and converted to its IDNA ASCII form (UTS #46).
// - IPv4address: as written (dec-octets are already canonical).
// - IPv6address: RFC 5952 text, in brackets.
// - IPvFuture: lowercase.
// Returns errc::ok or the IDNA failure (`out` unchanged then).
errc append_normalized_host(std::string& out, std::string_view host, host_kind kind, bool to_idna);

} // namespace urikit::detail
