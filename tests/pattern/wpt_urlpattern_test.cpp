// urikit tests: url_pattern against WPT's URL Pattern data, all of it:
// urlpatterntestdata.json (construction, the normalized pattern strings,
// test and exec), urlpattern-compare-test-data.json (compareComponent) and
// urlpattern-generate-test-data.json (generate). The expectations a case
// leaves out are filled in as WPT's own harness (urlpattern.any.js) does.
#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/test/unit_test.hpp>

#include <urikit/url_pattern.hpp>
#include <urikit/web_url.hpp>

#include "web/wpt_data.hpp"
#include "test_conditions.hpp"

namespace json = boost::json;
using urikit::url_pattern_component;
using urikit::test::str;

namespace {

constexpr url_pattern_component components[] = {
    url_pattern_component::protocol, url_pattern_component::username, url_pattern_component::password,
    url_pattern_component::hostname, url_pattern_component::port,     url_pattern_component::pathname,
    url_pattern_component::search,   url_pattern_component::hash};

// Regexp features RE2 cannot run that a case needs, each with the feature:
// such a case must fail to construct with errc::regexp_unsupported. The
// pinned data needs none (its lookaround-free regexps all translate).
std::map<std::string, std::string> const refused_cases = {};

// A JS argument list's strings and dictionaries, kept alive for the views.
struct init_holder {
    std::vector<std::string> texts;
    std::optional<urikit::web_url> base;
    urikit::url_pattern_init init;
    bool base_failed = false;

    // `o` as an init; false for a member that is not a string.
    bool read(json::object const& o) {
        texts.reserve(o.size());
        for (auto const& kv : o) {
            std::string_view const key = kv.key();
            json::value const& value = kv.value();
            bool const member = key == "baseURL" || std::any_of(std::begin(components), std::end(components), [&](auto c) {
                return key == urikit::name(c);
            });
            if (!member) continue; // ignored, as JavaScript does ({"ignoreCase": true} as an init)
            if (!value.is_string()) return false;
            texts.push_back(str(value));
            std::string_view const v = texts.back();
            if (key == "baseURL") {
                auto parsed = urikit::parse_web(v);
                base_failed = !parsed;
                if (parsed) base = std::move(*parsed);
                continue;
            }
            std::optional<std::string_view>* const members[] = {&init.protocol, &init.username, &init.password,
                                                                 &init.hostname, &init.port,     &init.pathname,
                                                                 &init.search,   &init.hash};
            for (url_pattern_component c : components) {
                if (key == urikit::name(c)) *members[static_cast<int>(c)] = v;
            }
        }
        if (base) init.base_url = &*base;
        return true;
    }
};

// new URLPattern(...args): the pattern, or nullopt where JavaScript throws.
std::optional<urikit::url_pattern> construct(json::array const& args, urikit::error& err) {
    if (args.empty()) return urikit::url_pattern{};
    urikit::url_pattern_options options;
    std::optional<urikit::web_url> base;
    std::size_t next = 1;
    if (args.size() > 1 && args[1].is_string()) {
        auto parsed = urikit::parse_web(str(args[1]));
        if (!parsed) return std::nullopt; // baseURL fails: TypeError
        base = std::move(*parsed);
        next = 2;
        if (args[0].is_object()) return std::nullopt; // an init and a baseURL: TypeError
    }
    if (next < args.size()) {
        if (!args[next].is_object() || next + 1 < args.size()) return std::nullopt; // options as baseURL
        json::object const& o = args[next].as_object();
        options.ignore_case = o.contains("ignoreCase") && o.at("ignoreCase").as_bool();
    }
    urikit::result<urikit::url_pattern> r = urikit::error{urikit::errc::pattern_syntax, 0};
    if (args[0].is_string()) {
        r = urikit::parse_url_pattern(str(args[0]), base ? &*base : nullptr, options);
    } else {
        init_holder h;
        if (!h.read(args[0].as_object()) || h.base_failed) return std::nullopt;
        r = urikit::parse_url_pattern(h.init, options);
    }
    err = r.error();
    if (!r) return std::nullopt;
    return *r;
}

bool exactly_empty(json::object const& t, std::string const& name) {
    if (!t.contains("exactly_empty_components")) return false;
    for (json::value const& e : t.at("exactly_empty_components").as_array()) {
        if (str(e) == name) return true;
    }
    return false;
}

// What a case without an explicit expected_obj expects of component `c`
// (the harness's rule).
std::string expected_pattern(json::object const& t, url_pattern_component c) {
    std::string const name(urikit::name(c));
    json::array const& args = t.at("pattern").as_array();
    if (t.contains("expected_obj") && t.at("expected_obj").is_object() && t.at("expected_obj").as_object().contains(name))
        return str(t.at("expected_obj").at(name));
    if (exactly_empty(t, name)) return "";
    std::optional<urikit::web_url> base;
    json::object const* init = !args.empty() && args[0].is_object() ? &args[0].as_object() : nullptr;
    if (init != nullptr && init->contains("baseURL")) base = urikit::parse_web(str(init->at("baseURL"))).value();
    else if (args.size() > 1 && args[1].is_string()) base = urikit::parse_web(str(args[1])).value();
    static std::map<std::string, std::vector<std::string>> const earlier = {
        {"protocol", {}}, {"hostname", {"protocol"}}, {"port", {"protocol", "hostname"}}, {"username", {}},
        {"password", {}}, {"pathname", {"protocol", "hostname", "port"}},
        {"search", {"protocol", "hostname", "port", "pathname"}},
        {"hash", {"protocol", "hostname", "port", "pathname", "search"}}};
    if (init != nullptr && init->contains(name) && !str(init->at(name)).empty()) return str(init->at(name));
    if (init != nullptr) {
        for (std::string const& e : earlier.at(name)) {
            if (init->contains(e)) return "*";
        }
    }
    if (base && c != url_pattern_component::username && c != url_pattern_component::password) {
        std::string_view const texts[] = {base->scheme(), "", "", base->hostname(), base->port(), base->pathname(),
                                          base->query(),  base->fragment()};
        return std::string(texts[static_cast<int>(c)]);
    }
    return "*";
}

using groups_map = std::map<std::string, std::optional<std::string>>;

// test() / exec() on the case's inputs: 0 no match, 1 match; -1 where
// JavaScript throws.
int run_inputs(urikit::url_pattern const& p, json::array const& inputs, std::optional<urikit::url_pattern_result>& out) {
    init_holder h;
    if (inputs.empty()) {
        out = p.exec(h.init);
        return p.test(h.init) ? 1 : 0;
    }
    if (inputs[0].is_object()) {
        if (inputs.size() > 1) return -1; // an init and a baseURL
        if (!h.read(inputs[0].as_object())) return -1;
        if (h.base_failed) return 0;
        out = p.exec(h.init);
        return p.test(h.init) ? 1 : 0;
    }
    std::string const input = str(inputs[0]);
    std::optional<urikit::web_url> base;
    if (inputs.size() > 1) {
        auto parsed = urikit::parse_web(str(inputs[1]));
        if (!parsed) return 0;
        base = std::move(*parsed);
    }
    out = p.exec(input, base ? &*base : nullptr);
    return p.test(input, base ? &*base : nullptr) ? 1 : 0;
}

void check_match(json::object const& t, urikit::url_pattern_result const& got, std::string const& what) {
    json::object const& want = t.at("expected_match").as_object();
    for (url_pattern_component c : components) {
        std::string const name(urikit::name(c));
        std::string input;
        groups_map groups;
        if (want.contains(name)) {
            input = str(want.at(name).at("input"));
            for (auto const& [k, v] : want.at(name).at("groups").as_object())
                groups[std::string(k)] = v.is_null() ? std::nullopt : std::optional<std::string>(str(v));
        } else if (!exactly_empty(t, name)) {
            groups["0"] = "";
        }
        groups_map got_groups;
        for (auto const& g : got[c].groups) got_groups[g.name] = g.value;
        BOOST_TEST(got[c].input == input, what << " " << name << " input");
        BOOST_TEST((got_groups == groups), what << " " << name << " groups");
    }
}

// The file's JSON (the test cases need RE2 and the shared data: their preconditions).
json::value load_patterns_data(std::string const& name) {
    auto data = urikit::test::load_wpt(name);
    BOOST_TEST_REQUIRE(data.has_value(), name);
    return std::move(*data);
}

} // namespace

BOOST_AUTO_TEST_SUITE(wpt)

BOOST_AUTO_TEST_CASE(urlpatterntestdata_every_case_constructs_normalizes_and_matches, URIKIT_NEEDS(re2) URIKIT_NEEDS(shared_data)) {
    json::value const data = load_patterns_data("urlpatterntestdata.json");
    int cases = 0, matched = 0, refused = 0, usv_converted = 0;
    for (json::value const& raw : data.as_array()) {
        // A lone surrogate becomes U+FFFD, as JavaScript's USVString
        // conversion makes it before the Standard sees the text.
        std::string text = json::serialize(raw);
        std::string const marker = urikit::test::lone_surrogate_marker;
        for (std::size_t at; (at = text.find(marker)) != std::string::npos;) text.replace(at, marker.size(), "\xEF\xBF\xBD");
        usv_converted += text != json::serialize(raw) ? 1 : 0;
        json::value const v = json::parse(text);
        json::object const& t = v.as_object();
        std::string const what = json::serialize(t.at("pattern")) + " inputs " +
                                 (t.contains("inputs") ? json::serialize(t.at("inputs")) : "none");
        ++cases;
        bool const want_error = t.contains("expected_obj") && t.at("expected_obj").is_string();
        urikit::error err{};
        std::optional<urikit::url_pattern> const p = construct(t.at("pattern").as_array(), err);
        std::string const key = json::serialize(t.at("pattern"));
        if (refused_cases.contains(key)) {
            BOOST_TEST((err.code == urikit::errc::regexp_unsupported), what << ": must be refused");
            ++refused;
            continue;
        }
        BOOST_TEST(p.has_value() == !want_error, what << ": constructed " << p.has_value() << " (" << err << ")");
        if (!p || want_error) continue;
        for (url_pattern_component c : components)
            BOOST_TEST(p->pattern(c) == expected_pattern(t, c), what << " " << urikit::name(c));
        if (!t.contains("inputs")) continue;
        std::optional<urikit::url_pattern_result> result;
        int const outcome = run_inputs(*p, t.at("inputs").as_array(), result);
        json::value const& want = t.at("expected_match");
        if (want.is_string()) {
            BOOST_TEST(outcome == -1, what << ": must throw");
            continue;
        }
        BOOST_TEST(outcome == (want.is_object() ? 1 : 0), what << ": test()");
        BOOST_TEST(result.has_value() == want.is_object(), what << ": exec()");
        if (result && want.is_object()) {
            check_match(t, *result, what);
            ++matched;
        }
    }
    BOOST_TEST(cases == 369);
    BOOST_TEST(usv_converted == 4);
    BOOST_TEST(matched > 200);
    BOOST_TEST(refused == static_cast<int>(refused_cases.size()));
}

BOOST_AUTO_TEST_CASE(urlpattern_compare_every_pair_orders_as_expected, URIKIT_NEEDS(re2) URIKIT_NEEDS(shared_data)) {
    json::value const data = load_patterns_data("urlpattern-compare-test-data.json");
    int cases = 0;
    for (json::value const& v : data.as_array()) {
        json::object const& t = v.as_object();
        urikit::error err{};
        auto const left = construct(json::array{t.at("left")}, err);
        auto const right = construct(json::array{t.at("right")}, err);
        BOOST_TEST_REQUIRE((left && right));
        url_pattern_component c{};
        for (url_pattern_component k : components) {
            if (urikit::name(k) == str(t.at("component"))) c = k;
        }
        int const want = static_cast<int>(t.at("expected").as_int64());
        BOOST_TEST(urikit::compare_component(c, *left, *right) == want, json::serialize(t));
        BOOST_TEST(urikit::compare_component(c, *right, *left) == -want, json::serialize(t) << " reversed");
        BOOST_TEST(urikit::compare_component(c, *left, *left) == 0);
        ++cases;
    }
    BOOST_TEST(cases == 25);
}

BOOST_AUTO_TEST_CASE(urlpattern_generate_every_case_gives_its_text_or_fails, URIKIT_NEEDS(re2) URIKIT_NEEDS(shared_data)) {
    json::value const data = load_patterns_data("urlpattern-generate-test-data.json");
    int cases = 0;
    for (json::value const& v : data.as_array()) {
        json::object const& t = v.as_object();
        ++cases;
        urikit::error err{};
        auto const p = construct(json::array{t.at("pattern")}, err);
        BOOST_TEST_REQUIRE(p.has_value());
        std::optional<url_pattern_component> c;
        for (url_pattern_component k : components) {
            if (urikit::name(k) == str(t.at("component"))) c = k;
        }
        if (!c) { // "invalid": no such component (the C++ enum cannot name one)
            BOOST_TEST(t.at("expected").is_null());
            continue;
        }
        std::vector<std::string> texts;
        for (auto const& [k, g] : t.at("groups").as_object()) {
            texts.emplace_back(k);
            texts.push_back(str(g));
        }
        std::vector<std::pair<std::string_view, std::string_view>> groups;
        for (std::size_t k = 0; k < texts.size(); k += 2) groups.emplace_back(texts[k], texts[k + 1]);
        auto const r = p->generate(*c, groups);
        if (t.at("expected").is_null()) BOOST_TEST(!r.has_value(), json::serialize(t) << " gave " << (r ? *r : ""));
        else BOOST_TEST((r && *r == str(t.at("expected"))), json::serialize(t) << " error " << r.error());
    }
    BOOST_TEST(cases == 19);
}

BOOST_AUTO_TEST_SUITE_END()
