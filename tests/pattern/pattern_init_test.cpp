// urikit tests: URLPatternInit processing (src/pattern/pattern_init.cpp):
// what a base gives a pattern and a URL, relative pathnames, the stripped
// separators with their offsets, and URL members canonicalized.
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/url_pattern.hpp>
#include <urikit/web_url.hpp>

#include "src/pattern/pattern_init.hpp"

using pc = urikit::url_pattern_component;
using namespace urikit::detail;

namespace {

std::string dump(init_record const& r) {
    std::string out;
    for (std::size_t k = 0; k < 8; ++k) {
        if (!r.value[k]) continue;
        if (!out.empty()) out += ' ';
        out += std::string(urikit::name(static_cast<pc>(k))) + "=" + *r.value[k] + "@" + std::to_string(r.origin[k]);
    }
    return out;
}

std::string process(urikit::url_pattern_init const& init, init_type type) {
    init_record out;
    if (type == init_type::url) {
        for (auto& v : out.value) v = std::string();
    }
    pc where{};
    if (auto e = process_init(record_of(init), init.base_url, type, out, &where))
        return std::string(urikit::name(e.code)) + " in " + std::string(urikit::name(where));
    return dump(out);
}

} // namespace

BOOST_AUTO_TEST_SUITE(pattern_init)

BOOST_AUTO_TEST_CASE(a_pattern_takes_from_its_base_what_it_does_not_give) {
    auto const base = urikit::parse_web("https://u:p@example.com:8080/a/b?q#f").value();
    BOOST_TEST(process({.pathname = "c", .base_url = &base}, init_type::pattern) ==
               "protocol=https@0 hostname=example.com@0 port=8080@0 pathname=/a/c@-3");
    BOOST_TEST(process({.hostname = "x", .base_url = &base}, init_type::pattern) == "protocol=https@0 hostname=x@0");
    BOOST_TEST(process({.base_url = &base}, init_type::pattern) ==
               "protocol=https@0 hostname=example.com@0 port=8080@0 pathname=/a/b@0 search=q@0 hash=f@0");
    auto const star = urikit::parse_web("https://example.com/a*b").value();
    BOOST_TEST(process({.base_url = &star}, init_type::pattern).find("pathname=/a\\*b") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(separators_are_stripped_and_offsets_follow) {
    BOOST_TEST(process({.protocol = "https:", .search = "?a", .hash = "#b"}, init_type::pattern) ==
               "protocol=https@0 search=a@1 hash=b@1");
    BOOST_TEST(process({.search = "a"}, init_type::pattern) == "search=a@0");
}

BOOST_AUTO_TEST_CASE(a_url_is_canonicalized_and_takes_credentials_from_its_base) {
    auto const base = urikit::parse_web("https://u:p@example.com/a/b").value();
    BOOST_TEST(process({.pathname = "c d", .base_url = &base}, init_type::url) ==
               "protocol=https@0 username=u@0 password=p@0 hostname=example.com@0 port=@0 pathname=/a/c%20d@-3 search=@0 hash=@0");
    BOOST_TEST(process({.protocol = "HTTP", .hostname = "A.com", .port = "80"}, init_type::url) ==
               "protocol=http@0 username=@0 password=@0 hostname=a.com@0 port=@0 pathname=@0 search=@0 hash=@0");
    BOOST_TEST(process({.protocol = "foo", .pathname = "a b"}, init_type::url).find("pathname=a b@") != std::string::npos);
    BOOST_TEST(process({.port = "x"}, init_type::url) == "invalid_port in port");
    BOOST_TEST(process({.hostname = "a b"}, init_type::url) == "forbidden_host_code_point in hostname");
}

BOOST_AUTO_TEST_SUITE_END()
