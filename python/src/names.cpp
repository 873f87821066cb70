#include "names.hpp"

#include <array>
#include <string>
#include <string_view>
#include <utility>

namespace urikit::python {

namespace {

// The value of E named by `name` (urikit::named: the library's one table,
// the CLI's spellings), or ValueError listing the names.
template <class E, E Last>
E find_named(py::handle name, char const* what, char const* more = nullptr) {
    if (PyUnicode_Check(name.ptr())) {
        Py_ssize_t n = 0;
        char const* const p = PyUnicode_AsUTF8AndSize(name.ptr(), &n);
        if (p == nullptr) throw py::error_already_set();
        if (auto const value = named<E>(std::string_view(p, static_cast<std::size_t>(n)))) return *value;
    }
    std::string known;
    for (std::size_t i = 0; i <= static_cast<std::size_t>(Last); ++i) {
        known += (known.empty() ? "'" : ", '") + std::string(urikit::name(static_cast<E>(i))) + "'";
    }
    if (more != nullptr) known.append(", ").append(more);
    throw py::value_error(std::string(what) + " must be one of " + known + ", not " +
                          py::repr(name).cast<std::string>());
}

} // namespace

named_form profile_named(py::handle name) {
    if (PyUnicode_Check(name.ptr())) {
        Py_ssize_t n = 0;
        char const* const p = PyUnicode_AsUTF8AndSize(name.ptr(), &n);
        if (p == nullptr) throw py::error_already_set();
        if (detail::same_name(std::string_view(p, static_cast<std::size_t>(n)), "dedup")) return {profile::rfc3986, true};
    }
    return {find_named<profile, profile::http_cache>(name, "profile", "'dedup'"), false};
}

codec codec_named(py::handle name) { return find_named<codec, codec::fragment>(name, "component"); }

target_form form_named(py::handle name) { return find_named<target_form, target_form::asterisk>(name, "form"); }

feature feature_named(py::handle name) {
    return find_named<feature, feature::safe_browsing_hashes>(name, "feature");
}

// A batch's choice, not a library enumeration: Python's own three names.
int on_error_named(py::handle name) {
    static constexpr std::array<std::string_view, 3> choices{"raise", "none", "keep"};
    if (PyUnicode_Check(name.ptr())) {
        Py_ssize_t n = 0;
        char const* const p = PyUnicode_AsUTF8AndSize(name.ptr(), &n);
        if (p == nullptr) throw py::error_already_set();
        for (std::size_t i = 0; i < choices.size(); ++i) {
            if (choices[i] == std::string_view(p, static_cast<std::size_t>(n))) return static_cast<int>(i);
        }
    }
    throw py::value_error("errors must be one of 'raise', 'none', 'keep', not " + py::repr(name).cast<std::string>());
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

dedup_options const* dedup_named(py::handle options, named_form f, std::optional<dedup_options>& holder) {
    static dedup_options const defaults;
    if (options.is_none()) return f.dedup ? &defaults : nullptr;
    if (!f.dedup) throw py::value_error("dedup options apply to the \"dedup\" profile only");
    dedup_options& steps = holder.emplace();
    steps.session_ids = options.attr("session_ids").cast<bool>();
    steps.tracking_parameters = options.attr("tracking_parameters").cast<bool>();
    steps.tracking = names_in(options, "tracking");
    for (std::string& n : names_in(options, "extra_tracking")) steps.tracking.push_back(std::move(n));
    steps.keep = names_in(options, "keep");
    steps.strip_www = options.attr("strip_www").cast<bool>();
    steps.trailing_slash = options.attr("trailing_slash").cast<bool>();
    return &steps;
}

} // namespace urikit::python
