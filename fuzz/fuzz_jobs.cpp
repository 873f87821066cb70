// The CLI's --jobs N against one thread (jobs.hpp: byte for byte what one
// thread writes): the input's lines through a command run in process, once
// on one thread and once on three with batches of a few lines (so a few
// lines make many batches), each writing into an output that fails once it
// has taken a budget of bytes (or never). Properties: the same standard
// output up to the failure, the same diagnostics, the same exit status.
// The input's first byte chooses the command, the batch size and the budget.
#include <cerrno>
#include <cstdio>
#include <string>
#include <vector>

#include "fuzz_common.hpp"
#include "tools/cli/cli.hpp"

namespace {

// An output stream that keeps what it takes and fails past `budget` bytes.
struct budget_stream {
    std::string taken;
    std::size_t budget;
};

ssize_t write_within(void* cookie, char const* bytes, std::size_t n) {
    auto& s = *static_cast<budget_stream*>(cookie);
    if (s.taken.size() + n > s.budget) {
        std::size_t const fits = s.budget - s.taken.size();
        s.taken.append(bytes, fits);
        errno = ENOSPC;
        return fits == 0 ? -1 : static_cast<ssize_t>(fits);
    }
    s.taken.append(bytes, n);
    return static_cast<ssize_t>(n);
}

struct run_result {
    int status = 0;
    std::string out, err;
};

run_result run(std::vector<char const*> const& args, std::string_view lines, std::size_t budget,
               urikit::cli::batch_limits limits) {
    budget_stream out{{}, budget};
    budget_stream err{{}, static_cast<std::size_t>(-1)};
    cookie_io_functions_t const io{nullptr, write_within, nullptr, nullptr};
    std::FILE* const o = fopencookie(&out, "w", io);
    std::FILE* const e = fopencookie(&err, "w", io);
    std::string text(lines);
    std::FILE* const in = fmemopen(text.data(), text.size(), "r");
    run_result r;
    r.status = urikit::cli::run(static_cast<int>(args.size()), args.data(), in, o, e, limits);
    std::fclose(in);
    std::fclose(o);
    std::fclose(e);
    r.out = std::move(out.taken);
    r.err = std::move(err.taken);
    return r;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    if (size < 2) return 0;
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    auto const choice = static_cast<unsigned char>(s[0]);
    static std::vector<std::vector<char const*>> const commands = {
        {"urikit", "parse"},        {"urikit", "parse", "--json"}, {"urikit", "normalize", "--profile", "dedup"},
        {"urikit", "web", "--json"}, {"urikit", "surt"},           {"urikit", "normalize", "--profile", "safe-browsing"},
        {"urikit", "site"},          {"urikit", "domain", "--json"},
    };
    std::vector<char const*> one = commands[choice % commands.size()];
    std::vector<char const*> three = one;
    three.push_back("--jobs");
    three.push_back("3");
    std::size_t const budget = choice / 8 % 4 == 0 ? static_cast<std::size_t>(-1) : static_cast<unsigned char>(s[1]) * 37u;
    urikit::cli::batch_limits const limits{1u + choice / 32u % 5u, 64u};
    std::string_view const lines = s.substr(2);
    run_result const a = run(one, lines, budget, {});
    run_result const b = run(three, lines, budget, limits);
    URIKIT_FUZZ_CHECK(a.status == b.status, s);
    URIKIT_FUZZ_CHECK(a.out == b.out, s);
    URIKIT_FUZZ_CHECK(a.err == b.err, s);
    return 0;
}
