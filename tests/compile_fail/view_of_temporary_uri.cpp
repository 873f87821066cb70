// normalize(u).value() is a temporary uri: a view of it would dangle, so
// uri::view() cannot be called on an rvalue.
// expect: deleted
#include <urikit/normalize.hpp>

urikit::uri_view normalized(urikit::uri_view u, urikit::uri& keep) {
#if defined(URIKIT_COMPILE_OK)
    keep = urikit::normalize(u).value();
    return keep.view();
#else
    (void)keep;
    return urikit::normalize(u).value().view();
#endif
}
