// See paired.hpp. Google Benchmark times each contestant in its own block
// of seconds, and on this shared VM the same workload timed twice in one
// run differs by up to 19%: a ratio of two such blocks says little below
// that. Here each ratio comes from two passes a few milliseconds apart, so
// a slow minute slows both, and the median over rounds drops the rounds a
// preemption hit.
#include "paired.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string_view>
#include <vector>

namespace urikit::bench {

namespace {

double pass_seconds(common_set const& set, std::size_t (*fn)(std::string_view)) {
    auto const start = std::chrono::steady_clock::now();
    for (auto line : set.lines) benchmark::DoNotOptimize(fn(line));
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The value at fraction q of the sorted values (nearest rank).
double quantile(std::vector<double> sorted, double q) {
    std::sort(sorted.begin(), sorted.end());
    return sorted[static_cast<std::size_t>(q * static_cast<double>(sorted.size() - 1) + 0.5)];
}

} // namespace

int run_paired(side_by_side& job, std::string_view a, std::string_view b, int rounds) {
    int const ia = job.find(a), ib = job.find(b);
    if (ia < 0 || ib < 0 || rounds < 1) {
        std::string_view const missing = ia < 0 ? a : b;
        std::fprintf(stderr, "--paired: job %s has no contestant %.*s (or ROUNDS < 1)\n", job.name(),
                     static_cast<int>(missing.size()), missing.data());
        return 2;
    }
    auto const fa = job.at(static_cast<std::size_t>(ia)).fn, fb = job.at(static_cast<std::size_t>(ib)).fn;
    std::printf("%s: time of %.*s over %.*s in one round, median [quartiles] of %d rounds\n", job.name(),
                static_cast<int>(b.size()), b.data(), static_cast<int>(a.size()), a.data(), rounds);
    for (auto const& f : data_files()) {
        common_set const& set = job.common(f);
        if (set.lines.empty() || set.sits_out[static_cast<std::size_t>(ia)] || set.sits_out[static_cast<std::size_t>(ib)]) {
            std::printf("  %-18s (a contestant sits this file out)\n", f.name.c_str());
            continue;
        }
        pass_seconds(set, fa); // warm reused buffers and caches
        pass_seconds(set, fb);
        std::vector<double> ratios, ns_a;
        for (int r = 0; r < rounds; ++r) {
            bool const a_first = r % 2 == 0;
            double const first = pass_seconds(set, a_first ? fa : fb);
            double const second = pass_seconds(set, a_first ? fb : fa);
            double const ta = a_first ? first : second, tb = a_first ? second : first;
            ratios.push_back(tb / ta);
            ns_a.push_back(ta * 1e9 / static_cast<double>(set.lines.size()));
        }
        std::printf("  %-18s %.3f [%.3f, %.3f]  (%.*s: %.1f ns/URL)\n", f.name.c_str(), quantile(ratios, 0.5),
                    quantile(ratios, 0.25), quantile(ratios, 0.75), static_cast<int>(a.size()), a.data(),
                    quantile(ns_a, 0.5));
    }
    return 0;
}

} // namespace urikit::bench
