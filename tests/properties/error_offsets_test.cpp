// urikit tests: every error offset points into the caller's input (issue
// 27). Every public entry point that can fail is called on every data line,
// on random references and on random bytes; each error's offset is at most
// the size of the input it names, and where the code names a byte, it is
// that byte: "%" for bad_pct_encoding, a byte at or above 0x80 for
// invalid_utf8, a forbidden domain code point (or the "%" of its triplet)
// for forbidden_host_code_point, some byte for invalid_character.
#include <fstream>
#include <map>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/decoded_view.hpp>
#include <urikit/http.hpp>
#include <urikit/iri.hpp>
#include <urikit/normalize.hpp>
#include <urikit/join_path.hpp>
#include <urikit/parse.hpp>
#include <urikit/redirect.hpp>
#include <urikit/request_guard.hpp>
#include <urikit/referrer.hpp>
#include <urikit/pct.hpp>
#include <urikit/resolve.hpp>
#include <urikit/site.hpp>
#include <urikit/uri.hpp>
#include <urikit/url_pattern.hpp>
#include <urikit/url_search_params.hpp>
#include <urikit/web_domain.hpp>
#include <urikit/web_url.hpp>

#include "data_files.hpp"
#include "header_scan.hpp"
#include "src/core/charsets.hpp"
#include "random_reference.hpp"

namespace {

using urikit::errc;

std::size_t checked = 0;

// The offset of `e` names a byte of `input` as its code says.
void check(urikit::error e, std::string_view input, char const* entry) {
    if (e.code == errc::ok) return;
    ++checked;
    BOOST_TEST_CONTEXT(entry << " on \"" << input << "\": " << urikit::name(e.code) << " at " << e.offset) {
        BOOST_TEST_REQUIRE(e.offset <= input.size());
        bool const names_a_byte = e.code == errc::bad_pct_encoding || e.code == errc::invalid_utf8 ||
                                  e.code == errc::forbidden_host_code_point || e.code == errc::invalid_character;
        if (!names_a_byte) return;
        BOOST_TEST_REQUIRE(e.offset < input.size());
        char const c = input[e.offset];
        if (e.code == errc::bad_pct_encoding) BOOST_TEST(c == '%');
        if (e.code == errc::invalid_utf8) BOOST_TEST(static_cast<unsigned char>(c) >= 0x80u);
        if (e.code == errc::forbidden_host_code_point) {
            BOOST_TEST((c == '%' || urikit::grammar::in_set(c, urikit::grammar::ws_forbidden_domain)));
        }
    }
}

template <class T>
void check(urikit::result<T> const& r, std::string_view input, char const* entry) {
    if (!r) check(r.error(), input, entry);
}

// The entry points that read text.
// Every web_url setter, with the value `s` (offsets in the value).
void check_setters(urikit::web_url const& base, std::string_view s) {
    for (auto const setter : {&urikit::web_url::set_href, &urikit::web_url::set_protocol, &urikit::web_url::set_username,
                              &urikit::web_url::set_password, &urikit::web_url::set_host_and_port, &urikit::web_url::set_hostname,
                              &urikit::web_url::set_port, &urikit::web_url::set_pathname, &urikit::web_url::set_search,
                              &urikit::web_url::set_hash}) {
        for (char const* href : {"https://b.example/d/p?q", "sc://h/p", "mailto:x"}) {
            urikit::web_url w = href == std::string_view("https://b.example/d/p?q") ? base : urikit::parse_web(href).value();
            check((w.*setter)(s), s, "a web_url setter");
        }
    }
}

// The uri setters (encoded values validated; plain values refused only at
// offset 0) and the URLSearchParams calls (offsets in the value, or in the
// name or value that failed).
void check_uri_setters_and_params(std::string_view s) {
    using urikit::uri;
    using setter = urikit::error (uri::*)(std::string_view);
    for (setter const set : {&uri::set_scheme, &uri::set_encoded_userinfo, &uri::set_userinfo, &uri::set_encoded_host,
                             &uri::set_host, static_cast<setter>(&uri::set_port), &uri::set_encoded_path, &uri::set_path,
                             &uri::set_encoded_query, &uri::set_query, &uri::set_encoded_fragment, &uri::set_fragment,
                             &uri::append_encoded_segment, &uri::append_segment}) {
        for (std::string_view start : {"http://h/p?q#f", "a/b"}) {
            uri u = urikit::parse_uri_reference(start).value();
            check((u.*set)(s), s, "a uri setter");
        }
    }
    uri u = urikit::parse_uri("http://h/p?q#f").value();
    check(u.set_segment(0, s), s, "uri::set_segment");
    check(u.insert_segment(0, s), s, "uri::insert_segment");
    check(u.append_param(s, s), s, "uri::append_param");
    check(u.set_param(s, std::nullopt), s, "uri::set_param");
    urikit::url_search_params p("a=1");
    check(p.append(s, "v"), s, "url_search_params::append (name)");
    check(p.append("n", s), s, "url_search_params::append (value)");
    check(p.set(s, "v"), s, "url_search_params::set (name)");
    check(urikit::url_search_params::from_pairs({{"n", s}}), s, "url_search_params::from_pairs");
}

// The RFC 3986 forms of a web_url: offsets in its href.
void check_web_url_forms(std::string_view s) {
    auto const w = urikit::parse_web(s);
    if (!w) return;
    std::string_view const href = w->href();
    for (auto const p : {urikit::profile::rfc3986, urikit::profile::http, urikit::profile::cache_key}) {
        check(urikit::normalize(*w, p), href, "normalize of a web_url");
    }
    if (auto const e = urikit::equivalent(*w, *w, urikit::profile::http); e.failed()) check(e.failure, href, "equivalent");
    check(urikit::site(*w), href, "site of a web_url");
    check(urikit::surt(*w), href, "surt of a web_url");
    check(urikit::ssurt(*w), href, "ssurt of a web_url");
    check(urikit::safe_browsing_canonical(*w), href, "safe_browsing_canonical of a web_url");
    check(urikit::safe_browsing_expressions(*w), href, "safe_browsing_expressions of a web_url");
    check(urikit::request_target(*w), href, "request_target of a web_url");
    check(urikit::host_field(*w), href, "host_field of a web_url");
    // The door itself: any offset of the RFC 3986 form lands in the href.
    urikit::uri_ref const door = *w;
    check(door.made(), href, "uri_ref::made of a web_url");
    std::size_t const form = door.view().str().size();
    for (std::size_t at = 0; at <= form + 2; ++at) {
        auto const e = urikit::error{errc::output_too_long, static_cast<std::uint32_t>(at)};
        check(door.at_source(e), href, "uri_ref::at_source of a web_url");
        check(door.at_source(urikit::result<int>(e)), href, "uri_ref::at_source of a result");
    }
}

// Compiling URL patterns (their RE2 programs are most of this test's time:
// the callers sample the inputs).
void check_patterns(urikit::web_url const& base, std::string_view s) {
    check(urikit::parse_url_pattern(s), s, "parse_url_pattern");
    check(urikit::parse_url_pattern(s, &base), s, "parse_url_pattern with a base");
    check(urikit::parse_url_pattern(urikit::url_pattern_init{.pathname = s}), s, "parse_url_pattern pathname");
    check(urikit::parse_url_pattern(urikit::url_pattern_init{.hostname = s}), s, "parse_url_pattern hostname");
    check(urikit::parse_url_pattern(urikit::url_pattern_init{.port = s}), s, "parse_url_pattern port");
}

void check_text_entry_points(std::string_view s, bool patterns_too) {
    check(urikit::parse_uri(s), s, "parse_uri");
    check(urikit::parse_absolute_uri(s), s, "parse_absolute_uri");
    check(urikit::parse_iri(s), s, "parse_iri");
    check(urikit::parse_iri_reference(s), s, "parse_iri_reference");
    urikit::parse_options const zones{.zone_ids = true};
    check(urikit::parse_uri_reference(s, zones), s, "parse_uri_reference with zone IDs");
    check(urikit::parse_uri(s, zones), s, "parse_uri with zone IDs");
    check(urikit::parse_absolute_uri(s, zones), s, "parse_absolute_uri with zone IDs");
    check(urikit::parse_iri(s, zones), s, "parse_iri with zone IDs");
    check(urikit::parse_iri_reference(s, zones), s, "parse_iri_reference with zone IDs");
    check(urikit::parse_web(s), s, "parse_web");
    urikit::web_url const base = urikit::parse_web("https://b.example/d/p?q").value();
    check(urikit::parse_web(s, &base), s, "parse_web with a base");
    urikit::web_url u = base;
    check(u.set_href(s), s, "web_url::set_href");
    check(urikit::to_uri(s), s, "to_uri");
    check(urikit::resolve_location(base, s), s, "resolve_location");
    check(urikit::address_class_of(s), s, "address_class_of");
    check(urikit::check_request(s, {.allow_names = false, .ports = {443}}), s, "check_request (pasted)");
    check(urikit::join_path(urikit::parse_uri("https://h/a/").value(), s), s, "join_path");
    if (auto const ref = urikit::parse_uri_reference(s)) { // the URL Standard's reading of it, refused at 0
        check(urikit::referrer({.from = *ref, .to = base}), s, "referrer");
        check(urikit::redirect_decision({.from = base, .to = *ref}, "GET", 302), s, "redirect_decision");
        check(urikit::check_request(*ref, {.allow_names = false, .ports = {443}}), s, "check_request");
    }
    check_setters(base, s);
    check_uri_setters_and_params(s);
    check_web_url_forms(s);
    if (patterns_too) check_patterns(base, s);
    check(urikit::safe_browsing_canonical(s), s, "safe_browsing_canonical");
    check(urikit::safe_browsing_expressions(s), s, "safe_browsing_expressions");
    check(urikit::safe_browsing_hashes(s), s, "safe_browsing_hashes");
    check(urikit::decoded_view::make(s), s, "decoded_view::make");
    check(urikit::domain_to_ascii(s), s, "domain_to_ascii");
    check(urikit::domain_to_ascii(s, {.be_strict = true}), s, "domain_to_ascii (beStrict)");
    check(urikit::domain_to_unicode(s), s, "domain_to_unicode");
    check(urikit::surt(s), s, "surt");
    check(urikit::heritrix_surt(s), s, "heritrix_surt");
    check(urikit::from_ssurt(s), s, "from_ssurt");
    if (!s.empty()) check(urikit::site_of_host(s), s, "site_of_host");
    for (urikit::codec c : {urikit::codec::path_segment, urikit::codec::query_param, urikit::codec::host}) {
        check(urikit::pct_decode(s, c), s, "pct_decode");
    }
}

// The entry points that read a parsed reference: offsets in its text.
void check_view_entry_points(urikit::uri_view u) {
    std::string_view const s = u.str();
    for (urikit::profile p : {urikit::profile::rfc3986, urikit::profile::http, urikit::profile::cache_key,
                              urikit::profile::http_cache}) {
        check(urikit::normalize(u, p), s, "normalize");
    }
    check(urikit::normalize_dedup(u), s, "normalize_dedup");
    check(urikit::to_iri(u), s, "to_iri");
    check(urikit::ssurt(u), s, "ssurt");
    check(urikit::surt_form(u), s, "surt_form");
    check(urikit::site(u), s, "site");
    check(urikit::origin(u), s, "origin");
    check(urikit::host_field(u), s, "host_field");
    check(urikit::request_target(u, urikit::target_form::authority), s, "request_target");
    check(urikit::http_request_parts(u), s, "http_request_parts");
    check(u.port_or_default(), s, "port_or_default");
    if (u.has_port()) check(u.port_number(), s, "port_number");
    urikit::equivalence const e = urikit::equivalent(u, u, urikit::profile::http);
    if (e.answer == urikit::verdict::first_failed) check(e.failure, s, "equivalent");
    auto const base = urikit::parse_uri("http://a/b/c/d;p?q").value();
    if (auto const r = base.resolve(u); !r) check(r.error(), s, "resolve as the reference");
    if (u.has_scheme()) {
        if (auto const r = u.resolve(urikit::parse_uri_reference("../g").value()); !r) {
            check(r.error(), s, "resolve as the base");
        }
    }
}

void check_all(std::string_view s, bool patterns_too) {
    check_text_entry_points(s, patterns_too);
    if (auto const u = urikit::parse_uri_reference(s)) check_view_entry_points(*u);
}

// The fallible public functions (a result<...> or an error returned) that
// this file does not call, with why: each other one must be called here
// (this file's own text is searched for its name), so that a new entry
// point cannot be missed. An `_into` form is covered by its owning form
// (tests/into_forms_test.cpp checks each answers as its owning form does).
std::map<std::string, char const*> const not_called_here = {
    {"uri::remove_scheme", "no value: only output_too_long out, at offset 0 (writer_test.cpp)"},
    {"uri::remove_authority", "no value: only output_too_long out, at offset 0 (writer_test.cpp)"},
    {"uri::remove_segment", "an index, not text: no_such_segment at offset 0 (uri_edit_test.cpp)"},
    {"segments_ref::erase", "uri::remove_segment's (uri_edit_test.cpp)"},
    {"segments_ref::replace", "uri::set_segment's, checked here"},
    {"segments_ref::insert", "uri::insert_segment's, checked here"},
    {"segments_ref::push_back", "uri::append_segment's, checked here"},
    {"params_ref::set", "uri::set_param's, checked here"},
    {"params_ref::append", "uri::append_param's, checked here"},
    {"url_pattern::generate", "its offsets are in the pattern string (pattern_generate_test.cpp)"},
    {"to_rfc3986", "a web_url in, only output_too_long out (offset 0)"},
    {"to_rfc3986_into", "a web_url in, only output_too_long out (offset 0)"},
    {"uri::from_parts", "an offset table in, not text (components_test.cpp)"},
    {"uri_view::from_parts", "an offset table in, not text (components_test.cpp)"},
    {"web_url::port_or_default", "a web_url in: unsupported_scheme at offset 0 (web_url_test.cpp)"},
};

// Random bytes weighted toward what breaks things: delimiters, "%",
// non-ASCII, controls, tabs.
std::string random_bytes(std::mt19937& rng) {
    static constexpr char bytes[] = "%%%:/?#@[]\\. \t\n\r\x00\x7f\x80\xc3\xa9\xed\xa0\xff<>^|aZ09xX";
    std::string_view const alphabet(bytes, sizeof bytes - 1);
    std::uniform_int_distribution<std::size_t> length(0, 24), pick(0, alphabet.size() - 1);
    std::string s = rng() % 2 ? "http://" : "";
    for (std::size_t n = length(rng); n > 0; --n) s.push_back(alphabet[pick(rng)]);
    return s;
}

} // namespace

BOOST_AUTO_TEST_SUITE(error_offsets)

BOOST_AUTO_TEST_CASE(every_error_offset_points_into_the_callers_input_on_every_data_line) {
    checked = 0;
    for (auto const& file : urikit::test::load_data_files()) {
        for (std::size_t i = 0; i < file.lines.size(); i += file.lines.size() > 20000 ? 7u : 1u) {
            check_all(file.lines[i], i % 4 == 0);
        }
    }
    BOOST_TEST(checked > 100u);
}

BOOST_AUTO_TEST_CASE(every_error_offset_points_into_the_callers_input_on_random_input) {
    checked = 0;
    std::mt19937 rng(27);
    for (int i = 0; i < 20000; ++i) {
        check_all(urikit::test::random_reference(rng), i % 8 == 0);
        check_all(random_bytes(rng), i % 8 == 0);
    }
    BOOST_TEST(checked > 100000u);
}

BOOST_AUTO_TEST_CASE(every_fallible_public_function_is_called_here_or_listed_with_why) {
    std::ifstream in(std::string(URIKIT_TEST_SOURCE) + "/properties/error_offsets_test.cpp");
    std::stringstream text;
    text << in.rdbuf();
    std::string const self = text.str();
    BOOST_TEST_REQUIRE(self.size() > 1000u);
    std::set<std::string> fallible;
    std::regex const returns_error(R"((^|[\s>])(result<.*>|error)\s*$)");
    for (urikit::test::declaration const& d : urikit::test::public_function_declarations()) {
        std::string const result = std::regex_replace(d.result, std::regex(R"(\[\[nodiscard\]\]|URIKIT_API|static|inline|friend)"), "");
        if (std::regex_search(result, returns_error)) fallible.insert(d.qualified());
    }
    BOOST_TEST(fallible.size() > 50u, "the scan found the headers");
    for (std::string const& name : fallible) {
        std::string const bare = name.substr(name.rfind(':') == std::string::npos ? 0 : name.rfind(':') + 1);
        std::string const owning = bare.ends_with("_into") ? bare.substr(0, bare.size() - 5) : bare;
        bool const called = std::regex_search(self, std::regex("[.:( ]" + owning + "\\s*\\(")) ||
                            self.find("::" + owning + ",") != std::string::npos ||
                            self.find("::" + owning + "}") != std::string::npos;
        BOOST_TEST((called || not_called_here.count(name) == 1), name << " can fail and is not checked here");
    }
    for (auto const& [name, why] : not_called_here) BOOST_TEST(fallible.count(name) == 1, name << " is not declared");
}

BOOST_AUTO_TEST_SUITE_END()
