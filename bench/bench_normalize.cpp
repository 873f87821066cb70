// Parse + normalize, side by side, into a reused output buffer where the API
// allows: urikit (rfc3986 and http profiles), uriparser (uriNormalizeSyntax +
// uriToString), Boost.URL 1.81 (url::normalize, which also decodes reserved
// characters, so it does different and less careful work; shown for scale),
// curl (curl_url_set + curl_url_get of the whole URL: curl's own rewrite,
// dot segments removed and scheme lowercased, not RFC 3986 §6; for scale).
#include "bench_data.hpp"

#include <benchmark/benchmark.h>

#include <boost/url/parse.hpp>
#include <boost/url/url.hpp>
#include <curl/curl.h>
#include <uriparser/Uri.h>

#include <array>
#include <cstdio>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

namespace urikit::bench {

namespace {

std::string buffer; // reused by every contestant

std::size_t urikit_rfc3986(std::string_view s) {
    auto const r = urikit::parse_uri_reference(s);
    if (!r) return 0;
    return urikit::normalize_into(*r, urikit::profile::rfc3986, buffer).code == urikit::errc::ok ? buffer.size() + 1 : 0;
}

std::size_t urikit_http(std::string_view s) {
    auto const r = urikit::parse_uri_reference(s);
    if (!r) return 0;
    return urikit::normalize_into(*r, urikit::profile::http, buffer).code == urikit::errc::ok ? buffer.size() + 1 : 0;
}

std::size_t uriparser_normalize(std::string_view s) {
    UriUriA u;
    char const* error_pos = nullptr;
    if (uriParseSingleUriExA(&u, s.data(), s.data() + s.size(), &error_pos) != URI_SUCCESS) return 0;
    std::size_t n = 0;
    if (uriNormalizeSyntaxA(&u) == URI_SUCCESS) {
        int needed = 0;
        uriToStringCharsRequiredA(&u, &needed);
        buffer.resize(static_cast<std::size_t>(needed) + 1);
        int written = 0;
        if (uriToStringA(buffer.data(), &u, needed + 1, &written) == URI_SUCCESS) n = static_cast<std::size_t>(written);
    }
    uriFreeUriMembersA(&u);
    return n;
}

std::size_t boost_url_normalize(std::string_view s) {
    auto const r = boost::urls::parse_uri_reference(boost::urls::string_view(s.data(), s.size()));
    if (!r) return 0;
    boost::urls::url u(*r);
    u.normalize();
    buffer.assign(u.buffer().data(), u.buffer().size());
    return buffer.size() + 1;
}

std::size_t curl_set_get(std::string_view s) {
    static CURLU* const handle = curl_url();
    if (curl_url_set(handle, CURLUPART_URL, s.data(), CURLU_NON_SUPPORT_SCHEME) != CURLUE_OK) return 0;
    char* url = nullptr;
    if (curl_url_get(handle, CURLUPART_URL, &url, 0) != CURLUE_OK) return 0;
    buffer.assign(url);
    curl_free(url);
    return buffer.size() + 1;
}

struct contestant {
    char const* name;
    std::size_t (*fn)(std::string_view);
};
constexpr contestant contestants[] = {
    {"urikit_rfc3986", urikit_rfc3986},
    {"urikit_http", urikit_http},
    {"uriparser", uriparser_normalize},
    {"boost_url", boost_url_normalize},
    {"curl", curl_set_get},
};

struct common_set {
    std::vector<std::string_view> lines;
    // A contestant that rejects every line of a file sits that file out.
    std::array<bool, std::size(contestants)> sits_out{};
};

common_set const& accepted_by_all(data_file const& f) {
    static std::deque<std::pair<std::string, common_set>> cache; // references stay valid
    for (auto const& [name, set] : cache) {
        if (name == f.name) return set;
    }
    common_set set;
    std::vector<std::array<bool, std::size(contestants)>> accepted(f.lines.size());
    std::array<std::size_t, std::size(contestants)> rejected{};
    for (std::size_t i = 0; i < f.lines.size(); ++i) {
        for (std::size_t c = 0; c < std::size(contestants); ++c) {
            accepted[i][c] = contestants[c].fn(f.lines[i]) != 0;
            if (!accepted[i][c]) ++rejected[c];
        }
    }
    for (std::size_t c = 0; c < std::size(contestants); ++c) set.sits_out[c] = rejected[c] == f.lines.size();
    for (std::size_t i = 0; i < f.lines.size(); ++i) {
        bool all = true;
        for (std::size_t c = 0; c < std::size(contestants); ++c) all = all && (set.sits_out[c] || accepted[i][c]);
        if (all) set.lines.push_back(f.lines[i]);
    }
    std::fprintf(stderr, "normalize %s: %zu lines; rejected by", f.name.c_str(), f.lines.size());
    for (std::size_t c = 0; c < std::size(contestants); ++c) {
        std::fprintf(stderr, " %s %zu%s,", contestants[c].name, rejected[c], set.sits_out[c] ? " (all: sits out)" : "");
    }
    std::fprintf(stderr, " timed on the %zu the others all accept\n", set.lines.size());
    cache.emplace_back(f.name, std::move(set));
    return cache.back().second;
}

void run(benchmark::State& state, data_file const* f, std::size_t index) {
    common_set const& common = accepted_by_all(*f);
    auto const& set = common.lines;
    contestant const* c = &contestants[index];
    if (common.sits_out[index] || set.empty()) {
        state.SkipWithError("rejects every line of this file");
        for (auto _ : state) {
        }
        return;
    }
    for (auto line : set) benchmark::DoNotOptimize(c->fn(line)); // warm the buffers
    std::size_t const before = allocations();
    for (auto line : set) benchmark::DoNotOptimize(c->fn(line));
    double const allocs = static_cast<double>(allocations() - before) / static_cast<double>(set.size());
    for (auto _ : state) {
        for (auto line : set) benchmark::DoNotOptimize(c->fn(line));
    }
    state.counters["time/URL"] =
        benchmark::Counter(static_cast<double>(set.size()), benchmark::Counter::kIsIterationInvariantRate |
                                                               benchmark::Counter::kInvert);
    state.counters["allocs/URL"] = allocs;
}

} // namespace

std::vector<workload> normalize_workloads() {
    std::vector<workload> out;
    for (auto const& f : data_files()) {
        common_set const& common = accepted_by_all(f);
        for (std::size_t c = 0; c < std::size(contestants); ++c) {
            if (common.sits_out[c] || common.lines.empty()) continue;
            out.push_back({std::string("normalize/") + f.name + "/" + contestants[c].name, common.lines.size(),
                           [&common, c] {
                               for (auto line : common.lines) benchmark::DoNotOptimize(contestants[c].fn(line));
                           }});
        }
    }
    return out;
}

void register_normalize_benchmarks() {
    for (auto const& f : data_files()) {
        for (std::size_t c = 0; c < std::size(contestants); ++c) {
            std::string const name = std::string("normalize/") + f.name + "/" + contestants[c].name;
            benchmark::RegisterBenchmark(name.c_str(), run, &f, c)->Unit(benchmark::kMillisecond);
        }
    }
}

} // namespace urikit::bench
