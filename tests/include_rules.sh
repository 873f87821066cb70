#!/usr/bin/env bash
# Which folder may include which (STYLE.md §2.3). Prints each violation.
set -u
root="$1"
cd "$root"
bad=0
check() { # description, pattern, files...
  local what="$1" pattern="$2"; shift 2
  local hits
  hits=$(grep -nE "$pattern" "$@" 2>/dev/null)
  if [[ -n "$hits" ]]; then echo "VIOLATION: $what"; echo "$hits"; bad=1; fi
}
public=$(find include -name '*.hpp')
check "public headers include only the standard library and urikit/" '#\s*include\s*<(boost|unicode|re2)/' $public
check "public headers never include grammar/ or src/" '#\s*include\s*"' $public
src=$(find src tools -name '*.cpp' -o -name '*.hpp' | grep -v '^$')
check "src/ and tools/ never include Spirit" 'boost/spirit' $src
check "only the ICU build variants (src/*/*_icu.cpp) include ICU" '#\s*include\s*<unicode/' $(echo "$src" | grep -v -e '_icu\.cpp$')
check "only src/pattern/regexp_engine_re2.cpp includes RE2" '#\s*include\s*<re2/' $(echo "$src" | grep -v 'src/pattern/regexp_engine_re2.cpp')
check "only src/crawl/public_suffix_psl.cpp includes libpsl" '#\s*include\s*<libpsl' $(echo "$src" | grep -v 'src/crawl/public_suffix_psl.cpp')
check "tools/ uses only the public API" '#\s*include\s*"\.\./' $(find tools -name '*.cpp' -o -name '*.hpp')
check "the X3-free grammar headers stay X3-free" 'boost/spirit|#\s*include\s*"config.hpp"' grammar/split.hpp src/core/charsets.hpp
check "tests never include X3 or the rule headers" 'boost/spirit|grammar/(config|char_parsers|actions|scheme|authority|host|path|query_fragment|uri_reference)\.hpp' $(find tests -name '*.cpp' -o -name '*.hpp')
check "no bare assert() in the library" '(^|[^_A-Z])assert\(' $(find src grammar include -name '*.cpp' -o -name '*.hpp')
check "no throw in the library" '(^|[^a-z_])throw[ ;(]' $(find src grammar include -name '*.cpp' -o -name '*.hpp')
# The modules of src/ depend one way (HACKING.md, "Where things are"): a
# folder includes only itself and the folders before it in this order.
modules=(core idna rfc3986 iri web pattern http crawl capi)
for i in "${!modules[@]}"; do
  later=("${modules[@]:$((i + 1))}")
  [[ ${#later[@]} -eq 0 ]] && continue
  pattern="#\s*include\s*\"src/($(IFS='|'; echo "${later[*]}"))/"
  check "src/${modules[$i]}/ includes no module after it (${later[*]})" "$pattern" \
    $(find "src/${modules[$i]}" -name '*.cpp' -o -name '*.hpp')
done
# grammar/ sits between core and the rest: it includes src/core/ only, and
# src/core/ includes nothing of grammar/ (the class table is src/core/charsets.hpp).
check "src/core/ includes nothing of grammar/" '#\s*include\s*"(grammar/|\.\./grammar/)' $(find src/core -name '*.cpp' -o -name '*.hpp')
check "grammar/ includes no module of src/ but core" '#\s*include\s*"src/(idna|rfc3986|iri|web|pattern|http|crawl|capi)/' \
  $(find grammar -name '*.cpp' -o -name '*.hpp')
unknown=$(find src -mindepth 1 -maxdepth 1 -type d | sed 's|src/||' | grep -vxE "$(IFS='|'; echo "${modules[*]}")")
if [[ -n "$unknown" ]]; then echo "VIOLATION: src/ folders not in the module order: $unknown"; bad=1; fi
if [[ $bad -eq 0 ]]; then echo "include rules: 1 passed, 0 failed"; else echo "include rules: 0 passed, 1 failed"; fi
exit $bad
