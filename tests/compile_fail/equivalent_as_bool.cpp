// equivalent() answers with a verdict, never a bool: `if (equivalent(a, b))`
// would be true for any two references that normalize at all.
// expect: could not convert|cannot convert|no viable conversion|invalid conversion|not contextually convertible|value of type
#include <urikit/normalize.hpp>

bool same(urikit::uri_view a, urikit::uri_view b) {
#if defined(URIKIT_COMPILE_OK)
    return urikit::equivalent(a, b).answer == urikit::verdict::equivalent;
#else
    if (urikit::equivalent(a, b)) return true;
    return false;
#endif
}
