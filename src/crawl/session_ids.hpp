// urikit crawl forms: session identifiers in paths and queries, removed by
// the IA canonicalization (before the SURT) and the dedup profile. urikit's
// own rules, listed in the README ("Crawler forms"): the parameter names
// jsessionid, phpsessid, sid and aspsessionid* (any suffix), and cfid with
// cftoken (only when both are present), compared without ASCII case; in a
// path, a ";jsessionid=VALUE" segment parameter.
#pragma once

#include <string>
#include <string_view>

namespace urikit::detail {

enum class session_name : unsigned char {
    none,    // not a session identifier
    always,  // jsessionid, phpsessid, sid, aspsessionid*
    cfid,    // cfid and cftoken: session identifiers when both are present
    cftoken,
};

// Whether a parameter named so goes, given whether cfid and cftoken are both there.
constexpr bool is_session_id(session_name s, bool cf_pair) noexcept {
    return s == session_name::always || (cf_pair && (s == session_name::cfid || s == session_name::cftoken));
}

// What the parameter name `name` (its bytes, decoded) is.
session_name classify_session_name(std::string_view name) noexcept;

// Removes every ";jsessionid=..." segment parameter (up to the next ';',
// '/' or the end) from the `size` bytes at `path`, in place; returns the new
// size. Linear.
std::size_t remove_path_session_ids(char* path, std::size_t size) noexcept;

} // namespace urikit::detail
