// urikit tests: src/capi/c_crawl.cpp: the crawler and HTTP forms through
// the C API give what the C++ functions give, on every data line.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/http.hpp>
#include <urikit/parse.hpp>
#include <urikit/site.hpp>
#include <urikit/urikit.h>
#include <urikit/web_url.hpp>

#include "data_files.hpp"
#include "test_conditions.hpp"

namespace {

std::string text(urikit_buffer const* b) {
    urikit_string const s = urikit_buffer_text(b);
    return s.length == 0 ? std::string() : std::string(s.data, s.length);
}

// The C call's answer ("!" and the code on error) as the C++ result's.
template <class Result, class Text>
std::string cpp_answer(Result const& r, Text&& text_of) {
    return r ? std::string(text_of(*r)) : "!" + std::to_string(static_cast<int>(r.error().code));
}

std::string c_answer(urikit_error e, urikit_buffer const* out) {
    return e.code == URIKIT_OK ? text(out) : "!" + std::to_string(e.code);
}

} // namespace

BOOST_AUTO_TEST_SUITE(c_crawl)

BOOST_AUTO_TEST_CASE(every_data_line_gives_the_cpp_keys_and_http_forms) {
    urikit_buffer* out = urikit_buffer_new();
    std::size_t lines = 0;
    auto const same = [](std::string const& s) { return s; };
    for (auto const& f : urikit::test::load_data_files()) {
        for (std::string const& line : f.lines) {
            char const* const d = line.data();
            std::size_t const n = line.size();
            BOOST_TEST(c_answer(urikit_surt(d, n, nullptr, out), out) == cpp_answer(urikit::surt(line), same), line);
            BOOST_TEST(c_answer(urikit_safe_browsing_canonical(d, n, out), out) ==
                       cpp_answer(urikit::safe_browsing_canonical(line), same));
            auto const u = urikit::parse_uri_reference(line);
            if (!u) continue;
            BOOST_TEST(c_answer(urikit_request_target(d, n, URIKIT_TARGET_ORIGIN, out), out) ==
                       cpp_answer(urikit::request_target(*u), same));
            BOOST_TEST(c_answer(urikit_host_field(d, n, out), out) == cpp_answer(urikit::host_field(*u), same));
            BOOST_TEST(c_answer(urikit_origin(d, n, out), out) ==
                       cpp_answer(urikit::origin(*u), [](urikit::uri_origin const& o) { return o.serialize(); }));
            BOOST_TEST(c_answer(urikit_ssurt(d, n, out), out) == cpp_answer(urikit::ssurt(*u), same));
            BOOST_TEST(c_answer(urikit_site(d, n, out, nullptr), out) ==
                       cpp_answer(urikit::site(*u), [](urikit::site_parts const& s) { return s.site.value_or(""); }));
            if (++lines >= 20000) break;
        }
    }
    urikit_buffer_free(out);
    BOOST_TEST(lines > urikit::test::lines_at_least(1000));
}

BOOST_AUTO_TEST_CASE(surt_options_and_default_ports) {
    urikit_buffer* out = urikit_buffer_new();
    urikit_surt_options o = urikit_surt_default_options();
    o.strip_www = 0;
    o.trailing_comma = 1;
    BOOST_TEST(urikit_surt("http://www.a.com:81/", 20, &o, out).code == URIKIT_OK);
    urikit::surt_options cpp;
    cpp.strip_www = false;
    cpp.trailing_comma = true;
    BOOST_TEST(text(out) == urikit::surt("http://www.a.com:81/", cpp).value());
    BOOST_TEST(urikit_default_port("ws", 2) == 80);
    BOOST_TEST(urikit_default_port("", 0) == -1);
    urikit_buffer_free(out);
}

BOOST_AUTO_TEST_CASE(the_redirect_decision_is_the_cpp_functions, URIKIT_NEEDS(psl)) {
    std::size_t compared = 0;
    for (auto const& row : urikit::test::read_tsv("redirect-auth/cases.tsv", 4)) {
        std::string const& from = row[0];
        std::string const& to = row[1];
        std::string const& line = from;
        urikit_url *a = nullptr, *b = nullptr;
        BOOST_TEST_REQUIRE(urikit_url_parse(from.data(), from.size(), nullptr, &a).code == URIKIT_OK);
        BOOST_TEST_REQUIRE(urikit_url_parse(to.data(), to.size(), nullptr, &b).code == URIKIT_OK);
        auto const wa = urikit::parse_web(from).value(), wb = urikit::parse_web(to).value();
        for (int status : {301, 302, 303, 307, 308, 200}) {
            for (std::string_view method : {"GET", "POST", "put", "BAD METHOD"}) {
                for (int keep : {0, 1}) {
                    urikit_redirect_hop h{};
                    urikit_error const e = urikit_redirect_decision(a, b, method.data(), method.size(), status, keep, &h);
                    auto const want = urikit::redirect_decision({.from = wa, .to = wb}, method, status, {.keep_credentials_on_upgrade = keep != 0});
                    BOOST_TEST_REQUIRE((e.code == URIKIT_OK) == want.has_value(), line);
                    if (!want) {
                        BOOST_TEST(e.code == static_cast<int>(want.error().code));
                        BOOST_TEST((h.cross_origin == 0 && h.drop_authorization == 0 && h.drop_body == 0));
                        continue;
                    }
                    BOOST_TEST(h.cross_origin == int{want->cross_origin});
                    BOOST_TEST(h.cross_site == int{want->cross_site});
                    BOOST_TEST(h.downgrade == int{want->downgrade});
                    BOOST_TEST(h.drop_authorization == int{want->drop_authorization});
                    BOOST_TEST(h.drop_cookie == int{want->drop_cookie});
                    BOOST_TEST(h.drop_proxy_authorization == int{want->drop_proxy_authorization});
                    BOOST_TEST(h.method_becomes_get == int{want->method_becomes_get});
                    BOOST_TEST(h.drop_body == int{want->drop_body});
                    ++compared;
                }
            }
        }
        BOOST_TEST(urikit_redirect_decision(a, nullptr, "GET", 3, 302, 0, nullptr).code == URIKIT_ERR_INVALID_ARGUMENT);
        urikit_url_free(a);
        urikit_url_free(b);
    }
    BOOST_TEST(compared == 15u * 5 * 3 * 2);
}

BOOST_AUTO_TEST_SUITE_END()
