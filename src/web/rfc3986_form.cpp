// urikit web mode: a web URL as an RFC 3986 URI (SPEC.md, web mode): every
// byte RFC 3986 does not allow in its component written "%XX" (uppercase
// hex), every "%" that begins no triplet written "%25"; nothing else changes.
#include <urikit/pct.hpp>
#include <urikit/uri_ref.hpp>
#include <urikit/web_url.hpp>

#include "src/rfc3986/uri_access.hpp"
#include "src/core/charsets.hpp"
#include "src/core/authority_writer.hpp"
#include "src/core/pct_codec.hpp"
#include "src/core/produce.hpp"
#include "src/core/view_access.hpp"
#include "src/core/writer.hpp"

namespace urikit {

namespace {

// Writes `text` with every byte outside `allowed` (and every "%" that begins
// no triplet) percent-encoded, as component `c`.
void write_component(detail::writer& w, std::string_view text, std::uint32_t allowed, component c,
                     std::uint32_t source) {
    w.open(source);
    std::size_t n = text.size();
    for (std::size_t i = 0; i < text.size(); ++i) {
        char const b = text[i];
        bool const kept = b == '%' ? is_pct_triplet(text.data() + i, text.size() - i) : grammar::in_set(b, allowed);
        n += kept ? 0 : 2;
    }
    char* o = w.room(n);
    for (std::size_t i = 0; i < text.size(); ++i) {
        char const b = text[i];
        bool const kept = b == '%' ? is_pct_triplet(text.data() + i, text.size() - i) : grammar::in_set(b, allowed);
        if (kept) *o++ = b;
        else o = detail::write_pct_triplet(o, static_cast<unsigned char>(b));
    }
    w.advance_to(o);
    w.close(c);
}

host_kind rfc3986_host_kind(web_host_kind t) noexcept {
    switch (t) {
    case web_host_kind::ipv4: return host_kind::ipv4;
    case web_host_kind::ipv6: return host_kind::ipv6;
    default: return host_kind::reg_name;
    }
}

// The authority: userinfo "@" host ":" port, each re-encoded for RFC 3986.
void write_authority(detail::writer& w, web_url const& u) {
    components const& p = u.parts();
    std::string_view const href = u.href();
    std::uint32_t const host_set = u.host_kind() == web_host_kind::ipv6 ? grammar::cs_uri_char : grammar::cs_reg_name;
    detail::write_authority(w, p.has(component::userinfo), p.has(component::port), [&](detail::writer& o, component c) {
        std::string_view const text = href.substr(p.begin(c), p.end(c) - p.begin(c));
        std::uint32_t const set = c == component::host ? host_set
                                  : c == component::port ? grammar::cs_digit
                                                         : grammar::cs_userinfo;
        write_component(o, text, set, c, p.begin(c));
        if (c == component::host) o.set_host_kind(rfc3986_host_kind(u.host_kind()));
    });
}

} // namespace

error to_rfc3986_into(web_url const& u, std::string& out, components* parts) {
    out.clear();
    detail::writer w(out);
    components const& p = u.parts();
    w.append(u.scheme());
    w.record(component::scheme, 0, u.scheme().size());
    w.put(':');
    if (u.has_host()) write_authority(w, u);
    // The "/." the serializer puts before a path that begins with "//" is
    // part of the RFC 3986 path ("sc:/.//x": path "/.//x").
    std::size_t const path_b = u.has_host() ? p.begin(component::path) : p.end(component::scheme) + 1;
    std::string_view const path = std::string_view(u.href()).substr(path_b, p.end(component::path) - path_b);
    write_component(w, path, grammar::cs_path, component::path, p.begin(component::path));
    if (u.has_query()) {
        w.put('?');
        write_component(w, u.query(), grammar::cs_query, component::query, p.begin(component::query));
    }
    if (u.has_fragment()) {
        w.put('#');
        write_component(w, u.fragment(), grammar::cs_query, component::fragment, p.begin(component::fragment));
    }
    error const e = w.finish(parts);
    if (e.code != errc::ok) out.clear();
    return e;
}

// The door to the RFC 3986 functions (uri_ref.hpp): the href kept for
// moving an error back into it (uri_ref::in_href), the form written by
// to_rfc3986_into when a function first reads it.
web_url::operator uri_ref() const noexcept {
    return uri_ref(*this, parts_, href_, [](web_url const& w, std::string& text, components& parts) {
        return to_rfc3986_into(w, text, &parts);
    });
}

result<uri> to_rfc3986(web_url const& u) {
    return detail::uri_result([&](std::string& out, components* parts) { return to_rfc3986_into(u, out, parts); });
}

} // namespace urikit
