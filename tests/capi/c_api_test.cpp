// urikit tests: src/capi/c_api.cpp, the C API's library, RFC 3986 and web
// calls: the C program (c_api_program.c) calls every function urikit.h
// declares, the C error codes are urikit::errc by name and value, and each
// call gives what the C++ function it names gives, on every data line.
#include <fstream>
#include <functional>
#include <limits>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/iri.hpp>
#include <urikit/dedup.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/urikit.h>
#include <urikit/web_url.hpp>

#include "allocation_counter.hpp"
#include "capi/c_enum_arguments.h"
#include "src/capi/c_handles.hpp"
#include "data_files.hpp"

namespace {

// The C++ profile a C profile other than URIKIT_PROFILE_DEDUP names (C's
// profiles name the dedup form too, which is no urikit::profile).
urikit::profile cpp_profile(int p) {
    switch (p) {
    case URIKIT_PROFILE_HTTP: return urikit::profile::http;
    case URIKIT_PROFILE_CACHE_KEY: return urikit::profile::cache_key;
    case URIKIT_PROFILE_HTTP_CACHE: return urikit::profile::http_cache;
    default: return urikit::profile::rfc3986;
    }
}

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
    BOOST_TEST(value == URIKIT_ERR_DOT_SEGMENT + 1);
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
                    auto const want = p == URIKIT_PROFILE_DEDUP ? urikit::normalize_dedup(*r) : urikit::normalize(*r, cpp_profile(p));
                    BOOST_TEST((n.code == URIKIT_OK) == want.has_value(), line);
                    if (want) BOOST_TEST(out.text() == want->str());
                }
            }
            if (lines >= 30000) break; // the C calls are thin: a sample of each list is enough
        }
    }
    BOOST_TEST(lines > urikit::test::lines_at_least(1000));
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
    BOOST_TEST(urikit_url_set(u, URIKIT_URL_HOST_AND_PORT, "h", 1).code == URIKIT_ERR_OPAQUE_PATH);
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
    urikit_uri* base = nullptr;
    BOOST_TEST_REQUIRE(urikit_uri_parse("http://a/b/c/d;p?q", 18, &base).code == URIKIT_OK);
    BOOST_TEST(urikit_uri_resolve(base, "g;x=1/../y", 10, out.b).code == URIKIT_OK);
    BOOST_TEST(out.text() == "http://a/b/c/y");
    urikit_error const bad = urikit_uri_resolve(base, "%", 1, out.b);
    BOOST_TEST((bad.code == URIKIT_ERR_BAD_PCT_ENCODING && bad.offset == 0 && out.text().empty()));
    // the reference viewing the buffer the target is written into
    BOOST_TEST(urikit_uri_resolve(base, "../g", 4, out.b).code == URIKIT_OK);
    urikit_string const own = urikit_buffer_text(out.b);
    BOOST_TEST(urikit_uri_resolve(base, own.data, own.length, out.b).code == URIKIT_OK);
    BOOST_TEST(out.text() == "http://a/b/g");
    urikit_uri_free(base);
    urikit_uri* relative = nullptr;
    BOOST_TEST_REQUIRE(urikit_uri_parse("/r", 2, &relative).code == URIKIT_OK);
    urikit_error const not_absolute = urikit_uri_resolve(relative, "g", 1, out.b);
    BOOST_TEST((not_absolute.code == URIKIT_ERR_BASE_NOT_ABSOLUTE && not_absolute.offset == 0));
    urikit_uri_free(relative);
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
namespace {

// Every C call that writes a buffer, as f(text, length, out): the text is
// its one text argument (or, for two, each in turn: the other fixed).
using buffer_call = std::function<urikit_error(char const*, std::size_t, urikit_buffer*)>;

std::vector<std::pair<std::string, buffer_call>> buffer_calls(urikit_url const* current) {
    std::vector<std::pair<std::string, buffer_call>> calls;
    for (int p = URIKIT_PROFILE_RFC3986; p <= URIKIT_PROFILE_HTTP_CACHE; ++p) {
        calls.emplace_back("normalize " + std::to_string(p), [p](char const* t, std::size_t n, urikit_buffer* o) {
            return urikit_normalize(t, n, static_cast<urikit_profile>(p), o);
        });
    }
    // The base a handle parsed in the call (its allocations fail in turn too).
    auto const resolve = [](char const* base, std::size_t base_length, char const* t, std::size_t n, urikit_buffer* o) {
        urikit_uri* b = nullptr;
        urikit_error const parsed = urikit_uri_parse(base, base_length, &b);
        if (parsed.code != URIKIT_OK) {
            o->text.clear(); // as a failed buffer call leaves it (a test reaches in)
            return parsed;
        }
        urikit_error const e = urikit_uri_resolve(b, t, n, o);
        urikit_uri_free(b);
        return e;
    };
    calls.emplace_back("resolve (base)", [resolve](char const* t, std::size_t n, urikit_buffer* o) {
        return resolve(t, n, "../x?y", 6, o);
    });
    calls.emplace_back("resolve (reference)", [resolve](char const* t, std::size_t n, urikit_buffer* o) {
        return resolve("http://b/c/d", 12, t, n, o);
    });
    calls.emplace_back("to_uri", urikit_to_uri);
    calls.emplace_back("to_iri", urikit_to_iri);
    calls.emplace_back("domain_to_ascii", [](char const* t, std::size_t n, urikit_buffer* o) {
        return urikit_domain_to_ascii(t, n, nullptr, o);
    });
    calls.emplace_back("domain_to_unicode", urikit_domain_to_unicode);
    calls.emplace_back("surt", [](char const* t, std::size_t n, urikit_buffer* o) { return urikit_surt(t, n, nullptr, o); });
    calls.emplace_back("ssurt", urikit_ssurt);
    calls.emplace_back("from_ssurt", urikit_from_ssurt);
    calls.emplace_back("safe_browsing_canonical", urikit_safe_browsing_canonical);
    calls.emplace_back("safe_browsing_expressions", [](char const* t, std::size_t n, urikit_buffer* o) {
        return urikit_safe_browsing_expressions(t, n, o, nullptr);
    });
    calls.emplace_back("safe_browsing_hashes", [](char const* t, std::size_t n, urikit_buffer* o) {
        return urikit_safe_browsing_hashes(t, n, o, nullptr);
    });
    calls.emplace_back("site (domain)", [](char const* t, std::size_t n, urikit_buffer* o) {
        return urikit_site(t, n, o, nullptr);
    });
    calls.emplace_back("site (suffix)", [](char const* t, std::size_t n, urikit_buffer* o) {
        return urikit_site(t, n, nullptr, o);
    });
    calls.emplace_back("origin", urikit_origin);
    for (int f = URIKIT_TARGET_ORIGIN; f <= URIKIT_TARGET_ASTERISK; ++f) {
        calls.emplace_back("request_target " + std::to_string(f), [f](char const* t, std::size_t n, urikit_buffer* o) {
            return urikit_request_target(t, n, static_cast<urikit_target_form>(f), o);
        });
    }
    calls.emplace_back("host_field", urikit_host_field);
    calls.emplace_back("resolve_location", [current](char const* t, std::size_t n, urikit_buffer* o) {
        return urikit_resolve_location(current, t, n, o);
    });
    return calls;
}

std::string answer(urikit_error e, urikit_buffer const* out) {
    return std::to_string(e.code) + "@" + std::to_string(e.offset) + " " + str(urikit_buffer_text(out));
}

} // namespace

// The aliasing contract through the C API: a call whose text argument views
// its own output buffer answers exactly as with a copy of the text (eleven
// calls emptied the buffer before reading it: a false invalid_character at
// 0, or Safe Browsing's expressions and hashes of the empty text).
BOOST_AUTO_TEST_CASE(every_call_whose_input_views_its_output_buffer_answers_as_with_a_copy) {
    urikit_url* current = nullptr;
    BOOST_TEST_REQUIRE(urikit_url_parse("https://a.example/d/p#f", 23, nullptr, &current).code == URIKIT_OK);
    auto const calls = buffer_calls(current);
    std::vector<std::string> inputs = {"HTTP://www.Example.COM:80/a/./b/../c?b=2&a=1#F", "http://0x7f.1/x",
                                       "com,example)/a?b", "example.COM", "../caf\xC3\xA9?q", "http://a b/",
                                       "mailto:x@Example.com", ""};
    std::size_t lines = 0;
    for (auto const& f : urikit::test::load_data_files()) {
        for (std::size_t i = 0; i < f.lines.size() && lines < 2000; i += 17, ++lines) inputs.push_back(f.lines[i]);
    }
    buffer separate, own;
    for (auto const& [name, call] : calls) {
        for (std::string const& input : inputs) {
            std::string const want = answer(call(input.data(), input.size(), separate.b), separate.b);
            own.b->text.assign(input); // the buffer holds the text (set through the handle: a test reaches in)
            urikit_string const view = urikit_buffer_text(own.b);
            std::string const got = answer(call(view.data, view.length, own.b), own.b);
            BOOST_TEST_REQUIRE(got == want, name << " on " << input);
        }
    }
    urikit_url_free(current);
}

// Every enum and pointer argument is checked: an enum value that names
// nothing or a NULL handle, buffer or text (with a length) is
// URIKIT_ERR_INVALID_ARGUMENT where the call returns an error, an empty
// answer where it returns a value; never a read out of bounds (ASan: a
// component 9 read past the offset table) or an unnormalized "success".
BOOST_AUTO_TEST_CASE(every_enum_and_pointer_argument_is_checked) {
    buffer out;
    urikit_uri* u = nullptr;
    BOOST_TEST_REQUIRE(urikit_uri_parse("http://h:8/p?q#f", 16, &u).code == URIKIT_OK);
    auto const invalid = [](urikit_error e) { return e.code == URIKIT_ERR_INVALID_ARGUMENT && e.offset == 0; };
    for (int bad : {-1, 7, 9, 1000, std::numeric_limits<int>::max(), std::numeric_limits<int>::min()}) {
        BOOST_TEST(urikit_test_uri_has(u, bad) == 0, bad);
        BOOST_TEST(urikit_test_uri_get(u, bad).data == nullptr, bad);
        BOOST_TEST(invalid(urikit_test_normalize("http://A/", 9, bad, out.b)), bad);
        BOOST_TEST(out.text().empty());
        urikit_error failure{};
        BOOST_TEST(urikit_test_equivalent("a", 1, "a", 1, bad, &failure) == URIKIT_FIRST_FAILED);
        BOOST_TEST(invalid(failure));
        BOOST_TEST(invalid(urikit_test_request_target("http://h/", 9, bad < 4 && bad >= 0 ? 4 : bad, out.b)), bad);
    }
    BOOST_TEST(urikit_uri_str(nullptr).data == nullptr);
    BOOST_TEST(urikit_uri_has(nullptr, URIKIT_COMPONENT_PATH) == 0);
    BOOST_TEST(urikit_uri_host_kind(nullptr) == URIKIT_HOST_KIND_NONE);
    std::uint16_t port = 0;
    int present = 0;
    BOOST_TEST(invalid(urikit_uri_port_number(nullptr, &port, &present)));
    BOOST_TEST(invalid(urikit_uri_port_number(u, nullptr, &present)));
    BOOST_TEST(invalid(urikit_uri_port_number(u, &port, nullptr)));
    urikit_uri_free(u);
    BOOST_TEST(invalid(urikit_uri_parse(nullptr, 3, &u)));
    BOOST_TEST(u == nullptr);
    BOOST_TEST(invalid(urikit_uri_parse("a", 1, nullptr)));
    BOOST_TEST(urikit_uri_parse(nullptr, 0, &u).code == URIKIT_OK, "NULL with length 0 is the empty text");
    urikit_uri_free(u);
    BOOST_TEST(invalid(urikit_normalize("a", 1, URIKIT_PROFILE_HTTP, nullptr)));
    BOOST_TEST(invalid(urikit_normalize(nullptr, 1, URIKIT_PROFILE_HTTP, out.b)));
    BOOST_TEST(invalid(urikit_uri_resolve(nullptr, "a", 1, out.b)));
    urikit_uri* base = nullptr;
    BOOST_TEST_REQUIRE(urikit_uri_parse("http://a/", 9, &base).code == URIKIT_OK);
    BOOST_TEST(invalid(urikit_uri_resolve(base, nullptr, 1, out.b)));
    BOOST_TEST(invalid(urikit_uri_resolve(base, "a", 1, nullptr)));
    urikit_uri_free(base);
    BOOST_TEST(invalid(urikit_surt(nullptr, 1, nullptr, out.b)));
    BOOST_TEST(invalid(urikit_site(nullptr, 1, out.b, nullptr)));
    BOOST_TEST(urikit_buffer_text(nullptr).data == nullptr);
    BOOST_TEST(urikit_default_port(nullptr, 4) == -1);
    BOOST_TEST(urikit_can_parse(nullptr, 4, nullptr, 0) == 0);
    BOOST_TEST(urikit_is_valid_domain(nullptr, 4) == 0);

    urikit_url* w = nullptr;
    BOOST_TEST(invalid(urikit_url_parse("http://h/", 9, nullptr, nullptr)));
    BOOST_TEST_REQUIRE(urikit_url_parse("http://h/?a=1", 13, nullptr, &w).code == URIKIT_OK);
    BOOST_TEST(urikit_test_url_get(w, 10).data == nullptr);
    BOOST_TEST(urikit_url_get(nullptr, URIKIT_URL_HREF).data == nullptr);
    BOOST_TEST(invalid(urikit_test_url_set(w, -1, "x", 1)));
    BOOST_TEST(invalid(urikit_url_set(nullptr, URIKIT_URL_HASH, "x", 1)));
    BOOST_TEST(invalid(urikit_url_set(w, URIKIT_URL_HASH, nullptr, 1)));
    BOOST_TEST(urikit_test_url_has(w, 7) == 0);
    BOOST_TEST(urikit_url_has(nullptr, URIKIT_COMPONENT_PATH) == 0);
    BOOST_TEST(urikit_url_host_kind(nullptr) == URIKIT_WEB_HOST_NONE);
    BOOST_TEST(urikit_url_clone(nullptr) == nullptr);
    BOOST_TEST(invalid(urikit_url_origin(nullptr, out.b)));
    BOOST_TEST(invalid(urikit_url_to_rfc3986(w, nullptr)));
    BOOST_TEST(invalid(urikit_resolve_location(nullptr, "/x", 2, out.b)));
    BOOST_TEST(str(urikit_url_get(w, URIKIT_URL_HREF)) == "http://h/?a=1", "nothing changed");

    BOOST_TEST(urikit_search_params_new(nullptr, 2) == nullptr);
    BOOST_TEST(urikit_search_params_of_url(nullptr) == nullptr);
    BOOST_TEST(urikit_search_params_size(nullptr) == 0u);
    urikit_string name{"x", 1}, value{"y", 1};
    BOOST_TEST(urikit_search_params_at(nullptr, 0, &name, &value) == 0);
    BOOST_TEST((name.data == nullptr && value.data == nullptr));
    BOOST_TEST(invalid(urikit_search_params_append(nullptr, "a", 1, "b", 1)));
    BOOST_TEST(invalid(urikit_search_params_set(nullptr, "a", 1, "b", 1)));
    urikit_search_params* p = urikit_search_params_of_url(w);
    BOOST_TEST(invalid(urikit_search_params_append(p, nullptr, 1, "b", 1)));
    BOOST_TEST(invalid(urikit_search_params_set(p, "a", 1, nullptr, 1)));
    BOOST_TEST(urikit_search_params_get(p, "a", 1, nullptr) == 1, "a NULL value pointer: only the answer");
    BOOST_TEST(urikit_search_params_at(p, 0, nullptr, &value) == 1);
    BOOST_TEST(str(value) == "1");
    BOOST_TEST(urikit_search_params_has(nullptr, "a", 1, nullptr, 0) == 0);
    urikit_search_params_remove(nullptr, "a", 1, nullptr, 0);
    urikit_search_params_sort(nullptr);
    BOOST_TEST(invalid(urikit_search_params_str(p, nullptr)));
    BOOST_TEST(str(urikit_url_get(w, URIKIT_URL_HREF)) == "http://h/?a=1", "nothing changed");
    urikit_search_params_free(p);
    urikit_url_free(w);
}

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
