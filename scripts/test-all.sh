#!/usr/bin/env bash
# The README's test command (and CI's): installs what is missing, then
#   1. builds with g++ (warnings as errors, invariant checks, the API reference
#      with Doxygen warnings as errors) and runs every test, two at a time:
#      unit, differential, CLI golden files, packaging (install + find_package
#      and pkg-config, must-not-compile cases), the other compiler building a
#      shared library, fuzz-corpus replays, and the complexity tests (callgrind);
#   2. builds without ICU and runs the tests again (IDNA says idna_unavailable);
#   3. builds with clang under AddressSanitizer + UndefinedBehaviorSanitizer
#      and runs the tests again;
#   4. builds the libFuzzer targets and fuzzes each one for a bounded time
#      (URIKIT_FUZZ_SECONDS, 45 by default);
#   5. builds the benchmarks and runs each workload briefly once, so the
#      harness and its peers keep working (no timing is checked).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup-debian.sh
echo "== 1/5: g++ build, all tests"
cmake --workflow --preset ci
echo "== 2/5: without ICU, all tests"
cmake --workflow --preset noicu
echo "== 3/5: ASan + UBSan build, all tests"
cmake --workflow --preset asan
echo "== 4/5: libFuzzer targets, ${URIKIT_FUZZ_SECONDS:-45} s each"
cmake --workflow --preset fuzz > build/fuzz-build.log 2>&1 || { tail -n 50 build/fuzz-build.log; exit 1; }
./scripts/run-fuzzers.sh build/fuzz "${URIKIT_FUZZ_SECONDS:-45}"
echo "== 5/5: benchmarks, a smoke run"
cmake --workflow --preset bench > build/bench-build.log 2>&1 || { tail -n 50 build/bench-build.log; exit 1; }
build/bench/bench/urikit_bench --benchmark_min_time=0.001 --benchmark_filter='kasztp' > build/bench-smoke.log 2>&1 ||
  { tail -n 50 build/bench-smoke.log; exit 1; }
echo "all tests passed"
