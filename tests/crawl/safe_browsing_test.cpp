// urikit tests: src/crawl/safe_browsing.cpp, Google Safe Browsing's lookup
// expressions and their hashes (the page's examples; bounds on every line).
#include <array>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/idna.hpp>

#include "allocation_counter.hpp"
#include "crawl/crawler_vectors.hpp"
#include "data_files.hpp"
#include "random_reference.hpp"
#include "src/crawl/sha256.hpp"
#include "test_conditions.hpp"

namespace {

std::vector<std::string> expressions(std::string_view url) {
    auto r = urikit::safe_browsing_expressions(url);
    BOOST_REQUIRE(r.has_value());
    return std::move(r).value();
}

} // namespace

BOOST_AUTO_TEST_SUITE(safe_browsing)

BOOST_AUTO_TEST_CASE(lookup_expressions_are_the_pages_examples) {
    std::vector<std::string> const abc = {
        "a.b.c/1/2.html?param=1", "a.b.c/1/2.html", "a.b.c/", "a.b.c/1/",
        "b.c/1/2.html?param=1",   "b.c/1/2.html",   "b.c/",   "b.c/1/",
    };
    BOOST_TEST(expressions("http://a.b.c/1/2.html?param=1") == abc, boost::test_tools::per_element());
    std::vector<std::string> const seven = {
        "a.b.c.d.e.f.g/1.html", "a.b.c.d.e.f.g/", "c.d.e.f.g/1.html", "c.d.e.f.g/", "d.e.f.g/1.html",
        "d.e.f.g/",             "e.f.g/1.html",   "e.f.g/",           "f.g/1.html", "f.g/",
    };
    BOOST_TEST(expressions("http://a.b.c.d.e.f.g/1.html") == seven, boost::test_tools::per_element());
    std::vector<std::string> const ip = {"1.2.3.4/1/", "1.2.3.4/"};
    BOOST_TEST(expressions("http://1.2.3.4/1/") == ip, boost::test_tools::per_element());
    std::vector<std::string> const deep = {"h.com/1/2/3/4/5?q", "h.com/1/2/3/4/5", "h.com/", "h.com/1/",
                                           "h.com/1/2/",        "h.com/1/2/3/"};
    BOOST_TEST(expressions("http://h.com/1/2/3/4/5?q") == deep, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(canonical_urls_are_fixed_points_and_expressions_bounded) {
    std::mt19937 rng(20261124);
    std::size_t accepted = 0;
    for (int i = 0; i < 50000; ++i) {
        std::string const url = urikit::test::random_reference(rng);
        auto const first = urikit::safe_browsing_canonical(url);
        if (!first) continue;
        ++accepted;
        auto const second = urikit::safe_browsing_canonical(*first);
        BOOST_REQUIRE_MESSAGE(second.has_value() && *second == *first, "input " << url << " gave " << *first);
        auto const exprs = expressions(url);
        BOOST_REQUIRE(!exprs.empty());
        BOOST_REQUIRE(exprs.size() <= 30u);
        BOOST_REQUIRE(std::set<std::string>(exprs.begin(), exprs.end()).size() == exprs.size());
    }
    BOOST_TEST(accepted > 20000u);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(safe_browsing_hashes)

BOOST_AUTO_TEST_CASE(each_expression_comes_with_its_hash, URIKIT_NEEDS(crypto)) {
    auto const h = urikit::safe_browsing_hashes("http://a.b.c/1/2.html?param=1");
    auto const e = expressions("http://a.b.c/1/2.html?param=1");
    BOOST_TEST_REQUIRE(h->size() == e.size());
    for (std::size_t i = 0; i < e.size(); ++i) {
        BOOST_TEST((*h)[i].expression == e[i]);
        std::array<std::uint8_t, 32> d{};
        BOOST_TEST((urikit::detail::sha256(e[i], d) == urikit::errc::ok));
        BOOST_TEST(((*h)[i].sha256 == d));
    }
    // The page's expression for http://a.b.c/1/2.html?param=1, hashed by sha256sum.
    BOOST_TEST(urikit::test::hex_of(h->front().sha256) == "1cd5cf5ed8e6df424bdbb400f7b2a3fcb215c4c3f7fa2965a11446cde3c162f3");
    BOOST_TEST(urikit::name(urikit::safe_browsing_hashes("mailto:x").error().code) == "missing_host");
}

BOOST_AUTO_TEST_SUITE_END()
