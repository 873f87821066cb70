// urikit tests: src/web/web_scan.cpp, the classification pass of an href.
#include <random>
#include <string>

#include <boost/test/unit_test.hpp>

#include "src/web/web_scan.hpp"

BOOST_AUTO_TEST_SUITE(web_scan)

// The classification pass has a scalar, an SSE2 and an SSSE3 way (the last
// chosen at run time); all must give the same answer on the same bytes, at
// every length around the block and chunk sizes (16, 64), with every kind
// of byte at every position.
BOOST_AUTO_TEST_CASE(scalar_sse2_and_ssse3_classify_alike) {
    std::string const alphabet = std::string("aZ09/.%#?@[]\\^`{|}\"'<>:~-_ \t\x7F\x80\xC3") + '\0';
    std::mt19937 rng(7);
    std::size_t compared = 0;
    for (std::size_t n = 0; n <= 200; ++n) {
        for (int round = 0; round < 40; ++round) {
            std::string s(n, 'a');
            // Mostly plain bytes, a few of the others, like hrefs.
            for (char& c : s) c = rng() % 8 == 0 ? alphabet[rng() % alphabet.size()] : "ab/.c?"[rng() % 6];
            auto const scalar = urikit::detail::scan_web_input_scalar(s);
            BOOST_TEST((urikit::detail::scan_web_input_sse2(s) == scalar), "sse2, length " << n);
            BOOST_TEST((urikit::detail::scan_web_input_ssse3(s) == scalar), "ssse3, length " << n);
            BOOST_TEST((urikit::detail::scan_web_input(s) == scalar), "dispatched, length " << n);
            ++compared;
        }
    }
    // Plain hrefs (no rare byte) at every length, with "#", "?" and "/." late.
    for (std::size_t n = 16; n <= 200; ++n) {
        std::string s(n, 'a');
        s[n / 2] = '/';
        s[n / 2 + 1] = '.';
        s[n - 1] = '#';
        if (n > 20) s[n - 3] = '?';
        auto const scalar = urikit::detail::scan_web_input_scalar(s);
        BOOST_TEST(scalar.hash == n - 1);
        BOOST_TEST(scalar.dot_pair);
        BOOST_TEST((urikit::detail::scan_web_input_sse2(s) == scalar), "sse2, length " << n);
        BOOST_TEST((urikit::detail::scan_web_input_ssse3(s) == scalar), "ssse3, length " << n);
    }
    BOOST_TEST(compared > 8000u);
}

BOOST_AUTO_TEST_SUITE_END()
