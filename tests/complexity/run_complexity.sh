#!/usr/bin/env bash
# Runs the complexity tests (complexity_test.cpp says what they check).
#   run_complexity.sh callgrind VALGRIND BINARY WORK_DIR TEST_CASE
#     the test case under callgrind: every measured call ends in a callgrind
#     dump that the test reads back (URIKIT_CALLGRIND_OUT names the dump
#     files) and deletes, so work is counted in instructions, exactly;
#   run_complexity.sh screened VALGRIND BINARY WORK_DIR TEST_CASE
#     the test case natively first (CPU time; pairs it cannot clear go to a
#     suspects file), then under callgrind for the suspects only.
set -eu
mode="$1"; valgrind="$2"; binary="$3"; work="$4"; test_case="$5"
rm -rf "$work"; mkdir -p "$work"
args=(--run_test="complexity/$test_case" --report_level=short --log_level=message)
under_callgrind() {
  URIKIT_CALLGRIND_OUT="$work/cg.out" "$valgrind" --tool=callgrind --callgrind-out-file="$work/cg.out" \
    --dump-instr=no --dump-line=no --compress-strings=no -q "$binary" "$@"
}
case "$mode" in
  callgrind)
    under_callgrind "${args[@]}"
    ;;
  screened)
    export URIKIT_COMPLEXITY_SUSPECTS="$work/suspects"
    : > "$URIKIT_COMPLEXITY_SUSPECTS"
    echo "== native screen (CPU time)"
    # glibc copies blocks above 8 KiB with "rep movsb"; on AMD EPYC (this CI's
    # machine) that runs up to 8x slower for some relative alignments
    # of source and destination, so a 512 KiB copy took 300 us in one call
    # and 40 us in the next, and the screen left every seventh pair to
    # callgrind (25 min). The screen copies with vector loops instead.
    GLIBC_TUNABLES=glibc.cpu.x86_rep_movsb_threshold=1073741824 "$binary" "${args[@]}"
    echo "== callgrind on the $(wc -l < "$URIKIT_COMPLEXITY_SUSPECTS") suspects the screen could not clear"
    if [[ -s "$URIKIT_COMPLEXITY_SUSPECTS" ]]; then
      cut -f1,2 "$URIKIT_COMPLEXITY_SUSPECTS" | sed 's/^/   /'
      under_callgrind "${args[@]}"
    fi
    ;;
  *) echo "unknown mode $mode"; exit 2 ;;
esac
