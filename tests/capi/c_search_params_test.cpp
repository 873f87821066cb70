// urikit tests: src/capi/c_search_params.cpp: URLSearchParams through the C
// API give what url_search_params gives, on every data line, standalone and
// linked to a URL.
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/url_search_params.hpp>
#include <urikit/urikit.h>
#include <urikit/web_url.hpp>

#include "data_files.hpp"

namespace {

std::string str(urikit_string s) { return s.length == 0 ? std::string() : std::string(s.data, s.length); }

// The pairs of a C list, as the C++ serialization would write them.
std::string pairs(urikit_search_params const* p) {
    std::string out;
    urikit_string name, value;
    for (std::size_t i = 0; urikit_search_params_at(p, i, &name, &value); ++i) out += str(name) + "\t" + str(value) + "\n";
    return out;
}

std::string pairs(urikit::url_search_params const& p) {
    std::string out;
    for (urikit::search_param const s : p) out += std::string(s.name) + "\t" + std::string(s.value) + "\n";
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(c_search_params)

BOOST_AUTO_TEST_CASE(every_data_line_as_init_and_as_a_urls_query_gives_the_cpp_pairs) {
    urikit_buffer* out = urikit_buffer_new();
    std::size_t lines = 0;
    for (auto const& f : urikit::test::load_data_files()) {
        for (std::string const& line : f.lines) {
            urikit_search_params* p = urikit_search_params_new(line.data(), line.size());
            urikit::url_search_params q(line);
            BOOST_TEST(urikit_search_params_size(p) == q.size());
            BOOST_TEST(pairs(p) == pairs(q));
            urikit_search_params_sort(p);
            q.sort();
            BOOST_TEST(urikit_search_params_str(p, out).code == URIKIT_OK);
            BOOST_TEST(str(urikit_buffer_text(out)) == q.str());
            urikit_search_params_free(p);
            urikit_url* u = nullptr;
            if (urikit_url_parse(line.data(), line.size(), nullptr, &u).code == URIKIT_OK) {
                urikit_search_params* linked = urikit_search_params_of_url(u);
                urikit_search_params_sort(linked);
                urikit::web_url w = urikit::parse_web(line).value();
                urikit::search_params(w).sort();
                BOOST_TEST(str(urikit_url_get(u, URIKIT_URL_HREF)) == w.href());
                urikit_search_params_free(linked);
                urikit_url_free(u);
            }
            if (++lines >= 30000) break;
        }
    }
    urikit_buffer_free(out);
}

BOOST_AUTO_TEST_CASE(append_and_set_refuse_ill_formed_utf8_with_the_offset_in_name_or_value) {
    urikit_search_params* p = urikit_search_params_new("a=1", 3);
    urikit_error e = urikit_search_params_append(p, "x\xFF", 2, "1", 1);
    BOOST_TEST((e.code == URIKIT_ERR_INVALID_UTF8 && e.offset == 1));
    e = urikit_search_params_set(p, "a", 1, "12\xC3", 3);
    BOOST_TEST((e.code == URIKIT_ERR_INVALID_UTF8 && e.offset == 2));
    BOOST_TEST(urikit_search_params_size(p) == 1u);
    urikit_string name, value;
    BOOST_TEST(urikit_search_params_at(p, 0, &name, &value) == 1);
    BOOST_TEST(str(value) == "1");
    // An argument viewing the list itself.
    BOOST_TEST(urikit_search_params_append(p, name.data, name.length, value.data, value.length).code == URIKIT_OK);
    BOOST_TEST(urikit_search_params_has(p, "a", 1, "1", 1) == 1);
    BOOST_TEST(urikit_search_params_size(p) == 2u);
    urikit_search_params_free(p);
}

BOOST_AUTO_TEST_SUITE_END()
