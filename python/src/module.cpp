// urikit._urikit: the compiled half of the `urikit` Python package. The
// package's Python modules wrap these in plain Python functions.
#include "bindings.hpp"
#include "names.hpp"
#include "py_text.hpp"
#include "text_signatures.hpp"

#include <urikit/features.hpp>

PYBIND11_MODULE(_urikit, m) {
    namespace py = pybind11;
    using namespace urikit::python;
    m.doc() = "urikit's C++ core (use the urikit package, not this module)";
    // Each docstring begins with its signature in Python's terms (pybind11's
    // own would say `profile: handle`).
    py::options options;
    options.disable_function_signatures();
    init_errors();
    bind_functions(m);
    bind_batch(m);
    bind_uri(m);
    bind_search_params(m);
    bind_web(m);
    bind_pattern(m);
    bind_crawl(m);
    bind_dedup(m);
    for (char const* cls : {"URI", "WebURL", "URLSearchParams", "URLPattern"}) add_text_signatures(m.attr(cls));
    m.def(
        "available", [](py::handle f) { return urikit::available(feature_named(f)); },
        "available(feature) -> bool\n\nTrue when this build of urikit has the feature: 'idna' (ICU), "
        "'public-suffix-list' (libpsl), 'url-patterns' (RE2), 'safe-browsing-hashes' (libcrypto); "
        "'-' and '_' are one. ValueError for any other name.");
}
