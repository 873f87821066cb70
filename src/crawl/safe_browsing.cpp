// urikit crawl forms: Google Safe Browsing's canonical URL and its lookup
// expressions ("URLs and Hashing": Canonicalization, Suffix/Prefix
// Expressions).
#include <urikit/crawl.hpp>

#include <algorithm>

#include "src/core/produce.hpp"
#include "src/core/writer.hpp"
#include "src/crawl/google_canonical.hpp"
#include "src/crawl/sha256.hpp"

namespace urikit {

namespace {

// The canonical URL's escaped pieces.
struct canonical_pieces {
    std::string scheme;
    std::string host;
    bool host_is_ip = false;
    std::string path;
    std::string query; // with its "?" when there is one
};

error canonical(std::string_view url, canonical_pieces& out) {
    detail::google_url u;
    if (error const e = detail::google_canonical_parts(url, u); e.code != errc::ok) return e;
    out.scheme = std::move(u.scheme);
    out.host_is_ip = u.host_is_ip;
    detail::append_google_escaped(out.host, u.host);
    detail::append_google_escaped(out.path, u.path);
    if (u.has_query) {
        out.query.push_back('?');
        detail::append_google_escaped(out.query, u.query);
    }
    std::size_t const size = out.scheme.size() + 3 + out.host.size() + out.path.size() + out.query.size();
    if (size > detail::output_limit()) return {errc::output_too_long, 0};
    return {};
}

// The host and its suffixes of two to five labels (at most four of them).
std::vector<std::string_view> host_suffixes(canonical_pieces const& c) {
    std::vector<std::string_view> hosts{c.host};
    if (c.host_is_ip) return hosts;
    std::vector<std::size_t> starts; // starts[k]: where the suffix of k + 1 labels begins
    for (std::size_t i = c.host.size(); i-- > 0 && starts.size() < 5;) {
        if (c.host[i] == '.') starts.push_back(i + 1);
    }
    for (std::size_t labels = starts.size(); labels >= 2; --labels) {
        hosts.push_back(std::string_view(c.host).substr(starts[labels - 1]));
    }
    return hosts;
}

// The exact path with and without the query, then "/" and up to three more
// prefixes ending in "/".
std::vector<std::string> path_prefixes(canonical_pieces const& c) {
    std::vector<std::string> paths{c.path + c.query};
    if (!c.query.empty()) paths.push_back(c.path);
    std::size_t slash = 0;
    for (int n = 0; n < 4 && slash != std::string::npos; ++n) {
        std::string prefix = c.path.substr(0, slash + 1);
        if (std::find(paths.begin(), paths.end(), prefix) == paths.end()) paths.push_back(std::move(prefix));
        slash = c.path.find('/', slash + 1);
    }
    return paths;
}

} // namespace

error safe_browsing_canonical_into(std::string_view url, std::string& out) {
    static thread_local detail::google_url u; // its strings keep their capacity from call to call
    error const e = detail::google_canonical_parts(url, u);
    out.clear();
    if (e.code == errc::ok) {
        out.append(u.scheme).append("://");
        detail::append_google_escaped(out, u.host);
        detail::append_google_escaped(out, u.path);
        if (u.has_query) {
            out.push_back('?');
            detail::append_google_escaped(out, u.query);
        }
    }
    detail::release_if_large(u);
    if (e.code != errc::ok) return e;
    if (out.size() > detail::output_limit()) {
        out.clear();
        return {errc::output_too_long, 0};
    }
    return {};
}

result<std::string> safe_browsing_canonical(std::string_view url) {
    return detail::string_result([&](std::string& out) { return safe_browsing_canonical_into(url, out); });
}

result<std::vector<std::string>> safe_browsing_expressions(std::string_view url) {
    canonical_pieces c;
    if (error const e = canonical(url, c); e.code != errc::ok) return e;
    std::vector<std::string> const paths = path_prefixes(c);
    std::vector<std::string> out;
    for (std::string_view host : host_suffixes(c)) {
        for (std::string const& path : paths) out.push_back(std::string(host).append(path));
    }
    return out;
}

result<std::vector<safe_browsing_hash>> safe_browsing_hashes(std::string_view url) {
    auto expressions = safe_browsing_expressions(url);
    if (!expressions) return expressions.error();
    std::vector<safe_browsing_hash> out(expressions->size());
    for (std::size_t i = 0; i < out.size(); ++i) {
        out[i].expression = std::move((*expressions)[i]);
        if (errc const e = detail::sha256(out[i].expression, out[i].sha256); e != errc::ok) return error{e, 0};
    }
    return out;
}

} // namespace urikit
