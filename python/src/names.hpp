// The names Python callers use for profiles, components and error handling.
#pragma once

#include <pybind11/pybind11.h>

#include <optional>
#include <string>
#include <vector>

#include <urikit/features.hpp>
#include <urikit/http.hpp>
#include <urikit/normalize.hpp>
#include <urikit/pct.hpp>

namespace urikit::python {

namespace py = pybind11;

// Each through the library's one table (urikit::named: "-" and "_" taken as
// one, the CLI's spellings); ValueError naming them otherwise.

/// "rfc3986", "http", "cache-key", "dedup", "http-cache".
profile profile_named(py::handle name);

/// "userinfo", "host", "path", "path_segment", "query", "query_param", "fragment".
codec codec_named(py::handle name);

/// "origin", "absolute", "authority", "asterisk".
target_form form_named(py::handle name);

/// "idna", "public-suffix-list", "url-patterns", "safe-browsing-hashes".
feature feature_named(py::handle name);

/// The steps of the dedup profile from a urikit.DedupOptions (any object
/// with its attributes: session_ids, tracking_parameters, tracking,
/// extra_tracking, keep, strip_www, trailing_slash); `holder` is made to
/// take them (only then: default dedup_options hold a vector of strings,
/// a tenth of a one-call normalize). nullptr for None. ValueError when
/// given with a profile other than dedup.
dedup_options const* dedup_named(py::handle options, profile p, std::optional<dedup_options>& holder);

/// What a batch does with a failing item: "raise" (0), "none" (1), "keep" (2); ValueError otherwise.
int on_error_named(py::handle name);

} // namespace urikit::python
