// urikit tests: the pinned WPT URL conformance files (shared/data/wpt/, see
// its README), read with Boost.JSON.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <boost/json/value.hpp>

namespace urikit::test {

// The parsed JSON of shared/data/wpt/<name>, or nullopt when the build has
// no shared data (URIKIT_SHARED_DATA unset: the caller skips, saying so).
std::optional<boost::json::value> load_wpt(std::string const& name);

// Lone UTF-16 surrogates (\uD800-\uDFFF escapes not in a pair) have no
// UTF-8 form, so a UTF-8 API cannot be given them: the loader replaces each
// with this marker, and the tests count such inputs as not expressible.
inline constexpr char const* lone_surrogate_marker = "<lone surrogate>";
std::string mark_lone_surrogates(std::string const& json_text);

// A JSON string's bytes (UTF-8), or "" for a non-string.
std::string str(boost::json::value const& v);

} // namespace urikit::test
