// normalize(u).value() is a temporary uri: converting it to a uri_view would
// leave the view pointing into a destroyed string, so the conversion is
// deleted on an rvalue (a named uri converts).
// expect: deleted
#include <urikit/normalize.hpp>

urikit::uri_view normalized(urikit::uri_view u, urikit::uri& keep) {
#if defined(URIKIT_COMPILE_OK)
    keep = urikit::normalize(u).value();
    return keep;
#else
    (void)keep;
    return urikit::normalize(u).value();
#endif
}
