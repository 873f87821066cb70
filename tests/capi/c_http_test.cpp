// urikit tests: src/capi/c_http.cpp, request parts through the C API: the
// same parts as urikit::http_request_parts on every data line, texts viewing
// the caller's buffer, and the input may be that buffer.
#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>
#include <string_view>

#include <urikit/http.hpp>
#include <urikit/parse.hpp>
#include <urikit/request_guard.hpp>
#include <urikit/urikit.h>
#include <urikit/web_url.hpp>

#include "c_enum_arguments.h"
#include "data_files.hpp"

namespace {

std::string_view sv(urikit_string s) { return {s.data, s.length}; }

struct buffer {
    urikit_buffer* b = urikit_buffer_new();
    ~buffer() { urikit_buffer_free(b); }
    buffer() = default;
    buffer(buffer const&) = delete;
    buffer& operator=(buffer const&) = delete;
};

struct url {
    urikit_url* u = nullptr;
    explicit url(std::string const& text) { BOOST_TEST_REQUIRE(urikit_url_parse(text.data(), text.size(), nullptr, &u).code == URIKIT_OK); }
    ~url() { urikit_url_free(u); }
    url(url const&) = delete;
    url& operator=(url const&) = delete;
};

} // namespace

BOOST_AUTO_TEST_SUITE(c_http)

BOOST_AUTO_TEST_CASE(the_parts_are_the_cpp_functions_on_every_data_line) {
    buffer storage;
    std::size_t compared = 0;
    for (auto const& file : urikit::test::load_data_files()) {
        for (std::string const& line : file.lines) {
            urikit_request_parts p{};
            urikit_error const e = urikit_http_request_parts(line.data(), line.size(), storage.b, &p);
            auto const u = urikit::parse_uri_reference(line);
            auto const want = u ? urikit::http_request_parts(*u) : urikit::result<urikit::request_parts>(u.error());
            BOOST_TEST_REQUIRE((e.code == URIKIT_OK) == want.has_value(), line);
            if (!want) {
                BOOST_TEST(e.code == static_cast<int>(want.error().code), line);
                BOOST_TEST(sv(p.target).empty());
                continue;
            }
            BOOST_TEST(sv(p.scheme) == want->scheme, line);
            BOOST_TEST(sv(p.connect_host) == want->connect_host, line);
            BOOST_TEST(p.port == want->port, line);
            BOOST_TEST(sv(p.target) == want->target, line);
            BOOST_TEST(sv(p.host_field) == want->host_field, line);
            BOOST_TEST(p.tls == (want->tls ? 1 : 0), line);
            BOOST_TEST(sv(p.zone_id).empty(), line); // the text parse takes no zone
            ++compared;
        }
    }
    BOOST_TEST(compared > 300u); // 402 on the bundled sample alone
}

BOOST_AUTO_TEST_CASE(a_url_and_its_input_in_the_storage_buffer) {
    buffer storage;
    urikit_url* url = nullptr;
    std::string_view const href = "HTTPS://Example.com:443/a/../b c?q#f";
    BOOST_TEST_REQUIRE(urikit_url_parse(href.data(), href.size(), nullptr, &url).code == URIKIT_OK);
    urikit_request_parts p{};
    BOOST_TEST(urikit_url_request_parts(url, storage.b, &p).code == URIKIT_OK);
    BOOST_TEST(sv(p.connect_host) == "example.com");
    BOOST_TEST(sv(p.target) == "/b%20c?q");
    BOOST_TEST(p.port == 443);
    BOOST_TEST(p.tls == 1);
    // the input viewing the buffer the parts are written into
    urikit_url_to_rfc3986(url, storage.b);
    urikit_string const own = urikit_buffer_text(storage.b);
    BOOST_TEST(urikit_http_request_parts(own.data, own.length, storage.b, &p).code == URIKIT_OK);
    BOOST_TEST(sv(p.host_field) == "example.com");
    BOOST_TEST(sv(p.target) == "/b%20c?q");
    urikit_url_free(url);
    BOOST_TEST(urikit_http_request_parts("ftp://a/", 8, storage.b, &p).code == URIKIT_ERR_UNSUPPORTED_SCHEME);
    BOOST_TEST(urikit_http_request_parts("http://a/", 9, nullptr, &p).code == URIKIT_ERR_INVALID_ARGUMENT);
    BOOST_TEST(urikit_url_request_parts(nullptr, storage.b, &p).code == URIKIT_ERR_INVALID_ARGUMENT);
}

// RFC 6874: a zone ID by urikit_parse_options, read as written, decoded in
// the parts, never in what is sent (§4).
BOOST_AUTO_TEST_CASE(a_zone_id_by_the_parse_options) {
    std::string_view const text = "http://[FE80::A%25e%6E1]:8080/p";
    urikit_uri* plain = nullptr;
    urikit_error const refused = urikit_uri_parse_with(text.data(), text.size(), nullptr, &plain);
    BOOST_TEST(refused.code == URIKIT_ERR_INVALID_IP_LITERAL);
    BOOST_TEST(refused.offset == 15u); // the "%"
    BOOST_TEST(plain == nullptr);
    urikit_parse_options const zones{1};
    urikit_uri* u = nullptr;
    BOOST_TEST_REQUIRE(urikit_uri_parse_with(text.data(), text.size(), &zones, &u).code == URIKIT_OK);
    BOOST_TEST(sv(urikit_uri_zone_id(u)) == "e%6E1");
    BOOST_TEST(urikit_uri_host_kind(u) == URIKIT_HOST_KIND_IPV6);
    buffer storage;
    urikit_request_parts p{};
    BOOST_TEST(urikit_uri_request_parts(u, storage.b, &p).code == URIKIT_OK);
    BOOST_TEST(sv(p.connect_host) == "fe80::a");
    BOOST_TEST(sv(p.zone_id) == "en1");
    BOOST_TEST(sv(p.host_field) == "[fe80::a]:8080");
    BOOST_TEST(sv(p.target) == "/p");
    urikit_uri_free(u);
    BOOST_TEST(sv(urikit_uri_zone_id(nullptr)).empty());
    BOOST_TEST(urikit_uri_request_parts(nullptr, storage.b, &p).code == URIKIT_ERR_INVALID_ARGUMENT);
    BOOST_TEST(urikit_http_request_parts("http://[::1]/", 13, storage.b, &p).code == URIKIT_OK);
    BOOST_TEST(sv(p.zone_id).empty());
}

BOOST_AUTO_TEST_CASE(the_referrer_is_the_cpp_functions_under_every_policy) {
    buffer out;
    auto const rows = urikit::test::read_tsv("referrer/cases.tsv", 4);
    BOOST_TEST(rows.size() == 90u);
    for (auto const& row : rows) {
        std::string const& from = row[1];
        std::string const& to = row[2];
        url const a(from), b(to);
        auto const wa = urikit::parse_web(from).value(), wb = urikit::parse_web(to).value();
        BOOST_TEST(urikit_is_potentially_trustworthy(a.u) == (urikit::is_potentially_trustworthy(wa) ? 1 : 0));
        for (int p = 0; p <= URIKIT_REFERRER_UNSAFE_URL; ++p) {
            auto const want = urikit::referrer({.from = wa, .to = wb}, static_cast<urikit::referrer_policy>(p)).value();
            BOOST_TEST_REQUIRE(urikit_referrer(a.u, b.u, static_cast<urikit_referrer_policy>(p), out.b).code == URIKIT_OK);
            BOOST_TEST(sv(urikit_buffer_text(out.b)) == want, from << " -> " << to << " policy " << p);
        }
    }
}

BOOST_AUTO_TEST_CASE(the_guard_is_the_cpp_functions_on_every_data_line) {
    buffer storage;
    urikit_string const hosts[] = {{"example.com", 11}, {"[::1]", 5}};
    std::uint16_t const ports[] = {80, 443};
    urikit_request_policy strict = urikit_request_default_policy();
    strict.allow_names = 0;
    urikit_request_policy listed = urikit_request_default_policy();
    listed.refuse &= ~(1u << URIKIT_ADDRESS_LOOPBACK);
    listed.allow_hosts = hosts;
    listed.allow_host_count = 2;
    listed.ports = ports;
    listed.port_count = 2;
    urikit::request_policy cpp_strict{.allow_names = false};
    urikit::request_policy cpp_listed{.allow_hosts = {"example.com", "[::1]"}, .ports = {80, 443}};
    cpp_listed.refuse.remove(urikit::address_class::loopback);
    std::size_t compared = 0;
    for (auto const& file : urikit::test::load_data_files()) {
        for (std::string const& line : file.lines) {
            auto const w = urikit::parse_web(line);
            if (!w) continue;
            urikit_url* u = nullptr;
            BOOST_TEST_REQUIRE(urikit_url_parse(line.data(), line.size(), nullptr, &u).code == URIKIT_OK);
            for (auto const& [c, cpp] : {std::pair{&strict, &cpp_strict}, std::pair{&listed, &cpp_listed},
                                         std::pair<urikit_request_policy*, urikit::request_policy*>{nullptr, nullptr}}) {
                urikit_request_parts p{};
                urikit_error const e = urikit_check_request(u, c, storage.b, &p);
                auto const want = urikit::check_request(*w, cpp != nullptr ? *cpp : urikit::request_policy{});
                BOOST_TEST_REQUIRE((e.code == URIKIT_OK) == want.has_value(), line);
                if (!want) {
                    BOOST_TEST(e.code == static_cast<int>(want.error().code), line);
                    BOOST_TEST(e.offset == want.error().offset, line);
                    continue;
                }
                BOOST_TEST(sv(p.connect_host) == want->connect_host, line);
                BOOST_TEST(sv(p.target) == want->target, line);
                ++compared;
            }
            urikit_url_free(u);
        }
    }
    BOOST_TEST(compared > 100u);
}

BOOST_AUTO_TEST_CASE(the_referrer_refuses_what_c_may_pass) {
    buffer out;
    url const a("https://a.example/p");
    BOOST_TEST(urikit_test_referrer(a.u, a.u, 8, out.b).code == URIKIT_ERR_INVALID_ARGUMENT);
    BOOST_TEST(urikit_test_referrer(a.u, a.u, -1, out.b).code == URIKIT_ERR_INVALID_ARGUMENT);
    BOOST_TEST(sv(urikit_buffer_text(out.b)).empty());
    BOOST_TEST(urikit_referrer(nullptr, a.u, URIKIT_REFERRER_ORIGIN, out.b).code == URIKIT_ERR_INVALID_ARGUMENT);
    BOOST_TEST(urikit_referrer(a.u, a.u, URIKIT_REFERRER_ORIGIN, nullptr).code == URIKIT_ERR_INVALID_ARGUMENT);
    BOOST_TEST(urikit_is_potentially_trustworthy(nullptr) == 0);
    urikit_referrer_policy p = URIKIT_REFERRER_ORIGIN;
    BOOST_TEST(urikit_referrer_policy_from_header(nullptr, 3, &p) == 0);
    BOOST_TEST(urikit_referrer_policy_from_header("origin", 6, nullptr) == 0);
    BOOST_TEST(urikit_referrer_policy_from_header("same-origin", 11, &p) == 1);
    BOOST_TEST(p == URIKIT_REFERRER_SAME_ORIGIN);
}

BOOST_AUTO_TEST_SUITE_END()
