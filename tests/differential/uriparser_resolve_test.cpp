// urikit's resolve against uriparser's uriAddBaseUriExA (URI_RESOLVE_STRICTLY)
// on references made from the data lines. Every difference must be one of
// the listed deviations, each checked against what it claims.
#include <boost/test/unit_test.hpp>

#include <uriparser/Uri.h>

#include <cstdio>
#include <map>
#include <random>
#include <string>
#include <vector>

#include <urikit/parse.hpp>
#include <urikit/resolve.hpp>
#include <urikit/segments.hpp>

#include "data_files.hpp"
#include "random_reference.hpp"
#include "src/core/ip_text.hpp"
#include "uriparser_model.hpp"

namespace {

using namespace urikit::test::uriparser_model;

enum class deviation {
    none,
    // RFC 3986 §3.3: without an authority a path cannot begin with "//";
    // uriparser writes "foo:/a/b" + "..//evil" as "foo://evil", where "evil"
    // becomes a host. urikit writes "foo:/.//evil".
    path_becomes_authority,
    // urikit removes the dot segments of the base path when the reference
    // path is empty (documented in resolve.hpp: no target holds a dot
    // segment); §5.2.2 copies Base.path as it is, and so does uriparser.
    base_dot_segments_removed,
    // RFC 3986 §5.2.4 leaves no "." segment; after a ".." that reaches the
    // root uriparser keeps one: "s:/b/c" + ".." gives "s:/./" (urikit "s:/",
    // as §5.4.1's ".." -> "http://a/b/" pattern), "s://a/b/c" + "..//x" gives
    // "s://a/.//x" (urikit "s://a//x").
    dot_segment_left,
    // RFC 3986 §5.2.2 takes the authority as written; uriparser's uriToString
    // writes an IPv6 literal in its own expanded form ("[2001:db8::7]" ->
    // "[2001:0db8:0000:...]"), the same address.
    ipv6_rewritten,
    // RFC 3986 §5.2.4 step 2C replaces "/../" with "/", which stays: a
    // rootless base "node:module" + "./a/../b" merges to "a/../b" and gives
    // "node:/b"; uriparser gives "node:b" (also "x:a/.." -> "x:/" vs "x:").
    rootless_path_loses_slash,
};

char const* name(deviation d) {
    switch (d) {
    case deviation::none: return "none";
    case deviation::path_becomes_authority: return "path_becomes_authority";
    case deviation::base_dot_segments_removed: return "base_dot_segments_removed";
    case deviation::dot_segment_left: return "dot_segment_left";
    case deviation::ipv6_rewritten: return "ipv6_rewritten";
    case deviation::rootless_path_loses_slash: return "rootless_path_loses_slash";
    }
    return "?";
}

struct uri_holder {
    UriUriA uri{};
    bool ok = false;
    explicit uri_holder(std::string_view s) {
        char const* error_pos = nullptr;
        ok = uriParseSingleUriExA(&uri, s.data(), s.data() + s.size(), &error_pos) == URI_SUCCESS;
    }
    uri_holder() = default;
    ~uri_holder() {
        if (ok) uriFreeUriMembersA(&uri);
    }
    uri_holder(uri_holder const&) = delete;
    uri_holder& operator=(uri_holder const&) = delete;
};

bool uriparser_resolve(std::string_view base, std::string_view ref, std::string& out) {
    uri_holder b(base), r(ref), t;
    if (!b.ok || !r.ok) return false;
    if (uriAddBaseUriExA(&t.uri, &r.uri, &b.uri, URI_RESOLVE_STRICTLY) != URI_SUCCESS) return false;
    t.ok = true;
    int needed = 0;
    if (uriToStringCharsRequiredA(&t.uri, &needed) != URI_SUCCESS) return false;
    out.assign(static_cast<std::size_t>(needed) + 1, '\0');
    int written = 0;
    if (uriToStringA(out.data(), &t.uri, needed + 1, &written) != URI_SUCCESS) return false;
    out.resize(written > 0 ? static_cast<std::size_t>(written) - 1 : 0);
    return true;
}

bool has_dotdot_segment(std::string_view path) {
    for (std::string_view seg : urikit::path_segments(path)) {
        if (seg == "..") return true;
    }
    return false;
}

// The path §5.2.2 hands to remove_dot_segments (§5.2.3 merge included).
std::string path_before_dot_removal(urikit::uri_view const& base, urikit::uri_view const& ref) {
    if (ref.has_scheme() || ref.has_authority()) return std::string(ref.path());
    if (ref.path().empty()) return std::string(base.path());
    if (ref.path().front() == '/') return std::string(ref.path());
    if (base.has_authority() && base.path().empty()) return "/" + std::string(ref.path());
    std::size_t const slash = base.path().rfind('/');
    return std::string(slash == std::string_view::npos ? "" : base.path().substr(0, slash + 1)) + std::string(ref.path());
}

// What uriparser writes for base + ref, predicted from urikit's target and
// the deviations that apply to this pair; with `dot_left`, also the "/."
// uriparser leaves when a ".." climbed to the root. A deviation is only
// credited when the whole prediction is exactly uriparser's output.
struct prediction {
    std::string text;
    std::vector<deviation> applied;
};

prediction predict(urikit::uri_view const& base, urikit::uri_view const& ref, urikit::uri_view const& ours,
                   bool dot_left) {
    prediction p;
    std::string host(ours.host()), path(ours.path());
    std::string const input_path = path_before_dot_removal(base, ref);
    if (!ref.has_scheme() && !ref.has_authority() && ref.path().empty() &&
        rfc_remove_dot_segments(std::string(base.path())) != base.path()) {
        path = base.path(); // §5.2.2 as written: Base.path as it is
        p.applied.push_back(deviation::base_dot_segments_removed);
    } else if (!input_path.empty() && input_path.front() != '/' && uriparser_remove_dots(input_path, true, false) != path) {
        path = uriparser_remove_dots(input_path, true, false); // on the segment list: no "/" in front
        p.applied.push_back(deviation::rootless_path_loses_slash);
    }
    if (!ours.has_authority() && path.compare(0, 4, "/.//") == 0) {
        path.erase(0, 2);
        p.applied.push_back(deviation::path_becomes_authority);
    }
    if (dot_left && has_dotdot_segment(input_path)) {
        path = "/." + path;
        p.applied.push_back(deviation::dot_segment_left);
    }
    if (ours.host_kind() == urikit::host_kind::ipv6 && fully_expanded(host) != host) {
        host = fully_expanded(host);
        p.applied.push_back(deviation::ipv6_rewritten);
    }
    p.text = std::string(ours.scheme()) + ":";
    if (ours.has_authority()) {
        p.text += "//";
        if (ours.has_userinfo()) p.text += std::string(ours.userinfo()) + "@";
        p.text += host;
        if (ours.has_port()) p.text += ":" + std::string(ours.port());
    }
    p.text += path;
    if (ours.has_query()) p.text += "?" + std::string(ours.query());
    if (ours.has_fragment()) p.text += "#" + std::string(ours.fragment());
    return p;
}

struct tally {
    std::size_t pairs = 0, agreed = 0;
    std::map<deviation, std::size_t> deviations;
};

void compare(std::string_view base_text, std::string_view ref_text, tally& t) {
    auto const base = urikit::parse_uri(base_text);
    auto const ref = urikit::parse_uri_reference(ref_text);
    if (!base || !ref) return;
    ++t.pairs;
    auto const ours = base->resolve(*ref);
    BOOST_TEST_REQUIRE(ours.has_value());
    std::string theirs;
    BOOST_TEST_REQUIRE(uriparser_resolve(base_text, ref_text, theirs),
                       "uriparser failed on " << base_text << " + " << ref_text);
    if (ours->str() == theirs) {
        ++t.agreed;
        return;
    }
    prediction p = predict(*base, *ref, ours->view(), false);
    if (p.text != theirs) p = predict(*base, *ref, ours->view(), true);
    BOOST_TEST((p.text == theirs && !p.applied.empty()),
               "unexplained: \"" << base_text << "\" + \"" << ref_text << "\" -> urikit \"" << ours->str()
                                << "\", uriparser \"" << theirs << "\", the listed deviations predict \"" << p.text << '"');
    if (p.text == theirs) {
        for (deviation d : p.applied) ++t.deviations[d];
    }
}

void report(std::string_view what, tally const& t) {
    std::string s;
    for (auto const& [d, n] : t.deviations) s += std::string(" ") + name(d) + "=" + std::to_string(n);
    BOOST_TEST_MESSAGE(what << ": " << t.pairs << " resolutions, " << t.agreed << " identical;"
                            << (s.empty() ? " no deviations" : s));
}

} // namespace

BOOST_AUTO_TEST_SUITE(differential_uriparser_resolve)

BOOST_AUTO_TEST_CASE(uriparser_resolves_data_references_alike_except_listed_deviations) {
    char const* const bases[] = {"http://a/b/c/d;p?q", "https://example.com", "file:///usr/lib/x", "mailto:a@b",
                                 "foo:/x/y", "http://u@h:8/a/b/../c?q#f"};
    char const* const refs[] = {"../g", "./a/../b", "../../../../x", "?q", "#f", "", "//h/./p", "g;x?y#s", "http:g"};
    for (auto const& f : urikit::test::load_data_files()) {
        tally t;
        for (std::size_t i = 0; i < f.lines.size(); i += 2) {
            for (char const* b : bases) compare(b, f.lines[i], t);
            for (char const* r : refs) compare(f.lines[i], r, t);
        }
        report(f.name, t);
    }
}

BOOST_AUTO_TEST_CASE(uriparser_resolves_random_references_alike_except_listed_deviations) {
    std::mt19937 rng(3986);
    tally t;
    for (int i = 0; i < 100000; ++i) {
        std::string const b = urikit::test::random_reference(rng);
        std::string const r = urikit::test::random_reference(rng);
        compare(b, r, t);
        compare("s://a/b/c", r, t);
        compare("s:/b/c", r, t);
    }
    report("random references", t);
    // Each listed deviation is real: these references show every one.
    for (auto d : {deviation::path_becomes_authority, deviation::base_dot_segments_removed, deviation::dot_segment_left,
                   deviation::ipv6_rewritten, deviation::rootless_path_loses_slash}) {
        BOOST_TEST(t.deviations[d] > 0u, "deviation " << name(d) << " is listed but never seen");
    }
}

BOOST_AUTO_TEST_SUITE_END()
