// urikit CLI: the whole tool as a function, so that tests can run it in
// process (tests/complexity/) and main() stays one line.
#pragma once

#include <cstdio>

namespace urikit::cli {

// Runs `urikit argv[1] ...` reading inputs from `in` (when there are no INPUT
// arguments), results to `out`, diagnostics to `err`. Returns the exit
// status: 0 every input valid, 1 some invalid, 2 usage error.
int run(int argc, char const* const* argv, std::FILE* in, std::FILE* out, std::FILE* err);

} // namespace urikit::cli
