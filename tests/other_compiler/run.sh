#!/usr/bin/env bash
# Builds urikit with the other supported compiler (clang++-14 when the main
# build uses g++, g++ otherwise) as a SHARED library, warnings as errors, then:
#   - checks that the library exports only the public API (urikit::, not its
#     detail/grammar internals; weak instantiations of std templates aside),
#     and exactly the C functions include/urikit/urikit.h declares;
#   - runs the CLI golden files (the CLI links the .so). The unit tests run
#     under clang in the ASan stage: not again here.
set -eu
src="$1"; work="$2"; main_cxx="$3"
if [[ "$(basename "$main_cxx")" == clang* ]]; then other=g++; else other=clang++-14; fi
command -v "$other" > /dev/null || { echo "other compiler $other not installed (scripts/setup-debian.sh installs it)"; exit 1; }
cmake -S "$src" -B "$work" -G Ninja -DCMAKE_CXX_COMPILER="$other" -DCMAKE_BUILD_TYPE=Release \
  -DBUILD_SHARED_LIBS=ON -DURIKIT_WARNINGS_AS_ERRORS=ON -DURIKIT_DEVELOPMENT_CHECKS=ON \
  -DURIKIT_PACKAGING_TESTS=OFF -DURIKIT_SHARED_DATA="$src/../shared/data" \
  > "$work.configure.log" 2>&1 || { cat "$work.configure.log"; exit 1; }
cmake --build "$work" --target urikit urikit_cli
lib=$(find "$work" -maxdepth 1 -name 'liburikit.so.*' -type f | head -n 1)
[[ -n "$lib" ]] || { echo "no shared library was built"; exit 1; }
echo "shared library: $(basename "$lib"), SONAME $(objdump -p "$lib" | awk '/SONAME/ {print $2}')"
bash "$src/tests/check_exports.sh" "$lib" "$src"
cd "$work" && ctest -R '^cli_golden$' --output-on-failure
