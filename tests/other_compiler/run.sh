#!/usr/bin/env bash
# Builds urikit with the other supported compiler (clang++-14 when the main
# build uses g++, g++ otherwise) with warnings as errors, then runs its unit
# tests: both compilers must build the project warning-free.
set -eu
src="$1"; work="$2"; main_cxx="$3"
if [[ "$(basename "$main_cxx")" == clang* ]]; then other=g++; else other=clang++-14; fi
command -v "$other" > /dev/null || { echo "other compiler $other not installed (scripts/setup-debian.sh installs it)"; exit 1; }
cmake -S "$src" -B "$work" -G Ninja -DCMAKE_CXX_COMPILER="$other" -DCMAKE_BUILD_TYPE=Release \
  -DURIKIT_WARNINGS_AS_ERRORS=ON -DURIKIT_DEVELOPMENT_CHECKS=ON -DURIKIT_SHARED_DATA="$src/../shared/data" \
  > "$work.configure.log" 2>&1 || { cat "$work.configure.log"; exit 1; }
cmake --build "$work" --target urikit_tests urikit_cli
cd "$work" && ctest -R '^unit$' --output-on-failure
