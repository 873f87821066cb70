// An owning uri cannot be made from offsets nobody checked either.
// expect: private|protected|inaccessible
#include <string>

#include <urikit/uri.hpp>

std::size_t host_size(std::string text, urikit::components const& parts) {
#if defined(URIKIT_COMPILE_OK)
    auto const u = urikit::uri::from_parts(std::move(text), parts);
    return u ? u.value().view().host().size() : 0;
#else
    urikit::uri const u(std::move(text), parts);
    return u.view().host().size();
#endif
}
