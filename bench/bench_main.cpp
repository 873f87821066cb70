// urikit benchmarks: Google Benchmark main, data loading and allocation counting.
#include "bench_data.hpp"
#include "paired.hpp"
#include "side_by_side.hpp"

#include <benchmark/benchmark.h>

#include <valgrind/callgrind.h>

#include <atomic>
#include <cstdio>
#include <string_view>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace {
std::atomic<std::size_t> allocation_count{0};
} // namespace

// Every heap allocation of the process, C and C++ alike (uriparser uses
// malloc, operator new ends in malloc): glibc's malloc family is interposed
// and forwarded to glibc's own entry points.
extern "C" {
void* __libc_malloc(std::size_t);
void* __libc_calloc(std::size_t, std::size_t);
void* __libc_realloc(void*, std::size_t);
void __libc_free(void*);

void* malloc(std::size_t n) {
    allocation_count.fetch_add(1, std::memory_order_relaxed);
    return __libc_malloc(n);
}
void* calloc(std::size_t n, std::size_t size) {
    allocation_count.fetch_add(1, std::memory_order_relaxed);
    return __libc_calloc(n, size);
}
void* realloc(void* p, std::size_t n) {
    allocation_count.fetch_add(1, std::memory_order_relaxed);
    return __libc_realloc(p, n);
}
void free(void* p) { __libc_free(p); }
}

namespace urikit::bench {

std::size_t allocations() noexcept { return allocation_count.load(std::memory_order_relaxed); }

std::vector<data_file> const& data_files() {
    static std::vector<data_file> const files = [] {
        std::vector<data_file> out;
        char const* dir = std::getenv("URIKIT_BENCH_DATA");
        std::filesystem::path const root = dir ? dir : URIKIT_SHARED_DATA;
        for (char const* name : {"kasztp.txt", "userbait.txt", "node_files.txt", "isaacs_files.txt"}) {
            std::ifstream in(root / name, std::ios::binary);
            if (!in) continue;
            data_file f;
            f.name = name;
            for (std::string line; std::getline(in, line);) f.lines.push_back(line);
            for (auto const& l : f.lines) f.bytes += l.size();
            out.push_back(std::move(f));
        }
        return out;
    }();
    return files;
}

} // namespace urikit::bench

namespace {

// --instructions [JOB]: each workload (JOB's and the table passes only,
// with JOB) once to warm up, then once between a
// callgrind zero and dump named after it. Under
// `valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no`, each dump's total is that
// workload's instruction count (bench/count_instructions.sh turns them into
// instructions per URL). Outside valgrind the requests do nothing.
int count_instructions(std::string_view only) {
    std::vector<urikit::bench::workload> all;
    urikit::bench::parse_job().add_workloads(all);
    urikit::bench::normalize_job().add_workloads(all);
    urikit::bench::web_job().add_workloads(all);
    urikit::bench::crawl_job().add_workloads(all);
    urikit::bench::params_job().add_workloads(all);
    urikit::bench::search_params_job().add_workloads(all);
    urikit::bench::pattern_job().add_workloads(all);
    urikit::bench::iri_job().add_workloads(all);
    urikit::bench::edits_job().add_workloads(all);
    urikit::bench::guard_job().add_workloads(all);
    urikit::bench::add_resolve_workloads(all);
    for (auto const& w : all) {
        if (!only.empty() && !w.name.starts_with(std::string(only) + "/") && w.name.find("/table_pass") == std::string::npos) {
            continue;
        }
        w.run_once();
        CALLGRIND_ZERO_STATS;
        CALLGRIND_START_INSTRUMENTATION;
        CALLGRIND_TOGGLE_COLLECT;
        w.run_once();
        CALLGRIND_TOGGLE_COLLECT;
        CALLGRIND_DUMP_STATS_AT(w.name.c_str());
        CALLGRIND_STOP_INSTRUMENTATION;
        std::printf("%s %zu\n", w.name.c_str(), w.calls);
    }
    return 0;
}

// --paired JOB A B [ROUNDS] (bench/paired.hpp).
int paired(int argc, char** argv) {
    using urikit::bench::side_by_side;
    side_by_side* const jobs[] = {&urikit::bench::parse_job(), &urikit::bench::normalize_job(),
                                  &urikit::bench::web_job(), &urikit::bench::crawl_job(), &urikit::bench::iri_job(),
                                  &urikit::bench::params_job(), &urikit::bench::search_params_job(),
                                  &urikit::bench::pattern_job(), &urikit::bench::edits_job(),
                                  &urikit::bench::guard_job()};
    for (side_by_side* job : jobs) {
        if (std::string_view(argv[2]) == job->name()) {
            return urikit::bench::run_paired(*job, argv[3], argv[4], argc == 6 ? std::atoi(argv[5]) : 101);
        }
    }
    std::fprintf(stderr, "--paired: no job %s (parse, normalize, web, crawl, iri, params, search_params, pattern, edits, guard)\n", argv[2]);
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    // --instructions [JOB]: every workload, or JOB's and the table passes.
    if ((argc == 2 || argc == 3) && std::string_view(argv[1]) == "--instructions") {
        return count_instructions(argc == 3 ? argv[2] : "");
    }
    if ((argc == 5 || argc == 6) && std::string_view(argv[1]) == "--paired") return paired(argc, argv);
    urikit::bench::parse_job().register_benchmarks();
    urikit::bench::normalize_job().register_benchmarks();
    urikit::bench::web_job().register_benchmarks();
    urikit::bench::crawl_job().register_benchmarks();
    urikit::bench::params_job().register_benchmarks();
    urikit::bench::search_params_job().register_benchmarks();
    urikit::bench::pattern_job().register_benchmarks();
    urikit::bench::iri_job().register_benchmarks();
    urikit::bench::edits_job().register_benchmarks();
    urikit::bench::guard_job().register_benchmarks();
    urikit::bench::register_resolve_benchmarks();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
