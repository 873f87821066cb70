// inspect.signature() of the bindings' methods: CPython reads a builtin's
// signature from its docstring when that begins "name($self, ...)\n--\n\n"
// (a text signature); each docstring here begins with its signature in
// Python's terms ("normalize(profile='rfc3986') -> URI"), so the text
// signature is made from that line (annotations taken out: inspect reads
// none there). __doc__ still begins with the line.
#pragma once

#include <pybind11/pybind11.h>

namespace urikit::python {

namespace py = pybind11;

// Adds the text signature to every method of `cls` whose docstring begins
// with its own signature.
void add_text_signatures(py::handle cls);

} // namespace urikit::python
