// urikit tests: src/crawl/ssurt.cpp, SSURT (shared/data/crawler/ssurt.tsv)
// and its inverse, round trips.
#include <random>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/parse.hpp>

#include "allocation_counter.hpp"
#include "crawl/crawler_vectors.hpp"
#include "data_files.hpp"
#include "random_reference.hpp"
#include "test_conditions.hpp"

namespace {

std::string ssurt_of(std::string_view text) {
    auto const u = urikit::parse_uri_reference(text);
    BOOST_REQUIRE_MESSAGE(u.has_value(), "not a reference: " << text);
    auto r = urikit::ssurt(*u);
    BOOST_REQUIRE(r.has_value());
    return std::move(r).value();
}

// A reference whose SSURT must lead back to it: one with a scheme or an authority.
bool reversible(urikit::uri_view u) { return u.has_scheme() || u.has_authority(); }

void require_round_trip(std::string_view text) {
    auto const u = urikit::parse_uri_reference(text);
    if (!u || !reversible(*u)) return;
    std::string const s = ssurt_of(text);
    auto const back = urikit::from_ssurt(s);
    BOOST_REQUIRE_MESSAGE(back.has_value() && back->str() == text, "ssurt " << s << " of " << text);
}

} // namespace

BOOST_AUTO_TEST_SUITE(ssurt)

BOOST_AUTO_TEST_CASE(every_shared_vector_gives_its_ssurt_and_leads_back, URIKIT_NEEDS(shared_data)) {
    auto const vectors = urikit::test::load_crawler_vectors("ssurt.tsv");
    BOOST_TEST_REQUIRE(vectors.has_value());
    BOOST_TEST(vectors->size() == 11u);
    for (auto const& v : *vectors) {
        BOOST_TEST_CONTEXT("line " << v.line << ": " << v.input) {
            BOOST_TEST(ssurt_of(v.input) == v.expected);
            auto const back = urikit::from_ssurt(v.expected);
            BOOST_TEST_REQUIRE(back.has_value());
            BOOST_TEST(back->str() == v.input);
        }
    }
}

BOOST_AUTO_TEST_CASE(hosts_follow_the_readme_definition) {
    BOOST_TEST(ssurt_of("http://x.y.z./") == ",z,y,x,//http:/");
    BOOST_TEST(ssurt_of("http://a,b.y.z./") == ",z,y,a.b,//http:/");
    BOOST_TEST(ssurt_of("http://10.1.2.3:81/") == "10.1.2.3//81:http:/");
    BOOST_TEST(ssurt_of("http://0x80/") == "0x80//http:/"); // an IPv4 form: kept
    BOOST_TEST(ssurt_of("http://[::1]:/") == "[::1]//:http:/");
    BOOST_TEST(ssurt_of("file:///etc") == ",//file:/etc");
    BOOST_TEST(ssurt_of("//u@h/p") == "h,//@u:/p");
    BOOST_TEST(ssurt_of("a/b?c") == "a/b?c");
}

BOOST_AUTO_TEST_CASE(ssurt_leads_back_on_every_data_line_and_random_references) {
    for (auto const& file : urikit::test::load_data_files()) {
        for (auto const& line : file.lines) require_round_trip(line);
    }
    std::mt19937 rng(2611);
    for (int i = 0; i < 200000; ++i) require_round_trip(urikit::test::random_reference(rng));
    for (std::string_view s : {"http://[::1]:8/p", "x://,,/", "x://a,/", "x:", "//", "//:0", "http://u:@h:/"}) {
        require_round_trip(s);
    }
}

BOOST_AUTO_TEST_CASE(a_malformed_ssurt_is_an_error) {
    BOOST_TEST(!urikit::from_ssurt("com,example,//81http:/").has_value());
    BOOST_TEST(!urikit::from_ssurt("com,example,//http/").has_value());
    BOOST_TEST(!urikit::from_ssurt("com,ex ample,//http:/").has_value());
}

// Issue 27: from_ssurt's errors point into the SSURT text: at the byte
// itself where the rebuilt reference copied it, else at the start of the
// field it was made for (a host written in its other order).
BOOST_AUTO_TEST_CASE(from_ssurt_errors_point_into_the_ssurt_text) {
    struct row {
        char const* text;
        std::uint32_t offset;
    };
    for (row const r : {row{"com,example,//http:/a b", 21}, row{"[::1x]//http:/", 4}, row{"com,ex ample,//http:/", 0},
                        row{"h//http@u s:/", 9}, row{"h//8x:http:/", 4}, row{"a b", 1}}) {
        auto const back = urikit::from_ssurt(r.text);
        BOOST_TEST_REQUIRE(!back.has_value(), r.text);
        BOOST_TEST(back.error().offset == r.offset, r.text);
        BOOST_TEST(back.error().offset <= std::string_view(r.text).size(), r.text);
    }
}

BOOST_AUTO_TEST_CASE(from_ssurt_into_a_warm_buffer_allocates_nothing) {
    std::vector<std::string> keys;
    for (auto const& file : urikit::test::load_data_files()) {
        for (auto const& line : file.lines) {
            auto const u = urikit::parse_uri_reference(line);
            if (u && reversible(*u) && line.size() < 1000) keys.push_back(ssurt_of(line));
        }
    }
    BOOST_TEST_REQUIRE(keys.size() > urikit::test::lines_at_least(1000));
    std::string out;
    urikit::components parts;
    for (auto const& k : keys) (void)urikit::from_ssurt_into(k, out, &parts); // warm
    urikit::test::start_counting_allocations();
    for (auto const& k : keys) (void)urikit::from_ssurt_into(k, out, &parts);
    BOOST_TEST(urikit::test::stop_counting_allocations() == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
