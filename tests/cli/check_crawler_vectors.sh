#!/usr/bin/env bash
# The crawler vectors of shared/data/crawler through the CLI: every
# safe-browsing.tsv input through `urikit normalize --profile safe-browsing`
# and every ssurt.tsv input through `urikit surt --ssurt`, as arguments (some
# inputs hold TAB, CR or LF, which a line of standard input cannot).
set -eu
cli="$1"
vectors="$2"
PYTHONPATH="$(dirname "$0")" python3 - "$cli" "$vectors" <<'PY'
import json, re, subprocess, sys, pathlib
from tsv_columns import unescape
cli, folder = sys.argv[1], pathlib.Path(sys.argv[2])

def vectors(name):
    for line in (folder / name).read_bytes().split(b"\n"):
        if line and not line.startswith(b"#"):
            a, b = line.split(b"\t")
            yield unescape(a), unescape(b)

failures = 0
for name, args, key in [("safe-browsing.tsv", ["normalize", "--profile", "safe-browsing"], "uri"),
                        ("ssurt.tsv", ["surt", "--ssurt"], "surt")]:
    cases = list(vectors(name))
    # The Safe Browsing vector with \x80 in the host needs no IDNA (not UTF-8).
    p = subprocess.run([cli, *args, "--json", "--"] + [i for i, _ in cases], capture_output=True)
    out = p.stdout.split(b"\n")[:-1]
    if len(out) != len(cases) or p.returncode != 0:
        print(f"FAIL {name}: {len(out)} lines for {len(cases)} cases, exit status {p.returncode}")
        failures += 1
        continue
    for (given, want), line in zip(cases, out):
        got = json.loads(line).get(key)
        if got is None or got.encode() != want:
            print(f"FAIL {name}: {given!r} gave {got!r}, expected {want!r}")
            failures += 1
    print(f"ok   {name}: {len(cases)} vectors")
sys.exit(1 if failures else 0)
PY
