// Two contestants of one job timed against each other in adjacent passes
// (bench/paired.cpp): their time ratio, with the drift of a shared machine
// cancelled out.
#pragma once

#include <string_view>

#include "side_by_side.hpp"

namespace urikit::bench {

// `urikit_bench --paired JOB A B [ROUNDS]`: for each data file, ROUNDS
// rounds (101 by default) of one pass of A and one of B over the lines both
// accept, in the order ABBA, BAAB, ... (neither always goes first); prints
// per file the median and quartiles of B's time over A's within a round.
// Returns the process's exit status.
int run_paired(side_by_side& job, std::string_view a, std::string_view b, int rounds);

} // namespace urikit::bench
