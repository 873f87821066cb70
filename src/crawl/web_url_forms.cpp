// urikit: the RFC 3986 forms of a web_url (normalize, equivalent,
// hash_value, site, SURT, SSURT, Safe Browsing), each on its RFC 3986 form
// (to_rfc3986), with an error's offset moved into the href.
#include <urikit/crawl.hpp>
#include <urikit/normalize.hpp>
#include <urikit/site.hpp>
#include <urikit/web_url.hpp>

#include <algorithm>
#include <functional>
#include <string>

#include "src/rfc3986/uri_access.hpp"
#include "src/core/view_access.hpp"

namespace urikit {

namespace {

// An error at `e.offset` of the RFC 3986 form (offsets `r`), moved into the
// href (offsets `w`): as far into the same component as there, or that
// component's end in the href when it is shorter there (to_rfc3986
// percent-encodes what the URL Standard leaves as it is).
error in_href(error e, web_url const& url, components const& r) {
    if (e.code == errc::ok) return e;
    components const& w = url.parts();
    for (std::size_t i = 0; i < component_count; ++i) {
        auto const c = static_cast<component>(i);
        if (!r.has(c) || !w.has(c) || e.offset < r.begin(c) || e.offset > r.end(c)) continue;
        return error{e.code, std::min(w.begin(c) + (e.offset - r.begin(c)), w.end(c))};
    }
    auto const size = static_cast<std::uint32_t>(std::min<std::size_t>(url.href().size(), max_input_size));
    return error{e.code, std::min(e.offset, size)};
}

// `f` of the RFC 3986 form of `url`; its error moved into the href.
template <class T, class F>
result<T> on_rfc3986(web_url const& url, F&& f) {
    auto const r = to_rfc3986(url);
    if (!r) return r.error();
    result<T> out = f(r->view());
    if (!out) return in_href(out.error(), url, r->parts());
    return out;
}

} // namespace

result<uri> normalize(web_url const& u, profile p) {
    return on_rfc3986<uri>(u, [&](uri_view r) { return normalize(r, p); });
}

error normalize_into(web_url const& u, profile p, std::string& out, components* parts) {
    components r;
    if (error const e = to_rfc3986_into(u, out, &r); e.code != errc::ok) return e;
    // normalize_into takes a view of `out` itself: it reads before it writes.
    return in_href(normalize_into(detail::uri_access::make_view(out, r), p, out, parts), u, r);
}

equivalence equivalent(web_url const& a, web_url const& b, profile p) {
    auto const ra = to_rfc3986(a);
    if (!ra) return {verdict::first_failed, ra.error()};
    auto const rb = to_rfc3986(b);
    if (!rb) return {verdict::second_failed, rb.error()};
    equivalence e = equivalent(ra->view(), rb->view(), p);
    if (e.answer == verdict::first_failed) e.failure = in_href(e.failure, a, ra->parts());
    if (e.answer == verdict::second_failed) e.failure = in_href(e.failure, b, rb->parts());
    return e;
}

std::size_t hash_value(web_url const& u, profile p) {
    auto const r = to_rfc3986(u);
    return r ? hash_value(r->view(), p) : std::hash<std::string>{}(u.href());
}

result<site_parts> site(web_url const& u) {
    return on_rfc3986<site_parts>(u, [](uri_view r) { return site(r); });
}

result<std::string> surt(web_url const& u, surt_options const& options) {
    return on_rfc3986<std::string>(u, [&](uri_view r) { return surt(r, options); });
}

error surt_into(web_url const& u, surt_options const& options, std::string& out) {
    components r;
    if (error const e = to_rfc3986_into(u, out, &r); e.code != errc::ok) return e;
    return in_href(surt_into(std::string_view(out), options, out), u, r);
}

result<std::string> ssurt(web_url const& u) {
    return on_rfc3986<std::string>(u, [](uri_view r) { return ssurt(r); });
}

error ssurt_into(web_url const& u, std::string& out) {
    components r;
    if (error const e = to_rfc3986_into(u, out, &r); e.code != errc::ok) return e;
    return in_href(ssurt_into(detail::uri_access::make_view(out, r), out), u, r);
}

result<std::string> safe_browsing_canonical(web_url const& u) {
    return on_rfc3986<std::string>(u, [](uri_view r) { return safe_browsing_canonical(r); });
}

error safe_browsing_canonical_into(web_url const& u, std::string& out) {
    components r;
    if (error const e = to_rfc3986_into(u, out, &r); e.code != errc::ok) return e;
    return in_href(safe_browsing_canonical_into(std::string_view(out), out), u, r);
}

result<std::vector<std::string>> safe_browsing_expressions(web_url const& u) {
    return on_rfc3986<std::vector<std::string>>(u, [](uri_view r) { return safe_browsing_expressions(r); });
}

result<std::vector<safe_browsing_hash>> safe_browsing_hashes(web_url const& u) {
    return on_rfc3986<std::vector<safe_browsing_hash>>(u, [](uri_view r) { return safe_browsing_hashes(r); });
}

} // namespace urikit
