#include "names.hpp"

#include <array>
#include <string>
#include <string_view>
#include <utility>

namespace urikit::python {

namespace {

template <class T, std::size_t N>
T find_named(py::handle name, std::array<std::pair<std::string_view, T>, N> const& table, char const* what) {
    if (PyUnicode_Check(name.ptr())) {
        Py_ssize_t n = 0;
        char const* const p = PyUnicode_AsUTF8AndSize(name.ptr(), &n);
        if (p == nullptr) throw py::error_already_set();
        std::string_view const s(p, static_cast<std::size_t>(n));
        for (auto const& [key, value] : table) {
            if (key == s) return value;
        }
    }
    std::string known;
    for (auto const& entry : table) known += (known.empty() ? "'" : ", '") + std::string(entry.first) + "'";
    throw py::value_error(std::string(what) + " must be one of " + known + ", not " +
                          py::repr(name).cast<std::string>());
}

} // namespace

profile profile_named(py::handle name) {
    static constexpr std::array<std::pair<std::string_view, profile>, 7> table{{
        {"rfc3986", profile::rfc3986},
        {"http", profile::http},
        {"cache-key", profile::cache_key},
        {"cache_key", profile::cache_key},
        {"dedup", profile::dedup},
        {"http-cache", profile::http_cache},
        {"http_cache", profile::http_cache},
    }};
    return find_named(name, table, "profile");
}

codec codec_named(py::handle name) {
    static constexpr std::array<std::pair<std::string_view, codec>, 7> table{{
        {"userinfo", codec::userinfo},
        {"host", codec::host},
        {"path", codec::path},
        {"path_segment", codec::path_segment},
        {"query", codec::query},
        {"query_param", codec::query_param},
        {"fragment", codec::fragment},
    }};
    return find_named(name, table, "component");
}

int on_error_named(py::handle name) {
    static constexpr std::array<std::pair<std::string_view, int>, 3> table{{
        {"raise", 0},
        {"none", 1},
        {"keep", 2},
    }};
    return find_named(name, table, "errors");
}

} // namespace urikit::python
