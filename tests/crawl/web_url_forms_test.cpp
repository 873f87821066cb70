// urikit tests: src/crawl/web_url_forms.cpp, the RFC 3986 forms of a
// web_url: each equals the same function of to_rfc3986(url), on every data
// line the web parser takes, and its error offsets are in the href.
#include <boost/test/unit_test.hpp>

#include <string>

#include <urikit/crawl.hpp>
#include <urikit/normalize.hpp>
#include <urikit/site.hpp>
#include <urikit/web_url.hpp>

#include "data_files.hpp"

namespace {

template <class T>
bool same(urikit::result<T> const& a, urikit::result<T> const& b) {
    if (a.has_value() != b.has_value()) return false;
    return a ? *a == *b : a.error().code == b.error().code;
}

bool same_site(urikit::result<urikit::site_parts> const& a, urikit::result<urikit::site_parts> const& b) {
    if (a.has_value() != b.has_value()) return false;
    return a ? a->site == b->site && a->suffix == b->suffix : a.error().code == b.error().code;
}

// Each form of `w` answers as the form of its RFC 3986 form.
void check_forms(urikit::web_url const& w) {
    auto const r = urikit::to_rfc3986(w);
    BOOST_TEST_REQUIRE(r.has_value(), w.href());
    urikit::uri_view const v = *r;
    for (auto const p : {urikit::profile::rfc3986, urikit::profile::http, urikit::profile::cache_key}) {
        BOOST_TEST_REQUIRE(same(urikit::normalize(w, p), urikit::normalize(v, p)), w.href());
        std::string out = "stale";
        urikit::error const e = urikit::normalize_into(w, p, out);
        BOOST_TEST_REQUIRE((e ? out.empty() : out == urikit::normalize(v, p)->str()), w.href());
        BOOST_TEST_REQUIRE(urikit::hash_value(w, p) == urikit::hash_value(v, p), w.href());
        BOOST_TEST_REQUIRE((urikit::equivalent(w, w, p).answer == urikit::equivalent(v, v, p).answer), w.href());
    }
    BOOST_TEST_REQUIRE(same_site(urikit::site(w), urikit::site(v)), w.href());
    BOOST_TEST_REQUIRE(same(urikit::surt(w), urikit::surt(v)), w.href());
    BOOST_TEST_REQUIRE(same(urikit::ssurt(w), urikit::ssurt(v)), w.href());
    BOOST_TEST_REQUIRE(same(urikit::safe_browsing_canonical(w), urikit::safe_browsing_canonical(v)), w.href());
    BOOST_TEST_REQUIRE(same(urikit::safe_browsing_expressions(w), urikit::safe_browsing_expressions(v)), w.href());
    std::string out;
    urikit::error const e = urikit::surt_into(w, {}, out);
    BOOST_TEST_REQUIRE((e ? out.empty() : out == urikit::surt(v).value()), w.href());
    BOOST_TEST_REQUIRE((urikit::ssurt_into(w, out) ? out.empty() : out == urikit::ssurt(v).value()), w.href());
}

} // namespace

BOOST_AUTO_TEST_SUITE(web_url_forms)

BOOST_AUTO_TEST_CASE(an_href_goes_to_the_rfc_3986_functions_in_one_call) {
    auto const w = urikit::parse_web("HTTPS://EXAMPLE.com:443/%7ea/b?y=1&x=2#f").value();
    BOOST_TEST(urikit::normalize(w, urikit::profile::cache_key)->str() == "https://example.com/~a/b?x=2&y=1");
    BOOST_TEST(urikit::surt(w).value() == "com,example)/~a/b?x=2&y=1");
    BOOST_TEST((urikit::site(w)->site == "example.com"));
    auto const other = urikit::parse_web("https://example.com/%7Ea/b?x=2&y=1").value();
    BOOST_TEST(urikit::equivalent(w, other, urikit::profile::cache_key).is_equivalent());
    BOOST_TEST(urikit::hash_value(w, urikit::profile::cache_key) == urikit::hash_value(other, urikit::profile::cache_key));
}

BOOST_AUTO_TEST_CASE(an_error_offset_is_in_the_href) {
    // "|" stays in the href and becomes "%7C" in the RFC 3986 form: the host
    // error after it is at the host's own offset in the href.
    auto const w = urikit::parse_web("foo://a|b@%FF/").value();
    BOOST_TEST(urikit::to_rfc3986(w)->str() == "foo://a%7Cb@%FF/");
    auto const s = urikit::site(w);
    BOOST_TEST_REQUIRE(!s.has_value());
    BOOST_TEST(urikit::name(s.error().code) == "host_not_utf8");
    BOOST_TEST(s.error().offset == w.href().find("%FF"));
}

BOOST_AUTO_TEST_CASE(every_form_of_a_data_line_equals_that_of_its_rfc_3986_form) {
    std::size_t checked = 0;
    for (auto const& file : urikit::test::load_data_files()) {
        std::size_t const step = file.lines.size() > 2000 ? 13 : 1; // the sample whole, the shared lists sampled
        for (std::size_t i = 0; i < file.lines.size(); i += step) {
            auto const w = urikit::parse_web(file.lines[i]);
            if (!w) continue;
            check_forms(*w);
            ++checked;
        }
    }
    BOOST_TEST(checked >= urikit::test::lines_at_least(6000, 400));
}

BOOST_AUTO_TEST_SUITE_END()
