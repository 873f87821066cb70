// urikit web mode: the common href in one copy. When RFC 3986's fast split
// (the scanner the RFC 3986 parser uses) finds an absolute URI of a special
// scheme with an authority, and no component needs processing (nothing to
// decode, encode or remove; the host is an IPv4 address as RFC 3986 writes
// one or does not end in a number), the URL Standard's parser would only
// lowercase the scheme and host, drop a default port and give an empty path
// "/": that is written here through the writer's raw cursor, or the input is
// the href when none of that applies. Anything else goes the general way.
#include <array>
#include <cstring>

#include <urikit/web_url.hpp>

#include "src/core/charsets.hpp"
#include "grammar/fast_split.hpp"
#include "src/core/port_number.hpp"
#include "src/core/pct_normalize.hpp"
#include "src/core/writer.hpp"
#include "src/web/web_access.hpp"
#include "src/web/web_assembler.hpp"
#include "src/web/web_fast_path.hpp"

namespace urikit::detail {

namespace {

struct fast_plan {
    std::string_view scheme, host, path;
    std::string_view query, fragment; // with their "?" and "#" (empty: none)
    std::optional<std::uint16_t> port;
    web_host_kind host_type = web_host_kind::domain;
    bool lowercase = false; // "A"-"Z" may stand in the scheme or host
    components split;       // the fast split's, of the input
};

// The scheme of a special URL as written (`lowercase`: lowercased into `lower`).
bool special_scheme(std::string_view written, bool lowercase, std::array<char, 8>& lower,
                    std::string_view& scheme) noexcept {
    if (written.size() < 2 || written.size() > 5) return false;
    scheme = written;
    if (lowercase) {
        for (std::size_t i = 0; i < written.size(); ++i) lower[i] = static_cast<char>(written[i] | 0x20); // cs_scheme
        scheme = std::string_view(lower.data(), written.size());
    }
    return scheme == "http" || scheme == "https" || is_special_scheme(scheme);
}

// ":" port: digits only, at most 65535 (none: no port).
bool port_digits(std::string_view digits, std::optional<std::uint16_t>& port) noexcept {
    if (digits.empty()) return true;
    auto const value = port_value(digits);
    if (!value) return false;
    port = *value;
    return true;
}

// False when the last label cannot be a number (it ends in a letter other
// than a-f, x), the common case, without the full check.
bool may_end_in_a_number(std::string_view host) noexcept {
    char const c = host.back() == '.' && host.size() > 1 ? host[host.size() - 2] : host.back();
    return hex_value(c) >= 0 || (c | 0x20) == 'x';
}

bool ascii_equal_lowercase(std::string_view a, std::string_view lower) noexcept {
    for (std::size_t i = 0; i < a.size(); ++i) {
        if ((a[i] | 0x20) != lower[i]) return false;
    }
    return true;
}

std::string_view part(std::string_view s, components const& c, component which) noexcept {
    return s.substr(c.begin(which), c.end(which) - c.begin(which));
}

// The fast split of RFC 3986 (grammar/fast_split.hpp) proves the shape: an
// absolute URI whose bytes are all allowed where they stand, with what it
// noted on the way. A URI of a special scheme with an authority and no
// userinfo needs nothing of the URL Standard's parser but lowercasing then,
// if also: no "%" in the host (the host parser decodes it), no dot segment
// in the path ("." or "..", "%2e" for a dot: shortened or dropped), no "'"
// in the query (the special-query percent-encode set), and a host that is
// no number or an IPv4 address as RFC 3986 writes one (dotted decimal, no
// leading zeros: what the IPv4 parser and serializer give back). A "%"
// elsewhere is kept as it stands (§1.3: no percent-encode set holds it).
// Every byte RFC 3986 allows in a path, query or fragment is outside the
// URL Standard's percent-encode sets for them (§1.3 Percent-encoded bytes),
// and every byte it allows in a reg-name is outside the forbidden domain
// code points (§3.2 Host miscellaneous).
bool plan(std::string_view s, fast_plan& p, std::array<char, 8>& lower) noexcept {
    components& c = p.split;
    std::uint8_t facts = 0;
    if (!grammar::fast_split(s, grammar::mode::uri, c, facts)) return false;
    if (!c.has(component::host) || c.has(component::userinfo)) return false;
    p.lowercase = (facts & grammar::no_uppercase_scheme_or_host) == 0;
    if (!special_scheme(part(s, c, component::scheme), p.lowercase, lower, p.scheme)) return false;
    p.host = part(s, c, component::host);
    p.path = part(s, c, component::path);
    bool const percent = (facts & grammar::no_percent) == 0;
    if (percent && p.host.find('%') != std::string_view::npos) return false;
    bool const dot_may_begin = (facts & grammar::no_dot_segment_start) == 0;
    if ((percent || dot_may_begin) && has_dot_path_segment(p.path)) return false;
    if (c.has(component::query)) {
        p.query = s.substr(c.begin(component::query) - 1, c.end(component::query) - c.begin(component::query) + 1);
        if (p.query.find('\'') != std::string_view::npos) return false;
    }
    if (c.has(component::fragment)) p.fragment = s.substr(c.begin(component::fragment) - 1);
    if (p.scheme == "file") { // file host state: no port, "localhost" is the empty host
        if (c.has(component::port) || (p.host.empty() && p.path.empty())) return false;
        if (p.host.size() == 9 && (p.host[0] | 0x20) == 'l' && ascii_equal_lowercase(p.host, "localhost")) p.host = {};
    } else if (p.host.empty()) {
        return false;
    }
    if (c.host_kind == host_kind::ipv4) {
        p.host_type = web_host_kind::ipv4;
    } else if (!p.host.empty() && may_end_in_a_number(p.host) && ends_in_a_number(p.host)) {
        return false;
    }
    if (c.has(component::port) && !port_digits(part(s, c, component::port), p.port)) return false;
    if (p.port && p.port == special_default_port(p.scheme)) p.port.reset();
    return true;
}

// Whether the URL Standard's output is the input itself: nothing to
// lowercase, no port (dropped when default, rewritten without leading
// zeros), a path (an empty one becomes "/"), the host kept ("localhost").
bool unchanged(fast_plan const& p) noexcept {
    return !p.lowercase && !p.split.has(component::port) && !p.path.empty() &&
           p.host.size() == p.split.end(component::host) - p.split.begin(component::host);
}

// The href of the plan, lowercased and without a default port.
void write(std::string_view s, fast_plan const& p, web_url& out) {
    writer w(web_access::href(out), writer::replace_tag{});
    raw_cursor r(w, s.size() + 1); // lowercasing keeps sizes; at most a "/" is added
    r.append(p.scheme);
    r.record(component::scheme, 0, p.scheme.size());
    r.append(std::string_view("://", 3));
    r.open();
    if (p.lowercase) r.cursor() = write_ascii_lowercase(r.cursor(), p.host);
    else r.append(p.host);
    r.close(component::host);
    r.set_host_kind(p.host_type == web_host_kind::ipv4 ? host_kind::ipv4 : host_kind::reg_name);
    if (p.port) {
        r.put(':');
        r.open();
        r.cursor() = write_port_digits(r.cursor(), *p.port);
        r.close(component::port);
    }
    r.open();
    r.append(p.path.empty() ? std::string_view("/") : p.path);
    r.close(component::path);
    if (!p.query.empty()) {
        r.append(p.query);
        r.record(component::query, r.offset() - p.query.size() + 1, r.offset());
    }
    if (!p.fragment.empty()) {
        r.append(p.fragment);
        r.record(component::fragment, r.offset() - p.fragment.size() + 1, r.offset());
    }
    r.done();
    (void)w.finish(&web_access::parts(out)); // within the limit, checked first
}

} // namespace

bool parse_web_fast(std::string_view s, web_url& out) {
    fast_plan p;
    std::array<char, 8> lower;
    if (s.size() + 1 > output_limit() || !plan(s, p, lower)) return false; // the general way reports a long result
    if (unchanged(p)) { // the href is the input (assign() may read the href itself), its parts the split's
        web_access::href(out).assign(s);
        web_access::parts(out) = p.split;
    } else if (aliases(web_access::href(out), s)) {
        return false; // write() would overwrite what it reads: the general way writes aside first
    } else {
        write(s, p, out);
    }
    web_access::host_type(out) = p.host.empty() ? web_host_kind::empty : p.host_type;
    web_access::opaque_path(out) = false;
    return true;
}

} // namespace urikit::detail
