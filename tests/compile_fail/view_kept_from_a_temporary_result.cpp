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
    // A view's getters are not tied to the view (its text is the caller's):
    // kept from a temporary view, they are no warning.
    std::string_view const kept = urikit::parse_uri_reference(text)->path();
    std::string_view const of_view = urikit::uri_view(u).host();
    return n + kept.size() + of_view.size();
#else
    (void)text;
    std::string_view const host = urikit::normalize(u)->host();
    return host.size();
#endif
}
