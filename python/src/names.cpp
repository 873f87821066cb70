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

namespace {

std::vector<std::string> names_in(py::handle options, char const* attribute) {
    py::object const value = options.attr(attribute);
    if (py::isinstance<py::str>(value) || py::isinstance<py::bytes>(value)) {
        throw py::type_error(std::string("DedupOptions.") + attribute + " must be a collection of str, not one str");
    }
    std::vector<std::string> names;
    for (py::handle n : value) names.push_back(py::cast<std::string>(n));
    return names;
}

} // namespace

dedup_options const* dedup_named(py::handle options, profile p, dedup_options& holder) {
    if (options.is_none()) return nullptr;
    if (p != profile::dedup) throw py::value_error("dedup options apply to the \"dedup\" profile only");
    holder.session_ids = options.attr("session_ids").cast<bool>();
    holder.tracking_parameters = options.attr("tracking_parameters").cast<bool>();
    holder.tracking = names_in(options, "tracking");
    for (std::string& n : names_in(options, "extra_tracking")) holder.tracking.push_back(std::move(n));
    holder.keep = names_in(options, "keep");
    holder.strip_www = options.attr("strip_www").cast<bool>();
    holder.trailing_slash = options.attr("trailing_slash").cast<bool>();
    return &holder;
}

} // namespace urikit::python
