// urikit CLI: --jobs N, the lines of standard input run on N threads, the
// output in input order, byte for byte what one thread writes.
#pragma once

#include <cstddef>
#include <cstdio>

#include "cli.hpp"
#include "session.hpp"

namespace urikit::cli {

// Runs every line of `in` as `s` would, on `jobs` threads: the lines go in
// batches to the threads, and the batches' output (stdout, and each
// diagnostic after the lines before it) to `s.out` and `s.err` in input
// order. Stops reading once the output fails. Returns whether every line
// was valid. Memory: at most 2 * jobs batches of about 1 MiB in flight.
bool run_jobs(session& s, std::FILE* in, std::size_t jobs, batch_limits limits);

} // namespace urikit::cli
