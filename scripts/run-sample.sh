#!/usr/bin/env bash
# The README's first command: installs what is missing, builds the optimized
# CLI, and parses the bundled sample (data/sample-urls.txt) line by line.
# urikit exits 1 when some input is invalid; the sample holds invalid lines on
# purpose, so 0 and 1 both count as success here.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup-debian.sh
cmake --workflow --preset release > /dev/null
out=build/sample-parse.jsonl
status=0
build/release/urikit parse --json < data/sample-urls.txt > "$out" || status=$?
if [[ $status -gt 1 ]]; then
  echo "urikit failed with exit status $status" >&2
  exit "$status"
fi
head -n 20 "$out"
echo "..."
total=$(wc -l < data/sample-urls.txt)
invalid=$(grep -c '"ok":false' "$out" || true)
echo "parsed $total lines of data/sample-urls.txt: $((total - invalid)) valid, $invalid invalid (exit status $status); all results in $out"
