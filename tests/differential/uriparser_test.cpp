// urikit against uriparser (uriParseSingleUriExA): verdicts and every
// component. uriparser follows the RFC 3986 ABNF closely; any difference
// fails the test unless listed (none is listed today).
#include <boost/test/unit_test.hpp>

#include <uriparser/Uri.h>

#include <fstream>
#include <random>
#include <string>

#include <urikit/parse.hpp>

#include "data_files.hpp"
#include "random_reference.hpp"

namespace {

struct parsed {
    bool ok = false;
    UriUriA uri{};
    parsed(std::string_view s) {
        char const* error_pos = nullptr;
        ok = uriParseSingleUriExA(&uri, s.data(), s.data() + s.size(), &error_pos) == URI_SUCCESS;
    }
    ~parsed() {
        if (ok) uriFreeUriMembersA(&uri);
    }
    parsed(parsed const&) = delete;
    parsed& operator=(parsed const&) = delete;
};

bool has(UriTextRangeA const& r) { return r.first != nullptr; }
std::string_view text(UriTextRangeA const& r) {
    return has(r) ? std::string_view(r.first, static_cast<std::size_t>(r.afterLast - r.first)) : std::string_view();
}

// uriparser keeps the path as a segment list; spell it as written.
std::string path_of(UriUriA const& u) {
    std::string p;
    bool const rooted = u.absolutePath || has(u.hostText) || u.hostData.ip4 || u.hostData.ip6 || has(u.hostData.ipFuture);
    for (UriPathSegmentA const* s = u.pathHead; s != nullptr; s = s->next) {
        if (s != u.pathHead || rooted) p.push_back('/');
        p.append(text(s->text));
    }
    if (u.pathHead == nullptr && u.absolutePath) p = "/";
    return p;
}

std::string compare_components(urikit::uri_view const& v, UriUriA const& u) {
    std::string diff;
    auto same = [&](char const* what, bool vh, std::string_view vv, bool uh, std::string_view uv) {
        if (vh != uh || (vh && vv != uv)) diff += std::string(" ") + what;
    };
    same("scheme", v.has_scheme(), v.scheme(), has(u.scheme), text(u.scheme));
    same("userinfo", v.has_userinfo(), v.userinfo(), has(u.userInfo), text(u.userInfo));
    // uriparser's hostText of an IP literal leaves out the brackets
    std::string_view host = v.host();
    if (v.host_kind() == urikit::host_kind::ipv6 || v.host_kind() == urikit::host_kind::ipvfuture) {
        host = host.substr(1, host.size() - 2);
    }
    same("host", v.has_authority(), host, has(u.hostText), text(u.hostText));
    urikit::host_kind kind = has(u.hostText) ? urikit::host_kind::reg_name : urikit::host_kind::none;
    if (u.hostData.ip4) kind = urikit::host_kind::ipv4;
    if (u.hostData.ip6) kind = urikit::host_kind::ipv6;
    if (has(u.hostData.ipFuture)) kind = urikit::host_kind::ipvfuture;
    if (v.host_kind() != kind) diff += " host_kind";
    same("port", v.has_port(), v.port(), has(u.portText), text(u.portText));
    same("path", true, v.path(), true, path_of(u));
    same("query", v.has_query(), v.query(), has(u.query), text(u.query));
    same("fragment", v.has_fragment(), v.fragment(), has(u.fragment), text(u.fragment));
    return diff;
}

struct tally {
    std::size_t inputs = 0, agreed = 0;
};

void compare(std::string_view input, tally& t) {
    ++t.inputs;
    auto const v = urikit::parse_uri_reference(input);
    parsed const u(input);
    std::string diff;
    if (v.has_value() != u.ok) diff = v ? " uriparser rejects" : " uriparser accepts";
    else if (v) diff = compare_components(*v, u.uri);
    BOOST_TEST(diff.empty(), "difference from uriparser on \"" << input << "\":" << diff);
    if (diff.empty()) ++t.agreed;
}

} // namespace

BOOST_AUTO_TEST_SUITE(differential_uriparser)

BOOST_AUTO_TEST_CASE(uriparser_agrees_on_every_data_line) {
    for (auto const& f : urikit::test::load_data_files()) {
        tally t;
        for (auto const& line : f.lines) compare(line, t);
        BOOST_TEST_MESSAGE(f.name << ": " << t.inputs << " inputs, " << t.agreed << " agree");
    }
}

BOOST_AUTO_TEST_CASE(uriparser_agrees_on_edge_cases) {
    std::ifstream in(URIKIT_EDGE_CASES);
    BOOST_TEST_REQUIRE(static_cast<bool>(in));
    tally t;
    for (std::string line; std::getline(in, line);) compare(line, t);
    BOOST_TEST(t.inputs > 50u);
}

BOOST_AUTO_TEST_CASE(uriparser_agrees_on_random_references) {
    std::mt19937 rng(3987);
    tally t;
    for (int i = 0; i < 200000; ++i) compare(urikit::test::random_reference(rng), t);
    BOOST_TEST_MESSAGE("random references: " << t.inputs << " inputs, " << t.agreed << " agree");
}

BOOST_AUTO_TEST_SUITE_END()
