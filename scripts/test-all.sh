#!/usr/bin/env bash
# The README's test command (and CI's): installs what is missing, then
#   1. builds with g++ (warnings as errors, invariant checks, the API reference
#      with Doxygen warnings as errors) and runs every test, two at a time:
#      unit, differential, CLI golden files, packaging (install + find_package
#      and pkg-config, must-not-compile cases), fuzz-corpus replays, the
#      complexity tests (screened natively, decided by callgrind), and each
#      benchmark workload run briefly once, so the harness and its peers keep
#      working (no timing is checked);
#   2. installs the Python package into a venv and runs its pytest suite
#      (scripts/test-python.sh);
#   3. builds without ICU and runs the tests again (IDNA says idna_unavailable);
#   4. builds with clang (urikit as a shared library, warnings as errors)
#      under AddressSanitizer + UndefinedBehaviorSanitizer and runs the tests
#      again (the library's exports among them), and the Python package's
#      contract, batch and ownership tests in that build's module; the fuzz
#      targets of this build are linked with libFuzzer;
#   5. builds the library and the thread tests under ThreadSanitizer and
#      runs them;
#   6. fuzzes each libFuzzer target of the ASan build for a bounded time
#      (URIKIT_FUZZ_SECONDS, 45 by default), one per core at a time.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup-debian.sh
# Each stage's line says when it started, so a run's log shows where its time went.
stage() { echo "== $1 (at ${SECONDS} s)"; }
stage "1/6: g++ build, all tests"
cmake --workflow --preset ci
stage "2/6: the Python package (pip install into a venv, pytest)"
./scripts/test-python.sh
stage "3/6: without ICU, all tests"
cmake --workflow --preset noicu
stage "4/6: ASan + UBSan build, all tests"
cmake --workflow --preset asan
stage "5/6: ThreadSanitizer, the thread tests"
cmake --workflow --preset tsan
stage "6/6: libFuzzer targets, ${URIKIT_FUZZ_SECONDS:-45} s each"
./scripts/run-fuzzers.sh build/asan "${URIKIT_FUZZ_SECONDS:-45}"
echo "all tests passed (${SECONDS} s)"
