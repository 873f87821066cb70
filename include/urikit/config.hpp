// urikit: version, limits and the assertion macro.
#pragma once

#include <cstddef>
#include <cstdint>

#define URIKIT_VERSION_MAJOR 0
#define URIKIT_VERSION_MINOR 1
#define URIKIT_VERSION_PATCH 0

namespace urikit {

// Component offsets are 32-bit; 0xFFFFFFFF marks an absent component, so the
// longest input urikit accepts is 4 GiB - 2 bytes. A longer input is rejected
// with errc::input_too_long at offset max_input_size, before any byte is read.
inline constexpr std::size_t max_input_size = 0xFFFFFFFEu;

} // namespace urikit

// URIKIT_ASSERT: checked when URIKIT_DEVELOPMENT_CHECKS is defined (tests, fuzz
// targets, debug builds), compiled out otherwise (used instead of the standard assert macro).
#if defined(URIKIT_DEVELOPMENT_CHECKS)
#include <cstdio>
#include <cstdlib>
#define URIKIT_ASSERT(cond)                                                          \
    do {                                                                             \
        if (!(cond)) {                                                               \
            std::fprintf(stderr, "urikit: assertion failed: %s (%s:%d)\n", #cond,    \
                         __FILE__, __LINE__);                                        \
            std::abort();                                                            \
        }                                                                            \
    } while (false)
#else
#define URIKIT_ASSERT(cond) ((void)0)
#endif
