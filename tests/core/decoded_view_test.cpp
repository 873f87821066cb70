// Decoded access: decoded_view and the decoded accessors, segments and
// parameters of uri_view (split first, then decoded; never re-split).
#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

#include <urikit/decoded_view.hpp>
#include <urikit/parse.hpp>

#include "allocation_counter.hpp"

BOOST_AUTO_TEST_SUITE(decoded_view)

BOOST_AUTO_TEST_CASE(decoded_accessors_read_each_component_percent_decoded) {
    auto const u = urikit::parse_uri_reference("http://us%65r@h%41st/a%2Fb/c%20d?k%3D=v%26w#f%23").value();
    BOOST_TEST((u.decoded_userinfo() == "user"));
    BOOST_TEST((u.decoded_host() == "hAst"));
    BOOST_TEST((u.decoded_path() == "/a/b/c d"));
    BOOST_TEST((u.decoded_query() == "k==v&w"));
    BOOST_TEST((u.decoded_fragment() == "f#"));
    BOOST_TEST((u.decoded_path().size() == 8u));
    BOOST_TEST((u.decoded_path().encoded() == "/a%2Fb/c%20d"));
    BOOST_TEST(u.decoded_path().has_escapes());
    BOOST_TEST((u.decoded_path().to_string() == "/a/b/c d"));
    BOOST_TEST(!urikit::parse_uri_reference("/plain")->decoded_path().has_escapes());
}

BOOST_AUTO_TEST_CASE(an_encoded_slash_is_decoded_inside_its_segment_and_never_splits_it) {
    auto const u = urikit::parse_uri_reference("/a%2Fb/%63/").value();
    std::vector<std::string> segs;
    for (urikit::decoded_view s : u.decoded_segments()) segs.push_back(s.to_string());
    BOOST_TEST((segs == std::vector<std::string>{"a/b", "c", ""}));
    std::vector<std::string> encoded;
    for (std::string_view s : u.segments()) encoded.emplace_back(s);
    BOOST_TEST((encoded == std::vector<std::string>{"a%2Fb", "%63", ""}));
}

BOOST_AUTO_TEST_CASE(an_encoded_ampersand_or_equals_is_decoded_inside_its_key_or_value) {
    auto const u = urikit::parse_uri_reference("?a%26b=c%3Dd&e+f=g+h&k&=").value();
    std::vector<std::string> keys, values;
    std::vector<bool> has;
    for (urikit::decoded_query_param p : u.decoded_params()) {
        keys.push_back(p.key.to_string());
        values.push_back(p.value.to_string());
        has.push_back(p.has_value);
    }
    BOOST_TEST((keys == std::vector<std::string>{"a&b", "e+f", "k", ""}));
    BOOST_TEST((values == std::vector<std::string>{"c=d", "g+h", "", ""}));
    BOOST_TEST((has == std::vector<bool>{true, true, false, true}));
    // HTML form data: "+" is a space, "%2B" a plus
    auto const form = urikit::parse_uri_reference("?e+f=g%2Bh").value();
    urikit::decoded_query_param const p = *form.decoded_params({.plus_as_space = true}).begin();
    BOOST_TEST((p.key == "e f"));
    BOOST_TEST((p.value == "g+h"));
    BOOST_TEST((urikit::parse_uri_reference("")->decoded_params().begin() ==
                urikit::parse_uri_reference("")->decoded_params().end()));
}

BOOST_AUTO_TEST_CASE(comparison_is_on_decoded_bytes_without_allocating) {
    auto const u = urikit::parse_uri_reference("/%41b%FF").value();
    urikit::test::start_counting_allocations();
    bool const same = u.decoded_path() == "/Ab\xFF";
    int const less = u.decoded_path().compare("/Ac");
    int const longer = u.decoded_path().compare("/Ab");
    int const shorter = u.decoded_path().compare("/Ab\xFFz");
    bool const views_equal = u.decoded_path() == urikit::parse_uri_reference("/A%62%ff")->decoded_path();
    std::size_t n = 0;
    for (char c : u.decoded_path()) n += static_cast<unsigned char>(c);
    std::size_t const allocations = urikit::test::stop_counting_allocations();
    BOOST_TEST(same);
    BOOST_TEST((less == -1));
    BOOST_TEST((longer == 1));
    BOOST_TEST((shorter == -1));
    BOOST_TEST(views_equal);
    BOOST_TEST((n == std::size_t{'/'} + 'A' + 'b' + 0xFF));
    BOOST_TEST((allocations == 0u));
}

BOOST_AUTO_TEST_CASE(make_checks_every_percent_sign) {
    BOOST_TEST((urikit::decoded_view::make("a%20b").value() == "a b"));
    for (auto const& [text, offset] : {std::pair{"a%2", 1u}, std::pair{"%", 0u}, std::pair{"ab%G0", 2u},
                                       std::pair{"%20%2x", 3u}}) {
        auto const r = urikit::decoded_view::make(text);
        BOOST_TEST_REQUIRE(!r.has_value(), text);
        BOOST_TEST((urikit::name(r.error().code) == "bad_pct_encoding"));
        BOOST_TEST((r.error().offset == offset));
    }
    BOOST_TEST((urikit::decoded_view::make("a+b", {.plus_as_space = true}).value() == "a b"));
    BOOST_TEST(urikit::decoded_view().empty());
}

BOOST_AUTO_TEST_SUITE_END()
