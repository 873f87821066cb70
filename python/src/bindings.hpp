// What each binding file adds to the module, and the helpers they share.
#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "operations.hpp"

namespace urikit::python {

namespace py = pybind11;

void bind_functions(py::module_& m); ///< normalize, equivalent, resolve, to_uri, to_iri, href, pct_*
void bind_batch(py::module_& m);     ///< the *_many functions (GIL released)
void bind_uri(py::module_& m);       ///< the URI class
void bind_web(py::module_& m);       ///< the WebURL class
void bind_search_params(py::module_& m); ///< the URLSearchParams class
void bind_pattern(py::module_& m);   ///< the URLPattern class
void bind_crawl(py::module_& m);
void bind_dedup(py::module_& m);     ///< urikit.dedup's counting and merging without the GIL     ///< Safe Browsing, SURT / SSURT, site, origin, request targets

/// A urikit.URI of text urikit wrote (it parses as a URI reference).
py::object make_uri_object(std::string text);

/// A urikit.URI's view and text (they live as long as the object).
struct uri_object {
    uri_view view;
    std::string_view text;
};
/// The URI `h` is, or nullopt when it is no urikit.URI.
std::optional<uri_object> as_uri_object(py::handle h);

/// `into`, holding the base `base` (str or bytes) parsed as a web URL or an
/// RFC 3986 URI; reused when it already holds that text. Raises URIError.
base_ref& make_base(py::handle base, bool web, base_ref& into);

/// The index of the first byte of `bytes` that does not begin a well-formed
/// UTF-8 character, or npos.
std::size_t first_non_utf8(std::string_view bytes);

/// The offset in `encoded` (valid percent-encoded text) of its decoded byte `decoded_index`.
std::uint32_t encoded_offset(std::string_view encoded, std::size_t decoded_index);

} // namespace urikit::python
