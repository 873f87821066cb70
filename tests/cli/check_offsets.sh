#!/usr/bin/env bash
# Every error offset the CLI prints points into its input line (issue 27):
# each command, with --json, over random lines weighted toward what breaks
# (delimiters, "%", controls, tabs, bytes that are not UTF-8); "offset" is
# at most the line's size in bytes, and a line that is not UTF-8 carries
# "input_hex", its bytes exactly.
set -eu
cli="$1"
python3 - "$cli" <<'PY'
import json, random, subprocess, sys
cli = sys.argv[1]
rng = random.Random(27)
pieces = [b"%", b":", b"/", b"//", b"?", b"#", b"@", b"[", b"]", b"\\", b".", b" ", b"\t", b"\r", b"\x01",
          b"\x7f", b"\xc3\xa9", b"\xed\xa0\x80", b"\xff", b"<", b"|", b"a", b"Z", b"0", b"x", b"[::1]", b"%2F",
          b"%zz", b"%00", b"%C3%A9", b"\xe2\x80\xae"]
lines = [rng.choice([b"http://", b"", b"https://", b"HTTP://a:", b"mailto:"]) +
         b"".join(rng.choice(pieces) for _ in range(rng.randrange(14))) for _ in range(4000)]
data = b"\n".join(lines) + b"\n"
commands = [["parse"], ["normalize", "--profile", "http"], ["normalize", "--profile", "cache-key", "--web"],
            ["normalize", "--profile", "safe-browsing"], ["normalize", "--profile", "dedup"], ["web"],
            ["surt"], ["surt", "--ssurt"], ["site"], ["origin"], ["target"], ["to-uri"], ["to-iri"],
            ["resolve", "--base", "http://b/c/d"], ["equivalent", "--web"]]
checked = failed = 0
for args in commands:
    out = subprocess.run([cli, *args, "--json"], input=data, capture_output=True).stdout.splitlines()
    if len(out) != len(lines):
        print(f"FAIL {' '.join(args)}: {len(out)} output lines for {len(lines)} inputs"); failed += 1; continue
    for line, text in zip(lines, out):
        obj = json.loads(text)
        line = line[:-1] if line.endswith(b"\r") else line  # the reader strips "\r\n" (SPEC.md)
        try:
            line.decode("utf-8")
            hex_ok = "input_hex" not in obj
        except UnicodeDecodeError:
            hex_ok = obj.get("input_hex") == line.hex()
        ok = hex_ok and (obj["ok"] or 0 <= obj["offset"] <= len(line))
        checked += not obj["ok"]
        if not ok:
            failed += 1
            if failed < 10: print(f"FAIL {' '.join(args)}: {line!r} -> {text!r}")
print(f"cli offsets: {checked} errors checked; {len(commands) - (failed > 0)} passed, {int(failed > 0)} failed")
sys.exit(1 if failed or checked < 10000 else 0)
PY
