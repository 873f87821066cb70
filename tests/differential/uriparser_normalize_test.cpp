// urikit's rfc3986 normalization against uriparser's uriNormalizeSyntax +
// uriToString. Every difference must be one of the listed deviations, each
// checked against what it claims; anything else fails the test.
#include <boost/test/unit_test.hpp>

#include <uriparser/Uri.h>

#include <fstream>
#include <map>
#include <random>
#include <string>

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

#include "data_files.hpp"
#include "random_reference.hpp"
#include "src/ipv6_text.hpp"

namespace {

enum class deviation {
    none,
    // RFC 3986 §6.2.3: an empty port and its ":" delimiter should be removed;
    // uriparser keeps "http://h:".
    empty_port_kept,
    // RFC 3986 §6.2.2.1: hex digits of percent-encodings are normalized to
    // uppercase in every component; uriparser leaves "%c3" in a host.
    host_hex_not_uppercased,
    // RFC 5952 §4 canonical IPv6 text; uriparser writes all eight groups
    // with leading zeros ("0000:...:0001").
    ipv6_fully_expanded,
    // RFC 3986 §6.2.2.3 applies remove_dot_segments to the path of a URI, and
    // §4.2 relative references are not URIs (their dot segments matter until
    // resolution, §5.2); uriparser removes them from "../a/./b", and then
    // even writes references that parse differently or not at all:
    // ".///1.2.3.4." becomes "//1.2.3.4." (an authority), "./:./+" becomes
    // ":./+" (not a reference).
    relative_reference_dots_removed,
    // RFC 3986 §5.2.4 step 2C replaces "/../" with "/", which stays: for
    // "mailto:./a/../b" the algorithm gives "/b"; uriparser gives "b".
    rootless_path_loses_slash,
    // RFC 3986 §3.3: without an authority the path cannot begin with "//";
    // uriparser turns "x:/..//a" into "x://a", where "a" becomes a host.
    path_becomes_authority,
};

char const* name(deviation d) {
    switch (d) {
    case deviation::none: return "none";
    case deviation::empty_port_kept: return "empty_port_kept";
    case deviation::host_hex_not_uppercased: return "host_hex_not_uppercased";
    case deviation::ipv6_fully_expanded: return "ipv6_fully_expanded";
    case deviation::relative_reference_dots_removed: return "relative_reference_dots_removed";
    case deviation::rootless_path_loses_slash: return "rootless_path_loses_slash";
    case deviation::path_becomes_authority: return "path_becomes_authority";
    }
    return "?";
}

bool uriparser_normalize(std::string_view s, std::string& out) {
    UriUriA u;
    char const* error_pos = nullptr;
    if (uriParseSingleUriExA(&u, s.data(), s.data() + s.size(), &error_pos) != URI_SUCCESS) return false;
    bool ok = uriNormalizeSyntaxA(&u) == URI_SUCCESS;
    int needed = 0;
    ok = ok && uriToStringCharsRequiredA(&u, &needed) == URI_SUCCESS;
    if (ok) {
        out.assign(static_cast<std::size_t>(needed) + 1, '\0');
        int written = 0;
        ok = uriToStringA(out.data(), &u, needed + 1, &written) == URI_SUCCESS;
        out.resize(written > 0 ? static_cast<std::size_t>(written) - 1 : 0);
    }
    uriFreeUriMembersA(&u);
    return ok;
}

bool has_dot_segment(std::string_view path) {
    for (std::string_view seg : {".", ".."}) {
        for (std::size_t i = 0; (i = path.find(seg, i)) != std::string_view::npos; ++i) {
            bool const starts = i == 0 || path[i - 1] == '/';
            std::size_t const end = i + seg.size();
            if (starts && (end == path.size() || path[end] == '/')) return true;
        }
    }
    return false;
}

std::string ascii_lower(std::string_view s) {
    std::string r(s);
    for (auto& c : r) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c | 0x20) : c;
    return r;
}

// Checks each claimed deviation on the components it concerns; returns the
// first that explains every difference, or none.
deviation explain(urikit::uri_view const& in, urikit::uri_view const& ours, urikit::uri_view const& theirs) {
    using urikit::host_kind;
    if (ours.scheme() != theirs.scheme() || ours.userinfo() != theirs.userinfo() || ours.query() != theirs.query() ||
        ours.fragment() != theirs.fragment() || ours.has_query() != theirs.has_query() ||
        ours.has_fragment() != theirs.has_fragment()) {
        return deviation::none;
    }
    if (!ours.has_authority() && theirs.has_authority()) {
        // ours: "/.//a/b"; theirs: "//a/b" read as authority "a"
        std::string rebuilt = "//" + std::string(theirs.authority()) + std::string(theirs.path());
        return ours.path().substr(0, 4) == "/.//" && ours.path().substr(2) == rebuilt ? deviation::path_becomes_authority
                                                                                      : deviation::none;
    }
    if (ours.has_authority() != theirs.has_authority()) return deviation::none;
    if (ours.host() != theirs.host()) {
        if (ours.host_kind() == host_kind::ipv6 && theirs.host_kind() == host_kind::ipv6) {
            auto strip = [](std::string_view h) { return h.substr(1, h.size() - 2); };
            if (urikit::detail::parse_ipv6(strip(ours.host())) == urikit::detail::parse_ipv6(strip(theirs.host()))) {
                return deviation::ipv6_fully_expanded;
            }
        }
        if (ascii_lower(ours.host()) == theirs.host()) return deviation::host_hex_not_uppercased;
        return deviation::none;
    }
    if (ours.has_port() != theirs.has_port() || ours.port() != theirs.port()) {
        return (!ours.has_port() && theirs.has_port() && theirs.port().empty() && in.has_port() && in.port().empty())
                   ? deviation::empty_port_kept
                   : deviation::none;
    }
    if (ours.path() != theirs.path()) {
        if (in.has_scheme() && !in.has_authority() && !in.path().empty() && in.path().front() != '/' &&
            ours.path() == "/" + std::string(theirs.path())) {
            return deviation::rootless_path_loses_slash;
        }
    }
    return deviation::none;
}

struct tally {
    std::size_t inputs = 0, agreed = 0;
    std::map<deviation, std::size_t> deviations;
};

void compare(std::string_view input, tally& t) {
    auto const in = urikit::parse_uri_reference(input);
    if (!in) return;
    ++t.inputs;
    auto const ours = urikit::normalize(*in, urikit::profile::rfc3986);
    BOOST_TEST_REQUIRE(ours.has_value());
    std::string theirs_text;
    BOOST_TEST_REQUIRE(uriparser_normalize(input, theirs_text), "uriparser failed on \"" << input << '"');
    if (ours->str() == theirs_text) {
        ++t.agreed;
        return;
    }
    deviation d = deviation::none;
    if (!in->has_scheme() && has_dot_segment(in->path()) && has_dot_segment(ours->view().path())) {
        d = deviation::relative_reference_dots_removed; // whatever uriparser made of it
    } else {
        auto const theirs = urikit::parse_uri_reference(theirs_text);
        BOOST_TEST_REQUIRE(theirs.has_value(), "uriparser wrote an invalid reference: \"" << theirs_text << '"');
        d = explain(*in, ours->view(), *theirs);
    }
    BOOST_TEST((d != deviation::none),
               "unexplained: \"" << input << "\" -> urikit \"" << ours->str() << "\", uriparser \"" << theirs_text << '"');
    if (d != deviation::none) ++t.deviations[d];
}

void report(std::string_view what, tally const& t) {
    std::string s;
    for (auto const& [d, n] : t.deviations) s += std::string(" ") + name(d) + "=" + std::to_string(n);
    BOOST_TEST_MESSAGE(what << ": " << t.inputs << " normalized, " << t.agreed << " identical;"
                            << (s.empty() ? " no deviations" : s));
}

} // namespace

BOOST_AUTO_TEST_SUITE(differential_uriparser_normalize)

BOOST_AUTO_TEST_CASE(uriparser_normalizes_every_data_line_alike_except_listed_deviations) {
    for (auto const& f : urikit::test::load_data_files()) {
        tally t;
        for (auto const& line : f.lines) compare(line, t);
        report(f.name, t);
    }
}

BOOST_AUTO_TEST_CASE(uriparser_normalizes_edge_cases_alike_except_listed_deviations) {
    tally t;
    std::ifstream in(URIKIT_EDGE_CASES);
    BOOST_TEST_REQUIRE(static_cast<bool>(in));
    for (std::string line; std::getline(in, line);) compare(line, t);
    for (char const* s : {"http://%c3%a9.com/", "../a/./b", "mailto:./a/../b", "x:/..//a", "http://h:/",
                          "http://[2001:db8::7]/"}) {
        compare(s, t);
    }
    report("edge cases", t);
    for (auto d : {deviation::empty_port_kept, deviation::host_hex_not_uppercased, deviation::ipv6_fully_expanded,
                   deviation::relative_reference_dots_removed, deviation::rootless_path_loses_slash,
                   deviation::path_becomes_authority}) {
        BOOST_TEST(t.deviations[d] > 0u, "deviation " << name(d) << " is listed but never seen");
    }
}

BOOST_AUTO_TEST_CASE(uriparser_normalizes_random_references_alike_except_listed_deviations) {
    std::mt19937 rng(5952);
    tally t;
    for (int i = 0; i < 100000; ++i) compare(urikit::test::random_reference(rng), t);
    report("random references", t);
}

BOOST_AUTO_TEST_SUITE_END()
