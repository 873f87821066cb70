// urikit tests: src/core/simd_classify.hpp, the one SIMD classifier engine:
// the nibble tables of a set, looked up by SSSE3, hold exactly the set's
// bytes (every byte value, every set the library instantiates and random
// ones); the SSE2 helpers equal their definitions; the dispatch chooses once.
#include <random>

#include <boost/test/unit_test.hpp>

#include "src/core/charsets.hpp"
#include "src/core/simd_classify.hpp"

namespace {

#if defined(__SSE2__)
// The engine's answer for byte c: every byte of a block is c.
template <class Tables>
bool member_by_lookup(unsigned char c, Tables const& t) {
    if (!urikit::detail::has_ssse3()) return false;
    __m128i const in = urikit::detail::nibble_members(_mm_set1_epi8(static_cast<char>(c)), t);
    return _mm_movemask_epi8(_mm_cmpeq_epi8(in, _mm_setzero_si128())) == 0;
}
#endif

struct random_set {
    std::array<std::uint16_t, 16> rows{}; // allowed columns per row, from at most eight patterns
    bool operator()(unsigned char c) const { return (rows[c >> 4] >> (c & 15)) & 1u; }
};

} // namespace

BOOST_AUTO_TEST_SUITE(simd_classify)

BOOST_AUTO_TEST_CASE(nibble_lookups_hold_exactly_the_sets_bytes) {
#if defined(__SSE2__)
    if (!urikit::detail::has_ssse3()) return;
    using namespace urikit::grammar;
    constexpr auto path = urikit::detail::make_nibble_tables([](unsigned char c) { return in_set(static_cast<char>(c), cs_path); });
    constexpr auto controls = urikit::detail::make_nibble_tables([](unsigned char c) { return c < 0x21 || c >= 0x7F; });
    for (unsigned c = 0; c < 256; ++c) {
        auto const b = static_cast<unsigned char>(c);
        BOOST_TEST_REQUIRE(member_by_lookup(b, path) == in_set(static_cast<char>(b), cs_path), c);
        BOOST_TEST_REQUIRE(member_by_lookup(b, controls) == (b < 0x21 || b >= 0x7F), c);
    }
    std::mt19937 rng(46);
    for (int round = 0; round < 300; ++round) {
        std::array<std::uint16_t, 8> patterns{};
        for (auto& p : patterns) p = static_cast<std::uint16_t>(rng());
        random_set set;
        for (auto& r : set.rows) r = rng() % 3 == 0 ? 0 : patterns[rng() % 8];
        urikit::detail::nibble_tables const t = urikit::detail::make_nibble_tables(set);
        for (unsigned c = 0; c < 256; ++c) {
            BOOST_TEST_REQUIRE(member_by_lookup(static_cast<unsigned char>(c), t) == set(static_cast<unsigned char>(c)));
        }
    }
#endif
}

BOOST_AUTO_TEST_CASE(the_sse2_helpers_are_their_definitions) {
#if defined(__SSE2__)
    for (unsigned c = 0; c < 256; ++c) {
        __m128i const v = _mm_set1_epi8(static_cast<char>(c));
        bool const upper = c >= 'A' && c <= 'Z';
        BOOST_TEST_REQUIRE((_mm_movemask_epi8(urikit::detail::uppercase_bytes(v)) == (upper ? 0xFFFF : 0)), c);
        BOOST_TEST_REQUIRE((urikit::detail::positions_of(v, '%') == (c == '%' ? 0xFFFFu : 0u)), c);
    }
#endif
}

namespace {
int sse2_way(int x) noexcept { return x + 1; }
int ssse3_way(int x) noexcept { return x + 2; }
using test_way = urikit::detail::cpu_way<int (*)(int) noexcept, &sse2_way, &ssse3_way>;
} // namespace

BOOST_AUTO_TEST_CASE(the_dispatch_takes_the_cpus_way_every_time) {
    int const want = urikit::detail::has_ssse3() ? 12 : 11;
    BOOST_TEST(test_way::call(10) == want, "the first call chooses");
    BOOST_TEST(test_way::call(10) == want, "later calls keep the choice");
    BOOST_TEST((test_way::chosen() == (urikit::detail::has_ssse3() ? &ssse3_way : &sse2_way)));
}

BOOST_AUTO_TEST_SUITE_END()
