// urikit crawl forms: the dedup profile (cache_key plus the steps of
// dedup_options, include/urikit/normalize.hpp), built through uri_builder
// so that the one writer writes the result.
#include <urikit/normalize.hpp>
#include <urikit/uri_builder.hpp>

#include "src/core/ascii_case.hpp"
#include "src/core/pct_codec.hpp"
#include "src/crawl/session_ids.hpp"

namespace urikit {

namespace {

// A tracking-list entry matches the decoded name (a trailing "*": a prefix).
bool is_tracking_name(std::string_view name, std::vector<std::string> const& list) {
    for (std::string const& entry : list) {
        std::string_view e = entry;
        bool const prefix = !e.empty() && e.back() == '*';
        if (prefix) e.remove_suffix(1);
        std::string lower(e);
        for (char& c : lower) c = detail::ascii_lower(c);
        if (prefix ? detail::starts_with_ignoring_case(name, lower) : detail::equals_ignoring_case(name, lower)) {
            return true;
        }
    }
    return false;
}

std::string decoded_name(std::string_view param) {
    std::string name;
    detail::append_pct_decoded(name, param.substr(0, param.find('=')));
    return name;
}

// The query without the parameters the options remove; false when none is.
bool filter_query(std::string_view query, dedup_options const& o, std::string& kept) {
    std::vector<std::pair<std::string_view, std::string>> params; // raw text, decoded name
    bool cfid = false;
    bool cftoken = false;
    for (std::size_t b = 0; b <= query.size();) {
        std::size_t const e = std::min(query.find('&', b), query.size());
        params.emplace_back(query.substr(b, e - b), decoded_name(query.substr(b, e - b)));
        cfid = cfid || detail::equals_ignoring_case(params.back().second, "cfid");
        cftoken = cftoken || detail::equals_ignoring_case(params.back().second, "cftoken");
        b = e + 1;
    }
    bool removed = false;
    bool first = true;
    for (auto const& [raw, name] : params) {
        detail::session_name const s = detail::classify_session_name(name);
        bool const session = s == detail::session_name::always || (s == detail::session_name::cf && cfid && cftoken);
        if ((o.session_ids && session) || (o.tracking_parameters && is_tracking_name(name, o.tracking))) {
            removed = true;
            continue;
        }
        if (!first) kept.push_back('&');
        kept.append(raw);
        first = false;
    }
    return removed;
}

// Leading "www." labels, while a "." is left after them.
std::string_view without_www(std::string_view host) noexcept {
    while (host.size() > 4 && host.substr(0, 4) == "www." && host.find('.', 4) != std::string_view::npos) {
        host.remove_prefix(4);
    }
    return host;
}

// Steps on the cache_key form `n`; `path_changed`: a session id left the path.
result<uri> apply_steps(uri const& n, dedup_options const& o, bool& path_changed) {
    uri_view const v = n.view();
    uri_builder b(v);
    if (o.session_ids) {
        std::string path(v.path());
        path.resize(detail::remove_path_session_ids(path.data(), path.size()));
        path_changed = path.size() != v.path().size();
        if (path_changed && b.set_encoded_path(path).code != errc::ok) return error{errc::invalid_path, 0};
    }
    if (v.has_query() && (o.session_ids || o.tracking_parameters)) {
        std::string kept;
        if (filter_query(v.query(), o, kept)) {
            if (kept.empty()) b.remove_query();
            else if (b.set_encoded_query(kept).code != errc::ok) return error{errc::invalid_query, 0};
        }
    }
    if (o.strip_www && v.host_kind() == host_kind::reg_name) {
        std::string_view const host = without_www(v.host());
        if (host.size() != v.host().size() && b.set_encoded_host(host).code != errc::ok) {
            return error{errc::invalid_host, 0};
        }
    }
    return b.build();
}

// Trailing "/" of a path after an authority removed, "/" kept for the root.
result<uri> without_trailing_slashes(uri n) {
    uri_view const v = n.view();
    std::string_view path = v.path();
    if (!v.has_authority() || path.size() < 2 || path.back() != '/') return n;
    while (path.size() > 1 && path.back() == '/') path.remove_suffix(1);
    uri_builder b(v);
    if (b.set_encoded_path(path).code != errc::ok) return error{errc::invalid_path, 0};
    return b.build();
}

} // namespace

result<uri> normalize_dedup(uri_view u, dedup_options const& o) {
    auto n = normalize(u, profile::cache_key);
    if (!n) return n.error();
    bool path_changed = false;
    auto stepped = apply_steps(*n, o, path_changed);
    if (!stepped) return stepped.error();
    if (path_changed) { // "/a/.;jsessionid=1/b" is now "/a/./b"
        stepped = normalize(stepped->view(), profile::cache_key);
        if (!stepped) return stepped.error();
    }
    if (!o.trailing_slash) return stepped;
    return without_trailing_slashes(std::move(stepped).value());
}

} // namespace urikit
