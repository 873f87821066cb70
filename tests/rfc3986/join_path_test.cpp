// urikit tests: src/rfc3986/join_path.cpp. The trailing-slash trap Go's
// JoinPath and rust-url's users hit (golang/go#47005 and after, rust-url
// #285/#333/#934): one "/" whatever the base ends with; segments encoded as
// plain data; dot segments refused or resolved; the query and fragment
// kept; a web_url base; the output aliasing an input; and as a property
// on the sample's lines: the joined path is the base's path, then the
// segments, and the result parses as a URI.
#include <boost/test/unit_test.hpp>

#include <string>

#include <urikit/join_path.hpp>
#include <urikit/parse.hpp>
#include <urikit/web_url.hpp>

#include "data_files.hpp"

namespace {

using urikit::dot_segments;

std::string joined(std::string_view base, std::string_view path, urikit::join_options o = {}) {
    auto const b = urikit::parse_uri_reference(base).value();
    auto const r = urikit::join_path(b, path, o);
    if (!r) return std::string(urikit::name(r.error().code)) + "@" + std::to_string(r.error().offset);
    return r->str();
}

} // namespace

BOOST_AUTO_TEST_SUITE(join_path)

BOOST_AUTO_TEST_CASE(one_slash_whatever_the_base_ends_with) {
    BOOST_TEST(joined("https://api.example/v1", "users/7") == "https://api.example/v1/users/7");
    BOOST_TEST(joined("https://api.example/v1/", "users/7") == "https://api.example/v1/users/7");
    BOOST_TEST(joined("https://api.example/v1/", "/users/7") == "https://api.example/v1/users/7"); // joins, not replaces
    BOOST_TEST(joined("https://api.example", "users") == "https://api.example/users");
    BOOST_TEST(joined("https://api.example/", "users") == "https://api.example/users");
    BOOST_TEST(joined("https://api.example/v1", "a//b") == "https://api.example/v1/a/b");
    BOOST_TEST(joined("https://api.example/v1", "a/") == "https://api.example/v1/a/");   // a trailing "/" is kept
    BOOST_TEST(joined("https://api.example/v1", "") == "https://api.example/v1");
    BOOST_TEST(joined("https://api.example/v1/", "") == "https://api.example/v1");
    BOOST_TEST(joined("https://api.example/v1?q=1#top", "x") == "https://api.example/v1/x?q=1#top");
    BOOST_TEST(joined("mailto:", "a") == "mailto:a");
    BOOST_TEST(joined("", "a:b/c") == "a%3Ab/c"); // a relative reference: its first segment's ":" encoded
    BOOST_TEST(joined("x:", "a:b") == "x:a:b");
}

BOOST_AUTO_TEST_CASE(segments_are_plain_data) {
    BOOST_TEST(joined("https://h/files", "a b/c%d?e#f") == "https://h/files/a%20b/c%25d%3Fe%23f");
    BOOST_TEST(joined("https://h/files", "caf\xC3\xA9") == "https://h/files/caf%C3%A9");
    BOOST_TEST(joined("https://h/files", "%2E%2E") == "https://h/files/%252E%252E"); // data, never a dot segment
}

BOOST_AUTO_TEST_CASE(dot_segments_are_refused_or_resolved) {
    BOOST_TEST(joined("https://h/a/b", "../../etc/passwd") == "dot_segment@0");
    BOOST_TEST(joined("https://h/a/b", "x/./y") == "dot_segment@2");
    BOOST_TEST(joined("https://h/a/b", "x/..") == "dot_segment@2");
    urikit::join_options const resolve{.dots = dot_segments::resolve};
    BOOST_TEST(joined("https://h/a/b", "../c", resolve) == "https://h/a/c");
    BOOST_TEST(joined("https://h/a/b/", "./c/../d", resolve) == "https://h/a/b/d");
    BOOST_TEST(joined("https://h/a", "../../../x", resolve) == "https://h/x"); // up to the root
    BOOST_TEST(joined("https://h/a/b", "..x/.y", resolve) == "https://h/a/b/..x/.y");
}

BOOST_AUTO_TEST_CASE(a_web_url_base_and_aliasing) {
    auto const w = urikit::parse_web("https://Example.com/a b/").value();
    BOOST_TEST(urikit::join_path(w, "c").value().str() == "https://example.com/a%20b/c");
    std::string text = "https://h/a/";
    auto const v = urikit::parse_uri(text).value();
    urikit::components parts;
    BOOST_TEST(urikit::join_path_into(v, text.substr(8, 1), {}, text, &parts).code == urikit::errc::ok);
    BOOST_TEST(text == "https://h/a/h");
    BOOST_TEST(parts.begin(urikit::component::path) == 9u);
}

BOOST_AUTO_TEST_CASE(on_every_data_line_the_path_is_the_bases_then_the_segments) {
    std::size_t joins = 0;
    for (auto const& file : urikit::test::load_data_files()) {
        for (std::string const& line : file.lines) {
            auto const b = urikit::parse_uri_reference(line);
            if (!b) continue;
            auto const r = urikit::join_path(*b, "x y/z");
            BOOST_TEST_REQUIRE(r.has_value(), line);
            std::string_view p = b->path();
            if (!p.empty() && p.back() == '/') p.remove_suffix(1);
            std::string const want = std::string(p) + (p.empty() && !b->has_authority() ? "" : "/") + "x%20y/z";
            BOOST_TEST(r->path() == want, line);
            BOOST_TEST(r->query() == b->query());
            BOOST_TEST(urikit::parse_uri_reference(r->str()).has_value(), line);
            ++joins;
        }
    }
    BOOST_TEST(joins > 300u);
}

BOOST_AUTO_TEST_SUITE_END()
