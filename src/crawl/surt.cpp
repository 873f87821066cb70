// urikit crawl forms: the classic SURT (the CDX / Wayback key): host labels
// reversed and joined with ",", ":port", ")", path, "?query"
// (shared/data/crawler/README.md, "Classic SURT").
#include <urikit/crawl.hpp>

#include "src/core/writer.hpp"
#include "src/crawl/ia_canonical.hpp"

namespace urikit {

namespace {

struct surt_pieces {
    std::string_view scheme;
    std::string_view host;
    bool reversible = true; // a host name, or an IPv4 address to reverse
    std::string_view port;  // "" when none
    std::string_view path;
    bool has_query = false;
    std::string_view query;
    bool has_fragment = false;
    std::string_view fragment;
};

// The labels of `host` last first, joined with ",".
void append_reversed_labels(std::string& out, std::string_view host) {
    for (std::size_t end = host.size();;) {
        std::size_t const dot = end == 0 ? std::string_view::npos : host.rfind('.', end - 1);
        std::size_t const begin = dot == std::string_view::npos ? 0 : dot + 1;
        out.append(host.substr(begin, end - begin));
        if (dot == std::string_view::npos) break;
        out.push_back(',');
        end = dot;
    }
}

result<std::string> write_surt(surt_pieces const& p, surt_options const& o) {
    std::string out;
    if (o.scheme) out.append(p.scheme).append("://(");
    if (p.reversible) {
        append_reversed_labels(out, p.host);
        if (o.trailing_comma) out.push_back(',');
    } else {
        out.append(p.host);
    }
    if (!p.port.empty()) out.append(":").append(p.port);
    out.push_back(')');
    out.append(p.path);
    if (p.has_query) out.append("?").append(p.query);
    if (p.has_fragment) out.append("#").append(p.fragment);
    if (out.size() > detail::output_limit()) return error{errc::output_too_long, 0};
    return out;
}

} // namespace

result<std::string> surt(std::string_view url, surt_options const& options) {
    detail::ia_url u;
    if (error const e = detail::ia_canonical_parts(url, u); e.code != errc::ok) return e;
    surt_pieces p;
    p.scheme = u.scheme;
    p.host = u.host;
    p.reversible = !u.host_is_ipv4 || options.reverse_ipv4;
    p.reversible = p.reversible && u.host.front() != '[';
    p.port = u.port;
    p.path = u.path;
    p.has_query = u.has_query;
    p.query = u.query;
    return write_surt(p, options);
}

result<std::string> surt_form(uri_view u, surt_options const& options) {
    if (!u.has_authority()) return std::string(u.string());
    surt_pieces p;
    p.scheme = u.scheme();
    p.host = u.host();
    host_kind const kind = u.host_kind();
    p.reversible = kind == host_kind::reg_name || (kind == host_kind::ipv4 && options.reverse_ipv4);
    p.port = u.port();
    p.path = u.path();
    p.has_query = u.has_query();
    p.query = u.query();
    p.has_fragment = u.has_fragment();
    p.fragment = u.fragment();
    return write_surt(p, options);
}

} // namespace urikit
