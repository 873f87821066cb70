// urikit tests: running a call on a thread with a small stack, where an
// unbounded recursion over user input would overflow (and crash the test
// binary) long before the default 8 MiB main stack does.
#pragma once

#include <pthread.h>

#include <cstddef>
#include <functional>
#include <stdexcept>

namespace urikit::test {

// Runs `fn` on a new thread whose stack is `bytes` (at least
// PTHREAD_STACK_MIN) and waits for it. `fn` must not use Boost.Test's
// assertions (they are not thread-safe): it records what it found, and
// the caller asserts after.
inline void run_on_small_stack(std::size_t bytes, std::function<void()> fn) {
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    if (pthread_attr_setstacksize(&attr, bytes) != 0) throw std::runtime_error("pthread_attr_setstacksize");
    pthread_t thread;
    auto const body = [](void* p) -> void* {
        (*static_cast<std::function<void()>*>(p))();
        return nullptr;
    };
    int const made = pthread_create(&thread, &attr, body, &fn);
    pthread_attr_destroy(&attr);
    if (made != 0) throw std::runtime_error("pthread_create");
    pthread_join(thread, nullptr);
}

// 256 KiB: room for every call urikit makes at its nesting bounds, also
// under AddressSanitizer (whose frames are larger), and far too little for
// a recursion that descends once per byte of a 100 KB input.
inline constexpr std::size_t small_stack_bytes = 256 * 1024;

} // namespace urikit::test
