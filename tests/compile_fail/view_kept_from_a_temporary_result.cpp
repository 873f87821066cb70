// normalize(u)->host() reads a temporary result within its expression (a
// one-liner that compiles); kept in a variable, the view would outlive the
// uri it points into: clang says so (URIKIT_LIFETIMEBOUND on the result's
// operator-> and the uri's getters), and -Werror makes it refuse.
// compiler: clang++-14
// expect: will be destroyed at the end of the full-expression
#include <string_view>

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

std::size_t sizes(urikit::uri_view u, std::string const& text) {
#if defined(URIKIT_COMPILE_OK)
    std::size_t const n = urikit::normalize(u)->host().size(); // used within the expression
    return n + urikit::parse_uri_reference(text)->path().size();
#else
    (void)text;
    std::string_view const host = urikit::normalize(u)->host();
    return host.size();
#endif
}
