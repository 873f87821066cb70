// RFC 3986 §5.2.4 remove_dot_segments.
#include <boost/test/unit_test.hpp>

#include "src/rfc3986/remove_dot_segments.hpp"

namespace {
std::string without_dots(std::string_view s) {
    std::string out = "prefix" + std::string(s) + "suffix";
    std::size_t const size = urikit::detail::remove_dot_segments_in_place(out.data() + 6, s.size());
    BOOST_TEST_REQUIRE(size <= s.size());
    BOOST_TEST_REQUIRE(out.substr(0, 6) == "prefix"); // never touches what is before
    BOOST_TEST_REQUIRE(out.substr(6 + s.size()) == "suffix"); // nor after
    return out.substr(6, size);
}

// §5.2.4 word for word on strings: the reference the in-place version is
// checked against.
std::string rfc_remove_dot_segments(std::string in) {
    auto starts = [&in](std::string_view p) { return in.compare(0, p.size(), p) == 0; };
    std::string out;
    auto pop = [&out] {
        std::size_t const slash = out.rfind('/');
        out.resize(slash == std::string::npos ? 0 : slash);
    };
    while (!in.empty()) {
        if (starts("../")) in.erase(0, 3);
        else if (starts("./")) in.erase(0, 2);
        else if (starts("/./")) in.erase(0, 2);
        else if (in == "/.") in = "/";
        else if (starts("/../")) { in.erase(0, 3); pop(); }
        else if (in == "/..") { in = "/"; pop(); }
        else if (in == "." || in == "..") in.clear();
        else {
            std::size_t const next = in.find('/', in[0] == '/' ? 1 : 0);
            std::size_t const n = next == std::string::npos ? in.size() : next;
            out += in.substr(0, n);
            in.erase(0, n);
        }
    }
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(remove_dot_segments)

// Every string of up to 8 bytes over "/", "." and "a": the in-place version
// gives the RFC's answer, and has_dot_segment is true exactly when the answer
// differs from the input (the fast path that skips the algorithm is sound).
BOOST_AUTO_TEST_CASE(in_place_agrees_with_the_rfc_text_on_every_short_path) {
    char const alphabet[] = {'/', '.', 'a'};
    std::size_t checked = 0;
    for (std::size_t len = 0; len <= 8; ++len) {
        std::size_t combos = 1;
        for (std::size_t k = 0; k < len; ++k) combos *= 3;
        for (std::size_t code = 0; code < combos; ++code) {
            std::string path;
            for (std::size_t k = 0, c = code; k < len; ++k, c /= 3) path.push_back(alphabet[c % 3]);
            std::string const want = rfc_remove_dot_segments(path);
            std::string buffer = path;
            buffer.resize(urikit::detail::remove_dot_segments_in_place(buffer.data(), buffer.size()));
            BOOST_TEST(buffer == want, '"' << path << '"');
            BOOST_TEST(urikit::detail::has_dot_segment(path) == (want != path), '"' << path << '"');
            BOOST_TEST(without_dots(path) == want, '"' << path << '"');
            ++checked;
        }
    }
    BOOST_TEST(checked == 9841u);
}

BOOST_AUTO_TEST_CASE(rfc3986_5_2_4_examples) {
    BOOST_TEST(without_dots("/a/b/c/./../../g") == "/a/g");
    BOOST_TEST(without_dots("mid/content=5/../6") == "mid/6");
}

// The merged paths of the §5.4.1 and §5.4.2 examples (base path /b/c/d;p).
BOOST_AUTO_TEST_CASE(rfc3986_5_4_dot_patterns) {
    struct row {
        char const* merged;
        char const* want;
    } const rows[] = {
        {"/b/c/./g", "/b/c/g"},    {"/b/c/g/", "/b/c/g/"},     {"/b/c/.", "/b/c/"},       {"/b/c/./", "/b/c/"},
        {"/b/c/..", "/b/"},        {"/b/c/../", "/b/"},        {"/b/c/../g", "/b/g"},     {"/b/c/../..", "/"},
        {"/b/c/../../", "/"},      {"/b/c/../../g", "/g"},     {"/b/c/../../../g", "/g"}, {"/b/c/../../../../g", "/g"},
        {"/./g", "/g"},            {"/../g", "/g"},            {"/b/c/g.", "/b/c/g."},    {"/b/c/.g", "/b/c/.g"},
        {"/b/c/g..", "/b/c/g.."},  {"/b/c/..g", "/b/c/..g"},   {"/b/c/./../g", "/b/g"},   {"/b/c/./g/.", "/b/c/g/"},
        {"/b/c/g/./h", "/b/c/g/h"}, {"/b/c/g/../h", "/b/c/h"}, {"/b/c/g;x=1/./y", "/b/c/g;x=1/y"},
        {"/b/c/g;x=1/../y", "/b/c/y"},
    };
    for (auto const& r : rows) BOOST_TEST(without_dots(r.merged) == r.want, r.merged);
}

BOOST_AUTO_TEST_CASE(edges) {
    BOOST_TEST(without_dots("") == "");
    BOOST_TEST(without_dots(".") == "");
    BOOST_TEST(without_dots("..") == "");
    BOOST_TEST(without_dots("./") == "");
    BOOST_TEST(without_dots("../") == "");
    BOOST_TEST(without_dots("../a") == "a");
    BOOST_TEST(without_dots("a/..") == "/");  // step C leaves the "/" it replaced
    BOOST_TEST(without_dots("/") == "/");
    BOOST_TEST(without_dots("/..") == "/");
    BOOST_TEST(without_dots("//") == "//");
    BOOST_TEST(without_dots("/a/..//evil") == "//evil");
    BOOST_TEST(without_dots("/a/%2E%2E/b") == "/a/%2E%2E/b"); // encoded dots are not dots here
}

BOOST_AUTO_TEST_CASE(long_inputs_take_linear_time_without_recursion) {
    std::string ups;
    for (int i = 0; i < 100000; ++i) ups += "../";
    BOOST_TEST(without_dots(ups + "g") == "g");
    std::string deep;
    for (int i = 0; i < 100000; ++i) deep += "/a";
    for (int i = 0; i < 100000; ++i) deep += "/..";
    BOOST_TEST(without_dots(deep) == "/");
}

BOOST_AUTO_TEST_SUITE_END()
