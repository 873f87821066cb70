// urikit: which optional dependencies this build has. CMake sets one
// definition per option on this file (URIKIT_WITH_* in CMakeLists.txt), so
// core asks no later module.
#include <urikit/features.hpp>

#if !defined(URIKIT_FEATURE_IDNA) || !defined(URIKIT_FEATURE_PSL) || !defined(URIKIT_FEATURE_RE2) || \
    !defined(URIKIT_FEATURE_CRYPTO)
#error "CMakeLists.txt defines URIKIT_FEATURE_IDNA, _PSL, _RE2 and _CRYPTO for this file"
#endif

namespace urikit {

bool available(feature f) noexcept {
    switch (f) {
    case feature::idna: return URIKIT_FEATURE_IDNA != 0;
    case feature::public_suffix_list: return URIKIT_FEATURE_PSL != 0;
    case feature::url_patterns: return URIKIT_FEATURE_RE2 != 0;
    case feature::safe_browsing_hashes: return URIKIT_FEATURE_CRYPTO != 0;
    }
    return false;
}

} // namespace urikit
