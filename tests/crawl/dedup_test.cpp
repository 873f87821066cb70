// urikit tests: the dedup profile, each step alone and together, and its
// idempotence for every choice of steps.
#include <random>
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/dedup.hpp>
#include <urikit/parse.hpp>

#include "data_files.hpp"
#include "random_reference.hpp"

namespace {

std::string deduped(std::string_view text, urikit::dedup_options const& o = {}) {
    auto const u = urikit::parse_uri_reference(text);
    BOOST_REQUIRE_MESSAGE(u.has_value(), "not a reference: " << text);
    auto const r = urikit::normalize_dedup(*u, o);
    BOOST_REQUIRE_MESSAGE(r.has_value(), "refused: " << text);
    return r->str();
}

urikit::dedup_options only(bool session, bool tracking, bool www, bool slash) {
    urikit::dedup_options o;
    o.session_ids = session;
    o.tracking_parameters = tracking;
    o.strip_www = www;
    o.trailing_slash = slash;
    return o;
}

} // namespace

BOOST_AUTO_TEST_SUITE(dedup)

BOOST_AUTO_TEST_CASE(the_documented_example_of_each_step) {
    auto const none = only(false, false, false, false);
    BOOST_TEST(deduped("http://a/p;jsessionid=1F?sid=9&x=1", only(true, false, false, false)) == "http://a/p?x=1");
    BOOST_TEST(deduped("http://a/?utm_source=x&id=3&gclid=1", only(false, true, false, false)) == "http://a/?id=3");
    BOOST_TEST(deduped("http://www.example.com/", only(false, false, true, false)) == "http://example.com/");
    BOOST_TEST(deduped("http://a/b//", only(false, false, false, true)) == "http://a/b");
    // With no step it is cache_key.
    BOOST_TEST(deduped("HTTP://www.A:80/b/?z=1&utm_x=2#f", none) == "http://www.a/b/?utm_x=2&z=1");
    BOOST_TEST(deduped("HTTP://www.A.com:80/b/?z=1&utm_x=2#f") == "http://a.com/b?z=1");
}

BOOST_AUTO_TEST_CASE(session_identifiers) {
    BOOST_TEST(deduped("http://a/?PHPSESSID=1&JSessionId=2&aspsessionidABCD=3&k=v") == "http://a/?k=v");
    BOOST_TEST(deduped("http://a/?cfid=1&k=v") == "http://a/?cfid=1&k=v");
    BOOST_TEST(deduped("http://a/?cftoken=2&k=v&CFID=1") == "http://a/?k=v");
    BOOST_TEST(deduped("http://a/?%73id=1&k") == "http://a/?k"); // the decoded name counts
    BOOST_TEST(deduped("http://a/?sid") == "http://a/");
    BOOST_TEST(deduped("http://a/x;JSESSIONID=ab;v=1/y") == "http://a/x;v=1/y");
    BOOST_TEST(deduped("http://a/b/.;jsessionid=1/c") == "http://a/b/c"); // the dot segment it exposed goes too
}

BOOST_AUTO_TEST_CASE(tracking_parameters_by_a_chosen_list) {
    BOOST_TEST(deduped("http://a/?UTM_Medium=1&fbclid=2&msclkid=3&mc_cid=4&mc_eid=5&utm=6") == "http://a/?utm=6");
    urikit::dedup_options o;
    o.tracking = {"ref", "src_*"};
    BOOST_TEST(deduped("http://a/?ref=1&src_a=2&utm_source=3&q", o) == "http://a/?q&utm_source=3");
    BOOST_TEST(deduped("http://a/?a&&b&gclid=1") == "http://a/?&a&b"); // empty parameters are data
}

BOOST_AUTO_TEST_CASE(kept_names_stay_though_the_tracking_list_names_them) {
    urikit::dedup_options o;
    o.keep = {"utm_campaign", "GCLID", "x_*"};
    o.tracking.push_back("x_*");
    BOOST_TEST(deduped("http://a/?utm_source=1&utm_campaign=2&gclid=3&fbclid=4&x_a=5&%75tm_campaign=6", o) ==
               "http://a/?gclid=3&utm_campaign=2&utm_campaign=6&x_a=5"); // matched as the tracking list is
    o.tracking_parameters = false;
    BOOST_TEST(deduped("http://a/?utm_source=1", o) == "http://a/?utm_source=1");
}

BOOST_AUTO_TEST_CASE(www_labels_and_trailing_slashes) {
    BOOST_TEST(deduped("http://www.www.example.com/") == "http://example.com/");
    BOOST_TEST(deduped("http://www.com/") == "http://www.com/");
    BOOST_TEST(deduped("http://www2.example.com/") == "http://www2.example.com/");
    BOOST_TEST(deduped("http://www.1.2.3.4/") == "http://1.2.3.4/");
    BOOST_TEST(deduped("http://[::1]/") == "http://[::1]/");
    BOOST_TEST(deduped("http://a/") == "http://a/");
    BOOST_TEST(deduped("http://a//") == "http://a/");
    BOOST_TEST(deduped("http://a") == "http://a/");
    BOOST_TEST(deduped("http://a/b/?q") == "http://a/b?q");
    BOOST_TEST(deduped("mailto:x/") == "mailto:x/");
    BOOST_TEST(deduped("a/b/") == "a/b/");
}

BOOST_AUTO_TEST_CASE(the_forms_without_options_are_the_default_steps) {
    for (std::string_view s : {"http://www.a.com/b/?utm_x=1&sid=2&c#f", "x:/a/../b/", "//www.h.org//"}) {
        auto const u = urikit::parse_uri_reference(s).value();
        BOOST_TEST(urikit::normalize_dedup(u).value().str() == deduped(s));
        std::string out = "old";
        BOOST_TEST((urikit::normalize_dedup_into(u, out).code == urikit::errc::ok));
        BOOST_TEST(out == deduped(s));
    }
    auto const a = urikit::parse_uri_reference("http://www.a.com/x/?utm_source=1").value();
    auto const b = urikit::parse_uri_reference("HTTP://a.com/x").value();
    BOOST_TEST(urikit::equivalent_dedup(a, b).is_equivalent());
    BOOST_TEST(!urikit::equivalent_dedup(a, b, only(false, false, false, false)).is_equivalent());
    BOOST_TEST(!urikit::equivalent(a, b, urikit::profile::cache_key).is_equivalent());
    auto const bad = urikit::parse_uri_reference("http://%ff/").value();
    urikit::equivalence const e = urikit::equivalent_dedup(a, bad);
    BOOST_TEST((e.answer == urikit::verdict::second_failed));
    BOOST_TEST(urikit::name(e.failure.code) == "host_not_utf8");
}

BOOST_AUTO_TEST_CASE(every_choice_of_steps_is_idempotent) {
    auto const check = [](std::string_view text, urikit::dedup_options const& o) {
        auto const u = urikit::parse_uri_reference(text);
        if (!u) return;
        auto const once = urikit::normalize_dedup(*u, o);
        if (!once) return;
        auto const twice = urikit::normalize_dedup(once->view(), o);
        BOOST_REQUIRE_MESSAGE(twice.has_value() && twice->str() == once->str(), text << " gave " << once->str());
    };
    for (auto const& file : urikit::test::load_data_files()) {
        for (auto const& line : file.lines) check(line, {});
    }
    std::mt19937 rng(31);
    for (unsigned steps = 0; steps < 16; ++steps) {
        auto const o = only(steps & 1u, steps & 2u, steps & 4u, steps & 8u);
        for (int i = 0; i < 10000; ++i) {
            std::string s = urikit::test::random_reference(rng);
            if (i % 3 == 0) s = "http://www." + s + "/;jsessionid=1/./?utm_a=1&sid=2";
            check(s, o);
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
