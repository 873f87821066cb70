// urikit web mode: a web URL as an RFC 3986 URI (SPEC.md, web mode): every
// byte RFC 3986 does not allow in its component written "%XX" (uppercase
// hex), every "%" that begins no triplet written "%25"; nothing else changes.
#include <urikit/pct.hpp>
#include <urikit/web_url.hpp>

#include "grammar/charsets.hpp"
#include "src/core/pct_codec.hpp"
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

host_kind rfc3986_host_kind(web_host_type t) noexcept {
    switch (t) {
    case web_host_type::ipv4: return host_kind::ipv4;
    case web_host_type::ipv6: return host_kind::ipv6;
    default: return host_kind::reg_name;
    }
}

} // namespace

result<uri> web_url::to_uri() const {
    std::string text;
    detail::writer w(text);
    auto const source = [&](component c) { return parts_.begin(c); };
    w.append(scheme());
    w.record(component::scheme, 0, scheme().size());
    w.put(':');
    if (parts_.has(component::host)) {
        w.append("//");
        if (parts_.has(component::userinfo)) {
            write_component(w, href_.substr(parts_.begin(component::userinfo), parts_.end(component::userinfo) -
                                                                                     parts_.begin(component::userinfo)),
                            grammar::cs_userinfo, component::userinfo, source(component::userinfo));
            w.put('@');
        }
        std::uint32_t const host_set = host_type_ == web_host_type::ipv6 ? grammar::cs_uri_char : grammar::cs_reg_name;
        write_component(w, hostname(), host_set, component::host, source(component::host));
        w.set_host_kind(rfc3986_host_kind(host_type_));
        if (parts_.has(component::port)) {
            w.put(':');
            write_component(w, port(), grammar::cs_digit, component::port, source(component::port));
        }
    }
    // The "/." the serializer puts before a path that begins with "//" is
    // part of the RFC 3986 path ("sc:/.//x": path "/.//x").
    std::size_t const path_b = parts_.has(component::host) ? parts_.begin(component::path)
                                                            : parts_.end(component::scheme) + 1;
    std::string_view const path = std::string_view(href_).substr(path_b, parts_.end(component::path) - path_b);
    write_component(w, path, grammar::cs_path, component::path, source(component::path));
    if (auto const q = query()) {
        w.put('?');
        write_component(w, *q, grammar::cs_query, component::query, source(component::query));
    }
    if (auto const f = fragment()) {
        w.put('#');
        write_component(w, *f, grammar::cs_query, component::fragment, source(component::fragment));
    }
    components parts;
    if (error const e = w.finish(&parts); e.code != errc::ok) return e;
    return detail::view_access::make_uri(std::move(text), parts);
}

} // namespace urikit
