#!/usr/bin/env bash
# A shared liburikit exports the public API only: urikit:: symbols (not its
# detail/grammar/cli internals; weak instantiations of std templates aside)
# and exactly the C functions include/urikit/urikit.h declares. Run by
# ctest exports_main_compiler on the library of a shared build (the asan
# preset: clang) or one linked from a static build's objects (ci: g++), and
# on the other compiler's shared build (tests/other_compiler/run.sh).
#   check_exports.sh LIB SOURCE_DIR
set -eu
lib="$1"; src="$2"
# Exported, defined symbols that are neither public urikit API nor weak std
# instantiations. A local symbol (lowercase type: the bounds of libFuzzer's
# coverage sections in a URIKIT_FUZZ_LIBFUZZER build) binds nothing outside.
leaks=$(nm -DC --defined-only "$lib" |
  awk '{ type = $2; $1 = ""; $2 = ""; sub(/^  /, ""); print type "\t" $0 }' |
  grep -vE $'^[A-Za-z]\t(urikit::|typeinfo (name )?for urikit::|vtable for urikit::)' |
  grep -vE $'^T\turikit_[a-z0-9_]+$' |
  grep -vE $'^[VWuvw]\t' |
  grep -vE $'^[abdgrst]\t' |
  grep -vE $'^[A-Za-z]\t(_init|_fini|_edata|_end|__bss_start)$' || true)
internal=$(nm -DC --defined-only "$lib" | grep -E 'urikit::(detail|grammar|cli)::' || true)
if [[ -n "$leaks$internal" ]]; then
  echo "exported symbols outside the public API:"; echo "$leaks"; echo "$internal"; exit 1
fi
c_exported=$(nm -D --defined-only "$lib" | awk '$2 == "T" && $3 ~ /^urikit_/ {print $3}' | sort)
c_declared=$(grep -oE 'URIKIT_API[^;(]*\<urikit_[a-z0-9_]+ *\(' "$src/include/urikit/urikit.h" |
  grep -oE 'urikit_[a-z0-9_]+ *\($' | tr -d ' (' | sort)
if [[ "$c_exported" != "$c_declared" ]]; then
  echo "the C functions exported and those urikit.h declares differ:"; diff <(echo "$c_declared") <(echo "$c_exported"); exit 1
fi
echo "exports: $(nm -DC --defined-only "$lib" | grep -c 'urikit::') urikit symbols, no internals;" \
  "$(echo "$c_exported" | wc -l) C functions, exactly urikit.h's"
