// urikit tests: src/crawl/session_ids.cpp, urikit's own session-id rules
// (README, "Crawler forms"): the parameter names and the path parameter.
#include <algorithm>
#include <random>
#include <string>
#include <string_view>

#include <boost/test/unit_test.hpp>

#include "src/crawl/session_ids.hpp"

using urikit::detail::session_name;

namespace {

std::string without_session_ids(std::string path) {
    path.resize(urikit::detail::remove_path_session_ids(path.data(), path.size()));
    return path;
}

} // namespace

BOOST_AUTO_TEST_SUITE(session_ids)

BOOST_AUTO_TEST_CASE(names_are_compared_without_ascii_case) {
    using urikit::detail::classify_session_name;
    for (std::string_view n : {"jsessionid", "JSESSIONID", "PhpSessId", "sid", "SID", "aspsessionid",
                               "ASPSESSIONIDQQGGQ", "aspsessionidx"}) {
        BOOST_TEST((classify_session_name(n) == session_name::always), n);
    }
    for (std::string_view n : {"", "sids", "session", "jsession", "aspsession", "ssid", "s%69d"}) {
        BOOST_TEST((classify_session_name(n) == session_name::none), n);
    }
    BOOST_TEST((classify_session_name("CFID") == session_name::cfid));
    BOOST_TEST((classify_session_name("cftoken") == session_name::cftoken));
}

BOOST_AUTO_TEST_CASE(cfid_and_cftoken_go_only_together) {
    using urikit::detail::is_session_id;
    BOOST_TEST(is_session_id(session_name::always, false));
    BOOST_TEST(!is_session_id(session_name::cfid, false));
    BOOST_TEST(!is_session_id(session_name::cftoken, false));
    BOOST_TEST(is_session_id(session_name::cfid, true));
    BOOST_TEST(is_session_id(session_name::cftoken, true));
    BOOST_TEST(!is_session_id(session_name::none, true));
}

BOOST_AUTO_TEST_CASE(a_path_loses_each_jsessionid_parameter_up_to_the_next_semicolon_or_slash) {
    BOOST_TEST(without_session_ids("/a;jsessionid=123/b") == "/a/b");
    BOOST_TEST(without_session_ids("/a;x=1;JSESSIONID=2;y=3") == "/a;x=1;y=3");
    BOOST_TEST(without_session_ids("/a;jsessionid=1;jsessionid=2") == "/a");
    BOOST_TEST(without_session_ids("/a;jsessionid") == "/a;jsessionid", "no '=': not the parameter");
    BOOST_TEST(without_session_ids("/jsessionid=1/b") == "/jsessionid=1/b", "a segment, not a parameter");
    BOOST_TEST(without_session_ids("") == "");
}

BOOST_AUTO_TEST_CASE(the_removal_is_a_fixed_point_and_only_removes) {
    std::string const pieces[] = {";jsessionid=", ";JSessionId=", ";", "/", "a", "=", "1"};
    std::mt19937 rng(11);
    for (int round = 0; round < 5000; ++round) {
        std::string path;
        for (int n = static_cast<int>(rng() % 10); n > 0; --n) path += pieces[rng() % std::size(pieces)];
        std::string const once = without_session_ids(path);
        BOOST_TEST_REQUIRE(without_session_ids(once) == once, path);
        BOOST_TEST_REQUIRE(once.size() <= path.size());
        BOOST_TEST_REQUIRE(std::count(once.begin(), once.end(), '/') == std::count(path.begin(), path.end(), '/'),
                           "every segment stays: " << path);
    }
}

BOOST_AUTO_TEST_SUITE_END()
