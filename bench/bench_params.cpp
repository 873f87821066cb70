// The query as name-value pairs, side by side: urikit's url_search_params
// (the URL Standard's urlencoded parser: "+" as a space, percent-decoded,
// UTF-8 with U+FFFD) assigned into a reused object and iterated, the same
// with sort() and the serializer into a reused buffer, and Boost.URL's
// params() (decoded with "+" as a space) copied into reused strings, each
// after parsing the line as an RFC 3986 reference; and, per query (the
// lines that have one), URLSearchParams alone: parse, sort and serialize,
// or get and set, beside Boost.URL's params_view.
#include "side_by_side.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/url/parse.hpp>
#include <boost/url/parse_query.hpp>
#include <boost/url/url_view.hpp>

#include <urikit/parse.hpp>
#include <urikit/url_search_params.hpp>

namespace urikit::bench {

namespace {

std::size_t urikit_params(std::string_view s) {
    static urikit::url_search_params p;
    auto const r = urikit::parse_uri_reference(s);
    if (!r) return 0;
    p.assign(r->query());
    std::size_t n = 1;
    for (urikit::search_param const q : p) n += q.name.size() + q.value.size();
    return n;
}

std::size_t urikit_params_sorted(std::string_view s) {
    static urikit::url_search_params p;
    static std::string out;
    auto const r = urikit::parse_uri_reference(s);
    if (!r) return 0;
    p.assign(r->query());
    p.sort();
    out.clear();
    p.append_to(out);
    return out.size() + 1;
}

// Boost.URL's decoded pairs ("+" as a space) copied into reused strings.
template <class Params>
std::size_t copy_pairs(Params const& params) {
    static std::vector<std::pair<std::string, std::string>> pairs;
    std::size_t used = 0, n = 1;
    for (auto const& p : params) {
        if (used == pairs.size()) pairs.emplace_back();
        pairs[used].first.assign(p.key.begin(), p.key.end());
        pairs[used].second.assign(p.value.begin(), p.value.end());
        n += pairs[used].first.size() + pairs[used].second.size();
        ++used;
    }
    return n;
}

std::size_t boost_url_params(std::string_view s) {
    auto const r = boost::urls::parse_uri_reference(boost::urls::string_view(s.data(), s.size()));
    if (!r) return 0;
    return copy_pairs(r->params());
}

constexpr contestant contestants[] = {
    {"urikit_params", urikit_params},
    {"urikit_params_sorted", urikit_params_sorted},
    {"boost_url_params", boost_url_params},
};

// The query of a line (from its first "?" to its "#"), or none: the
// search_params job runs on the lines that have one, so its counts are per
// query, as ada's figures in issue #46 are (URLSearchParams of the query,
// sort, serialize).
std::optional<std::string_view> query_of(std::string_view line) {
    std::size_t const q = line.find('?');
    if (q == std::string_view::npos) return std::nullopt;
    std::string_view const rest = line.substr(q + 1);
    return rest.substr(0, std::min(rest.find('#'), rest.size()));
}

std::size_t urikit_search_params(std::string_view line) {
    static urikit::url_search_params p;
    static std::string out;
    auto const query = query_of(line);
    if (!query) return 0;
    p.assign(*query);
    p.sort();
    out.clear();
    p.append_to(out);
    return out.size() + 1;
}

// get and set of the first name, then serialize.
std::size_t urikit_search_params_get_set(std::string_view line) {
    static urikit::url_search_params p;
    static std::string out, name;
    auto const query = query_of(line);
    if (!query) return 0;
    p.assign(*query);
    std::size_t n = 1;
    if (p.size() > 0) {
        name.assign(p[0].name);
        n += p.get(name).value_or("").size();
        (void)p.set(name, "urikit");
    }
    out.clear();
    p.append_to(out);
    return n + out.size();
}

std::size_t boost_url_search_params(std::string_view line) {
    auto const query = query_of(line);
    if (!query) return 0;
    auto const params = boost::urls::parse_query(boost::urls::string_view(query->data(), query->size()));
    if (!params) return 1; // not RFC 3986 (Boost.URL judges nothing here: the set is urikit's)
    return copy_pairs(*params);
}

constexpr contestant query_contestants[] = {
    {"urikit_search_params", urikit_search_params},
    {"urikit_search_params_get_set", urikit_search_params_get_set},
    {"boost_url_search_params", boost_url_search_params, false},
};

} // namespace

side_by_side& params_job() {
    static side_by_side job("params", contestants);
    return job;
}

side_by_side& search_params_job() {
    static side_by_side job("search_params", query_contestants);
    return job;
}

} // namespace urikit::bench
