// urikit tests: the pinned WPT URL conformance files (shared/data/wpt/, see
// its README), read with Boost.JSON.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
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

// tests/data/web/icu72_idna_exceptions.tsv: (file, input) -> the result
// ICU 72 gives, where ICU 72's Unicode 15.0 data and the WPT data differ.
struct idna_exceptions {
    std::map<std::pair<std::string, std::string>, std::pair<std::string, std::string>> rows; // -> (wpt, icu72)
    std::set<std::pair<std::string, std::string>> used;
    idna_exceptions();
};

// `got` ("(failure) code" on failure) must be `want` ("(failure)" for null),
// or, for a listed exception, exactly ICU 72's recorded result.
void expect_idna(idna_exceptions& ex, std::string const& file, std::string const& input, std::string const& want,
                 std::string const& got);

} // namespace urikit::test
