#!/usr/bin/env bash
# `urikit parse --json` over every list of shared/data: one JSON line per input
# line, each line's "input" equal to the input, and the exit status 1 exactly
# when some line is invalid. Line-by-line correctness is checked against the
# library by the unit tests; this checks the batch contract end to end.
set -eu
cli="$1"
data="$2"
python3 - "$cli" "$data" <<'PY'
import json, subprocess, sys, pathlib
cli, data = sys.argv[1], pathlib.Path(sys.argv[2])
failures = 0
for f in sorted(data.glob("*.txt")):
    raw = f.read_bytes()
    lines = raw.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    p = subprocess.run([cli, "parse", "--json"], input=raw, capture_output=True)
    out = p.stdout.decode("utf-8").split("\n")
    assert out[-1] == "", f"{f.name}: output does not end with a newline"
    out.pop()
    if len(out) != len(lines):
        print(f"FAIL {f.name}: {len(lines)} input lines, {len(out)} output lines"); failures += 1; continue
    bad = 0
    for i, (line, o) in enumerate(zip(lines, out), 1):
        obj = json.loads(o)
        if line.endswith(b"\r"):
            line = line[:-1]
        want = line.decode("utf-8", errors="replace")
        if obj["input"] != want:
            print(f"FAIL {f.name}:{i}: input echoed as {obj['input']!r}"); failures += 1; break
        if obj["ok"]:
            keys = ["input", "ok", "scheme", "userinfo", "host", "host_kind", "port", "path", "query", "fragment"]
            if list(obj) != keys:
                print(f"FAIL {f.name}:{i}: members {list(obj)}"); failures += 1; break
            # the components, with their delimiters, spell the input again
            s = ""
            if obj["scheme"] is not None: s += obj["scheme"] + ":"
            if obj["host"] is not None:
                s += "//" + (obj["userinfo"] + "@" if obj["userinfo"] is not None else "") + obj["host"]
                if obj["port"] is not None: s += ":" + obj["port"]
            s += obj["path"]
            if obj["query"] is not None: s += "?" + obj["query"]
            if obj["fragment"] is not None: s += "#" + obj["fragment"]
            if s != want:
                print(f"FAIL {f.name}:{i}: components spell {s!r}"); failures += 1; break
        else:
            bad += 1
            if list(obj) != ["input", "ok", "error", "offset"] or not (0 <= obj["offset"] <= len(line)):
                print(f"FAIL {f.name}:{i}: error object {obj}"); failures += 1; break
    want_status = 1 if bad else 0
    if p.returncode != want_status:
        print(f"FAIL {f.name}: exit status {p.returncode}, expected {want_status}"); failures += 1
    print(f"ok   {f.name}: {len(lines)} lines, {bad} invalid")
sys.exit(1 if failures else 0)
PY
