#pragma once
/// @file
/// Segments appended to a base URI's path whatever its trailing slash
/// (Go's URL.JoinPath; rust-url's path_segments_mut), as resolution does
/// not: "b" against "/api/v1" is "/api/b".

#include <cstdint>
#include <string>
#include <string_view>

#include <urikit/components.hpp>
#include <urikit/config.hpp>
#include <urikit/result.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_ref.hpp>

namespace urikit {

/// What join_path does with a "." or ".." segment.
enum class dot_segments : std::uint8_t {
    refuse,  ///< errc::dot_segment at the segment (a path given by a user cannot climb out of the base)
    resolve, ///< RFC 3986 §5.2.4 on the joined path ("../x" may climb above the base's path, up to the root)
};

/// How join_path joins.
struct join_options {
    dot_segments dots = dot_segments::refuse; ///< "." and ".." segments
};

/// `base` with the segments of `path` (plain data, split on "/", each
/// percent-encoded as a segment: "a b" is "a%20b", "%" is "%25", "?" and
/// "#" are data) appended to its path, one "/" between base and segments
/// whatever the base path ends with: "/api/v1" and "/api/v1/" joined with
/// "users/7" are both "/api/v1/users/7". A leading "/" of `path` joins too
/// (it does not replace the base's path), empty segments inside it are
/// dropped ("a//b" is "a/b"), a trailing "/" is kept. The base's query and
/// fragment stay. A base without an authority and with an empty path gets a
/// rootless path (its first segment's ":" encoded when it has no scheme:
/// RFC 3986 §4.2). Errors: errc::dot_segment (a "." or ".." segment, at its
/// offset in `path`, with dot_segments::refuse), errc::output_too_long; a
/// web_url base's form's errors. O(n + m).
///
/// Example:
/// @code
/// join_path(parse_uri("https://api.example/v1/").value(), "users/a b").value().str()
///     == "https://api.example/v1/users/a%20b"
/// @endcode
[[nodiscard]] URIKIT_API result<uri> join_path(uri_ref const& base, std::string_view path, join_options options = {});

/// The same into `out` (its capacity reused; empty on error; `base` and
/// `path` may view `out`), with the offsets into `*parts` when given.
[[nodiscard]] URIKIT_API error join_path_into(uri_ref const& base, std::string_view path, join_options options,
                                              std::string& out, components* parts = nullptr);

} // namespace urikit
