/// @file
/// Reference resolution (RFC 3986 §5.2).
#pragma once

#include <string>

#include <urikit/components.hpp>
#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/result.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

/// The target URI of `reference` against `base` (RFC 3986 §5.2).
///
/// §5.2.2 with the strict parser (a reference with a scheme is never
/// relative, even when the scheme equals the base's), §5.2.3 merge, §5.2.4
/// remove_dot_segments, §5.3 recomposition. The base's fragment is ignored.
/// Nothing else is normalized ("%7E" stays). One step goes beyond §5.2.2:
/// for an empty reference path the base path is also passed through
/// remove_dot_segments, so a target never holds a dot segment (the same
/// result for any base without dot segments). A result path that would begin
/// with "//" without an authority gets a "/." prefix, so the result always
/// re-parses to its components.
///
/// Errors: errc::base_not_absolute (the base has no scheme, §5.1; offset 0),
/// errc::output_too_long. O(n) in the sizes of both.
///
/// Example:
/// @code
/// resolve(parse_uri("http://a/b/c/d;p?q").value(), parse_uri_reference("../g").value())
///     .value().str() == "http://a/b/g"
/// @endcode
[[nodiscard]] URIKIT_API result<uri> resolve(uri_view base, uri_view reference);

/// Same, into `out` (cleared first, capacity reused; a warm buffer means no
/// allocation). `out` may hold the text `base` or `reference` views: the
/// result then replaces it. `parts`, when given, receives the offsets of the
/// result in `out`. On error `out` is empty.
[[nodiscard]] URIKIT_API error resolve_into(uri_view base, uri_view reference, std::string& out,
                                            components* parts = nullptr);

} // namespace urikit
