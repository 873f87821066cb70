// grammar::fast_split: where it decides, exactly the X3 grammar's components
// (RFC 3986 Appendix A is the definition); it decides the common shapes.
#include <boost/test/unit_test.hpp>

#include <array>
#include <random>
#include <string>

#include "grammar/fast_split.hpp"
#include "grammar/split.hpp"
#include "tests/data_files.hpp"
#include "tests/random_reference.hpp"

using urikit::components;
using urikit::grammar::mode;

namespace {

constexpr std::array all_modes{mode::uri_reference, mode::uri,           mode::absolute_uri, mode::relative_ref,
                               mode::iri_reference, mode::iri,           mode::absolute_iri};

// True when fast_split decided `s` under `m`; fails the test when its answer
// is not the grammar's.
bool decided_as_the_grammar(std::string_view s, mode m) {
    components fast, slow;
    if (!urikit::grammar::fast_split(s, m, fast)) return false;
    urikit::error const e = urikit::grammar::split_with_grammar(s, m, slow);
    BOOST_TEST_INFO("input: " << s << ", mode " << static_cast<int>(m));
    BOOST_TEST((e.code == urikit::errc::ok));
    BOOST_TEST((fast == slow));
    return true;
}

} // namespace

BOOST_AUTO_TEST_SUITE(grammar_fast_split)

BOOST_AUTO_TEST_CASE(shapes_it_decides_match_the_grammar) {
    for (char const* s : {"http://a/b?c#d", "http://1.2.3.4/", "http://1.2.3.04/", "http://1.2.3.256:8/",
                          "http://a:/", "http://a:080", "//@", "//u:p@h:1/p", "a:b:c", "g", "./g", "../g", "?y",
                          "#s", "", "mailto:John.Doe@example.com", "http://%41/%7e?%2F#%25", "x:/a//b",
                          "HTTP://Ex.COM:0/", "a+b-c.d:", "//", "///", "/a:b", "a/b:c", "tel:+1-816-555-1212"}) {
        for (mode m : all_modes) decided_as_the_grammar(s, m);
        BOOST_TEST_INFO(s);
        components parts;
        BOOST_TEST(urikit::grammar::fast_split(s, mode::uri_reference, parts));
    }
}

BOOST_AUTO_TEST_CASE(gives_up_on_what_only_the_grammar_decides) {
    // IP literals, errors (the grammar finds the offset), non-ASCII, a colon in a first relative segment
    for (char const* s : {"http://[::1]/", "http://[v7.x]/", "http://a b/", "http://a@b@c/", "http://a:8x/",
                          "%zz", "http://a/%4", "1a:b", "http://\xC3\xA9/", "http://a/#b#c", "a:b\\"}) {
        components parts;
        BOOST_TEST_INFO(s);
        BOOST_TEST(!urikit::grammar::fast_split(s, mode::uri_reference, parts));
    }
}

BOOST_AUTO_TEST_CASE(every_data_line_in_every_mode_and_most_lines_take_it) {
    for (auto const& file : urikit::test::load_data_files()) {
        std::size_t valid = 0, fast = 0;
        for (std::string const& line : file.lines) {
            for (mode m : all_modes) decided_as_the_grammar(line, m);
            components parts;
            if (urikit::grammar::split_with_grammar(line, mode::uri_reference, parts).code != urikit::errc::ok) continue;
            ++valid;
            fast += urikit::grammar::fast_split(line, mode::uri_reference, parts) ? 1u : 0u;
        }
        BOOST_TEST_INFO(file.name << ": " << fast << " of " << valid << " valid lines decided fast");
        BOOST_TEST(fast * 100u >= valid * 99u);
        BOOST_TEST_MESSAGE(file.name << ": " << fast << " of " << valid << " valid lines decided fast");
    }
}

BOOST_AUTO_TEST_CASE(random_references_property) {
    std::mt19937 rng(3986);
    std::size_t decided = 0;
    for (std::size_t i = 0; i < 200000; ++i) {
        std::string const s = urikit::test::random_reference(rng);
        for (mode m : all_modes) decided += decided_as_the_grammar(s, m) ? 1u : 0u;
    }
    BOOST_TEST(decided > 100000u); // the property is exercised, not vacuous
}

BOOST_AUTO_TEST_SUITE_END()
