// urikit.URI: an immutable, hashable, picklable parsed URI reference.
#include "bindings.hpp"
#include "names.hpp"
#include "per_thread.hpp"
#include "py_text.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>

#include <urikit/http.hpp>
#include <urikit/iri.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/resolve.hpp>
#include <urikit/uri.hpp>

namespace urikit::python {

namespace {

/// A URI reference's text and its split (a view into the text). Never
/// copied or moved (pybind11 holds it by unique_ptr), so the view stays valid.
class py_uri {
public:
    py_uri(std::string text, uri_view (*split)(std::string const&)) : text_(std::move(text)), view_(split(text_)) {}
    py_uri(py_uri const&) = delete;
    py_uri& operator=(py_uri const&) = delete;

    std::string const& text() const noexcept { return text_; }
    uri_view view() const noexcept { return view_; }

private:
    std::string text_;
    uri_view view_;
};

using uri_ptr = std::unique_ptr<py_uri>;

// Text urikit wrote itself always parses (zone IDs allowed: written from a
// reference read with them, it keeps its zone).
uri_view split_written(std::string const& text) { return parse_uri_reference(text, {.zone_ids = true}).value(); }

uri_ptr parse_text(py::handle text, bool zone_ids) {
    text_arg const in = read_text(text, "text");
    auto const r = parse_uri_reference(in.bytes, {.zone_ids = zone_ids});
    if (!r) raise_uri_error(r.error(), in);
    return std::make_unique<py_uri>(std::string(in.bytes), &split_written);
}

uri_ptr written(std::string text) { return std::make_unique<py_uri>(std::move(text), &split_written); }

py::object optional_text(uri_view u, component c) {
    if (!u.has(c)) return py::none();
    return make_ascii(u.get(c));
}

struct decoded_str_bytes;

// A decoded piece as str; bytes that are not UTF-8 raise URIError at their triplet.
py::object decoded_str(py::handle owner, std::string_view whole, decoded_view piece) {
    per_thread<decoded_str_bytes, std::string> buffer;
    std::string& bytes = buffer.get();
    bytes.clear();
    piece.append_to(bytes);
    if (std::size_t const bad = first_non_utf8(bytes); bad != std::string_view::npos) {
        auto const start = static_cast<std::uint32_t>(piece.encoded().data() - whole.data());
        raise_uri_error({errc::invalid_utf8, start + encoded_offset(piece.encoded(), bad)},
                        text_arg{whole, false, py::reinterpret_borrow<py::object>(owner)});
    }
    return make_text(bytes, false);
}

py::object decoded_bytes(decoded_view piece) {
    std::string bytes;
    piece.append_to(bytes);
    return make_text(bytes, true);
}

// The path's segments decoded, as str (`as_bytes`: as bytes, whatever they are).
py::tuple path_segments(py::object self, bool as_bytes) {
    py_uri const& u = self.cast<py_uri const&>();
    py::list out;
    for (decoded_view s : u.view().decoded_segments()) {
        out.append(as_bytes ? decoded_bytes(s) : decoded_str(self.attr("_text"), u.text(), s));
    }
    return py::tuple(out);
}

// The query's parameters decoded, as str (`as_bytes`: as bytes).
py::list query_params(py::object self, bool as_bytes) {
    py_uri const& u = self.cast<py_uri const&>();
    py::list out;
    if (!u.view().has_query()) return out;
    py::object const owner = self.attr("_text");
    auto const decode = [&](decoded_view v) { return as_bytes ? decoded_bytes(v) : decoded_str(owner, u.text(), v); };
    for (decoded_query_param p : u.view().decoded_params()) {
        py::object value = p.has_value ? decode(p.value) : py::object(py::none());
        out.append(py::make_tuple(decode(p.key), std::move(value)));
    }
    return out;
}

// True when the reference has no port, an empty one, or its scheme's default (yarl's is_default_port).
bool is_default_port(py_uri const& u) {
    uri_view const v = u.view();
    if (!v.has_port() || v.port().empty()) return true;
    auto const n = v.port_number();
    auto const standard = default_port(v.scheme());
    return n && *n && standard && **n == *standard;
}

py::object port_number(py_uri const& u) {
    auto const n = u.view().port_number();
    if (!n) raise_uri_error(n.error(), text_arg{u.text(), false, py::str(u.text())});
    return *n ? py::object(py::int_(**n)) : py::object(py::none());
}

uri_ptr normalized(py_uri const& u, std::string const& profile_name, py::object const& dedup) {
    named_form const p = profile_named(py::str(profile_name));
    std::optional<dedup_options> steps; // made only when options are given
    dedup_options const* const chosen = dedup_named(dedup, p, steps);
    auto r = chosen != nullptr ? normalize_dedup(u.view(), *chosen) : normalize(u.view(), p.p);
    if (!r) raise_uri_error(r.error(), text_arg{u.text(), false, py::str(u.text())});
    return written(std::move(*r).str());
}

uri_ptr resolved(py_uri const& base, py::handle reference) {
    uri_ptr const ref = py::isinstance<py_uri>(reference) ? nullptr : parse_text(reference, false);
    py_uri const& r = ref ? *ref : reference.cast<py_uri const&>();
    auto target = base.view().resolve(r.view());
    if (!target) raise_uri_error(target.error(), text_arg{base.text(), false, py::str(base.text())});
    return written(std::move(*target).str());
}

bool equivalent_to(py_uri const& u, py::handle other, py::handle profile_name) {
    uri_ptr const parsed = py::isinstance<py_uri>(other) ? nullptr : parse_text(other, false);
    py_uri const& o = parsed ? *parsed : other.cast<py_uri const&>();
    named_form const p = profile_named(profile_name);
    equivalence const e = p.dedup ? equivalent_dedup(u.view(), o.view()) : equivalent(u.view(), o.view(), p.p);
    if (e.answer == verdict::first_failed) raise_uri_error(e.failure, text_arg{u.text(), false, py::str(u.text())});
    if (e.answer == verdict::second_failed) raise_uri_error(e.failure, text_arg{o.text(), false, py::str(o.text())});
    return e.is_equivalent();
}

std::string to_iri_of(py_uri const& u) {
    auto r = to_iri(u.view());
    if (!r) raise_uri_error(r.error(), text_arg{u.text(), false, py::str(u.text())});
    return std::move(*r);
}

void check_value(error e, py::handle value) {
    if (e.code != errc::ok) raise_uri_error(e, read_text(value, "value"));
}

std::string_view value_text(py::handle value) { return read_text(value, "value").bytes; }

void set_port(uri& u, py::handle value) {
    if (value.is_none()) return u.remove_port();
    if (PyBool_Check(value.ptr())) throw py::type_error("port must be an int, str, bytes or None, not bool");
    if (!PyLong_Check(value.ptr())) return check_value(u.set_port(value_text(value)), value);
    int overflow = 0;
    long long const n = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
    if (n == -1 && PyErr_Occurred() != nullptr) throw py::error_already_set();
    if (overflow != 0 || n < 0 || n > 65535) {
        throw py::value_error("port must be in 0..65535, not " + py::repr(value).cast<std::string>());
    }
    if (error const e = u.set_port(static_cast<std::uint16_t>(n)); e.code != errc::ok) { // no host to go with it
        std::string const digits = std::to_string(n);
        raise_uri_error(e, text_arg{digits, false, make_text(digits, false)});
    }
}

// A removal the writer refused (a text over the size limit): offset 0 of the reference.
void check_removal(error e, uri const& u) {
    if (e.code != errc::ok) raise_uri_error(e, text_arg{u.str(), false, make_text(u.str(), false)});
}

// One keyword of replace() that removes its component (None).
void remove(uri& u, std::string_view key) {
    if (key == "scheme") check_removal(u.remove_scheme(), u);
    if (key == "userinfo") u.remove_userinfo();
    if (key == "host") check_removal(u.remove_authority(), u);
    if (key == "port") u.remove_port();
    if (key == "query") u.remove_query();
    if (key == "fragment") u.remove_fragment();
    if (key == "path") throw py::type_error("path cannot be None (every reference has a path; use '')");
}

// One keyword of replace() that sets its component from encoded text.
void set(uri& u, std::string_view key, py::handle v) {
    if (key == "scheme") return check_value(u.set_scheme(value_text(v)), v);
    if (key == "userinfo") return check_value(u.set_encoded_userinfo(value_text(v)), v);
    if (key == "host") return check_value(u.set_encoded_host(value_text(v)), v);
    if (key == "port") return set_port(u, v);
    if (key == "path") return check_value(u.set_encoded_path(value_text(v)), v);
    if (key == "query") return check_value(u.set_encoded_query(value_text(v)), v);
    if (key == "fragment") return check_value(u.set_encoded_fragment(value_text(v)), v);
}

// replace(**kw): every component given at once. The edits run in an order
// in which no state between them is refused that the final one would not
// be: the path is emptied first (an empty path goes with any authority),
// then the removals, then scheme, host, userinfo, port, the path, query and
// fragment; a refusal names the value it is about.
uri_ptr replaced(py_uri const& u, py::kwargs const& kw) {
    static constexpr std::string_view order[] = {"scheme", "host", "userinfo", "port", "path", "query", "fragment"};
    for (auto const& [key, value] : kw) {
        std::string const k = key.cast<std::string>();
        if (std::find(std::begin(order), std::end(order), k) == std::end(order)) {
            throw py::type_error("replace() got an unexpected keyword argument '" + k + "'");
        }
    }
    uri edited(u.view());
    if (kw.contains("path")) (void)edited.set_encoded_path("");
    for (std::string_view const key : order) {
        if (kw.contains(py::str(key.data(), key.size())) && kw[py::str(key.data(), key.size())].is_none()) remove(edited, key);
    }
    for (std::string_view const key : order) {
        py::str const name(key.data(), key.size());
        if (kw.contains(name) && !kw[name].is_none()) set(edited, key, kw[name]);
    }
    return written(std::move(edited).str());
}

uri_ptr with_path(py_uri const& u, py::handle path) {
    text_arg const value = read_text(path, "path");
    uri edited(u.view());
    // The path can make no reference of these other components: an authority and no leading "/".
    if (error const e = edited.set_path(value.bytes); e.code != errc::ok) raise_uri_error(e, value);
    return written(std::move(edited).str());
}

} // namespace

py::object make_uri_object(std::string text) { return py::cast(written(std::move(text))); }

std::optional<uri_object> as_uri_object(py::handle h) {
    if (!py::isinstance<py_uri>(h)) return std::nullopt;
    py_uri const& u = h.cast<py_uri const&>();
    return uri_object{u.view(), u.text()};
}

void bind_uri(py::module_& m) {
    py::class_<py_uri, uri_ptr> c(m, "URI", "A URI reference (RFC 3986 section 4.1), parsed strictly; immutable, hashable, picklable. == compares the text as written; equivalent() and normalize() compare what is named; < orders by text.");
    c.def(py::init(&parse_text), py::arg("text"), py::kw_only(), py::arg("zone_ids") = false, "URI(text: str | bytes, *, zone_ids=False) -> URI\n\nThe URI reference `text` parsed strictly as RFC 3986 (section 4.1) defines it, or URIError with the reason and the byte offset; with zone_ids=True an IPv6 literal may carry an RFC 6874 zone ID ('http://[fe80::1%25eth0]/'). Immutable, hashable, picklable; == compares the text as written (use equivalent() or normalize() to compare what is named).");
    c.def_property_readonly("_text", [](py_uri const& u) { return make_ascii(u.text()); }, "The reference's text (pickling).");
    c.def_property_readonly("scheme", [](py_uri const& u) { return optional_text(u.view(), component::scheme); }, "The scheme as written, without ':'; None when absent.");
    c.def_property_readonly("userinfo", [](py_uri const& u) { return optional_text(u.view(), component::userinfo); }, "The userinfo as written (still percent-encoded); None when absent.");
    c.def_property_readonly("host", [](py_uri const& u) { return optional_text(u.view(), component::host); }, "The host as written (IP literals with their brackets); None without an authority.");
    c.def_property_readonly("host_kind", [](py_uri const& u) -> py::object {
        if (u.view().host_kind() == host_kind::none) return py::none();
        return py::str(std::string(name(u.view().host_kind())));
    }, "'reg-name', 'ipv4', 'ipv6' or 'ipvfuture'; None without an authority.");
    c.def_property_readonly("zone_id", [](py_uri const& u) -> py::object {
        if (u.view().zone_id().empty()) return py::none();
        return make_ascii(u.view().zone_id());
    }, "The IPv6 literal's zone ID as written (RFC 6874, after '%25', still percent-encoded); None when there is none (only URI(text, zone_ids=True) reads one).");
    c.def_property_readonly("port", [](py_uri const& u) { return optional_text(u.view(), component::port); }, "The port as written (digits, possibly empty); None when absent.");
    c.def_property_readonly("port_number", &port_number, "The port as an int; None when absent or empty.");
    c.def_property_readonly("path", [](py_uri const& u) { return make_ascii(u.view().path()); }, "The path as written (always a str, possibly empty).");
    c.def_property_readonly("query", [](py_uri const& u) { return optional_text(u.view(), component::query); }, "The query as written, without '?'; None when absent, '' when empty.");
    c.def_property_readonly("fragment", [](py_uri const& u) { return optional_text(u.view(), component::fragment); }, "The fragment as written, without '#'; None when absent.");
    c.def_property_readonly("authority", [](py_uri const& u) -> py::object {
        if (!u.view().has_authority()) return py::none();
        return make_ascii(u.view().authority());
    }, "userinfo@host:port as written; None without an authority.");
    c.def_property_readonly("is_absolute", [](py_uri const& u) { return u.view().is_absolute(); }, "True when the reference has a scheme (an absolute URI or a URI with a fragment).");
    c.def_property_readonly("path_segments", [](py::object self) { return path_segments(self, false); }, "The path's segments, each percent-decoded after the split (a %2F stays inside its segment); URIError invalid_utf8 when one is not UTF-8 (path_segments_bytes reads any).");
    c.def_property_readonly("path_segments_bytes", [](py::object self) { return path_segments(self, true); }, "The path's segments percent-decoded as bytes, whatever they hold.");
    c.def_property_readonly("query_params", [](py::object self) { return query_params(self, false); }, "The query's parameters as (name, value) pairs, decoded after the split on '&' and '='; value None for a name alone; URIError invalid_utf8 when one is not UTF-8 (query_params_bytes reads any).");
    c.def_property_readonly("query_params_bytes", [](py::object self) { return query_params(self, true); }, "The query's parameters as (name, value) pairs of bytes, percent-decoded whatever they hold; value None for a name alone.");
    c.def("is_default_port", &is_default_port, "is_default_port() -> bool\n\nTrue when there is no port, an empty one, or the scheme's default ('http://a:80/').");
    c.def("normalize", &normalized, py::arg("profile") = "rfc3986", py::kw_only(), py::arg("dedup") = py::none(), "normalize(profile='rfc3986', *, dedup=None) -> URI\n\nThe normal form under a profile ('rfc3986', 'http', 'cache-key', 'dedup', 'http-cache'); `dedup` (urikit.DedupOptions) chooses the dedup profile's steps.");
    c.def("with_path", &with_path, py::arg("path"), "with_path(path) -> URI\n\nA copy whose path is `path`, plain text: each '/' separates segments, and every byte a path segment does not allow is percent-encoded ('/a b' is '/a%20b'; replace(path=...) takes encoded text).");
    c.def("resolve", &resolved, py::arg("reference"), "resolve(reference) -> URI\n\nThe target of `reference` (a URI or text) against this absolute URI (RFC 3986 section 5.2).");
    c.def("equivalent", &equivalent_to, py::arg("other"), py::arg("profile") = "rfc3986", "equivalent(other, profile='rfc3986') -> bool\n\nTrue when both normalize to the same text under `profile` (RFC 3986 section 6.1).");
    c.def("to_iri", &to_iri_of, "to_iri() -> str\n\nThe IRI of this URI (RFC 3987 section 3.2): what can be shown decoded is decoded.");
    c.def("__str__", [](py_uri const& u) { return make_ascii(u.text()); }, "The reference's text.");
    c.def("__repr__", [](py_uri const& u) { return "URI(" + py::repr(make_ascii(u.text())).cast<std::string>() + ")"; }, "URI('text').");
    c.def("__eq__", [](py_uri const& a, py::handle b) -> py::object {
        if (!py::isinstance<py_uri>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
        return py::bool_(a.text() == b.cast<py_uri const&>().text());
    }, "Same text as written (not equivalence: see equivalent()).");
    c.def("__hash__", [](py_uri const& u) { return py::hash(make_ascii(u.text())); }, "The hash of the text (consistent with ==).");
    c.def(py::pickle([](py_uri const& u) -> py::object { return make_ascii(u.text()); },
                     [](py::object text) { return parse_text(text, true); }), // its zone ID kept
          "Pickles as the text.");
    c.def("replace", &replaced, "replace(**components) -> URI\n\nA copy with components replaced by encoded text (scheme, userinfo, host, port, path, query, fragment), or removed with None, all at once; built so that it can never parse differently. A refused value (invalid for its component, a userinfo or port without a host, a relative path after an authority) raises URIError whose text is that value.");
}

} // namespace urikit::python
