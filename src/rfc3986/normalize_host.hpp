// urikit: host normalization (RFC 3986 §6.2.2.1, RFC 5952).
#pragma once

#include <cstddef>
#include <string_view>

#include <urikit/component.hpp>

namespace urikit::detail {

// True when a reg-name holds percent-encoded non-ASCII bytes: an
// internationalized host written percent-encoded (RFC 3986 §3.2.2: "encoded
// as UTF-8 ... then percent-encoded"), which the http profile converts to its
// IDNA ASCII form (src/idna/idna.hpp, append_idna_host).
bool has_encoded_non_ascii(std::string_view host) noexcept;

// The longest the normalized text of a host of this kind written with
// write_normalized_host can be, for a host of `size` bytes.
std::size_t normalized_host_bound(std::size_t size, host_kind kind) noexcept;

// Writes the normalized host at `out` and returns the end:
// - reg-name: percent-encoding normalized, ASCII letters lowercase;
// - IPv4address: as written (dec-octets are already canonical);
// - IPv6address: RFC 5952 text, in brackets;
// - IPvFuture: lowercase.
// `out` needs room for normalized_host_bound(host.size(), kind) bytes.
// Precondition: `host` is a parsed host of that kind.
char* write_normalized_host(char* out, std::string_view host, host_kind kind) noexcept;

} // namespace urikit::detail
