// urikit complexity tests: linear time on every public entry point and every
// pathological input family.
//
// For each family an input of n = 32 KiB and one of 16n are made; an entry
// point runs on both, and its work may grow at most 32x: linear work grows
// 16x (n log n about 19x), quadratic 256x. No measurement is compared with a
// fixed limit, only the two sizes of one call with each other. The ratio of
// 16 leaves a factor of 2 between linear and the line, which a loaded
// machine's CPU time does not cross (at 8x and a 12x line, linear pairs
// measured up to 11.9x under load); a quadratic term is caught once it is a
// fourteenth of the linear one at 32 KiB.
//
// The work is what work_meter counts. Under callgrind (how ctest runs these
// tests) it is every instruction of the call, libc's included: exact, and
// the same on every run. Natively it is CPU time, which also grows with
// cache misses (a 1 MiB CLI line costs up to 2.7x more time per byte than a
// 128 KiB one here, at exactly 8x the instructions), so a native
// measurement only screens: a pair above 24x is measured again as the
// minimum of 5 runs at each size, then of 9, and a pair still above 32x is
// written to the suspects file (URIKIT_COMPLEXITY_SUSPECTS) for callgrind to
// decide, or fails when there is no such file.
//
// Every test case is screened natively, then only its suspects are
// measured under callgrind (run_complexity.sh does both): the named
// families took 24 minutes of CPU under callgrind and 25 s natively, with
// about 20 suspects. Run under callgrind without a suspects file, a test
// case measures every pair exactly (to look at one call by hand). The
// codecs and the builder's setters take the input as an opaque value, so
// the 2- and 3-byte repetitions run the entry points whose work depends on
// the input's structure.
#define BOOST_TEST_MODULE urikit_complexity
#define BOOST_TEST_DYN_LINK
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <random>
#include <map>
#include <set>
#include <string>

#include <urikit/url_pattern.hpp>

#include "entry_points.hpp"
#include "families.hpp"
#include "work_meter.hpp"

namespace {

using namespace urikit::test;

constexpr std::size_t small_size = 32 * 1024;
constexpr std::size_t growth = 16;
constexpr double allowed_ratio = 32.0;
constexpr double settled_ratio = 24.0;

// Below this much work at the small size a measurement is noise; the ratio
// is taken against it instead (a call doing this little on 32 KiB cannot be
// quadratic).
std::uint64_t noise_floor(work_meter const& m) { return m.deterministic() ? 20000u : 5000u; }

std::uint64_t min_work(work_meter& m, entry_point const& e, std::string const& input, int runs) {
    std::uint64_t best = ~std::uint64_t{0};
    for (int i = 0; i < runs; ++i) {
        m.start();
        e.run(input);
        best = std::min(best, m.stop());
    }
    return best;
}

struct measurement {
    double ratio = 0;
    std::uint64_t small = 0, large = 0;
};

measurement measure(work_meter& m, entry_point const& e, std::string const& small, std::string const& large) {
    measurement v;
    for (int runs : {1, 5, 9}) {
        // Natively the small size is always the minimum of 3 runs or more:
        // one preempted small run would make a quadratic pair look linear.
        v.small = min_work(m, e, small, m.deterministic() ? runs : std::max(runs, 3));
        v.large = min_work(m, e, large, runs);
        v.ratio = static_cast<double>(v.large) / static_cast<double>(std::max(v.small, noise_floor(m)));
        if (m.deterministic() || v.ratio <= (runs == 1 ? settled_ratio : allowed_ratio)) break;
    }
    return v;
}

std::string pair_key(entry_point const& e, input_family const& f) { return e.name + '\t' + f.name; }

// The suspects file: pairs a native screen could not clear.
char const* suspects_file() { return std::getenv("URIKIT_COMPLEXITY_SUSPECTS"); }

std::set<std::string> read_suspects() {
    std::set<std::string> s;
    if (char const* file = suspects_file()) {
        std::ifstream in(file);
        for (std::string line; std::getline(in, line);) s.insert(line);
    }
    return s;
}

enum class entries { all, library, cli, structural_library };

// URIKIT_COMPLEXITY_ONLY=text runs only the entry points whose name holds
// `text` (to look at one call by hand).
bool wanted(entry_point const& e, entries which) {
    if (char const* only = std::getenv("URIKIT_COMPLEXITY_ONLY"); only != nullptr && e.name.find(only) == std::string::npos) {
        return false;
    }
    bool const cli = e.name.rfind("cli ", 0) == 0;
    switch (which) {
    case entries::all: return true;
    case entries::library: return !cli;
    case entries::cli: return cli;
    case entries::structural_library: return !cli && e.structural;
    }
    return false;
}

struct tally {
    std::size_t pairs = 0, suspects = 0;
    std::map<std::string, std::pair<double, std::string>> worst; // entry -> ratio, family
};

void report(tally const& t, work_meter const& m) {
    std::string text = std::to_string(t.pairs) + " pairs measured (" + std::string(m.unit()) + "), " +
                       std::to_string(t.suspects) + " left to callgrind; worst growth for " +
                       std::to_string(growth) + "x input:\n";
    for (auto const& [name, w] : t.worst) {
        char line[512];
        std::snprintf(line, sizeof line, "  x%5.2f  %-55s on %s\n", w.first, name.c_str(), w.second.c_str());
        text += line;
    }
    BOOST_TEST_MESSAGE(text);
}

// Runs the chosen entry points on every family; a pair over the allowed
// ratio fails (or, measured natively with a suspects file, becomes a
// suspect). Under callgrind with a suspects file, only the suspects the
// native screen left are measured.
void check_linear(std::vector<input_family> const& families, entries which) {
    work_meter m;
    bool const confirming = m.deterministic() && suspects_file() != nullptr;
    std::set<std::string> const suspects = confirming ? read_suspects() : std::set<std::string>{};
    std::ofstream suspects_out;
    if (!m.deterministic() && suspects_file() != nullptr) suspects_out.open(suspects_file(), std::ios::app);
    std::vector<entry_point> chosen = entry_points();
    std::erase_if(chosen, [which](entry_point const& e) { return !wanted(e, which); });
    tally t;
    for (input_family const& f : families) {
        std::string small, large;
        for (entry_point const& e : chosen) {
            if (confirming && suspects.count(pair_key(e, f)) == 0) continue;
            if (f.crawl_only && !e.crawl) continue;
            if (small.empty()) {
                small = f.make(small_size);
                large = f.make(growth * small_size);
            }
            measurement const v = e.smallest > small_size ? measure(m, e, f.make(e.smallest), f.make(growth * e.smallest))
                                                          : measure(m, e, small, large);
            ++t.pairs;
            auto& w = t.worst[e.name];
            if (v.ratio > w.first) w = {v.ratio, f.name};
            if (v.ratio > allowed_ratio && suspects_out.is_open()) {
                suspects_out << pair_key(e, f) << '\n';
                ++t.suspects;
                continue;
            }
            BOOST_TEST(v.ratio <= allowed_ratio, e.name << " on " << f.name << ": " << v.small << " -> " << v.large
                                                        << " " << m.unit() << " (x" << v.ratio << ")");
        }
    }
    report(t, m);
}

std::vector<std::string> const positions = {"", "http://a/", "http://a/?", "http://a/#", "http://", "s:", "//"};

} // namespace

BOOST_AUTO_TEST_SUITE(complexity)

BOOST_AUTO_TEST_CASE(library_entry_points_are_linear_on_the_named_families) {
    check_linear(named_families(), entries::library);
}

BOOST_AUTO_TEST_CASE(cli_commands_are_linear_on_the_named_families) {
    check_linear(named_families(), entries::cli);
}

BOOST_AUTO_TEST_CASE(every_entry_point_is_linear_on_repetitions_of_one_byte_in_every_position) {
    check_linear(repetition_families(1, positions), entries::all);
}

BOOST_AUTO_TEST_CASE(structural_entry_points_are_linear_on_repetitions_of_two_bytes_in_every_position) {
    check_linear(repetition_families(2, positions), entries::structural_library);
}

BOOST_AUTO_TEST_CASE(structural_entry_points_are_linear_on_repetitions_of_three_bytes_in_path_and_query) {
    check_linear(repetition_families(3, {"http://a/", "http://a/?"}, units::one_per_rotation), entries::structural_library);
}

// The cost model of URL patterns (url_pattern.hpp, "Cost"): a component's
// RE2 program has at most max_regexp_instructions, and its ECMAScript
// program (exec()'s groups, when RE2's differ) at most max_ecma_work, so
// matching costs at most a constant number of instructions per URL byte,
// whatever the pattern. The
// hostile patterns here are the largest of their family the bound admits
// (nested and counted repetitions that blow up a DFA into the NFA, the
// worst RE2 has); test() and exec() on URLs of a and b, measured in
// instructions under callgrind (how ctest runs it) against the stated
// constant, and at two sizes against the linear line.
BOOST_AUTO_TEST_CASE(url_pattern_matching_costs_at_most_the_stated_instructions_per_url_byte) {
    constexpr double stated = 50000; // instructions per URL byte for test() and exec(), at most (the README's cost model)
    if (!urikit::available(urikit::feature::url_patterns)) return;
    // Each family's pattern at size k ("K" in a body: k written in; "W(x)":
    // x as k alternatives of a loop, its first a group; "N": k nullable
    // loops nested, "((?:(?:(?:a?a?)*b?)*a?)*)" at 3).
    std::vector<std::string> const bodies = {"(.*a[ab]{K})", "((?:.*a){K})", "(.*a.{K})", "((?:a|b)*a(?:a|b){K})",
                                             "((?:.*){K})", "(.*(?:.*(?:.*(?:.*a.{K}))))", "((?:a?){K}a{K})",
                                             // exec() through the ECMAScript program (ecma_program.hpp): groups
                                             // reset per iteration, empty iterations checked, nested (the
                                             // last, deepest max_ecma_work admits), and wide: each branch of
                                             // an alternation in a loop a live thread at every byte (#61)
                                             "((?:(?<x>a?)(?:(?<y>b?)(?:a?b?)*)*){0,K})", "((?:a?|b?" "?|(?<z>a)){0,K}[ab]*)",
                                             "W([ab])", "W(b)", "W([ab]?)", "W((?:[ab]|\\b))", "N",
                                             // both: a DFA that blows up, and a program (a group in a loop)
                                             "((?:(?<g>a)|b)*a[ab]{K})", "((?:(?<g>a)|b)*a(?:a|b){K})"};
    auto const sized = [](std::string const& body, int k) {
        std::string b = body;
        if (b == "N") {
            std::string inner = "a?a?";
            for (int i = 0; i < k; ++i) inner = "(?:" + inner + ")*" + (i + 1 == k ? "" : i % 2 == 0 ? "b?" : "a?");
            return "(" + inner + ")";
        }
        if (b.starts_with("W(")) {
            std::string const branch = b.substr(2, b.size() - 3);
            b = "((?:(?<g>a)";
            for (int i = 1; i < k; ++i) b += "|" + branch;
            return b + ")*)";
        }
        for (std::size_t at; (at = b.find('K')) != std::string::npos;) b.replace(at, 1, std::to_string(k));
        return b;
    };
    work_meter m;
    std::mt19937 rng(46);
    auto const url_of = [&](std::size_t n) {
        std::string x(n / 3, 'a');
        for (char& c : x) c = "ab"[rng() % 2];
        return "https://h/" + x + "?" + x + "#" + x;
    };
    // Two sizes: RE2 takes another engine for exec()'s groups on short texts (BitState).
    std::string const urls[] = {url_of(2048), url_of(16384)};
    for (std::string const& body : bodies) {
        std::optional<urikit::url_pattern> p;
        std::string b;
        for (int k = 1000; k > 0 && !p; k = std::min(k - 1, k * 19 / 20)) { // the largest k the bound admits
            b = sized(body, k);
            std::string const path = "/" + b;
            if (auto r = urikit::parse_url_pattern({.pathname = path, .search = b, .hash = b})) p = std::move(*r);
        }
        BOOST_TEST_REQUIRE(p.has_value(), body);
        for (std::string const& url : urls) {
            m.start();
            bool const t = p->test(url);
            bool const e = p->exec(url).has_value();
            double const per_byte = static_cast<double>(m.stop()) / static_cast<double>(url.size());
            BOOST_TEST(t == e, b);
            BOOST_TEST_MESSAGE(b.substr(0, 120) << " in pathname, search and hash, " << url.size() << " bytes: "
                                                << per_byte << " " << m.unit() << " per URL byte");
            if (m.deterministic()) BOOST_TEST(per_byte <= stated, b << ": " << per_byte << " per URL byte");
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
