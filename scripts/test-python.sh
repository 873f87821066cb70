#!/usr/bin/env bash
# The Python package, as the README installs it: a venv that sees Debian's
# packages (pybind11, Scrapy, Dask, the peers of the benchmark), then
# `pip install --no-build-isolation ./python`, then its pytest suite
# (tests/python) and a brief run of the benchmark (python/bench/compare.py).
set -euo pipefail
cd "$(dirname "$0")/.."
venv=build/python-venv
mkdir -p build
if [[ ! -x $venv/bin/python ]]; then
  /usr/bin/python3 -m venv --system-site-packages "$venv"
fi
URIKIT_CMAKE_ARGS="-DURIKIT_WARNINGS_AS_ERRORS=ON" \
  "$venv/bin/pip" install --no-build-isolation --no-index --quiet ./python
# From build/, so that `import urikit` finds the installed package, not python/urikit.
(cd build && "../$venv/bin/python" -m pytest -q -p no:cacheprovider ../tests/python)
"$venv/bin/python" python/bench/compare.py --limit 300 --repetitions 1 > build/python-bench-smoke.log ||
  { cat build/python-bench-smoke.log; exit 1; }
