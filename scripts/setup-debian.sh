#!/usr/bin/env bash
# Installs what urikit needs on Debian 12 (bookworm), only when something is missing.
# Idempotent: a second run installs nothing and exits 0.
set -euo pipefail

packages=(
  cmake ninja-build g++ clang-14 ccache pkg-config
  libboost1.81-dev libboost-test1.81-dev   # Spirit X3, Boost.Test (Debian 12 has 1.81; any Boost >= 1.81 builds urikit)
  libicu-dev                               # UTS #46 IDNA
  libpsl-dev publicsuffix                  # registrable domains: libpsl and Debian's Public Suffix List
  libssl-dev                               # SHA-256 of Safe Browsing expressions (OpenSSL's libcrypto)
  libre2-dev                               # URL patterns: RE2 runs their regular expressions in linear time
  libboost-url1.81-dev liburiparser-dev    # peers for differential tests and benchmarks
  libbenchmark-dev                         # Google Benchmark
  libcurl4-openssl-dev                     # curl_url, a peer in the benchmarks
  valgrind                                 # callgrind: instruction counts of the benchmarks and the complexity tests
  doxygen                                  # the API reference (warnings are errors in CI)
  python3 python3-matplotlib               # bench/report.py: the README tables and chart
  nodejs                                   # Node's URL: the web mode's differential peer
  # the Python package: its build (pybind11, a venv with pip), its tests and its integrations
  pybind11-dev python3-dev python3-venv python3-pip python3-setuptools python3-wheel python3-pytest
  python3-scrapy python3-distributed python3-dask python3-pandas
  mypy                                     # mypy --strict on the package and a typed user script
  # Python peers in python/bench/compare.py
  python3-w3lib python3-yarl python3-rfc3986 python3-url-normalize
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if ((${#missing[@]} == 0)); then
  exit 0
fi

echo "setup-debian: installing ${missing[*]}" >&2
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
