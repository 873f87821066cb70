#!/usr/bin/env bash
# The README's test command (and CI's): installs what is missing, then
#   1. builds with g++ (warnings as errors, invariant checks) and runs every
#      test: unit, differential, CLI golden files, packaging, the other
#      compiler, fuzz-corpus replays;
#   2. builds with clang under AddressSanitizer + UndefinedBehaviorSanitizer
#      and runs the same tests again;
#   3. builds the libFuzzer targets and fuzzes each one for a bounded time
#      (URIKIT_FUZZ_SECONDS, 60 by default);
#   4. builds the benchmarks and runs each workload briefly once, so the
#      harness and its peers keep working (no timing is checked).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup-debian.sh
echo "== 1/4: g++ build, all tests"
cmake --workflow --preset ci
echo "== 2/4: ASan + UBSan build, all tests"
cmake --workflow --preset asan
echo "== 3/4: libFuzzer targets, ${URIKIT_FUZZ_SECONDS:-60} s each"
cmake --workflow --preset fuzz > build/fuzz-build.log 2>&1 || { tail -n 50 build/fuzz-build.log; exit 1; }
./scripts/run-fuzzers.sh build/fuzz "${URIKIT_FUZZ_SECONDS:-60}"
echo "== 4/4: benchmarks, a smoke run"
cmake --workflow --preset bench > build/bench-build.log 2>&1 || { tail -n 50 build/bench-build.log; exit 1; }
build/bench/bench/urikit_bench --benchmark_min_time=0.001 --benchmark_filter='kasztp' > build/bench-smoke.log 2>&1 ||
  { tail -n 50 build/bench-smoke.log; exit 1; }
echo "all tests passed"
