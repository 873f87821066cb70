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

// Reference resolution is a member of the base: `base.resolve(reference)`
// (uri_view::resolve, uri::resolve), so the two cannot be swapped silently;
// this header is where it is documented in full, at uri_view::resolve.

} // namespace urikit
