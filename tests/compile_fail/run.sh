#!/usr/bin/env bash
# Each case here must compile with -DURIKIT_COMPILE_OK and must NOT compile
# without it, failing for the reason its "// expect:" line names (an
# extended regex matched against the compiler's messages). The compiler runs
# on its own (-fsyntax-only -Werror), so the cases are independent of any
# build tree; a "// compiler:" line names the one a case needs (clang++-14
# for what only clang's lifetime analysis sees), a "// misuse-std:" line the
# language standard of the misuse's compile (c++20 otherwise).
#   run.sh CXX INCLUDE_DIR CASES_DIR WORK_DIR
set -u
cxx="$1"; include="$2"; cases="$3"; work="$4"
mkdir -p "$work"
failed=0; count=0
for src in "$cases"/*.cpp; do
  name=$(basename "$src" .cpp)
  count=$((count + 1))
  expect=$(sed -n 's|^// expect: ||p' "$src" | head -n 1)
  compiler=$(sed -n 's|^// compiler: ||p' "$src" | head -n 1)
  compiler="${compiler:-$cxx}"
  misuse_std=$(sed -n 's|^// misuse-std: ||p' "$src" | head -n 1)
  misuse_std="${misuse_std:-c++20}"
  command -v "$compiler" > /dev/null || { echo "FAIL $name: $compiler is not installed"; failed=$((failed + 1)); continue; }
  if ! "$compiler" -std=c++20 -fsyntax-only -Werror -I "$include" -DURIKIT_COMPILE_OK "$src" > "$work/$name.ok.log" 2>&1; then
    echo "FAIL $name: the correct use does not compile"; cat "$work/$name.ok.log"; failed=$((failed + 1)); continue
  fi
  if "$compiler" -std="$misuse_std" -fsyntax-only -Werror -I "$include" "$src" > "$work/$name.fail.log" 2>&1; then
    echo "FAIL $name: the misuse compiles"; failed=$((failed + 1)); continue
  fi
  # The reason is the first error the compiler gives, not one among many.
  first=$(grep -E -m 1 ": error|: fatal error" "$work/$name.fail.log" || true)
  if [[ -z "$expect" ]] || ! grep -Eq "$expect" <<< "$first"; then
    echo "FAIL $name: the misuse fails for another reason than /$expect/"; cat "$work/$name.fail.log"
    failed=$((failed + 1)); continue
  fi
  echo "ok   $name (refused: /$expect/)"
done
echo "$((count - failed)) passed, $failed failed"
[[ $count -gt 0 && $failed -eq 0 ]]
