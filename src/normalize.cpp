// urikit: RFC 3986 §6 normalization, component by component, written with its
// delimiters and new offsets as it goes (never re-parsed).
#include <urikit/normalize.hpp>

#include "../grammar/split.hpp"
#include "default_ports.hpp"
#include "normalize_host.hpp"
#include "normalize_query.hpp"
#include "pct_normalize.hpp"
#include "remove_dot_segments.hpp"
#include "serialize.hpp"

namespace urikit {

namespace {

// RFC 3986 §6.2.2.1: the scheme is case-insensitive; lowercase is canonical.
void append_lowercase(std::string& out, std::string_view s) {
    std::size_t const at = out.size();
    out.append(s);
    for (std::size_t k = at; k < out.size(); ++k) {
        if (out[k] >= 'A' && out[k] <= 'Z') out[k] = static_cast<char>(out[k] | 0x20);
    }
}

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

} // namespace

error normalize_into(uri_view u, profile p, std::string& out, components* parts_out) {
    bool const scheme_based = p != profile::rfc3986;
    bool const cache_key = p == profile::cache_key;
    out.clear();
    detail::component_writer w(out);

    if (u.has_scheme()) {
        w.begin();
        append_lowercase(out, u.scheme());
        w.end(component::scheme);
        out.push_back(':');
    }

    if (u.has_authority()) {
        out.append("//");
        if (u.has_userinfo()) {
            w.begin();
            detail::append_pct_normalized(out, u.userinfo());
            w.end(component::userinfo);
            out.push_back('@');
        }
        w.begin();
        std::size_t const host_begin = out.size();
        errc const e = detail::append_normalized_host(out, u.host(), u.host_kind(), scheme_based);
        if (e != errc::ok) return error{e, u.parts().begin(component::host)};
        w.end(component::host);
        host_kind kind = u.host_kind();
        // Decoding ("1%2E2.3.4") or IDNA (full-width digits) can turn a
        // reg-name into an IPv4address; the kind must match a re-parse.
        // (Lowercasing alone cannot: an IPv4address has no letters.)
        if (kind == host_kind::reg_name && u.host().find('%') != std::string_view::npos &&
            grammar::probe(grammar::production::ipv4address, std::string_view(out).substr(host_begin))) {
            kind = host_kind::ipv4;
        }
        w.parts().host_kind = kind;
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
                out.push_back(':');
                w.begin();
                out.append(digits);
                w.end(component::port);
            }
        }
    }

    // Path: percent-encoding normalization, then (with a scheme) §5.2.4.
    w.begin();
    std::size_t const path_begin = out.size();
    if (u.has_scheme()) {
        if (u.path().find('%') == std::string_view::npos) {
            detail::append_without_dot_segments(out, u.path()); // nothing to decode first
        } else {
            thread_local std::string scratch; // reused: no allocation once warm
            scratch.clear();
            detail::append_pct_normalized(scratch, u.path());
            detail::append_without_dot_segments(out, scratch);
        }
    } else {
        detail::append_pct_normalized(out, u.path());
    }
    // Without an authority, "//" would start one when re-parsed (SPEC rule 7).
    detail::guard_path(out, path_begin, u.has_scheme(), u.has_authority());
    if (scheme_based && u.has_authority() && out.size() == path_begin) {
        out.push_back('/'); // §6.2.3: an empty path with an authority is "/"
    }
    w.end(component::path);

    if (u.has_query()) {
        if (cache_key) {
            thread_local std::string normalized;
            normalized.clear();
            detail::append_pct_normalized(normalized, u.query());
            if (!normalized.empty()) {
                out.push_back('?');
                w.begin();
                detail::append_query_sorted_by_name(out, normalized);
                w.end(component::query);
            }
        } else {
            out.push_back('?');
            w.begin();
            detail::append_pct_normalized(out, u.query());
            w.end(component::query);
        }
    }

    if (u.has_fragment() && !cache_key) {
        out.push_back('#');
        w.begin();
        detail::append_pct_normalized(out, u.fragment());
        w.end(component::fragment);
    }

    URIKIT_ASSERT(w.parts().check_invariants(out.size()));
    if (parts_out != nullptr) *parts_out = w.parts();
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
