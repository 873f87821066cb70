// urikit crawl forms: the Internet Archive's canonicalization before its SURT
// key (internetarchive/surt 0.3.1: GoogleURLCanonicalizer, then
// IAURLCanonicalizer with its defaults). See ia_url.hpp.
#include <algorithm>
#include <vector>

#include "src/core/charsets.hpp"
#include "src/core/ascii_case.hpp"
#include "src/core/pct_codec.hpp"
#include "src/core/pct_normalize.hpp"
#include "src/core/scratch.hpp"
#include "src/crawl/google_canonical.hpp"
#include "src/crawl/ia_session_ids.hpp"
#include "src/crawl/ia_url.hpp"

namespace urikit::detail {

namespace {

struct ia_decode_scratch;
struct ia_normalize_scratch;
struct ia_pieces_scratch;
struct ia_sorted_scratch;

void to_lowercase(std::string& s) noexcept { write_ascii_lowercase(s.data(), s); }

// normalizePath: the first "/"-separated piece is dropped; "." pieces
// skipped; ".." drops the piece before it, or is kept when there is none;
// empty pieces dropped except the last; "/" in front.
void normalize_path(std::string& path) {
    scratch<ia_pieces_scratch, std::vector<std::string_view>> pieces;
    std::vector<std::string_view>& kept = pieces.get();
    std::string_view const p = path;
    for (std::size_t b = std::min(p.find('/'), p.size()); b < p.size();) {
        std::size_t const e = std::min(p.find('/', b + 1), p.size());
        std::string_view const piece = p.substr(b + 1, e - b - 1);
        if (piece == "..") {
            if (kept.empty()) kept.push_back(piece);
            else kept.pop_back();
        } else if (piece != ".") {
            kept.push_back(piece);
        }
        b = e;
    }
    scratch<ia_normalize_scratch> out;
    std::string& o = out.get();
    o.push_back('/');
    for (std::size_t i = 0; i + 1 < kept.size(); ++i) {
        if (!kept[i].empty()) o.append(kept[i]).push_back('/');
    }
    if (!kept.empty()) o.append(kept.back());
    path.assign(o);
}

// Whether normalizePath leaves `path` as it is: it begins with "/" and no
// "/" is followed by "/" or "." (no empty piece but the last, no "." or "..").
bool path_is_normal(std::string_view path) noexcept {
    if (!path.starts_with('/')) return false;
    for (std::size_t i = path.find('/'); i != std::string_view::npos; i = path.find('/', i + 1)) {
        if (i + 1 < path.size() && (path[i + 1] == '/' || path[i + 1] == '.')) return false;
    }
    return true;
}

// unescapeRepeatedly, normalizePath for a path under a host, then
// escapeOnce: every byte <= 0x20 or >= 0x7F, "#" and "%" escaped. Fast
// path: a text with no "%", nothing to escape and (as a path) already
// normal is its own result.
void unescape_then_escape(std::string& text, bool normalize_as_path) {
    bool const plain = grammar::outside_run<grammar::gs_escape>(text) == text.size(); // no '%' either
    if (plain && (!normalize_as_path || path_is_normal(text))) return;
    scratch<ia_decode_scratch> decoded;
    std::string& d = decoded.get();
    append_pct_decoded_repeatedly(d, text);
    if (normalize_as_path) normalize_path(d);
    text.clear();
    append_google_escaped(text, d);
}

// GoogleURLCanonicalizer: the fragment and userinfo are gone already.
error google_steps(ia_url& u) {
    if (!u.query.empty()) unescape_then_escape(u.query, false);
    if (error const e = ia_canonical_host(u); e.code != errc::ok) return e;
    if (!u.host.empty() || !u.path.empty()) unescape_then_escape(u.path, !u.host.empty()); // an empty path with a host: "/"
    return {};
}

// massageHost: a leading "www" + digits + "." removed.
void massage_host(std::string& host) {
    if (!host.starts_with("www")) return;
    std::size_t i = 3;
    while (i < host.size() && host[i] >= '0' && host[i] <= '9') ++i;
    if (i < host.size() && host[i] == '.') host.erase(0, i + 1);
}

bool parameter_less(std::string_view a, std::string_view b) noexcept {
    std::size_t const ea = std::min(a.find('='), a.size());
    std::size_t const eb = std::min(b.find('='), b.size());
    if (int const c = a.substr(0, ea).compare(b.substr(0, eb)); c != 0) return c < 0;
    if (ea == a.size() || eb == b.size()) return ea == a.size() && eb != b.size(); // no value first
    return a.substr(ea + 1) < b.substr(eb + 1);
}

// alphaReorderQuery: split at "&", each piece as (name, value) at its first
// "=", sorted as Python sorts tuples of bytes, joined again.
void reorder_query(std::string& query) {
    if (query.size() <= 1) return;
    scratch<ia_pieces_scratch, std::vector<std::string_view>> pieces;
    std::vector<std::string_view>& params = pieces.get();
    std::string_view const q = query;
    for (std::size_t b = 0;;) {
        std::size_t const e = std::min(q.find('&', b), q.size());
        params.push_back(q.substr(b, e - b));
        if (e == q.size()) break;
        b = e + 1;
    }
    std::sort(params.begin(), params.end(), parameter_less); // equal pairs are equal bytes: no stability needed
    scratch<ia_sorted_scratch> sorted;
    for (std::size_t i = 0; i < params.size(); ++i) {
        if (i > 0) sorted.get().push_back('&');
        sorted.get().append(params[i]);
    }
    query.assign(sorted.get());
}

// IAURLCanonicalizer with its defaults.
void ia_steps(ia_url& u, surt_options const& o) {
    to_lowercase(u.host);
    if (o.strip_www && !u.host.empty() && u.scheme != "dns") massage_host(u.host);
    if ((equals_ignoring_case(u.scheme, "http") && u.port == 80) || (equals_ignoring_case(u.scheme, "https") && u.port == 443)) {
        u.port = 0;
    }
    if (!u.path.empty()) {
        to_lowercase(u.path);
        strip_ia_path_session_ids(u.path);
        if (u.path.size() > 1 && u.path.back() == '/') u.path.pop_back();
    }
    if (!u.query.empty()) {
        strip_ia_query_session_ids(u.query);
        if (o.lowercase_query) to_lowercase(u.query);
        reorder_query(u.query);
    }
}

} // namespace

error ia_canonicalize(ia_url& u, surt_options const& o) {
    if (error const e = google_steps(u); e.code != errc::ok) return e;
    ia_steps(u, o);
    return {};
}

void release_if_large(ia_url& u) noexcept {
    for (std::string* s : {&u.scheme, &u.host, &u.path, &u.query}) {
        if (s->capacity() > scratch_keep_bytes) std::string().swap(*s);
    }
}

} // namespace urikit::detail
