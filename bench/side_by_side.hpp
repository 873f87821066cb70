// One benchmark job ("parse", "normalize") run side by side: each
// contestant's verdict is taken on every line of a data file before anything
// is timed, and every contestant is timed on the lines all of them accept.
#pragma once

#include "bench_data.hpp"

#include <cstddef>
#include <deque>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace urikit::bench {

struct contestant {
    char const* name;
    // 0 rejects the line; anything else accepts it (and keeps the work alive).
    std::size_t (*fn)(std::string_view);
    // false for the table pass, which times the bytes but judges nothing.
    bool judges = true;
};

struct common_set {
    std::vector<std::string_view> lines;
    std::size_t bytes = 0;
    // A contestant that rejects every line of a file (curl and file URLs with
    // a host) sits that file out rather than empty everyone's set.
    std::vector<bool> sits_out;
};

class side_by_side {
public:
    side_by_side(char const* job, std::span<contestant const> contestants) : job_(job), contestants_(contestants) {}

    // The lines of f every judging contestant accepts; the first call per
    // file prints how many each one rejected. References stay valid.
    common_set const& common(data_file const& f);
    // "<job>/<file>/<contestant>" for every data file and contestant.
    void register_benchmarks();
    // The same jobs, for the instruction counter (those that sit out left out).
    void add_workloads(std::vector<workload>& out);
    // The job's name; the index of its contestant called `name` (-1: none) and the contestant at an index.
    [[nodiscard]] char const* name() const noexcept { return job_; }
    [[nodiscard]] int find(std::string_view name) const noexcept;
    [[nodiscard]] contestant const& at(std::size_t index) const noexcept { return contestants_[index]; }

private:
    char const* job_;
    std::span<contestant const> contestants_;
    std::deque<std::pair<std::string, common_set>> cache_;
};

} // namespace urikit::bench
