// urikit web mode: the common href in one copy (web_fast_path.cpp).
#pragma once

#include <string_view>

#include <urikit/web_url.hpp>

namespace urikit::detail {

// Parses `s` into `out` when it is an absolute special URL that needs no
// processing beyond lowercasing, and returns true; else returns false and
// leaves `out` unchanged (the general parser then runs).
bool parse_web_fast(std::string_view s, web_url& out);

// The host parser's "ends in a number" checker (web_host.cpp).
bool ends_in_a_number(std::string_view domain) noexcept;

} // namespace urikit::detail
