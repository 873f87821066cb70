// urikit: RFC 3986 §5.2 reference resolution, written through the one writer.
#include <urikit/resolve.hpp>

#include "src/core/scratch.hpp"
#include "src/core/view_access.hpp"
#include "src/core/writer.hpp"
#include "src/rfc3986/path_guard.hpp"
#include "src/rfc3986/remove_dot_segments.hpp"

namespace urikit {

namespace {

struct merged_path_scratch;
struct aliased_output_scratch;

using detail::writer;

// §5.2.3 Merge Paths.
void merge(std::string& out, uri_view const& base, std::string_view ref_path) {
    if (base.has_authority() && base.path().empty()) {
        out.push_back('/');
    } else {
        std::string_view const bp = base.path();
        std::size_t const slash = bp.rfind('/');
        if (slash != std::string_view::npos) out.append(bp.substr(0, slash + 1));
    }
    out.append(ref_path);
}

void write_component(writer& w, uri_view const& from, component c) {
    w.open(from.parts().begin(c));
    w.append(from.get(c));
    w.close(c);
}

void write_authority(writer& w, uri_view const& from) {
    w.append("//");
    if (from.has_userinfo()) {
        write_component(w, from, component::userinfo);
        w.put('@');
    }
    write_component(w, from, component::host);
    w.set_host_kind(from.host_kind());
    if (from.has_port()) {
        w.put(':');
        write_component(w, from, component::port);
    }
}

void write_query(writer& w, uri_view const& from) {
    if (!from.has_query()) return;
    w.put('?');
    write_component(w, from, component::query);
}

// T.path: `path` without its dot segments, guarded so it stays a path.
void write_path(writer& w, std::string_view path, std::uint32_t source, bool has_authority) {
    w.open(source);
    std::size_t const begin = w.size();
    detail::write_without_dot_segments(w, path);
    detail::guard_path(w, begin, true, has_authority);
    w.close(component::path);
}

// §5.2.2 for a reference without scheme and authority: the base's
// authority, a path from both, the query of one of them.
void write_relative_target(writer& w, uri_view const& base, uri_view const& ref) {
    bool const has_authority = base.has_authority();
    if (has_authority) write_authority(w, base); // T.authority = Base.authority
    std::uint32_t const ref_path_at = ref.parts().begin(component::path);
    if (ref.path().empty()) {
        // T.path = Base.path; T.query = R.query if defined, else Base.query.
        // The base's own dot segments are removed too (a no-op for any
        // normalized base), so that no target ever holds a dot segment.
        write_path(w, base.path(), ref_path_at, has_authority);
        write_query(w, ref.has_query() ? ref : base);
        return;
    }
    if (ref.path().front() == '/') {
        write_path(w, ref.path(), ref_path_at, has_authority);
    } else {
        detail::scratch<merged_path_scratch> merged; // reused: no allocation once warm
        merge(merged.get(), base, ref.path());
        write_path(w, merged.get(), ref_path_at, has_authority);
    }
    write_query(w, ref);
}

error write_target(uri_view const& base, uri_view const& ref, std::string& out, components* parts_out) {
    writer w(out);
    w.reserve(base.string().size() + ref.string().size() + 2);
    // §5.2.2 Transform References (strict: a scheme makes the reference absolute).
    write_component(w, ref.has_scheme() ? ref : base, component::scheme);
    w.put(':');
    if (ref.has_scheme() || ref.has_authority()) {
        // T.authority = R.authority; T.path = remove_dot_segments(R.path); T.query = R.query
        if (ref.has_authority()) write_authority(w, ref);
        write_path(w, ref.path(), ref.parts().begin(component::path), ref.has_authority());
        write_query(w, ref);
    } else {
        write_relative_target(w, base, ref);
    }
    // T.fragment = R.fragment (never the base's)
    if (ref.has_fragment()) {
        w.put('#');
        write_component(w, ref, component::fragment);
    }
    return w.finish(parts_out);
}

} // namespace

error resolve_into(uri_view base, uri_view ref, std::string& out, components* parts) {
    if (!base.has_scheme()) {
        out.clear();
        return error{errc::base_not_absolute, 0};
    }
    if (detail::aliases(out, base.string()) || detail::aliases(out, ref.string())) {
        // `out` holds text being read: write elsewhere, then replace it.
        detail::scratch<aliased_output_scratch> other;
        error const e = write_target(base, ref, other.get(), parts);
        if (e.code == errc::ok) out.assign(other.get());
        else out.clear();
        return e;
    }
    out.clear();
    return write_target(base, ref, out, parts);
}

result<uri> resolve(uri_view base, uri_view reference) {
    std::string out;
    components parts;
    error const e = resolve_into(base, reference, out, &parts);
    if (e.code != errc::ok) return e;
    return detail::view_access::make_uri(std::move(out), parts);
}

} // namespace urikit
