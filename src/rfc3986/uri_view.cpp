// urikit: uri_view and uri: checked construction, port number, recomposition.
#include <urikit/parse.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_view.hpp>

#include <ostream>

#include "src/rfc3986/uri_access.hpp"
#include "src/core/authority_writer.hpp"
#include "src/core/default_ports.hpp"
#include "src/core/port_number.hpp"
#include "src/core/scratch.hpp"
#include "src/core/view_access.hpp"
#include "src/core/writer.hpp"

namespace urikit {

namespace {

struct aliased_recompose_scratch;

// The first component whose offsets differ, as an error at its begin.
error first_difference(components const& want, components const& got, std::size_t size) noexcept {
    for (std::size_t i = 0; i < component_count; ++i) {
        auto const c = static_cast<component>(i);
        if (want.begin(c) == got.begin(c) && want.end(c) == got.end(c)) continue;
        std::uint32_t const at = want.has(c) ? want.begin(c) : got.begin(c);
        return error{errc::invalid_components, static_cast<std::uint32_t>(at <= size ? at : size)};
    }
    if (want.host_kind != got.host_kind && want.has(component::host)) {
        return error{errc::invalid_components, want.begin(component::host)};
    }
    return {};
}

} // namespace

result<uri_view> uri_view::from_parts(std::string_view text, components const& parts) noexcept {
    // The offsets are right exactly when they are what the grammar finds.
    parse_options const any{.zone_ids = true}; // a superset of the default grammar
    auto r = parse_uri_reference(text, any);
    if (!r) {
        auto const iri = parse_iri_reference(text, any);
        if (!iri) return r.error();
        r = iri;
    }
    if (error const e = first_difference(r->parts(), parts, text.size()); e.code != errc::ok) return e;
    return *r;
}

result<uri> uri::from_parts(std::string text, components const& parts) {
    auto const checked = uri_view::from_parts(text, parts);
    if (!checked) return checked.error();
    return detail::uri_access::make_uri(std::move(text), parts);
}

result<std::optional<std::uint16_t>> uri_view::read_port_number() const noexcept {
    if (!has_port() || port().empty()) return std::optional<std::uint16_t>();
    auto const value = detail::port_value(port());
    if (!value) return error{value.error().code, parts_.begin(component::port) + value.error().offset};
    return std::optional<std::uint16_t>(*value);
}

result<std::uint16_t> uri_view::read_port_or_default() const noexcept {
    auto const written = read_port_number();
    if (!written) return written.error();
    if (*written) return **written;
    if (!has_scheme()) return error{errc::missing_scheme, 0};
    std::uint16_t const standard = detail::default_port(scheme());
    if (standard == 0) return error{errc::unsupported_scheme, 0};
    return standard;
}

std::ostream& operator<<(std::ostream& os, uri_view const& u) { return os << u.str(); }

std::ostream& operator<<(std::ostream& os, uri const& u) { return os << u.str(); }

namespace {

void write_part(detail::writer& w, uri_view const& u, component c) {
    w.open(u.parts().begin(c));
    w.append(u.get(c));
    w.close(c);
}

// RFC 3986 §5.3:
//   if defined(scheme) then append scheme to result; append ":" to result;
//   if defined(authority) then append "//" to result; append authority;
//   append path to result;
//   if defined(query) then append "?" to result; append query;
//   if defined(fragment) then append "#" to result; append fragment;
void write_recomposition(detail::writer& w, uri_view const& u) {
    if (u.has_scheme()) {
        write_part(w, u, component::scheme);
        w.put(':');
    }
    if (u.has_authority()) {
        detail::write_authority(w, u.has_userinfo(), u.has_port(), [&](detail::writer& o, component c) {
            write_part(o, u, c);
            if (c == component::host) o.set_host_kind(u.host_kind());
        });
    }
    write_part(w, u, component::path);
    for (auto [c, delimiter] : {std::pair{component::query, '?'}, std::pair{component::fragment, '#'}}) {
        if (!u.has(c)) continue;
        w.put(delimiter);
        write_part(w, u, c);
    }
}

} // namespace

void uri_view::write_recomposed(std::string& out) const {
    auto const append = [this](std::string& to) {
        detail::writer w(to);
        w.reserve(text_.size());
        write_recomposition(w, *this);
        (void)w.finish(); // a view's recomposition is its own text: it fits
    };
    if (!detail::aliases(out, text_)) return append(out);
    detail::scratch<aliased_recompose_scratch> other; // out views this: written aside, then appended
    other.get().clear();
    append(other.get());
    out.append(other.get());
}

} // namespace urikit
