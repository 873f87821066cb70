// urikit: RFC 3987 §3.2, converting a URI to an IRI, through the one writer.
#include <urikit/iri.hpp>
#include <urikit/parse.hpp>
#include <urikit/utf8.hpp>

#include "src/core/charsets.hpp"
#include "grammar/ucschar.hpp"
#include "src/core/ascii_case.hpp"
#include "src/core/produce.hpp"
#include "src/core/scratch.hpp"
#include "src/core/writer.hpp"
#include "src/idna/idna.hpp"

namespace urikit {

namespace {

struct host_unicode_scratch;
struct host_ascii_scratch;

using detail::writer;

// RFC 3987 §4.1: bidi formatting characters must not be in an IRI.
bool is_bidi_format(std::uint32_t cp) noexcept {
    return cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

// How many bytes of decoded text the "%XY" run at s[i] stands for, when
// §3.2 decodes it, else 0 (the triplet stays as written). Step 2: every
// percent-encoding is converted except those of "%", reserved characters
// and ASCII not allowed in URIs, so the encoded unreserved ASCII characters
// are decoded. Steps 3-4: non-ASCII octets only when they form well-formed
// UTF-8 (at most 4 triplets) of a character allowed here (ucschar, iprivate
// only in the query) that is not a bidi formatting character (§4.1).
std::size_t decodable_octets(std::string_view s, std::size_t i, bool private_ok, char (&bytes)[4]) noexcept {
    std::size_t n = 0;
    while (n < 4 && is_pct_triplet(s.data() + i + 3 * n, s.size() - i - 3 * n)) {
        bytes[n] = static_cast<char>(pct_triplet_value(s.data() + i + 3 * n));
        ++n;
    }
    if (n == 0) return 0;
    if (static_cast<unsigned char>(bytes[0]) < 0x80) return grammar::in_set(bytes[0], grammar::cs_unreserved) ? 1 : 0;
    utf8_char const c = utf8_next(bytes, n);
    bool const allowed = c.valid && (grammar::is_ucschar(c.code_point) ||
                                     (private_ok && grammar::is_iprivate(c.code_point))) &&
                         !is_bidi_format(c.code_point);
    return allowed ? c.size : 0;
}

// §3.2 steps 2-4 on one component's text, appended at the writer.
void write_decoded_where_allowed(writer& w, std::string_view s, bool private_ok) {
    std::size_t i = 0;
    while (i < s.size()) {
        std::size_t const pct = s.find('%', i);
        std::size_t const run_end = pct == std::string_view::npos ? s.size() : pct;
        w.append(s.substr(i, run_end - i));
        i = run_end;
        if (i == s.size()) break;
        char bytes[4];
        std::size_t const n = decodable_octets(s, i, private_ok, bytes);
        if (n != 0) {
            w.append(std::string_view(bytes, n));
            i += 3 * n;
        } else {
            w.append(s.substr(i, 3)); // this octet stays encoded, as written
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

// A reg-name is one name: shown in Unicode as a whole or not at all, and
// only when to_uri takes it back (IDNA ToASCII accepts it, with no "%" left).
// Decoding that yields ASCII only needs no IDNA (to_uri keeps ASCII hosts).
void write_host_for_iri(writer& w, std::string_view host) {
    detail::scratch<host_unicode_scratch> unicode;
    if (host.find('%') == std::string_view::npos) {
        if (!has_ace_label(host) || detail::idna_to_unicode(host, unicode.get()) != errc::ok) {
            w.append(host);
            return;
        }
    } else {
        writer decoded(unicode.get());
        write_decoded_where_allowed(decoded, host, false);
        (void)decoded.finish();
        if (detail::is_ascii(unicode.get())) {
            w.append(unicode.get());
            return;
        }
        if (unicode.get().find('%') != std::string::npos) { // some octet could not be decoded
            w.append(host);
            return;
        }
    }
    detail::scratch<host_ascii_scratch> ascii;
    w.append(detail::idna_to_ascii(unicode.get(), ascii.get()) == errc::ok ? std::string_view(unicode.get()) : host);
}

void write_authority(writer& w, uri_view u) {
    if (!u.has_authority()) return;
    w.append("//");
    if (u.has_userinfo()) {
        write_decoded_where_allowed(w, u.userinfo(), false);
        w.put('@');
    }
    if (u.host_kind() == host_kind::reg_name) write_host_for_iri(w, u.host());
    else w.append(u.host());
    if (u.has_port()) {
        w.put(':');
        w.append(u.port());
    }
}

} // namespace

namespace {

struct to_iri_scratch;

} // namespace

error to_iri_into(uri_view u, std::string& out) {
    return detail::write_aside<to_iri_scratch>(out, [&](std::string& aside) { // `u` may view `out`
        writer w(aside);
        w.reserve(u.str().size());
        if (u.has_scheme()) {
            w.append(u.scheme());
            w.put(':');
        }
        write_authority(w, u);
        write_decoded_where_allowed(w, u.path(), false);
        if (u.has_query()) {
            w.put('?');
            write_decoded_where_allowed(w, u.query(), true);
        }
        if (u.has_fragment()) {
            w.put('#');
            write_decoded_where_allowed(w, u.fragment(), false);
        }
        return w.finish();
    });
}

result<std::string> to_iri(uri_view u) {
    return detail::string_result([&](std::string& out) { return to_iri_into(u, out); });
}

error to_iri_into(std::string_view text, std::string& out) {
    auto const u = parse_uri_reference(text);
    if (!u) {
        out.clear();
        return u.error();
    }
    return to_iri_into(*u, out); // *u may view `out`: that form writes aside
}

result<std::string> to_iri(std::string_view text) {
    return detail::string_result([&](std::string& out) { return to_iri_into(text, out); });
}

} // namespace urikit
