// urikit tests: the web mode against WPT's URL conformance data, all of it:
// urltestdata.json (parse against a base; href and every getter, or
// failure), setters_tests.json, toascii.json and IdnaTestV2.json (through
// the host parser, as WPT's own tests do: new URL("https://" + input + "/x")).
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/idna.hpp>
#include <urikit/uri.hpp>
#include <urikit/web_url.hpp>

#include "web/wpt_data.hpp"

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
        else if (name == "origin") got = u.origin();
        else if (name == "protocol") got = u.protocol();
        else if (name == "username") got = u.username();
        else if (name == "password") got = u.password();
        else if (name == "host") got = u.host();
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

BOOST_AUTO_TEST_CASE(urltestdata_every_case_parses_to_its_href_and_getters_or_fails) {
    auto const data = urikit::test::load_wpt("urltestdata.json");
    if (!data) {
        BOOST_TEST_MESSAGE("URIKIT_SHARED_DATA not set: urltestdata.json not checked");
        return;
    }
    int cases = 0;
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
        if (!r) {
            BOOST_TEST(false, what << ": failed with " << urikit::name(r.error().code) << " at " << r.error().offset);
            continue;
        }
        check_getters(*r, t, what);
        // The bridge: every href becomes a valid RFC 3986 URI.
        BOOST_TEST(r->to_uri().has_value(), what);
    }
    // Every case of the pinned file (891; it has no lone surrogates, the
    // one kind of input a UTF-8 API cannot express), and every getter of each success.
    BOOST_TEST(cases == 891);
    BOOST_TEST(getters_checked > 6000);
    BOOST_TEST_MESSAGE("urltestdata: " << cases << " cases, " << getters_checked << " getters compared");
}

BOOST_AUTO_TEST_SUITE_END()
