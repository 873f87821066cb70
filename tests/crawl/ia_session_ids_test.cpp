// urikit tests: src/crawl/ia_session_ids.cpp, the IA's session-id regular
// expressions as linear scans, against the expressions run by std::regex.
#include <random>
#include <string>
#include <string_view>

#include <boost/test/unit_test.hpp>

#include "crawl/ia_patterns_reference.hpp"
#include "src/crawl/ia_session_ids.hpp"

BOOST_AUTO_TEST_SUITE(ia_session_ids)

BOOST_AUTO_TEST_CASE(the_session_id_patterns_equal_the_ias_regular_expressions) {
    std::mt19937 rng(28);
    static constexpr std::string_view pieces[] = {
        "jsessionid=", "JSessionID=", "phpsessid=", "sid=", "ASPSESSIONID", "aspsessionidABCDEFGH=", "cfid=",
        "&cftoken=", "cftoken=", "&", "&", "=", "a", "Z", "0", "9", "-", "%2", "0123456789abcdefghijklemopqrstuv",
        "ABCDEFGHIJKLMNOPQRSTUVWX", "abcdefgh", ".aspx", ".ASPX", "(", ")", "/", "/", "?", "(S(", "))/",
        "(a(0123456789abcdefghijklmn)", "(0123456789abcdefghijklmn)/", "jsessionid=0123456789abcdefghijklemopqrstuv",
        "sid=0123456789ABCDEFGHIJKLEMOPQRSTUV&", "cfid=1&cftoken=2", "aspsessionidABCDEFGH=ABCDEFGHIJKLMNOPQRSTUVWX",
        "/(S(0123456789abcdefghijklmn))/", "/(0123456789abcdefghijklmn)/", "x.aspx"};
    std::uniform_int_distribution<std::size_t> piece(0, std::size(pieces) - 1);
    std::uniform_int_distribution<int> count(0, 12);
    std::size_t changed = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string text;
        for (int n = count(rng); n > 0; --n) text.append(pieces[piece(rng)]);
        std::string query = text;
        urikit::detail::strip_ia_query_session_ids(query);
        BOOST_TEST_REQUIRE(query == urikit::test::reference_strip_ia_query(text), "query " << text);
        std::string path = text;
        urikit::detail::strip_ia_path_session_ids(path);
        BOOST_TEST_REQUIRE(path == urikit::test::reference_strip_ia_path(text), "path " << text);
        changed += static_cast<std::size_t>(query != text) + static_cast<std::size_t>(path != text);
    }
    BOOST_TEST(changed > 2000u); // the patterns matched often enough to mean something
}

BOOST_AUTO_TEST_SUITE_END()
