// Properties of resolve on references made from the data lines and random
// references: the result parses as a URI (to exactly the recorded
// components), its path has no dot segments, and resolving a reference
// against its own result gives the result again (when the reference has no
// query or fragment to carry over).
#include <boost/test/unit_test.hpp>

#include <random>
#include <string>

#include <urikit/parse.hpp>
#include <urikit/resolve.hpp>

#include "data_files.hpp"
#include "random_reference.hpp"

namespace {

bool has_dot_segment(std::string_view path) {
    std::size_t i = 0;
    while (i <= path.size()) {
        std::size_t const next = path.find('/', i);
        std::string_view const seg = path.substr(i, next == std::string_view::npos ? std::string_view::npos : next - i);
        // "/." is the guard that keeps "//" from becoming an authority
        bool const guard = i == 1 && seg == "." && path.substr(0, 4) == "/.//";
        if ((seg == "." || seg == "..") && !guard) return true;
        if (next == std::string_view::npos) break;
        i = next + 1;
    }
    return false;
}

void check(std::string_view base_text, std::string_view ref_text) {
    auto const base = urikit::parse_uri(base_text);
    auto const ref = urikit::parse_uri_reference(ref_text);
    if (!base || !ref) return;
    auto const t = base->resolve(*ref);
    BOOST_TEST_REQUIRE(t.has_value());
    auto const again = urikit::parse_uri(t->str());
    BOOST_TEST_REQUIRE(again.has_value(), base_text << " + " << ref_text << " -> " << t->str());
    BOOST_TEST_REQUIRE((again->parts().offsets == t->parts().offsets), t->str());
    BOOST_TEST_REQUIRE(!has_dot_segment(again->path()), base_text << " + " << ref_text << " -> " << t->str());
    auto const twice = again.value().resolve(*ref);
    BOOST_TEST_REQUIRE(twice.has_value());
    if (!ref->path().empty() && (ref->path().front() == '/' || ref->has_authority() || ref->has_scheme())) {
        BOOST_TEST_REQUIRE(twice->str() == t->str(), base_text << " + " << ref_text);
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(properties_resolve)

BOOST_AUTO_TEST_CASE(results_parse_and_hold_no_dot_segments_for_data_lines) {
    char const* const bases[] = {"http://a/b/c/d;p?q", "https://example.com", "file:///usr/lib/", "mailto:a@b",
                                 "foo:/x/y", "foo:x/y"};
    char const* const refs[] = {"../g", "./a/../b", "../../../../x", "?q", "#f", "", "//h/./p", "..//evil"};
    for (auto const& f : urikit::test::load_data_files()) {
        for (std::size_t i = 0; i < f.lines.size(); i += 3) {
            for (char const* b : bases) check(b, f.lines[i]);
            for (char const* r : refs) check(f.lines[i], r);
        }
    }
}

BOOST_AUTO_TEST_CASE(results_parse_and_hold_no_dot_segments_for_random_references) {
    std::mt19937 rng(5204);
    for (int i = 0; i < 100000; ++i) {
        std::string const b = urikit::test::random_reference(rng);
        std::string const r = urikit::test::random_reference(rng);
        check(b, r);
        check("s://a/b/c", r);
        check("s:b/c", r);
    }
}

BOOST_AUTO_TEST_SUITE_END()
