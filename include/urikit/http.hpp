/// @file
/// What an HTTP client derives from a URI or a web URL: its origin (RFC
/// 6454; the URL Standard's for a web_url) and the request target and Host
/// field of a request for it (RFC 9112 §3.2, RFC 9110 §7.2).
#pragma once

#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/address_class.hpp>
#include <urikit/host_readings.hpp>
#include <urikit/names.hpp>
#include <urikit/redact.hpp>
#include <urikit/referrer.hpp>
#include <urikit/result.hpp>
#include <urikit/uri_ref.hpp>
#include <urikit/uri_view.hpp>
#include <urikit/web_url.hpp>

namespace urikit {

/// The origin of a URI (RFC 6454 §4) or a web URL (URL Standard, "Origin"):
/// a scheme, host and port triple, or a unique (the Standard: opaque)
/// origin. Two unique origins are never the same origin.
struct uri_origin {
    std::string scheme;     ///< lowercase; empty for a unique origin
    std::string host;       ///< lowercase, IDNA ASCII (the http profile's host; a web URL's hostname), IPv6 in brackets
    std::uint16_t port = 0; ///< the port, or the scheme's default port

    /// True for a unique origin (RFC 6454 §4 steps 1 and 4).
    [[nodiscard]] bool is_unique() const noexcept { return scheme.empty(); }
    /// RFC 6454 §6.2: "null" for a unique origin, else scheme "://" host,
    /// and ":" port when it is not the scheme's default.
    [[nodiscard]] URIKIT_API std::string serialize() const;
    /// RFC 6454 §5: the same triple (unique origins: never).
    [[nodiscard]] friend bool same_origin(uri_origin const& a, uri_origin const& b) noexcept {
        return !a.is_unique() && a.scheme == b.scheme && a.host == b.host && a.port == b.port;
    }
};

/// The origin of `u` (RFC 6454 §4). Unique when `u` has no scheme or no
/// authority (no naming authority), when its host is empty, when its scheme
/// is "file" (§4 step 2: implementation-defined; urikit says unique), or
/// when urikit knows no default port for its scheme (the protocols it
/// "supports" in §4's sense: http, https, ws, wss, ftp and the other schemes
/// of the http profile). The host is the http profile's (lowercase, IDNA
/// ASCII, RFC 5952 IPv6). A fragment is ignored.
///
/// Example:
/// @code
/// origin(parse_uri("HTTPS://Example.COM:443/a").value()).value().serialize() == "https://example.com"
/// @endcode
/// For the URL Standard's special schemes (http, https, ws, wss, ftp) a
/// host in IPv4 shorthand is its address, as in a browser's origin
/// (`https://0x7f.1/` has the origin `https://127.0.0.1`).
/// Errors: errc::forbidden_host_code_point (a reg-name host that holds a
/// forbidden domain code point of the URL Standard, percent-decoded or not:
/// no browser would request it; offset at the byte or its triplet),
/// errc::invalid_ipv4 (a special scheme's host ending in a number that is no
/// address), the http profile's host errors (errc::idna_*),
/// errc::port_out_of_range.
///
/// A web URL's origin is the URL Standard's ("Origin"), as its model reads it: the scheme, host
/// and port (the default port when null) for http, https, ws, wss and ftp;
/// for a blob URL, the origin of the URL its path parses as when that is
/// http or https; else unique, whose serialize() is "null" as the
/// Standard's. Never fails for a web URL.
///
/// Example:
/// @code
/// origin(parse_web("blob:https://a.com:443/x").value()).value().serialize() == "https://a.com"
/// @endcode
[[nodiscard]] URIKIT_API result<uri_origin> origin(uri_ref const& u);

/// The default port of `scheme` (compared without ASCII case) among the
/// schemes urikit knows (RFC 3986 §6.2.3, IANA's registrations): http and
/// ws 80, https and wss 443, ftp 21, and gopher, ssh, telnet, tftp, ldap,
/// ldaps, nntp, imap, pop, rtsp, sip, sips, rsync, svn, git, coap, coaps,
/// wais, prospero; nullopt for any other. uri_view::port_or_default() and
/// web_url::port_or_default() apply it.
[[nodiscard]] URIKIT_API std::optional<std::uint16_t> default_port(std::string_view scheme) noexcept;

/// Everything a client sends for one http or https URI: where to connect,
/// and the request line's target and the Host field.
struct request_parts {
    std::string scheme;       ///< "http" or "https"
    std::string connect_host; ///< the host to resolve and connect to, as a browser reads it: a name (lowercase, IDNA ASCII, percent-decoded, never one a resolver reads as an address), dotted IPv4, or IPv6 without brackets (and without a zone ID)
    std::string zone_id;      ///< RFC 6874: the IPv6 literal's zone ID percent-decoded (the interface a link-local address is reached on: `getaddrinfo("fe80::1%eth0")`, RFC 4007 §11), "" when none; never in host_field or the targets (RFC 6874 §4)
    std::uint16_t port = 0;   ///< the port written, or the scheme's default (RFC 9110 §4.2.1, §4.2.2)
    std::string target;       ///< origin-form request-target (RFC 9112 §3.2.1): absolute-path [ "?" query ], "/" for an empty path
    std::string host_field;   ///< Host field value (RFC 9110 §7.2): host, and ":" port when it is not the default
    bool tls = false;         ///< true for https
};

/// The request parts of the http or https URI `u`, from its http-profile
/// normal form (RFC 9110 §4.2.3: lowercase scheme and host, IDNA ASCII,
/// RFC 5952 IPv6, percent-encoding normalized, dot segments removed; the
/// fragment is never sent), checked once. A reg-name host that ends in a
/// number is read as browsers and resolvers (inet_aton) read it: `0x7f.1`,
/// `127.1`, `0177.0.0.1` and `2130706433` are `127.0.0.1` in connect_host,
/// host_field and the targets, so a filter on connect_host sees the address
/// (address_class_of says what it is; docs/http.md, "Server-side request
/// forgery", what else to check); a
/// percent-encoded name is decoded there as browsers decode it
/// (`http://%29x7/` connects to `)x7`). Errors:
/// errc::unsupported_scheme (offset 0), errc::missing_host (no authority or
/// an empty host), errc::forbidden_host_code_point (as origin()),
/// errc::invalid_ipv4 (a host ending in a number that is no address,
/// `1.2.3.256`: browsers refuse it; at the host), errc::unsupported_host (an
/// IPvFuture literal), errc::port_out_of_range, the http profile's host
/// errors (errc::idna_*). O(n).
///
/// Example:
/// @code
/// auto const r = http_request_parts(parse_uri("HTTPS://[::1]:8443/a/../b?q#f").value()).value();
/// // r.connect_host == "::1", r.port == 8443, r.target == "/b?q", r.host_field == "[::1]:8443", r.tls
/// @endcode
/// A web URL's request is that of its RFC 3986 form (uri_ref: the target
/// holds only bytes RFC 3986 allows).
[[nodiscard]] URIKIT_API result<request_parts> http_request_parts(uri_ref const& u);

/// The target of a redirect from the URL `current` whose response carried
/// the Location field value `location`, as browsers read it: bytes that are
/// not UTF-8 (a server's Latin-1) percent-encoded as bytes ("\xE9" is
/// "%E9"), then the URL Standard's parser with `current` as the base
/// (relative references, "?q", "//host:port", "\\" in special URLs,
/// spaces, IDNA hosts, ...); a value without a fragment takes `current`'s
/// (RFC 9110 §10.2.2). The result is an RFC 3986 uri (to_rfc3986), ready for
/// http_request_parts. Errors: parse_web's (errc::missing_host,
/// errc::invalid_port, errc::forbidden_host_code_point, an IDNA code, ...)
/// at their offset in `location` as received, errc::output_too_long. O(n).
///
/// Example:
/// @code
/// resolve_location(parse_web("http://a.com/d/p#top").value(), "../caf\xE9?q").value().str()
///     == "http://a.com/caf%E9?q#top"
/// @endcode
///
/// `current` is a web_url as it is, or an RFC 3986 URI (a uri_view or a
/// uri) read by the URL Standard's parser (a URI a client could request
/// reads the same; `http:///x`, which has no host, reads as `http://x/`);
/// then also errc::base_not_absolute (offset 0) when the URL Standard does
/// not parse it (`http://[v1.x]/`).
[[nodiscard]] URIKIT_API result<uri> resolve_location(uri_ref const& current, std::string_view location);

/// The same into `out` (its capacity reused; empty on error; `location`
/// and `current` may view `out`), with the offsets into `*parts` when given.
[[nodiscard]] URIKIT_API error resolve_location_into(uri_ref const& current, std::string_view location,
                                                     std::string& out, components* parts = nullptr);

/// The four forms of an HTTP/1.1 request-target (RFC 9112 §3.2).
enum class target_form : unsigned char {
    origin,    ///< absolute-path [ "?" query ]: "/" for an empty path (§3.2.1)
    absolute,  ///< the absolute-URI without userinfo and fragment (§3.2.2; RFC 9110 §4.2.4)
    authority, ///< uri-host ":" port, the default port when none is written (§3.2.3, CONNECT)
    asterisk,  ///< "*", for a URI with an empty path and no query (§3.2.4, server-wide OPTIONS)
};

namespace detail {
inline constexpr std::string_view target_form_names[] = {"origin", "absolute", "authority", "asterisk"};
static_assert(std::size(target_form_names) == static_cast<std::size_t>(target_form::asterisk) + 1, "a name per value");
} // namespace detail

/// "origin", "absolute", "authority", "asterisk".
[[nodiscard]] constexpr std::string_view name(target_form value) noexcept {
    return detail::name_in(detail::target_form_names, value);
}


/// The request-target of a request for the http or https URI `u` in form
/// `f`, from the components as written (normalize under the http profile
/// first for the canonical bytes), but a host in IPv4 shorthand as its
/// address (http_request_parts). Errors: errc::unsupported_scheme (not
/// http or https; offset 0), errc::missing_host (no authority or an empty host:
/// RFC 9110 §4.2.1 makes such a URI invalid), errc::forbidden_host_code_point
/// (as origin()), errc::invalid_ipv4 (as http_request_parts),
/// errc::path_or_query_not_allowed (asterisk form for a URI with a path or a
/// query), errc::port_out_of_range.
[[nodiscard]] URIKIT_API result<std::string> request_target(uri_ref const& u, target_form f = target_form::origin);

/// Same, into `out` (its capacity reused; empty on error; `u` may view `out`).
[[nodiscard]] URIKIT_API error request_target_into(uri_ref const& u, target_form f, std::string& out);

/// The Host field value for the http or https URI `u` (RFC 9110 §7.2): the
/// authority without userinfo (IPv4 shorthand as its address), the port
/// only when written and not the scheme's default. Errors: as request_target.
[[nodiscard]] URIKIT_API result<std::string> host_field(uri_ref const& u);

/// Same, into `out` (its capacity reused; empty on error; `u` may view `out`).
[[nodiscard]] URIKIT_API error host_field_into(uri_ref const& u, std::string& out);

} // namespace urikit
