// urikit: RFC 3986 §5.2.4 remove_dot_segments.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>


namespace urikit::detail {

// True when `path` holds a complete "." or ".." segment, i.e. when
// remove_dot_segments would change it.
bool has_dot_segment(std::string_view path) noexcept;

// Removes the "." and ".." segments of the `size` bytes at `path`, in place,
// as §5.2.4's algorithm does (a ".." above the root is dropped). Returns the
// new size (never larger). Linear time, no recursion.
std::size_t remove_dot_segments_in_place(char* path, std::size_t size) noexcept;


} // namespace urikit::detail
