#!/usr/bin/env bash
# Runs every libFuzzer target of a build with URIKIT_FUZZ_LIBFUZZER (the
# `asan` preset's, or the `fuzz` preset's) for a bounded time,
# starting from the committed seeds (fuzz/corpus/<target>) in a scratch
# corpus, with the dictionary fuzz/<target>.dict or fuzz/uri.dict, one target per core at a time
# (URIKIT_FUZZ_JOBS to choose). Exits non-zero on any finding (crash,
# sanitizer report, property failure, timeout or OOM); the reproducer is left
# in the scratch folder and named in the log.
#   scripts/run-fuzzers.sh [BUILD_DIR] [SECONDS_PER_TARGET] [TARGET ...]
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/asan}"
seconds="${2:-60}"
shift $(( $# >= 2 ? 2 : $# ))
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then # every target the build made (fuzz/CMakeLists.txt lists them once)
  for exe in "$build"/fuzz/fuzz_*; do
    [[ -x $exe && -f $exe ]] && targets+=("${exe##*/fuzz_}")
  done
  if [[ ${#targets[@]} -eq 0 ]]; then
    echo "run-fuzzers: no fuzz target in $build/fuzz" >&2
    exit 1
  fi
fi
work="$build/fuzz-work"
jobs="${URIKIT_FUZZ_JOBS:-$(nproc)}"
mkdir -p "$work"
# One target: its summary line goes to $work/<target>.result, exit status 1
# on a finding.
run_target() {
  local t="$1" exe="$build/fuzz/fuzz_$1" log="$work/$1.log"
  mkdir -p "$work/$t" "$work/$t-artifacts"
  local dict=fuzz/uri.dict
  [[ -f fuzz/$t.dict ]] && dict=fuzz/$t.dict # a target's own tokens (ecma: regexp syntax)
  if "$exe" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
      -dict="$dict" -artifact_prefix="$work/$t-artifacts/" -print_final_stats=1 \
      "$work/$t" fuzz/corpus/"$t" > "$log" 2>&1; then
    runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo "?")
    echo "fuzz_$t: ${seconds}s, $runs executions, no finding" > "$work/$t.result"
  else
    { echo "fuzz_$t: FINDING (see $log and $work/$t-artifacts/)"; tail -n 40 "$log"; } > "$work/$t.result"
    return 1
  fi
}
for t in "${targets[@]}"; do
  [[ -x "$build/fuzz/fuzz_$t" ]] || { echo "missing $build/fuzz/fuzz_$t (build the asan or fuzz preset first)"; exit 2; }
done
# The targets run $jobs at a time (one per core: each is single-threaded).
status=0
running=0
for t in "${targets[@]}"; do
  if (( running >= jobs )); then
    wait -n || status=1
    running=$((running - 1))
  fi
  run_target "$t" &
  running=$((running + 1))
done
while (( running > 0 )); do
  wait -n || status=1
  running=$((running - 1))
done
for t in "${targets[@]}"; do cat "$work/$t.result"; done
exit $status
