// urikit: RFC 3986 §5.2.4 remove_dot_segments.
#pragma once

#include <string>
#include <string_view>

namespace urikit::detail {

// Appends `path` with its "." and ".." segments removed, as §5.2.4's
// algorithm does (a ".." above the root is dropped). Linear time, no
// recursion; the output only ever shrinks back to where it started.
void append_without_dot_segments(std::string& out, std::string_view path);

} // namespace urikit::detail
