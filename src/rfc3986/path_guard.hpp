// urikit: the prefixes that keep a written path a path (RFC 3986 §3.3, §4.2).
#pragma once

#include <cstddef>
#include <string_view>

#include "src/core/writer.hpp"

namespace urikit::detail {

// Without an authority a path may not begin with "//" (it would become one):
// "/." is put before it, which remove_dot_segments takes away again. In a
// relative reference the first segment may not hold ":" (it would become a
// scheme): "./" is put before it.
//
// path_guard returns the prefix a path written without an authority needs
// ("", "/." or "./"); guard_path inserts it where the path written since
// `path_begin` (an offset in w) begins.
std::string_view path_guard(std::string_view path, bool has_scheme) noexcept;
void guard_path(writer& w, std::size_t path_begin, bool has_scheme, bool has_authority);

} // namespace urikit::detail
