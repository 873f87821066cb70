// urikit: RFC 3986 §6 normalization, component by component, through the one
// writer (which records the new offsets as it goes; nothing is re-parsed).
#include <urikit/normalize.hpp>

#include <cstring>

#include "src/core/default_ports.hpp"
#include "src/core/ipv6_text.hpp"
#include "src/core/pct_normalize.hpp"
#include "src/core/scratch.hpp"
#include "src/core/view_access.hpp"
#include "src/core/writer.hpp"
#include "src/idna/idna.hpp"
#include "src/rfc3986/normalize_host.hpp"
#include "src/rfc3986/normalize_query.hpp"
#include "src/rfc3986/path_guard.hpp"
#include "src/rfc3986/remove_dot_segments.hpp"

namespace urikit {

namespace {

struct idna_result_scratch;
struct cache_key_query_scratch;
struct aliased_output_scratch;

using detail::writer;

// What a profile does to this reference.
struct plan {
    // §6.2.3 scheme-based steps: profile http or cache-key, on a scheme that
    // has a registered default port (elsewhere http is exactly rfc3986).
    bool scheme_based = false;
    bool cache_key = false;
    std::string const* idna_host = nullptr; // the host's IDNA ASCII form, when converted
};

// Extra bytes normalization may add to the input's own: "/." or "./" before
// a path (guard_path), "/" for an empty path with an authority (§6.2.3),
// and an IPv6 text longer than written ("[::ffff:0:0]" is "[::ffff:0.0.0.0]").
constexpr std::size_t added_bytes = 3 + detail::ipv6_text_max + 2;

char* copy(char* out, std::string_view s) noexcept {
    if (s.empty()) return out; // s.data() may be null
    std::memcpy(out, s.data(), s.size());
    return out + s.size();
}

std::uint32_t source_of(uri_view u, component c) noexcept {
    return u.has(c) ? u.parts().begin(c) : 0;
}

// §6.2.2.1: the scheme is case-insensitive; lowercase is canonical.
void write_scheme(writer& w, uri_view u) {
    if (!u.has_scheme()) return;
    w.open(0);
    w.advance_to(detail::write_ascii_lowercase(w.room(u.scheme().size()), u.scheme()));
    w.close(component::scheme);
    w.put(':');
}

// The host: lowercase, percent-normalized, RFC 5952, or its IDNA form.
void write_host(writer& w, uri_view u, plan const& pl) {
    std::string_view const host = u.host();
    w.open(source_of(u, component::host));
    std::size_t const begin = w.size();
    char* const o = w.room(pl.idna_host ? pl.idna_host->size() : detail::normalized_host_bound(host.size(), u.host_kind()));
    w.advance_to(pl.idna_host ? copy(o, *pl.idna_host) : detail::write_normalized_host(o, host, u.host_kind()));
    w.close(component::host);
    std::string_view const written(w.data() + begin, w.size() - begin);
    host_kind kind = u.host_kind();
    // Decoding ("1%2E2.3.4") or IDNA (full-width digits) can turn a reg-name
    // into an IPv4address, and the kind must match a re-parse. Lowercasing
    // alone cannot (an IPv4address has no letters), so a host written at
    // its full length without IDNA is still a reg-name.
    if (kind == host_kind::reg_name && (pl.idna_host || written.size() < host.size())) {
        kind = detail::idna_host_kind(written);
    }
    w.set_host_kind(kind);
}

// RFC 3986 §6.2.3: an empty port and its ":" are removed; scheme-based: the
// scheme's default port too (":080" is port 80).
void write_port(writer& w, uri_view u, plan const& pl) {
    if (!u.has_port() || u.port().empty()) return;
    std::string_view digits = u.port();
    if (pl.scheme_based) {
        while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
        if (digits.size() <= 5) {
            unsigned value = 0;
            for (char c : digits) value = value * 10 + static_cast<unsigned>(c - '0');
            if (value == detail::default_port(u.scheme())) return;
        }
    }
    w.put(':');
    w.open(source_of(u, component::port));
    w.append(digits);
    w.close(component::port);
}

void write_authority(writer& w, uri_view u, plan const& pl) {
    if (!u.has_authority()) return;
    w.append("//");
    if (u.has_userinfo()) {
        w.open(source_of(u, component::userinfo));
        w.advance_to(detail::write_pct_normalized(w.room(u.userinfo().size()), u.userinfo()));
        w.close(component::userinfo);
        w.put('@');
    }
    write_host(w, u, pl);
    write_port(w, u, pl);
}

// True when nothing after the authority changes: no percent-encoding, no
// dot segment, no prefix or "/" to add, nothing the cache key drops or sorts.
bool tail_is_normal(uri_view u, plan const& pl) noexcept {
    if (pl.cache_key) return false;
    std::string_view const tail = u.string().substr(u.parts().begin(component::path));
    if (!tail.empty() && std::memchr(tail.data(), '%', tail.size()) != nullptr) return false;
    if (u.has_scheme() && detail::has_dot_segment(u.path())) return false;
    if (u.has_authority()) return !(pl.scheme_based && u.path().empty());
    return detail::path_guard(u.path(), u.has_scheme()).empty();
}

// Path, query and fragment copied in one piece, their offsets shifted.
void copy_tail(writer& w, uri_view u) {
    std::uint32_t const from = u.parts().begin(component::path);
    std::size_t const to = w.size();
    w.open(from);
    w.append(u.string().substr(from));
    for (component c : {component::path, component::query, component::fragment}) {
        if (u.has(c)) w.record(c, u.parts().begin(c) - from + to, u.parts().end(c) - from + to);
    }
}

// Path: percent-encoding normalization, then (with a scheme) §5.2.4 on the
// decoded text, in place; then the prefix that keeps it a path (SPEC rule 7).
void write_path(writer& w, uri_view u, plan const& pl) {
    std::string_view const path = u.path();
    w.open(source_of(u, component::path));
    std::size_t const begin = w.size();
    char* const b = w.room(path.size());
    char* o = detail::write_pct_normalized(b, path);
    if (u.has_scheme() && detail::has_dot_segment(std::string_view(b, static_cast<std::size_t>(o - b)))) {
        o = b + detail::remove_dot_segments_in_place(b, static_cast<std::size_t>(o - b));
    }
    w.advance_to(o);
    if (!u.has_authority()) {
        std::string_view const written(w.data() + begin, w.size() - begin);
        std::string_view const guard = detail::path_guard(written, u.has_scheme());
        if (!guard.empty()) w.insert(begin, guard);
    } else if (pl.scheme_based && w.size() == begin) {
        w.put('/'); // §6.2.3: an empty path with an authority is "/"
    }
    w.close(component::path);
}

void write_query(writer& w, uri_view u, plan const& pl) {
    if (!u.has_query()) return;
    if (!pl.cache_key) {
        w.put('?');
        w.open(source_of(u, component::query));
        w.advance_to(detail::write_pct_normalized(w.room(u.query().size()), u.query()));
        w.close(component::query);
        return;
    }
    // cache-key: an empty query goes; the parameters are sorted after their
    // percent-encodings are normalized.
    detail::scratch<cache_key_query_scratch> normalized;
    detail::append_pct_normalized(normalized.get(), u.query());
    if (normalized.get().empty()) return;
    w.put('?');
    w.open(source_of(u, component::query));
    detail::write_query_sorted_by_name(w, normalized.get());
    w.close(component::query);
}

void write_fragment(writer& w, uri_view u, plan const& pl) {
    if (!u.has_fragment() || pl.cache_key) return;
    w.put('#');
    w.open(source_of(u, component::fragment));
    w.advance_to(detail::write_pct_normalized(w.room(u.fragment().size()), u.fragment()));
    w.close(component::fragment);
}

// Writes the normalized reference; `out` does not hold u's text.
error write_normalized(uri_view u, profile p, std::string& out, components* parts_out) {
    plan pl;
    pl.cache_key = p == profile::cache_key;
    pl.scheme_based = p != profile::rfc3986 && u.has_scheme() && detail::default_port(u.scheme()) != 0;
    // The only step whose output is not bounded by its input, IDNA, goes
    // first, into a per-thread buffer.
    detail::scratch<idna_result_scratch> idna_text;
    if (pl.scheme_based && u.host_kind() == host_kind::reg_name && detail::has_encoded_non_ascii(u.host())) {
        errc const e = detail::append_idna_host(idna_text.get(), u.host());
        if (e != errc::ok) return error{e, u.parts().begin(component::host)};
        pl.idna_host = &idna_text.get();
    }
    writer w(out);
    // Everything else writes at most what it reads (decoding, dot segments
    // and dropped ports only shrink) plus a few bytes: one allocation.
    w.room(u.string().size() + (pl.idna_host ? pl.idna_host->size() : 0) + added_bytes);
    write_scheme(w, u);
    write_authority(w, u, pl);
    if (tail_is_normal(u, pl)) {
        copy_tail(w, u);
    } else {
        write_path(w, u, pl);
        write_query(w, u, pl);
        write_fragment(w, u, pl);
    }
    return w.finish(parts_out);
}

} // namespace

error normalize_into(uri_view u, profile p, std::string& out, components* parts) {
    if (detail::aliases(out, u.string())) {
        // `out` holds the text being read: write elsewhere, then replace it.
        detail::scratch<aliased_output_scratch> other;
        error const e = write_normalized(u, p, other.get(), parts);
        if (e.code == errc::ok) out.assign(other.get());
        else out.clear();
        return e;
    }
    out.clear();
    return write_normalized(u, p, out, parts);
}

result<uri> normalize(uri_view u, profile p) {
    std::string out;
    components parts;
    error const e = normalize_into(u, p, out, &parts);
    if (e.code != errc::ok) return e;
    return detail::view_access::make_uri(std::move(out), parts);
}

} // namespace urikit
