// A uri_view or uri cannot be made from offsets nobody checked: the
// constructors are private, and from_parts checks.
// expect: private|protected|inaccessible
#include <string>

#include <urikit/uri.hpp>

std::size_t host_size(std::string const& text, urikit::components const& parts) {
#if defined(URIKIT_COMPILE_OK)
    auto const v = urikit::uri_view::from_parts(text, parts);
    return v ? v->host().size() : 0;
#else
    urikit::uri_view const v(text, parts);
    return v.host().size();
#endif
}
