// urikit tests: url_search_params against Node's URLSearchParams (a separate
// implementation of the URL Standard) on every line of shared/data: each
// line as the init string (parsing, serializing, sort()), and each line's URL
// through searchParams (the pairs of its query, and the href after sort()).
#include <optional>
#include <string>
#include <vector>

#include <boost/json.hpp>
#include <boost/test/unit_test.hpp>

#include <urikit/url_search_params.hpp>
#include <urikit/utf8.hpp>
#include <urikit/web_url.hpp>

#include "data_files.hpp"
#include "web/node_peer.hpp"
#include "web/wpt_data.hpp"
#include "test_conditions.hpp"

namespace json = boost::json;
using urikit::test::str;

namespace {

json::array pairs_json(urikit::url_search_params const& p) {
    json::array a;
    for (urikit::search_param const s : p) a.push_back(json::array{json::string(s.name), json::string(s.value)});
    return a;
}

// What Node's script writes for {"init": line}, made by urikit.
json::value ours_for_init(std::string const& line) {
    urikit::url_search_params p(line);
    json::object o;
    o["pairs"] = pairs_json(p);
    o["str"] = p.str();
    p.sort();
    o["sorted"] = p.str();
    return o;
}

// The same for {"href": line}.
json::value ours_for_href(std::string const& line) {
    auto u = urikit::parse_web(line);
    json::object o;
    if (!u) {
        o["href"] = nullptr;
        return o;
    }
    urikit::url_search_params p = urikit::search_params(*u);
    o["pairs"] = pairs_json(p);
    p.sort();
    o["href"] = u->href();
    return o;
}

} // namespace

BOOST_AUTO_TEST_SUITE(node_search_params)

BOOST_AUTO_TEST_CASE(every_data_line_parses_serializes_and_sorts_as_nodes, URIKIT_NEEDS(node)) {
    std::vector<json::value> inputs;
    std::vector<json::value> ours;
    std::size_t not_utf8 = 0, lines = 0;
    for (auto const& f : urikit::test::load_data_files()) {
        for (auto const& line : f.lines) {
            if (!urikit::is_utf8(line)) { // JSON and JavaScript strings hold no ill-formed UTF-8
                ++not_utf8;
                continue;
            }
            ++lines;
            inputs.push_back(json::object{{"init", line}});
            ours.push_back(ours_for_init(line));
            inputs.push_back(json::object{{"href", line}});
            ours.push_back(ours_for_href(line));
        }
    }
    auto const node = urikit::test::run_node("node_search_params.mjs", inputs);
    std::size_t differ = 0, with_query = 0;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        if (inputs[i].as_object().contains("href") && !ours[i].at("href").is_null() &&
            !ours[i].at("pairs").as_array().empty()) {
            ++with_query;
        }
        if (ours[i] == node[i]) continue;
        if (++differ <= 20) {
            BOOST_TEST_MESSAGE(json::serialize(inputs[i]) << "\n  urikit " << json::serialize(ours[i]) << "\n  node   "
                                                          << json::serialize(node[i]));
        }
    }
    BOOST_TEST(differ == 0u, differ << " of " << inputs.size() << " cases differ from Node");
    BOOST_TEST(with_query > urikit::test::lines_at_least(1000, 50), "the data lines exercise queries");
    BOOST_TEST_MESSAGE("URLSearchParams vs Node: " << lines << " lines (" << with_query << " URLs with a query pair), "
                                                   << not_utf8 << " lines not UTF-8 left out, " << differ << " differ");
}

BOOST_AUTO_TEST_SUITE_END()
