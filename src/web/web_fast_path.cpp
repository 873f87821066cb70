// urikit web mode: the common href in one copy. When the split finds an
// absolute URL of a special scheme with an authority, and every
// component needs nothing (the scan saw nothing to trim, decode, encode,
// remove or resolve; the host is an ASCII domain that does not end in a
// number), the URL Standard's parser would only lowercase the scheme and
// host, drop a default port and give an empty path "/": that is written
// here, through the writer's raw cursor. Anything else goes the general way.
#include <array>
#include <cstring>

#include <urikit/web_url.hpp>

#include "grammar/charsets.hpp"
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
};

// The scheme of a special URL, lowercased into `lower`.
bool special_scheme(std::string_view head, std::array<char, 8>& lower, std::string_view& scheme) noexcept {
    // Most hrefs: "https:" or "http:", as written.
    if (head.size() > 6 && std::memcmp(head.data(), "http", 4) == 0) {
        if (head[4] == ':') {
            scheme = "http";
            return true;
        }
        if (head[4] == 's' && head[5] == ':') {
            scheme = "https";
            return true;
        }
    }
    std::size_t n = 0;
    while (n < head.size() && n < 6 && grammar::in_set(head[n], grammar::cs_alpha)) ++n;
    if (n < 2 || n > 5 || n == head.size() || head[n] != ':') return false;
    for (std::size_t i = 0; i < n; ++i) lower[i] = static_cast<char>(head[i] | 0x20); // ASCII letters only
    scheme = std::string_view(lower.data(), n);
    return is_special_scheme(scheme);
}

// ":" port: digits only, at most 65535 (none: no port).
bool port_digits(std::string_view digits, std::optional<std::uint16_t>& port) noexcept {
    if (digits.empty()) return true;
    if (digits.size() > 5) return false;
    std::uint32_t v = 0;
    for (char c : digits) {
        if (c < '0' || c > '9') return false;
        v = v * 10 + static_cast<std::uint32_t>(c - '0');
    }
    if (v > 65535) return false;
    port = static_cast<std::uint16_t>(v);
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

bool plan(std::string_view s, web_scan const& seen, fast_plan& p, std::array<char, 8>& lower) noexcept {
    if (seen.needs_cleaning || seen.encoded || seen.percent || seen.bracket || seen.at || seen.backslash ||
        seen.dot_pair) {
        return false;
    }
    std::string_view head = s.substr(0, seen.hash);
    if (seen.hash != web_scan::none) p.fragment = s.substr(seen.hash);
    if (seen.question < head.size()) {
        p.query = head.substr(seen.question);
        head = head.substr(0, seen.question);
    }
    if (!special_scheme(head, lower, p.scheme)) return false;
    bool const file = p.scheme == "file";
    std::string_view rest = head.substr(p.scheme.size() + 1);
    // "//" and a host; a file URL may have the empty host ("file:///p").
    if (rest.size() < 3 || rest[0] != '/' || rest[1] != '/' || (rest[2] == '/' && !file)) return false;
    rest.remove_prefix(2);
    std::size_t const slash = std::min(rest.find('/'), rest.size());
    std::string_view const authority = rest.substr(0, slash);
    std::size_t const colon = std::min(authority.find(':'), authority.size());
    p.host = authority.substr(0, colon);
    if (file) { // file host state: no port, "localhost" is the empty host
        if (colon < authority.size() || (p.host.empty() && slash == rest.size())) return false;
        if (p.host.size() == 9 && (p.host[0] | 0x20) == 'l' && ascii_equal_lowercase(p.host, "localhost")) p.host = {};
    } else if (p.host.empty()) {
        return false;
    }
    if (!p.host.empty() && may_end_in_a_number(p.host) && ends_in_a_number(p.host)) return false;
    if (colon < authority.size() && !port_digits(authority.substr(colon + 1), p.port)) return false;
    if (p.port && p.port == special_default_port(p.scheme)) p.port.reset();
    p.path = rest.substr(slash);
    return true;
}

} // namespace

bool parse_web_fast(std::string_view s, web_scan const& seen, web_url& out) {
    fast_plan p;
    std::array<char, 8> lower;
    if (s.size() + 1 > output_limit() || !plan(s, seen, p, lower)) return false; // the general way reports a long result
    writer w(web_access::href(out), writer::replace_tag{});
    raw_cursor r(w, s.size() + 1); // lowercasing keeps sizes; at most a "/" is added
    r.append(p.scheme);
    r.record(component::scheme, 0, p.scheme.size());
    r.append(std::string_view("://", 3));
    r.open();
    if (seen.upper) r.cursor() = write_ascii_lowercase(r.cursor(), p.host);
    else r.append(p.host);
    r.close(component::host);
    r.set_host_kind(host_kind::reg_name);
    if (p.port) {
        r.put(':');
        r.open();
        char digits[5];
        int n = 0;
        for (unsigned v = *p.port; v != 0 || n == 0; v /= 10) digits[n++] = static_cast<char>('0' + v % 10);
        while (n > 0) r.put(digits[--n]);
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
    web_access::host_type(out) = p.host.empty() ? web_host_type::empty : web_host_type::domain;
    web_access::opaque_path(out) = false;
    return true;
}

} // namespace urikit::detail
