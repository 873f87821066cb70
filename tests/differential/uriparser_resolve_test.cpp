// urikit's resolve against uriparser's uriAddBaseUriExA (URI_RESOLVE_STRICTLY)
// on references made from the data lines. Every difference must be one of
// the listed deviations, each checked against what it claims.
#include <boost/test/unit_test.hpp>

#include <uriparser/Uri.h>

#include <map>
#include <random>
#include <string>

#include <urikit/parse.hpp>
#include <urikit/resolve.hpp>

#include "data_files.hpp"
#include "random_reference.hpp"
#include "src/ipv6_text.hpp"
#include "src/remove_dot_segments.hpp"

namespace {

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

deviation explain(urikit::uri_view const& base, urikit::uri_view const& ref, std::string const& ours,
                  std::string const& theirs) {
    // ours "s:/.//x", theirs "s://x"
    if (ours.size() == theirs.size() + 2) {
        auto const colon = ours.find(':');
        if (ours.compare(colon + 1, 4, "/.//") == 0 && ours.substr(0, colon + 1) + ours.substr(colon + 3) == theirs) {
            return deviation::path_becomes_authority;
        }
    }
    auto const o = urikit::parse_uri(ours);
    auto const t = urikit::parse_uri(theirs);
    if (!o || !t) return deviation::none;
    bool const same_tail = o->query() == t->query() && o->has_query() == t->has_query() &&
                           o->fragment() == t->fragment() && o->has_fragment() == t->has_fragment();
    bool const same_authority = o->authority() == t->authority() && o->has_authority() == t->has_authority();
    if (o->scheme() != t->scheme() || !same_tail) return deviation::none;
    if (!same_authority) {
        auto strip = [](std::string_view h) { return h.substr(1, h.size() - 2); };
        bool const same_ipv6 = o->host_kind() == urikit::host_kind::ipv6 && t->host_kind() == urikit::host_kind::ipv6 &&
                               o->userinfo() == t->userinfo() && o->port() == t->port() &&
                               urikit::detail::parse_ipv6(strip(o->host())) == urikit::detail::parse_ipv6(strip(t->host()));
        return same_ipv6 && o->path() == t->path() ? deviation::ipv6_rewritten : deviation::none;
    }
    if (t->path() == "/." + std::string(o->path())) return deviation::dot_segment_left;
    // the path given to remove_dot_segments was rootless (from a rootless
    // reference with a scheme, or merged with a base without authority)
    if (!o->has_authority() && (ref.path().empty() || ref.path().front() != '/') &&
        o->path() == "/" + std::string(t->path())) {
        return deviation::rootless_path_loses_slash;
    }
    if (!ref.has_scheme() && !ref.has_authority() && ref.path().empty()) {
        std::string cleaned;
        urikit::detail::append_without_dot_segments(cleaned, base.path());
        if (cleaned != base.path()) return deviation::base_dot_segments_removed;
    }
    return deviation::none;
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
    auto const ours = urikit::resolve(*base, *ref);
    BOOST_TEST_REQUIRE(ours.has_value());
    std::string theirs;
    BOOST_TEST_REQUIRE(uriparser_resolve(base_text, ref_text, theirs),
                       "uriparser failed on " << base_text << " + " << ref_text);
    if (ours->str() == theirs) {
        ++t.agreed;
        return;
    }
    deviation const d = explain(*base, *ref, ours->str(), theirs);
    BOOST_TEST((d != deviation::none), "unexplained: \"" << base_text << "\" + \"" << ref_text << "\" -> urikit \""
                                                         << ours->str() << "\", uriparser \"" << theirs << '"');
    if (d != deviation::none) ++t.deviations[d];
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
    BOOST_TEST(t.deviations[deviation::path_becomes_authority] > 0u);
}

BOOST_AUTO_TEST_SUITE_END()
