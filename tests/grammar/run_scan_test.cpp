// grammar::run_end_* and path_run_end_*: the SSSE3, SSE2 and scalar ways agree
// with the class table (charsets.hpp) on every byte value, at every position
// of every length; path_run_end_* note exactly the "." after a "/" before
// the run's end.
#include <algorithm>
#include <iterator>
#include <random>
#include <string>

#include <boost/test/unit_test.hpp>

#include "src/core/charsets.hpp"
#include "grammar/run_scan.hpp"

using urikit::grammar::run_set;

namespace {

constexpr run_set all_sets[] = {run_set::userinfo, run_set::host, run_set::lowercase_host, run_set::path, run_set::query};

std::uint32_t bits_of(run_set set) {
    switch (set) {
    case run_set::userinfo: return urikit::grammar::cs_userinfo;
    case run_set::host:
    case run_set::lowercase_host: return urikit::grammar::cs_reg_name;
    case run_set::path: return urikit::grammar::cs_path;
    case run_set::query: return urikit::grammar::cs_query;
    }
    return 0;
}

bool in(char c, run_set set) {
    if (set == run_set::lowercase_host && c >= 'A' && c <= 'Z') return false;
    return urikit::grammar::in_set(c, bits_of(set));
}

// The definition: the first byte from `i` whose class lacks the set's bit.
std::size_t expected_end(std::string_view s, std::size_t i, run_set set) {
    while (i < s.size() && in(s[i], set)) ++i;
    return i;
}

// Calls of check_all_ways and check_path_run, and how many agreed in every
// way: a test case asserts the two equal once, and reports each
// disagreement in full (millions of passing BOOST_TESTs were 16% of unit).
std::size_t calls = 0, agreed = 0;

void check_all_ways(std::string_view s, std::size_t i, run_set set) {
    ++calls;
    std::size_t const want = expected_end(s, i, set);
    std::size_t const got[] = {urikit::grammar::run_end_scalar(s, i, set), urikit::grammar::run_end_sse2(s, i, set),
                               urikit::grammar::run_end_ssse3(s, i, set)};
    if (std::all_of(std::begin(got), std::end(got), [&](std::size_t g) { return g == want; })) {
        ++agreed;
        return;
    }
    BOOST_TEST_INFO("length " << s.size() << ", from " << i << ", set " << static_cast<int>(set));
    BOOST_TEST((got[0] == want && got[1] == want && got[2] == want),
               "scalar " << got[0] << ", sse2 " << got[1] << ", ssse3 " << got[2] << ", definition " << want);
}

void expect_every_call_agreed() {
    BOOST_TEST(calls > 1000u);
    BOOST_TEST(agreed == calls);
    calls = agreed = 0;
}

// path_run_end from i >= 1: the path run's end, and whether a "." in
// [i, end) follows a "/" (the "/" may lie before i).
void check_path_run(std::string_view s, std::size_t i) {
    std::size_t const end = expected_end(s, i, run_set::path);
    bool dot = false;
    for (std::size_t k = i; k < end; ++k) dot = dot || (s[k] == '.' && s[k - 1] == '/');
    ++calls;
    using way = std::size_t (*)(std::string_view, std::size_t, bool&) noexcept;
    bool all_agree = true;
    for (way w : {way{urikit::grammar::path_run_end_scalar}, way{urikit::grammar::path_run_end_sse2},
                  way{urikit::grammar::path_run_end_ssse3}}) {
        bool seen = false;
        std::size_t const got = w(s, i, seen);
        bool already = true; // a note is never taken back
        (void)w(s, i, already);
        if (got == end && seen == dot && already) continue;
        all_agree = false;
        BOOST_TEST_INFO("length " << s.size() << ", from " << i);
        BOOST_TEST(got == end);
        BOOST_TEST(seen == dot);
        BOOST_TEST(already);
    }
    agreed += all_agree ? 1 : 0;
}

} // namespace

BOOST_AUTO_TEST_SUITE(grammar_run_scan)

BOOST_AUTO_TEST_CASE(every_byte_value_at_every_position_of_every_length_up_to_40) {
    for (run_set set : all_sets) {
        for (std::size_t length = 1; length <= 40; ++length) {
            for (std::size_t at = 0; at < length; ++at) {
                for (unsigned b = 0; b < 256; ++b) {
                    std::string s(length, 'a');
                    s[at] = static_cast<char>(b);
                    for (std::size_t from : {std::size_t{0}, at / 2, at}) check_all_ways(s, from, set);
                    if (set == run_set::path) {
                        s[at / 2] = '/'; // and a "." after it where the byte is one
                        for (std::size_t from : {std::size_t{1}, at / 2 + 1, at}) {
                            if (from >= 1 && from <= length) check_path_run(s, from);
                        }
                    }
                }
            }
        }
    }
    expect_every_call_agreed();
}

BOOST_AUTO_TEST_CASE(random_texts_from_every_start) {
    std::mt19937 rng(16);
    std::uniform_int_distribution<int> byte(0, 255), common(0, 10), length(0, 100);
    for (int k = 0; k < 3000; ++k) {
        std::string s(static_cast<std::size_t>(length(rng)), 'x');
        for (char& c : s) c = common(rng) == 0 ? static_cast<char>(byte(rng)) : "a/?:@%.~=&Q"[common(rng)];
        for (run_set set : all_sets) {
            for (std::size_t from = 0; from <= s.size(); ++from) check_all_ways(s, from, set);
        }
        for (std::size_t from = 1; from <= s.size(); ++from) check_path_run(s, from);
    }
    expect_every_call_agreed();
}

BOOST_AUTO_TEST_CASE(path_runs_note_a_dot_after_a_slash_at_every_position_of_every_length_up_to_40) {
    for (std::size_t length = 2; length <= 40; ++length) {
        for (std::size_t at = 1; at < length; ++at) {
            for (char stop : {'/', '?', '#', ' ', '%'}) { // "/." at `at`, the run ending before, on or after it
                std::string s(length, 'a');
                s[at - 1] = '/';
                s[at] = '.';
                for (std::size_t end : {at / 2, at, at + 1, length - 1}) {
                    std::string t = s;
                    if (end < length && end != at && end + 1 != at) t[end] = stop;
                    for (std::size_t from : {std::size_t{1}, at, at + 1 < length ? at + 1 : at}) check_path_run(t, from);
                }
            }
        }
    }
    expect_every_call_agreed();
}

BOOST_AUTO_TEST_CASE(examples) {
    bool dot = false;
    BOOST_TEST(urikit::grammar::path_run_end_ssse3(":/a/./b?q", 1, dot) == 7u);
    BOOST_TEST(dot);
    dot = false;
    BOOST_TEST(urikit::grammar::path_run_end_ssse3(":/a/b.c/d?/.", 1, dot) == 9u); // "/." in the query is not the path's
    BOOST_TEST(!dot);
    BOOST_TEST(urikit::grammar::run_end_ssse3("exAmple.com:80", 0, run_set::lowercase_host) == 2u);
    BOOST_TEST(urikit::grammar::run_end_ssse3("exAmple.com:80", 0, run_set::host) == 11u);
    BOOST_TEST(urikit::grammar::run_end_ssse3("exAmple.com:80", 0, run_set::userinfo) == 14u);
}

BOOST_AUTO_TEST_SUITE_END()
