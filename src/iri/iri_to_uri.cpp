// urikit: RFC 3987 §3.1, mapping an IRI to a URI, through the one writer.
#include <urikit/iri.hpp>
#include <urikit/parse.hpp>

#include "grammar/fast_split.hpp"
#include "src/rfc3986/uri_access.hpp"
#include "src/core/pct_codec.hpp"
#include "src/core/produce.hpp"
#include "src/core/scratch.hpp"
#include "src/core/view_access.hpp"
#include "src/core/writer.hpp"
#include "src/idna/idna.hpp"

namespace urikit {

namespace {

struct idna_host_text_scratch;
struct to_uri_output_scratch;

using detail::writer;

bool is_ascii(char c) noexcept { return static_cast<unsigned char>(c) < 0x80; }

// §3.1 step 2: each non-ASCII byte (of the UTF-8 the grammar validated) as
// "%" HEXDIG HEXDIG, uppercase; ASCII bytes, "%XX" included, as they are.
void write_ascii_component(writer& w, uri_view const& u, component c) {
    std::string_view const s = u.get(c);
    w.open(u.parts().begin(c));
    w.advance_to(detail::write_pct_encoded(w.room(detail::pct_encoded_size(s, is_ascii)), s, is_ascii));
    w.close(c);
}

bool has_non_ascii(std::string_view s) noexcept {
    for (char c : s) {
        if (!is_ascii(c)) return true;
    }
    return false;
}

// RFC 3987 §3.1 step 2 allows IDNA ToASCII for the host (RFC 3490 then, UTS
// #46 here), through the one IDNA host pipeline; an ASCII host, even with
// percent-encodings, is kept as it is.
error write_host(writer& w, uri_view const& u) {
    std::uint32_t const at = u.parts().begin(component::host);
    w.open(at);
    if (u.host_kind() != host_kind::reg_name || !has_non_ascii(u.host())) {
        w.append(u.host());
        w.close(component::host);
        w.set_host_kind(u.host_kind());
        return {};
    }
    detail::scratch<idna_host_text_scratch> ascii;
    if (errc const e = detail::append_idna_host(ascii.get(), u.host()); e != errc::ok) return error{e, at};
    w.append(ascii.get());
    w.close(component::host);
    w.set_host_kind(detail::idna_host_kind(ascii.get())); // full-width digits can make an IPv4address
    return {};
}

error write_authority(writer& w, uri_view const& u) {
    if (!u.has_authority()) return {};
    w.append("//");
    if (u.has_userinfo()) {
        write_ascii_component(w, u, component::userinfo);
        w.put('@');
    }
    if (error const e = write_host(w, u); e.code != errc::ok) return e;
    if (u.has_port()) {
        w.put(':');
        write_ascii_component(w, u, component::port);
    }
    return {};
}

// The URI of the parsed IRI reference u, written into `out` (empty).
error write_uri(uri_view const& u, std::string& out, components* parts) {
    writer w(out);
    w.reserve(u.str().size() + 16);
    if (u.has_scheme()) {
        write_ascii_component(w, u, component::scheme);
        w.put(':');
    }
    if (error const e = write_authority(w, u); e.code != errc::ok) return e;
    write_ascii_component(w, u, component::path);
    if (u.has_query()) {
        w.put('?');
        write_ascii_component(w, u, component::query);
    }
    if (u.has_fragment()) {
        w.put('#');
        write_ascii_component(w, u, component::fragment);
    }
    return w.finish(parts);
}

} // namespace

error to_uri_into(std::string_view iri, std::string& out, components* parts) {
    components split;
    if (iri.size() <= detail::output_limit() && grammar::fast_split(iri, grammar::mode::iri_reference, split)) {
        out.assign(iri); // the fast split takes ASCII only: the IRI is its URI (assign reads an aliased iri first)
        if (parts != nullptr) *parts = split;
        return {};
    }
    auto const parsed = parse_iri_reference(iri);
    if (!parsed) {
        out.clear();
        return parsed.error();
    }
    return detail::write_over<to_uri_output_scratch>(out, {iri}, [&](std::string& o) {
        o.clear();
        error const e = write_uri(*parsed, o, parts);
        if (e.code != errc::ok) o.clear();
        return e;
    });
}

result<uri> to_uri(std::string_view iri) {
    return detail::uri_result([&](std::string& out, components* parts) { return to_uri_into(iri, out, parts); });
}

} // namespace urikit
