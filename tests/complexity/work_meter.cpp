// urikit complexity tests: the work meter (see work_meter.hpp).
#include "work_meter.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>

#include <linux/perf_event.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <valgrind/callgrind.h>

namespace urikit::test {

namespace {

int open_instruction_counter() noexcept {
    perf_event_attr attr;
    std::memset(&attr, 0, sizeof attr);
    attr.type = PERF_TYPE_HARDWARE;
    attr.size = sizeof attr;
    attr.config = PERF_COUNT_HW_INSTRUCTIONS;
    attr.disabled = 1;
    attr.exclude_kernel = 1;
    attr.exclude_hv = 1;
    return static_cast<int>(syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0));
}

std::uint64_t thread_cpu_ns() noexcept {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<std::uint64_t>(ts.tv_sec) * 1000000000u + static_cast<std::uint64_t>(ts.tv_nsec);
}

// The "totals:" line of a callgrind dump.
std::uint64_t read_totals(std::string const& file) {
    std::ifstream in(file);
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("totals:", 0) == 0) return std::strtoull(line.c_str() + 7, nullptr, 10);
    }
    std::fprintf(stderr, "urikit complexity: no totals in %s\n", file.c_str());
    std::abort();
}

} // namespace

work_meter::work_meter() {
    char const* prefix = std::getenv("URIKIT_CALLGRIND_OUT");
    if (RUNNING_ON_VALGRIND && prefix != nullptr) {
        mode_ = mode::callgrind;
        dump_prefix_ = prefix;
        return;
    }
    perf_fd_ = open_instruction_counter();
    mode_ = perf_fd_ >= 0 ? mode::perf : mode::cpu_time;
}

work_meter::~work_meter() {
    if (perf_fd_ >= 0) close(perf_fd_);
}

std::string_view work_meter::unit() const noexcept {
    switch (mode_) {
    case mode::callgrind: return "callgrind instructions";
    case mode::perf: return "instructions";
    case mode::cpu_time: break;
    }
    return "thread CPU ns";
}

void work_meter::start() noexcept {
    switch (mode_) {
    case mode::callgrind: CALLGRIND_ZERO_STATS; return;
    case mode::perf:
        ioctl(perf_fd_, PERF_EVENT_IOC_RESET, 0);
        ioctl(perf_fd_, PERF_EVENT_IOC_ENABLE, 0);
        return;
    case mode::cpu_time: begin_ = thread_cpu_ns(); return;
    }
}

std::uint64_t work_meter::stop() {
    switch (mode_) {
    case mode::callgrind: {
        CALLGRIND_DUMP_STATS;
        std::string const file = dump_prefix_ + "." + std::to_string(++dumps_);
        std::uint64_t const total = read_totals(file);
        std::remove(file.c_str());
        return total;
    }
    case mode::perf: {
        ioctl(perf_fd_, PERF_EVENT_IOC_DISABLE, 0);
        std::uint64_t count = 0;
        if (read(perf_fd_, &count, sizeof count) != static_cast<ssize_t>(sizeof count)) return 0;
        return count;
    }
    case mode::cpu_time: break;
    }
    return thread_cpu_ns() - begin_;
}

} // namespace urikit::test
