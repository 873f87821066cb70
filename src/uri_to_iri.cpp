// urikit: RFC 3987 §3.2, converting a URI to an IRI.
#include <urikit/iri.hpp>

#include "../grammar/charsets.hpp"
#include "../grammar/ucschar.hpp"
#include "idna.hpp"

namespace urikit {

namespace {

// RFC 3987 §4.1: bidi formatting characters must not be in an IRI.
bool is_bidi_format(std::uint32_t cp) noexcept {
    return cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

// Decodes the run of "%XX" triplets at s[i] into up to 4 bytes.
std::size_t read_triplets(std::string_view s, std::size_t i, unsigned char* bytes, std::size_t max) noexcept {
    std::size_t n = 0;
    while (n < max && grammar::is_pct_encoded(s.data() + i, s.size() - i)) {
        bytes[n++] = static_cast<unsigned char>(grammar::hex_value(s[i + 1]) * 16 + grammar::hex_value(s[i + 2]));
        i += 3;
    }
    return n;
}

// §3.2 steps 1-3 on one component: decode the percent-encoded UTF-8 of
// allowed characters; keep every other byte as written.
void append_decoded_where_allowed(std::string& out, std::string_view s, bool private_ok) {
    std::size_t i = 0;
    while (i < s.size()) {
        if (s[i] != '%' || grammar::hex_value(s[i + 1]) < 8) { // ASCII, or an encoded ASCII octet
            out.push_back(s[i]);
            ++i;
            continue;
        }
        unsigned char bytes[4];
        std::size_t const n = read_triplets(s, i, bytes, 4);
        std::uint32_t cp = 0;
        std::size_t const len = grammar::utf8_decode(bytes, n, cp);
        bool const allowed = len >= 2 && (grammar::is_ucschar(cp) || (private_ok && grammar::is_iprivate(cp))) &&
                             !is_bidi_format(cp);
        if (allowed) {
            out.append(reinterpret_cast<char const*>(bytes), len);
            i += 3 * len;
        } else {
            out.append(s.substr(i, 3)); // this octet stays encoded
            i += 3;
        }
    }
}

bool has_ace_label(std::string_view host) noexcept {
    for (std::size_t i = 0; i + 4 <= host.size(); ++i) {
        if ((i == 0 || host[i - 1] == '.') && (host[i] | 0x20) == 'x' && (host[i + 1] | 0x20) == 'n' &&
            host[i + 2] == '-' && host[i + 3] == '-') {
            return true;
        }
    }
    return false;
}

// A host is one name: it is shown in Unicode as a whole or not at all, and
// only when to_uri can take the result back (IDNA ToASCII accepts it).
void append_host_for_iri(std::string& out, std::string_view host) {
    std::string unicode;
    if (host.find('%') == std::string_view::npos) {
        if (!has_ace_label(host) || detail::idna_to_unicode(host, unicode) != errc::ok) {
            out.append(host);
            return;
        }
    } else {
        append_decoded_where_allowed(unicode, host, false);
        if (unicode.find('%') != std::string::npos) { // some octet could not be decoded
            out.append(host);
            return;
        }
    }
    std::string ascii;
    if (detail::idna_to_ascii(unicode, ascii) != errc::ok) {
        out.append(host);
        return;
    }
    out.append(unicode);
}

} // namespace

result<std::string> to_iri(uri_view u) {
    std::string out;
    out.reserve(u.string().size());
    if (u.has_scheme()) {
        out.append(u.scheme());
        out.push_back(':');
    }
    if (u.has_authority()) {
        out.append("//");
        if (u.has_userinfo()) {
            append_decoded_where_allowed(out, u.userinfo(), false);
            out.push_back('@');
        }
        if (u.host_kind() == host_kind::reg_name) {
            append_host_for_iri(out, u.host());
        } else {
            out.append(u.host());
        }
        if (u.has_port()) {
            out.push_back(':');
            out.append(u.port());
        }
    }
    append_decoded_where_allowed(out, u.path(), false);
    if (u.has_query()) {
        out.push_back('?');
        append_decoded_where_allowed(out, u.query(), true);
    }
    if (u.has_fragment()) {
        out.push_back('#');
        append_decoded_where_allowed(out, u.fragment(), false);
    }
    return out;
}

} // namespace urikit
