// urikit: RFC 3986 §5.2 reference resolution.
#include <urikit/resolve.hpp>

#include "remove_dot_segments.hpp"
#include "serialize.hpp"

namespace urikit {

namespace {

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

void write_authority(std::string& out, detail::component_writer& w, uri_view const& from) {
    out.append("//");
    if (from.has_userinfo()) {
        w.begin();
        out.append(from.userinfo());
        w.end(component::userinfo);
        out.push_back('@');
    }
    w.begin();
    out.append(from.host());
    w.end(component::host);
    w.parts().host_kind = from.host_kind();
    if (from.has_port()) {
        out.push_back(':');
        w.begin();
        out.append(from.port());
        w.end(component::port);
    }
}

void write_query(std::string& out, detail::component_writer& w, uri_view const& from) {
    if (!from.has_query()) return;
    out.push_back('?');
    w.begin();
    out.append(from.query());
    w.end(component::query);
}

} // namespace

error resolve_into(uri_view base, uri_view ref, std::string& out, components* parts_out) {
    if (!base.has_scheme()) return error{errc::base_not_absolute, 0};
    out.clear();
    detail::component_writer w(out);

    // §5.2.2 Transform References (strict: a scheme makes the reference absolute).
    uri_view const& scheme_from = ref.has_scheme() ? ref : base;
    w.begin();
    out.append(scheme_from.scheme());
    w.end(component::scheme);
    out.push_back(':');

    std::size_t path_begin = 0;
    bool has_authority = false;
    if (ref.has_scheme() || ref.has_authority()) {
        // T.authority = R.authority; T.path = remove_dot_segments(R.path); T.query = R.query
        has_authority = ref.has_authority();
        if (has_authority) write_authority(out, w, ref);
        w.begin();
        path_begin = out.size();
        detail::append_without_dot_segments(out, ref.path());
        detail::guard_path(out, path_begin, true, has_authority);
        w.end(component::path);
        write_query(out, w, ref);
    } else {
        has_authority = base.has_authority();
        if (has_authority) write_authority(out, w, base); // T.authority = Base.authority
        w.begin();
        path_begin = out.size();
        if (ref.path().empty()) {
            // T.path = Base.path; T.query = R.query if defined, else Base.query.
            // The base's own dot segments are removed too (a no-op for any
            // normalized base), so that no target ever holds a dot segment.
            detail::append_without_dot_segments(out, base.path());
            detail::guard_path(out, path_begin, true, has_authority);
            w.end(component::path);
            write_query(out, w, ref.has_query() ? ref : base);
        } else {
            if (ref.path().front() == '/') {
                detail::append_without_dot_segments(out, ref.path());
            } else {
                thread_local std::string merged; // reused: no allocation once warm
                merged.clear();
                merge(merged, base, ref.path());
                detail::append_without_dot_segments(out, merged);
            }
            detail::guard_path(out, path_begin, true, has_authority);
            w.end(component::path);
            write_query(out, w, ref);
        }
    }

    // T.fragment = R.fragment (never the base's)
    if (ref.has_fragment()) {
        out.push_back('#');
        w.begin();
        out.append(ref.fragment());
        w.end(component::fragment);
    }
    URIKIT_ASSERT(w.parts().check_invariants(out.size()));
    if (parts_out != nullptr) *parts_out = w.parts();
    return {};
}

result<uri> resolve(uri_view base, uri_view reference) {
    std::string out;
    out.reserve(base.string().size() + reference.string().size());
    components parts;
    error const e = resolve_into(base, reference, out, &parts);
    if (e.code != errc::ok) return e;
    return uri(std::move(out), parts);
}

} // namespace urikit
