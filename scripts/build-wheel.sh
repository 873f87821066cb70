#!/usr/bin/env bash
# Builds the Python package's wheel once, with Debian's python3 and what
# Debian ships (pybind11-dev, python3-setuptools, python3-wheel, CMake, the
# C++ libraries), into build/wheelhouse/; the wheel then installs into any
# venv on this machine, one without Debian's packages too:
#   python3 -m venv env && env/bin/pip install build/wheelhouse/urikit-*.whl
# (A venv without them cannot build the package itself: pip's build needs
# the wheel package and pybind11, which such a venv does not have offline.)
#   scripts/build-wheel.sh [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup-debian.sh
out="${1:-build/wheelhouse}"
mkdir -p build
venv=build/python-venv
if [[ ! -x $venv/bin/python ]]; then
  /usr/bin/python3 -m venv --system-site-packages "$venv"
fi
rm -rf "$out"
URIKIT_CMAKE_ARGS="${URIKIT_CMAKE_ARGS:--DURIKIT_WARNINGS_AS_ERRORS=ON}" \
  "$venv/bin/pip" wheel --no-build-isolation --no-index --no-deps --quiet -w "$out" ./python
ls "$out"/urikit-*.whl
