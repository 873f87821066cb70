// urikit tests: src/web/web_path.cpp, the path state (URL Standard): dot
// segments in every spelling, shortening, Windows drive letters in file
// URLs, and the one-copy check against the segment-by-segment path.
#include <random>
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/web_url.hpp>

#include "src/web/web_assembler.hpp"

namespace {

// The serialized path of `path` after "scheme://host/" (or "file:///").
std::string path_of(std::string_view scheme, std::string_view path) {
    std::string text;
    urikit::detail::web_assembler a(text);
    a.scheme(scheme);
    a.open_authority();
    BOOST_REQUIRE((a.host(scheme == "file" ? "" : "h").code == urikit::errc::ok));
    a.open_path();
    a.path_state(path);
    urikit::web_url u;
    BOOST_REQUIRE((a.finish(u).code == urikit::errc::ok));
    return std::string(u.pathname());
}

} // namespace

BOOST_AUTO_TEST_SUITE(web_path)

BOOST_AUTO_TEST_CASE(dot_segments_in_every_spelling) {
    BOOST_TEST(path_of("http", "a/./b/../c") == "/a/c");
    BOOST_TEST(path_of("http", "a/%2e/b/%2E%2e/c") == "/a/c");
    BOOST_TEST(path_of("http", "a/.%2E/b") == "/b");
    BOOST_TEST(path_of("http", "a/b/..") == "/a/", "a final double dot leaves a trailing slash");
    BOOST_TEST(path_of("http", "a/b/.") == "/a/b/");
    BOOST_TEST(path_of("http", "../../a") == "/a", "nothing above the root");
    BOOST_TEST(path_of("http", "a/.b/c.") == "/a/.b/c.", "not dot segments");
    BOOST_TEST(path_of("http", "a\\b") == "/a/b", "\\ separates in a special URL");
    BOOST_TEST(path_of("sc", "a\\b") == "/a\\b");
}

BOOST_AUTO_TEST_CASE(windows_drive_letters_in_file_urls) {
    BOOST_TEST(path_of("file", "C|/a") == "/C:/a", "normalized");
    BOOST_TEST(path_of("file", "C:/a/../../..") == "/C:/", "the drive letter is never shortened away");
    BOOST_TEST(path_of("http", "C|/a") == "/C|/a", "only in file URLs");
}

// The path state leaves no dot segment, and its result is a fixed point.
BOOST_AUTO_TEST_CASE(a_written_path_has_no_dot_segment_and_is_a_fixed_point) {
    std::string const pieces[] = {"a", "/", ".", "..", "%2e", "%2E", "\\", " ", "C|", "%", "#"};
    std::mt19937 rng(4);
    for (int round = 0; round < 5000; ++round) {
        std::string p;
        for (int n = static_cast<int>(rng() % 8); n > 0; --n) p += pieces[rng() % std::size(pieces)];
        for (std::string_view const scheme : {"http", "file", "sc"}) {
            std::string const once = path_of(scheme, p);
            if (once.empty()) continue; // a non-special URL's empty path
            BOOST_TEST_REQUIRE(path_of(scheme, once.substr(1)) == once, scheme << " " << p);
            std::string const segments = once + "/";
            for (std::string_view const dot : {"/./", "/../", "/%2e/", "/%2E/", "/.%2e/", "/%2e./", "/%2e%2e/"}) {
                BOOST_TEST_REQUIRE(segments.find(dot) == std::string::npos, scheme << " " << p << " -> " << once);
            }
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
