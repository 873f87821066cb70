#include "operations.hpp"
#include "per_thread.hpp"

#include <urikit/iri.hpp>
#include <urikit/parse.hpp>
#include <urikit/resolve.hpp>

namespace urikit::python {

namespace {

// The steps after parsing have no position in the input: offset 0.
error at_start(error e) { return e.code == errc::ok ? e : error{e.code, 0}; }

// The profile's normal form of a parsed reference, or dedup with chosen steps.
error normalize_view(uri_view u, normalize_options const& opts, std::string& out) {
    if (opts.dedup != nullptr) return normalize_dedup_into(u, *opts.dedup, out);
    return normalize_into(u, opts.p, out);
}

struct normalize_web_url;
struct normalize_resolved_target;
struct href_text_url;

error normalize_web(std::string_view input, normalize_options const& opts, std::string& out) {
    per_thread<normalize_web_url, web_url> url;
    web_url& u = url.get();
    web_url const* const base = opts.base != nullptr && opts.base->present ? &opts.base->url : nullptr;
    if (error const e = parse_web_into(input, base, u); e.code != errc::ok) return e;
    auto const as_uri = to_rfc3986(u);
    if (!as_uri) return at_start(as_uri.error());
    return at_start(normalize_view(as_uri->view(), opts, out));
}

error normalize_resolved(uri_view ref, base_ref const& base, normalize_options const& opts, std::string& out) {
    per_thread<normalize_resolved_target, std::string> buffer;
    std::string& target = buffer.get();
    if (error const e = base.rfc.resolve_into(ref, target); e.code != errc::ok) return at_start(e);
    auto const parsed = parse_uri_reference(target);
    if (!parsed) return at_start(parsed.error()); // cannot happen: resolve writes what parses
    return at_start(normalize_view(*parsed, opts, out));
}

} // namespace

error base_ref::assign(std::string_view input, bool as_web) {
    present = false;
    web = as_web;
    text.assign(input);
    if (as_web) {
        if (error const e = parse_web_into(text, nullptr, url); e.code != errc::ok) return e;
    } else {
        auto const r = parse_uri_reference(text);
        if (!r) return r.error();
        if (!r->has_scheme()) return {errc::base_not_absolute, 0}; // RFC 3986 §5.1
        rfc = *r;
    }
    present = true;
    return {};
}

error normalize_text(std::string_view input, normalize_options const& opts, std::string& out) {
    if (opts.web) return normalize_web(input, opts, out);
    auto const r = parse_uri_reference(input);
    if (!r) return r.error();
    if (opts.base != nullptr && opts.base->present) return normalize_resolved(*r, *opts.base, opts, out);
    return normalize_view(*r, opts, out);
}

error resolve_text(base_ref const& base, std::string_view reference, std::string& out) {
    auto const r = parse_uri_reference(reference);
    if (!r) return r.error();
    return at_start(base.rfc.resolve_into(*r, out));
}

error to_uri_text(std::string_view iri, std::string& out) {
    auto r = to_uri(iri);
    if (!r) return r.error();
    out = std::move(*r).str();
    return {};
}

error to_iri_text(std::string_view uri_text, std::string& out) {
    auto const parsed = parse_uri_reference(uri_text);
    if (!parsed) return parsed.error();
    auto r = to_iri(*parsed);
    if (!r) return at_start(r.error());
    out = std::move(*r);
    return {};
}

error href_text(std::string_view input, base_ref const* base, std::string& out) {
    per_thread<href_text_url, web_url> url;
    web_url& u = url.get();
    web_url const* const b = base != nullptr && base->present ? &base->url : nullptr;
    if (error const e = parse_web_into(input, b, u); e.code != errc::ok) return e;
    out.assign(u.href());
    return {};
}

surt_options make_surt_options(bool scheme, bool trailing_comma, bool reverse_ipv4, bool strip_www, bool lowercase_query) {
    surt_options o;
    o.scheme = scheme;
    o.trailing_comma = trailing_comma;
    o.reverse_ipv4 = reverse_ipv4;
    o.strip_www = strip_www;
    o.lowercase_query = lowercase_query;
    return o;
}

} // namespace urikit::python
