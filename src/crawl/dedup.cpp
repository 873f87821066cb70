// urikit crawl forms: the dedup form (cache_key plus the steps of
// dedup_options, include/urikit/dedup.hpp). The cache_key form is
// written by the one writer; the steps then only remove bytes from it, in
// place and back to front (query parameters, trailing slashes, www labels),
// so a warm buffer means no allocation. Removing a path's session id may
// expose a dot segment: that rare case goes through a uri edit and a second
// normalization.
#include <algorithm>

#include <urikit/decoded_view.hpp>
#include <urikit/dedup.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/uri.hpp>

#include "src/rfc3986/equivalence.hpp"
#include "src/rfc3986/uri_access.hpp"
#include "src/core/ascii_case.hpp"
#include "src/core/produce.hpp"
#include "src/core/view_access.hpp"
#include "src/crawl/session_ids.hpp"

namespace urikit {

namespace {

// The decoded name equals `pattern` (a trailing "*": begins with the rest),
// both without ASCII case.
bool name_matches(decoded_view name, std::string_view pattern) noexcept {
    bool const prefix = !pattern.empty() && pattern.back() == '*';
    if (prefix) pattern.remove_suffix(1);
    std::size_t i = 0;
    for (char c : name) {
        if (i == pattern.size()) return prefix;
        if (detail::ascii_lower(c) != detail::ascii_lower(pattern[i++])) return false;
    }
    return i == pattern.size();
}

std::string_view raw_name_of(std::string_view param) noexcept { return param.substr(0, param.find('=')); }

decoded_view name_of(std::string_view param) noexcept {
    return detail::view_access::make_decoded(raw_name_of(param), false); // valid: a normal form
}

// In a cache_key form every letter, digit, "-", ".", "_" and "~" is
// decoded, so a name that still holds a "%" holds some other byte and is no
// session id (they are letters only): the raw name decides.
detail::session_name session_kind(std::string_view param) noexcept {
    std::string_view const raw = raw_name_of(param);
    return raw.find('%') == std::string_view::npos ? detail::classify_session_name(raw) : detail::session_name::none;
}

template <class F>
void for_each_param(std::string_view query, F f) {
    for (std::size_t b = 0; b <= query.size();) {
        std::size_t const e = std::min(query.find('&', b), query.size());
        f(query.substr(b, e - b));
        b = e + 1;
    }
}

// Whether the parameter goes. `cf_pair`: both cfid and cftoken are there.
bool removed(std::string_view param, dedup_options const& o, bool cf_pair) {
    if (o.session_ids && detail::is_session_id(session_kind(param), cf_pair)) return true;
    if (!o.tracking_parameters) return false;
    auto const named_by = [&](std::vector<std::string> const& names) {
        return std::any_of(names.begin(), names.end(), [&](std::string const& n) { return name_matches(name_of(param), n); });
    };
    return named_by(o.tracking) && !named_by(o.keep);
}

// The query at [begin, end) of `out` without the parameters that go,
// compacted in place; the "?" goes too when none is left.
void filter_query(std::string& out, std::size_t begin, std::size_t end, dedup_options const& o) {
    std::string_view const query = std::string_view(out).substr(begin, end - begin);
    bool cfid = false;
    bool cftoken = false;
    for_each_param(query, [&](std::string_view p) {
        cfid = cfid || session_kind(p) == detail::session_name::cfid;
        cftoken = cftoken || session_kind(p) == detail::session_name::cftoken;
    });
    std::size_t w = begin;
    bool first = true;
    for_each_param(query, [&](std::string_view p) {
        if (removed(p, o, cfid && cftoken)) return;
        if (!first) out[w++] = '&';
        for (char c : p) out[w++] = c; // w never passes the read position
        first = false;
    });
    if (first) w = begin - 1; // nothing kept: no "?"
    out.erase(w, end - w);
}

// Leading "www." labels, while a label separator is left after them (not
// only a final "."): how many bytes.
std::size_t www_prefix(std::string_view host) noexcept {
    std::size_t n = 0;
    while (host.substr(n, 4) == "www." && host.find('.', n + 4) < host.size() - 1) n += 4;
    return n;
}

// The steps on the cache_key form in `out` (offsets `p`), in place, back to front.
void apply_steps_in_place(std::string& out, components const& p, dedup_options const& o) {
    if (p.has(component::query) && (o.session_ids || o.tracking_parameters)) {
        filter_query(out, p.begin(component::query), p.end(component::query), o);
    }
    if (o.trailing_slash && p.has(component::host)) {
        std::size_t const b = p.begin(component::path);
        std::size_t e = p.end(component::path);
        while (e - b > 1 && out[e - 1] == '/') --e;
        out.erase(e, p.end(component::path) - e);
    }
    if (o.strip_www && p.host_kind == host_kind::reg_name) {
        std::size_t const b = p.begin(component::host);
        out.erase(b, www_prefix(std::string_view(out).substr(b, p.end(component::host) - b)));
    }
}

bool has_path_session_id(std::string_view path) noexcept {
    for (std::size_t i = path.find(';'); i != std::string_view::npos; i = path.find(';', i + 1)) {
        if (detail::starts_with_ignoring_case(path.substr(i), ";jsessionid=")) return true;
    }
    return false;
}

// The rare case: a session id in the path. Removed through a uri edit,
// normalized again (it may have hidden a dot segment), then the other steps.
error with_path_session_id(uri_view normal, dedup_options const& o, std::string& out) {
    std::string path(normal.path());
    path.resize(detail::remove_path_session_ids(path.data(), path.size()));
    uri edited(normal);
    if (error const e = edited.set_encoded_path(path); e.code != errc::ok) return e; // a pchar run stays one
    components p;
    if (error const e = normalize_into(edited, profile::cache_key, out, &p); e.code != errc::ok) return e;
    apply_steps_in_place(out, p, o);
    return {};
}

} // namespace

error normalize_dedup_into(uri_ref const& u, dedup_options const& o, std::string& out, components* parts) {
    components p;
    if (error const e = normalize_into(u, profile::cache_key, out, &p); e.code != errc::ok) return e;
    std::string_view const path =
        std::string_view(out).substr(p.begin(component::path), p.end(component::path) - p.begin(component::path));
    if (o.session_ids && has_path_session_id(path)) {
        std::string const normal = out;
        auto const v = parse_uri_reference(normal, parse_options{.zone_ids = true}); // as the input was read
        if (!v) return v.error();
        if (error const e = with_path_session_id(*v, o, out); e.code != errc::ok) return e;
    } else {
        apply_steps_in_place(out, p, o);
    }
    if (parts != nullptr) {
        auto const v = parse_uri_reference(out, parse_options{.zone_ids = true});
        if (!v) return v.error();
        *parts = v->parts();
    }
    return {};
}

result<uri> normalize_dedup(uri_ref const& u, dedup_options const& o) {
    return detail::uri_result([&](std::string& out, components* parts) { return normalize_dedup_into(u, o, out, parts); });
}

namespace {

dedup_options const& default_steps() {
    static dedup_options const defaults;
    return defaults;
}

} // namespace

result<uri> normalize_dedup(uri_ref const& u) { return normalize_dedup(u, default_steps()); }

error normalize_dedup_into(uri_ref const& u, std::string& out, components* parts) {
    return normalize_dedup_into(u, default_steps(), out, parts);
}

equivalence equivalent_dedup(uri_ref const& a, uri_ref const& b, dedup_options const& o) {
    return detail::equivalence_of(a, b, [&o](uri_ref const& u, std::string& out) { return normalize_dedup_into(u, o, out); });
}

equivalence equivalent_dedup(uri_ref const& a, uri_ref const& b) { return equivalent_dedup(a, b, default_steps()); }

} // namespace urikit
