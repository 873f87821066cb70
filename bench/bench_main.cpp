// urikit benchmarks: Google Benchmark main, data loading and allocation counting.
#include "bench_data.hpp"

#include <benchmark/benchmark.h>

#include <atomic>
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

int main(int argc, char** argv) {
    urikit::bench::register_parse_benchmarks();
    urikit::bench::register_normalize_benchmarks();
    urikit::bench::register_resolve_benchmarks();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
