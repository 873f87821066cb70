/// @file
/// Version, limits, the export macro and the assertion macro.
#pragma once

// urikit's headers are C++20: say so before any of them fails to parse.
#if defined(__cplusplus) && (defined(_MSVC_LANG) ? _MSVC_LANG : __cplusplus) < 202002L
#error "urikit needs C++20: compile with -std=c++20 (CMake: urikit::urikit asks for cxx_std_20; C: include <urikit/urikit.h>)"
#endif

#include <cstddef>
#include <cstdint>

/// Major version: the ABI may change with it (and, before 1.0, with the minor version).
#define URIKIT_VERSION_MAJOR 0
/// Minor version.
#define URIKIT_VERSION_MINOR 4
/// Patch version.
#define URIKIT_VERSION_PATCH 0

#include <urikit/export.h> // URIKIT_API

/// Everything urikit offers C++: parsing (RFC 3986 and the URL Standard),
/// normalization and equivalence, resolution, IRIs, URL patterns, the HTTP
/// and crawler forms. `urikit::detail` is internal.
namespace urikit {

/// The longest input (and output) urikit handles: 4 GiB - 2 bytes.
///
/// Component offsets are 32-bit and 0xFFFFFFFF marks an absent component. A
/// longer input is rejected with errc::input_too_long at offset
/// max_input_size before any byte is read; a result that would be longer is
/// refused with errc::output_too_long.
inline constexpr std::size_t max_input_size = 0xFFFFFFFEu;

} // namespace urikit

// URIKIT_LIFETIMEBOUND marks a function whose result views `*this` (or the
// parameter it follows): clang then warns (-Wdangling) where that result
// outlives a temporary, `std::string_view h = normalize(u)->host();`. Empty
// for other compilers (and for Doxygen, docs/Doxyfile.in).
#if defined(__clang__) && defined(__has_cpp_attribute)
#if __has_cpp_attribute(clang::lifetimebound)
#define URIKIT_LIFETIMEBOUND [[clang::lifetimebound]]
#endif
#endif
#if !defined(URIKIT_LIFETIMEBOUND)
#define URIKIT_LIFETIMEBOUND
#endif

/// @def URIKIT_ASSERT
/// urikit's internal invariant check: aborts with a message when `cond` is
/// false and URIKIT_DEVELOPMENT_CHECKS is defined (tests, fuzz targets, debug
/// builds); compiled out otherwise.
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
