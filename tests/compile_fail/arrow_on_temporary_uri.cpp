// normalize(u)-> on the temporary result would point into a uri destroyed at
// the end of the expression: operator-> on a temporary result of an owning
// type is deleted (it stays for views, whose text lives elsewhere).
// expect: deleted
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

std::size_t sizes(urikit::uri_view u, std::string const& text) {
#if defined(URIKIT_COMPILE_OK)
    auto const n = urikit::normalize(u);
    return n->str().size() + urikit::parse_uri_reference(text)->path().size();
#else
    (void)text;
    return urikit::normalize(u)->view().path().size();
#endif
}
