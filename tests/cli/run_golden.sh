#!/usr/bin/env bash
# Runs the urikit CLI on each golden case and diffs stdout, stderr and the exit status.
# A case NAME has: NAME.args (arguments, one per line; optional), NAME.in (stdin;
# optional), NAME.expected (stdout), NAME.expected_stderr (optional),
# NAME.expected_status (exit status; 0 when missing). A case with a file
# NAME.needs_idna is skipped with --without-idna (a build without ICU), one
# with NAME.needs_crypto with --without-crypto (a build without libcrypto),
# one with NAME.needs_re2 with --without-re2 (a build without RE2).
set -u
cli="$1"
cases="$2"
shift 2
without_idna=""
without_crypto=""
without_re2=""
for flag in "$@"; do
  [[ "$flag" == "--without-idna" ]] && without_idna="$flag"
  [[ "$flag" == "--without-crypto" ]] && without_crypto="$flag"
  [[ "$flag" == "--without-re2" ]] && without_re2="$flag"
done
failed=0
count=0
skipped=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for expected in "$cases"/*.expected; do
  name="${expected%.expected}"
  base=$(basename "$name")
  if [[ "$without_idna" == "--without-idna" && -f "$name.needs_idna" ]]; then
    echo "skip $base: needs IDNA"; skipped=$((skipped + 1)); continue
  fi
  if [[ -n "$without_crypto" && -f "$name.needs_crypto" ]]; then
    echo "skip $base: needs libcrypto"; skipped=$((skipped + 1)); continue
  fi
  if [[ -n "$without_re2" && -f "$name.needs_re2" ]]; then
    echo "skip $base: needs RE2"; skipped=$((skipped + 1)); continue
  fi
  count=$((count + 1))
  args=()
  if [[ -f "$name.args" ]]; then mapfile -t args < "$name.args"; fi
  input=/dev/null
  [[ -f "$name.in" ]] && input="$name.in"
  "$cli" "${args[@]}" < "$input" > "$tmp/out" 2> "$tmp/err"
  status=$?
  want_status=0
  [[ -f "$name.expected_status" ]] && want_status=$(cat "$name.expected_status")
  if ! diff -u "$expected" "$tmp/out" > "$tmp/diff"; then
    echo "FAIL $base: stdout differs"; cat "$tmp/diff"; failed=$((failed + 1)); continue
  fi
  if [[ -f "$name.expected_stderr" ]] && ! diff -u "$name.expected_stderr" "$tmp/err" > "$tmp/diff"; then
    echo "FAIL $base: stderr differs"; cat "$tmp/diff"; failed=$((failed + 1)); continue
  fi
  if [[ "$status" != "$want_status" ]]; then
    echo "FAIL $base: exit status $status, expected $want_status"; failed=$((failed + 1)); continue
  fi
  echo "ok   $base"
done
echo "$((count - failed)) passed, $failed failed, $skipped skipped"
[[ $count -gt 0 && $failed -eq 0 ]]
