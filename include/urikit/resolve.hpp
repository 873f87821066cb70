// urikit: reference resolution (RFC 3986 §5.2).
#pragma once

#include <string>

#include <urikit/components.hpp>
#include <urikit/error.hpp>
#include <urikit/result.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

// The target URI of `reference` against `base` (RFC 3986 §5.2.2 with the
// strict parser: a reference with a scheme is never relative, even when the
// scheme equals the base's; §5.2.3 merge; §5.2.4 remove_dot_segments; §5.3
// recomposition). The base must have a scheme (errc::base_not_absolute);
// its fragment is ignored. Nothing else is normalized ("%7E" stays). One
// step goes beyond §5.2.2: for an empty reference path the base path is also
// passed through remove_dot_segments, so a target never holds a dot segment
// (the same result for any base without dot segments).
// A result path that would begin with "//" without an authority gets a "/."
// prefix, so the result always re-parses to its components.
//
// Example: resolve(parse_uri("http://a/b/c/d;p?q").value(),
//                  parse_uri_reference("../g").value()) -> "http://a/b/g"
[[nodiscard]] result<uri> resolve(uri_view base, uri_view reference);

// Same, into `out` (cleared first, capacity reused); `parts`, when given,
// receives the offsets of the result in `out`.
[[nodiscard]] error resolve_into(uri_view base, uri_view reference, std::string& out, components* parts = nullptr);

} // namespace urikit
