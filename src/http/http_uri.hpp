// urikit http: what every HTTP form checks of a URI first, and the host a
// client connects to.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <urikit/result.hpp>
#include <urikit/uri_view.hpp>

#include "src/core/ip_text.hpp"

namespace urikit::detail {

// A reg-name host as a browser reads it, where that differs from the text:
// the URL Standard's host parser of a special URL percent-decodes a host
// ("%29x7" is ")x7") and reads one that ends in a number ("0x7f.1",
// "127.1", "2130706433", "0177.0.0.1", "127.0.0.1.") with its IPv4 parser,
// as every resolver does (inet_aton). `name` is that host (an IPv4 address
// dotted), empty for a host read as written.
struct browser_host {
    std::string name;
    bool is_ipv4 = false;
};

// The browser's reading of `u`'s reg-name host, `u` being a URI of a
// special scheme (http, https, ws, wss, ftp), for a host with a "%" or
// ending in a number. Errors: errc::invalid_ipv4 (a host ending in a
// number that is no address: "1.2.3.256", "a.09"; a browser refuses it),
// and the host parser's errc::forbidden_host_code_point and IDNA codes for
// a percent-encoded host, each at its offset in `u`. O(n).
error read_browser_host(uri_view u, browser_host& out);

// An http or https URI with a host (RFC 9110 §4.2.1, §4.2.2) that a browser
// would accept: its port (the scheme's default when none is written), and
// the host as a browser reads it when that differs (read_browser_host).
// Errors: errc::unsupported_scheme (offset 0), errc::missing_host (no
// authority or an empty host), errc::forbidden_host_code_point,
// errc::invalid_ipv4, errc::port_out_of_range.
struct http_authority {
    std::uint16_t port = 0;
    browser_host browser;
    // Appends the host a client names (Host field, targets): an IPv4 address
    // dotted, an IPv6 literal without its zone ID (RFC 6874 §4: a client
    // removes the zone from all it sends), else `host` as written.
    void append_named_host(std::string& out, std::string_view host) const {
        if (browser.is_ipv4) {
            out.append(browser.name);
        } else if (!host.empty() && host.front() == '[' && host.find('%') != std::string_view::npos) {
            out.append("[").append(split_ipv6_literal(host).address).append("]");
        } else {
            out.append(host);
        }
    }
    // The host a client resolves and connects to: the browser's reading, else
    // `host` (an IP literal as written: its brackets and zone for the caller).
    [[nodiscard]] std::string_view connect_host(std::string_view host) const noexcept {
        return browser.name.empty() ? host : std::string_view(browser.name);
    }
};
result<http_authority> checked_http_authority(uri_view u);

} // namespace urikit::detail
