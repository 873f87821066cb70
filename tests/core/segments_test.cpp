// urikit tests: include/urikit/segments.hpp, segments and parameters as
// containers: size, empty, bidirectional iterators whose "->" works,
// find/contains/count; a decoded_view written to a stream.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <iterator>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <urikit/parse.hpp>
#include <urikit/segments.hpp>

#include "data_files.hpp"
#include "random_reference.hpp"

namespace {

static_assert(std::bidirectional_iterator<urikit::path_segments::iterator>);
static_assert(std::bidirectional_iterator<urikit::query_params::iterator>);
static_assert(std::bidirectional_iterator<urikit::decoded_path_segments::iterator>);
static_assert(std::bidirectional_iterator<urikit::decoded_query_params::iterator>);

// The pieces of `text` split on `sep` the plain way (none for an empty text).
std::vector<std::string> split(std::string_view text, char sep) {
    std::vector<std::string> out;
    if (text.empty()) return out;
    std::size_t from = 0;
    for (;;) {
        std::size_t const at = text.find(sep, from);
        out.emplace_back(text.substr(from, at == std::string_view::npos ? std::string_view::npos : at - from));
        if (at == std::string_view::npos) return out;
        from = at + 1;
    }
}

std::vector<std::string> forward(urikit::path_segments s) { return {s.begin(), s.end()}; }

std::vector<std::string> backward(urikit::path_segments s) {
    std::vector<std::string> out;
    for (auto it = s.end(); it != s.begin();) out.emplace_back(*--it);
    std::reverse(out.begin(), out.end());
    return out;
}

std::vector<std::string> keys_backward(urikit::query_params q) {
    std::vector<std::string> out;
    for (auto it = q.end(); it != q.begin();) {
        --it;
        out.emplace_back(it->key);
    }
    std::reverse(out.begin(), out.end());
    return out;
}

// Checks the containers of one path and one query against the plain split.
void check_containers(std::string_view path, std::string_view query) {
    urikit::path_segments const s(path);
    std::string_view const after_slash = !path.empty() && path[0] == '/' ? path.substr(1) : path;
    std::vector<std::string> want = split(after_slash, '/');
    if (!path.empty() && after_slash.empty()) want = {""}; // "/" has one empty segment
    BOOST_TEST_CONTEXT(path) {
        BOOST_TEST(forward(s) == want, boost::test_tools::per_element());
        BOOST_TEST(backward(s) == want, boost::test_tools::per_element());
        BOOST_TEST(s.size() == want.size());
        BOOST_TEST(s.empty() == want.empty());
        if (!want.empty()) BOOST_TEST(std::string(s.back()) == want.back());
    }
    urikit::query_params const q(query);
    std::vector<std::string> keys;
    for (std::string const& p : split(query, '&')) keys.push_back(p.substr(0, p.find('=')));
    BOOST_TEST_CONTEXT(query) {
        BOOST_TEST(keys_backward(q) == keys, boost::test_tools::per_element());
        BOOST_TEST(q.size() == keys.size());
        BOOST_TEST(q.empty() == keys.empty());
        for (std::string const& k : keys) {
            BOOST_TEST(q.count(k) == static_cast<std::size_t>(std::count(keys.begin(), keys.end(), k)));
            BOOST_TEST(q.find(k)->key == k);
        }
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(segments)

BOOST_AUTO_TEST_CASE(segments_and_parameters_have_sizes_and_ends) {
    urikit::path_segments const abs("/docs/a%20b/c");
    BOOST_TEST(abs.size() == 3u);
    BOOST_TEST(!abs.empty());
    BOOST_TEST(abs.front() == "docs");
    BOOST_TEST(abs.back() == "c");
    BOOST_TEST(urikit::path_segments("/").size() == 1u);  // one empty segment
    BOOST_TEST(urikit::path_segments("").size() == 0u);   // none
    BOOST_TEST(urikit::path_segments("").empty());
    BOOST_TEST(urikit::path_segments("a/").size() == 2u); // "a" and ""
    BOOST_TEST(urikit::path_segments("/a/").back() == "");
    urikit::query_params const q("q=a%20b&tag=x&tag=y&lang");
    BOOST_TEST(q.size() == 4u);
    BOOST_TEST(urikit::query_params("a&&b").size() == 3u);
    BOOST_TEST(urikit::query_params("").empty());
    BOOST_TEST(q.count("tag") == 2u);
    BOOST_TEST(q.contains("lang"));
    BOOST_TEST(!q.find("lang")->has_value);
    BOOST_TEST(q.find("q")->value == "a%20b"); // encoded: the key as written
    BOOST_TEST((q.find("nope") == q.end()));
}

BOOST_AUTO_TEST_CASE(decoded_containers_reach_members_through_the_arrow) {
    auto const u = urikit::parse_uri("http://example.com/docs/a%20b/c?q=a%20b&tag=x&tag=y&lang=en").value();
    auto const params = u.decoded_params();
    BOOST_TEST(params.size() == 4u);
    BOOST_TEST(!params.empty());
    auto const q = params.find("q");
    BOOST_TEST((q != params.end() && q->value == "a b"));
    BOOST_TEST(params.count("tag") == 2u);
    BOOST_TEST((params.find("lang")->value == "en"));
    BOOST_TEST((std::prev(params.end())->key == "lang"));
    auto const segs = u.decoded_segments();
    BOOST_TEST(segs.size() == 3u);
    BOOST_TEST((std::prev(segs.end())->to_string() == "c"));
    BOOST_TEST((u.segments().begin()->size() == 4u)); // "docs", a string_view's member
    std::ostringstream out;
    for (auto const& s : segs) out << '[' << s << ']';
    BOOST_TEST(out.str() == "[docs][a b][c]");
}

BOOST_AUTO_TEST_CASE(a_decoded_view_prints_its_decoded_bytes_in_any_length) {
    std::string const long_text = std::string(600, 'a') + "%41" + std::string(300, 'b');
    std::ostringstream out;
    out << urikit::parse_uri_reference(long_text)->decoded_path();
    BOOST_TEST(out.str() == std::string(600, 'a') + "A" + std::string(300, 'b'));
    std::ostringstream plus;
    plus << urikit::parse_uri_reference("?a+b%2B=c")->decoded_params({.plus_as_space = true}).begin()->key;
    BOOST_TEST(plus.str() == "a b+");
}

// Forward and backward iteration, size and count agree with a plain split
// on every data line's path and query and on random references.
BOOST_AUTO_TEST_CASE(iteration_both_ways_agrees_with_a_plain_split_on_every_line) {
    std::size_t checked = 0;
    for (auto const& f : urikit::test::load_data_files()) {
        for (std::string const& line : f.lines) {
            auto const u = urikit::parse_uri_reference(line);
            if (!u) continue;
            check_containers(u->path(), u->query());
            ++checked;
        }
    }
    std::mt19937 rng(54);
    for (int i = 0; i < 20000; ++i) {
        std::string const r = urikit::test::random_reference(rng);
        check_containers(r, r);
    }
    BOOST_TEST(checked > urikit::test::lines_at_least(100000));
}

BOOST_AUTO_TEST_SUITE_END()
