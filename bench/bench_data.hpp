// urikit benchmarks: the data files and the allocation counter.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace urikit::bench {

struct data_file {
    std::string name;
    std::vector<std::string> lines;
    std::size_t bytes = 0;
};

// shared/data's four lists (or $URIKIT_BENCH_DATA), loaded once.
std::vector<data_file> const& data_files();
// Calls of malloc, calloc and realloc so far in this process (C and C++).
std::size_t allocations() noexcept;

// One timed job, for the instruction counter: runs its function over its
// lines once.
struct workload {
    std::string name;
    std::size_t calls = 0;
    std::function<void()> run_once;
};
class side_by_side;
side_by_side& parse_job();     // bench_parse.cpp
side_by_side& normalize_job(); // bench_normalize.cpp
side_by_side& web_job();       // bench_web.cpp
side_by_side& crawl_job();     // bench_crawl.cpp
side_by_side& params_job();    // bench_params.cpp
side_by_side& search_params_job(); // bench_params.cpp: per query
side_by_side& pattern_job();   // bench_pattern.cpp
side_by_side& iri_job();       // bench_iri.cpp
side_by_side& edits_job();     // bench_edits.cpp
side_by_side& guard_job();     // bench_guard.cpp
void register_resolve_benchmarks();
void add_resolve_workloads(std::vector<workload>& out); // the same, for the instruction counter

} // namespace urikit::bench
