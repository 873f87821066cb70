#!/usr/bin/env bash
# The Python package's contract, batch and ownership tests against the module
# of a CMake build (URIKIT_BUILD_PYTHON_MODULE): the package is put together
# in PACKAGE_DIR from python/urikit/ and the module, then pytest runs in it,
# with a sanitizer runtime preloaded when the build has one (leak checks off:
# the interpreter keeps its objects).
#   run_in_build.sh PYTHON MODULE SOURCE_DIR PACKAGE_DIR [PRELOAD]
set -euo pipefail
python="$1"; module="$2"; source="$3"; package="$4"; preload="${5:-}"
rm -rf "$package"
mkdir -p "$package/urikit"
cp "$source"/python/urikit/*.py "$source"/python/urikit/py.typed "$module" "$package/urikit/"
tests=("$source"/tests/python/test_contracts.py "$source"/tests/python/test_batch.py
       "$source"/tests/python/test_ownership.py)
# From the package folder, so that `import urikit` finds this build's package.
cd "$package"
if [[ -n $preload ]]; then
  export LD_PRELOAD="$preload" ASAN_OPTIONS=detect_leaks=0
fi
PYTHONPATH="$package" exec "$python" -m pytest -q -p no:cacheprovider "${tests[@]}"
