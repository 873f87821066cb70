// urikit tests: the API rules' two forms of a producer (HACKING.md, "API
// rules"): on every data line, f_into gives what f gives (the same text or
// the same error) and leaves `out` empty after an error, whatever `out`
// held before.
#include <functional>
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/http.hpp>
#include <urikit/iri.hpp>
#include <urikit/parse.hpp>
#include <urikit/web_url.hpp>

#include "data_files.hpp"

namespace {

using owning_form = std::function<urikit::result<std::string>(urikit::uri_view)>;
using into_form = std::function<urikit::error(urikit::uri_view, std::string&)>;

void require_same(urikit::uri_view u, owning_form const& f, into_form const& f_into, char const* name) {
    auto const owned = f(u);
    std::string out = "held before the call";
    urikit::error const e = f_into(u, out);
    if (owned) {
        BOOST_TEST_REQUIRE((e.code == urikit::errc::ok), name << ": " << u.str());
        BOOST_TEST_REQUIRE(out == *owned, name << ": " << u.str());
    } else {
        BOOST_TEST_REQUIRE((e == owned.error()), name << ": " << u.str());
        BOOST_TEST_REQUIRE(out.empty(), name << ": " << u.str());
    }
}

urikit::web_url const& location_base() {
    static urikit::web_url const current = urikit::parse_web("https://example.com/d/p?q#f").value();
    return current;
}

urikit::result<std::string> location_text(std::string_view location) {
    auto r = urikit::resolve_location(location_base(), location);
    if (!r) return r.error();
    return std::move(*r).str();
}

} // namespace

BOOST_AUTO_TEST_SUITE(into_forms)

BOOST_AUTO_TEST_CASE(each_into_form_equals_its_owning_form_on_every_data_line) {
    using namespace urikit;
    std::size_t checked = 0;
    for (auto const& file : test::load_data_files()) {
        for (auto const& line : file.lines) {
            auto const u = parse_uri_reference(line);
            if (!u) continue;
            require_same(*u, [](uri_view v) { return to_iri(v); }, [](uri_view v, std::string& o) { return to_iri_into(v, o); },
                         "to_iri");
            require_same(*u, [](uri_view v) { return surt_form(v); },
                         [](uri_view v, std::string& o) { return surt_form_into(v, surt_options{}, o); }, "surt_form");
            require_same(*u, [](uri_view v) { return ssurt(v); }, [](uri_view v, std::string& o) { return ssurt_into(v, o); },
                         "ssurt");
            for (target_form f : {target_form::origin, target_form::absolute, target_form::authority, target_form::asterisk}) {
                require_same(*u, [f](uri_view v) { return request_target(v, f); },
                             [f](uri_view v, std::string& o) { return request_target_into(v, f, o); }, "request_target");
            }
            require_same(*u, [](uri_view v) { return host_field(v); },
                         [](uri_view v, std::string& o) { return host_field_into(v, o); }, "host_field");
            require_same(*u, [](uri_view v) { return surt(v); },
                         [](uri_view v, std::string& o) { return surt_into(v, surt_options{}, o); }, "surt(uri_view)");
            require_same(*u, [](uri_view v) { return safe_browsing_canonical(v); },
                         [](uri_view v, std::string& o) { return safe_browsing_canonical_into(v, o); },
                         "safe_browsing_canonical(uri_view)");
            require_same(
                *u, [](uri_view v) { return location_text(v.str()); },
                [](uri_view v, std::string& o) { return resolve_location_into(location_base(), v.str(), o); },
                "resolve_location");
            // A crawl form defined on text takes a parsed reference as its text.
            auto const by_view = surt(*u), by_text = surt(line);
            BOOST_TEST_REQUIRE((by_view ? by_text && *by_view == *by_text : !by_text && by_view.error() == by_text.error()));
            auto const sb_view = safe_browsing_expressions(*u), sb_text = safe_browsing_expressions(line);
            BOOST_TEST_REQUIRE((sb_view ? sb_text && *sb_view == *sb_text : !sb_text));
            auto const text = ssurt(*u);
            if (text) {
                auto const back = from_ssurt(*text);
                std::string out = "held before the call";
                components parts;
                error const e = from_ssurt_into(*text, out, &parts);
                BOOST_TEST_REQUIRE((back ? e.code == errc::ok && out == back->str() : e == back.error() && out.empty()));
                if (back) BOOST_TEST_REQUIRE((parts == back->parts()));
            }
            ++checked;
        }
    }
    BOOST_TEST(checked > urikit::test::lines_at_least(1000));
}

BOOST_AUTO_TEST_SUITE_END()
