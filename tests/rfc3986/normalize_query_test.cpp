// The cache key's query: has_ampersand finds any "&" of a range of a
// text, has_more_than_one_parameter any of a query;
// record_query records exactly the parameters a byte-by-byte split finds
// (sixty-four bytes a step, eight and eight or one), says whether they are
// in order of their decoded names (for any number of parameters), and the
// sorted writing is a stable sort by decoded name (SPEC.md cache-key); more
// parameters or bytes than the record holds go the general way with the
// same result.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <urikit/pct.hpp>

#include "src/rfc3986/normalize_query.hpp"
#include "src/rfc3986/query_ampersands.hpp"

namespace {

struct expected_parameter {
    std::string text, decoded_name;
    std::size_t begin, end;
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
        out.push_back({std::string(p), decoded, b, e});
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
    using urikit::detail::recorded_query;
    BOOST_TEST(r.complete == (want.size() <= recorded_query::capacity && q.size() <= recorded_query::max_length));
    BOOST_TEST(urikit::detail::has_more_than_one_parameter(q) == (want.size() > 1));
    if (r.complete) {
        BOOST_TEST(r.count == want.size());
        for (std::size_t k = 0; k < r.count && k < want.size(); ++k) {
            BOOST_TEST(r.list[k].begin == want[k].begin);
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
    // Longer than the "&" map: one parameter at a time, then the general sort.
    std::string const long_value(600, 'v');
    check_query("a=" + long_value + "&b=1");
    check_query("b=" + long_value + "&a=1");
    check_query("a=1&b=" + long_value + "&a=0");
    check_query("%62=1&" + long_value + "&a");
}

// Sixteen or sixty-four bytes a step, eight and eight, or one: one or two
// "&" at every position of queries of every length up to 70, one at every
// position of longer ones, each alone in a buffer of its exact size (so
// that the sanitizers see a read past its end); and as many "&" as a record
// holds, or one more, in one block or spread.
BOOST_AUTO_TEST_CASE(every_ampersand_is_found_wherever_it_stands) {
    auto check_exact = [](std::string const& q) {
        auto const exact = std::make_unique<char[]>(q.size());
        std::copy(q.begin(), q.end(), exact.get());
        check_query({exact.get(), q.size()});
    };
    for (std::size_t n = 0; n <= 70; ++n) {
        check_exact(std::string(n, 'a'));
        for (std::size_t at = 0; at < n; ++at) {
            std::string one(n, 'a');
            one[at] = '&';
            check_exact(one);
            for (std::size_t second = at + 1; second < n; second += 5) {
                std::string two = one;
                two[second] = '&';
                check_exact(two);
            }
        }
    }
    // Longer: whole sixty-four-byte words of the map, then a clamped last one.
    std::vector<std::size_t> lengths = {127, 128, 129, 191, 192, 193, 255, 256, 257, 511, 512};
    for (std::size_t n = 71; n < 260; n += 7) lengths.push_back(n);
    for (std::size_t n : lengths) {
        for (std::size_t at = 0; at < n; ++at) {
            std::string one(n, 'a');
            one[at] = '&';
            check_exact(one);
        }
    }
    constexpr std::size_t capacity = urikit::detail::recorded_query::capacity;
    for (std::size_t amps : {capacity - 2, capacity - 1, capacity, capacity + 1, 2 * capacity}) {
        for (std::size_t gap : {0u, 1u, 3u, 15u, 16u}) {
            for (std::size_t lead = 0; lead < 17; lead += 4) {
                std::string q(lead, 'z');
                for (std::size_t k = 0; k < amps; ++k) q += "&" + std::string(gap, static_cast<char>('y' - k % 20));
                check_exact(q);
            }
        }
    }
}

// The cache key asks of a query in its text: every range [begin, end) of
// texts up to 48 bytes (and some longer) whose bytes outside it are all
// "&", with no "&" in it or one at each of its positions, each text in a
// buffer of its exact size; the bytes before a short range are read and
// must not count.
BOOST_AUTO_TEST_CASE(has_ampersand_sees_only_its_range) {
    std::vector<std::size_t> sizes;
    for (std::size_t n = 0; n <= 48; ++n) sizes.push_back(n);
    for (std::size_t n : {63u, 64u, 65u, 100u}) sizes.push_back(n);
    for (std::size_t size : sizes) {
        for (std::size_t begin = 0; begin <= size; ++begin) {
            for (std::size_t end = begin; end <= size; end += (size > 48 ? 5 : 1)) {
                for (std::size_t at = begin; at <= end; ++at) { // at == end: none in the range
                    auto const text = std::make_unique<char[]>(size);
                    for (std::size_t i = 0; i < size; ++i) text[i] = i >= begin && i < end && i != at ? 'a' : '&';
                    BOOST_TEST_INFO("size " << size << ", range [" << begin << ", " << end << "), at " << at);
                    BOOST_TEST(urikit::detail::has_ampersand({text.get(), size}, begin, end) == (at < end));
                }
            }
        }
    }
}

// The records order most names by a key of their first seven bytes (read
// eight at a time, near the query's end from its last eight, from a shorter
// query one by one). Names of every length to 9 sharing their beginning, a
// byte of each written as a triplet (decoding to itself or to a larger or a
// smaller byte), non-ASCII and "=" as data; each pair in both orders, with
// values of 0, 3, 6 and 9 bytes after them, each query in a buffer of its
// exact size (so that the sanitizers see a read past its end).
BOOST_AUTO_TEST_CASE(names_around_the_key_length_sort_as_decoded) {
    std::string const base = "abcdefghi";
    std::vector<std::string> names = {"\xC3\xA9", "abc\xC3\xA9", "abc%C3%A9", "a%3D", "a%3Db", "abcdefG"};
    for (std::size_t length = 0; length <= base.size(); ++length) {
        std::string const name = base.substr(0, length);
        names.push_back(name);
        for (std::size_t at = 0; at < length; ++at) {
            for (char const* triplet : {"%6", "%7A", "%41"}) { // "%6" + the byte's own low digit: itself
                std::string t = triplet;
                if (t.size() == 2) t += static_cast<char>(name[at] - 'a' + '1');
                names.push_back(name.substr(0, at) + t + name.substr(at + 1));
            }
        }
    }
    for (std::string const& x : names) {
        for (std::string const& y : names) {
            for (std::size_t n = 0; n <= 9; n += 3) {
                std::string const v(n, 'v');
                for (std::string const& q : {x + "&" + y + v, x + "=" + v + "&" + y, x + "&" + y + "=" + v}) {
                    auto const exact = std::make_unique<char[]>(q.size());
                    std::copy(q.begin(), q.end(), exact.get());
                    check_query({exact.get(), q.size()});
                }
            }
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
