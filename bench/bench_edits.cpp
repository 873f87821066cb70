// A reference's edits in place, side by side: each line parsed as an RFC
// 3986 reference and copied into a reused owning reference, then one edit
// (urikit's uri and Boost.URL's url): the host, the path, a segment
// appended, a parameter set (plain values, encoded as their component
// needs); "copy" is the parse and the copy alone, to subtract.
#include "side_by_side.hpp"

#include <string_view>

#include <boost/url/parse.hpp>
#include <boost/url/url.hpp>

#include <urikit/parse.hpp>
#include <urikit/uri.hpp>

namespace urikit::bench {

namespace {

// The line's reference in a reused uri (its capacity kept), or nullptr.
urikit::uri* urikit_copy_of(std::string_view s) {
    static urikit::uri u;
    auto const r = urikit::parse_uri_reference(s);
    if (!r) return nullptr;
    u = *r;
    return &u;
}

boost::urls::url* boost_url_copy_of(std::string_view s) {
    static boost::urls::url u;
    auto const r = boost::urls::parse_uri_reference(boost::urls::string_view(s.data(), s.size()));
    if (!r) return nullptr;
    u = *r;
    return &u;
}

// Only lines with an authority take a host, and one without a path that
// begins with "/" takes no authority (both libraries refuse it or write it
// otherwise): the set judged is the lines both accept.
template <class Edit>
std::size_t urikit_edit(std::string_view s, Edit edit) {
    urikit::uri* const u = urikit_copy_of(s);
    if (u == nullptr || !u->has_authority()) return 0;
    return edit(*u) ? 0 : u->str().size() + 1;
}

template <class Edit>
std::size_t boost_url_edit(std::string_view s, Edit edit) {
    boost::urls::url* const u = boost_url_copy_of(s);
    if (u == nullptr || !u->has_authority()) return 0;
    edit(*u);
    return u->buffer().size() + 1;
}

std::size_t urikit_copy(std::string_view s) { return urikit_edit(s, [](urikit::uri&) { return urikit::error{}; }); }
std::size_t urikit_set_host(std::string_view s) {
    return urikit_edit(s, [](urikit::uri& u) { return u.set_host("example.net"); });
}
std::size_t urikit_set_path(std::string_view s) {
    return urikit_edit(s, [](urikit::uri& u) { return u.set_path("/a b/c"); });
}
std::size_t urikit_append_segment(std::string_view s) {
    return urikit_edit(s, [](urikit::uri& u) { return u.append_segment("x y"); });
}
std::size_t urikit_set_param(std::string_view s) {
    return urikit_edit(s, [](urikit::uri& u) { return u.set_param("k", "v w"); });
}

std::size_t boost_url_copy(std::string_view s) { return boost_url_edit(s, [](boost::urls::url&) {}); }
std::size_t boost_url_set_host(std::string_view s) {
    return boost_url_edit(s, [](boost::urls::url& u) { u.set_host("example.net"); });
}
std::size_t boost_url_set_path(std::string_view s) {
    return boost_url_edit(s, [](boost::urls::url& u) { u.set_path("/a b/c"); });
}
std::size_t boost_url_append_segment(std::string_view s) {
    return boost_url_edit(s, [](boost::urls::url& u) { u.segments().push_back("x y"); });
}
std::size_t boost_url_set_param(std::string_view s) {
    return boost_url_edit(s, [](boost::urls::url& u) { u.params().set("k", "v w"); });
}

constexpr contestant contestants[] = {
    {"urikit_copy", urikit_copy},
    {"urikit_set_host", urikit_set_host},
    {"urikit_set_path", urikit_set_path},
    {"urikit_append_segment", urikit_append_segment},
    {"urikit_set_param", urikit_set_param},
    {"boost_url_copy", boost_url_copy},
    {"boost_url_set_host", boost_url_set_host},
    {"boost_url_set_path", boost_url_set_path},
    {"boost_url_append_segment", boost_url_append_segment},
    {"boost_url_set_param", boost_url_set_param},
};

} // namespace

side_by_side& edits_job() {
    static side_by_side job("edits", contestants);
    return job;
}

} // namespace urikit::bench
