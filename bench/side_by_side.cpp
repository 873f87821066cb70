// See side_by_side.hpp.
#include "side_by_side.hpp"
#include "time_per_call.hpp"

#include <benchmark/benchmark.h>

#include <cstdio>

namespace urikit::bench {

common_set const& side_by_side::common(data_file const& f) {
    for (auto const& [name, set] : cache_) {
        if (name == f.name) return set;
    }
    std::size_t const n = contestants_.size();
    std::vector<bool> accepted(f.lines.size() * n, true);
    std::vector<std::size_t> rejected(n, 0);
    for (std::size_t i = 0; i < f.lines.size(); ++i) {
        for (std::size_t c = 0; c < n; ++c) {
            if (!contestants_[c].judges || contestants_[c].fn(f.lines[i]) != 0) continue;
            accepted[i * n + c] = false;
            ++rejected[c];
        }
    }
    common_set set;
    set.sits_out.resize(n);
    for (std::size_t c = 0; c < n; ++c) set.sits_out[c] = !f.lines.empty() && rejected[c] == f.lines.size();
    for (std::size_t i = 0; i < f.lines.size(); ++i) {
        bool all = true;
        for (std::size_t c = 0; c < n; ++c) all = all && (set.sits_out[c] || accepted[i * n + c]);
        if (!all) continue;
        set.lines.push_back(f.lines[i]);
        set.bytes += f.lines[i].size();
    }
    std::fprintf(stderr, "%s %s: %zu lines; rejected by", job_, f.name.c_str(), f.lines.size());
    for (std::size_t c = 0; c < n; ++c) {
        if (!contestants_[c].judges) continue;
        std::fprintf(stderr, " %s %zu%s,", contestants_[c].name, rejected[c], set.sits_out[c] ? " (all: sits out)" : "");
    }
    std::fprintf(stderr, " timed on the %zu the others all accept\n", set.lines.size());
    cache_.emplace_back(f.name, std::move(set));
    return cache_.back().second;
}

namespace {

// One pass of a contestant over a file's common lines.
auto pass_over(common_set const& set, std::size_t (*fn)(std::string_view)) {
    return [&set, fn] {
        for (auto line : set.lines) benchmark::DoNotOptimize(fn(line));
    };
}

void run(benchmark::State& state, side_by_side* job, data_file const* f, contestant const* c, std::size_t index) {
    common_set const& set = job->common(*f);
    if (set.sits_out[index] || set.lines.empty()) {
        state.SkipWithError("rejects every line of this file");
        for (auto _ : state) {
        }
        return;
    }
    time_per_call(state, "URL", set.lines.size(), set.bytes, pass_over(set, c->fn));
}

} // namespace

void side_by_side::register_benchmarks() {
    for (auto const& f : data_files()) {
        for (std::size_t c = 0; c < contestants_.size(); ++c) {
            std::string const name = std::string(job_) + "/" + f.name + "/" + contestants_[c].name;
            benchmark::RegisterBenchmark(name.c_str(), run, this, &f, &contestants_[c], c)
                ->Unit(benchmark::kMillisecond);
        }
    }
}

int side_by_side::find(std::string_view name) const noexcept {
    for (std::size_t c = 0; c < contestants_.size(); ++c) {
        if (name == contestants_[c].name) return static_cast<int>(c);
    }
    return -1;
}

void side_by_side::add_workloads(std::vector<workload>& out) {
    for (auto const& f : data_files()) {
        common_set const& set = common(f);
        for (std::size_t c = 0; c < contestants_.size(); ++c) {
            if (set.sits_out[c] || set.lines.empty()) continue;
            out.push_back({std::string(job_) + "/" + f.name + "/" + contestants_[c].name, set.lines.size(),
                           pass_over(set, contestants_[c].fn)});
        }
    }
}

} // namespace urikit::bench
