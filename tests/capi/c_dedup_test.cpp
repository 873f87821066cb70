// urikit tests: src/capi/c_dedup.cpp, the dedup profile's steps through the
// C API: the defaults are urikit::dedup_options', each switch and list acts
// as in C++, malformed lists are invalid_argument.
#include <boost/test/unit_test.hpp>

#include <string>
#include <string_view>

#include <urikit/dedup.hpp>
#include <urikit/parse.hpp>
#include <urikit/urikit.h>

namespace {

std::string dedup(std::string_view text, urikit_dedup_options const* o, int* code = nullptr) {
    urikit_buffer* out = urikit_buffer_new();
    urikit_error const e = urikit_normalize_dedup(text.data(), text.size(), o, out);
    urikit_string const s = urikit_buffer_text(out);
    std::string const r(s.data, s.length);
    urikit_buffer_free(out);
    if (code != nullptr) *code = e.code;
    return r;
}

} // namespace

BOOST_AUTO_TEST_SUITE(c_dedup)

BOOST_AUTO_TEST_CASE(the_default_options_are_the_cpp_defaults) {
    urikit_dedup_options const c = urikit_dedup_default_options();
    urikit::dedup_options const d;
    BOOST_TEST_REQUIRE(c.tracking_count == d.tracking.size());
    for (std::size_t i = 0; i < c.tracking_count; ++i) {
        BOOST_TEST(std::string_view(c.tracking[i].data, c.tracking[i].length) == d.tracking[i]);
    }
    BOOST_TEST(c.keep_count == d.keep.size());
    BOOST_TEST((c.session_ids != 0) == d.session_ids);
    BOOST_TEST((c.strip_www != 0) == d.strip_www);
    std::string_view const url = "http://www.a.com/p/;jsessionid=1?utm_source=x&id=2&gclid=3";
    BOOST_TEST(dedup(url, &c) == dedup(url, nullptr));
    BOOST_TEST(dedup(url, nullptr) == "http://a.com/p?id=2");
}

BOOST_AUTO_TEST_CASE(each_switch_and_list_acts_as_in_cpp) {
    urikit_dedup_options o = urikit_dedup_default_options();
    o.strip_www = 0;
    o.trailing_slash = 0;
    urikit_string const keep[] = {{"utm_campaign", 12}};
    o.keep = keep;
    o.keep_count = 1;
    std::string_view const url = "http://www.a.com/p/?utm_source=x&utm_campaign=y&id=2";
    urikit::dedup_options d;
    d.strip_www = false;
    d.trailing_slash = false;
    d.keep = {"utm_campaign"};
    BOOST_TEST(dedup(url, &o) == urikit::normalize_dedup(urikit::parse_uri(url).value(), d)->str());
    BOOST_TEST(dedup(url, &o) == "http://www.a.com/p/?id=2&utm_campaign=y");
}

BOOST_AUTO_TEST_CASE(malformed_lists_are_invalid_arguments) {
    urikit_dedup_options o = urikit_dedup_default_options();
    o.tracking = nullptr; // with a count
    int code = 0;
    BOOST_TEST(dedup("http://a/", &o, &code).empty());
    BOOST_TEST(code == URIKIT_ERR_INVALID_ARGUMENT);
    urikit_string const bad[] = {{nullptr, 3}};
    o = urikit_dedup_default_options();
    o.keep = bad;
    o.keep_count = 1;
    (void)dedup("http://a/", &o, &code);
    BOOST_TEST(code == URIKIT_ERR_INVALID_ARGUMENT);
}

BOOST_AUTO_TEST_SUITE_END()
