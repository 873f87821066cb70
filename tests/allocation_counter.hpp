// urikit tests: counts calls of global operator new inside a window.
// The replacements live in allocation_counter.cpp, out of line, so no test
// sees both an allocation and its replacement inlined together.
#pragma once

#include <cstddef>

namespace urikit::test {

void start_counting_allocations() noexcept;
// Stops counting and returns the number of allocations since the start.
std::size_t stop_counting_allocations() noexcept;

} // namespace urikit::test
