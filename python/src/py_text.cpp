#include "py_text.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

namespace urikit::python {

namespace {

PyObject* uri_error_type = nullptr;

} // namespace

bool is_ascii(std::string_view s) noexcept {
    std::uint64_t high = 0;
    std::size_t i = 0;
    for (; i + 8 <= s.size(); i += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, s.data() + i, 8);
        high |= word;
    }
    for (; i < s.size(); ++i) high |= static_cast<unsigned char>(s[i]);
    return (high & 0x8080808080808080u) == 0;
}

text_arg read_text(py::handle object, char const* what) {
    PyObject* const o = object.ptr();
    if (PyUnicode_Check(o)) {
        Py_ssize_t n = 0;
        char const* const p = PyUnicode_AsUTF8AndSize(o, &n);
        if (p == nullptr) throw py::error_already_set(); // lone surrogates: UnicodeEncodeError
        return {std::string_view(p, static_cast<std::size_t>(n)), false, py::reinterpret_borrow<py::object>(object)};
    }
    if (PyBytes_Check(o)) {
        return {std::string_view(PyBytes_AS_STRING(o), static_cast<std::size_t>(PyBytes_GET_SIZE(o))), true,
                py::reinterpret_borrow<py::object>(object)};
    }
    throw py::type_error(std::string(what) + " must be str or bytes, not " + Py_TYPE(o)->tp_name);
}

py::object make_text(std::string_view bytes, bool as_bytes) {
    PyObject* const o = as_bytes ? PyBytes_FromStringAndSize(bytes.data(), static_cast<Py_ssize_t>(bytes.size()))
                                 : PyUnicode_DecodeUTF8(bytes.data(), static_cast<Py_ssize_t>(bytes.size()), "strict");
    if (o == nullptr) throw py::error_already_set();
    return py::reinterpret_steal<py::object>(o);
}

py::object make_ascii(std::string_view ascii) {
    if (!is_ascii(ascii)) return make_text(ascii, false); // not ASCII after all: decode it
    return make_checked_ascii(ascii);
}

py::object make_checked_ascii(std::string_view ascii) {
    PyObject* const o = PyUnicode_New(static_cast<Py_ssize_t>(ascii.size()), 127);
    if (o == nullptr) throw py::error_already_set();
    std::memcpy(PyUnicode_DATA(o), ascii.data(), ascii.size());
    return py::reinterpret_steal<py::object>(o);
}

std::size_t python_index(text_arg const& text, std::uint32_t offset) {
    std::size_t const end = std::min<std::size_t>(offset, text.bytes.size());
    if (text.is_bytes) return offset;
    std::size_t n = 0;
    for (std::size_t i = 0; i < end; ++i) {
        n += (static_cast<unsigned char>(text.bytes[i]) & 0xC0) != 0x80 ? 1u : 0u; // UTF-8: count lead bytes
    }
    return n + (offset - end);
}

py::object make_uri_error(error e, text_arg const& text, std::ptrdiff_t index) {
    py::handle const type(uri_error_type);
    py::object const idx = index < 0 ? py::object(py::none()) : py::object(py::int_(index));
    return type(py::str(std::string(name(e.code))), e.offset, python_index(text, e.offset),
                text.object, py::str(std::string(message(e.code))), idx);
}

void raise_uri_error(error e, text_arg const& text, std::ptrdiff_t index) {
    py::object const exc = make_uri_error(e, text, index);
    PyErr_SetObject(uri_error_type, exc.ptr());
    throw py::error_already_set();
}

void init_errors() {
    py::object const type = py::module_::import("urikit._errors").attr("URIError");
    uri_error_type = type.inc_ref().ptr(); // kept for the interpreter's lifetime
}

} // namespace urikit::python
