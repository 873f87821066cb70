// urikit complexity tests: how much work a call does, as deterministically
// as the machine allows:
//   - under valgrind (ctest runs the test so): the instructions callgrind
//     counted for the call (every instruction, libc's included), read back
//     from a dump per call: exact and repeatable;
//   - else, where the kernel offers a hardware counter: instructions retired
//     (perf_event_open);
//   - else the CPU time of the calling thread, which memory effects and a
//     busy machine disturb (the test then measures again before it fails).
// Work is only ever compared between two input sizes of one call.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace urikit::test {

class work_meter {
public:
    work_meter();
    ~work_meter();
    work_meter(work_meter const&) = delete;
    work_meter& operator=(work_meter const&) = delete;

    // "callgrind instructions", "instructions" or "thread CPU ns".
    [[nodiscard]] std::string_view unit() const noexcept;
    // True when the same call always measures the same.
    [[nodiscard]] bool deterministic() const noexcept { return mode_ != mode::cpu_time; }
    void start() noexcept;
    // Work since start().
    [[nodiscard]] std::uint64_t stop();

private:
    enum class mode { callgrind, perf, cpu_time };
    mode mode_ = mode::cpu_time;
    int perf_fd_ = -1;
    std::uint64_t begin_ = 0;
    std::string dump_prefix_; // callgrind: --callgrind-out-file, from URIKIT_CALLGRIND_OUT
    unsigned dumps_ = 0;
};

} // namespace urikit::test
