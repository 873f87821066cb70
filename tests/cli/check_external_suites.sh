#!/usr/bin/env bash
# The outside suites of shared/data/external through the CLI, every row:
# the Internet Archive's surt tests (surt/test_surt.tsv) through `urikit
# surt` with the options its keyword arguments name, and Heritrix's
# SURTTest (heritrix/SURTTest.tsv) through `urikit surt --heritrix`, and the
# lookup rows of the Safe Browsing suites (safe-browsing/cases.tsv: Go's and
# Chromium's expression, host and path lists) through `urikit normalize
# --profile safe-browsing --hashes --json`, each SHA-256 checked against
# Python's hashlib. Inputs go as arguments (some hold TAB, CR or LF, which a
# line cannot).
set -eu
cli="$1"
folder="$2"
PYTHONPATH="$(dirname "$0")" python3 - "$cli" "$folder" <<'PY'
import hashlib, json, subprocess, sys, pathlib
from tsv_columns import unescape
cli, folder = sys.argv[1], pathlib.Path(sys.argv[2])

def rows(name):
    lines = [l for l in (folder / name).read_bytes().split(b"\n") if l and not l.startswith(b"#")]
    return [l.split(b"\t") for l in lines[1:]]

SURT_SWITCHES = {b"with_scheme=True": "--scheme", b"trailing_comma=True": "--trailing-comma",
                 b"reverse_ipaddr=False": "--keep-ip", b"host_massage=False": "--keep-www",
                 b"query_lowercase=False": "--keep-query-case"}

def surt_args(keywords: bytes):
    if b"canonicalizer=identity" in keywords:
        return ["surt", "--profile", "rfc3986"]  # no canonicalization, the IA's form
    return ["surt"] + [s for k, s in SURT_SWITCHES.items() if k in keywords]

def run(args, given):
    p = subprocess.run([cli, *args, "--json", "--", given], capture_output=True)
    line = p.stdout.split(b"\n")[0]
    return json.loads(line) if line else {}

failures, counts = 0, {}
for row in rows("surt/test_surt.tsv"):
    test, given, keywords, command, want = row[0], unescape(row[1]), row[2], row[3], unescape(row[4])
    if row[1] == b"\\N" or command.startswith(b"normalize"):
        kind = "python-none" if row[1] == b"\\N" else "google-canonicalizer"
        counts[kind] = counts.get(kind, 0) + 1
        continue
    args = ["site"] if command == b"site" else surt_args(keywords)
    out = run(args, given)
    got = out.get("site" if command == b"site" else "surt")
    counts[args[0]] = counts.get(args[0], 0) + 1
    if got is None or got.encode() != want:
        print(f"FAIL {test.decode()}: {' '.join(args)} {given!r} gave {out}, expected {want!r}")
        failures += 1
for row in rows("heritrix/SURTTest.tsv"):
    given, want = unescape(row[1]), unescape(row[4])
    out = run(["surt", "--heritrix"], given)
    counts["heritrix"] = counts.get("heritrix", 0) + 1
    if out.get("surt", "").encode() != want:
        print(f"FAIL heritrix: {given!r} gave {out}, expected {want!r}")
        failures += 1
# Where Go departs from Google's page (tests/crawl/safe_browsing_suites_test.cpp
# says why): the page's answer, as a sorted list.
PAGE_NOT_GO = {
    (b"http://a.b/?", "exprs"): ["a.b/", "a.b/?"],
    (b"http://a.b.c.d.e.f.g.h.i/", "exprs"): ["a.b.c.d.e.f.g.h.i/", "e.f.g.h.i/", "f.g.h.i/", "g.h.i/", "h.i/"],
    (b"https://a.b.c.d.e.f.g.h.i/", "exprs"): ["a.b.c.d.e.f.g.h.i/", "e.f.g.h.i/", "f.g.h.i/", "g.h.i/", "h.i/"],
    (b"a.b.c.d.e.f.g.h.i/", "exprs"): ["a.b.c.d.e.f.g.h.i/", "e.f.g.h.i/", "f.g.h.i/", "g.h.i/", "h.i/"],
    (b"http://a.b.c.d.e.f.kita.tokyo.jp", "hosts"):
        ["a.b.c.d.e.f.kita.tokyo.jp", "e.f.kita.tokyo.jp", "f.kita.tokyo.jp", "kita.tokyo.jp", "tokyo.jp"],
    (b"http://[::192.9.5.5]/ipng", "hosts"): ["[::c009:505]"],
}
for row in rows("safe-browsing/cases.tsv"):
    given, mode, expected = unescape(row[1]), row[2].decode(), unescape(row[3]).decode()
    if mode not in ("exprs", "hosts", "paths"):
        continue
    out = run(["normalize", "--profile", "safe-browsing", "--hashes"], given)
    counts["lookups"] = counts.get("lookups", 0) + 1
    if expected == "!error":
        if out.get("ok") is not False:
            print(f"FAIL lookups: {given!r} gave {out}, expected an error"); failures += 1
        continue
    exprs = out.get("expressions", [])
    if [hashlib.sha256(e.encode()).hexdigest() for e in exprs] != out.get("sha256") or \
            [h[:8] for h in out.get("sha256", [])] != out.get("prefixes"):
        print(f"FAIL hashes: {given!r} gave {out}"); failures += 1
    part = {"exprs": lambda e: e, "hosts": lambda e: e[:e.index("/")], "paths": lambda e: e[e.index("/"):]}[mode]
    got = sorted(set(part(e) for e in exprs))
    want = PAGE_NOT_GO.get((given, mode), sorted(set(json.loads(expected))))
    if got != want:
        print(f"FAIL lookups: {given!r} {mode} gave {got}, expected {want}"); failures += 1
print("ok  " if not failures else "FAIL", ", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))
expected_counts = {"surt": 150, "site": 8, "heritrix": 8, "python-none": 3, "google-canonicalizer": 45, "lookups": 28}
if counts != expected_counts:
    print(f"FAIL counts {counts}, expected {expected_counts}")
    failures += 1
sys.exit(1 if failures else 0)
PY
