// urikit tests: src/capi/c_api.cpp, the C API's library, RFC 3986 and web
// calls: the C program (c_api_program.c) calls every function urikit.h
// declares, the C error codes are urikit::errc by name and value, and each
// call gives what the C++ function it names gives, on every data line.
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/iri.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/urikit.h>
#include <urikit/web_url.hpp>

#include "allocation_counter.hpp"
#include "data_files.hpp"

namespace {

std::string read(std::string const& path) {
    std::ifstream in(path, std::ios::binary);
    BOOST_REQUIRE_MESSAGE(in, "cannot read " << path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string header() { return read(std::string(URIKIT_TEST_SOURCE) + "/../include/urikit/urikit.h"); }

std::string str(urikit_string s) { return s.length == 0 ? std::string() : std::string(s.data, s.length); }

// A buffer freed at the end of the scope.
struct buffer {
    urikit_buffer* b = urikit_buffer_new();
    ~buffer() { urikit_buffer_free(b); }
    std::string text() const { return str(urikit_buffer_text(b)); }
};

} // namespace

BOOST_AUTO_TEST_SUITE(c_api)

BOOST_AUTO_TEST_CASE(the_c_program_calls_every_function_urikit_h_declares) {
    std::string const h = header(), program = read(std::string(URIKIT_TEST_SOURCE) + "/capi/c_api_program.c");
    std::regex const declaration(R"(URIKIT_API[^;(]*?\b(urikit_\w+)\s*\()");
    std::set<std::string> declared;
    for (std::sregex_iterator i(h.begin(), h.end(), declaration), end; i != end; ++i) declared.insert((*i)[1]);
    BOOST_TEST(declared.size() >= 57u, "the scan found the declarations");
    for (std::string const& name : declared) {
        BOOST_TEST(std::regex_search(program, std::regex("\\b" + name + "\\s*\\(")), name << " is not called by c_api_program.c");
    }
}

BOOST_AUTO_TEST_CASE(the_c_error_codes_are_errc_by_name_and_value) {
    std::string const h = header();
    std::regex const enumerator(R"(\b(URIKIT_OK|URIKIT_ERR_[A-Z0-9_]+)\b(\s*=\s*\d+)?\s*,?\s*/\*\*<)");
    int value = 0;
    for (std::sregex_iterator i(h.begin(), h.end(), enumerator), end; i != end; ++i, ++value) {
        std::string const name = (*i)[1];
        if (name == "URIKIT_ERR_OUT_OF_MEMORY") break;
        std::string lower = name == "URIKIT_OK" ? "ok" : name.substr(11);
        for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        BOOST_TEST(std::string(urikit_error_name(value)) == lower, name);
        BOOST_TEST(urikit::name(static_cast<urikit::errc>(value)) == lower, name);
        BOOST_TEST(std::string(urikit_error_message(value)) == urikit::message(static_cast<urikit::errc>(value)));
    }
    BOOST_TEST(value == URIKIT_ERR_INVALID_ARGUMENT + 1);
    BOOST_TEST(urikit::name(static_cast<urikit::errc>(value)) == "unknown", "a new errc needs its C enumerator");
}

BOOST_AUTO_TEST_CASE(the_version_is_the_headers) {
    std::string const want = std::to_string(URIKIT_VERSION_MAJOR) + "." + std::to_string(URIKIT_VERSION_MINOR) + "." +
                             std::to_string(URIKIT_VERSION_PATCH);
    BOOST_TEST(std::string(urikit_version()) == want);
}

BOOST_AUTO_TEST_CASE(every_data_line_parses_and_normalizes_as_the_cpp_api_does) {
    buffer out;
    std::size_t lines = 0;
    for (auto const& f : urikit::test::load_data_files()) {
        for (std::string const& line : f.lines) {
            ++lines;
            urikit_uri* u = nullptr;
            urikit_error const e = urikit_uri_parse(line.data(), line.size(), &u);
            auto const r = urikit::parse_uri_reference(line);
            BOOST_TEST_REQUIRE((e.code == URIKIT_OK) == r.has_value(), line);
            if (!r) {
                BOOST_TEST((e.code == static_cast<int>(r.error().code) && e.offset == r.error().offset));
                BOOST_TEST(u == nullptr);
            } else {
                for (int c = URIKIT_COMPONENT_SCHEME; c <= URIKIT_COMPONENT_FRAGMENT; ++c) {
                    auto const component = static_cast<urikit::component>(c);
                    BOOST_TEST(str(urikit_uri_get(u, static_cast<urikit_component>(c))) == r->get(component));
                    BOOST_TEST(urikit_uri_has(u, static_cast<urikit_component>(c)) == int(r->has(component)));
                }
                urikit_uri_free(u);
                for (int p = URIKIT_PROFILE_RFC3986; p <= URIKIT_PROFILE_HTTP_CACHE; ++p) {
                    urikit_error const n = urikit_normalize(line.data(), line.size(), static_cast<urikit_profile>(p), out.b);
                    auto const want = urikit::normalize(*r, static_cast<urikit::profile>(p));
                    BOOST_TEST((n.code == URIKIT_OK) == want.has_value(), line);
                    if (want) BOOST_TEST(out.text() == want->str());
                }
            }
            if (lines >= 30000) break; // the C calls are thin: a sample of each list is enough
        }
    }
    BOOST_TEST(lines > 1000u);
}

BOOST_AUTO_TEST_CASE(every_data_line_parses_as_a_web_url_as_the_cpp_api_does) {
    buffer out;
    for (auto const& f : urikit::test::load_data_files()) {
        for (std::string const& line : f.lines) {
            urikit_url* u = nullptr;
            urikit_error const e = urikit_url_parse(line.data(), line.size(), nullptr, &u);
            auto const r = urikit::parse_web(line);
            BOOST_TEST_REQUIRE((e.code == URIKIT_OK) == r.has_value(), line);
            BOOST_TEST(urikit_can_parse(line.data(), line.size(), nullptr, 0) == int(r.has_value()));
            if (!r) continue;
            BOOST_TEST(str(urikit_url_get(u, URIKIT_URL_HREF)) == r->href());
            BOOST_TEST(str(urikit_url_get(u, URIKIT_URL_PATHNAME)) == r->pathname());
            BOOST_TEST(urikit_url_to_rfc3986(u, out.b).code == URIKIT_OK);
            BOOST_TEST(out.text() == urikit::to_rfc3986(*r).value().str());
            urikit_url_free(u);
        }
    }
}

BOOST_AUTO_TEST_CASE(setters_may_take_a_value_viewing_the_url_and_a_refusal_changes_nothing) {
    for (int part = URIKIT_URL_HREF; part <= URIKIT_URL_HASH; ++part) {
        urikit_url* aliased = nullptr;
        urikit_url* copied = nullptr;
        char const text[] = "http://u:p@example.com:8080/a/b?q=1#f";
        BOOST_TEST_REQUIRE(urikit_url_parse(text, sizeof text - 1, nullptr, &aliased).code == URIKIT_OK);
        urikit_url* const clone = urikit_url_clone(aliased);
        copied = clone;
        urikit_string const own = urikit_url_get(aliased, URIKIT_URL_HREF);
        std::string const value = str(own);
        urikit_error const a = urikit_url_set(aliased, static_cast<urikit_url_part>(part), own.data, own.length);
        urikit_error const c = urikit_url_set(copied, static_cast<urikit_url_part>(part), value.data(), value.size());
        BOOST_TEST((a.code == c.code && a.offset == c.offset), part);
        BOOST_TEST(str(urikit_url_get(aliased, URIKIT_URL_HREF)) == str(urikit_url_get(copied, URIKIT_URL_HREF)), part);
        urikit_url_free(aliased);
        urikit_url_free(copied);
    }
    urikit_url* u = nullptr;
    BOOST_TEST_REQUIRE(urikit_url_parse("mailto:x", 8, nullptr, &u).code == URIKIT_OK);
    BOOST_TEST(urikit_url_set(u, URIKIT_URL_HOST, "h", 1).code == URIKIT_ERR_OPAQUE_PATH);
    BOOST_TEST(str(urikit_url_get(u, URIKIT_URL_HREF)) == "mailto:x");
    urikit_url_free(u);
}

BOOST_AUTO_TEST_CASE(conversions_and_resolution_match_the_cpp_api) {
    buffer out;
    std::string const iri = "http://\xC3\xA9xample.com/\xC3\xA9?\xC3\xA9#\xC3\xA9";
    urikit_error const e = urikit_to_uri(iri.data(), iri.size(), out.b);
    auto const want = urikit::to_uri(iri);
    BOOST_TEST((e.code == URIKIT_OK) == want.has_value());
    if (want) BOOST_TEST(out.text() == want->str());
    BOOST_TEST(urikit_resolve("http://a/b/c/d;p?q", 18, "g;x=1/../y", 10, out.b).code == URIKIT_OK);
    BOOST_TEST(out.text() == "http://a/b/c/y");
    urikit_error const bad = urikit_resolve("http://a/", 9, "%", 1, out.b);
    BOOST_TEST((bad.code == URIKIT_ERR_BAD_PCT_ENCODING && bad.offset == 0 && out.text().empty()));
}

// What one run through the API under failing allocations gave; filled while
// allocations fail, so the test allocates nothing then (no BOOST_TEST).
struct oom_run {
    bool parse_answered = false, parse_oom = false, set_kept_url = true, append_answered = true;
    bool str_empty_on_error = true, normalize_answered = true, surt_answered = true;
};

oom_run run_with_failing_allocations(std::string const& href, std::string& before) {
    oom_run r;
    urikit_buffer* out = urikit_buffer_new();
    urikit_url* u = nullptr;
    urikit_error const parsed = urikit_url_parse(href.data(), href.size(), nullptr, &u);
    r.parse_oom = parsed.code == URIKIT_ERR_OUT_OF_MEMORY;
    r.parse_answered = (parsed.code == URIKIT_OK) == (u != nullptr) && (parsed.code == URIKIT_OK || r.parse_oom);
    if (out != nullptr && u != nullptr) {
        urikit_string const was = urikit_url_get(u, URIKIT_URL_HREF);
        before.assign(was.data, was.length); // capacity reserved by the caller: no allocation
        urikit_error const set = urikit_url_set(u, URIKIT_URL_PATHNAME, href.data(), href.size());
        urikit_string const now = urikit_url_get(u, URIKIT_URL_HREF);
        if (set.code == URIKIT_ERR_OUT_OF_MEMORY) r.set_kept_url = std::string_view(now.data, now.length) == before;
        if (urikit_search_params* p = urikit_search_params_of_url(u)) {
            urikit_error const a = urikit_search_params_append(p, href.data(), href.size(), "v", 1);
            r.append_answered = a.code == URIKIT_OK || a.code == URIKIT_ERR_OUT_OF_MEMORY;
            (void)urikit_search_params_size(p);
            urikit_search_params_sort(p);
            if (urikit_search_params_str(p, out).code != URIKIT_OK) r.str_empty_on_error = urikit_buffer_text(out).length == 0;
            urikit_search_params_free(p);
        }
        urikit_error const n = urikit_normalize(href.data(), href.size(), URIKIT_PROFILE_DEDUP, out);
        r.normalize_answered = n.code == URIKIT_OK || (n.code == URIKIT_ERR_OUT_OF_MEMORY && urikit_buffer_text(out).length == 0);
        urikit_error const k = urikit_surt(href.data(), href.size(), nullptr, out);
        r.surt_answered = k.code == URIKIT_OK || k.code == URIKIT_ERR_OUT_OF_MEMORY;
        urikit_url_free(urikit_url_clone(u));
    }
    urikit_url_free(u);
    urikit_buffer_free(out);
    return r;
}

// Out of memory at every allocation in turn of a run through the API: every
// call answers (OUT_OF_MEMORY, a NULL handle, or a result), nothing
// escapes, a failed call leaves its buffer empty and the URL it was asked
// to change unchanged.
BOOST_AUTO_TEST_CASE(out_of_memory_anywhere_is_an_answer_never_an_escape) {
    std::string const href = "https://example.com/" + std::string(600, 'a') + "?x=" + std::string(600, 'b');
    std::string before;
    before.reserve(4 * href.size());
    std::size_t parses_out_of_memory = 0;
    for (std::size_t allowed = 0; allowed < 60; ++allowed) {
        urikit::test::fail_allocations_after(allowed);
        oom_run const r = run_with_failing_allocations(href, before);
        urikit::test::allow_allocations();
        parses_out_of_memory += r.parse_oom ? 1 : 0;
        BOOST_TEST(r.parse_answered, allowed);
        BOOST_TEST(r.set_kept_url, allowed);
        BOOST_TEST(r.append_answered, allowed);
        BOOST_TEST(r.str_empty_on_error, allowed);
        BOOST_TEST(r.normalize_answered, allowed);
        BOOST_TEST(r.surt_answered, allowed);
    }
    BOOST_TEST(parses_out_of_memory > 0u, "some parse ran out of memory");
}

BOOST_AUTO_TEST_SUITE_END()
