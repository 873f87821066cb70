// resolve: RFC 3986 §5.4 examples and more bases.
#include <boost/test/unit_test.hpp>

#include <string>

#include <urikit/parse.hpp>
#include <urikit/resolve.hpp>

namespace {

std::string resolved(std::string_view base, std::string_view ref) {
    auto const b = urikit::parse_uri(base);
    auto const r = urikit::parse_uri_reference(ref);
    BOOST_TEST_REQUIRE(b.has_value(), base);
    BOOST_TEST_REQUIRE(r.has_value(), ref);
    auto const t = b->resolve(*r);
    BOOST_TEST_REQUIRE(t.has_value());
    return t->str();
}

struct example {
    char const* ref;
    char const* target;
};

// RFC 3986 §5.4.1, base "http://a/b/c/d;p?q"
example const normal_examples[] = {
    {"g:h", "g:h"},           {"g", "http://a/b/c/g"},        {"./g", "http://a/b/c/g"},
    {"g/", "http://a/b/c/g/"}, {"/g", "http://a/g"},          {"//g", "http://g"},
    {"?y", "http://a/b/c/d;p?y"}, {"g?y", "http://a/b/c/g?y"}, {"#s", "http://a/b/c/d;p?q#s"},
    {"g#s", "http://a/b/c/g#s"}, {"g?y#s", "http://a/b/c/g?y#s"}, {";x", "http://a/b/c/;x"},
    {"g;x", "http://a/b/c/g;x"}, {"g;x?y#s", "http://a/b/c/g;x?y#s"}, {"", "http://a/b/c/d;p?q"},
    {".", "http://a/b/c/"},    {"./", "http://a/b/c/"},        {"..", "http://a/b/"},
    {"../", "http://a/b/"},    {"../g", "http://a/b/g"},       {"../..", "http://a/"},
    {"../../", "http://a/"},   {"../../g", "http://a/g"},
};

// RFC 3986 §5.4.2 (strict parser)
example const abnormal_examples[] = {
    {"../../../g", "http://a/g"},    {"../../../../g", "http://a/g"}, {"/./g", "http://a/g"},
    {"/../g", "http://a/g"},         {"g.", "http://a/b/c/g."},       {".g", "http://a/b/c/.g"},
    {"g..", "http://a/b/c/g.."},     {"..g", "http://a/b/c/..g"},     {"./../g", "http://a/b/g"},
    {"./g/.", "http://a/b/c/g/"},    {"g/./h", "http://a/b/c/g/h"},   {"g/../h", "http://a/b/c/h"},
    {"g;x=1/./y", "http://a/b/c/g;x=1/y"}, {"g;x=1/../y", "http://a/b/c/y"},
    {"g?y/./x", "http://a/b/c/g?y/./x"},   {"g?y/../x", "http://a/b/c/g?y/../x"},
    {"g#s/./x", "http://a/b/c/g#s/./x"},   {"g#s/../x", "http://a/b/c/g#s/../x"},
    {"http:g", "http:g"}, // strict: a scheme makes the reference absolute
};

} // namespace

BOOST_AUTO_TEST_SUITE(resolve)

BOOST_AUTO_TEST_CASE(rfc3986_5_4_1_normal_examples) {
    for (auto const& e : normal_examples) BOOST_TEST(resolved("http://a/b/c/d;p?q", e.ref) == e.target, e.ref);
}

BOOST_AUTO_TEST_CASE(rfc3986_5_4_2_abnormal_examples) {
    for (auto const& e : abnormal_examples) BOOST_TEST(resolved("http://a/b/c/d;p?q", e.ref) == e.target, e.ref);
}

BOOST_AUTO_TEST_CASE(bases_with_empty_path_authority_only_query_and_fragment) {
    BOOST_TEST(resolved("http://a", "g") == "http://a/g");          // §5.2.3: "/" + ref when the base path is empty
    BOOST_TEST(resolved("http://a", "") == "http://a");
    BOOST_TEST(resolved("http://a", "?q") == "http://a?q");
    BOOST_TEST(resolved("http://a?x#f", "") == "http://a?x");        // never the base's fragment
    BOOST_TEST(resolved("http://a/b?x#f", "#g") == "http://a/b?x#g");
    BOOST_TEST(resolved("http://u@a:8/b/c", "d") == "http://u@a:8/b/d");
    BOOST_TEST(resolved("http://a/b/c", "//h") == "http://h");
    BOOST_TEST(resolved("http://a/b/c", "//h/x/../y?z") == "http://h/y?z");
}

BOOST_AUTO_TEST_CASE(file_and_non_hierarchical_bases) {
    BOOST_TEST(resolved("file:///etc/hosts", "passwd") == "file:///etc/passwd");
    BOOST_TEST(resolved("file:///etc/hosts", "../usr") == "file:///usr");
    BOOST_TEST(resolved("file:///", "a/b") == "file:///a/b");
    BOOST_TEST(resolved("mailto:a@b", "c@d") == "mailto:c@d");
    BOOST_TEST(resolved("mailto:a@b", "?subject=x") == "mailto:a@b?subject=x");
    BOOST_TEST(resolved("urn:isbn:123", "#p") == "urn:isbn:123#p");
    BOOST_TEST(resolved("foo:a/b", "../c") == "foo:/c"); // §5.2.4 on the merged "a/../c"
}

BOOST_AUTO_TEST_CASE(results_are_not_normalized_beyond_section_5_2) {
    BOOST_TEST(resolved("http://a/b/c", "%7Ex") == "http://a/b/%7Ex");
    BOOST_TEST(resolved("HTTP://A/b", "C") == "HTTP://A/C");
    BOOST_TEST(resolved("http://a:/b", "c") == "http://a:/c");
}

BOOST_AUTO_TEST_CASE(a_result_path_never_becomes_an_authority) {
    BOOST_TEST(resolved("foo:/a/b", "..//evil") == "foo:/.//evil");
    BOOST_TEST(resolved("foo:/a", "/..//evil") == "foo:/.//evil");
    BOOST_TEST(resolved("foo:x", "http://h") == "http://h");
    BOOST_TEST(resolved("http://a/b", "..//x") == "http://a//x"); // with an authority "//x" is a path
}

BOOST_AUTO_TEST_CASE(a_base_without_scheme_is_an_error) {
    auto const b = urikit::parse_uri_reference("//a/b");
    auto const r = urikit::parse_uri_reference("c");
    auto const t = b->resolve(*r);
    BOOST_TEST_REQUIRE(!t.has_value());
    BOOST_TEST(urikit::name(t.error().code) == "base_not_absolute");
}

BOOST_AUTO_TEST_CASE(resolve_into_reuses_the_buffer_and_reports_offsets) {
    std::string out = "previous content, long enough to be on the heap already";
    urikit::components parts;
    auto const b = urikit::parse_uri("http://a/b/c/d;p?q");
    auto const r = urikit::parse_uri_reference("../g?y#s");
    BOOST_TEST(urikit::name(b->resolve_into(*r, out, &parts).code) == "ok");
    BOOST_TEST(out == "http://a/b/g?y#s");
    urikit::uri_view const v = urikit::uri_view::from_parts(out, parts).value();
    BOOST_TEST(v.host() == "a");
    BOOST_TEST(v.path() == "/b/g");
    BOOST_TEST(v.query() == "y");
    BOOST_TEST(v.fragment() == "s");
}

BOOST_AUTO_TEST_CASE(resolve_into_a_buffer_the_base_or_reference_points_into_replaces_it) {
    std::string base_text = "http://a/b/c/d;p?q";
    base_text.reserve(64);
    auto const b = urikit::parse_uri(base_text);
    auto const r = urikit::parse_uri_reference("../g");
    BOOST_TEST(urikit::name(b->resolve_into(*r, base_text).code) == "ok");
    BOOST_TEST(base_text == "http://a/b/g");
    std::string ref_text = "../../x?y";
    auto const base = urikit::parse_uri("http://h/a/b/c");
    auto const ref = urikit::parse_uri_reference(ref_text);
    BOOST_TEST(urikit::name(base->resolve_into(*ref, ref_text).code) == "ok");
    BOOST_TEST(ref_text == "http://h/x?y");
}

BOOST_AUTO_TEST_SUITE_END()
