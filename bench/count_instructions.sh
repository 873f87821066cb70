#!/usr/bin/env bash
# Instructions per URL of every parse and normalize workload of the benchmark,
# counted by callgrind: repeatable whatever else the machine is doing, unlike
# the timings. Usage: bench/count_instructions.sh [path/to/urikit_bench [JOB]]
# (JOB: parse, normalize, web, crawl, iri, params, search_params, pattern, edits, guard or resolve, with the table passes).
set -euo pipefail
bin=${1:-build/bench/bench/urikit_bench}
job=${2:-}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no \
  --callgrind-out-file="$dir/cg" "$bin" --instructions $job >"$dir/calls" 2>"$dir/log" || {
  cat "$dir/log" >&2
  exit 1
}
# Each dump names its workload ("desc: Trigger: Client Request: <name>") and
# gives its total ("totals: <Ir>").
for f in "$dir"/cg.*; do
  name=$(sed -n 's/^desc: Trigger: Client Request: //p' "$f")
  total=$(sed -n 's/^totals: //p' "$f")
  [[ -n $name ]] && echo "$name $total"
done | sort >"$dir/totals"
sort "$dir/calls" | join - "$dir/totals" |
  awk '{ printf "%-45s %10.0f instructions/URL over %d calls\n", $1, $3 / $2, $2 }'
