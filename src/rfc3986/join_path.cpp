// urikit: segments appended to a base URI's path whatever its trailing
// slash (join_path.hpp), the new path written once (no segment-by-segment
// splicing: linear in the base and the segments), then set as the uri's
// encoded path, which checks it (§3.3) and guards it (a "//" path without
// an authority).
#include <urikit/join_path.hpp>

#include <urikit/pct.hpp>

#include "src/core/scratch.hpp"
#include "src/rfc3986/remove_dot_segments.hpp"
#include "src/rfc3986/uri_access.hpp"

namespace urikit {

namespace {

struct joined_path;

// The base's path without its trailing "/" (one empty last segment).
std::string_view base_path(uri_view const& u) noexcept {
    std::string_view p = u.path();
    if (!p.empty() && p.back() == '/') p.remove_suffix(1);
    return p;
}

// Appends the segments of `path` to `out` ("/" before each), or says where
// a dot segment is that `options` refuses. `colon_encoded`: the first
// segment's ":" as "%3A" (a rootless path of a reference without a scheme).
error append_segments(std::string_view path, join_options options, bool colon_encoded, std::string& out) {
    bool first = true;
    for (std::size_t b = 0; b <= path.size();) {
        std::size_t e = path.find('/', b);
        if (e == std::string_view::npos) e = path.size();
        std::string_view const segment = path.substr(b, e - b);
        bool const last = e == path.size();
        if (segment == "." || segment == "..") {
            if (options.dots == dot_segments::refuse) return error{errc::dot_segment, static_cast<std::uint32_t>(b)};
        }
        if (!segment.empty() || (last && b > 0 && path[b - 1] == '/' && !first)) { // a trailing "/" is kept
            out.push_back('/');
            std::size_t const from = out.size();
            pct_encode(segment, codec::path_segment, out);
            if (first && colon_encoded) {
                for (std::size_t k = out.find(':', from); k != std::string::npos; k = out.find(':', k)) {
                    out.replace(k, 1, "%3A");
                }
            }
            first = first && segment.empty();
        }
        b = e + 1;
    }
    return {};
}

} // namespace

error join_path_into(uri_ref const& base, std::string_view path, join_options options, std::string& out,
                     components* parts) {
    if (error const e = base.made(); e.code != errc::ok) {
        out.clear();
        return base.at_source(e);
    }
    uri_view const& b = base.view();
    uri u = b; // read before `out` is written: `base` and `path` may view it
    detail::scratch<joined_path> scratch;
    std::string& joined = scratch.get();
    joined.assign(base_path(b));
    bool const rootless = joined.empty() && !b.has_authority();
    if (error const e = append_segments(path, options, rootless && !b.has_scheme(), joined); e.code != errc::ok) {
        out.clear();
        return e;
    }
    if (rootless && !joined.empty()) joined.erase(0, 1); // no "/" before the first segment
    if (options.dots == dot_segments::resolve && detail::has_dot_segment(joined)) {
        joined.resize(detail::remove_dot_segments_in_place(joined.data(), joined.size()));
    }
    if (error const e = u.set_encoded_path(joined); e.code != errc::ok) {
        out.clear();
        return error{e.code, 0};
    }
    out.assign(u.str());
    if (parts != nullptr) *parts = u.parts();
    return {};
}

result<uri> join_path(uri_ref const& base, std::string_view path, join_options options) {
    return detail::uri_result(
        [&](std::string& out, components* parts) { return join_path_into(base, path, options, out, parts); });
}

} // namespace urikit
