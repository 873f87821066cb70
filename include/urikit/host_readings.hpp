#pragma once
/// @file
/// When one text names two hosts: the one the URL Standard's parser gives
/// (browsers, Node, urikit's web mode) and the one an RFC 3986 reader
/// takes (curl, libcurl, requests: a backslash is data there, so
/// `http://allowed.example\@127.0.0.1/` is 127.0.0.1). A guard that checks
/// one reading and lets a client re-parse the text with the other is open;
/// check_request on a pasted text refuses such a text (errc::ambiguous_host).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/web_url.hpp>

namespace urikit {

/// The two hosts of a text read two ways, each as a client connects to it
/// (the URL Standard's host parser: lowercase, IDNA ASCII, IPv4 dotted,
/// IPv6 in brackets).
struct host_readings {
    std::string url_standard; ///< the host the URL Standard's parser gives (against the base)
    std::string rfc3986;      ///< the host of the authority RFC 3986's split gives (Appendix B), after its last "@"
    std::uint32_t rfc3986_offset = 0; ///< where that host begins in the text
};

/// The two hosts of `text` when they differ, else nullopt. The RFC 3986
/// reading takes `text` cleaned as the URL Standard cleans its input (C0
/// controls and spaces trimmed at both ends, TAB and newlines removed:
/// only the split differs), splits it as RFC 3986 Appendix B does (the authority after
/// "//" up to the first "/", "?" or "#": a "\" is data), takes the host
/// after the authority's last "@" (as curl and Python's urllib do) and
/// before its port, and reads it with the same host parser; a text with no
/// such authority, or whose RFC 3986 host is no host a client could reach,
/// has one reading (nullopt), as does a text the URL Standard does not
/// parse (against `base`: a Location value, `//a\@b/`), and a file: URL
/// (RFC 8089 reads its "localhost" and its drive letters, `file://c:/x`, as
/// the URL Standard maps them). Every case found comparing the two readings
/// on the shared URL lists (109,066 lines: none), WPT's URL tests (4,675
/// inputs: only file: ones, above), random texts and fuzzing is a "\" in
/// the authority, which the URL Standard reads as "/" in a special URL
/// (`http://allowed.example\@127.0.0.1/` is allowed.example to it,
/// 127.0.0.1 to curl). O(n).
[[nodiscard]] URIKIT_API std::optional<host_readings> differing_host_readings(std::string_view text,
                                                                              web_url const* base = nullptr);

} // namespace urikit
