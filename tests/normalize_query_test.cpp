// The cache key's query: has_more_than_one_parameter finds any "&";
// record_query records exactly the parameters a byte-by-byte split finds
// (both sixteen bytes a step or one), says whether they are in order of
// their decoded names (for any number of parameters), and the sorted writing
// is a stable sort by decoded name (SPEC.md cache-key); more parameters than
// the record holds go the general way with the same result.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <urikit/pct.hpp>

#include "src/rfc3986/normalize_query.hpp"

namespace {

struct expected_parameter {
    std::string text, decoded_name;
    std::size_t begin, name_end, end;
};

// The definition: split on "&", the name up to the first "=", decoded.
std::vector<expected_parameter> split_query(std::string_view q) {
    std::vector<expected_parameter> out;
    for (std::size_t b = 0;;) {
        std::size_t const e = std::min(q.find('&', b), q.size());
        std::string_view const p = q.substr(b, e - b);
        std::string_view const name = p.substr(0, std::min(p.find('='), p.size()));
        std::string decoded;
        for (std::size_t i = 0; i < name.size(); ++i) {
            if (name[i] == '%') {
                decoded += static_cast<char>(urikit::pct_triplet_value(name.data() + i));
                i += 2;
            } else {
                decoded += name[i];
            }
        }
        out.push_back({std::string(p), decoded, b, b + name.size(), e});
        if (e == q.size()) return out;
        b = e + 1;
    }
}

std::string sorted_by_definition(std::string_view q) {
    auto params = split_query(q);
    std::stable_sort(params.begin(), params.end(), [](auto const& a, auto const& b) {
        return std::lexicographical_compare(a.decoded_name.begin(), a.decoded_name.end(), b.decoded_name.begin(),
                                            b.decoded_name.end(), [](char x, char y) {
                                                return static_cast<unsigned char>(x) < static_cast<unsigned char>(y);
                                            });
    });
    std::string out;
    for (std::size_t k = 0; k < params.size(); ++k) out += (k == 0 ? "" : "&") + params[k].text;
    return out;
}

void check_query(std::string_view q) {
    auto const want = split_query(q);
    urikit::detail::recorded_query r;
    urikit::detail::record_query(q, r);
    BOOST_TEST_INFO("query " << q);
    BOOST_TEST(r.complete == (want.size() <= urikit::detail::recorded_query::capacity));
    BOOST_TEST(urikit::detail::has_more_than_one_parameter(q) == (want.size() > 1));
    if (r.complete) {
        BOOST_TEST(r.count == want.size());
        for (std::size_t k = 0; k < r.count && k < want.size(); ++k) {
            BOOST_TEST(r.list[k].begin == want[k].begin);
            BOOST_TEST(r.list[k].name_end == want[k].name_end);
            BOOST_TEST(r.list[k].end == want[k].end);
        }
    }
    std::string const sorted = sorted_by_definition(q);
    BOOST_TEST(r.in_order == (sorted == q)); // exact whatever the number of parameters
    std::string general(q.size(), '\0');
    BOOST_TEST(urikit::detail::write_query_sorted_by_name(general.data(), q) == general.data() + q.size());
    BOOST_TEST(general == sorted);
    if (r.complete) {
        std::string recorded(q.size(), '\0');
        BOOST_TEST(urikit::detail::write_recorded_query_sorted(recorded.data(), q, r) == recorded.data() + q.size());
        BOOST_TEST(recorded == sorted);
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(normalize_query)

BOOST_AUTO_TEST_CASE(examples) {
    for (char const* q : {"", "a", "b&a", "a=2&b=1", "b=1&a=2", "a&a=&ab&b", "b=%2F&%2F", "%2F&%2E&%C3%A9&b",
                          "z=1&y=2&x=3&w=4&v=5&u=6&t=7&s=8&r=9&q=10&p=11&o=12&n=13&m=14&l=15&k=16",
                          "z=1&y=2&x=3&w=4&v=5&u=6&t=7&s=8&r=9&q=10&p=11&o=12&n=13&m=14&l=15&k=16&j=17",
                          "b=x%26y&a", "&&", "=&=", "a=b=c&a=a", "%61&a&%41",
                          // first difference as written inside a triplet: after its "%", at its
                          // last digit, or none when decoded ("%4a" and "%4A" are "J")
                          "x%4B&x%4a&xJ&x%4A&x%51", "%4a=1&J=2&%4A=3&I", "ab%4a&ab%4Ac&ab",
                          // names sharing a prefix, without "%", then with one late
                          "amp;b=1&amp;a=2&amp;a", "utm_source=x&utm_medium=y&utm_campaign=z",
                          "amp;openid.mode=1&amp;openid.id=2&amp;openid.id%3D=3&amp;openid%2Eid=4"}) {
        check_query(q);
    }
    std::string many_in_order, many_then_one_out;
    for (int k = 0; k < 40; ++k) many_in_order += (k == 0 ? "" : "&") + std::string(1, static_cast<char>('A' + k));
    many_then_one_out = many_in_order + "&B";
    check_query(many_in_order); // more than the record holds, in order: no sort needed
    check_query(many_then_one_out);
    check_query(std::string(1000, '&'));
}

// Sixteen bytes a step or one: an "&" at every position of queries of every
// length up to 70, each alone in a buffer of its exact size (so that the
// sanitizers see a read past its end).
BOOST_AUTO_TEST_CASE(an_ampersand_is_found_wherever_it_stands) {
    for (std::size_t n = 0; n <= 70; ++n) {
        auto const none = std::make_unique<char[]>(n);
        std::fill_n(none.get(), n, 'a');
        BOOST_TEST(!urikit::detail::has_more_than_one_parameter({none.get(), n}));
        for (std::size_t at = 0; at < n; ++at) {
            auto const one = std::make_unique<char[]>(n);
            std::fill_n(one.get(), n, '=');
            one[at] = '&';
            BOOST_TEST_INFO("length " << n << ", '&' at " << at);
            BOOST_TEST(urikit::detail::has_more_than_one_parameter({one.get(), n}));
        }
    }
}

BOOST_AUTO_TEST_CASE(random_queries_property) {
    std::mt19937 rng(3986);
    std::uniform_int_distribution<int> pick(0, 15), length(0, 90);
    for (int k = 0; k < 20000; ++k) {
        std::string q;
        auto const n = static_cast<std::size_t>(length(rng));
        while (q.size() < n) {
            static char const* const pieces[] = {"a", "b", "B", "=", "&", "%41", "%2F", "%e9", "ab", "c=1", "&&", "~",
                                                 "%4a", "%4A", "J", "%51"};
            q += pieces[pick(rng)];
        }
        check_query(q);
    }
    // Without "%", sharing long prefixes, with non-ASCII bytes (compared unsigned).
    for (int k = 0; k < 20000; ++k) {
        std::string q;
        auto const n = static_cast<std::size_t>(length(rng));
        while (q.size() < n) {
            static char const* const pieces[] = {"amp;", "utm_", "a", "b", "=", "&", "&amp;", "\xC3\xA9", "~"};
            q += pieces[static_cast<std::size_t>(pick(rng)) % std::size(pieces)];
        }
        check_query(q);
    }
}

BOOST_AUTO_TEST_SUITE_END()
