// urikit: the syntax-based profiles of RFC 3986 §6 (rfc3986, http,
// cache_key), normalized here; the public normalize_into (src/crawl/profiles.cpp)
// sends them here and the dedup profile to src/crawl/dedup.cpp.
#pragma once

#include <string>

#include <urikit/components.hpp>
#include <urikit/error.hpp>
#include <urikit/profile.hpp>
#include <urikit/uri_view.hpp>

namespace urikit::detail {

// normalize_into for `p` other than profile::dedup (its contract).
error normalize_syntax_into(uri_view u, profile p, std::string& out, components* parts);

} // namespace urikit::detail
