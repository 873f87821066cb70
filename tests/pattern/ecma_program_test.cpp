// urikit tests: compiling a JavaScript regexp into the ECMAScript program
// (src/pattern/ecma_program.cpp): RE2's groups stand for the program's
// exactly where the program says they may (perl_agrees), and the bound on
// the work of a program that runs.
#include <optional>
#include <random>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/url_pattern.hpp>

#include "src/pattern/ecma_program.hpp"
#include "src/pattern/js_regexp.hpp"
#include "src/pattern/regexp_engine.hpp"
#include "pattern/random_regexp.hpp"
#include "test_conditions.hpp"

using namespace urikit::detail;
using groups_t = std::vector<std::optional<std::string_view>>;
using urikit::test::random_text;
using urikit::test::regexp_maker;

BOOST_AUTO_TEST_SUITE(ecma_program_compile)

// The fast path: where a program says RE2's groups are its own
// (perl_agrees), they are, on random regexps and texts.
BOOST_AUTO_TEST_CASE(re2_groups_equal_the_programs_where_it_says_perl_agrees, URIKIT_NEEDS(re2)) {
    std::mt19937 rng(1997);
    std::size_t compared = 0, matches = 0;
    for (int round = 0; round < 6000; ++round) {
        regexp_maker maker{rng, true};
        std::string const inner = maker.make(0);
        std::string const js = "^(?:" + inner + ")$";
        ecma_program program;
        bool perl_agrees = false;
        if (compile_ecma_program(js, false, max_regexp_nesting, program, perl_agrees) || !perl_agrees) continue;
        std::string re2_text;
        BOOST_TEST_REQUIRE(!translate_js_regexp(js, false, re2_text), js);
        regexp_ptr re2;
        if (compile_regexp(re2_text, false, re2)) continue; // over RE2's bound
        for (int t = 0; t < 12; ++t) {
            std::string const text = random_text(rng, "ab1", 6);
            groups_t want, got;
            bool const w = ecma_match_groups(program, text, want);
            bool const g = regexp_match_groups(*re2, text, got);
            BOOST_TEST(w == g, js << " on " << text);
            if (w && g) BOOST_TEST((want == got), js << " on " << text);
            ++compared;
            matches += w ? 1u : 0u;
        }
    }
    BOOST_TEST(compared > 10000u);
    BOOST_TEST(matches > 1000u);
}

// A program's work per byte (ecma_work: its states, and its threads with
// their registers) is bounded: past max_ecma_work one that must run is
// errc::pattern_too_complex, offset 0.
BOOST_AUTO_TEST_CASE(programs_over_the_work_bound_are_too_complex) {
    ecma_program program;
    bool perl_agrees = false;
    BOOST_TEST(!compile_ecma_program("(?:(?:(?:a?)*)*)*", false, max_regexp_nesting, program, perl_agrees));
    BOOST_TEST(program.depths == 3u);
    BOOST_TEST(!perl_agrees);
    std::string deep;
    for (int k = 0; k < 30; ++k) deep = "(?:a?" + deep + ")*";
    urikit::error const e = compile_ecma_program("(?:" + deep + "){200}", false, max_regexp_nesting, program, perl_agrees);
    BOOST_TEST((e == urikit::error{urikit::errc::pattern_too_complex, 0}));
    BOOST_TEST(!compile_ecma_program("[ab]{1000}", false, max_regexp_nesting, program, perl_agrees));
    BOOST_TEST(program.code.size() == 1001u); // a byte each, and the match
    BOOST_TEST((compile_ecma_program("(?:a?){0,1000}", false, max_regexp_nesting, program, perl_agrees) ==
                urikit::error{urikit::errc::pattern_too_complex, 0}));
    // One whose groups RE2 gives never runs: RE2's bound is its bound.
    BOOST_TEST(!compile_ecma_program("[ab]{300}(a)(b)(c)(d)", false, max_regexp_nesting, program, perl_agrees));
    BOOST_TEST(perl_agrees);
}

// A wide alternation in a loop has every branch a live thread at every
// byte (#61): its threads count, so the widest such loop admitted is far
// narrower than its states alone would allow, and groups that widen every
// thread's registers put one just under the bound over it.
BOOST_AUTO_TEST_CASE(threads_and_their_registers_count_toward_the_bound) {
    auto const wide = [](int k, std::string_view after) {
        std::string s = "(?:(?<g>a)";
        for (int i = 1; i < k; ++i) s += "|[ab]";
        return s + ")*" + std::string(after);
    };
    ecma_program program;
    bool perl_agrees = false;
    int widest = 0;
    while (!compile_ecma_program(wide(widest + 1, ""), false, max_regexp_nesting, program, perl_agrees)) ++widest;
    BOOST_TEST(!perl_agrees);
    BOOST_TEST(widest > 40);
    BOOST_TEST(widest < 220); // the review's 220 branches: refused
    BOOST_TEST(!compile_ecma_program(wide(widest, ""), false, max_regexp_nesting, program, perl_agrees));
    ecma_work const w = ecma_work::of(program);
    BOOST_TEST(w.per_byte() <= max_ecma_work);
    BOOST_TEST(w.threads == static_cast<std::size_t>(widest) + 1); // a byte_in a branch, and the match
    // States alone, as 0.4's bound counted them (states x (registers + 8), at
    // most 8,192), admitted this twice over.
    BOOST_TEST(2 * program.code.size() * (program.depths + 1) * (2 * program.groups + 8) < 8192u);
    BOOST_TEST((compile_ecma_program(wide(widest, "(a)(b)(c)(d)(e)(f)"), false, max_regexp_nesting, program, perl_agrees) ==
                urikit::error{urikit::errc::pattern_too_complex, 0}));
}

BOOST_AUTO_TEST_SUITE_END()
