// Parse + normalize, side by side, into a reused output buffer where the API
// allows: urikit (rfc3986 and http profiles), uriparser (uriNormalizeSyntax +
// uriToString), Boost.URL 1.81 (url::normalize, which also decodes reserved
// characters, so it does different and less careful work; shown for scale).
#include "bench_data.hpp"

#include <benchmark/benchmark.h>

#include <boost/url/parse.hpp>
#include <boost/url/url.hpp>
#include <uriparser/Uri.h>

#include <cstdio>
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

struct contestant {
    char const* name;
    std::size_t (*fn)(std::string_view);
};
constexpr contestant contestants[] = {
    {"urikit_rfc3986", urikit_rfc3986},
    {"urikit_http", urikit_http},
    {"uriparser", uriparser_normalize},
    {"boost_url", boost_url_normalize},
};

std::vector<std::string_view> const& accepted_by_all(data_file const& f) {
    static std::vector<std::pair<std::string, std::vector<std::string_view>>> cache;
    for (auto const& [name, set] : cache) {
        if (name == f.name) return set;
    }
    std::vector<std::string_view> set;
    for (auto const& line : f.lines) {
        bool all = true;
        for (auto const& c : contestants) all = all && c.fn(line) != 0;
        if (all) set.push_back(line);
    }
    std::fprintf(stderr, "normalize %s: timed on the %zu of %zu lines every contestant accepts\n", f.name.c_str(),
                 set.size(), f.lines.size());
    cache.emplace_back(f.name, std::move(set));
    return cache.back().second;
}

void run(benchmark::State& state, data_file const* f, contestant const* c) {
    auto const& set = accepted_by_all(*f);
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

void register_normalize_benchmarks() {
    for (auto const& f : data_files()) {
        for (auto const& c : contestants) {
            std::string const name = std::string("normalize/") + f.name + "/" + c.name;
            benchmark::RegisterBenchmark(name.c_str(), run, &f, &c)->Unit(benchmark::kMillisecond);
        }
    }
}

} // namespace urikit::bench
