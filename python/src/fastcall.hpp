// A C++ function of py::handle / bool arguments as a METH_FASTCALL function:
// the single-call functions skip pybind11's general dispatcher, whose cost
// (about 1,000 instructions a call) would be most of a normalize call.
#pragma once

#include <pybind11/pybind11.h>

#include <cstddef>
#include <exception>
#include <new>
#include <type_traits>
#include <utility>

namespace urikit::python {

namespace py = pybind11;

namespace detail {

template <class T>
T from_python(PyObject* o);

template <>
inline py::handle from_python<py::handle>(PyObject* o) {
    return py::handle(o);
}

template <>
inline bool from_python<bool>(PyObject* o) {
    int const truth = PyObject_IsTrue(o);
    if (truth < 0) throw py::error_already_set();
    return truth != 0;
}

inline PyObject* to_python(py::object result) { return result.release().ptr(); }
inline PyObject* to_python(bool result) { return py::bool_(result).release().ptr(); }

} // namespace detail

template <auto Fn>
struct fastcall;

/// fastcall<&f>::call: f's arguments positionally (exactly as many), f's
/// result, and every C++ exception turned back into the Python exception it carries.
template <class R, class... Args, R (*Fn)(Args...)>
struct fastcall<Fn> {
    static PyObject* call(PyObject*, PyObject* const* args, Py_ssize_t n) noexcept {
        if (n != static_cast<Py_ssize_t>(sizeof...(Args))) {
            PyErr_Format(PyExc_TypeError, "expected %zd arguments, got %zd",
                         static_cast<Py_ssize_t>(sizeof...(Args)), n);
            return nullptr;
        }
        try {
            return invoke(args, std::index_sequence_for<Args...>{});
        } catch (py::error_already_set& e) {
            e.restore();
        } catch (py::builtin_exception& e) {
            e.set_error();
        } catch (std::bad_alloc&) {
            PyErr_NoMemory(); // as pybind11's own dispatcher does
        } catch (std::exception& e) {
            PyErr_SetString(PyExc_RuntimeError, e.what());
        }
        return nullptr;
    }

private:
    template <std::size_t... I>
    static PyObject* invoke(PyObject* const* args, std::index_sequence<I...>) {
        return detail::to_python(Fn(detail::from_python<std::decay_t<Args>>(args[I])...));
    }
};

/// A method table entry for fastcall<Fn>.
template <auto Fn>
PyMethodDef fastcall_def(char const* name, char const* doc) {
    return {name, reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(&fastcall<Fn>::call)), METH_FASTCALL,
            doc};
}

} // namespace urikit::python
