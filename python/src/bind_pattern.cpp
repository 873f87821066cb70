// urikit.URLPattern: the WHATWG URL Pattern Standard's URLPattern over str,
// matched by RE2 in time linear in the URL.
#include "bindings.hpp"
#include "py_text.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <urikit/url_pattern.hpp>
#include <urikit/web_url.hpp>

namespace urikit::python {

namespace {

constexpr std::array<url_pattern_component, 8> components{
    url_pattern_component::protocol, url_pattern_component::username, url_pattern_component::password,
    url_pattern_component::hostname, url_pattern_component::port,     url_pattern_component::pathname,
    url_pattern_component::search,   url_pattern_component::hash};

py::str str_of(std::string_view utf8) { return py::str(utf8.data(), utf8.size()); }

// A str argument's UTF-8 (patterns and URLs here are str: bytes are refused).
text_arg str_arg(py::handle object, char const* what) {
    if (!py::isinstance<py::str>(object)) {
        throw py::type_error(std::string(what) + " must be str, not " + py::type::of(object).attr("__name__").cast<std::string>());
    }
    return read_text(object, what);
}

// A URLPatternInit from a mapping: its strings (kept alive in `texts`) and
// its parsed baseURL. Unknown keys are a TypeError (a misspelt "pathnme"
// would otherwise widen the pattern to every path).
struct init_arg {
    std::vector<text_arg> texts;
    std::unique_ptr<web_url> base;
    url_pattern_init init;
    std::array<std::optional<std::size_t>, 8> text_of{}; // index in `texts` of each member
    bool base_failed = false;
    error base_error{};
    text_arg base_text;
};

void read_member(init_arg& a, std::string const& key, py::handle value) {
    std::optional<std::string_view>* const members[] = {&a.init.protocol, &a.init.username, &a.init.password,
                                                         &a.init.hostname, &a.init.port,     &a.init.pathname,
                                                         &a.init.search,   &a.init.hash};
    if (key == "base_url" || key == "baseURL") {
        a.base_text = str_arg(value, "base_url");
        a.base = std::make_unique<web_url>();
        a.base_error = parse_web_into(a.base_text.bytes, nullptr, *a.base);
        a.base_failed = a.base_error.code != errc::ok;
        if (!a.base_failed) a.init.base_url = a.base.get();
        return;
    }
    for (std::size_t k = 0; k < components.size(); ++k) {
        if (key != name(components[k])) continue;
        a.texts.push_back(str_arg(value, key.c_str()));
        *members[k] = a.texts.back().bytes;
        a.text_of[k] = a.texts.size() - 1;
        return;
    }
    throw py::type_error("unknown URLPatternInit key '" + key +
                         "' (protocol, username, password, hostname, port, pathname, search, hash, base_url)");
}

std::unique_ptr<init_arg> read_init(py::handle mapping) {
    auto a = std::make_unique<init_arg>();
    a->texts.reserve(8);
    py::object const items = mapping.attr("items")();
    for (py::handle pair : py::iter(items)) {
        py::tuple const t = py::reinterpret_borrow<py::tuple>(pair);
        if (!py::isinstance<py::str>(t[0])) throw py::type_error("URLPatternInit keys must be str");
        read_member(*a, t[0].cast<std::string>(), t[1]);
    }
    return a;
}

bool is_mapping(py::handle h) { return py::hasattr(h, "items") && !py::isinstance<py::str>(h); }

// The Python object: the pattern, and what made it (for repr and pickling).
struct py_url_pattern {
    url_pattern pattern;
    py::object input;
    py::object base_url;
    bool ignore_case = false;
};

py_url_pattern construct(py::object input, py::object base_url, bool ignore_case) {
    url_pattern_options const options{.ignore_case = ignore_case};
    if (input.is_none()) input = py::dict();
    if (is_mapping(input)) {
        if (!base_url.is_none()) throw py::type_error("URLPattern: base_url goes in the mapping for a mapping input");
        auto const a = read_init(input);
        if (a->base_failed) raise_uri_error(a->base_error, a->base_text);
        url_pattern_component where{};
        auto r = parse_url_pattern(a->init, options, &where);
        if (!r) {
            std::optional<std::size_t> const at = a->text_of[static_cast<std::size_t>(where)];
            if (!at) raise_uri_error(r.error(), read_text(py::str(""), "input")); // a wildcard or base text: never so far
            raise_uri_error(r.error(), a->texts[*at]);
        }
        return {std::move(*r), input, base_url, ignore_case};
    }
    text_arg const text = str_arg(input, "input");
    std::unique_ptr<web_url> base;
    if (!base_url.is_none()) {
        text_arg const b = str_arg(base_url, "base_url");
        base = std::make_unique<web_url>();
        if (error const e = parse_web_into(b.bytes, nullptr, *base); e.code != errc::ok) raise_uri_error(e, b);
    }
    auto r = parse_url_pattern(text.bytes, base.get(), options);
    if (!r) raise_uri_error(r.error(), text);
    return {std::move(*r), input, base_url, ignore_case};
}

bool same_pattern(py_url_pattern const& a, py_url_pattern const& b) {
    if (a.ignore_case != b.ignore_case) return false;
    return std::all_of(components.begin(), components.end(),
                       [&](url_pattern_component c) { return a.pattern.pattern(c) == b.pattern.pattern(c); });
}

// What test() and exec() read: the Standard's "match" inputs.
struct match_input {
    std::unique_ptr<init_arg> init;      // a mapping
    std::unique_ptr<web_url> url;        // a str parsed (against base_url), or nullptr when it fails
    web_url const* given = nullptr;      // a WebURL as it is
    py::list inputs;                     // the Standard's result "inputs"
};

match_input read_input(py::object input, py::object base_url) {
    match_input m;
    if (input.is_none()) input = py::dict();
    m.inputs.append(input);
    if (is_mapping(input)) {
        if (!base_url.is_none()) throw py::type_error("URLPattern: base_url goes in the mapping for a mapping input");
        m.init = read_init(input);
        return m;
    }
    if (py::isinstance<web_url>(input)) {
        if (!base_url.is_none()) throw py::type_error("URLPattern: a WebURL is already parsed; no base_url");
        m.given = &input.cast<web_url const&>();
        return m;
    }
    text_arg const text = str_arg(input, "input");
    web_url base;
    if (!base_url.is_none()) {
        m.inputs.append(base_url);
        if (parse_web_into(str_arg(base_url, "base_url").bytes, nullptr, base).code != errc::ok) return m;
    }
    auto url = std::make_unique<web_url>();
    if (parse_web_into(text.bytes, base_url.is_none() ? nullptr : &base, *url).code == errc::ok) m.url = std::move(url);
    return m;
}

bool test_input(url_pattern const& p, match_input const& m) {
    if (m.init) return !m.init->base_failed && p.test(m.init->init);
    if (m.given != nullptr) return p.test(*m.given);
    return m.url && p.test(*m.url);
}

py::object result_dict(url_pattern_result const& r, py::list const& inputs) {
    py::dict out;
    out["inputs"] = inputs;
    for (url_pattern_component c : components) {
        url_pattern_component_result const& cr = r[c];
        py::dict groups;
        for (url_pattern_group const& g : cr.groups) {
            groups[str_of(g.name)] = g.value ? py::object(str_of(*g.value)) : py::object(py::none());
        }
        py::dict component;
        component["input"] = str_of(cr.input);
        component["groups"] = groups;
        out[str_of(name(c))] = component;
    }
    return out;
}

py::object exec_input(url_pattern const& p, match_input const& m) {
    std::optional<url_pattern_result> r;
    if (m.init) r = m.init->base_failed ? std::nullopt : p.exec(m.init->init);
    else if (m.given != nullptr) r = p.exec(*m.given);
    else if (m.url) r = p.exec(*m.url);
    return r ? result_dict(*r, m.inputs) : py::object(py::none());
}

url_pattern_component component_named(py::handle component) {
    std::string const n(str_arg(component, "component").bytes);
    for (url_pattern_component c : components) {
        if (n == name(c)) return c;
    }
    throw py::value_error("unknown component '" + n + "' (protocol, username, password, hostname, port, pathname, search, hash)");
}

py::str generate(py_url_pattern const& self, py::handle component, py::handle groups) {
    url_pattern_component const c = component_named(component);
    std::vector<text_arg> texts;
    std::vector<std::pair<std::string_view, std::string_view>> values;
    if (!is_mapping(groups)) throw py::type_error("groups must be a mapping of str to str");
    for (py::handle pair : py::iter(groups.attr("items")())) {
        py::tuple const t = py::reinterpret_borrow<py::tuple>(pair);
        texts.push_back(str_arg(t[0], "group name"));
        texts.push_back(str_arg(t[1], "group value"));
        values.emplace_back(texts[texts.size() - 2].bytes, texts.back().bytes);
    }
    auto const r = self.pattern.generate(c, values);
    if (!r) {
        py::str const pattern_text = str_of(self.pattern.pattern(c));
        raise_uri_error(r.error(), read_text(pattern_text, "pattern"));
    }
    return str_of(*r);
}

// == and hash: by the pattern strings and ignore_case.
void bind_comparison(py::class_<py_url_pattern>& c) {
    c.def("__eq__", [](py_url_pattern const& a, py::handle b) -> py::object {
        if (!py::isinstance<py_url_pattern>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
        return py::bool_(same_pattern(a, b.cast<py_url_pattern const&>()));
    }, "The same normalized pattern strings and ignore_case: patterns that match the same URLs alike.");
    c.def("__hash__", [](py_url_pattern const& p) {
        py::tuple strings(components.size() + 1);
        for (std::size_t k = 0; k < components.size(); ++k) strings[k] = str_of(p.pattern.pattern(components[k]));
        strings[components.size()] = py::bool_(p.ignore_case);
        return py::hash(strings);
    }, "The hash of the pattern strings and ignore_case (consistent with ==).");
}

} // namespace

void bind_pattern(py::module_& m) {
    py::class_<py_url_pattern> c(m, "URLPattern", "The WHATWG URL Pattern Standard's URLPattern: a pattern per URL component, matched by RE2 in time linear in the URL; immutable, picklable.");
    c.def(py::init(&construct), py::arg("input") = py::none(), py::arg("base_url") = py::none(), py::kw_only(),
          py::arg("ignore_case") = false,
          "URLPattern(input: str | Mapping[str, str] | None = None, base_url: str | None = None, *, ignore_case: bool = False)\n\n"
          "A constructor string ('https://*.example.com/:path*', relative ones against base_url) or a mapping of "
          "components (protocol, username, password, hostname, port, pathname, search, hash, base_url; absent ones match "
          "anything). Raises URIError (code, offset) for a pattern that is not well formed, one that does not "
          "canonicalize, or a regexp group using a feature no linear-time engine runs (backreferences, lookaround: "
          "'regexp_unsupported').");
    for (url_pattern_component comp : components) {
        c.def_property_readonly(std::string(name(comp)).c_str(), [comp](py_url_pattern const& p) { return str_of(p.pattern.pattern(comp)); },
                                ("The normalized " + std::string(name(comp)) + " pattern string.").c_str());
    }
    c.def_property_readonly("has_regexp_groups", [](py_url_pattern const& p) { return p.pattern.has_regexp_groups(); },
                            "True when some component has a regexp group (hasRegExpGroups).");
    c.def("test", [](py_url_pattern const& p, py::object input, py::object base_url) {
            return test_input(p.pattern, read_input(std::move(input), std::move(base_url)));
        }, py::arg("input") = py::none(), py::arg("base_url") = py::none(),
        "test(input: str | Mapping[str, str] | WebURL | None = None, base_url: str | None = None) -> bool\n\n"
        "True when the URL (an href parsed as browsers do, a mapping of components canonicalized, or a WebURL) matches "
        "every component; an href that does not parse is no match.");
    c.def("exec", [](py_url_pattern const& p, py::object input, py::object base_url) {
            return exec_input(p.pattern, read_input(std::move(input), std::move(base_url)));
        }, py::arg("input") = py::none(), py::arg("base_url") = py::none(),
        "exec(input: str | Mapping[str, str] | WebURL | None = None, base_url: str | None = None) -> dict | None\n\n"
        "The Standard's URLPatternResult as a dict: 'inputs', and per component {'input': str, 'groups': {name: str | "
        "None}}; None when test() is False.");
    c.def("generate", &generate, py::arg("component"), py::arg("groups"),
          "generate(component: str, groups: Mapping[str, str]) -> str\n\n"
          "The component's text with each ':name' group replaced by its value, encoded as the component canonicalizes "
          "(proposed for the Standard). URIError 'pattern_cannot_generate' for a modifier, a regexp or '*' group, a "
          "missing value or one the group cannot hold.");
    c.def_static("compare_component", [](py::handle component, py_url_pattern const& left, py_url_pattern const& right) {
            return compare_component(component_named(component), left.pattern, right.pattern);
        }, py::arg("component"), py::arg("left"), py::arg("right"),
        "compare_component(component: str, left: URLPattern, right: URLPattern) -> int\n\n"
        "-1, 0 or 1 as left's component is less, as or more specific than right's (compareComponent): sorts "
        "routes most specific first with key=functools.cmp_to_key(...) and reverse=True.");
    c.def("__repr__", [](py_url_pattern const& p) {
        std::string out = "URLPattern(" + py::repr(p.input).cast<std::string>();
        if (!p.base_url.is_none()) out += ", " + py::repr(p.base_url).cast<std::string>();
        if (p.ignore_case) out += ", ignore_case=True";
        return out + ")";
    }, "URLPattern(input[, base_url][, ignore_case=True]).");
    bind_comparison(c);
    c.def("__reduce__", [](py::object self) {
        py_url_pattern const& p = self.cast<py_url_pattern const&>();
        py::object const rebuild = py::module_::import("urikit").attr("_rebuild_url_pattern");
        return py::make_tuple(rebuild, py::make_tuple(p.input, p.base_url, p.ignore_case));
    }, "Pickles as its constructor's arguments.");
}

} // namespace urikit::python
