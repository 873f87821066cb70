// urikit: RFC 3986 §6 normalization, component by component, written with its
// delimiters and new offsets as it goes (never re-parsed).
#include <urikit/normalize.hpp>

#include <cstring>

#include "../grammar/split.hpp"
#include "default_ports.hpp"
#include "normalize_host.hpp"
#include "normalize_query.hpp"
#include "pct_normalize.hpp"
#include "remove_dot_segments.hpp"
#include "serialize.hpp"

namespace urikit {

namespace {

std::string_view strip_leading_zeros(std::string_view digits) noexcept {
    std::size_t i = 0;
    while (i + 1 < digits.size() && digits[i] == '0') ++i;
    return digits.substr(i);
}

bool equals_number(std::string_view digits, unsigned value) noexcept {
    if (digits.empty() || digits.size() > 5) return false;
    unsigned v = 0;
    for (char c : digits) v = v * 10 + static_cast<unsigned>(c - '0');
    return v == value;
}

char* copy(char* out, std::string_view s) noexcept {
    if (s.empty()) return out; // s.data() may be null
    std::memcpy(out, s.data(), s.size());
    return out + s.size();
}

// Extra bytes normalization may add to the input's own: "/." or "./" before
// a path (guard_path), and "/" for an empty path with an authority (§6.2.3).
constexpr std::size_t added_bytes = 3;

} // namespace

error normalize_into(uri_view u, profile p, std::string& out, components* parts_out) {
    bool const scheme_based = p != profile::rfc3986;
    bool const cache_key = p == profile::cache_key;
    components parts;
    auto const at = [&out](char const* q) { return static_cast<std::uint32_t>(q - out.data()); };

    // The only step whose output is not bounded by its input, IDNA, goes first
    // into a per-thread buffer.
    std::string const* idna_host = nullptr;
    if (scheme_based && u.has_authority() && u.host_kind() == host_kind::reg_name &&
        detail::has_encoded_non_ascii(u.host())) {
        thread_local std::string idna_text;
        idna_text.clear();
        errc const e = detail::append_idna_host(idna_text, u.host());
        if (e != errc::ok) {
            out.clear();
            return error{e, u.parts().begin(component::host)};
        }
        idna_host = &idna_text;
    }
    bool const idna = idna_host != nullptr;

    // Everything else writes at most what it reads (decoding, dot segments
    // and dropped ports only shrink), so one resize is all the room needed.
    std::size_t const host_size = !u.has_authority() ? 0
                                  : idna           ? idna_host->size()
                                                   : detail::normalized_host_bound(u.host().size(), u.host_kind());
    out.resize(u.string().size() + host_size + added_bytes);
    char* o = out.data();

    // §6.2.2.1: the scheme is case-insensitive; lowercase is canonical.
    if (u.has_scheme()) {
        char* const b = o;
        o = detail::write_ascii_lowercase(o, u.scheme());
        parts.set(component::scheme, at(b), at(o));
        *o++ = ':';
    }

    if (u.has_authority()) {
        *o++ = '/';
        *o++ = '/';
        if (u.has_userinfo()) {
            char* const b = o;
            o = detail::write_pct_normalized(o, u.userinfo());
            parts.set(component::userinfo, at(b), at(o));
            *o++ = '@';
        }
        char* const host_begin = o;
        o = idna ? copy(o, *idna_host) : detail::write_normalized_host(o, u.host(), u.host_kind());
        parts.set(component::host, at(host_begin), at(o));
        host_kind kind = u.host_kind();
        // Decoding ("1%2E2.3.4") or IDNA (full-width digits) can turn a
        // reg-name into an IPv4address; the kind must match a re-parse.
        // (Lowercasing alone cannot: an IPv4address has no letters.)
        // Without IDNA only decoding shortens a reg-name, so a host written
        // at its full length cannot have become one.
        if (kind == host_kind::reg_name && (idna || static_cast<std::size_t>(o - host_begin) < u.host().size()) &&
            grammar::probe(grammar::production::ipv4address,
                           std::string_view(host_begin, static_cast<std::size_t>(o - host_begin)))) {
            kind = host_kind::ipv4;
        }
        parts.host_kind = kind;
        // RFC 3986 §6.2.3: an empty port and its ":" are removed; scheme-based:
        // the scheme's default port too.
        if (u.has_port() && !u.port().empty()) {
            std::string_view digits = u.port();
            bool drop = false;
            if (scheme_based) {
                digits = strip_leading_zeros(digits);
                unsigned const def = detail::default_port(u.scheme());
                drop = u.has_scheme() && def != 0 && equals_number(digits, def);
            }
            if (!drop) {
                *o++ = ':';
                char* const b = o;
                o = copy(o, digits);
                parts.set(component::port, at(b), at(o));
            }
        }
    }

    // Most references need nothing done after the authority: no
    // percent-encoding, no dot segment, no prefix or "/" to add. Then path,
    // query and fragment are one copy, their offsets shifted.
    std::uint32_t const path_in = u.parts().begin(component::path);
    std::string_view const tail = u.string().substr(path_in);
    if (!cache_key && (tail.empty() || std::memchr(tail.data(), '%', tail.size()) == nullptr) &&
        !(u.has_scheme() && detail::has_dot_segment(u.path())) &&
        (u.has_authority() ? !(scheme_based && u.path().empty())
                           : detail::path_guard(u.path(), u.has_scheme()).empty())) {
        std::uint32_t const shift_to = at(o);
        for (component c : {component::path, component::query, component::fragment}) {
            if (u.has(c)) {
                parts.set(c, u.parts().begin(c) - path_in + shift_to, u.parts().end(c) - path_in + shift_to);
            }
        }
        o = copy(o, tail);
        out.resize(at(o));
        URIKIT_ASSERT(parts.check_invariants(out.size()));
        if (parts_out != nullptr) *parts_out = parts;
        return {};
    }

    // Path: percent-encoding normalization, then (with a scheme) §5.2.4 on
    // the decoded text, in place.
    char* const path_begin = o;
    o = detail::write_pct_normalized(o, u.path());
    if (u.has_scheme()) {
        std::string_view const written(path_begin, static_cast<std::size_t>(o - path_begin));
        if (detail::has_dot_segment(written)) {
            o = path_begin + detail::remove_dot_segments_in_place(path_begin, written.size());
        }
    }
    std::size_t const path_offset = at(path_begin);
    if (!u.has_authority()) {
        // Without an authority, "//" would start one when re-parsed (SPEC rule
        // 7); in a relative reference a ":" in the first segment would end a
        // scheme. The prefix shifts the path right, within the added bytes.
        std::size_t const path_size = at(o) - path_offset;
        std::string_view const guard = detail::path_guard(std::string_view(path_begin, path_size), u.has_scheme());
        if (!guard.empty()) {
            std::memmove(path_begin + guard.size(), path_begin, path_size);
            std::memcpy(path_begin, guard.data(), guard.size());
            o += guard.size();
        }
    } else if (scheme_based && o == path_begin) {
        *o++ = '/'; // §6.2.3: an empty path with an authority is "/"
    }
    parts.set(component::path, static_cast<std::uint32_t>(path_offset), at(o));

    if (u.has_query()) {
        if (cache_key) {
            // The query is last (the fragment is dropped): the rest is appended.
            out.resize(at(o));
            thread_local std::string normalized;
            normalized.clear();
            detail::append_pct_normalized(normalized, u.query());
            if (!normalized.empty()) {
                out.push_back('?');
                std::size_t const b = out.size();
                detail::append_query_sorted_by_name(out, normalized);
                parts.set(component::query, static_cast<std::uint32_t>(b), static_cast<std::uint32_t>(out.size()));
            }
            o = out.data() + out.size();
        } else {
            *o++ = '?';
            char* const b = o;
            o = detail::write_pct_normalized(o, u.query());
            parts.set(component::query, at(b), at(o));
        }
    }

    if (u.has_fragment() && !cache_key) {
        *o++ = '#';
        char* const b = o;
        o = detail::write_pct_normalized(o, u.fragment());
        parts.set(component::fragment, at(b), at(o));
    }

    out.resize(at(o));
    URIKIT_ASSERT(parts.check_invariants(out.size()));
    if (parts_out != nullptr) *parts_out = parts;
    return {};
}

result<uri> normalize(uri_view u, profile p) {
    std::string out;
    out.reserve(u.string().size() + 8);
    components parts;
    error const e = normalize_into(u, p, out, &parts);
    if (e.code != errc::ok) return e;
    return uri(std::move(out), parts);
}

result<bool> equivalent(uri_view a, uri_view b, profile p) {
    thread_local std::string na, nb;
    error e = normalize_into(a, p, na);
    if (e.code != errc::ok) return e;
    e = normalize_into(b, p, nb);
    if (e.code != errc::ok) return e;
    return na == nb;
}

} // namespace urikit
