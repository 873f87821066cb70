// urikit tests: the constructor string parser
// (src/pattern/constructor_string.cpp): which components a string gives,
// the Standard's defaults between them, and each text's offset.
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/url_pattern.hpp>

#include "src/pattern/pattern_init.hpp"
#include "test_conditions.hpp"

using urikit::url_pattern_component;
using namespace urikit::detail;

namespace {

// "name=value@origin" for each component given.
std::string dump(std::string_view input) {
    init_record r;
    if (auto e = parse_constructor_string(input, r)) return "error " + std::to_string(e.offset);
    std::string out;
    for (std::size_t k = 0; k < 8; ++k) {
        if (!r.value[k]) continue;
        if (!out.empty()) out += ' ';
        out += std::string(urikit::name(static_cast<url_pattern_component>(k))) + "=" + *r.value[k] + "@" + std::to_string(r.origin[k]);
    }
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(constructor_string)

BOOST_AUTO_TEST_CASE(the_standards_shorthands, URIKIT_NEEDS(re2)) {
    BOOST_TEST(dump("https://example.com/:category/*") ==
               "protocol=https@0 hostname=example.com@8 port=@0 pathname=/:category/*@19");
    BOOST_TEST(dump("http{s}?://{:subdomain.}?shop.example/products/:id([0-9]+)#reviews") ==
               "protocol=http{s}?@0 hostname={:subdomain.}?shop.example@11 port=@0 "
               "pathname=/products/:id([0-9]+)@37 search=@58 hash=reviews@59");
    BOOST_TEST(dump("../admin/*") == "pathname=../admin/*@0");
}

BOOST_AUTO_TEST_CASE(credentials_ports_and_relative_strings, URIKIT_NEEDS(re2)) {
    // ":pw" would be a group: the password's ":" is escaped
    BOOST_TEST(dump("https://user\\:pw@h:8080/p?q#f") ==
               "protocol=https@0 username=user@8 password=pw@14 hostname=h@17 port=8080@19 pathname=/p@23 search=q@26 hash=f@28");
    BOOST_TEST(dump("https://user:pw@h/") == "protocol=https@0 username=user:pw@8 hostname=h@16 port=@0 pathname=/@17");
    BOOST_TEST(dump("?q=1") == "search=q=1@1");
    BOOST_TEST(dump("#top") == "hash=top@1");
    BOOST_TEST(dump("https://[::1]:443/") == "protocol=https@0 hostname=[::1]@8 port=443@14 pathname=/@17");
    // a special protocol without "//" still has an authority; a non-special one has a path
    // (":example" would be a group: a protocol's ":" is followed by no name)
    BOOST_TEST(dump("https:@example.com") == "protocol=https@0 username=@6 hostname=example.com@7 port=@0");
    BOOST_TEST(dump("data:,*") == "protocol=data@0 hostname=@4 port=@0 pathname=,*@5"); // hostname "" from the protocol
    BOOST_TEST(dump("data:text") == "pathname=data:text@0");
    // "{...}" hides component boundaries; "?" after a group is a modifier
    BOOST_TEST(dump("https://example.c{om/fo}o") == "protocol=https@0 hostname=example.c{om/fo}o@8 port=@0");
    BOOST_TEST(dump("/:id?") == "pathname=/:id?@0");
}

BOOST_AUTO_TEST_CASE(a_protocol_that_does_not_compile_is_an_error_in_the_input, URIKIT_NEEDS(re2)) {
    BOOST_TEST(dump("(a(?=b)):/x") == "error 2"); // the lookahead, at its byte
    BOOST_TEST(dump("a:1:c") == "protocol=a@0 hostname=@1 port=@0 pathname=1:c@2");
}

BOOST_AUTO_TEST_SUITE_END()
