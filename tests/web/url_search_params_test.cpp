// urikit tests: url_search_params (URL Standard, "URLSearchParams class"):
// the Standard's examples, each method's steps, the link to a web_url's
// query both ways, arguments viewing the object or the URL, and properties
// (parse -> serialize -> parse is stable; sort is stable by code units).
#include <algorithm>
#include <new>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/url_search_params.hpp>
#include <urikit/web_url.hpp>

#include "allocation_counter.hpp"
#include "src/web/urlencoded.hpp"

using urikit::errc;
using urikit::search_param;
using urikit::url_search_params;

namespace {

std::vector<search_param> pairs_of(url_search_params const& p) { return {p.begin(), p.end()}; }

urikit::web_url url(std::string_view href) { return urikit::parse_web(href).value(); }

} // namespace

BOOST_AUTO_TEST_SUITE(url_search_params_suite)

BOOST_AUTO_TEST_CASE(the_standards_examples) {
    // "Constructing and stringifying": new URLSearchParams({key: "730d67"}).toString()
    BOOST_TEST(url_search_params::from_pairs({{"key", "730d67"}}).value().str() == "key=730d67");
    // The note: searchParams encodes as application/x-www-form-urlencoded, search does not.
    urikit::web_url u = url("https://example.com/?a=b ~");
    BOOST_TEST(u.href() == "https://example.com/?a=b%20~");
    url_search_params sp = urikit::search_params(u);
    sp.sort();
    BOOST_TEST(u.href() == "https://example.com/?a=b+%7E");
    urikit::web_url v = url("https://example.com/?a=~&b=%7E");
    BOOST_TEST(v.search() == "?a=~&b=%7E");
    BOOST_TEST(urikit::search_params(v).get("a").value() == "~");
    BOOST_TEST(urikit::search_params(v).get("b").value() == "~");
    // sort(): "?q=🏳️‍🌈&key=e1f7bc78" -> "?key=e1f7bc78&q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88"
    urikit::web_url w = url("https://example.org/?q=\xF0\x9F\x8F\xB3\xEF\xB8\x8F\xE2\x80\x8D\xF0\x9F\x8C\x88&key=e1f7bc78");
    urikit::search_params(w).sort();
    BOOST_TEST(w.search() == "?key=e1f7bc78&q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88");
}

BOOST_AUTO_TEST_CASE(the_parser_splits_on_ampersand_and_the_first_equals_then_decodes) {
    url_search_params const p("?=x&&a&b=c=d&%zz=%4&e+f=g%2Bh&%26=%3D");
    std::vector<search_param> const want = {{"", "x"}, {"a", ""}, {"b", "c=d"}, {"%zz", "%4"}, {"e f", "g+h"}, {"&", "="}};
    BOOST_TEST((pairs_of(p) == want));
    BOOST_TEST(url_search_params("??a=1").get("?a").value() == "1"); // one "?" removed
    BOOST_TEST(url_search_params("").empty());
    BOOST_TEST(url_search_params("&&&").empty());
}

BOOST_AUTO_TEST_CASE(the_parser_decodes_utf8_with_a_replacement_per_maximal_subpart_and_keeps_a_bom) {
    BOOST_TEST(url_search_params("a=%FF").get("a").value() == "\xEF\xBF\xBD");
    BOOST_TEST(url_search_params("a=%E2%82").get("a").value() == "\xEF\xBF\xBD"); // one subpart
    BOOST_TEST(url_search_params("a=%C3%28").get("a").value() == "\xEF\xBF\xBD(");
    BOOST_TEST(url_search_params("a=\xFF\xFE").get("a").value() == "\xEF\xBF\xBD\xEF\xBF\xBD"); // raw bytes too
    BOOST_TEST(url_search_params("%EF%BB%BFa=1").has("\xEF\xBB\xBF" "a")); // "without BOM": the BOM is data
    BOOST_TEST(url_search_params("a=%F0%9F%8C%88").get("a").value() == "\xF0\x9F\x8C\x88");
}

BOOST_AUTO_TEST_CASE(the_serializer_encodes_all_but_alphanumerics_and_star_dash_dot_underscore) {
    auto const p = url_search_params::from_pairs({{"a b", "!'()~*-._"}, {"\xC3\xA9", "&=+%/?#"}}).value();
    BOOST_TEST(p.str() == "a+b=%21%27%28%29%7E*-._&%C3%A9=%26%3D%2B%25%2F%3F%23");
    BOOST_TEST(url_search_params().str() == "");
    BOOST_TEST(url_search_params("a").str() == "a=");
    std::ostringstream os;
    os << p;
    BOOST_TEST(os.str() == p.str());
}

BOOST_AUTO_TEST_CASE(delete_get_get_all_has_and_set_follow_their_steps) {
    url_search_params p("a=1&b=2&a=3&c=4&a=1");
    BOOST_TEST(p.size() == 5u);
    BOOST_TEST(p.get("a").value() == "1");
    BOOST_TEST(!p.get("z").has_value());
    BOOST_TEST((p.get_all("a") == std::vector<std::string_view>{"1", "3", "1"}));
    BOOST_TEST(p.get_all("z").empty());
    BOOST_TEST(p.has("c"));
    BOOST_TEST(p.has("a", "3"));
    BOOST_TEST(!p.has("a", "2"));
    p.remove("a", "1"); // both pairs a=1
    BOOST_TEST(p.str() == "b=2&a=3&c=4");
    BOOST_TEST(p.set("b", "x").code == errc::ok); // the first b takes it, in its place
    BOOST_TEST(p.str() == "b=x&a=3&c=4");
    BOOST_TEST(p.append("b", "y").code == errc::ok);
    BOOST_TEST(p.append("b", "z").code == errc::ok);
    BOOST_TEST(p.set("b", "w").code == errc::ok); // the others named b are removed
    BOOST_TEST(p.str() == "b=w&a=3&c=4");
    BOOST_TEST(p.set("new", "v").code == errc::ok);
    BOOST_TEST(p.str() == "b=w&a=3&c=4&new=v");
    p.remove("a");
    p.remove("nothing");
    BOOST_TEST(p.str() == "b=w&c=4&new=v");
}

BOOST_AUTO_TEST_CASE(names_and_values_must_be_utf8_and_a_refusal_changes_nothing) {
    url_search_params p("a=1");
    urikit::error const bad_name = p.append("x\xFF", "1");
    BOOST_TEST(bad_name.code == errc::invalid_utf8);
    BOOST_TEST(bad_name.offset == 1u);
    urikit::error const bad_value = p.set("a", "12\xC3");
    BOOST_TEST(bad_value.code == errc::invalid_utf8);
    BOOST_TEST(bad_value.offset == 2u);
    BOOST_TEST(p.str() == "a=1");
    BOOST_TEST(url_search_params::from_pairs({{"a", "\xED\xA0\x80"}}).error().code == errc::invalid_utf8); // a surrogate
}

BOOST_AUTO_TEST_CASE(sort_is_stable_and_compares_utf16_code_units) {
    url_search_params p("z=1&a=2&z=0&a=1&%EF%BF%BD=fffd&%F0%9F%8C%88=rainbow&%C3%A9=e");
    p.sort();
    // U+1F308 (lead surrogate 0xD83C) sorts before U+FFFD in UTF-16, after it in UTF-8.
    BOOST_TEST(p.str() == "a=2&a=1&z=1&z=0&%C3%A9=e&%F0%9F%8C%88=rainbow&%EF%BF%BD=fffd");
    url_search_params q("%F0%9F%8C%89=b&%F0%9F%8C%88=a&ab=1&a=2"); // same lead surrogate; a prefix first
    q.sort();
    BOOST_TEST(q.str() == "a=2&ab=1&%F0%9F%8C%88=a&%F0%9F%8C%89=b");
}

BOOST_AUTO_TEST_CASE(sort_is_the_stable_sort_by_code_units_on_short_and_long_lists) {
    std::mt19937 rng(7);
    std::vector<std::string> const names = {"a", "b", "ab", "\xEF\xBF\xBD", "\xF0\x9F\x8C\x88", "\xC3\xA9", ""};
    for (std::size_t count : {2u, 5u, 32u, 33u, 200u}) { // an insertion sort up to 32 pairs, std::stable_sort beyond
        url_search_params p;
        for (std::size_t i = 0; i < count; ++i) BOOST_TEST(p.append(names[rng() % names.size()], std::to_string(i)).code == errc::ok);
        std::vector<search_param> want = pairs_of(p);
        std::stable_sort(want.begin(), want.end(), [](search_param a, search_param b) {
            return urikit::detail::code_unit_less(a.name, b.name);
        });
        std::vector<std::pair<std::string, std::string>> expected;
        for (search_param const w : want) expected.emplace_back(w.name, w.value);
        p.sort();
        std::vector<std::pair<std::string, std::string>> got;
        for (search_param const g : p) got.emplace_back(g.name, g.value);
        BOOST_TEST((got == expected), count << " pairs");
    }
}

BOOST_AUTO_TEST_CASE(a_linked_list_writes_the_urls_query_and_an_empty_list_makes_it_null) {
    urikit::web_url u = url("http://h/p?x=1#f");
    url_search_params p = urikit::search_params(u);
    BOOST_TEST(p.get("x").value() == "1");
    BOOST_TEST(p.append("y", "a b").code == errc::ok);
    BOOST_TEST(u.href() == "http://h/p?x=1&y=a+b#f");
    p.remove("x");
    p.remove("y");
    BOOST_TEST(u.href() == "http://h/p#f");
    BOOST_TEST(!u.has_query());
    urikit::web_url o = url("sc:opaque?q=1");
    url_search_params po = urikit::search_params(o);
    po.remove("q");
    BOOST_TEST(o.href() == "sc:opaque");
    po.assign("?k=v");
    BOOST_TEST(o.href() == "sc:opaque?k=v");
}

BOOST_AUTO_TEST_CASE(a_linked_list_reads_the_query_again_after_the_url_changes) {
    urikit::web_url u = url("http://h/?a=1");
    url_search_params p = urikit::search_params(u);
    url_search_params const copy = p; // linked to the same URL
    BOOST_TEST(u.set_search("?b=2&b=3").code == errc::ok);
    BOOST_TEST(p.size() == 2u);
    BOOST_TEST((p.get_all("b") == std::vector<std::string_view>{"2", "3"}));
    BOOST_TEST(u.set_href("http://h/?c=%41").code == errc::ok);
    BOOST_TEST(p.get("c").value() == "A");
    BOOST_TEST(u.set_search("").code == errc::ok);
    BOOST_TEST(p.empty());
    BOOST_TEST(p.append("d", "4").code == errc::ok);
    BOOST_TEST(copy.get("d").value() == "4");
    BOOST_TEST(u.href() == "http://h/?d=4");
}

// The update steps by definition: every change writes the whole
// serialization through the search setter. A linked list's appends only add
// "&name=value" to a query that is its serialization; on random edits, with
// the URL changed behind the list's back in between, the href is the
// definition's after every step.
BOOST_AUTO_TEST_CASE(a_linked_list_writes_what_the_update_steps_write_after_every_edit) {
    std::mt19937 rng(40);
    char const* const names[] = {"a", "b", "a b", "\xC3\xA9", "", "&="};
    for (int round = 0; round < 200; ++round) {
        urikit::web_url u = url(rng() % 2 ? "http://h/p?x=%20&y#frag" : "sc:opaque?q");
        url_search_params p = urikit::search_params(u);
        for (int step = 0; step < 40; ++step) {
            std::string_view const n = names[rng() % 6], v = names[rng() % 6];
            bool edited = true; // by the list: the URL's query is then the serialization
            switch (rng() % 9) {
            case 0: p.remove(n); break;
            case 1: BOOST_TEST_REQUIRE(!p.set(n, v)); break;
            case 2: p.sort(); break;
            case 3: edited = false; BOOST_TEST_REQUIRE(!u.set_search(rng() % 2 ? "?k=%41+b" : "")); break;
            case 4: edited = false; BOOST_TEST_REQUIRE(!u.set_hash(rng() % 2 ? "#x y" : "")); break;
            default: BOOST_TEST_REQUIRE(!p.append(n, v)); break;
            }
            BOOST_TEST_REQUIRE(pairs_of(p) == pairs_of(url_search_params(u.query())));
            if (!edited) continue;
            urikit::web_url definition = u;
            BOOST_TEST_REQUIRE(!definition.set_search(p.str()));
            BOOST_TEST_REQUIRE(u.href() == definition.href(), "round " << round << " step " << step);
        }
    }
}

// Out of memory at any allocation of a linked edit: the call answers (or
// throws std::bad_alloc), and afterwards the list and its URL agree.
BOOST_AUTO_TEST_CASE(out_of_memory_in_a_linked_edit_leaves_the_list_and_the_url_agreeing) {
    std::size_t failures = 0;
    for (int op = 0; op < 5; ++op) {
        for (std::size_t allowed = 0; allowed < 40; ++allowed) {
            urikit::web_url u = url("http://h/p?x=1&y=2&x=3#f");
            url_search_params p = urikit::search_params(u);
            std::string const big(300, 'v');
            bool failed = false;
            urikit::test::fail_allocations_after(allowed);
            try {
                switch (op) {
                case 0: (void)p.set("x", big); break;
                case 1: (void)p.append("z", big); break;
                case 2: (void)p.append("x", "1"); (void)p.append("w", big); break;
                case 3: p.remove("y"); break;
                default: p.sort(); break;
                }
            } catch (std::bad_alloc const&) {
                failed = true;
            }
            urikit::test::allow_allocations();
            failures += failed ? 1 : 0;
            BOOST_TEST_REQUIRE(pairs_of(p) == pairs_of(url_search_params(u.query())), op << " " << allowed);
        }
    }
    BOOST_TEST(failures > 5u, "allocations did fail: " << failures);
}

BOOST_AUTO_TEST_CASE(arguments_may_view_the_list_itself_or_the_linked_href) {
    urikit::web_url u = url("http://h/?name=value&other=x");
    url_search_params p = urikit::search_params(u);
    for (int i = 0; i < 50; ++i) { // grows the buffer: each call must copy what it views first
        std::string_view const n = p[0].name, v = p[p.size() - 1].value;
        BOOST_TEST(p.append(n, v).code == errc::ok);
    }
    BOOST_TEST(p.size() == 52u);
    std::string const href_before = u.href();
    BOOST_TEST(p.set(p[0].name, u.href()).code == errc::ok); // the value views the href the call rewrites
    BOOST_TEST(p.get("name").value() == href_before);
    std::string_view const self = p[0].name;
    p.remove(self);
    BOOST_TEST(!p.has("name"));
    p.assign(p.str()); // the text views nothing of p: str() owns it
    p.assign(std::string_view(u.href()).substr(9)); // views the href assign rewrites
    BOOST_TEST(p.get("other").value() == "x");
}

BOOST_AUTO_TEST_CASE(iteration_is_random_access_and_allocates_nothing) {
    url_search_params const p("a=1&b=2&c=3");
    auto const b = p.begin();
    BOOST_TEST((*(b + 2)).name == "c");
    BOOST_TEST(b[1].value == "2");
    BOOST_TEST((p.end() - p.begin()) == 3);
    BOOST_TEST(std::count_if(p.begin(), p.end(), [](search_param s) { return s.value > "1"; }) == 2);
}

BOOST_AUTO_TEST_CASE(parse_serialize_parse_is_stable_on_random_bytes) {
    std::mt19937 rng(32);
    std::string const alphabet = std::string("a=&+%2F3Bz ?#\xC3\xA9\xFF\xF0\x9F\x8C\x88\x00", 21);
    for (int round = 0; round < 3000; ++round) {
        std::string input;
        for (std::size_t n = rng() % 24; n > 0; --n) input.push_back(alphabet[rng() % alphabet.size()]);
        url_search_params const once(input);
        url_search_params const twice(once.str());
        BOOST_TEST((once == twice), "\"" << input << "\" -> " << once.str());
        BOOST_TEST(twice.str() == once.str());
        url_search_params sorted = once;
        sorted.sort();
        std::vector<search_param> want = pairs_of(once); // the definition: a stable sort by code units
        std::stable_sort(want.begin(), want.end(), [](search_param a, search_param b) {
            return urikit::detail::code_unit_less(a.name, b.name);
        });
        BOOST_TEST((pairs_of(sorted) == want), "\"" << input << "\"");
    }
}

BOOST_AUTO_TEST_SUITE_END()
