#!/usr/bin/env bash
# Installs the build tree into a scratch prefix, then builds and runs
# tests/consumer/main.cpp against it the way a user would:
#   find_package: a CMake project with find_package(urikit) (CMakeLists.txt here);
#   pkg-config:   the compiler with `pkg-config --cflags --libs urikit`;
#   c_find_package, c_pkg_config: the same from C (examples/c_api.c, a C
#                 compiler only: `cc -std=c99 c_api.c $(pkg-config ...)` as
#                 its first lines say, and a `LANGUAGES C` CMake project);
#   acceptance:   every program of ACCEPTANCE_DIR (../shared/acceptance: written
#                 as users write them), built as its README says with g++ and
#                 clang++ (-std=c++20 -Wall, and no warning), must print its
#                 .expected file exactly.
#   run.sh MODE BUILD_DIR WORK_DIR CXX [ACCEPTANCE_DIR]
set -eu
mode="$1"; build="$2"; work="$3"; cxx="$4"; acceptance="${5:-}"
here="$(cd "$(dirname "$0")" && pwd)"
rm -rf "$work"; mkdir -p "$work"
cmake --install "$build" --prefix "$work/prefix" > "$work/install.log"
# A build with the reference installs it.
if [[ -f "$build/docs/html/index.html" && ! -f "$work/prefix/share/doc/urikit/html/index.html" ]]; then
  echo "the HTML reference was built but not installed under share/doc/urikit/html"; exit 1
fi
case "$mode" in
  find_package)
    cmake -S "$here" -B "$work/build" -G Ninja -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_PREFIX_PATH="$work/prefix" \
      > "$work/configure.log"
    cmake --build "$work/build" > "$work/build.log"
    "$work/build/consumer"
    ;;
  pkg-config)
    pc=$(find "$work/prefix" -name urikit.pc)
    [[ -n "$pc" ]] || { echo "urikit.pc was not installed"; exit 1; }
    export PKG_CONFIG_PATH="$(dirname "$pc")"
    # Both forms a user types: plain, and --static (a static liburikit.a
    # must link with either).
    for static in "" "--static"; do
      flags=$(pkg-config --cflags --libs $static urikit)
      echo "pkg-config $static urikit: $flags"
      # shellcheck disable=SC2086
      "$cxx" -std=c++20 "$here/main.cpp" -o "$work/consumer" $flags
      LD_LIBRARY_PATH="$(dirname "$(dirname "$pc")")" "$work/consumer"
    done
    ;;
  c_find_package)
    cmake -S "$here/c" -B "$work/build" -G Ninja -DCMAKE_C_COMPILER="${CC:-cc}" -DCMAKE_PREFIX_PATH="$work/prefix" \
      -DURIKIT_C_PROGRAM="$here/../../examples/c_api.c" > "$work/configure.log"
    cmake --build "$work/build" > "$work/build.log"
    "$work/build/c_consumer" | tee "$work/out.txt"
    grep -q '^dedup: ' "$work/out.txt"
    ;;
  c_pkg_config)
    pc=$(find "$work/prefix" -name urikit.pc)
    export PKG_CONFIG_PATH="$(dirname "$pc")"
    for static in "" "--static"; do
      flags=$(pkg-config --cflags --libs $static urikit)
      echo "pkg-config $static urikit: $flags"
      # shellcheck disable=SC2086
      "${CC:-cc}" -std=c99 -Wall -Werror "$here/../../examples/c_api.c" -o "$work/c_consumer" $flags
      LD_LIBRARY_PATH="$(dirname "$(dirname "$pc")")" "$work/c_consumer" | tee "$work/out.txt"
      grep -q '^dedup: ' "$work/out.txt"
    done
    # As Go's cgo links (#cgo pkg-config: urikit): the object first, then the
    # libraries, under --as-needed.
    "${CC:-cc}" -std=c99 -c "$here/../../examples/c_api.c" -o "$work/c_api.o" $(pkg-config --cflags urikit)
    # shellcheck disable=SC2046
    "${CC:-cc}" "$work/c_api.o" -o "$work/c_cgo" -Wl,--as-needed $(pkg-config --libs urikit)
    LD_LIBRARY_PATH="$(dirname "$(dirname "$pc")")" "$work/c_cgo" | grep -q '^dedup: https://example.com/a%20b?id=7&p%5B%5D=1$'
    ;;
  readme)
    # The README's snippets and commands against this installed tree.
    "${PYTHON3:-python3}" "$here/../readme_snippets.py" "$here/../.." "$work/prefix" "$cxx" "${CC:-cc}" "$work"
    ;;
  acceptance)
    pc=$(find "$work/prefix" -name urikit.pc)
    export PKG_CONFIG_PATH="$(dirname "$pc")"
    flags=$(pkg-config --cflags --libs urikit)
    count=0
    for program in "$acceptance"/*.cpp; do
      name=$(basename "$program" .cpp)
      for compiler in g++ clang++-14; do
        # shellcheck disable=SC2086
        if ! "$compiler" -std=c++20 -Wall "$program" -o "$work/$name" $flags > "$work/$name.log" 2>&1 ||
           [[ -s "$work/$name.log" ]]; then
          echo "FAIL $name: does not compile warning-free with $compiler"; cat "$work/$name.log"; exit 1
        fi
        LD_LIBRARY_PATH="$(dirname "$(dirname "$pc")")" "$work/$name" > "$work/$name.out"
        if ! diff -u "${program%.cpp}.expected" "$work/$name.out"; then
          echo "FAIL $name ($compiler): its output differs from $name.expected"; exit 1
        fi
        echo "ok   $name ($compiler)"
      done
      count=$((count + 1))
    done
    [[ $count -gt 0 ]] || { echo "no program in $acceptance"; exit 1; }
    ;;
  *) echo "unknown mode $mode"; exit 2 ;;
esac
