// urikit: what the SIMD classifiers share: code compiled for SSSE3 inside a
// file built for the baseline (SSE2 on x86-64), and the run-time test that
// picks it. The SSSE3 way runs only where has_ssse3() says so.
#pragma once

#if defined(__clang__)
#define URIKIT_BEGIN_SSSE3 _Pragma("clang attribute push(__attribute__((target(\"ssse3\"))), apply_to = function)")
#define URIKIT_END_SSSE3 _Pragma("clang attribute pop")
#else
#define URIKIT_BEGIN_SSSE3 _Pragma("GCC push_options") _Pragma("GCC target(\"ssse3\")")
#define URIKIT_END_SSSE3 _Pragma("GCC pop_options")
#endif

namespace urikit::detail {

// True when this CPU has SSSE3 (asked once).
inline bool has_ssse3() noexcept {
    static bool const yes = __builtin_cpu_supports("ssse3");
    return yes;
}

} // namespace urikit::detail
