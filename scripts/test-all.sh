#!/usr/bin/env bash
# The README's test command (and CI's): installs what is missing, then
#   1. builds with g++ (warnings as errors, invariant checks) and runs every
#      test: unit, differential, CLI golden files, packaging, the other
#      compiler, fuzz-corpus replays;
#   2. builds with clang under AddressSanitizer + UndefinedBehaviorSanitizer
#      and runs the same tests again;
#   3. builds the libFuzzer targets and fuzzes each one for a bounded time
#      (URIKIT_FUZZ_SECONDS, 60 by default).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup-debian.sh
echo "== 1/3: g++ build, all tests"
cmake --workflow --preset ci
echo "== 2/3: ASan + UBSan build, all tests"
cmake --workflow --preset asan
echo "== 3/3: libFuzzer targets, ${URIKIT_FUZZ_SECONDS:-60} s each"
cmake --workflow --preset fuzz > build/fuzz-build.log 2>&1 || { tail -n 50 build/fuzz-build.log; exit 1; }
./scripts/run-fuzzers.sh build/fuzz "${URIKIT_FUZZ_SECONDS:-60}"
echo "all tests passed"
