// urikit web mode: a per-thread web_url for a call that needs one for itself
// (Tag names the call site): the scratch rule of src/core/scratch.hpp, for a
// URL record, which its user writes whole (so taking it clears nothing) and
// whose href is what it holds on the heap.
#pragma once

#include <urikit/web_url.hpp>

#include "src/core/scratch.hpp"

namespace urikit::detail {

template <>
struct scratch_traits<web_url> {
    static std::size_t heap_bytes(web_url const& u) noexcept { return u.str().capacity(); }
    static void take(web_url&) noexcept {}
};

template <class Tag>
using scratch_url = scratch<Tag, web_url>;

} // namespace urikit::detail
