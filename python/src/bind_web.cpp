// urikit.WebURL: a URL as browsers parse it (WHATWG URL Standard), immutable.
#include "bindings.hpp"
#include "per_thread.hpp"
#include "py_text.hpp"

#include <algorithm>
#include <iterator>
#include <memory>
#include <string>

#include <urikit/http.hpp>
#include <urikit/url_search_params.hpp>
#include <urikit/web_url.hpp>

namespace urikit::python {

namespace {

struct web_url_base;

std::unique_ptr<web_url> parse_href(py::handle text, py::handle base) {
    text_arg const in = read_text(text, "text");
    per_thread<web_url_base, base_ref> b;
    web_url const* const parsed_base = base.is_none() ? nullptr : &make_base(base, true, b.get()).url;
    auto url = std::make_unique<web_url>();
    if (error const e = parse_web_into(in.bytes, parsed_base, *url); e.code != errc::ok) raise_uri_error(e, in);
    return url;
}

py::object optional_text(bool present, std::string_view s) {
    if (!present) return py::none();
    return make_ascii(s);
}

using getter = std::string_view (web_url::*)() const noexcept;

template <getter Get>
py::object text_of(web_url const& u) {
    return make_ascii((u.*Get)());
}

using setter = error (web_url::*)(std::string_view);

// The Standard's setters by attribute name, in the order replace() applies them.
struct named_setter {
    char const* name;
    setter set;
};
constexpr named_setter setters[] = {
    {"href", &web_url::set_href},         {"protocol", &web_url::set_protocol}, {"username", &web_url::set_username},
    {"password", &web_url::set_password}, {"host_and_port", &web_url::set_host_and_port}, {"hostname", &web_url::set_hostname},
    {"port", &web_url::set_port},         {"pathname", &web_url::set_pathname}, {"search", &web_url::set_search},
    {"hash", &web_url::set_hash},
};

// WebURL.replace(**attributes): a copy with the Standard's setters applied,
// href first, then in the URL class's attribute order; a refusal raises
// URIError with the offset in that value (the Standard's setters return
// without a change there).
std::unique_ptr<web_url> replaced(web_url const& u, py::kwargs const& kw) {
    for (auto const& [key, value] : kw) {
        std::string const k = key.cast<std::string>();
        bool const known = std::any_of(std::begin(setters), std::end(setters), [&](auto const& s) { return k == s.name; });
        if (!known) throw py::type_error("replace() got an unexpected keyword argument '" + k + "'");
    }
    auto url = std::make_unique<web_url>(u);
    for (auto const& s : setters) {
        if (!kw.contains(s.name)) continue;
        text_arg const value = read_text(kw[s.name], s.name);
        if (error const e = ((*url).*s.set)(value.bytes); e.code != errc::ok) raise_uri_error(e, value);
    }
    return url;
}

} // namespace

void bind_web(py::module_& m) {
    py::class_<web_url, std::unique_ptr<web_url>> c(m, "WebURL", "A URL as browsers parse hrefs (the WHATWG URL Standard), with the URL class's getters; immutable (replace() applies the setters to a copy), hashable, picklable.");
    c.def(py::init(&parse_href), py::arg("text"), py::arg("base") = py::none(), "WebURL(text: str | bytes, base: str | bytes | None = None) -> WebURL\n\n`text` parsed as browsers parse an href (the WHATWG URL Standard), against `base` when given, or URIError. Immutable: replace() makes a changed copy.");
    c.def_property_readonly("href", [](web_url const& u) { return make_ascii(u.href()); }, "The serialization (the URL Standard's href).");
    c.def_property_readonly("protocol", &text_of<&web_url::protocol>, "The scheme and ':' ('https:').");
    c.def_property_readonly("username", &text_of<&web_url::username>, "The username, percent-encoded ('' when none).");
    c.def_property_readonly("password", &text_of<&web_url::password>, "The password, percent-encoded ('' when none).");
    c.def_property_readonly("host_and_port", &text_of<&web_url::host_and_port>, "The URL class's host: hostname and, when there is a port, ':' and the port (URI.host is the host alone).");
    c.def_property_readonly("hostname", &text_of<&web_url::hostname>, "The host, serialized ('' when none).");
    c.def_property_readonly("port", &text_of<&web_url::port>, "The port ('' when null; never the scheme's default port).");
    c.def_property_readonly("pathname", &text_of<&web_url::pathname>, "The path, serialized.");
    c.def_property_readonly("search", &text_of<&web_url::search>, "'?' and the query, or '' when the query is null or empty.");
    c.def_property_readonly("hash", &text_of<&web_url::hash>, "'#' and the fragment, or '' when the fragment is null or empty.");
    c.def_property_readonly("origin", [](web_url const& u) { return make_ascii(origin(u).value().serialize()); }, "The URL Standard's origin, serialized ('null' for an opaque origin).");
    c.def_property_readonly("scheme", &text_of<&web_url::scheme>, "The scheme, lowercase, without ':'.");
    c.def_property_readonly("host_kind", [](web_url const& u) -> py::object {
        if (u.host_kind() == web_host_kind::none) return py::none();
        return py::str(std::string(name(u.host_kind())));
    }, "'empty', 'domain', 'ipv4', 'ipv6' or 'opaque'; None without a host.");
    c.def_property_readonly("port_number", [](web_url const& u) -> py::object {
        if (!u.has_port()) return py::none();
        return py::int_(*u.port_number());
    }, "The port as an int; None when null.");
    c.def_property_readonly("query", [](web_url const& u) { return optional_text(u.has_query(), u.query()); }, "The query without '?'; None when null.");
    c.def_property_readonly("fragment", [](web_url const& u) { return optional_text(u.has_fragment(), u.fragment()); }, "The fragment without '#'; None when null.");
    c.def_property_readonly("is_special", &web_url::is_special, "True for ftp, file, http, https, ws and wss.");
    c.def_property_readonly("has_opaque_path", &web_url::has_opaque_path, "True when the path is opaque ('mailto:x').");
    // The pairs of the query, as a list of their own (a WebURL is immutable:
    // url.replace(search=str(params)) writes edited pairs back).
    // The URL's searchParams parse its query as it is (URL Standard, the
    // URL class); the string constructor removes one leading "?" first, so
    // it is given one: "??a=b" has the pair ("?a", "b").
    c.def_property_readonly("search_params", [](web_url const& u) { return url_search_params("?" + std::string(u.query())); }, "The query's pairs as a URLSearchParams of their own (write edits back with replace(search=str(params))).");
    c.def("replace", &replaced, "replace(**attributes) -> WebURL\n\nA copy with the URL Standard's setters applied (href, protocol, username, password, host_and_port, hostname, port, pathname, search, hash; href first, then in that order); URIError with the reason where a setter refuses its value.");
    c.def("to_rfc3986", [](web_url const& u) {
        auto r = to_rfc3986(u);
        if (!r) raise_uri_error(r.error(), text_arg{u.href(), false, make_ascii(u.href())}); // offsets in the href
        return make_uri_object(std::move(*r).str());
    }, "to_rfc3986() -> URI\n\nThe same URL as a valid RFC 3986 URI (every byte RFC 3986 does not allow in its component as %XX).");
    c.def("__str__", [](web_url const& u) { return make_ascii(u.href()); }, "The href.");
    c.def("__repr__", [](web_url const& u) {
        return "WebURL(" + py::repr(make_ascii(u.href())).cast<std::string>() + ")";
    }, "WebURL('href').");
    c.def("__eq__", [](web_url const& a, py::handle b) -> py::object {
        if (!py::isinstance<web_url>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
        return py::bool_(a == b.cast<web_url const&>());
    }, "Same href.");
    c.def("__hash__", [](web_url const& u) { return py::hash(make_ascii(u.href())); }, "The hash of the href.");
    c.def("__reduce__", [](py::object self) {
        return py::make_tuple(self.get_type(), py::make_tuple(self.attr("href")));
    }, "Pickles as the href.");
}

} // namespace urikit::python
