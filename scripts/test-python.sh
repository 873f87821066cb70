#!/usr/bin/env bash
# The Python package, as the README installs it: a venv that sees Debian's
# packages (pybind11, Scrapy, Dask, the peers of the benchmark), then
# `pip wheel --no-build-isolation ./python` installed there and in a fresh
# venv (the console script too), then its pytest suite
# (tests/python), mypy --strict on the package and a typed user script, and a
# brief run of the benchmark (python/bench/compare.py);
# the contract, batch and ownership tests under ASan + UBSan run in the asan
# preset's build (ctest python_contracts).
set -euo pipefail
cd "$(dirname "$0")/.."
venv=build/python-venv
mkdir -p build
if [[ ! -x $venv/bin/python ]]; then
  /usr/bin/python3 -m venv --system-site-packages "$venv"
fi
# One wheel (scripts/build-wheel.sh, the README's install route), installed
# into the test venv and into a fresh venv that sees nothing of Debian's
# packages, where the library, the console script and a dedup run without
# Dask work.
start=$SECONDS
./scripts/build-wheel.sh build/wheelhouse > /dev/null
echo "python: the wheel built in $((SECONDS - start)) s"
wheel=$(ls build/wheelhouse/urikit-*.whl)
"$venv/bin/pip" install --no-index --no-deps --force-reinstall --quiet "$wheel"
rm -rf build/wheel-venv
/usr/bin/python3 -m venv build/wheel-venv
build/wheel-venv/bin/pip install --no-index --quiet "$wheel"
(cd build && wheel-venv/bin/python -c 'import urikit; assert urikit.normalize("HTTP://A/b/../c", "http") == "http://a/c"')
build/wheel-venv/bin/urikit-dedup --help > /dev/null
printf 'http://A/x\nhttp://a:80/x\n' > build/wheel-venv/urls.txt
build/wheel-venv/bin/urikit-dedup build/wheel-venv/urls.txt --output build/wheel-venv/out --in-process --quiet \
  --profile http > /dev/null
grep -q $'^http://a/x\t2$' build/wheel-venv/out/urls-00000.tsv
# The types, meanwhile (one core each): mypy --strict (Debian's mypy) on the
# installed package and on a typed user script whose assert_type lines fail
# the check when a type is wrong; then the script runs, so it is real code.
(
  for target in "-p urikit" ../tests/python/typed_user.py ../python/tools/stub_docs.py; do
    # shellcheck disable=SC2086 # "-p urikit" is two words
    (cd build && mypy --config-file ../python/pyproject.toml --cache-dir mypy-cache \
      --python-executable "../$venv/bin/python" $target)
  done
  (cd build && "../$venv/bin/python" ../tests/python/typed_user.py > /dev/null)
) > build/python-mypy.log 2>&1 &
types=$!
# From build/, so that `import urikit` finds the installed package, not python/urikit.
# PYTHONMALLOC=debug overwrites freed memory at once: a binding that views an
# object it holds no reference to reads garbage or crashes (test_ownership.py).
(cd build && PYTHONMALLOC=debug "../$venv/bin/python" -m pytest -q -p no:cacheprovider ../tests/python)
wait "$types" || { cat build/python-mypy.log; exit 1; }
cat build/python-mypy.log
"$venv/bin/python" python/bench/compare.py --limit 300 --repetitions 1 > build/python-bench-smoke.log ||
  { cat build/python-bench-smoke.log; exit 1; }
