// The names Python callers use for profiles, components and error handling.
#pragma once

#include <pybind11/pybind11.h>

#include <optional>
#include <string>
#include <vector>

#include <urikit/features.hpp>
#include <urikit/http.hpp>
#include <urikit/dedup.hpp>
#include <urikit/normalize.hpp>
#include <urikit/pct.hpp>

namespace urikit::python {

namespace py = pybind11;

// Each through the library's one table (urikit::named: "-" and "_" taken as
// one, the CLI's spellings); ValueError naming them otherwise.

/// A normal form as Python names it: a profile, or "dedup" (the crawler's
/// dedup form, normalize_dedup: not a urikit::profile).
struct named_form {
    profile p = profile::rfc3986;
    bool dedup = false;
};

/// "rfc3986", "http", "cache-key", "http-cache" (a profile), "dedup".
named_form profile_named(py::handle name);

/// "userinfo", "host", "path", "path_segment", "query", "query_param", "fragment".
codec codec_named(py::handle name);

/// "origin", "absolute", "authority", "asterisk".
target_form form_named(py::handle name);

/// "idna", "public-suffix-list", "url-patterns", "safe-browsing-hashes".
feature feature_named(py::handle name);

/// The steps of the dedup form from a urikit.DedupOptions (any object
/// with its attributes: session_ids, tracking_parameters, tracking,
/// extra_tracking, keep, strip_www, trailing_slash); `holder` is made to
/// take them (only then: default dedup_options hold a vector of strings,
/// a tenth of a one-call normalize). For None: nullptr with a profile, the
/// default steps (made once) with "dedup". ValueError when given with a
/// profile.
dedup_options const* dedup_named(py::handle options, named_form f, std::optional<dedup_options>& holder);

/// What a batch does with a failing item: "raise" (0), "none" (1), "keep" (2); ValueError otherwise.
int on_error_named(py::handle name);

} // namespace urikit::python
