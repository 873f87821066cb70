// urikit tests: compiling a component (src/pattern/pattern_component.cpp):
// the pattern string, names, regexp groups and the compiled expression,
// and "protocol component matches a special scheme".
#include <boost/test/unit_test.hpp>

#include <urikit/url_pattern.hpp>

#include "src/pattern/pattern_canonical.hpp"
#include "src/pattern/pattern_component.hpp"

using namespace urikit::detail;

BOOST_AUTO_TEST_SUITE(pattern_component)

BOOST_AUTO_TEST_CASE(a_component_compiles_to_its_string_names_and_expression) {
    compiled_component c;
    urikit::error const e = compile_component("/Books/:id(\\d+)/*", canonicalize_pathname, pathname_options, c);
    if (!urikit::url_patterns_available()) {
        BOOST_TEST((e.code == urikit::errc::regexp_unavailable && e.offset == 0));
        return;
    }
    BOOST_TEST_REQUIRE(!e);
    BOOST_TEST(c.pattern_string == "/Books/:id(\\d+)/*");
    BOOST_TEST((c.names == std::vector<std::string>{"id", "0"}));
    BOOST_TEST(c.has_regexp_groups);
    BOOST_TEST((c.empty_is_undefined == std::vector<bool>{false, false}));
    BOOST_TEST(regexp_matches(*c.regexp, "/Books/12/x/y"));
    BOOST_TEST(!regexp_matches(*c.regexp, "/books/12/x"));
    BOOST_TEST(!regexp_matches(*c.regexp, "/Books/x/y"));
}

BOOST_AUTO_TEST_CASE(errors_come_back_at_their_byte) {
    if (!urikit::url_patterns_available()) return;
    compiled_component c;
    BOOST_TEST((compile_component("/a/(b(?<=c))", canonicalize_pathname, pathname_options, c) ==
                urikit::error{urikit::errc::regexp_unsupported, 5}));
    BOOST_TEST((compile_component("a b", canonicalize_hostname, hostname_options, c) ==
                urikit::error{urikit::errc::forbidden_host_code_point, 1}));
}

BOOST_AUTO_TEST_CASE(special_schemes_are_matched_by_the_compiled_protocol) {
    if (!urikit::url_patterns_available()) return;
    for (auto const& [pattern, special] : std::initializer_list<std::pair<char const*, bool>>{
             {"https", true}, {"http{s}?", true}, {"*", true}, {"(f.*)", true}, {"foo", false}, {"(data|javascript)", false}, {"", false}}) {
        compiled_component c;
        BOOST_TEST_REQUIRE(!compile_component(pattern, canonicalize_protocol, default_options, c));
        BOOST_TEST(matches_special_scheme(c) == special, pattern);
    }
}

BOOST_AUTO_TEST_SUITE_END()
