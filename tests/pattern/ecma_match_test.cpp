// urikit tests: URL pattern groups as ECMAScript computes them
// (src/pattern/ecma_match.cpp): the examples of ECMAScript's own
// RepeatMatcher notes, nested empty checks, and Node's RegExp (V8) on
// random regexps and on random pathname patterns.
#include <optional>
#include <random>
#include <string>
#include <vector>

#include <boost/json.hpp>
#include <boost/test/unit_test.hpp>

#include <urikit/url_pattern.hpp>

#include "src/pattern/ecma_program.hpp"
#include "src/pattern/js_regexp_reader.hpp"
#include "src/pattern/part_list_text.hpp"
#include "src/pattern/pattern_canonical.hpp"
#include "src/pattern/pattern_component.hpp"
#include "test_conditions.hpp"
#include "pattern/random_regexp.hpp"
#include "web/node_peer.hpp"

namespace json = boost::json;
using namespace urikit::detail;
using groups_t = std::vector<std::optional<std::string_view>>;
using urikit::test::random_text;
using urikit::test::regexp_maker;

namespace {

// Groups as the Node script writes them: an array, null for undefined.
json::value groups_json(groups_t const& groups) {
    json::array a;
    for (auto const& g : groups) {
        if (g) a.push_back(json::string(*g));
        else a.push_back(nullptr);
    }
    return a;
}

// The groups of `program` on all of `text`: null when it does not match.
json::value ecma_groups(ecma_program const& program, std::string_view text) {
    groups_t groups;
    if (!ecma_match_groups(program, text, groups)) return nullptr;
    return groups_json(groups);
}

// Runs node_regexp_exec.mjs on `inputs`; the number of its answers that
// differ from `ours` (the first ten shown).
std::size_t differences_from_node(std::vector<json::value> const& inputs, std::vector<json::value> const& ours) {
    auto const node = urikit::test::run_node("../pattern/node_regexp_exec.mjs", inputs);
    std::size_t differ = 0;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        if (node[i] == ours[i]) continue;
        if (++differ <= 10)
            BOOST_TEST_MESSAGE(json::serialize(inputs[i]) << "\n  urikit " << json::serialize(ours[i]) << "\n  node   "
                                                          << json::serialize(node[i]));
    }
    return differ;
}

// The same for `js`, compiled whole.
json::value ecma_groups(std::string const& js, bool icase, std::string_view text) {
    ecma_program program;
    bool perl_agrees = false;
    urikit::error const e = compile_ecma_program(js, icase, max_regexp_nesting + 4, program, perl_agrees);
    if (e) return json::string(std::string(urikit::name(e.code)));
    return ecma_groups(program, text);
}

json::value expected(std::initializer_list<char const*> groups) {
    json::array a;
    for (char const* g : groups) {
        if (g) a.push_back(json::string(g));
        else a.push_back(nullptr);
    }
    return a;
}

} // namespace

BOOST_AUTO_TEST_SUITE(ecma_match)

// ECMAScript's notes to RepeatMatcher and Disjunction, and the cases where
// RE2's (Perl's) rules give other groups.
BOOST_AUTO_TEST_CASE(groups_are_those_of_ecmascripts_own_examples) {
    // "the captures of the atom are reset each iteration": ["zaacbbbcac", "z", "ac", "a", undefined, "c"]
    BOOST_TEST(ecma_groups("^(z)((a+)?(b+)?(c))*$", false, "zaacbbbcac") == expected({"z", "ac", "a", nullptr, "c"}));
    // "an empty iteration past the minimum fails": /(a*)*/.exec("b") leaves the group undefined
    BOOST_TEST(ecma_groups("^(a*)*$", false, "") == expected({nullptr}));
    BOOST_TEST(ecma_groups("^(a*)*b$", false, "b") == expected({nullptr}));
    // Disjunction: the left Alternative first, "abc" of /a|ab/ is "a"; full matches take "ab"
    BOOST_TEST(ecma_groups("^((a)|(ab))((c)|(bc))$", false, "abc") == expected({"a", "a", nullptr, "bc", nullptr, "bc"}));
    // issue #45's case: RE2 gave {"": , "b"}
    BOOST_TEST(ecma_groups("^((?:a?|b)+)(.*)$", false, "b") == expected({"b", ""}));
    BOOST_TEST(ecma_groups("^(?:(a?))?$", false, "") == expected({nullptr}));
    BOOST_TEST(ecma_groups("^(?:(a)|b)+$", false, "ab") == expected({nullptr}));
    BOOST_TEST(ecma_groups("^(?:(a)|b){2}$", false, "ab") == expected({nullptr}));
    BOOST_TEST(ecma_groups("^(?:(a)|b){2}?$", false, "ba") == expected({"a"}));
    BOOST_TEST(ecma_groups("^(a)?b$", false, "ab") == expected({"a"}));
    BOOST_TEST(ecma_groups("^(A)(?:b)$", true, "aB") == expected({"a"}));
    BOOST_TEST(ecma_groups("^(a+?)(a*)$", false, "aaa") == expected({"a", "aa"}));
    BOOST_TEST(ecma_groups("^(\\b)a\\B(.)$", false, "ab") == expected({"", "b"}));
    BOOST_TEST(ecma_groups("^(a)$", false, "b").is_null());
}

// The empty check works per iteration, nested: an inner iteration that
// began at the outer one's start is not the outer iteration.
BOOST_AUTO_TEST_CASE(nested_iterations_check_their_own_emptiness) {
    BOOST_TEST(ecma_groups("^(?:(?:(a?))*b)*$", false, "bab") == expected({"a"}));
    BOOST_TEST(ecma_groups("^(?:(a?)(b?))*$", false, "ab") == expected({"a", "b"}));
    BOOST_TEST(ecma_groups("^((?:a?)*)*$", false, "aa") == expected({"aa"}));
    BOOST_TEST(ecma_groups("^(?:(?:a|()){2,})+$", false, "a") == expected({""}));
}

// Node's RegExp (V8) against the program on random regexps and texts, with
// and without the `i` flag.
BOOST_AUTO_TEST_CASE(random_regexps_have_the_groups_nodes_regexp_gives, URIKIT_NEEDS(node)) {
    std::mt19937 rng(45);
    std::vector<json::value> inputs, ours;
    std::size_t programs_run = 0, matched = 0;
    for (int round = 0; round < 8000; ++round) {
        regexp_maker maker{rng, true, 2};
        std::string const js = "^(?:" + maker.make(0) + ")$";
        bool const icase = round % 4 == 0;
        ecma_program program;
        bool perl_agrees = true;
        if (urikit::error const e = compile_ecma_program(js, icase, max_regexp_nesting, program, perl_agrees)) {
            BOOST_TEST((e.code == urikit::errc::pattern_too_complex), js);
            continue;
        }
        programs_run += perl_agrees ? 0u : 1u;
        json::array texts, results;
        for (int t = 0; t < 12; ++t) {
            std::string const text = random_text(rng, icase ? "abAB1" : "ab1", 6);
            texts.push_back(json::string(text));
            results.push_back(ecma_groups(program, text));
            matched += results.back().is_array() ? 1u : 0u;
        }
        inputs.push_back(json::object{{"re", js}, {"flags", icase ? "vi" : "v"}, {"texts", texts}});
        ours.push_back(json::object{{"results", results}});
    }
    std::size_t const differ = differences_from_node(inputs, ours);
    BOOST_TEST(differ == 0u, differ << " of " << inputs.size() << " regexps differ from Node");
    BOOST_TEST(programs_run > 2000u, "random regexps that need the program: " << programs_run);
    BOOST_TEST(matched > 10000u, "texts matched: " << matched);
}

// Random pathname patterns (regexp parts, named groups, modifiers,
// wildcards): exec's groups through the component (RE2's, or the program
// when it kept one) are those Node's RegExp gives for the Standard's expression.
BOOST_AUTO_TEST_CASE(pathname_patterns_have_the_groups_nodes_regexp_gives, URIKIT_NEEDS(node) URIKIT_NEEDS(re2)) {
    std::mt19937 rng(3986);
    static char const* const modifiers[] = {"", "", "?", "*", "+"};
    std::vector<json::value> inputs, ours;
    std::size_t compiled = 0, kept = 0, matched = 0;
    for (int round = 0; round < 3000; ++round) {
        std::string pattern;
        for (int k = static_cast<int>(rng() % 3) + 1; k > 0; --k) {
            auto const pick = rng() % 5;
            regexp_maker maker{rng, false};
            if (pick == 0) pattern += "/a";
            else if (pick == 1) pattern += "/:x" + std::to_string(k);
            else if (pick == 2) pattern += "/*";
            else pattern += std::string(rng() % 2 == 0 ? "/" : "") + "(" + maker.make(1) + ")";
            pattern += modifiers[rng() % std::size(modifiers)];
        }
        compiled_component c;
        if (compile_component(pattern, canonicalize_pathname, pathname_options, c)) continue;
        ++compiled;
        kept += c.ecma ? 1u : 0u;
        std::string js;
        std::vector<std::string> names;
        BOOST_TEST_REQUIRE(!generate_regexp(c.parts, c.options, regexp_dialect::javascript, js, names));
        json::array texts, results;
        for (int t = 0; t < 12; ++t) {
            std::string const text = random_text(rng, "ab/1", 7);
            texts.push_back(json::string(text));
            groups_t groups;
            if (!component_match_groups(c, text, groups)) {
                results.push_back(nullptr);
                continue;
            }
            ++matched;
            results.push_back(groups_json(groups));
        }
        inputs.push_back(json::object{{"re", js}, {"flags", "v"}, {"texts", texts}});
        ours.push_back(json::object{{"results", results}});
    }
    std::size_t const differ = differences_from_node(inputs, ours);
    BOOST_TEST(differ == 0u, differ << " of " << inputs.size() << " patterns differ from Node");
    BOOST_TEST(compiled > 2000u);
    BOOST_TEST(kept > 300u, "patterns that need the program: " << kept);
    BOOST_TEST(matched > 3000u, "texts matched: " << matched);
}

BOOST_AUTO_TEST_SUITE_END()
