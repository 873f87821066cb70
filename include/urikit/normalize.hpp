// urikit: normalization (RFC 3986 §6) and equivalence.
#pragma once

#include <string>

#include <urikit/components.hpp>
#include <urikit/error.hpp>
#include <urikit/result.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

enum class profile : unsigned char {
    // RFC 3986 §6.2.2 syntax-based: scheme and host lowercase, percent-encoding
    // hex uppercase, encoded unreserved characters decoded (never a reserved
    // one), remove_dot_segments on the path of a reference with a scheme, an
    // empty port's ":" dropped, IPv6 in RFC 5952 text form. Never changes which
    // resource is named.
    rfc3986,
    // §6.2.3 scheme-based, for http, https, ws, wss and the other schemes with a
    // registered default port: rfc3986, plus the default port removed (":080"
    // is 80), an empty path with an authority becomes "/", and a host with
    // percent-encoded non-ASCII bytes becomes its IDNA ASCII form (UTS #46).
    http,
    // For crawlers and caches; may change what is named: http, plus the
    // fragment removed, an empty query removed, and the query parameters
    // stably sorted by their percent-decoded name (each pair keeps its bytes).
    cache_key,
};

// The normalized reference. The result re-parses to the components it was
// written from: a path without authority that would begin with "//" is written
// with a "/." prefix ("foo:/a/..//evil" -> "foo:/.//evil"). Normalizing twice
// gives the same string. Errors only come from the http profile's host
// conversion (errc::host_not_utf8, errc::idna_*; offset at the host).
//
// Example: normalize(parse_uri_reference("HTTP://a/%7euser/./x").value(), profile::rfc3986)
//          -> "http://a/~user/x"
[[nodiscard]] result<uri> normalize(uri_view u, profile p = profile::rfc3986);

// Same, into `out` (cleared first; its capacity is reused, so a warm buffer
// means no allocation). When `parts` is given it receives the offsets of the
// normalized reference in `out`.
[[nodiscard]] error normalize_into(uri_view u, profile p, std::string& out, components* parts = nullptr);

// Two references are equivalent under a profile when their normalized forms
// are byte-for-byte identical. Uses per-thread buffers: no allocation once
// they are warm.
[[nodiscard]] result<bool> equivalent(uri_view a, uri_view b, profile p = profile::rfc3986);

} // namespace urikit
