#!/usr/bin/env bash
# Runs Doxygen on the generated Doxyfile; any warning fails (WARN_AS_ERROR =
# FAIL_ON_WARNINGS), and then the warnings are printed.
#   run_doxygen.sh DOXYGEN DOXYFILE WARNINGS_LOG
set -u
doxygen="$1"; doxyfile="$2"; log="$3"
rm -f "$log"
"$doxygen" "$doxyfile"
status=$?
if [[ $status -ne 0 ]]; then
  echo "doxygen failed (exit $status):"
  [[ -f "$log" ]] && cat "$log"
fi
exit $status
