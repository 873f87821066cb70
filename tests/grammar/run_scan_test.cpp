// grammar::run_end: the SSSE3, SSE2 and scalar ways agree with the class table
// (charsets.hpp) on every byte value, at every position of every length.
#include <boost/test/unit_test.hpp>

#include <random>
#include <string>

#include "grammar/charsets.hpp"
#include "grammar/run_scan.hpp"

using urikit::grammar::run_set;

namespace {

std::uint32_t bits_of(run_set set) {
    switch (set) {
    case run_set::userinfo: return urikit::grammar::cs_userinfo;
    case run_set::path: return urikit::grammar::cs_path;
    case run_set::query: return urikit::grammar::cs_query;
    }
    return 0;
}

// The definition: the first byte from `i` whose class lacks the set's bit.
std::size_t expected_end(std::string_view s, std::size_t i, run_set set) {
    while (i < s.size() && urikit::grammar::in_set(s[i], bits_of(set))) ++i;
    return i;
}

void check_all_ways(std::string_view s, std::size_t i, run_set set) {
    std::size_t const want = expected_end(s, i, set);
    BOOST_TEST_INFO("length " << s.size() << ", from " << i << ", set " << static_cast<int>(set));
    BOOST_TEST(urikit::grammar::run_end_scalar(s, i, set) == want);
    BOOST_TEST(urikit::grammar::run_end_sse2(s, i, set) == want);
    BOOST_TEST(urikit::grammar::run_end_ssse3(s, i, set) == want);
    BOOST_TEST(urikit::grammar::run_end(s, i, set) == want);
}

} // namespace

BOOST_AUTO_TEST_SUITE(grammar_run_scan)

BOOST_AUTO_TEST_CASE(every_byte_value_at_every_position_of_every_length_up_to_40) {
    for (run_set set : {run_set::userinfo, run_set::path, run_set::query}) {
        for (std::size_t length = 1; length <= 40; ++length) {
            for (std::size_t at = 0; at < length; ++at) {
                for (unsigned b = 0; b < 256; ++b) {
                    std::string s(length, 'a');
                    s[at] = static_cast<char>(b);
                    for (std::size_t from : {std::size_t{0}, at / 2, at}) check_all_ways(s, from, set);
                }
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(random_texts_from_every_start) {
    std::mt19937 rng(16);
    std::uniform_int_distribution<int> byte(0, 255), common(0, 9), length(0, 100);
    for (int k = 0; k < 3000; ++k) {
        std::string s(static_cast<std::size_t>(length(rng)), 'x');
        for (char& c : s) c = common(rng) == 0 ? static_cast<char>(byte(rng)) : "a/?:@%.~=&"[common(rng)];
        for (run_set set : {run_set::userinfo, run_set::path, run_set::query}) {
            for (std::size_t from = 0; from <= s.size(); ++from) check_all_ways(s, from, set);
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
