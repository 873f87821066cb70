// urikit tests: src/rfc3986/uri_ref.cpp, the one door to the RFC 3986
// functions: a uri_view or a uri passes as it is (viewed, its offsets
// unchanged), and a web_url as its RFC 3986 form, so every function of a
// web_url equals the same function of to_rfc3986(url) on every data line
// the web parser takes, and its error offsets are in the href by one rule.
#include <boost/test/unit_test.hpp>

#include <string>

#include <urikit/crawl.hpp>
#include <urikit/http.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/site.hpp>
#include <urikit/uri_ref.hpp>
#include <urikit/web_url.hpp>

#include "data_files.hpp"

namespace {

template <class T>
bool same(urikit::result<T> const& a, urikit::result<T> const& b) {
    if (a.has_value() != b.has_value()) return false;
    return a ? *a == *b : a.error().code == b.error().code;
}

bool same_parts(urikit::result<urikit::request_parts> const& a, urikit::result<urikit::request_parts> const& b) {
    if (a.has_value() != b.has_value()) return false;
    if (!a) return a.error().code == b.error().code;
    return a->connect_host == b->connect_host && a->port == b->port && a->target == b->target &&
           a->host_field == b->host_field && a->tls == b->tls && a->scheme == b->scheme;
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
    for (auto const f : {urikit::target_form::origin, urikit::target_form::absolute}) {
        BOOST_TEST_REQUIRE(same(urikit::request_target(w, f), urikit::request_target(v, f)), w.href());
    }
    BOOST_TEST_REQUIRE(same(urikit::host_field(w), urikit::host_field(v)), w.href());
    BOOST_TEST_REQUIRE(same_parts(urikit::http_request_parts(w), urikit::http_request_parts(v)), w.href());
    // A redirect from the web_url as it is, or from its RFC 3986 form read
    // by the URL Standard's parser: one target for a client's URL.
    if (w.scheme() == "http" || w.scheme() == "https") {
        for (char const* location : {"../x?q", "//other.example/y", "#f", "?a=b"}) {
            BOOST_TEST_REQUIRE(same(urikit::resolve_location(w, location), urikit::resolve_location(v, location)),
                               w.href() << " + " << location);
        }
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(uri_ref)

BOOST_AUTO_TEST_CASE(a_uri_view_and_a_uri_pass_as_they_are) {
    auto const u = urikit::parse_uri("http://h/%7e?q").value();
    urikit::uri_view const v = u;
    auto const check = [&](urikit::uri_ref const& door) {
        BOOST_TEST(door.web() == nullptr);
        BOOST_TEST((door.view().str().data() == u.str().data())); // viewed, not copied
        BOOST_TEST((door.source().data() == u.str().data()));
        BOOST_TEST(!door.made());
        BOOST_TEST(door.at_source(urikit::error{urikit::errc::bad_pct_encoding, 9}).offset == 9u);
    };
    check(v);
    check(u);
}

BOOST_AUTO_TEST_CASE(a_web_url_passes_as_its_rfc_3986_form_written_into_the_door) {
    auto const w = urikit::parse_web("http://h/a b|c?x y").value();
    urikit::uri_ref const door = w;
    BOOST_TEST(door.web() == &w);
    BOOST_TEST(door.source() == w.href());
    BOOST_TEST(!door.made());
    BOOST_TEST(door.view().str() == urikit::to_rfc3986(w)->str());
    BOOST_TEST(door.view().str() == "http://h/a%20b%7Cc?x%20y");
    BOOST_TEST((door.view().str().data() != w.href().data()));
}

BOOST_AUTO_TEST_CASE(an_offset_moves_into_the_same_component_of_the_href) {
    // href http://h/a%20b|c?x%20y#f, form http://h/a%20b%7Cc?x%20y#f: the
    // path is two bytes longer in the form.
    auto const w = urikit::parse_web("http://h/a b|c?x y#f").value();
    BOOST_TEST(w.href() == "http://h/a%20b|c?x%20y#f");
    urikit::uri_ref const door = w;
    std::string_view const form = door.view().str();
    BOOST_TEST(form == "http://h/a%20b%7Cc?x%20y#f");
    auto const at = [&](std::size_t offset) {
        return door.at_source(urikit::error{urikit::errc::invalid_character, static_cast<std::uint32_t>(offset)}).offset;
    };
    BOOST_TEST(at(form.find("h/")) == w.href().find("h/"));            // the host: same place
    BOOST_TEST(at(form.find("%20b")) == w.href().find("%20b"));        // the path: as far into it
    BOOST_TEST(at(form.find("%7C") + 2) == w.href().find("?"));        // past the path's end in the href: its end
    BOOST_TEST(at(form.find("?x") + 1) == w.href().find("?x") + 1);    // the query: as far into it
    BOOST_TEST(at(form.size()) == w.href().size());
    BOOST_TEST(at(form.size() + 10) == w.href().size());               // outside every component: within the href
    BOOST_TEST(door.at_source(urikit::error{}).code == urikit::errc::ok);
    auto const r = door.at_source(urikit::result<int>(urikit::error{urikit::errc::invalid_character, 0}));
    BOOST_TEST((!r && r.error().offset == 0u));
    BOOST_TEST(door.at_source(urikit::result<int>(7)).value() == 7);
}

BOOST_AUTO_TEST_CASE(the_origin_of_a_web_url_is_the_url_standards) {
    // RFC 6454 has no origin for a blob: URI; the URL Standard's is that of its path's URL.
    auto const blob = urikit::parse_web("blob:https://a.com:443/x").value();
    BOOST_TEST(urikit::origin(blob)->serialize() == "https://a.com");
    auto const form = urikit::to_rfc3986(blob).value();
    BOOST_TEST(urikit::origin(form)->is_unique());
}

BOOST_AUTO_TEST_CASE(a_redirect_from_a_uri_that_the_url_standard_does_not_parse_is_refused_at_0) {
    auto const u = urikit::parse_uri("http://[v1.x]/").value();
    auto const r = urikit::resolve_location(u, "/a");
    BOOST_TEST_REQUIRE(!r.has_value());
    BOOST_TEST((r.error().code == urikit::errc::base_not_absolute && r.error().offset == 0u));
}

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
