// urikit tests: grammar/loose_split.cpp, the split of RFC 3986 Appendix B,
// against Appendix B's regular expression itself (run by std::regex) on
// random text, and its authority split.
#include <optional>
#include <random>
#include <regex>
#include <string>

#include <boost/test/unit_test.hpp>

#include "grammar/loose_split.hpp"

namespace {

// A regex group as the split reports it: absent when it did not take part.
std::optional<std::string> group(std::smatch const& m, std::size_t i) {
    if (!m[i].matched) return std::nullopt;
    return m[i].str();
}

std::optional<std::string> text_of(std::optional<std::string_view> v) {
    if (!v) return std::nullopt;
    return std::string(*v);
}

} // namespace

BOOST_AUTO_TEST_SUITE(loose_split)

BOOST_AUTO_TEST_CASE(appendix_bs_example) {
    auto const r = urikit::grammar::loose_split("http://www.ics.uci.edu/pub/ietf/uri/#Related");
    BOOST_TEST(r.scheme.value() == "http");
    BOOST_TEST(r.authority.value() == "www.ics.uci.edu");
    BOOST_TEST(r.path == "/pub/ietf/uri/");
    BOOST_TEST(!r.query.has_value());
    BOOST_TEST(r.fragment.value() == "Related");
}

BOOST_AUTO_TEST_CASE(the_split_is_appendix_bs_regular_expression) {
    std::regex const appendix_b(R"(^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#([\s\S]*))?)");
    std::string const alphabet = "ab:/?#@[]%. \t\x80";
    std::mt19937 rng(3986);
    for (int round = 0; round < 20000; ++round) {
        std::string s(rng() % 14, 'a');
        for (char& c : s) c = alphabet[rng() % alphabet.size()];
        std::smatch m;
        BOOST_TEST_REQUIRE(std::regex_search(s, m, appendix_b));
        auto const r = urikit::grammar::loose_split(s);
        BOOST_TEST_REQUIRE((text_of(r.scheme) == group(m, 2)), s);
        BOOST_TEST_REQUIRE((text_of(r.authority) == group(m, 4)), s);
        BOOST_TEST_REQUIRE(std::string(r.path) == m[5].str(), s);
        BOOST_TEST_REQUIRE((text_of(r.query) == group(m, 7)), s);
        BOOST_TEST_REQUIRE((text_of(r.fragment) == group(m, 9)), s);
    }
}

BOOST_AUTO_TEST_CASE(an_authority_splits_at_its_last_at_and_its_port_colon) {
    auto const a = urikit::grammar::loose_split_authority("u:p@x@host:80");
    BOOST_TEST(a.userinfo.value() == "u:p@x");
    BOOST_TEST(a.host == "host");
    BOOST_TEST(a.port.value() == "80");
    auto const b = urikit::grammar::loose_split_authority("[::1]:8:9");
    BOOST_TEST(!b.userinfo.has_value());
    BOOST_TEST(b.host == "[::1]");
    BOOST_TEST(b.port.value() == "8:9", "the port is whatever follows");
    auto const c = urikit::grammar::loose_split_authority("h:");
    BOOST_TEST(c.port.value().empty());
    BOOST_TEST(!urikit::grammar::loose_split_authority("h").port.has_value());
    BOOST_TEST(urikit::grammar::find_authority_end("//a/b", 2) == 3u);
    BOOST_TEST(urikit::grammar::find_authority_end("//ab", 2) == std::string_view::npos);
}

BOOST_AUTO_TEST_SUITE_END()
