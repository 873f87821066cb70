// grammar::fast_split: where it decides, exactly the X3 grammar's components
// (RFC 3986 Appendix A is the definition), in each of its ways (scalar,
// SSE2, SSSE3); it decides the common shapes; the facts it proves on the
// way (split.hpp) are true, and made whenever they hold.
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

std::string_view part(std::string_view s, components const& c, urikit::component k) {
    return c.has(k) ? s.substr(c.begin(k), c.end(k) - c.begin(k)) : std::string_view{};
}

// An uppercase letter outside the "%XX" triplets (whose hex digits a
// normalization uppercases, not lowercases).
bool has_uppercase(std::string_view s) {
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%') i += 2;
        else if (s[i] >= 'A' && s[i] <= 'Z') return true;
    }
    return false;
}

// The facts fast_split gave for `s` split into `c`: each claim true; each
// made whenever it holds (uppercase in a userinfo may withhold the first;
// a path at the text's start is not looked at for the third).
void check_facts(std::string_view s, components const& c, std::uint8_t facts) {
    using namespace urikit::grammar;
    using urikit::component;
    std::string_view const path = part(s, c, component::path);
    bool dot_start = !path.empty() && path[0] == '.';
    for (std::size_t k = 1; k < path.size(); ++k) dot_start = dot_start || (path[k] == '.' && path[k - 1] == '/');
    bool const upper = has_uppercase(part(s, c, component::scheme)) || has_uppercase(part(s, c, component::host));
    bool const percent = s.find('%') != std::string_view::npos;
    BOOST_TEST_INFO("input: " << s << ", facts " << int{facts});
    bool const lowercase_claimed = (facts & no_uppercase_scheme_or_host) != 0;
    if (lowercase_claimed) BOOST_TEST(!upper);
    if (!upper && !has_uppercase(part(s, c, component::userinfo))) BOOST_TEST(lowercase_claimed);
    BOOST_TEST(((facts & no_percent) != 0) == !percent);
    if (c.begin(component::path) > 0) BOOST_TEST(((facts & no_dot_segment_start) != 0) == !dot_start);
    else BOOST_TEST((facts & no_dot_segment_start) == 0);
}

// The scalar, SSE2 and SSSE3 splits decide `s` as the dispatched one did.
void same_in_every_way(std::string_view s, mode m, bool decided, components const& parts, std::uint8_t facts) {
    using way = bool (*)(std::string_view, mode, components&, std::uint8_t&) noexcept;
    for (way w : {way{urikit::grammar::fast_split_scalar}, way{urikit::grammar::fast_split_sse2},
                  way{urikit::grammar::fast_split_ssse3}}) {
        components c;
        std::uint8_t f = 0;
        bool const d = w(s, m, c, f);
        if (d == decided && (!d || (c == parts && f == facts))) continue;
        BOOST_TEST_INFO("input: " << s << ", mode " << static_cast<int>(m));
        BOOST_TEST(d == decided);
        BOOST_TEST((!d || (c == parts && f == facts)));
    }
}

// True when fast_split decided `s` under `m`; fails the test when its answer
// is not the grammar's or its facts are not the text's.
bool decided_as_the_grammar(std::string_view s, mode m) {
    components fast, slow;
    std::uint8_t facts = 0;
    bool const decided = urikit::grammar::fast_split(s, m, fast, facts);
    same_in_every_way(s, m, decided, fast, facts);
    if (!decided) return false;
    check_facts(s, fast, facts);
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

BOOST_AUTO_TEST_CASE(facts_of_examples) {
    using namespace urikit::grammar;
    auto const facts = [](std::string_view s) {
        components c;
        std::uint8_t f = 0;
        BOOST_TEST(urikit::grammar::fast_split(s, mode::uri_reference, c, f));
        return f;
    };
    std::uint8_t const all = no_uppercase_scheme_or_host | no_percent | no_dot_segment_start;
    BOOST_TEST(facts("http://a.example/b.html?c=/.#/.") == all); // "/." after the path is not the path's
    BOOST_TEST(facts("HTTP://a/") == (all & ~no_uppercase_scheme_or_host));
    BOOST_TEST(facts("http://exAmple.com:80/") == (all & ~no_uppercase_scheme_or_host));
    BOOST_TEST(facts("http://User@a/") == (all & ~no_uppercase_scheme_or_host)); // withheld: a cost only
    BOOST_TEST(facts("http://u:P@a/") == all); // the userinfo's password is not looked at
    BOOST_TEST(facts("http://a/%7e") == (all & ~no_percent));
    BOOST_TEST(facts("http://a/b/./c") == (all & ~no_dot_segment_start));
    BOOST_TEST(facts("http://a/.well-known") == (all & ~no_dot_segment_start)); // a "." where a segment begins
    BOOST_TEST(facts("a:./b") == (all & ~no_dot_segment_start));
    BOOST_TEST(facts("b/c") == (all & ~no_dot_segment_start)); // a path at the text's start is not looked at
    std::string const long_path = "http://a/" + std::string(100, 'x') + "/./y";
    BOOST_TEST(facts(long_path) == (all & ~no_dot_segment_start));
}

BOOST_AUTO_TEST_SUITE_END()
