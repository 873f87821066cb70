// RFC 3986 §5.2.4 remove_dot_segments.
#include <boost/test/unit_test.hpp>

#include "src/remove_dot_segments.hpp"

namespace {
std::string without_dots(std::string_view s) {
    std::string out = "prefix";
    urikit::detail::append_without_dot_segments(out, s);
    BOOST_TEST_REQUIRE(out.substr(0, 6) == "prefix"); // never touches what was there before
    return out.substr(6);
}
} // namespace

BOOST_AUTO_TEST_SUITE(remove_dot_segments)

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
