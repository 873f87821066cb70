// The crawler and HTTP forms: Safe Browsing, SURT / SSURT, registrable
// domains, origins and request targets (include/urikit/crawl.hpp, site.hpp,
// http_forms.hpp). Results are str (bytes for bytes input, where the
// result is the input's kind of text).
#include "bindings.hpp"
#include "names.hpp"
#include "operations.hpp"
#include "py_text.hpp"

#include <urikit/crawl.hpp>
#include <urikit/http.hpp>
#include <urikit/join_path.hpp>
#include <urikit/parse.hpp>
#include <urikit/request_guard.hpp>
#include <urikit/site.hpp>
#include <urikit/web_url.hpp>

namespace urikit::python {

namespace {

// The value of `r` (moved out: never a reference into a temporary result),
// or URIError.
template <class T>
T value_or_raise(result<T> r, text_arg const& in) {
    if (!r) raise_uri_error(r.error(), in);
    return std::move(r).value();
}

uri_view parsed(text_arg const& in) { return value_or_raise(parse_uri_reference(in.bytes), in); }

py::object optional_text(std::optional<std::string> const& s) {
    return s ? make_ascii(*s) : py::none();
}

// A URL as a client is handed it: a WebURL as it is, text as a browser
// reads a pasted address (the URL Standard's parser).
template <class Body>
auto with_web_url(py::handle url, char const* what, Body&& body) {
    if (py::isinstance<web_url>(url)) { // an error is in its href, the text a URIError names
        web_url const& w = url.cast<web_url const&>();
        return body(w, text_arg{w.href(), false, py::str(w.href())});
    }
    text_arg const in = read_text(url, what);
    web_url const w = value_or_raise(parse_web(in.bytes), in);
    return body(w, in);
}

// request_parts as a dict: the parts, the URL to hand a client (its RFC
// 3986 form: scheme "://" Host field and target) and the connect host's
// address class.
py::dict parts_dict(request_parts const& p) {
    py::dict d;
    d["scheme"] = make_ascii(p.scheme);
    d["connect_host"] = make_ascii(p.connect_host);
    d["zone_id"] = p.zone_id.empty() ? py::object(py::none()) : py::object(make_text(p.zone_id, false));
    d["port"] = p.port;
    d["target"] = make_ascii(p.target);
    d["host_field"] = make_ascii(p.host_field);
    d["tls"] = p.tls;
    d["url"] = make_ascii(p.scheme + "://" + p.host_field + p.target);
    auto const c = address_class_of(p.connect_host);
    d["address_class"] = c ? make_ascii(name(*c)) : py::none();
    return d;
}

referrer_policy policy_named(py::handle policy) {
    text_arg const in = read_text(policy, "policy");
    // The field's token, exactly ("no-referrer"); named<> would take "no_referrer" too.
    auto const p = referrer_policy_from_header(in.bytes);
    if (!p || name(*p) != in.bytes) throw py::value_error("not a referrer policy: " + std::string(in.bytes));
    return *p;
}

py::dict changes_dict(redirect_changes const& c) {
    py::dict d;
    d["cross_origin"] = c.cross_origin;
    d["cross_site"] = c.cross_site;
    d["downgrade"] = c.downgrade;
    d["drop_authorization"] = c.drop_authorization;
    d["drop_cookie"] = c.drop_cookie;
    d["drop_proxy_authorization"] = c.drop_proxy_authorization;
    d["method_becomes_get"] = c.method_becomes_get;
    d["drop_body"] = c.drop_body;
    return d;
}

// The Referer and redirects (urikit/referrer.hpp, redirect.hpp): two URLs
// each, a WebURL or text read as a browser reads a pasted address.
void bind_referrer_and_redirects(py::module_& m) {
    m.def("referrer", [](py::handle current, py::handle target, py::handle policy) {
        referrer_policy const p = policy_named(policy);
        return with_web_url(current, "current", [&](web_url const& from, text_arg const&) {
            return with_web_url(target, "target", [&](web_url const& to, text_arg const& in) -> py::object {
                std::string const r = value_or_raise(referrer({.from = from, .to = to}, p), in);
                return r.empty() ? py::none() : py::object(make_ascii(r));
            });
        });
    });
    m.def("redact", [](py::handle url, bool userinfo, bool query_values, py::handle parameters, py::handle marker) {
        text_arg const in = read_text(url, "url");
        text_arg const mark = read_text(marker, "marker");
        redact_options o;
        o.userinfo = userinfo;
        o.query_values = query_values;
        for (py::handle name : parameters) o.parameters.emplace_back(read_text(name, "parameters").bytes);
        o.marker = mark.bytes;
        std::string out;
        {
            py::gil_scoped_release unlocked; // `in` and `mark` hold their objects' references
            redact_into(in.bytes, o, out);
        }
        return make_text(out, in.is_bytes);
    });
    m.def("referrer_policy", [](py::handle header) -> py::object {
        text_arg const in = read_text(header, "header");
        auto const p = referrer_policy_from_header(in.bytes);
        return p ? py::object(make_ascii(name(*p))) : py::none();
    });
    m.def("is_potentially_trustworthy", [](py::handle url) {
        return with_web_url(url, "url", [](web_url const& w, text_arg const&) { return is_potentially_trustworthy(w); });
    });
    m.def("redirect_decision", [](py::handle current, py::handle next, py::handle method, int status, bool keep) {
        text_arg const verb = read_text(method, "method");
        return with_web_url(current, "current", [&](web_url const& from, text_arg const&) {
            return with_web_url(next, "next", [&](web_url const& to, text_arg const& in) {
                redirect_options o;
                o.keep_credentials_on_upgrade = keep;
                auto r = redirect_decision({.from = from, .to = to}, verb.bytes, status, o);
                if (!r && r.error().code == errc::invalid_argument) {
                    throw py::value_error("not a redirect status (301, 302, 303, 307, 308) or not a method token");
                }
                return changes_dict(value_or_raise(std::move(r), in));
            });
        });
    });
}

// A guard's request check, the two readings of a text, a path under a base
// (request_guard.hpp, host_readings.hpp, join_path.hpp).
void bind_guard_and_paths(py::module_& m) {
    m.def("join_path", [](py::handle base, py::handle path, bool resolve_dots) {
        text_arg const b = read_text(base, "base");
        text_arg const p = read_text(path, "path");
        uri_view const u = parsed(b);
        join_options const o{.dots = resolve_dots ? dot_segments::resolve : dot_segments::refuse};
        return make_text(value_or_raise(join_path(u, p.bytes, o), p).str(), b.is_bytes);
    });
    m.def("host_readings", [](py::handle text, py::handle base) -> py::object {
        text_arg const in = read_text(text, "text");
        std::optional<host_readings> r;
        if (base.is_none()) {
            r = differing_host_readings(in.bytes);
        } else {
            r = with_web_url(base, "base", [&](web_url const& b, text_arg const&) { return differing_host_readings(in.bytes, &b); });
        }
        if (!r) return py::none();
        return py::make_tuple(make_ascii(r->url_standard), make_ascii(r->rfc3986));
    });
    m.def("check_request", [](py::handle url, py::handle refuse, py::handle allow_hosts, py::handle allow_sites,
                              bool allow_names, py::handle ports, bool refuse_ambiguous_host) {
        request_policy p;
        if (!refuse.is_none()) {
            p.refuse = {};
            for (py::handle c : refuse) {
                text_arg const in = read_text(c, "refuse");
                auto const cls = named<address_class>(in.bytes);
                if (!cls) throw py::value_error("not an address class: " + std::string(in.bytes));
                p.refuse.add(*cls);
            }
        }
        for (py::handle h : allow_hosts) p.allow_hosts.emplace_back(read_text(h, "allow_hosts").bytes);
        for (py::handle h : allow_sites) p.allow_sites.emplace_back(read_text(h, "allow_sites").bytes);
        p.allow_names = allow_names;
        p.refuse_ambiguous_host = refuse_ambiguous_host;
        for (py::handle n : ports) p.ports.push_back(n.cast<std::uint16_t>());
        if (py::isinstance<web_url>(url)) {
            return with_web_url(url, "url", [&](web_url const& w, text_arg const& in) {
                return parts_dict(value_or_raise(check_request(w, p), in));
            });
        }
        if (auto const u = as_uri_object(url)) { // RFC 3986 mode, as parsed
            return parts_dict(value_or_raise(check_request(u->view, p), text_arg{u->text, false, py::str(u->text)}));
        }
        text_arg const in = read_text(url, "url"); // the pasted text: its refusals at its own host
        return parts_dict(value_or_raise(check_request(in.bytes, p), in));
    });
}

// What a client does with a URL (urikit/http.hpp, address_class.hpp): where
// it connects, a redirect's target, the class of a host.
void bind_request_decisions(py::module_& m) {
    m.def("request_parts", [](py::handle url) {
        if (auto const u = as_uri_object(url)) { // RFC 3986 mode: http_request_parts of the reference as parsed
            return parts_dict(value_or_raise(http_request_parts(u->view), text_arg{u->text, false, py::str(u->text)}));
        }
        return with_web_url(url, "url", [](web_url const& w, text_arg const& in) {
            return parts_dict(value_or_raise(http_request_parts(w), in));
        });
    });
    m.def("resolve_location", [](py::handle current, py::handle location) {
        text_arg const loc = read_text(location, "location");
        return with_web_url(current, "current", [&](web_url const& w, text_arg const&) {
            return make_ascii(value_or_raise(resolve_location(w, loc.bytes), loc).str());
        });
    });
    m.def("address_class", [](py::handle host) {
        text_arg const in = read_text(host, "host");
        return make_ascii(name(value_or_raise(address_class_of(in.bytes), in)));
    });
    bind_referrer_and_redirects(m);
    bind_guard_and_paths(m);
    m.def("is_internal", [](py::handle cls) {
        text_arg const in = read_text(cls, "address_class");
        auto const c = named<address_class>(in.bytes);
        if (!c) throw py::value_error("not an address class: " + std::string(in.bytes));
        return is_internal(*c);
    });
}

} // namespace

void bind_crawl(py::module_& m) {
    m.def("safe_browsing", [](py::handle url) {
        text_arg const in = read_text(url, "url");
        return make_text(value_or_raise(safe_browsing_canonical(in.bytes), in), in.is_bytes);
    });
    m.def("safe_browsing_expressions", [](py::handle url) {
        text_arg const in = read_text(url, "url");
        py::list out;
        std::vector<std::string> const expressions = value_or_raise(safe_browsing_expressions(in.bytes), in);
        for (std::string const& e : expressions) {
            out.append(make_text(e, in.is_bytes));
        }
        return out;
    });
    m.def("safe_browsing_hashes", [](py::handle url) {
        text_arg const in = read_text(url, "url");
        std::vector<safe_browsing_hash> const hashes = value_or_raise(safe_browsing_hashes(in.bytes), in);
        py::list out;
        for (safe_browsing_hash const& h : hashes) {
            py::bytes digest(reinterpret_cast<char const*>(h.sha256.data()), h.sha256.size());
            out.append(py::make_tuple(make_text(h.expression, in.is_bytes), digest));
        }
        return out;
    });
    m.def("surt", [](py::handle url, bool scheme, bool trailing_comma, bool reverse_ipv4, bool strip_www,
                     bool lowercase_query) {
        text_arg const in = read_text(url, "url");
        surt_options const o = make_surt_options(scheme, trailing_comma, reverse_ipv4, strip_www, lowercase_query);
        return make_text(value_or_raise(surt(in.bytes, o), in), in.is_bytes);
    });
    m.def("ssurt", [](py::handle text) {
        text_arg const in = read_text(text, "text");
        return make_text(value_or_raise(ssurt(parsed(in)), in), in.is_bytes);
    });
    m.def("heritrix_surt", [](py::handle text) {
        text_arg const in = read_text(text, "text");
        return make_text(value_or_raise(heritrix_surt(in.bytes), in), in.is_bytes);
    });
    m.def("from_ssurt", [](py::handle text) {
        text_arg const in = read_text(text, "text");
        return make_text(value_or_raise(from_ssurt(in.bytes), in).str(), in.is_bytes);
    });
    m.def("site", [](py::handle text) {
        text_arg const in = read_text(text, "text");
        site_parts const p = value_or_raise(site(parsed(in)), in);
        return py::make_tuple(optional_text(p.site), optional_text(p.suffix));
    });
    m.def("origin", [](py::handle text) {
        text_arg const in = read_text(text, "text");
        return make_ascii(value_or_raise(origin(parsed(in)), in).serialize());
    });
    m.def("request_target", [](py::handle text, py::handle form) {
        text_arg const in = read_text(text, "text");
        uri_view const u = parsed(in);
        std::string const target = value_or_raise(request_target(u, form_named(form)), in);
        return py::make_tuple(make_text(target, in.is_bytes), make_text(value_or_raise(host_field(u), in), in.is_bytes));
    });
    bind_request_decisions(m);
    m.attr("public_suffix_list") = public_suffix_list_source();
}

} // namespace urikit::python
