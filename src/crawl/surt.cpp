// urikit crawl forms: the classic SURT (the CDX / Wayback key): host labels
// reversed and joined with ",", ":port", ")", path, "?query"
// (shared/data/crawler/README.md, "Classic SURT"); surt() writes it as the
// Internet Archive's surt 0.3.1 does (ia_url.hpp), surt_form() for a
// reference some profile normalized.
#include <urikit/crawl.hpp>

#include <optional>

#include "src/core/produce.hpp"
#include "src/core/writer.hpp"
#include "src/crawl/ia_url.hpp"

namespace urikit {

namespace {

struct surt_pieces {
    std::string_view scheme;
    std::string_view host;
    bool reversible = true; // a host name, or an IPv4 address to reverse
    std::string_view port;  // "" when none
    std::optional<std::string_view> userinfo;
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

error write_surt(std::string& out, surt_pieces const& p, surt_options const& o) {
    if (o.scheme) out.append(p.scheme).append("://(");
    if (p.reversible) {
        append_reversed_labels(out, p.host);
        if (o.trailing_comma) out.push_back(',');
    } else {
        out.append(p.host);
    }
    if (!p.port.empty()) out.append(":").append(p.port);
    if (p.userinfo) out.append("@").append(*p.userinfo);
    out.push_back(')');
    out.append(p.path);
    if (p.has_query) out.append("?").append(p.query);
    if (p.has_fragment) out.append("#").append(p.fragment);
    if (out.size() > detail::output_limit()) return error{errc::output_too_long, 0};
    return {};
}

struct surt_form_scratch;

} // namespace

namespace detail {

namespace {

// hostToSURT's test for an address it may leave unreversed: (\d{1,3}\.){3}\d{1,3}.
bool is_dotted_quad(std::string_view h) noexcept {
    int parts = 0;
    for (std::size_t b = 0; b <= h.size(); ++parts) {
        std::size_t const e = std::min(h.find('.', b), h.size());
        if (e == b || e - b > 3 || parts == 4) return false;
        for (std::size_t i = b; i < e; ++i) {
            if (h[i] < '0' || h[i] > '9') return false;
        }
        b = e + 1;
    }
    return parts == 4;
}

} // namespace

void append_ia_surt(std::string& out, ia_url const& u, surt_options const& o) {
    bool const host = !u.host.empty();
    if (o.scheme || !host) out.append(u.scheme).push_back(':');
    if (host) {
        if (o.scheme) out.append(u.scheme == "dns" ? "(" : "//(");
        if (o.reverse_ipv4 || !is_dotted_quad(u.host)) append_reversed_labels(out, u.host);
        else out.append(u.host);
        if (u.port != 0) out.append(":").append(std::to_string(u.port));
        if (o.trailing_comma) out.push_back(',');
        out.push_back(')');
    }
    if (!u.path.empty()) out.append(u.path);
    else if (!u.query.empty()) out.push_back('/');
    if (!u.query.empty()) out.append("?").append(u.query);
}

} // namespace detail

error surt_into(std::string_view url, surt_options const& options, std::string& out) {
    if (url.empty() || url.starts_with("filedesc")) { // the IA's pass-through forms
        out.assign(url.empty() ? std::string_view("-") : url);
        return {};
    }
    static thread_local detail::ia_url u; // its strings keep their capacity from call to call
    error e = detail::ia_parse(url, u); // `url` is not read after this: `out` may view it
    if (e.code == errc::ok) e = detail::ia_canonicalize(u, options);
    out.clear();
    if (e.code == errc::ok) detail::append_ia_surt(out, u, options);
    detail::release_if_large(u);
    if (e.code == errc::ok && out.size() > detail::output_limit()) e = {errc::output_too_long, 0};
    if (e.code != errc::ok) out.clear();
    return e;
}

result<std::string> surt(std::string_view url, surt_options const& options) {
    return detail::string_result([&](std::string& out) { return surt_into(url, options, out); });
}

error surt_form_into(uri_ref const& r, surt_options const& options, std::string& out) {
    if (r.made().code != errc::ok) {
        out.clear();
        return r.made();
    }
    uri_view const& u = r.view();
    return detail::write_aside<surt_form_scratch>(out, [&](std::string& aside) { // `u` may view `out`
        if (!u.has_authority()) {
            aside.append(u.str());
            return error{};
        }
        surt_pieces p;
        p.scheme = u.scheme();
        p.host = u.host();
        host_kind const kind = u.host_kind();
        p.reversible = kind == host_kind::reg_name || (kind == host_kind::ipv4 && options.reverse_ipv4);
        p.port = u.port();
        if (options.userinfo && u.has_userinfo()) p.userinfo = u.userinfo();
        p.path = u.path();
        p.has_query = u.has_query();
        p.query = u.query();
        p.has_fragment = u.has_fragment();
        p.fragment = u.fragment();
        return write_surt(aside, p, options);
    });
}

result<std::string> surt_form(uri_ref const& u, surt_options const& options) {
    return detail::string_result([&](std::string& out) { return surt_form_into(u, options, out); });
}

} // namespace urikit
