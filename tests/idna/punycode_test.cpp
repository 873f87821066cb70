// urikit tests: src/idna/punycode.cpp, Punycode (RFC 3492).
#include <random>
#include <string>

#include <boost/test/unit_test.hpp>

#include "src/core/utf8_writer.hpp"
#include "src/idna/idna.hpp"
#include "src/idna/punycode.hpp"
#include "test_conditions.hpp"

namespace {

std::string encoded(std::u32string_view s, std::size_t max_size = 1000) {
    std::string out = "(kept)";
    if (!urikit::detail::punycode_encode(s, out, max_size)) return "(refused) " + out;
    return out.substr(6);
}

} // namespace

BOOST_AUTO_TEST_SUITE(punycode)

// RFC 3492 section 7.1, sample strings (A), (B), (L), (M) and (S).
BOOST_AUTO_TEST_CASE(the_rfcs_sample_strings_encode_as_it_gives_them) {
    BOOST_TEST(encoded(U"\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628"
                       U"\u064A\u061F") == "egbpdaj6bu4bxfgehfvwxn");
    BOOST_TEST(encoded(U"\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587") == "ihqwcrb4cv8a8dqg056pqjye");
    BOOST_TEST(encoded(U"3\u5E74B\u7D44\u91D1\u516B\u5148\u751F") == "3B-ww4c5e180e575a65lsy2b");
    BOOST_TEST(encoded(U"\u5B89\u5BA4\u5948\u7F8E\u6075-with-SUPER-MONKEYS") == "-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n");
    BOOST_TEST(encoded(U"-> $1.00 <-") == "-> $1.00 <--");
    BOOST_TEST(encoded(U"b\u00FCcher") == "bcher-kva");
    BOOST_TEST(encoded(U"") == "");
}

BOOST_AUTO_TEST_CASE(an_encoding_longer_than_the_limit_is_refused_and_nothing_written) {
    BOOST_TEST(encoded(U"b\u00FCcher", 9) == "bcher-kva");
    BOOST_TEST(encoded(U"b\u00FCcher", 8) == "(refused) (kept)");
    BOOST_TEST(encoded(std::u32string(100000, U'\u00FC'), 59) == "(refused) (kept)"); // before any work
    BOOST_TEST(encoded(U"\U0010FFFF\U0010FFFF") == "dn32ga"); // the largest code point (Python's codec gives the same)
}

// The decoder of another party (ICU's, through UTS #46 ToUnicode) gives back
// every random lowercase label the encoder writes.
BOOST_AUTO_TEST_CASE(icu_decodes_every_encoding_to_its_input, URIKIT_NEEDS(idna)) {
    std::u32string const pool = U"abz09\u00E9\u00FC\u00DF\u0436\u4E2D\u6587\uAC00\U00020000";
    std::mt19937 rng(3492);
    for (int round = 0; round < 3000; ++round) {
        std::u32string label(1 + rng() % 12, U'a');
        for (char32_t& c : label) c = pool[rng() % pool.size()];
        std::string ace = "xn--";
        BOOST_TEST_REQUIRE(urikit::detail::punycode_encode(label, ace, 59));
        std::string utf8;
        for (char32_t c : label) urikit::detail::append_utf8(utf8, c);
        if (utf8.size() == label.size()) continue; // all ASCII: no IDNA label
        std::string back;
        BOOST_TEST_REQUIRE(urikit::detail::idna_to_unicode(ace, back) == urikit::errc::ok, ace);
        BOOST_TEST(back == utf8, ace);
    }
}

BOOST_AUTO_TEST_SUITE_END()
