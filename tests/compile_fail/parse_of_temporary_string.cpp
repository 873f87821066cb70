// A view into a temporary std::string would dangle: parse_uri_reference(std::string&&) is deleted.
// expect: deleted
#include <string>

#include <urikit/parse.hpp>

std::size_t host_size(std::string const& lvalue) {
#if defined(URIKIT_COMPILE_OK)
    auto const r = urikit::parse_uri_reference(lvalue);
#else
    auto const r = urikit::parse_uri_reference(lvalue + "/");
#endif
    return r ? r->host().size() : 0;
}
