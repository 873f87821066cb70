// urikit's rfc3986 normalization against uriparser's uriNormalizeSyntax +
// uriToString. Every difference must be one of the listed deviations, each
// checked against what it claims; anything else fails the test.
#include <boost/test/unit_test.hpp>

#include <uriparser/Uri.h>

#include <cstdio>
#include <fstream>
#include <map>
#include <random>
#include <string>
#include <vector>

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/segments.hpp>

#include "data_files.hpp"
#include "random_reference.hpp"
#include "src/core/ip_text.hpp"
#include "uriparser_model.hpp"
#include "src/core/pct_normalize.hpp"

namespace {

using namespace urikit::test::uriparser_model;

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
    // resolution, §5.2); uriparser removes them from "../a/./b" (see
    // uriparser_remove_dots), and then even writes references that parse
    // differently: ".///1.2.3.4." becomes "//1.2.3.4." (an authority),
    // "b/../:x" becomes ":x" (not a reference).
    relative_reference_dots_removed,
    // RFC 3986 §5.2.4 step 2C replaces "/../" with "/", which stays: for
    // "mailto:./a/../b" the algorithm gives "/b"; uriparser, working on the
    // segment list of a rootless path, gives "b".
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

std::string ascii_lower(std::string_view s) {
    std::string r(s);
    for (auto& c : r) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c | 0x20) : c;
    return r;
}

// What uriparser writes for `in`, predicted from urikit's normalized form
// `ours` and the deviations that apply to this input. A deviation is only
// credited when the whole prediction is exactly uriparser's output.
struct prediction {
    std::string text;
    std::vector<deviation> applied;
};

// The path uriparser writes, and which deviation explains how ours differs.
void predict_path(urikit::uri_view const& in, urikit::uri_view const& ours, std::string& path,
                  std::vector<deviation>& applied) {
    std::string pct_path;
    urikit::detail::append_pct_normalized(pct_path, in.path());
    std::string const theirs = uriparser_remove_dots(pct_path, in.has_scheme(), in.has_authority());
    if (theirs == ours.path()) return;
    if (!in.has_scheme()) {
        applied.push_back(deviation::relative_reference_dots_removed); // §5.2: dots matter until resolution
    } else if (!ours.has_authority() && "/." + theirs == ours.path() && theirs.compare(0, 2, "//") == 0) {
        applied.push_back(deviation::path_becomes_authority);
    } else if (!pct_path.empty() && pct_path.front() != '/') {
        applied.push_back(deviation::rootless_path_loses_slash);
    }
    path = theirs;
}

prediction predict(urikit::uri_view const& in, urikit::uri_view const& ours) {
    using urikit::host_kind;
    prediction p;
    std::string host(ours.host()), path(ours.path());
    if (ours.host_kind() == host_kind::ipv6 && fully_expanded(host) != host) {
        host = fully_expanded(host);
        p.applied.push_back(deviation::ipv6_fully_expanded);
    }
    if (ours.host_kind() == host_kind::reg_name && ascii_lower(host) != host) {
        host = ascii_lower(host);
        p.applied.push_back(deviation::host_hex_not_uppercased);
    }
    bool const empty_port = in.has_port() && in.port().empty();
    if (empty_port) p.applied.push_back(deviation::empty_port_kept);
    predict_path(in, ours, path, p.applied);
    if (ours.has_scheme()) p.text += std::string(ours.scheme()) + ":";
    if (ours.has_authority()) {
        p.text += "//";
        if (ours.has_userinfo()) p.text += std::string(ours.userinfo()) + "@";
        p.text += host;
        if (ours.has_port()) p.text += ":" + std::string(ours.port());
        else if (empty_port) p.text += ":";
    }
    p.text += path;
    if (ours.has_query()) p.text += "?" + std::string(ours.query());
    if (ours.has_fragment()) p.text += "#" + std::string(ours.fragment());
    return p;
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
    std::string theirs;
    BOOST_TEST_REQUIRE(uriparser_normalize(input, theirs), "uriparser failed on \"" << input << '"');
    if (ours->str() == theirs) {
        ++t.agreed;
        return;
    }
    prediction const p = predict(*in, ours->view());
    BOOST_TEST((p.text == theirs && !p.applied.empty()),
               "unexplained: \"" << input << "\" -> urikit \"" << ours->str() << "\", uriparser \"" << theirs
                                 << "\", the listed deviations predict \"" << p.text << '"');
    if (p.text == theirs) {
        for (deviation d : p.applied) ++t.deviations[d];
    }
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
