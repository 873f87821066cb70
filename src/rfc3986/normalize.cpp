// urikit: RFC 3986 §6 normalization, component by component, through the one
// writer (which records the new offsets as it goes; nothing is re-parsed).
#include <urikit/normalize.hpp>

#include <cstring>
#include <optional>

#include "src/core/authority_writer.hpp"
#include "src/core/port_number.hpp"
#include "src/core/default_ports.hpp"
#include "src/core/ip_text.hpp"
#include "src/core/pct_normalize.hpp"
#include "src/core/scratch.hpp"
#include "src/core/view_access.hpp"
#include "src/core/writer.hpp"
#include "src/idna/idna.hpp"
#include "src/rfc3986/already_normal.hpp"
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
    bool drop_fragment = false; // cache_key and http_cache
    std::string const* idna_host = nullptr; // the host's IDNA ASCII form, when converted
};

// Extra bytes normalization may add to the input's own: "/." or "./" before
// a path (guard_path), "/" for an empty path with an authority (§6.2.3),
// and an IPv6 text longer than written ("[::ffff:0:0]" is "[::ffff:0.0.0.0]").
constexpr std::size_t added_bytes = 3 + detail::ipv6_text_max + 2;

std::uint32_t source_of(uri_view u, component c) noexcept { return u.has(c) ? u.parts().begin(c) : 0; }

using detail::raw_cursor;

// §6.2.2.1: the scheme is case-insensitive; lowercase is canonical.
void write_scheme(raw_cursor& r, uri_view u) {
    if (!u.has_scheme()) return;
    r.open(0);
    r.cursor() = detail::write_ascii_lowercase(r.cursor(), u.scheme());
    r.close(component::scheme);
    r.put(':');
}

// The host: lowercase, percent-normalized, RFC 5952, or its IDNA form.
void write_host(raw_cursor& r, uri_view u, plan const& pl) {
    std::string_view const host = u.host();
    r.open(source_of(u, component::host));
    char* const begin = r.cursor();
    if (pl.idna_host != nullptr) r.append(*pl.idna_host);
    else r.cursor() = detail::write_normalized_host(r.cursor(), host, u.host_kind());
    r.close(component::host);
    std::string_view const written(begin, static_cast<std::size_t>(r.cursor() - begin));
    host_kind kind = u.host_kind();
    // Decoding ("1%2E2.3.4") or IDNA (full-width digits) can turn a reg-name
    // into an IPv4address, and the kind must match a re-parse. Lowercasing
    // alone cannot (an IPv4address has no letters), so a host written at
    // its full length without IDNA is still a reg-name.
    if (kind == host_kind::reg_name && (pl.idna_host != nullptr || written.size() < host.size())) {
        kind = detail::idna_host_kind(written);
    }
    r.set_host_kind(kind);
}

// RFC 3986 §6.2.3: the port's digits as kept (scheme-based: without leading
// zeros), or "" when the port and its ":" are removed: an empty port, and
// scheme-based, the scheme's default port (":080" is port 80).
std::string_view kept_port(uri_view u, plan const& pl) noexcept {
    if (!u.has_port()) return {};
    std::string_view digits = u.port();
    if (pl.scheme_based && !digits.empty()) {
        while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
        auto const value = detail::port_value(digits);
        if (value && *value == detail::default_port(u.scheme())) return {}; // scheme_based: the scheme has one
    }
    return digits;
}

void write_authority(raw_cursor& r, uri_view u, plan const& pl) {
    if (!u.has_authority()) return;
    std::string_view const port = kept_port(u, pl);
    detail::write_authority(r, u.has_userinfo(), !port.empty(), [&](raw_cursor& w, component c) {
        if (c == component::host) return write_host(w, u, pl);
        w.open(source_of(u, c));
        if (c == component::userinfo) w.cursor() = detail::write_pct_normalized(w.cursor(), u.userinfo());
        else w.append(port);
        w.close(c);
    });
}

// True when nothing after the authority changes: no percent-encoding, no
// dot segment, no prefix or "/" to add, nothing the cache key drops or sorts.
bool tail_is_normal(uri_view u, plan const& pl) noexcept {
    if (pl.drop_fragment && (pl.cache_key || u.has_fragment())) return false;
    std::string_view const tail = u.str().substr(u.parts().begin(component::path));
    if (!tail.empty() && std::memchr(tail.data(), '%', tail.size()) != nullptr) return false;
    if (u.has_scheme() && detail::has_dot_segment(u.path())) return false;
    if (u.has_authority()) return !(pl.scheme_based && u.path().empty());
    return detail::path_guard(u.path(), u.has_scheme()).empty();
}

// Path, query and fragment copied in one piece, their offsets shifted.
void copy_tail(raw_cursor& r, uri_view u) {
    std::uint32_t const from = u.parts().begin(component::path);
    std::size_t const to = r.offset();
    r.open(from);
    r.append(u.str().substr(from));
    for (component c : {component::path, component::query, component::fragment}) {
        if (u.has(c)) r.record(c, u.parts().begin(c) - from + to, u.parts().end(c) - from + to);
    }
}

// Path: percent-encoding normalization, then (with a scheme) §5.2.4 on the
// decoded text, in place; then the prefix that keeps it a path (SPEC rule 7),
// within the room made for it.
void write_path(raw_cursor& r, uri_view u, plan const& pl) {
    r.open(source_of(u, component::path));
    char* const b = r.cursor();
    char* o = detail::write_pct_normalized(b, u.path());
    if (u.has_scheme() && detail::has_dot_segment(std::string_view(b, static_cast<std::size_t>(o - b)))) {
        o = b + detail::remove_dot_segments_in_place(b, static_cast<std::size_t>(o - b));
    }
    if (!u.has_authority()) {
        std::size_t const size = static_cast<std::size_t>(o - b);
        std::string_view const guard = detail::path_guard(std::string_view(b, size), u.has_scheme());
        if (!guard.empty()) {
            std::memmove(b + guard.size(), b, size);
            std::memcpy(b, guard.data(), guard.size());
            o += guard.size();
        }
    } else if (pl.scheme_based && o == b) {
        *o++ = '/'; // §6.2.3: an empty path with an authority is "/"
    }
    r.cursor() = o;
    r.close(component::path);
}

void write_query(raw_cursor& r, uri_view u, plan const& pl) {
    if (!u.has_query()) return;
    if (!pl.cache_key) {
        r.put('?');
        r.open(source_of(u, component::query));
        r.cursor() = detail::write_pct_normalized(r.cursor(), u.query());
        r.close(component::query);
        return;
    }
    // cache-key: an empty query goes; the parameters are sorted after their
    // percent-encodings are normalized (which only shortens them).
    detail::scratch<cache_key_query_scratch> normalized;
    detail::append_pct_normalized(normalized.get(), u.query());
    if (normalized.get().empty()) return;
    r.put('?');
    r.open(source_of(u, component::query));
    r.cursor() = detail::write_query_sorted_by_name(r.cursor(), normalized.get());
    r.close(component::query);
}

void write_fragment(raw_cursor& r, uri_view u, plan const& pl) {
    if (!u.has_fragment() || pl.drop_fragment) return;
    r.put('#');
    r.open(source_of(u, component::fragment));
    r.cursor() = detail::write_pct_normalized(r.cursor(), u.fragment());
    r.close(component::fragment);
}

// Whether one of the §6.2.3 steps could change `u`: a port to compare with
// the default, an empty path after an authority, a percent-encoded host
// for IDNA. Only then is the scheme looked up in the default port table.
bool needs_scheme_based_step(uri_view u) noexcept {
    if (!u.has_authority()) return false;
    return (u.has_port() && !u.port().empty()) || u.path().empty() ||
           (u.host_kind() == host_kind::reg_name && u.host().find('%') != std::string_view::npos);
}

// Writes the normalized reference over what `out` holds; `out` does not hold u's text.
error write_normalized(uri_view u, profile p, std::string& out, components* parts_out) {
    plan pl;
    pl.cache_key = p == profile::cache_key;
    pl.drop_fragment = pl.cache_key || p == profile::http_cache;
    pl.scheme_based = p != profile::rfc3986 && u.has_scheme() && needs_scheme_based_step(u) &&
                      detail::default_port(u.scheme()) != 0;
    // The only step whose output is not bounded by its input, IDNA, goes
    // first, into a per-thread buffer.
    std::optional<detail::scratch<idna_result_scratch>> idna_text;
    if (pl.scheme_based && u.host_kind() == host_kind::reg_name && detail::has_encoded_non_ascii(u.host())) {
        idna_text.emplace();
        errc const e = detail::append_idna_host(idna_text->get(), u.host());
        if (e != errc::ok) {
            out.clear();
            return error{e, u.parts().begin(component::host)};
        }
        pl.idna_host = &idna_text->get();
    }
    writer w(out, writer::replace_tag{});
    {
        // Everything else writes at most what it reads (decoding, dot
        // segments and dropped ports only shrink) plus a few bytes.
        raw_cursor r(w, u.str().size() + (pl.idna_host ? pl.idna_host->size() : 0) + added_bytes);
        write_scheme(r, u);
        write_authority(r, u, pl);
        if (tail_is_normal(u, pl)) {
            copy_tail(r, u);
        } else {
            write_path(r, u, pl);
            write_query(r, u, pl);
            write_fragment(r, u, pl);
        }
        r.done();
    }
    return w.finish(parts_out);
}

// The normal form find_normal_form found, as one copy of the prefix (assign
// handles `out` holding u's text) and perhaps the query sorted in place;
// its offsets are u's, less what was cut.
void copy_normal_form(uri_view const& u, detail::normal_form f, detail::recorded_query& query, std::string& out,
                      components* parts) {
    std::size_t const n = f.length;
    out.assign(u.str().substr(0, n));
    if (f.sort_query) {
        char* const at = out.data() + u.parts().begin(component::query);
        if (query.complete) detail::write_recorded_query_sorted(at, u.query(), query);
        else detail::write_query_sorted_by_name(at, u.query());
    }
    if (parts == nullptr) return;
    *parts = u.parts();
    for (component c : {component::query, component::fragment}) {
        if (parts->has(c) && parts->begin(c) > n) parts->remove(c);
    }
}

} // namespace

error detail::normalize_by_writing(uri_view u, profile p, std::string& out, components* parts) {
    return detail::write_over<aliased_output_scratch>(
        out, {u.str()}, [&](std::string& o) { return write_normalized(u, p, o, parts); });
}

error normalize_into(uri_ref const& r, profile p, std::string& out, components* parts) {
    if (error const e = r.made(); e.code != errc::ok) {
        out.clear();
        return e;
    }
    uri_view const& u = r.view();
    // Sorting reads the query from u's text: not when that is in `out`. The
    // writer also reports a result over the output limit (lowered in tests).
    detail::recorded_query query;
    if (detail::normal_form const f = detail::find_normal_form(u, p, query); f.length != std::string_view::npos &&
        f.length <= detail::output_limit() && !(f.sort_query && detail::aliases(out, u.str()))) {
        copy_normal_form(u, f, query, out, parts);
        return {};
    }
    return r.at_source(detail::normalize_by_writing(u, p, out, parts));
}

} // namespace urikit
