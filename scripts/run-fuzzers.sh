#!/usr/bin/env bash
# Runs every libFuzzer target of a `fuzz` preset build for a bounded time,
# starting from the committed seeds (fuzz/corpus/<target>) in a scratch
# corpus, with the dictionary fuzz/uri.dict. Exits non-zero on the first
# finding (crash, sanitizer report, property failure, timeout or OOM); the
# reproducer is left in the scratch folder and named in the log.
#   scripts/run-fuzzers.sh [BUILD_DIR] [SECONDS_PER_TARGET] [TARGET ...]
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/fuzz}"
seconds="${2:-60}"
shift $(( $# >= 2 ? 2 : $# ))
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  targets=(parse normalize equivalent resolve iri pct builder web crawl diff_boost_url)
fi
work="$build/fuzz-work"
mkdir -p "$work"
status=0
for t in "${targets[@]}"; do
  exe="$build/fuzz/fuzz_$t"
  [[ -x "$exe" ]] || { echo "missing $exe (build the fuzz preset first)"; exit 2; }
  mkdir -p "$work/$t" "$work/$t-artifacts"
  log="$work/$t.log"
  if "$exe" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
      -dict=fuzz/uri.dict -artifact_prefix="$work/$t-artifacts/" -print_final_stats=1 \
      "$work/$t" fuzz/corpus/"$t" > "$log" 2>&1; then
    runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo "?")
    echo "fuzz_$t: ${seconds}s, $runs executions, no finding"
  else
    echo "fuzz_$t: FINDING (see $log and $work/$t-artifacts/)"
    tail -n 40 "$log"
    status=1
  fi
done
exit $status
