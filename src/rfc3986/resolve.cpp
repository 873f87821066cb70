// urikit: RFC 3986 §5.2 reference resolution, written through the one
// writer's raw cursor (the target is never longer than base and reference
// together, plus a few bytes).
#include <urikit/resolve.hpp>

#include <cstring>

#include "grammar/split.hpp"
#include "src/rfc3986/uri_access.hpp"
#include "src/core/authority_writer.hpp"
#include "src/core/produce.hpp"
#include "src/core/scratch.hpp"
#include "src/core/view_access.hpp"
#include "src/core/writer.hpp"
#include "src/rfc3986/path_guard.hpp"
#include "src/rfc3986/remove_dot_segments.hpp"

namespace urikit {

namespace {

struct aliased_output_scratch;

using detail::raw_cursor;
using detail::writer;

// What the target can add to the bytes of base and reference: "/" before a
// merged path and the two bytes of a "/." guard.
constexpr std::size_t added_bytes = 4;

void write_component(raw_cursor& r, uri_view const& from, component c) {
    r.open(from.parts().begin(c));
    r.append(from.get(c));
    r.close(c);
}

void write_authority(raw_cursor& r, uri_view const& from) {
    detail::write_authority(r, from.has_userinfo(), from.has_port(), [&](raw_cursor& w, component c) {
        write_component(w, from, c);
        if (c == component::host) w.set_host_kind(from.host_kind());
    });
}

void write_query(raw_cursor& r, uri_view const& from) {
    if (!from.has_query()) return;
    r.put('?');
    write_component(r, from, component::query);
}

// §5.2.3 Merge Paths, written at the cursor.
void write_merged(raw_cursor& r, uri_view const& base, std::string_view ref_path) {
    if (base.has_authority() && base.path().empty()) {
        r.put('/');
    } else {
        std::string_view const bp = base.path();
        std::size_t const slash = bp.rfind('/');
        if (slash != std::string_view::npos) r.append(bp.substr(0, slash + 1));
    }
    r.append(ref_path);
}

// False when the fast split that made u proved its path free of dot segments.
bool may_hold_dot_segment(uri_view const& u) noexcept {
    return (detail::uri_access::facts(u) & grammar::no_dot_segment_start) == 0;
}

// T.path: what was written since `b`, without its dot segments (§5.2.4, in
// place; looked for unless the path is one the fast split proved free of
// them), then guarded so that it stays a path.
void finish_path(raw_cursor& r, char* b, bool has_authority, bool maybe_dot_segment = true) {
    std::size_t size = static_cast<std::size_t>(r.cursor() - b);
    if (maybe_dot_segment && detail::has_dot_segment(std::string_view(b, size))) {
        size = detail::remove_dot_segments_in_place(b, size);
    }
    std::string_view const guard = has_authority ? std::string_view() : detail::path_guard(std::string_view(b, size), true);
    if (!guard.empty()) {
        std::memmove(b + guard.size(), b, size);
        std::memcpy(b, guard.data(), guard.size());
        size += guard.size();
    }
    r.cursor() = b + size;
    r.close(component::path);
}

// §5.2.2 for a reference without scheme and authority: the base's
// authority, a path from both, the query of one of them.
void write_relative_target(raw_cursor& r, uri_view const& base, uri_view const& ref) {
    bool const has_authority = base.has_authority();
    if (has_authority) write_authority(r, base); // T.authority = Base.authority
    r.open(ref.parts().begin(component::path));
    char* const path_begin = r.cursor();
    if (ref.path().empty()) {
        // T.path = Base.path; T.query = R.query if defined, else Base.query.
        // The base's own dot segments are removed too (a no-op for any
        // normalized base), so that no target ever holds a dot segment.
        r.append(base.path());
        finish_path(r, path_begin, has_authority, may_hold_dot_segment(base));
        write_query(r, ref.has_query() ? ref : base);
        return;
    }
    if (ref.path().front() == '/') r.append(ref.path());
    else write_merged(r, base, ref.path());
    finish_path(r, path_begin, has_authority);
    write_query(r, ref);
}

error write_target(uri_view const& base, uri_view const& ref, std::string& out, components* parts_out) {
    writer w(out, writer::replace_tag{});
    {
        raw_cursor r(w, base.str().size() + ref.str().size() + added_bytes);
        // §5.2.2 Transform References (strict: a scheme makes the reference absolute).
        write_component(r, ref.has_scheme() ? ref : base, component::scheme);
        r.put(':');
        if (ref.has_scheme() || ref.has_authority()) {
            // T.authority = R.authority; T.path = remove_dot_segments(R.path); T.query = R.query
            if (ref.has_authority()) write_authority(r, ref);
            r.open(ref.parts().begin(component::path));
            char* const path_begin = r.cursor();
            r.append(ref.path());
            finish_path(r, path_begin, ref.has_authority(), may_hold_dot_segment(ref));
            write_query(r, ref);
        } else {
            write_relative_target(r, base, ref);
        }
        // T.fragment = R.fragment (never the base's)
        if (ref.has_fragment()) {
            r.put('#');
            write_component(r, ref, component::fragment);
        }
        r.done();
    }
    return w.finish(parts_out);
}

} // namespace

error uri_view::write_resolved(uri_view const& ref, std::string& out, components* parts) const {
    uri_view const& base = *this;
    if (!base.has_scheme()) {
        out.clear();
        return error{errc::base_not_absolute, 0};
    }
    return detail::write_over<aliased_output_scratch>(
        out, {base.str(), ref.str()}, [&](std::string& o) { return write_target(base, ref, o, parts); });
}

result<uri> uri_view::resolve_reference(uri_view const& reference) const {
    return detail::uri_result([&](std::string& out, components* parts) { return write_resolved(reference, out, parts); });
}

} // namespace urikit
