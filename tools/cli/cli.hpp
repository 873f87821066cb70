// urikit CLI: the whole tool as a function, so that tests can run it in
// process (tests/complexity/) and main() stays one line.
#pragma once

#include <cstddef>
#include <cstdio>

namespace urikit::cli {

// What one --jobs batch holds at most (fuzz_jobs chooses small ones, so
// that a few lines make many batches).
struct batch_limits {
    std::size_t lines = 8192;
    std::size_t bytes = 1u << 20;
};

// Runs `urikit argv[1] ...` reading inputs from `in` (when there are no INPUT
// arguments), results to `out`, diagnostics to `err`. Returns the exit
// status: 0 every input valid, 1 some invalid, 2 usage error.
int run(int argc, char const* const* argv, std::FILE* in, std::FILE* out, std::FILE* err, batch_limits limits = {});

} // namespace urikit::cli
