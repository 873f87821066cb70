/// @file
/// The RFC 3986 group (src/rfc3986/): parsing into a uri_view, the owning
/// uri (read and edited in place), normalization under its profiles,
/// equivalence, and reference resolution.
#pragma once

#include <urikit/config.hpp> // first: a C++17 build is told it needs C++20

#include <urikit/core.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/profile.hpp>
#include <urikit/join_path.hpp>
#include <urikit/resolve.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_ref.hpp>
#include <urikit/uri_view.hpp>
