#!/usr/bin/env bash
# --jobs N writes byte for byte what one thread writes (jobs.hpp): each
# command on more lines than one batch holds (valid and invalid lines, a
# line longer than a batch, an empty one, a last line without "\n"), with
# 2 and 5 threads: standard output, standard error, both through one pipe
# (each diagnostic after the lines before it) and the exit status.
set -u
cli="$1"
passed=0 failed=0
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
{
  for i in $(seq 1 30000); do
    case $((i % 7)) in
      0) echo "http://example.com:$i/a b" ;;          # invalid everywhere
      1) echo "HTTP://Example.COM/%7e/./x/../$i?b=2&a=1#f" ;;
      2) echo "" ;;
      3) echo "https://xn--fa-hia.de:443/$i" ;;
      4) printf 'http://a/\xff%d\n' "$i" ;;                 # not UTF-8
      *) echo "//h/p?q=$i" ;;
    esac
  done
  printf 'http://long/%*s\n' 1100000 "" | tr ' ' a       # longer than a batch
  printf 'http://last/without-newline'
} > "$dir/in"
same() { # description, command...
  local what="$1"; shift
  "$@" < "$dir/in" > "$dir/o1" 2> "$dir/e1"; local s1=$?
  "$@" < "$dir/in" > "$dir/m1" 2>&1
  local ok=1
  for j in 2 5; do
    "$@" --jobs "$j" < "$dir/in" > "$dir/o2" 2> "$dir/e2"; local s2=$?
    "$@" --jobs "$j" < "$dir/in" > "$dir/m2" 2>&1
    if ! cmp -s "$dir/o1" "$dir/o2" || ! cmp -s "$dir/e1" "$dir/e2" || ! cmp -s "$dir/m1" "$dir/m2" || [[ $s1 -ne $s2 ]]; then
      ok=0; echo "FAIL $what --jobs $j: exit $s1 vs $s2"
    fi
  done
  if [[ $ok -eq 1 ]]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}
same "parse" "$cli" parse
same "parse --json" "$cli" parse --json
same "normalize --profile dedup" "$cli" normalize --profile dedup
same "web --json" "$cli" web --json
same "surt" "$cli" surt
same "site --web" "$cli" site --web
same "resolve" "$cli" resolve --base http://a/b/c
# On output that cannot be written (/dev/full), what one thread writes too:
# status 3 and the same diagnostics, stopping at the first failed flush
# (before a diagnostic; at a line end once 64 KiB are collected), also
# where that comes before the first invalid line.
full_same() { # description, input file, command...
  local what="$1" input="$2"; shift 2
  "$@" < "$input" > /dev/full 2> "$dir/f1"; local s1=$?
  local ok=1
  for j in 2 4; do
    "$@" --jobs "$j" < "$input" > /dev/full 2> "$dir/f2"; local s2=$?
    if ! cmp -s "$dir/f1" "$dir/f2" || [[ $s1 -ne $s2 || $s1 -ne 3 ]]; then
      ok=0; echo "FAIL $what --jobs $j > /dev/full: exit $s1 vs $s2, $(wc -l < "$dir/f1") vs $(wc -l < "$dir/f2") lines on stderr"
    fi
  done
  if [[ $ok -eq 1 ]]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}
if [[ -w /dev/full ]]; then
  for i in $(seq 1 40000); do if ((i % 3 == 0)); then echo "http://a b/$i"; else echo "http://example.com/$i"; fi; done > "$dir/mixed"
  { for i in $(seq 1 20000); do echo "http://example.com/$i"; done; echo "http://a b/"; } > "$dir/valid_first"
  full_same "parse, a third invalid" "$dir/mixed" "$cli" parse
  full_same "parse, 20,000 valid lines first" "$dir/valid_first" "$cli" parse
  full_same "parse --json, a third invalid" "$dir/mixed" "$cli" parse --json
  full_same "normalize, the mixed input of the other test" "$dir/in" "$cli" normalize
fi
# the usage errors
for bad in "--jobs" "--jobs x" "--jobs 257" "--jobs -1"; do
  # shellcheck disable=SC2086
  if "$cli" parse $bad < /dev/null > /dev/null 2>&1; [[ $? -eq 2 ]]; then passed=$((passed + 1)); else
    failed=$((failed + 1)); echo "FAIL parse $bad: not a usage error"; fi
done
echo "jobs: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
