// urikit tests: url_pattern (src/pattern/url_pattern.cpp): the Standard's
// examples, the three kinds of input agreeing, errors at their byte in the
// caller's text, sharing across threads, and, on random patterns and
// texts, the same answers and groups as the Standard's own JavaScript
// expression run by std::regex (the reference path).
#include <random>
#include <regex>
#include <string>
#include <thread>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/url_pattern.hpp>
#include <urikit/web_url.hpp>

#include <sys/mman.h>

#include "small_stack.hpp"
#include "src/pattern/part_list_text.hpp"
#include "src/pattern/pattern_canonical.hpp"
#include "test_conditions.hpp"

using urikit::errc;
using urikit::error;
using urikit::url_pattern_component;

namespace {

urikit::url_pattern make(std::string_view s) { return urikit::parse_url_pattern(s).value(); }

} // namespace

BOOST_AUTO_TEST_SUITE(url_pattern)

BOOST_AUTO_TEST_CASE(without_re2_every_pattern_is_refused, URIKIT_NEEDS(no_re2)) {
    BOOST_TEST((urikit::parse_url_pattern("https://*").error() == error{errc::regexp_unavailable, 0}));
    BOOST_TEST(!urikit::url_pattern{}.test("https://a/")); // the default pattern matches nothing
}

BOOST_AUTO_TEST_CASE(the_standards_introduction_examples, URIKIT_NEEDS(re2)) {
    auto const a = make("https://example.com/:category/*");
    for (char const* yes : {"https://example.com/products/", "https://example.com/blog/our-greatest-product-ever"})
        BOOST_TEST(a.test(yes), yes);
    for (char const* no : {"https://example.com/", "http://example.com/products/", "https://example.com:8443/blog/our-greatest-product-ever"})
        BOOST_TEST(!a.test(no), no);
    auto const b = make("http{s}?://{:subdomain.}?shop.example/products/:id([0-9]+)#reviews");
    for (char const* yes : {"https://shop.example/products/74205#reviews", "https://kathryn@voyager.shop.example/products/74656#reviews",
                            "http://insecure.shop.example/products/1701#reviews"})
        BOOST_TEST(b.test(yes), yes);
    for (char const* no : {"https://shop.example/products/2000", "http://shop.example:8080/products/0#reviews",
                           "https://nx.shop.example/products/01?speed=5#reviews", "https://shop.example/products/chair#reviews"})
        BOOST_TEST(!b.test(no), no);
    auto const base = urikit::parse_web("https://discussion.example/forum/?page=2").value();
    auto const c = urikit::parse_url_pattern("../admin/*", &base).value();
    BOOST_TEST(c.pathname() == "/admin/*");
    BOOST_TEST(c.test("https://edd:librarian@discussion.example/admin/update?id=1"));
    BOOST_TEST(!c.test("https://discussion.example/forum/admin/"));
    BOOST_TEST(!c.test("http://discussion.example:8080/admin/update?id=1"));
}

BOOST_AUTO_TEST_CASE(matching_reads_the_url_as_the_web_mode_canonicalizes_it, URIKIT_NEEDS(re2)) {
    auto const scope = make("https://{*.}?example.com/docs/*");
    BOOST_TEST(scope.test("https://EXAMPLE.com:443/docs/./a"));
    BOOST_TEST(scope.test("https://www.example.com/docs/%7Ea"));
    BOOST_TEST(!scope.test("https://example.com.evil.test/docs/"));
    BOOST_TEST(!scope.test("https://example.com/docs/../admin"));
    BOOST_TEST(!scope.test("not a url"));
    auto const m = make("https://shop.example/books/:id(\\d+)").exec("https://shop.example/books/42");
    BOOST_TEST_REQUIRE(m.has_value());
    BOOST_TEST((*m)[url_pattern_component::pathname].input == "/books/42");
    BOOST_TEST((*m)[url_pattern_component::pathname].group("id").value() == "42");
    BOOST_TEST(!(*m)[url_pattern_component::pathname].group("nope"));
}

BOOST_AUTO_TEST_CASE(a_string_a_web_url_and_an_init_agree, URIKIT_NEEDS(re2)) {
    auto const p = urikit::parse_url_pattern({.pathname = "/a/:b?", .search = "q=*"}, {.ignore_case = true}).value();
    for (char const* href : {"https://x/a/B?q=1", "https://x/A?Q=2", "https://x/a/b/c?q=1", "https://x/a?r"}) {
        auto const url = urikit::parse_web(href).value();
        urikit::url_pattern_init const init{.protocol = url.scheme(), .hostname = url.hostname(), .pathname = url.pathname(), .search = url.query()};
        BOOST_TEST(p.test(href) == p.test(url), href);
        BOOST_TEST(p.test(init) == p.test(url), href);
        BOOST_TEST(p.exec(url).has_value() == p.test(url), href);
    }
    auto const m = p.exec("https://x/A?Q=2");
    BOOST_TEST_REQUIRE(m.has_value());
    BOOST_TEST(!(*m)[url_pattern_component::pathname].groups.at(0).value); // an optional group that took no part
}

BOOST_AUTO_TEST_CASE(errors_point_into_the_callers_text, URIKIT_NEEDS(re2)) {
    BOOST_TEST((urikit::parse_url_pattern("https://ex ample.com/").error() == error{errc::forbidden_host_code_point, 10}));
    BOOST_TEST((urikit::parse_url_pattern("https://a.com/(x(?=y))").error() == error{errc::regexp_unsupported, 16}));
    BOOST_TEST((urikit::parse_url_pattern("https://a.com/:x/:x").error() == error{errc::pattern_duplicate_name, 17}));
    BOOST_TEST((urikit::parse_url_pattern("/relative").error() == error{errc::relative_without_base, 0}));
    BOOST_TEST((urikit::parse_url_pattern("https://a.com/\xFF").error() == error{errc::invalid_utf8, 14}));
    BOOST_TEST((urikit::parse_url_pattern("https://a.com:99999/").error() == error{errc::port_out_of_range, 14}));
    url_pattern_component where{};
    auto const r = urikit::parse_url_pattern({.hostname = "a.com", .search = "?a=(b\\1)"}, {}, &where);
    BOOST_TEST((r.error() == error{errc::regexp_unsupported, 5}));
    BOOST_TEST((where == url_pattern_component::search));
    auto const base = urikit::parse_web("https://a.com/x/y").value();
    auto const rel = urikit::parse_url_pattern({.pathname = "z/(a(?!b))", .base_url = &base}, {}, &where);
    BOOST_TEST((rel.error() == error{errc::regexp_unsupported, 4}));
    BOOST_TEST((where == url_pattern_component::pathname));
}

// Patterns from untrusted users: a component over the cost bound is
// errc::pattern_too_complex at the component's first byte (the member's for
// an init), nesting past the translator's bound errc::nesting_too_deep at
// the opening past it, on a small stack; a pattern longer than
// max_input_size is refused before a byte is read.
BOOST_AUTO_TEST_CASE(patterns_past_the_cost_and_nesting_bounds_are_refused_at_their_byte, URIKIT_NEEDS(re2)) {
    BOOST_TEST((urikit::parse_url_pattern("https://a.com/(.*a[ab]{1000})").error() == error{errc::pattern_too_complex, 13}));
    BOOST_TEST((urikit::parse_url_pattern("https://a.com/x?(.*a.{300})").error() == error{errc::pattern_too_complex, 16}));
    url_pattern_component where{};
    auto const r = urikit::parse_url_pattern({.hostname = "a.com", .hash = "((?:.*){300})"}, {}, &where);
    BOOST_TEST((r.error() == error{errc::pattern_too_complex, 0}));
    BOOST_TEST((where == url_pattern_component::hash));
    // What the bound keeps: every WPT pattern (the largest has 66 RE2
    // instructions), forty wildcards, a hundred-word alternation.
    std::string many_wildcards = "https://a.com";
    for (int k = 0; k < 40; ++k) many_wildcards += "/*";
    BOOST_TEST(urikit::parse_url_pattern(many_wildcards).has_value());
    std::string words = "https://a.com/:lang(";
    for (int k = 0; k < 100; ++k) words += (k == 0 ? "" : "|") + std::string(1, static_cast<char>('a' + k % 26)) +
                                          static_cast<char>('a' + k / 26);
    BOOST_TEST(urikit::parse_url_pattern(words + ")/*").has_value());

    std::string deep = "https://a.com/(";
    for (int k = 0; k < 25'000; ++k) deep += "(?:";
    deep += std::string(25'001, ')');
    std::vector<urikit::result<urikit::url_pattern>> got;
    urikit::test::run_on_small_stack(urikit::test::small_stack_bytes, [&] {
        got.push_back(urikit::parse_url_pattern(deep));
        got.push_back(urikit::parse_url_pattern({.pathname = std::string_view(deep).substr(13)}));
    });
    // The pathname group's regexp begins at byte 15 (2 in the member): its
    // 33rd "(?:" is 3 * 32 bytes further.
    BOOST_TEST((got[0].error() == error{errc::nesting_too_deep, 15 + 3 * 32}));
    BOOST_TEST((got[1].error() == error{errc::nesting_too_deep, 2 + 3 * 32}));
}

BOOST_AUTO_TEST_CASE(a_pattern_longer_than_max_input_size_is_refused_before_a_byte_is_read) {
    std::size_t const len = urikit::max_input_size + 1;
    void* mem = ::mmap(nullptr, len, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    BOOST_TEST_REQUIRE(mem != MAP_FAILED);
    std::string_view const huge(static_cast<char const*>(mem), len);
    error const limit{errc::input_too_long, static_cast<std::uint32_t>(urikit::max_input_size)};
    BOOST_TEST((urikit::parse_url_pattern(huge).error() == limit));
    url_pattern_component where{};
    BOOST_TEST((urikit::parse_url_pattern({.hostname = "a", .search = huge}, {}, &where).error() == limit));
    BOOST_TEST((where == url_pattern_component::search));
    ::munmap(mem, len);
}

BOOST_AUTO_TEST_CASE(the_default_pattern_matches_everything_and_copies_share, URIKIT_NEEDS(re2)) {
    urikit::url_pattern const everything;
    BOOST_TEST(everything.protocol() == "*");
    BOOST_TEST(everything.test("mailto:x"));
    BOOST_TEST(!everything.has_regexp_groups());
    urikit::url_pattern copy = make("https://a.com/(\\d+)");
    BOOST_TEST(copy.has_regexp_groups());
    copy = everything;
    BOOST_TEST(copy.pathname() == "*");
}

BOOST_AUTO_TEST_CASE(one_pattern_serves_many_threads, URIKIT_NEEDS(re2)) {
    auto const p = make("https://*.example.com/:a/:b(\\d+)");
    std::vector<std::thread> threads;
    std::vector<int> hits(4);
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&, t] {
            for (int k = 0; k < 2000; ++k) {
                auto const m = p.exec("https://w.example.com/x/" + std::to_string(k));
                hits[static_cast<std::size_t>(t)] += m && (*m)[url_pattern_component::pathname].group("b") == std::to_string(k);
            }
        });
    }
    for (auto& th : threads) th.join();
    BOOST_TEST((hits == std::vector<int>{2000, 2000, 2000, 2000}));
}

// The reference path: the Standard's own expression (JavaScript syntax,
// generate_regexp's javascript dialect) run by std::regex's ECMAScript
// grammar. Random pathname patterns and texts: the same match, and the same
// groups (a bare optional group's empty match counts as none on both
// sides: ECMAScript's empty-iteration rule, which std::regex may not keep).
BOOST_AUTO_TEST_CASE(matches_and_groups_equal_the_standards_expression_run_by_std_regex, URIKIT_NEEDS(re2)) {
    using namespace urikit::detail;
    std::mt19937 rng(6);
    char const* const pieces[] = {"/", "a", "b", ":x", ":y", "*", "(\\d+)", "(a|b)", "{", "}", "?", "+", "-", "(b*)", "{/:z}?"};
    std::string const alphabet = "/ab1-";
    int patterns = 0, texts = 0, matched = 0;
    for (int round = 0; round < 1500; ++round) {
        std::string input;
        for (int k = std::uniform_int_distribution<int>(1, 6)(rng); k > 0; --k) input += pieces[rng() % std::size(pieces)];
        auto const p = urikit::parse_url_pattern({.pathname = input});
        std::vector<pattern_part> parts;
        if (!p || parse_pattern_string(input, pathname_options, canonicalize_pathname, parts)) continue;
        std::string js;
        std::vector<std::string> names;
        BOOST_TEST_REQUIRE(!generate_regexp(parts, pathname_options, regexp_dialect::javascript, js, names));
        std::regex const reference(js, std::regex::ECMAScript);
        std::vector<bool> bare;
        for (auto const& part : parts) {
            if (part.type != part_type::fixed_text)
                bare.push_back(part.modifier == part_modifier::optional && part.prefix.empty() && part.suffix.empty());
        }
        ++patterns;
        for (int t = 0; t < 12; ++t) {
            std::string text = "/";
            for (int k = static_cast<int>(rng() % 6); k > 0; --k) text += alphabet[rng() % alphabet.size()];
            auto const m = p->exec(urikit::url_pattern_init{.pathname = text});
            std::smatch sm;
            bool const want = std::regex_match(text, sm, reference);
            BOOST_TEST(m.has_value() == want, input << " (" << js << ") on " << text);
            ++texts;
            if (!m || !want) continue;
            ++matched;
            auto const& groups = (*m)[url_pattern_component::pathname].groups;
            BOOST_TEST_REQUIRE(groups.size() == names.size());
            for (std::size_t g = 0; g < names.size(); ++g) {
                std::optional<std::string> expected;
                if (sm[g + 1].matched && !(bare[g] && sm[g + 1].length() == 0)) expected = sm[g + 1].str();
                BOOST_TEST((groups[g].value == expected), input << " on " << text << " group " << names[g]);
            }
        }
    }
    BOOST_TEST(patterns > 500);
    BOOST_TEST(matched > 300);
}

BOOST_AUTO_TEST_SUITE_END()
