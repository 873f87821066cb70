// urikit web mode: the parser's entry for the API and the setters.
#pragma once

#include <string_view>

#include <urikit/web_url.hpp>

namespace urikit::detail {

// The basic URL parser without a state override into `out` (unchanged on
// failure); `base` must not be `&out`. `fast` false skips the one-copy path
// (tests: both ways must agree).
error parse_web_record(std::string_view input, web_url const* base, web_url& out, bool fast = true);

// The first segment of a serialized list path ("" when there is none).
std::string_view first_path_segment(std::string_view pathname) noexcept;

} // namespace urikit::detail
