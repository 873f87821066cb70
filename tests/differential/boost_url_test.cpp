// urikit against Boost.URL 1.81 (parse_uri_reference): verdicts and every
// component. Each difference must be one of the listed deviations, where
// Boost.URL contradicts the RFC 3986 ABNF; anything else fails the test.
#include <boost/test/unit_test.hpp>

#include <boost/url/parse.hpp>
#include <boost/url/url_view.hpp>

#include <fstream>
#include <map>
#include <random>
#include <string>

#include <urikit/parse.hpp>

#include "data_files.hpp"
#include "random_reference.hpp"

namespace bu = boost::urls;

namespace {

// Why Boost.URL 1.81 may disagree, each with the rule it breaks.
enum class deviation {
    none,
    // RFC 3986 §3.3: "If a URI contains an authority component, then the path
    // component must either be empty or begin with a slash ("/") character"
    // (path-abempty). Boost.URL 1.81 ends the authority where its host or port
    // grammar stops and accepts whatever follows as the path: "http://a:8x/"
    // (port "8", path "x/"), "http://1.2.3.4.5/" (IPv4 host, path ".5/"),
    // "http://u@h@x/" (path "@x/").
    path_after_authority_without_slash,
    // RFC 5234 §2.3: ABNF quoted strings are case-insensitive, so IPvFuture's
    // "v" also matches "V" ("[V1.x]"); Boost.URL 1.81 only accepts "v".
    uppercase_v_in_ipvfuture,
};

char const* name(deviation d) {
    switch (d) {
    case deviation::none: return "none";
    case deviation::path_after_authority_without_slash: return "path_after_authority_without_slash";
    case deviation::uppercase_v_in_ipvfuture: return "uppercase_v_in_ipvfuture";
    }
    return "?";
}

urikit::host_kind boost_kind(bu::host_type t) {
    switch (t) {
    case bu::host_type::name: return urikit::host_kind::reg_name;
    case bu::host_type::ipv4: return urikit::host_kind::ipv4;
    case bu::host_type::ipv6: return urikit::host_kind::ipv6;
    case bu::host_type::ipvfuture: return urikit::host_kind::ipvfuture;
    case bu::host_type::none: break;
    }
    return urikit::host_kind::none;
}

// Empty string when both agree, else what differs.
std::string compare_components(urikit::uri_view const& u, bu::url_view const& b) {
    std::string diff;
    auto same = [&](char const* what, bool uh, std::string_view uv, bool bh, std::string_view bv) {
        if (uh != bh || (uh && uv != bv)) diff += std::string(" ") + what;
    };
    same("scheme", u.has_scheme(), u.scheme(), b.has_scheme(), b.scheme());
    same("userinfo", u.has_userinfo(), u.userinfo(), b.has_userinfo(), b.encoded_userinfo());
    same("host", u.has_authority(), u.host(), b.has_authority(), b.encoded_host());
    if (u.host_kind() != boost_kind(b.host_type())) diff += " host_kind";
    same("port", u.has_port(), u.port(), b.has_port(), b.port());
    same("path", true, u.path(), true, b.encoded_path());
    same("query", u.has_query(), u.query(), b.has_query(), b.encoded_query());
    same("fragment", u.has_fragment(), u.fragment(), b.has_fragment(), b.encoded_fragment());
    return diff;
}

// Decides which listed deviation explains a difference, checking the rule
// itself rather than trusting the peer.
deviation explain(std::string_view input, urikit::result<urikit::uri_view> const& u,
                  boost::system::result<bu::url_view> const& b) {
    if (b && !u) {
        std::string_view const path = b->encoded_path();
        if (b->has_authority() && !path.empty() && path.front() != '/') {
            // urikit must have stopped exactly where Boost.URL's path begins
            // or inside it, and that path must really not start with "/".
            auto const path_begin = static_cast<std::size_t>(path.data() - input.data());
            if (u.error().offset >= path_begin) return deviation::path_after_authority_without_slash;
        }
    }
    if (b && u && b->has_authority() && !b->encoded_path().empty() && b->encoded_path().front() != '/') {
        // Both accept, but Boost.URL cut an IPv4address out of a longer
        // reg-name ("1.2.3.4a", "1.2.3.4.5") and took the rest as the path.
        std::string_view const bhost = b->encoded_host();
        if (u->host_kind() == urikit::host_kind::reg_name && b->host_type() == bu::host_type::ipv4 &&
            u->host().size() > bhost.size() && u->host().substr(0, bhost.size()) == bhost) {
            return deviation::path_after_authority_without_slash;
        }
    }
    if (!b && u && u->host_kind() == urikit::host_kind::ipvfuture && u->host().size() > 1 && u->host()[1] == 'V') {
        return deviation::uppercase_v_in_ipvfuture;
    }
    return deviation::none;
}

struct tally {
    std::size_t inputs = 0, agreed = 0;
    std::map<deviation, std::size_t> deviations;
};

void compare(std::string_view input, tally& t) {
    ++t.inputs;
    auto const u = urikit::parse_uri_reference(input);
    auto const b = bu::parse_uri_reference(bu::string_view(input.data(), input.size()));
    std::string diff;
    if (u.has_value() != b.has_value()) diff = u ? " boost rejects" : " boost accepts";
    else if (u) diff = compare_components(*u, *b);
    if (diff.empty()) {
        ++t.agreed;
        return;
    }
    deviation const d = explain(input, u, b);
    BOOST_TEST((d != deviation::none), "unexplained difference from Boost.URL on \"" << input << "\":" << diff);
    if (d != deviation::none) ++t.deviations[d];
}

void report(std::string_view what, tally const& t) {
    std::string s;
    for (auto const& [d, n] : t.deviations) s += std::string(" ") + name(d) + "=" + std::to_string(n);
    BOOST_TEST_MESSAGE(what << ": " << t.inputs << " inputs, " << t.agreed << " agree;" << (s.empty() ? " no deviations" : s));
}

} // namespace

BOOST_AUTO_TEST_SUITE(differential_boost_url)

BOOST_AUTO_TEST_CASE(boost_url_agrees_on_every_data_line_except_listed_deviations) {
    for (auto const& f : urikit::test::load_data_files()) {
        tally t;
        for (auto const& line : f.lines) compare(line, t);
        report(f.name, t);
        BOOST_TEST(t.agreed > 0u);
    }
}

BOOST_AUTO_TEST_CASE(boost_url_agrees_on_edge_cases_except_listed_deviations) {
    std::ifstream in(URIKIT_EDGE_CASES);
    BOOST_TEST_REQUIRE(static_cast<bool>(in));
    tally t;
    for (std::string line; std::getline(in, line);) compare(line, t);
    report("edge cases", t);
    // The listed deviations are real: the edge cases show each of them.
    BOOST_TEST(t.deviations[deviation::path_after_authority_without_slash] > 0u);
    BOOST_TEST(t.deviations[deviation::uppercase_v_in_ipvfuture] > 0u);
}

BOOST_AUTO_TEST_CASE(boost_url_agrees_on_random_references_except_listed_deviations) {
    std::mt19937 rng(3986);
    tally t;
    for (int i = 0; i < 200000; ++i) compare(urikit::test::random_reference(rng), t);
    report("random references", t);
}

BOOST_AUTO_TEST_SUITE_END()
