// urikit.URLSearchParams: the URL Standard's URLSearchParams over str.
#include "bindings.hpp"
#include "py_text.hpp"

#include <string>

#include <pybind11/stl.h>

#include <urikit/url_search_params.hpp>

namespace urikit::python {

namespace {

py::str str_of(std::string_view utf8) { return py::str(utf8.data(), utf8.size()); }

// A str argument's UTF-8 (bytes are refused: the pairs are strings).
std::string_view str_arg(py::handle object, char const* what) {
    if (!py::isinstance<py::str>(object)) {
        throw py::type_error(std::string(what) + " must be str, not " + py::type::of(object).attr("__name__").cast<std::string>());
    }
    return read_text(object, what).bytes;
}

void append_pair(url_search_params& p, py::handle name, py::handle value) {
    text_arg const n = read_text(name, "name"), v = read_text(value, "value");
    if (n.is_bytes || v.is_bytes) throw py::type_error("URLSearchParams names and values must be str");
    if (error const e = p.append(n.bytes, v.bytes); e.code != errc::ok) raise_uri_error(e, n);
}

// new URLSearchParams(init): a str (one leading "?" removed, then parsed), a
// mapping (its items in order), or an iterable of pairs (each exactly two
// strings: TypeError otherwise, as the Standard throws).
url_search_params construct(py::handle init) {
    if (init.is_none()) return {};
    if (py::isinstance<py::str>(init)) return url_search_params(read_text(init, "init").bytes);
    url_search_params p;
    py::object const items = py::hasattr(init, "items") ? init.attr("items")() : py::reinterpret_borrow<py::object>(init);
    for (py::handle pair : py::iter(items)) {
        py::tuple const t = py::tuple(py::reinterpret_borrow<py::object>(pair));
        if (t.size() != 2) throw py::type_error("each URLSearchParams pair must have exactly two items");
        append_pair(p, t[0], t[1]);
    }
    return p;
}

py::list pairs_list(url_search_params const& p) {
    py::list out;
    for (search_param const s : p) out.append(py::make_tuple(str_of(s.name), str_of(s.value)));
    return out;
}

// keys(), values() and params[name], as a mapping's reader expects them.
void bind_mapping_access(py::class_<url_search_params>& c) {
    c.def("keys", [](url_search_params const& p) {
            py::list out;
            for (search_param const s : p) out.append(str_of(s.name));
            return out;
        }, "keys() -> list[str]\n\nThe names, in order, a name once per pair (JavaScript's keys()).");
    c.def("values", [](url_search_params const& p) {
            py::list out;
            for (search_param const s : p) out.append(str_of(s.value));
            return out;
        }, "values() -> list[str]\n\nThe values, in order (JavaScript's values()).");
    c.def("__getitem__", [](url_search_params const& p, py::handle name) {
            auto const v = p.get(str_arg(name, "name"));
            if (!v) throw py::key_error(py::repr(name).cast<std::string>());
            return str_of(*v);
        }, "params[name] -> str: the value of the first pair named `name` (get()), KeyError when there is none.");
}

} // namespace

void bind_search_params(py::module_& m) {
    py::class_<url_search_params> c(m, "URLSearchParams", "The URL Standard's URLSearchParams: name-value pairs read from and written as application/x-www-form-urlencoded; str() is toString().");
    c.def(py::init(&construct), py::arg("init") = py::none(), "URLSearchParams(init: str | Mapping[str, str] | Iterable[tuple[str, str]] | None = None)\n\nThe URL Standard's URLSearchParams: from a query string (one leading '?' removed; '+' is a space, %XX decoded, ill-formed UTF-8 as U+FFFD), a mapping, or (name, value) pairs (each exactly two strings: TypeError otherwise).");
    c.def_property_readonly("size", &url_search_params::size, "The number of pairs.");
    c.def("__len__", &url_search_params::size, "The number of pairs.");
    c.def("append", [](url_search_params& p, py::handle name, py::handle value) { append_pair(p, name, value); },
          py::arg("name"), py::arg("value"), "append(name, value) -> None\n\nAppends the pair.");
    c.def("delete", [](url_search_params& p, py::handle name, py::handle value) {
            if (value.is_none()) p.remove(str_arg(name, "name"));
            else p.remove(str_arg(name, "name"), str_arg(value, "value"));
        }, py::arg("name"), py::arg("value") = py::none(), "delete(name, value=None) -> None\n\nRemoves every pair named `name` (with value `value` when given).");
    c.def("get", [](url_search_params const& p, py::handle name) -> py::object {
            auto const v = p.get(str_arg(name, "name"));
            return v ? py::object(str_of(*v)) : py::object(py::none());
        }, py::arg("name"), "get(name) -> str | None\n\nThe value of the first pair named `name`, or None.");
    c.def("get_all", [](url_search_params const& p, py::handle name) {
            py::list out;
            for (std::string_view v : p.get_all(str_arg(name, "name"))) out.append(str_of(v));
            return out;
        }, py::arg("name"), "get_all(name) -> list[str]\n\nThe values of the pairs named `name`, in order.");
    c.def("has", [](url_search_params const& p, py::handle name, py::handle value) {
            return value.is_none() ? p.has(str_arg(name, "name")) : p.has(str_arg(name, "name"), str_arg(value, "value"));
        }, py::arg("name"), py::arg("value") = py::none(), "has(name, value=None) -> bool\n\nTrue when a pair is named `name` (with value `value` when given).");
    c.def("set", [](url_search_params& p, py::handle name, py::handle value) {
            text_arg const n = read_text(name, "name");
            if (error const e = p.set(str_arg(name, "name"), str_arg(value, "value")); e.code != errc::ok) raise_uri_error(e, n);
        }, py::arg("name"), py::arg("value"), "set(name, value) -> None\n\nThe first pair named `name` takes `value` and the others named so go; else the pair is appended.");
    c.def("sort", &url_search_params::sort, "sort() -> None\n\nSorts the pairs by name, comparing UTF-16 code units as JavaScript does; pairs of one name keep their order.");
    c.def("items", &pairs_list, "items() -> list[tuple[str, str]]\n\nThe pairs, in order.");
    bind_mapping_access(c);
    c.def("__iter__", [](url_search_params const& p) { return py::iter(pairs_list(p)); }, "Iterates over the (name, value) pairs.");
    c.def("__contains__", [](url_search_params const& p, py::handle name) {
        return py::isinstance<py::str>(name) && p.has(str_arg(name, "name"));
    }, "True when a pair has this name.");
    c.def("__str__", [](url_search_params const& p) { return make_ascii(p.str()); }, "The application/x-www-form-urlencoded serialization (toString()): a space as '+'.");
    c.def("__repr__", [](url_search_params const& p) {
        return "URLSearchParams(" + py::repr(make_ascii(p.str())).cast<std::string>() + ")";
    }, "URLSearchParams('serialization').");
    c.def("__eq__", [](url_search_params const& a, py::handle b) -> py::object {
        if (!py::isinstance<url_search_params>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
        return py::bool_(a == b.cast<url_search_params const&>());
    }, "Same pairs in the same order.");
    c.attr("__hash__") = py::none(); // mutable
    c.def("__reduce__", [](py::object self) {
        return py::make_tuple(self.get_type(), py::make_tuple(py::str(self)));
    }, "Pickles as the serialization.");
}

} // namespace urikit::python
