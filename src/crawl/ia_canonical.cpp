// urikit crawl forms: the Internet Archive's canonicalization (see
// ia_canonical.hpp; the rules are described in shared/data/crawler/README.md,
// written here from that description).
#include "src/crawl/ia_canonical.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "src/core/default_ports.hpp"
#include "src/core/ip_text.hpp"
#include "src/core/ipv4_forms.hpp"
#include "src/core/pct_normalize.hpp"
#include "src/core/tab_newline_removal.hpp"
#include "src/crawl/google_canonical.hpp"
#include "src/crawl/session_ids.hpp"

namespace urikit::detail {

namespace {

void to_lowercase(std::string& s) noexcept { write_ascii_lowercase(s.data(), s); }

// "www.", "www7.", "www12." at the start of a host name removed; what is
// left may be an IPv4 form ("www7.43"), written as the address then.
void strip_www_label(google_url& g) {
    std::string& host = g.host;
    if (g.host_is_ip || host.compare(0, 3, "www") != 0) return;
    std::size_t i = 3;
    while (i < host.size() && host[i] >= '0' && host[i] <= '9') ++i;
    if (i >= host.size() || host[i] != '.') return;
    host.erase(0, i + 1);
    if (std::optional<std::uint32_t> const address = parse_ipv4_forms(host)) {
        char text[ipv4_text_max];
        host.assign(text, static_cast<std::size_t>(write_ipv4_dotted(text, *address) - text));
        g.host_is_ip = true;
    }
}

// The port as decimal without its leading zeros, or "" for the scheme's
// default; an error's offset is in `url`, the text the steps read.
error canonical_port(std::string_view url, google_url const& g, std::string& port) {
    port.clear();
    if (!g.has_port || g.port.empty()) return {};
    std::uint32_t value = 0;
    for (std::size_t i = 0; i < g.port.size(); ++i) {
        char const c = g.port[i];
        if (c < '0' || c > '9') return {errc::invalid_port, offset_before_removal(url, g.port_offset, i)};
        value = value * 10 + static_cast<std::uint32_t>(c - '0');
        if (value > 65535) return {errc::invalid_port, g.port_offset};
    }
    std::uint16_t const standard = default_port(g.scheme);
    if (standard == 0 || value != standard) port = std::to_string(value);
    return {};
}

void canonical_path(google_url const& g, std::string& path) {
    path.clear();
    append_google_path(path, g.path);
    to_lowercase(path);
    std::size_t const before = path.size();
    path.resize(remove_path_session_ids(path.data(), path.size()));
    if (path.size() != before) apply_google_path_rules(path); // "/.;jsessionid=1//a" is "/.//a" now
    if (path.size() > 1 && path.back() == '/') path.pop_back();
    if (path.empty()) path.push_back('/');
}

std::string_view name_of(std::string_view param) noexcept { return param.substr(0, param.find('=')); }

// Parameters split at '&'; the empty ones and the session ids left out; sorted.
void canonical_query(google_url const& g, ia_url& out) {
    std::string escaped;
    append_google_query(escaped, g.query);
    to_lowercase(escaped);
    std::vector<std::string_view> params;
    bool cfid = false;
    bool cftoken = false;
    for (std::size_t b = 0; b <= escaped.size();) {
        std::size_t e = std::min(escaped.find('&', b), escaped.size());
        std::string_view const p = std::string_view(escaped).substr(b, e - b);
        session_name const s = classify_session_name(name_of(p));
        cfid = cfid || s == session_name::cfid;
        cftoken = cftoken || s == session_name::cftoken;
        if (!p.empty() && s != session_name::always) params.push_back(p);
        b = e + 1;
    }
    std::erase_if(params, [&](std::string_view p) { return is_session_id(classify_session_name(name_of(p)), cfid && cftoken); });
    std::sort(params.begin(), params.end());
    out.query.clear();
    for (std::string_view p : params) {
        if (!out.query.empty()) out.query.push_back('&');
        out.query.append(p);
    }
    out.has_query = !out.query.empty();
}

} // namespace

error ia_canonical_parts(std::string_view url, ia_url& out) {
    google_url g;
    if (error const e = google_canonical_parts(url, g); e.code != errc::ok) return e;
    if (error const e = canonical_port(url, g, out.port); e.code != errc::ok) return e;
    out.scheme = g.scheme;
    strip_www_label(g);
    out.host.clear();
    append_google_host(out.host, g);
    to_lowercase(out.host);
    out.host_is_ipv4 = g.host_is_ip && g.host.front() != '[';
    canonical_path(g, out.path);
    canonical_query(g, out);
    return {};
}

} // namespace urikit::detail
