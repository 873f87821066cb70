// The query as name-value pairs, side by side: urikit's url_search_params
// (the URL Standard's urlencoded parser: "+" as a space, percent-decoded,
// UTF-8 with U+FFFD) assigned into a reused object and iterated, the same
// with sort() and the serializer into a reused buffer, and Boost.URL's
// params() (decoded with "+" as a space) copied into reused strings, each
// after parsing the line as an RFC 3986 reference.
#include "side_by_side.hpp"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/url/parse.hpp>
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

std::size_t boost_url_params(std::string_view s) {
    static std::vector<std::pair<std::string, std::string>> pairs;
    auto const r = boost::urls::parse_uri_reference(boost::urls::string_view(s.data(), s.size()));
    if (!r) return 0;
    std::size_t used = 0, n = 1;
    for (auto const& p : r->params()) { // decoded, "+" as a space
        if (used == pairs.size()) pairs.emplace_back();
        pairs[used].first.assign(p.key.begin(), p.key.end());
        pairs[used].second.assign(p.value.begin(), p.value.end());
        n += pairs[used].first.size() + pairs[used].second.size();
        ++used;
    }
    return n;
}

constexpr contestant contestants[] = {
    {"urikit_params", urikit_params},
    {"urikit_params_sorted", urikit_params_sorted},
    {"boost_url_params", boost_url_params},
};

} // namespace

side_by_side& params_job() {
    static side_by_side job("params", contestants);
    return job;
}

} // namespace urikit::bench
