// urikit tests: src/capi/c_uri_edit.cpp, the uri's edits through the C API:
// each answers as the C++ setter does (plain text encoded, encoded text
// checked, a refusal leaves the reference unchanged), a value may view the
// reference's own text, and bad arguments are invalid_argument (enum values
// outside the enumeration: tests/capi/c_api_program.c, in C).
#include <boost/test/unit_test.hpp>

#include <string>
#include <string_view>

#include <urikit/urikit.h>

namespace {

struct handle {
    urikit_uri* u = nullptr;
    explicit handle(std::string_view text) {
        BOOST_TEST_REQUIRE(urikit_uri_parse(text.data(), text.size(), &u).code == URIKIT_OK);
    }
    ~handle() { urikit_uri_free(u); }
    handle(handle const&) = delete;
    handle& operator=(handle const&) = delete;
    std::string str() const {
        urikit_string const s = urikit_uri_str(u);
        return std::string(s.data, s.length);
    }
};

urikit_error set(urikit_uri* u, urikit_component c, std::string_view v) { return urikit_uri_set(u, c, v.data(), v.size()); }

} // namespace

BOOST_AUTO_TEST_SUITE(c_uri_edit)

BOOST_AUTO_TEST_CASE(each_component_is_set_as_the_cpp_setter_sets_it) {
    handle h("http://a/p?q#f");
    BOOST_TEST(set(h.u, URIKIT_COMPONENT_HOST, "example.net").code == URIKIT_OK);
    BOOST_TEST(set(h.u, URIKIT_COMPONENT_PORT, "81").code == URIKIT_OK);
    BOOST_TEST(set(h.u, URIKIT_COMPONENT_USERINFO, "a b").code == URIKIT_OK);
    BOOST_TEST(set(h.u, URIKIT_COMPONENT_PATH, "/c d").code == URIKIT_OK);
    BOOST_TEST(set(h.u, URIKIT_COMPONENT_QUERY, "x=1 2").code == URIKIT_OK);
    BOOST_TEST(set(h.u, URIKIT_COMPONENT_FRAGMENT, "g#h").code == URIKIT_OK);
    BOOST_TEST(set(h.u, URIKIT_COMPONENT_SCHEME, "HTTPS").code == URIKIT_OK);
    BOOST_TEST(h.str() == "HTTPS://a%20b@example.net:81/c%20d?x=1%202#g%23h");
}

BOOST_AUTO_TEST_CASE(encoded_text_is_checked_and_a_refusal_changes_nothing) {
    handle h("http://a/p");
    std::string_view const good = "/x%2Fy", bad = "/x%zz";
    BOOST_TEST(urikit_uri_set_encoded(h.u, URIKIT_COMPONENT_PATH, good.data(), good.size()).code == URIKIT_OK);
    BOOST_TEST(h.str() == "http://a/x%2Fy");
    urikit_error const e = urikit_uri_set_encoded(h.u, URIKIT_COMPONENT_PATH, bad.data(), bad.size());
    BOOST_TEST(e.code == URIKIT_ERR_BAD_PCT_ENCODING);
    BOOST_TEST(e.offset == 2u);
    BOOST_TEST(set(h.u, URIKIT_COMPONENT_PORT, "8x").code == URIKIT_ERR_INVALID_PORT);
    BOOST_TEST(set(h.u, URIKIT_COMPONENT_SCHEME, "1a").code == URIKIT_ERR_INVALID_SCHEME);
    BOOST_TEST(h.str() == "http://a/x%2Fy");
}

BOOST_AUTO_TEST_CASE(removals_segments_and_parameters) {
    handle h("http://u@a:8/p?x=1&y=2&x=3#f");
    BOOST_TEST(urikit_uri_remove(h.u, URIKIT_COMPONENT_FRAGMENT).code == URIKIT_OK);
    BOOST_TEST(urikit_uri_remove(h.u, URIKIT_COMPONENT_PORT).code == URIKIT_OK);
    BOOST_TEST(urikit_uri_remove(h.u, URIKIT_COMPONENT_USERINFO).code == URIKIT_OK);
    BOOST_TEST(urikit_uri_remove(h.u, URIKIT_COMPONENT_PATH).code == URIKIT_ERR_INVALID_ARGUMENT);
    BOOST_TEST(urikit_uri_append_segment(h.u, "c/d", 3).code == URIKIT_OK);
    std::size_t removed = 0;
    BOOST_TEST(urikit_uri_remove_params(h.u, "x", 1, &removed).code == URIKIT_OK);
    BOOST_TEST(removed == 2u);
    BOOST_TEST(urikit_uri_set_param(h.u, "y", 1, "a b", 3).code == URIKIT_OK);
    BOOST_TEST(urikit_uri_append_param(h.u, "flag", 4, nullptr, 0).code == URIKIT_OK);
    BOOST_TEST(h.str() == "http://a/p/c%2Fd?y=a%20b&flag");
    BOOST_TEST(urikit_uri_remove(h.u, URIKIT_COMPONENT_HOST).code == URIKIT_OK);
    BOOST_TEST(urikit_uri_remove(h.u, URIKIT_COMPONENT_SCHEME).code == URIKIT_OK);
    BOOST_TEST(h.str() == "/p/c%2Fd?y=a%20b&flag");
}

BOOST_AUTO_TEST_CASE(a_value_may_view_the_reference_itself) {
    handle h("http://a/p?q#frag");
    urikit_string const own = urikit_uri_str(h.u); // the whole text, as the new query
    BOOST_TEST(urikit_uri_set(h.u, URIKIT_COMPONENT_QUERY, own.data, own.length).code == URIKIT_OK);
    BOOST_TEST(h.str() == "http://a/p?http://a/p?q%23frag#frag");
    urikit_string const frag = urikit_uri_get(h.u, URIKIT_COMPONENT_FRAGMENT);
    BOOST_TEST(urikit_uri_set_encoded(h.u, URIKIT_COMPONENT_HOST, frag.data, frag.length).code == URIKIT_OK);
    BOOST_TEST(h.str() == "http://frag/p?http://a/p?q%23frag#frag");
}

BOOST_AUTO_TEST_CASE(bad_arguments_are_invalid_argument_and_a_clone_is_independent) {
    handle h("http://a/");
    BOOST_TEST(urikit_uri_set(nullptr, URIKIT_COMPONENT_HOST, "b", 1).code == URIKIT_ERR_INVALID_ARGUMENT);
    BOOST_TEST(urikit_uri_set(h.u, URIKIT_COMPONENT_HOST, nullptr, 1).code == URIKIT_ERR_INVALID_ARGUMENT);
    BOOST_TEST(urikit_uri_remove_params(nullptr, "x", 1, nullptr).code == URIKIT_ERR_INVALID_ARGUMENT);
    BOOST_TEST(urikit_uri_clone(nullptr) == nullptr);
    urikit_uri* copy = urikit_uri_clone(h.u);
    BOOST_TEST(set(copy, URIKIT_COMPONENT_HOST, "b").code == URIKIT_OK);
    BOOST_TEST(h.str() == "http://a/");
    urikit_string const s = urikit_uri_str(copy);
    BOOST_TEST(std::string(s.data, s.length) == "http://b/");
    urikit_uri_free(copy);
}

BOOST_AUTO_TEST_SUITE_END()
