// Parse, side by side: urikit, Boost.URL 1.81, uriparser, curl's URL API, and
// a byte-class table pass as the floor. Before timing, every parser's verdict is taken on
// every line; the timed set is the lines all of them accept, so each parser
// does the same work.
#include "bench_data.hpp"

#include <benchmark/benchmark.h>

#include <boost/url/parse.hpp>
#include <curl/curl.h>
#include <uriparser/Uri.h>

#include <array>
#include <cstdio>
#include <deque>
#include <cstring>
#include <string_view>

#include <urikit/parse.hpp>

namespace urikit::bench {

namespace {

// The floor: one table lookup per byte (what any parser must at least read).
constexpr std::array<unsigned char, 256> make_table() {
    std::array<unsigned char, 256> t{};
    for (int c = 0; c < 256; ++c) t[static_cast<std::size_t>(c)] = static_cast<unsigned char>((c * 7) & 3);
    return t;
}
constexpr auto byte_class = make_table();

// g++ 12 "vectorizes" this loop by spilling each 16-byte vector to the stack
// and reloading its bytes one by one, which made the floor twice as slow as
// a plain loop; the floor is kept scalar (four independent sums, so the loads
// pipeline) to be the honest lower bound.
#if defined(__GNUC__) && !defined(__clang__)
__attribute__((optimize("no-tree-vectorize")))
#endif
std::size_t table_pass(std::string_view s) {
    std::size_t a = 0, b = 0, c = 0, d = 0, i = 0;
    auto const at = [&s](std::size_t k) { return byte_class[static_cast<unsigned char>(s[k])]; };
    for (; i + 4 <= s.size(); i += 4) {
        a += at(i);
        b += at(i + 1);
        c += at(i + 2);
        d += at(i + 3);
    }
    for (; i < s.size(); ++i) a += at(i);
    return a + b + c + d;
}

std::size_t urikit_parse(std::string_view s) {
    auto const r = urikit::parse_uri_reference(s);
    return r ? r->path().size() + 1 : 0;
}

std::size_t boost_url_parse(std::string_view s) {
    auto const r = boost::urls::parse_uri_reference(boost::urls::string_view(s.data(), s.size()));
    return r ? r->encoded_path().size() + 1 : 0;
}

std::size_t uriparser_parse(std::string_view s) {
    UriUriA uri;
    char const* error_pos = nullptr;
    if (uriParseSingleUriExA(&uri, s.data(), s.data() + s.size(), &error_pos) != URI_SUCCESS) return 0;
    std::size_t const r = static_cast<std::size_t>(uri.scheme.afterLast - uri.scheme.first) + 1;
    uriFreeUriMembersA(&uri);
    return r;
}

// curl_url_set on one reused handle (curl keeps its parts in separate heap
// strings, so it allocates anyway), then one part read back, as a caller
// would. curl needs the NUL the data file's std::string provides; it only
// takes absolute URLs, and it accepts schemes it does not support only with
// CURLU_NON_SUPPORT_SCHEME.
std::size_t curl_parse(std::string_view s) {
    static CURLU* const handle = curl_url();
    if (curl_url_set(handle, CURLUPART_URL, s.data(), CURLU_NON_SUPPORT_SCHEME) != CURLUE_OK) return 0;
    char* path = nullptr;
    if (curl_url_get(handle, CURLUPART_PATH, &path, 0) != CURLUE_OK) return 0;
    std::size_t const n = std::strlen(path) + 1;
    curl_free(path);
    return n;
}

using parse_fn = std::size_t (*)(std::string_view);

struct peer {
    char const* name;
    parse_fn fn;
};
constexpr peer peers[] = {
    {"table_pass", table_pass},
    {"urikit", urikit_parse},
    {"boost_url", boost_url_parse},
    {"uriparser", uriparser_parse},
    {"curl", curl_parse},
};

struct common_set {
    std::vector<std::string_view> lines;
    std::size_t bytes = 0;
    // A peer that rejects every line of a file (curl and file URLs with a
    // host) sits that file out rather than empty everyone's set.
    std::array<bool, std::size(peers)> sits_out{};
};

// The lines every parser accepts; prints how many each one rejected.
common_set const& accepted_by_all(data_file const& f) {
    static std::deque<std::pair<std::string, common_set>> cache; // references stay valid
    for (auto const& [name, set] : cache) {
        if (name == f.name) return set;
    }
    common_set set;
    std::vector<std::array<bool, std::size(peers)>> accepted(f.lines.size());
    std::array<std::size_t, std::size(peers)> rejected{};
    for (std::size_t i = 0; i < f.lines.size(); ++i) {
        for (std::size_t p = 1; p < std::size(peers); ++p) {
            accepted[i][p] = peers[p].fn(f.lines[i]) != 0;
            if (!accepted[i][p]) ++rejected[p];
        }
    }
    for (std::size_t p = 1; p < std::size(peers); ++p) set.sits_out[p] = rejected[p] == f.lines.size();
    for (std::size_t i = 0; i < f.lines.size(); ++i) {
        bool all = true;
        for (std::size_t p = 1; p < std::size(peers); ++p) all = all && (set.sits_out[p] || accepted[i][p]);
        if (all) {
            set.lines.push_back(f.lines[i]);
            set.bytes += f.lines[i].size();
        }
    }
    std::fprintf(stderr, "parse %s: %zu lines; rejected by", f.name.c_str(), f.lines.size());
    for (std::size_t p = 1; p < std::size(peers); ++p) {
        std::fprintf(stderr, " %s %zu%s,", peers[p].name, rejected[p], set.sits_out[p] ? " (all: sits out)" : "");
    }
    std::fprintf(stderr, " timed on the %zu the others all accept\n", set.lines.size());
    cache.emplace_back(f.name, std::move(set));
    return cache.back().second;
}

void run(benchmark::State& state, data_file const* f, std::size_t peer_index) {
    common_set const& set = accepted_by_all(*f);
    peer const* p = &peers[peer_index];
    if (set.sits_out[peer_index] || set.lines.empty()) {
        state.SkipWithError("rejects every line of this file");
        for (auto _ : state) {
        }
        return;
    }
    std::size_t const before = allocations();
    for (auto line : set.lines) benchmark::DoNotOptimize(p->fn(line));
    double const allocs = static_cast<double>(allocations() - before) / static_cast<double>(set.lines.size());
    for (auto _ : state) {
        for (auto line : set.lines) benchmark::DoNotOptimize(p->fn(line));
    }
    auto const n = static_cast<double>(set.lines.size());
    // seconds per URL, printed with an SI prefix (e.g. "59.8n" = 59.8 ns)
    state.counters["time/URL"] = benchmark::Counter(n, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.counters["allocs/URL"] = allocs;
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(set.bytes));
}

} // namespace

std::vector<workload> parse_workloads() {
    std::vector<workload> out;
    for (auto const& f : data_files()) {
        common_set const& set = accepted_by_all(f);
        for (std::size_t p = 0; p < std::size(peers); ++p) {
            if (set.sits_out[p] || set.lines.empty()) continue;
            out.push_back({std::string("parse/") + f.name + "/" + peers[p].name, set.lines.size(), [&set, p] {
                               for (auto line : set.lines) benchmark::DoNotOptimize(peers[p].fn(line));
                           }});
        }
    }
    return out;
}

void register_parse_benchmarks() {
    for (auto const& f : data_files()) {
        for (std::size_t p = 0; p < std::size(peers); ++p) {
            std::string const name = std::string("parse/") + f.name + "/" + peers[p].name;
            benchmark::RegisterBenchmark(name.c_str(), run, &f, p)->Unit(benchmark::kMillisecond);
        }
    }
}

} // namespace urikit::bench
