// urikit http: what every HTTP form checks of a URI first, and the host a
// client connects to.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include <urikit/result.hpp>
#include <urikit/uri_view.hpp>

namespace urikit::detail {

// A host as a browser reads it when it could be an IPv4 address: the URL
// Standard's host parser of a special URL reads a reg-name that ends in a
// number ("0x7f.1", "127.1", "2130706433", "0177.0.0.1", "127.0.0.1.", or
// percent-encoded) with its IPv4 parser, and so does every resolver
// (inet_aton); `dotted` is that address in dotted decimal, empty for any
// other host.
struct ipv4_host {
    char text[16];
    std::size_t size = 0;
    [[nodiscard]] std::string_view dotted() const noexcept { return {text, size}; }
};

// The IPv4 reading of `u`'s reg-name host, `u` being a URI of a special
// scheme (http, https, ws, wss, ftp). Errors: errc::invalid_ipv4 (a host
// ending in a number that is no address: "1.2.3.256", "a.09"; a browser
// refuses it), and the host parser's errc::forbidden_host_code_point and
// IDNA codes for a percent-encoded host, each at its offset in `u`. O(n).
error read_ipv4_host(uri_view u, ipv4_host& out);

// An http or https URI with a host (RFC 9110 §4.2.1, §4.2.2) that a browser
// would accept: its port (the scheme's default when none is written), and
// the host read as an IPv4 address when it is one (read_ipv4_host).
// Errors: errc::unsupported_scheme (offset 0), errc::missing_host (no
// authority or an empty host), errc::forbidden_host_code_point,
// errc::invalid_ipv4, errc::port_out_of_range.
struct http_authority {
    std::uint16_t port = 0;
    ipv4_host ipv4;
    // The host a client connects to and names: the dotted address, else `host`.
    [[nodiscard]] std::string_view host_or(std::string_view host) const noexcept {
        return ipv4.size != 0 ? ipv4.dotted() : host;
    }
};
result<http_authority> checked_http_authority(uri_view u);

} // namespace urikit::detail
