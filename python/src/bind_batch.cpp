// The batch functions: a list (or any iterable) in, a list out, the work done
// with the GIL released, every result written into one buffer.
#include "bindings.hpp"
#include "operations.hpp"
#include "names.hpp"
#include "py_text.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include <urikit/crawl.hpp>
#include <urikit/parse.hpp>
#include <urikit/site.hpp>

namespace urikit::python {

namespace {

/// What a failing item gives: errors="raise" (URIError naming its index),
/// "none" (None in its place) or "keep" (the input itself).
enum class on_error : int { raise = 0, none = 1, keep = 2 };

/// One item's bytes and whether it is bytes (a str's UTF-8 otherwise).
struct batch_item {
    std::string_view bytes;
    bool is_bytes = false;
};

/// The items' bytes, valid while `snapshot` (a tuple that owns a reference
/// to every item) lives: the GIL is released while they are read, and
/// another thread may then change or clear the caller's list. The items hold
/// no references of their own (the snapshot's do; item i is its i-th).
struct batch_input {
    py::object snapshot;
    std::vector<batch_item> items;
    std::size_t total_bytes = 0;
    std::vector<bool> unreadable; ///< errors="none"/"keep": not str or bytes, or a str without UTF-8 form

    /// Item i as the snapshot holds it (a new reference).
    [[nodiscard]] py::object object(std::size_t i) const {
        return py::reinterpret_borrow<py::object>(PyTuple_GET_ITEM(snapshot.ptr(), static_cast<Py_ssize_t>(i)));
    }
    /// Item i as an argument that reports its error (URIError's input).
    [[nodiscard]] text_arg arg(std::size_t i) const { return {items[i].bytes, items[i].is_bytes, object(i)}; }
};

/// What a per-item function gives when a success may have no value
/// (site_many: an IP address or a public suffix has no site): None then.
struct item_result {
    error e;
    bool absent = false;
};

struct batch_output {
    std::string all;               ///< every result, one after another
    std::vector<std::size_t> ends; ///< where each item's result ends in `all`
    std::vector<error> errors;     ///< each item's error (errc::ok when it succeeded)
    std::vector<bool> absent;      ///< succeeded without a value (None)
    std::vector<bool> ascii;       ///< the result is ASCII (told without the GIL)
    std::vector<bool> same;        ///< the result is the input's own text (not copied into `all`)
    std::ptrdiff_t stopped_at = -1; ///< errors="raise": the first failing item
};

/// A str or bytes given as the batch itself would be iterated character by
/// character: a TypeError instead.
void refuse_text_as_batch(py::handle iterable) {
    PyObject* const o = iterable.ptr();
    if (PyUnicode_Check(o) || PyBytes_Check(o) || PyByteArray_Check(o)) {
        throw py::type_error(std::string("a batch is an iterable of str or bytes, not a ") + Py_TYPE(o)->tp_name +
                             " itself: wrap one text in a list");
    }
}

/// One item's bytes; with errors="raise", an item that is not str or bytes
/// is a TypeError and a str with lone surrogates a UnicodeEncodeError; else
/// such an item is marked unreadable and fails on its own.
bool read_item(PyObject* o, Py_ssize_t i, on_error mode, batch_input& in) {
    if (PyUnicode_Check(o)) {
        Py_ssize_t n = 0;
        char const* const p = PyUnicode_AsUTF8AndSize(o, &n);
        if (p == nullptr) {
            if (mode == on_error::raise) throw py::error_already_set(); // UnicodeEncodeError
            PyErr_Clear();
            return false;
        }
        in.items.push_back({std::string_view(p, static_cast<std::size_t>(n)), false});
        return true;
    }
    if (PyBytes_Check(o)) {
        in.items.push_back({std::string_view(PyBytes_AS_STRING(o), static_cast<std::size_t>(PyBytes_GET_SIZE(o))), true});
        return true;
    }
    if (mode == on_error::raise) {
        throw py::type_error("item " + std::to_string(i) + " must be str or bytes, not " + Py_TYPE(o)->tp_name);
    }
    return false;
}

batch_input read_batch(py::handle iterable, on_error mode) {
    refuse_text_as_batch(iterable);
    PyObject* const tuple = PySequence_Tuple(iterable.ptr()); // a list is copied, a generator run to its end
    if (tuple == nullptr) throw py::error_already_set(); // not iterable: TypeError
    batch_input in{py::reinterpret_steal<py::object>(tuple), {}, 0, {}};
    Py_ssize_t const n = PyTuple_GET_SIZE(tuple);
    in.items.reserve(static_cast<std::size_t>(n));
    in.unreadable.resize(static_cast<std::size_t>(n));
    for (Py_ssize_t i = 0; i < n; ++i) {
        PyObject* const o = PyTuple_GET_ITEM(tuple, i);
        if (!read_item(o, i, mode, in)) {
            in.items.push_back({});
            in.unreadable[static_cast<std::size_t>(i)] = true;
        }
        in.total_bytes += in.items.back().bytes.size();
    }
    return in;
}

/// Runs fn on every item with the GIL released: only C++ objects this call
/// owns (the snapshot's bytes, its output) are touched there.
template <class Fn>
batch_output run_batch(batch_input const& in, on_error mode, Fn const& fn) {
    batch_output out;
    out.ends.resize(in.items.size());
    out.errors.resize(in.items.size());
    out.absent.resize(in.items.size());
    out.ascii.resize(in.items.size());
    out.same.resize(in.items.size());
    out.all.reserve(in.total_bytes + in.total_bytes / 8); // results are about as long as their inputs
    std::string one;
    py::gil_scoped_release const unlocked;
    for (std::size_t i = 0; i < in.items.size(); ++i) {
        one.clear();
        error e{errc::invalid_utf8, 0}; // an unreadable item fails on its own (never with errors="raise")
        if (!in.unreadable[i]) {
            auto const r = fn(in.items[i].bytes, one);
            if constexpr (std::is_same_v<std::decay_t<decltype(r)>, item_result>) {
                e = r.e;
                out.absent[i] = r.absent;
            } else {
                e = r;
            }
        }
        out.errors[i] = e;
        out.same[i] = e.code == errc::ok && one == in.items[i].bytes;
        out.ascii[i] = !out.same[i] && is_ascii(one);
        if (e.code == errc::ok && !out.same[i]) out.all.append(one);
        out.ends[i] = out.all.size();
        if (e.code != errc::ok && mode == on_error::raise) {
            out.stopped_at = static_cast<std::ptrdiff_t>(i);
            break;
        }
    }
    return out;
}

/// The result of an item whose result is its own text: the item itself when
/// it is exactly str or bytes (immutable; str's own methods give back an
/// unchanged str the same way), a new str or bytes for a subclass.
py::object same_text(batch_input const& in, std::size_t i) {
    py::object item = in.object(i);
    if (PyUnicode_CheckExact(item.ptr()) || PyBytes_CheckExact(item.ptr())) return item;
    return make_text(in.items[i].bytes, in.items[i].is_bytes);
}

py::list make_results(batch_input const& in, batch_output const& out, on_error mode) {
    if (out.stopped_at >= 0) {
        auto const i = static_cast<std::size_t>(out.stopped_at);
        raise_uri_error(out.errors[i], in.arg(i), out.stopped_at);
    }
    py::list results(in.items.size());
    std::size_t begin = 0;
    for (std::size_t i = 0; i < in.items.size(); ++i) {
        py::object item;
        if (out.errors[i].code == errc::ok && out.absent[i]) {
            item = py::none();
        } else if (out.same[i]) {
            item = same_text(in, i);
        } else if (out.errors[i].code == errc::ok) {
            std::string_view const text(out.all.data() + begin, out.ends[i] - begin);
            item = in.items[i].is_bytes || !out.ascii[i] ? make_text(text, in.items[i].is_bytes) : make_checked_ascii(text);
        } else if (mode == on_error::keep) {
            item = in.object(i);
        } else {
            item = py::none();
        }
        begin = out.ends[i];
        PyList_SET_ITEM(results.ptr(), static_cast<Py_ssize_t>(i), item.release().ptr());
    }
    return results;
}

/// The batch: the input is read first (a generator may call urikit itself),
/// then make_fn(base) gives the per-item function, with a base this call
/// owns (a nested call cannot change it).
template <class MakeFn>
py::list many(py::handle iterable, py::handle mode, MakeFn const& make_fn) {
    auto const m = static_cast<on_error>(on_error_named(mode));
    batch_input const in = read_batch(iterable, m);
    base_ref base;
    auto const fn = make_fn(base);
    return make_results(in, run_batch(in, m, fn), m);
}

/// The lines of `data` (bytes: this call holds a reference, and bytes do not
/// change; any other buffer is copied first), each without its "\n" or
/// "\r\n" as the CLI reads a line (a last line without "\n" counts).
struct lines_input {
    py::object keep;
    std::string copied;
    std::string_view text;
};

lines_input read_lines(py::handle data) {
    lines_input in;
    if (PyBytes_Check(data.ptr())) {
        in.keep = py::reinterpret_borrow<py::object>(data);
        in.text = std::string_view(PyBytes_AS_STRING(data.ptr()), static_cast<std::size_t>(PyBytes_GET_SIZE(data.ptr())));
        return in;
    }
    if (!PyObject_CheckBuffer(data.ptr()) || PyUnicode_Check(data.ptr())) {
        throw py::type_error(std::string("lines are bytes (or a buffer of bytes), not ") + Py_TYPE(data.ptr())->tp_name);
    }
    Py_buffer view;
    if (PyObject_GetBuffer(data.ptr(), &view, PyBUF_SIMPLE) != 0) throw py::error_already_set(); // not contiguous: BufferError
    in.copied.assign(static_cast<char const*>(view.buf), static_cast<std::size_t>(view.len));
    PyBuffer_Release(&view);
    in.text = in.copied;
    return in;
}

/// The line at `at` in `text` (without its terminator) and where the next begins.
std::string_view next_line(std::string_view text, std::size_t& at) {
    std::size_t const nl = std::min(text.find('\n', at), text.size());
    std::string_view line = text.substr(at, nl - at);
    if (nl < text.size() && line.ends_with('\r')) line.remove_suffix(1);
    at = nl + 1;
    return line;
}

/// The lines variant of many(): one bytes object of lines in, one out, each
/// result on its line ("\n" after each), all of it without the GIL. A
/// failing line is an empty line with errors="none" (so is a success
/// without a value, site's None), the line itself with "keep"; with "raise"
/// the first one's URIError, its `index` the line's (from 0).
template <class MakeFn>
py::bytes lines(py::handle data, py::handle mode, MakeFn const& make_fn) {
    auto const m = static_cast<on_error>(on_error_named(mode));
    lines_input const in = read_lines(data);
    base_ref base;
    auto const fn = make_fn(base);
    std::string out, one;
    std::ptrdiff_t failed = -1;
    error failure{};
    std::string_view failed_line;
    {
        py::gil_scoped_release const unlocked;
        out.reserve(in.text.size() + in.text.size() / 8);
        std::size_t at = 0;
        for (std::ptrdiff_t index = 0; at < in.text.size(); ++index) {
            std::string_view const line = next_line(in.text, at);
            one.clear();
            error e{};
            if constexpr (std::is_same_v<std::decay_t<decltype(fn(line, one))>, item_result>) e = fn(line, one).e;
            else e = fn(line, one);
            if (e.code == errc::ok) out.append(one);
            else if (m == on_error::keep) out.append(line);
            else if (m == on_error::raise) {
                failed = index;
                failure = e;
                failed_line = line;
                break;
            }
            out.push_back('\n');
        }
    }
    if (failed >= 0) raise_uri_error(failure, text_arg{failed_line, true, py::bytes(failed_line.data(), failed_line.size())}, failed);
    return py::bytes(out);
}

py::list normalize_many(py::handle urls, py::handle profile_name, bool web, py::handle base, py::handle mode,
                        py::handle dedup) {
    std::optional<dedup_options> steps; // read with the GIL, before the batch (made only when options are given); the per-item function points to it
    named_form const p = profile_named(profile_name);
    dedup_options const* const chosen = dedup_named(dedup, p, steps);
    return many(urls, mode, [&](base_ref& b) {
        normalize_options const opts{p.p, web, base.is_none() ? nullptr : &make_base(base, web, b), chosen};
        return [opts](std::string_view s, std::string& out) { return normalize_text(s, opts, out); };
    });
}

py::bytes normalize_lines(py::handle data, py::handle profile_name, bool web, py::handle base, py::handle mode,
                          py::handle dedup) {
    std::optional<dedup_options> steps; // made only when options are given
    named_form const p = profile_named(profile_name);
    dedup_options const* const chosen = dedup_named(dedup, p, steps);
    return lines(data, mode, [&](base_ref& b) {
        normalize_options const opts{p.p, web, base.is_none() ? nullptr : &make_base(base, web, b), chosen};
        return [opts](std::string_view s, std::string& out) { return normalize_text(s, opts, out); };
    });
}

py::list resolve_many(py::handle base, py::handle refs, py::handle mode) {
    return many(refs, mode, [&](base_ref& b) {
        base_ref const* const parsed = &make_base(base, false, b);
        return [parsed](std::string_view s, std::string& out) { return resolve_text(*parsed, s, out); };
    });
}

py::list href_many(py::handle hrefs, py::handle base, py::handle mode) {
    return many(hrefs, mode, [&](base_ref& b) {
        base_ref const* const parsed = base.is_none() ? nullptr : &make_base(base, true, b);
        return [parsed](std::string_view s, std::string& out) { return href_text(s, parsed, out); };
    });
}

py::list to_uri_many(py::handle iris, py::handle mode) {
    return many(iris, mode, [](base_ref&) {
        return [](std::string_view s, std::string& out) { return to_uri_text(s, out); };
    });
}

auto surt_fn(surt_options const& o) {
    return [o](base_ref&) {
        return [o](std::string_view s, std::string& out) { return surt_into(s, o, out); };
    };
}

auto safe_browsing_fn() {
    return [](base_ref&) {
        return [](std::string_view s, std::string& out) { return safe_browsing_canonical_into(s, out); };
    };
}

// The registrable domain of each reference's host; None for one without
// (an IP address, a public suffix).
auto site_fn() {
    return [](base_ref&) {
        return [](std::string_view s, std::string& out) {
            auto const u = parse_uri_reference(s);
            if (!u) return item_result{u.error()};
            auto const p = site(*u);
            if (!p) return item_result{p.error()};
            if (p->site) out.assign(*p->site);
            return item_result{error{}, !p->site};
        };
    };
}

} // namespace

void bind_batch(py::module_& m) {
    m.def("surt_many", [](py::handle urls, bool scheme, bool trailing_comma, bool reverse_ipv4, bool strip_www,
                          bool lowercase_query, py::handle mode) {
        return many(urls, mode, surt_fn(make_surt_options(scheme, trailing_comma, reverse_ipv4, strip_www, lowercase_query)));
    });
    m.def("surt_lines", [](py::handle data, bool scheme, bool trailing_comma, bool reverse_ipv4, bool strip_www,
                           bool lowercase_query, py::handle mode) {
        return lines(data, mode, surt_fn(make_surt_options(scheme, trailing_comma, reverse_ipv4, strip_www, lowercase_query)));
    });
    m.def("safe_browsing_many", [](py::handle urls, py::handle mode) { return many(urls, mode, safe_browsing_fn()); });
    m.def("safe_browsing_lines", [](py::handle data, py::handle mode) { return lines(data, mode, safe_browsing_fn()); });
    m.def("site_many", [](py::handle texts, py::handle mode) { return many(texts, mode, site_fn()); });
    m.def("site_lines", [](py::handle data, py::handle mode) { return lines(data, mode, site_fn()); });
    m.def("normalize_many", &normalize_many, py::arg("urls"), py::arg("profile"), py::arg("web"), py::arg("base"),
          py::arg("errors"), py::arg("dedup") = py::none());
    m.def("normalize_lines", &normalize_lines, py::arg("data"), py::arg("profile"), py::arg("web"), py::arg("base"),
          py::arg("errors"), py::arg("dedup") = py::none());
    m.def("resolve_many", &resolve_many);
    m.def("href_many", &href_many);
    m.def("to_uri_many", &to_uri_many);
}

} // namespace urikit::python
