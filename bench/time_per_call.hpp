// How every benchmark here is timed: one untimed pass to warm reused buffers
// and handles, one counted pass for heap allocations per call, then the timed
// passes. Reported per call: time ("time/<per>", with an SI prefix, e.g.
// "59.8n" = 59.8 ns), allocations ("allocs/<per>") and bytes per second.
#pragma once

#include "bench_data.hpp"

#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <string>

namespace urikit::bench {

template <class Pass>
void time_per_call(benchmark::State& state, std::string const& per, std::size_t calls, std::size_t bytes,
                   Pass const& pass) {
    pass();
    std::size_t const before = allocations();
    pass();
    auto const n = static_cast<double>(calls);
    double const allocs = static_cast<double>(allocations() - before) / n;
    for (auto _ : state) pass();
    state.counters["time/" + per] =
        benchmark::Counter(n, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.counters["allocs/" + per] = allocs;
    if (bytes != 0) {
        state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(bytes));
    }
}

} // namespace urikit::bench
