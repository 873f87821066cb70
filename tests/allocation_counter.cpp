#include "allocation_counter.hpp"

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<bool> counting{false};
std::atomic<std::size_t> allocations{0};
std::atomic<bool> failing{false};
std::atomic<std::size_t> allowed_before_failing{0};

// True when this allocation must fail (fail_allocations_after).
bool must_fail() noexcept {
    if (!failing.load(std::memory_order_relaxed)) return false;
    std::size_t left = allowed_before_failing.load(std::memory_order_relaxed);
    while (left > 0 && !allowed_before_failing.compare_exchange_weak(left, left - 1)) {
    }
    return left == 0;
}
} // namespace

namespace urikit::test {

void start_counting_allocations() noexcept {
    allocations = 0;
    counting = true;
}

std::size_t stop_counting_allocations() noexcept {
    counting = false;
    return allocations.load();
}

void fail_allocations_after(std::size_t allowed) noexcept {
    allowed_before_failing = allowed;
    failing = true;
}

void allow_allocations() noexcept { failing = false; }

} // namespace urikit::test

// Replacements for the whole test binary; they only count inside a window.
void* operator new(std::size_t n) {
    if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1, std::memory_order_relaxed);
    if (must_fail()) throw std::bad_alloc();
    if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
    throw std::bad_alloc();
}
void* operator new[](std::size_t n) { return operator new(n); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
// The nothrow forms too (std::stable_sort's buffer comes from one): a
// library one would pair its memory with the free() above.
void* operator new(std::size_t n, std::nothrow_t const&) noexcept {
    if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1, std::memory_order_relaxed);
    if (must_fail()) return nullptr;
    return std::malloc(n == 0 ? 1 : n);
}
void* operator new[](std::size_t n, std::nothrow_t const&) noexcept { return operator new(n, std::nothrow); }
void operator delete(void* p, std::nothrow_t const&) noexcept { std::free(p); }
void operator delete[](void* p, std::nothrow_t const&) noexcept { std::free(p); }
