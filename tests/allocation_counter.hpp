// urikit tests: counts calls of global operator new inside a window, and
// makes them fail on demand (out-of-memory paths).
// The replacements live in allocation_counter.cpp, out of line, so no test
// sees both an allocation and its replacement inlined together.
#pragma once

#include <cstddef>

namespace urikit::test {

void start_counting_allocations() noexcept;
// Stops counting and returns the number of allocations since the start.
std::size_t stop_counting_allocations() noexcept;

// From the call on, the allocation after `allowed` more fails (operator new
// throws std::bad_alloc, the nothrow forms return nullptr), and so does
// every one after it, until allow_allocations().
void fail_allocations_after(std::size_t allowed) noexcept;
void allow_allocations() noexcept;

} // namespace urikit::test
