// Python text in and out: str or bytes arguments as UTF-8 bytes, results of
// the argument's type, and URIError raised with the byte offset and the
// index in the Python object.
#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>
#include <string_view>

#include <urikit/error.hpp>

namespace urikit::python {

namespace py = pybind11;

/// An argument's bytes: a str's UTF-8 (cached in the str object) or a
/// bytes object's contents, and a reference to that object: the bytes stay
/// valid as long as this text_arg, whatever Python code runs meanwhile (a
/// mapping's __getitem__ or items() may build each value and drop it at
/// once). Made, copied and destroyed with the GIL held.
struct text_arg {
    std::string_view bytes;
    bool is_bytes = false;
    py::object object;
};

/// Reads a str or bytes argument; TypeError for anything else (`what` names it).
text_arg read_text(py::handle object, char const* what);

/// A result of the same type as `like` (str from UTF-8, or bytes).
py::object make_text(std::string_view bytes, bool as_bytes);

/// True when no byte has its high bit set (eight bytes at a time); needs no GIL.
bool is_ascii(std::string_view s) noexcept;

/// A str from bytes that should be ASCII (every URI urikit writes): checked,
/// and decoded as UTF-8 when they are not.
py::object make_ascii(std::string_view ascii);

/// The same for bytes the caller found ASCII (is_ascii), without the GIL
/// where it could: no second look here.
py::object make_checked_ascii(std::string_view ascii);

/// The index in the Python object of byte `offset` of its bytes: for a str,
/// the number of code points before it; for bytes, the offset itself.
std::size_t python_index(text_arg const& text, std::uint32_t offset);

/// Builds a URIError for `e` in `text` (the `index` of a batch item, or -1).
py::object make_uri_error(error e, text_arg const& text, std::ptrdiff_t index = -1);

/// Raises URIError for `e` in `text`.
[[noreturn]] void raise_uri_error(error e, text_arg const& text, std::ptrdiff_t index = -1);

/// Remembers urikit._errors.URIError (called once at import).
void init_errors();

} // namespace urikit::python
