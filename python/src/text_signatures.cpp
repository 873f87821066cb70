#include "text_signatures.hpp"

#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <string_view>

namespace urikit::python {

namespace {

// The parameters of "name(params) -> result" with their annotations taken
// out (inspect reads no annotation in a text signature), or nothing when
// the first line is no such signature.
bool parameters_of(std::string_view doc, std::string_view name, std::string& out) {
    std::string_view const line = doc.substr(0, doc.find('\n'));
    if (!line.starts_with(name) || line.size() <= name.size() || line[name.size()] != '(') return false;
    int depth = 0;
    bool annotation = false;
    for (std::size_t i = name.size() + 1; i < line.size(); ++i) {
        char const c = line[i];
        if (depth == 0 && c == ')') return true;
        if (c == '[' || c == '(') ++depth;
        if (c == ']' || c == ')') --depth;
        if (depth == 0 && c == ':') annotation = true;
        if (depth == 0 && (c == ',' || c == '=')) annotation = false;
        if (c == '=' && depth == 0 && !out.empty() && out.back() == ' ') out.pop_back(); // "x: int = 1" -> "x=1"
        if (annotation) continue;
        if (c == ' ' && !out.empty() && out.back() == '=') continue;
        out += c;
    }
    return false;
}

// The PyMethodDef behind a class attribute made by pybind11 (a method, or
// a static method: `is_method` says which), or none.
PyMethodDef* method_def(py::handle attribute, bool& is_method) {
    is_method = PyInstanceMethod_Check(attribute.ptr()) != 0;
    py::object function = py::reinterpret_borrow<py::object>(attribute);
    if (is_method) function = py::reinterpret_borrow<py::object>(PyInstanceMethod_Function(attribute.ptr()));
    else if (py::isinstance<py::staticmethod>(attribute)) function = attribute.attr("__func__");
    if (!PyCFunction_Check(function.ptr())) return nullptr;
    return reinterpret_cast<PyCFunctionObject*>(function.ptr())->m_ml;
}

} // namespace

void add_text_signatures(py::handle cls) {
    py::dict const attributes = cls.attr("__dict__");
    for (auto const& [key, value] : attributes) {
        std::string const name = py::str(key);
        bool is_method = false;
        PyMethodDef* const def = method_def(value, is_method);
        if (def == nullptr || def->ml_doc == nullptr || name.starts_with("__")) continue;
        std::string_view const doc(def->ml_doc);
        std::string parameters;
        if (!parameters_of(doc, name, parameters)) continue;
        // "self", not "$self": pybind11's functions have a __self__ (a capsule), so
        // inspect would take "$self" for bound already, and a bound method drops one more.
        std::string const self = is_method ? (parameters.empty() ? "self" : "self, ") : "";
        std::string const text = name + "(" + self + parameters + ")\n--\n\n" + std::string(doc);
        char* const copy = static_cast<char*>(std::malloc(text.size() + 1)); // pybind11 frees ml_doc with free()
        if (copy == nullptr) throw std::bad_alloc();
        std::memcpy(copy, text.c_str(), text.size() + 1);
        std::free(const_cast<char*>(def->ml_doc));
        def->ml_doc = copy;
    }
}

} // namespace urikit::python
