// urikit: RFC 3987 §3.1, mapping an IRI to a URI.
#include <urikit/iri.hpp>
#include <urikit/parse.hpp>

#include "../grammar/charsets.hpp"
#include "../grammar/split.hpp"
#include "../grammar/ucschar.hpp"
#include "idna.hpp"
#include "pct_normalize.hpp"
#include "serialize.hpp"

namespace urikit {

namespace {

// §3.1 step 2: each non-ASCII byte (of the UTF-8 the grammar validated) as
// "%" HEXDIG HEXDIG, uppercase; ASCII bytes, "%XX" included, as they are.
void append_ascii(std::string& out, std::string_view s) {
    static constexpr char hex[] = "0123456789ABCDEF";
    for (char c : s) {
        auto const b = static_cast<unsigned char>(c);
        if (b < 0x80) {
            out.push_back(c);
        } else {
            out.push_back('%');
            out.push_back(hex[b >> 4]);
            out.push_back(hex[b & 0xF]);
        }
    }
}

// Only a host with characters outside ASCII goes through IDNA: an ASCII
// input, percent-encodings included, comes back unchanged.
bool needs_idna(std::string_view host) noexcept {
    for (char c : host) {
        if (static_cast<unsigned char>(c) >= 0x80) return true;
    }
    return false;
}

} // namespace

result<uri> to_uri(std::string_view iri) {
    auto const parsed = parse_iri_reference(iri);
    if (!parsed) return parsed.error();
    uri_view const& u = *parsed;
    std::string out;
    out.reserve(iri.size() + 16);
    detail::component_writer w(out);
    if (u.has_scheme()) {
        w.begin();
        out.append(u.scheme());
        w.end(component::scheme);
        out.push_back(':');
    }
    if (u.has_authority()) {
        out.append("//");
        if (u.has_userinfo()) {
            w.begin();
            append_ascii(out, u.userinfo());
            w.end(component::userinfo);
            out.push_back('@');
        }
        w.begin();
        std::size_t const host_begin = out.size();
        host_kind kind = u.host_kind();
        if (kind == host_kind::reg_name && needs_idna(u.host())) {
            // RFC 3987 §3.1 step 2 allows IDNA ToASCII for the host (RFC 3490
            // then, UTS #46 here); percent-encoded octets in such a host are
            // decoded first, and must then be UTF-8 too.
            std::string decoded;
            detail::append_pct_decoded(decoded, u.host());
            errc const e = grammar::is_utf8(decoded.data(), decoded.size()) ? detail::idna_to_ascii(decoded, out)
                                                                            : errc::host_not_utf8;
            if (e != errc::ok) return error{e, u.parts().begin(component::host)};
            if (grammar::probe(grammar::production::ipv4address, std::string_view(out).substr(host_begin))) {
                kind = host_kind::ipv4; // full-width digits map to an IPv4 address
            }
        } else {
            out.append(u.host());
        }
        w.end(component::host);
        w.parts().host_kind = kind;
        if (u.has_port()) {
            out.push_back(':');
            w.begin();
            out.append(u.port());
            w.end(component::port);
        }
    }
    w.begin();
    append_ascii(out, u.path());
    w.end(component::path);
    if (u.has_query()) {
        out.push_back('?');
        w.begin();
        append_ascii(out, u.query());
        w.end(component::query);
    }
    if (u.has_fragment()) {
        out.push_back('#');
        w.begin();
        append_ascii(out, u.fragment());
        w.end(component::fragment);
    }
    URIKIT_ASSERT(w.parts().check_invariants(out.size()));
    components const parts = w.parts();
    return uri(std::move(out), parts);
}

} // namespace urikit
