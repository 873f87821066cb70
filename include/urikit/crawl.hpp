/// @file
/// Crawler canonical forms: Google Safe Browsing's canonical URL and lookup
/// expressions, the SURT / CDX key of web archives, and the reversible SSURT.
/// Each is defined by someone else; `../shared/data/crawler/README.md` and
/// the README's "Crawler forms" section say where and which choices urikit made.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/result.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

/// Google Safe Browsing's canonical form of `url` ("URLs and Hashing", v4
/// Canonicalization; v5's IPv6 host rules). `url` is any text, as a client
/// finds it: TAB, CR and LF are removed and whitespace around it trimmed; a
/// URL without "scheme://" is read as "http://" + url; it is split at its
/// delimiters (RFC 3986 Appendix B), and then per component: the fragment,
/// the userinfo and the port dropped; host, path and query percent-unescaped
/// until no escape is left; host dots trimmed and collapsed, every IPv4 form
/// (octal, hex, fewer parts) in dotted decimal, IPv6 in RFC 5952 text
/// (IPv4-mapped and 64:ff9b::/96 as IPv4), IDNA ASCII for a UTF-8 name,
/// lowercase; an empty path "/", dot segments and "//" runs removed; then
/// every byte <= 0x20 or >= 0x7F, "#" and "%" escaped with uppercase hex
/// (and "?" in the path, / ? @ : [ ] in a host, so that the result splits
/// into the same parts: canonicalizing it again gives it back).
///
/// The result is the string Safe Browsing hashes, not an RFC 3986 URI: the
/// page keeps `^ { } |` and the like as they are.
///
/// Errors: errc::missing_host (no host, or one of dots only; offset at
/// the host in `url`), errc::input_too_long, errc::output_too_long. O(n).
///
/// Example:
/// @code
/// safe_browsing_canonical("http://www.GOOgle.com.../blah/..#frag").value() == "http://www.google.com/"
/// @endcode
[[nodiscard]] URIKIT_API result<std::string> safe_browsing_canonical(std::string_view url);

/// The host-suffix / path-prefix expressions a Safe Browsing client looks
/// up for `url` ("URLs and Hashing", Suffix/Prefix Expressions), from its
/// canonical form, each "host/path[?query]" without the scheme: the exact
/// host and up to four hosts formed from its last five labels by removing
/// the leading ones (never the top-level label alone; none for an IP
/// address), each with the exact path and query, the exact path without the
/// query, and up to four path prefixes from "/" adding one segment (with its
/// "/") at a time. At most 30, without duplicates, in that order.
///
/// Example: "http://a.b.c/1/2.html?param=1" gives "a.b.c/1/2.html?param=1",
/// "a.b.c/1/2.html", "a.b.c/", "a.b.c/1/", then the same four for "b.c".
/// Errors: those of safe_browsing_canonical.
[[nodiscard]] URIKIT_API result<std::vector<std::string>> safe_browsing_expressions(std::string_view url);

} // namespace urikit
