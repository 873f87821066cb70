// normalize's shortcut: where find_normal_form says the normal form is a prefix
// of the text, normalize_into gives exactly what the writer makes of it, text
// and offsets (every profile, every data line, random references); the fast
// split's facts find every form the change marks find (and more: an uppercase
// password is no reason to write); and the shortcut is taken on most web
// references.
#include <boost/test/unit_test.hpp>

#include <random>
#include <utility>
#include <string>

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

#include "src/rfc3986/already_normal.hpp"
#include "tests/data_files.hpp"
#include "tests/random_reference.hpp"

using urikit::profile;

namespace {

constexpr profile all_profiles[] = {profile::rfc3986, profile::http, profile::cache_key, profile::http_cache};

bool is_normal(std::string_view s, profile p) {
    auto const f = urikit::detail::find_normal_form(urikit::parse_uri_reference(s).value(), p);
    return f.length == s.size() && !f.sort_query;
}

// True when the shortcut applies to `s` under `p`; fails the test when the
// writer disagrees, or when a view of the same text without the fast split's
// facts (from_parts: one pass of change marks instead) finds a form the facts miss.
bool shortcut_agrees(std::string_view s, profile p) {
    auto const u = urikit::parse_uri_reference(s);
    if (!u) return false;
    urikit::detail::normal_form const f = urikit::detail::find_normal_form(*u, p);
    auto const without_facts = urikit::uri_view::from_parts(s, u->parts());
    BOOST_TEST_REQUIRE(without_facts.has_value());
    urikit::detail::normal_form const h = urikit::detail::find_normal_form(*without_facts, p);
    BOOST_TEST_INFO(s << " under profile " << static_cast<int>(p));
    if (h.length != std::string_view::npos) BOOST_TEST((h.length == f.length && h.sort_query == f.sort_query));
    if (f.length == std::string_view::npos) return false;
    std::string written, copied;
    urikit::components written_parts, copied_parts;
    urikit::error const e = urikit::detail::normalize_by_writing(*u, p, written, &written_parts);
    urikit::error const g = urikit::normalize_into(*u, p, copied, &copied_parts);
    BOOST_TEST_INFO(s << " under profile " << static_cast<int>(p));
    BOOST_TEST((e.code == urikit::errc::ok && g.code == urikit::errc::ok));
    BOOST_TEST(written.size() == f.length);
    if (!f.sort_query) BOOST_TEST(written == s.substr(0, f.length));
    BOOST_TEST(copied == written);
    BOOST_TEST((copied_parts == written_parts));
    return true;
}

} // namespace

BOOST_AUTO_TEST_SUITE(already_normal)

BOOST_AUTO_TEST_CASE(examples_each_step_would_change_are_not_normal) {
    for (char const* s : {"HTTP://a/", "http://A/", "http://a/%7e", "http://a/./b", "http://a:80/", "http://a:/",
                          "http://[::1]/", "foo:/a/..//evil", "a:b/../c", "http://a", "//a/b?%41"}) {
        BOOST_TEST_INFO(s);
        BOOST_TEST(!is_normal(s, profile::http));
    }
    BOOST_TEST(is_normal("http://a/?b=1#f", profile::http));
    BOOST_TEST(is_normal("http://u:P@a/", profile::http)); // a userinfo keeps its case (§6.2.2.1)
    BOOST_TEST(shortcut_agrees("http://u:P@a/", profile::http));
    BOOST_TEST(is_normal("http://a:8080/", profile::rfc3986));
    BOOST_TEST(!is_normal("http://a:8080/", profile::http)); // the writer compares it with the default
    // cache-key: the fragment and an empty query go; parameters out of order are sorted by the writer
    auto const key = [](std::string_view s) {
        auto const f = urikit::detail::find_normal_form(urikit::parse_uri_reference(s).value(), profile::cache_key);
        return std::pair(f.length, f.sort_query);
    };
    BOOST_TEST((key("http://a/?a=2&b=1#f") == std::pair<std::size_t, bool>(17, false)));
    BOOST_TEST((key("http://a/?#f") == std::pair<std::size_t, bool>(9, false)));
    BOOST_TEST((key("http://a/?b&a") == std::pair<std::size_t, bool>(13, true)));
    BOOST_TEST((key("http://a/?b=%41&%41") == std::pair<std::size_t, bool>(std::string_view::npos, false)));
    BOOST_TEST((key("http://a/?b=%2F&%2F#x") == std::pair<std::size_t, bool>(19, true)));
    BOOST_TEST((key("http://a/?a&a=&ab&b") == std::pair<std::size_t, bool>(19, false)));
    for (char const* s : {"http://a/b/c.d?e=f#g", "http://a/?a=2&b=1#f", "http://a/?#f", "http://a/?a&a=&ab&b",
                          "http://a/?b&a", "http://a/?b=%2F&%2F#x", "http://a/?%2F&%2E&%C3%A9&b"}) {
        for (profile p : all_profiles) shortcut_agrees(s, p);
    }
}

BOOST_AUTO_TEST_CASE(a_query_sorted_into_the_buffer_holding_the_text_is_still_right) {
    std::string s = "http://a/?b=2&a=1#f";
    auto const u = urikit::parse_uri_reference(s).value();
    urikit::components parts;
    BOOST_TEST((urikit::normalize_into(u, profile::cache_key, s, &parts).code == urikit::errc::ok));
    BOOST_TEST(s == "http://a/?a=1&b=2");
    BOOST_TEST((parts == urikit::parse_uri_reference(s).value().parts()));
    std::string t = "http://a/?b=2&a=1";
    std::string out;
    BOOST_TEST((urikit::normalize_into(urikit::parse_uri_reference(t).value(), profile::cache_key, out).code ==
                urikit::errc::ok));
    BOOST_TEST(out == "http://a/?a=1&b=2");
}

BOOST_AUTO_TEST_CASE(every_data_line_under_every_profile_and_most_take_it) {
    for (auto const& file : urikit::test::load_data_files()) {
        std::size_t taken = 0;
        for (std::string const& line : file.lines) {
            for (profile p : all_profiles) taken += shortcut_agrees(line, p) ? 1u : 0u;
        }
        BOOST_TEST_MESSAGE(file.name << ": the shortcut taken " << taken << " times in " << 3 * file.lines.size());
        BOOST_TEST(taken * 2 > file.lines.size()); // the test is not vacuous on real lists
    }
}

BOOST_AUTO_TEST_CASE(random_references_property) {
    std::mt19937 rng(6);
    std::size_t taken = 0;
    for (std::size_t i = 0; i < 100000; ++i) {
        std::string const s = urikit::test::random_reference(rng);
        for (profile p : all_profiles) taken += shortcut_agrees(s, p) ? 1u : 0u;
    }
    BOOST_TEST(taken > 1000u);
}

BOOST_AUTO_TEST_SUITE_END()
