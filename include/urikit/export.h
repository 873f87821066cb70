/* urikit: the export macro, shared by the C++ headers and the C API
   (urikit.h); C and C++. */
#ifndef URIKIT_EXPORT_H
#define URIKIT_EXPORT_H

/** @def URIKIT_API
    Marks what the library exports; everything else is built with hidden
    visibility. A shared urikit defines URIKIT_SHARED_LIBRARY for its users
    (CMake does it), which matters only on Windows. */
#if defined(_WIN32) && defined(URIKIT_SHARED_LIBRARY)
#if defined(URIKIT_BUILDING_LIBRARY)
#define URIKIT_API __declspec(dllexport)
#else
#define URIKIT_API __declspec(dllimport)
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define URIKIT_API __attribute__((visibility("default")))
#else
#define URIKIT_API
#endif

#endif /* URIKIT_EXPORT_H */
