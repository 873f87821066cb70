// urikit tests: src/capi/c_http.cpp, request parts through the C API: the
// same parts as urikit::http_request_parts on every data line, texts viewing
// the caller's buffer, and the input may be that buffer.
#include <boost/test/unit_test.hpp>

#include <string>
#include <string_view>

#include <urikit/http.hpp>
#include <urikit/parse.hpp>
#include <urikit/urikit.h>
#include <urikit/web_url.hpp>

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

BOOST_AUTO_TEST_SUITE_END()
