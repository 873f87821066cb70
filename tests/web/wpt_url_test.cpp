// urikit tests: the web mode against WPT's URL conformance data, all of it:
// urltestdata.json (parse against a base; href and every getter, or
// failure), setters_tests.json, toascii.json and IdnaTestV2.json (through
// the host parser, as WPT's own tests do: new URL("https://" + input + "/x")).
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/http.hpp>
#include <urikit/idna.hpp>
#include <urikit/uri.hpp>
#include <urikit/web_url.hpp>

#include "web/wpt_data.hpp"
#include "test_conditions.hpp"

#include <boost/json/serialize.hpp>

namespace json = boost::json;
using urikit::test::str;

namespace {

int getters_checked = 0;

void check_getters(urikit::web_url const& u, json::object const& expected, std::string const& what) {
    static char const* const getters[] = {"href",     "origin",   "protocol", "username", "password",
                                          "host",     "hostname", "port",     "pathname", "search", "hash"};
    for (char const* g : getters) {
        if (!expected.contains(g)) continue;
        std::string const want = str(expected.at(g));
        std::string got;
        std::string_view const name = g;
        if (name == "href") got = u.href();
        else if (name == "origin") got = urikit::origin(u).value().serialize();
        else if (name == "protocol") got = u.protocol();
        else if (name == "username") got = u.username();
        else if (name == "password") got = u.password();
        else if (name == "host") got = u.host_and_port();
        else if (name == "hostname") got = u.hostname();
        else if (name == "port") got = u.port();
        else if (name == "pathname") got = u.pathname();
        else if (name == "search") got = u.search();
        else if (name == "hash") got = u.hash();
        ++getters_checked;
        BOOST_TEST(got == want, what << " " << g << ": got \"" << got << "\", want \"" << want << "\"");
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(wpt)

// URL.canParse(input, base) is false exactly where the Standard's API URL
// parser fails: the cases marked "failure" (with their base as text).
BOOST_AUTO_TEST_CASE(urltestdata_can_parse_is_false_exactly_on_the_failures, URIKIT_NEEDS(shared_data)) {
    auto const data = urikit::test::load_wpt("urltestdata.json");
    BOOST_TEST_REQUIRE(data.has_value());
    int cases = 0;
    for (json::value const& v : data->as_array()) {
        if (!v.is_object()) continue; // a comment
        json::object const& t = v.as_object();
        std::string const input = str(t.at("input"));
        bool const failure = t.contains("failure") && t.at("failure").as_bool();
        bool const ok = t.at("base").is_null() ? urikit::can_parse(input) : urikit::can_parse(input, str(t.at("base")));
        if (!failure && !ok && !urikit::available(urikit::feature::idna) && urikit::parse_web(input).error().code == urikit::errc::idna_unavailable) {
            continue; // a build without ICU
        }
        BOOST_TEST(ok == !failure, "input \"" << input << "\" base " << json::serialize(t.at("base")));
        ++cases;
    }
    BOOST_TEST(cases > 800);
}

BOOST_AUTO_TEST_CASE(urltestdata_every_case_parses_to_its_href_and_getters_or_fails, URIKIT_NEEDS(shared_data)) {
    auto const data = urikit::test::load_wpt("urltestdata.json");
    BOOST_TEST_REQUIRE(data.has_value());
    int cases = 0, needs_idna = 0;
    getters_checked = 0;
    for (json::value const& v : data->as_array()) {
        if (!v.is_object()) continue; // a comment
        json::object const& t = v.as_object();
        std::string const input = str(t.at("input"));
        ++cases;
        std::string const what = "input \"" + input + "\" base " + json::serialize(t.at("base"));
        bool const failure = t.contains("failure") && t.at("failure").as_bool();
        urikit::web_url base;
        bool base_ok = true;
        if (!t.at("base").is_null()) base_ok = urikit::parse_web_into(str(t.at("base")), nullptr, base).code == urikit::errc::ok;
        auto const r = base_ok ? urikit::parse_web(input, t.at("base").is_null() ? nullptr : &base)
                               : urikit::result<urikit::web_url>(urikit::error{urikit::errc::relative_without_base, 0});
        if (failure) {
            BOOST_TEST(!r.has_value(), what << ": parsed to " << (r ? r->href() : "") << ", want failure");
            continue;
        }
        BOOST_TEST_REQUIRE(base_ok, what << ": the base failed");
        if (!r && r.error().code == urikit::errc::idna_unavailable && !urikit::available(urikit::feature::idna)) {
            ++needs_idna; // a build without ICU: a non-ASCII domain cannot be converted
            continue;
        }
        if (!r) {
            BOOST_TEST(false, what << ": failed with " << urikit::name(r.error().code) << " at " << r.error().offset);
            continue;
        }
        check_getters(*r, t, what);
        // The bridge: every href becomes a valid RFC 3986 URI.
        BOOST_TEST(urikit::to_rfc3986(*r).has_value(), what);
    }
    // Every case of the pinned file (891; it has no lone surrogates, the
    // one kind of input a UTF-8 API cannot express), and every getter of each success.
    BOOST_TEST(cases == 891);
    BOOST_TEST(getters_checked > (urikit::available(urikit::feature::idna) ? 6000 : 5000));
    BOOST_TEST(needs_idna < 60);
    BOOST_TEST_MESSAGE("urltestdata: " << cases << " cases, " << getters_checked << " getters compared"
                                       << (needs_idna ? ", not run without ICU (IDNA): " : "") << needs_idna);
}

BOOST_AUTO_TEST_SUITE_END()

namespace {

// Runs setter `name` with `value` on `u`, as the URL class's setter does.
void apply_setter(urikit::web_url& u, std::string const& name, std::string const& value) {
    if (name == "protocol") (void)u.set_protocol(value);
    else if (name == "username") (void)u.set_username(value);
    else if (name == "password") (void)u.set_password(value);
    else if (name == "host") (void)u.set_host_and_port(value);
    else if (name == "hostname") (void)u.set_hostname(value);
    else if (name == "port") (void)u.set_port(value);
    else if (name == "pathname") (void)u.set_pathname(value);
    else if (name == "search") (void)u.set_search(value);
    else if (name == "hash") (void)u.set_hash(value);
    else if (name == "href") (void)u.set_href(value);
    else BOOST_FAIL("unknown setter " << name);
}

std::string host_or_failure(std::optional<std::string> const& host, std::string const& input) {
    if (host) return *host;
    auto const r = urikit::parse_web("https://" + input + "/x");
    return "(failure) " + std::string(urikit::name(r.error().code));
}

// The host as WPT's toascii and IdnaTestV2 tests read it: the host of
// "https://" + input + "/x", or nullopt when that fails.
std::optional<std::string> host_through_url(std::string const& input) {
    auto const r = urikit::parse_web("https://" + input + "/x");
    if (!r) return std::nullopt;
    return std::string(r->host_and_port());
}

} // namespace

BOOST_AUTO_TEST_SUITE(wpt)

BOOST_AUTO_TEST_CASE(setters_tests_every_case_gives_its_expected_getters, URIKIT_NEEDS(shared_data)) {
    auto const data = urikit::test::load_wpt("setters_tests.json");
    BOOST_TEST_REQUIRE(data.has_value());
    int cases = 0, needs_idna = 0;
    getters_checked = 0;
    for (auto const& [setter, list] : data->as_object()) {
        if (setter == "comment") continue;
        for (json::value const& v : list.as_array()) {
            json::object const& t = v.as_object();
            std::string const href = str(t.at("href")), value = str(t.at("new_value"));
            std::string const what = "set_" + std::string(setter) + "(\"" + value + "\") on " + href;
            std::string const as_url = setter == "href" ? value : "https://" + value + "/";
            bool const needs_icu = (setter == "host" || setter == "hostname" || setter == "href") &&
                                   urikit::parse_web(as_url).error().code == urikit::errc::idna_unavailable;
            if (needs_icu) {
                ++needs_idna; // a build without ICU cannot convert a non-ASCII domain
                continue;
            }
            auto u = urikit::parse_web(href);
            BOOST_TEST_REQUIRE(u.has_value(), what);
            apply_setter(*u, setter, value);
            check_getters(*u, t.at("expected").as_object(), what);
            ++cases;
        }
    }
    BOOST_TEST(cases + needs_idna == 278);
    BOOST_TEST((needs_idna == 0 || !urikit::available(urikit::feature::idna)));
    BOOST_TEST_MESSAGE("setters_tests: " << cases << " cases, " << getters_checked << " getters compared");
}

BOOST_AUTO_TEST_CASE(toascii_and_idna_test_v2_every_case_through_the_host_parser, URIKIT_NEEDS(idna)
                                                                                      URIKIT_NEEDS(shared_data)) {
    urikit::test::idna_exceptions ex;
    auto const toascii = urikit::test::load_wpt("toascii.json");
    auto const idna = urikit::test::load_wpt("IdnaTestV2.json");
    BOOST_TEST_REQUIRE((toascii && idna));
    int toascii_cases = 0;
    for (json::value const& v : toascii->as_array()) {
        if (!v.is_object()) continue;
        json::object const& t = v.as_object();
        std::string const input = str(t.at("input"));
        std::string const want = t.at("output").is_null() ? "(failure)" : str(t.at("output"));
        urikit::test::expect_idna(ex, "toascii.json", input, want, host_or_failure(host_through_url(input), input));
        // The host setter takes the same path (WPT checks it too): it sets
        // the host, or leaves the URL as it was.
        auto u = urikit::parse_web("https://x/x");
        (void)u->set_host_and_port(input);
        auto const through_url = host_through_url(input);
        BOOST_TEST(u->host_and_port() == through_url.value_or("x"), "set_host_and_port(\"" << input << "\")");
        ++toascii_cases;
    }
    BOOST_TEST(toascii_cases == 87);
    // IdnaTestV2 as WPT filters it for the URL Standard. Not expressible
    // through a URL or a UTF-8 API: the empty input (WPT skips it too:
    // "https:///x" has host "x") and the inputs with lone surrogates.
    int cases = 0, empty = 0, surrogates = 0;
    for (json::value const& v : idna->as_array()) {
        if (!v.is_object()) continue;
        json::object const& t = v.as_object();
        std::string const input = str(t.at("input"));
        if (input.empty()) {
            ++empty;
            continue;
        }
        if (input.find(urikit::test::lone_surrogate_marker) != std::string::npos) {
            ++surrogates;
            continue;
        }
        std::string const want = t.at("output").is_null() ? "(failure)" : str(t.at("output"));
        urikit::test::expect_idna(ex, "IdnaTestV2.json", input, want, host_or_failure(host_through_url(input), input));
        ++cases;
    }
    BOOST_TEST(empty == 1);
    BOOST_TEST(surrogates == 2);
    BOOST_TEST(cases + empty + surrogates == 2671);
    BOOST_TEST(ex.used.size() == ex.rows.size(), "every exception row is a case of the pinned files");
    BOOST_TEST_MESSAGE("toascii: " << toascii_cases << " cases; IdnaTestV2: " << cases << " cases ("
                                   << empty << " empty and " << surrogates << " with lone surrogates not expressible); "
                                   << ex.rows.size() << " listed ICU 72 / Unicode 15.0 differences");
}

BOOST_AUTO_TEST_SUITE_END()
