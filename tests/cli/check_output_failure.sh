#!/usr/bin/env bash
# A CLI whose output cannot be written fails with status 3 (SPEC.md, the
# command-line contract) and says so on standard error: /dev/full refuses
# every write with ENOSPC. Each command, with and without --json, with
# inputs from standard input (more than one output block) and as
# arguments; --help and --version too. A status of 0 or 1 here would
# report success for output that was lost.
set -u
cli="$1"
if [[ ! -w /dev/full ]]; then echo "no /dev/full: 0 passed, 0 failed"; exit 0; fi
passed=0 failed=0
expect_3() { # description, command...
  local what="$1"; shift
  local err status
  err=$("$@" 2>&1 >/dev/full)
  status=$?
  if [[ $status -eq 3 && $err == *"could not be written"* ]]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1)); echo "FAIL $what: exit $status, stderr: ${err:0:200}"
  fi
}
lines=$(mktemp)
trap 'rm -f "$lines"' EXIT
for i in $(seq 1 20000); do echo "http://example.com/$i?q=$i"; done > "$lines"
for cmd in parse "normalize --profile http" web surt site origin target to-uri to-iri; do
  for json in "" --json; do
    # shellcheck disable=SC2086
    expect_3 "$cmd $json < many lines" bash -c "\"$cli\" $cmd $json < \"$lines\""
    # shellcheck disable=SC2086
    expect_3 "$cmd $json --jobs 3 < many lines" bash -c "\"$cli\" $cmd $json --jobs 3 < \"$lines\""
    # shellcheck disable=SC2086
    expect_3 "$cmd $json one argument" "$cli" $cmd $json http://a/
  done
done
expect_3 "an invalid input (exit 1 otherwise)" "$cli" parse "http://a b/"
expect_3 "--help" "$cli" --help
expect_3 "--version" "$cli" --version
echo "output failure: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
