#!/usr/bin/env bash
# The CLI's memory stays a small multiple of one input line, whatever it does
# with that line: a 32 MiB line with an error at its end (a diagnostic for
# people, and JSON), and 32 MiB cache-key queries: "&" (in order, one copy)
# and "b&a&" (out of order: 12 bytes of sort scratch per two-byte parameter,
# released after the line). Peak RSS of the process is read with getrusage,
# so no extra tool is needed.
set -eu
cli="$1"
python3 - "$cli" <<'PY'
import os, subprocess, sys, tempfile
cli = sys.argv[1]
size = 32 << 20
cases = [
    (["parse"], b"http://a/" + b"a" * size + b" \n"),
    (["parse", "--json"], b"http://a/" + b"a" * size + b" \n"),
    (["normalize", "--profile", "cache-key"], b"http://a/?" + b"&" * size + b"\n"),
    (["normalize", "--profile", "cache-key"], b"http://a/?" + b"b&a&" * (size // 4) + b"\n"),
]
failed = 0
for args, data in cases:
    with tempfile.TemporaryFile() as err:
        p = subprocess.Popen([cli, *args], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=err)
        p.stdin.write(data)
        p.stdin.close()
        _, status, usage = os.wait4(p.pid, 0)  # this child's own peak
        p.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        p.stderr = err.read()
    peak_kib = usage.ru_maxrss
    ratio = peak_kib * 1024 / len(data)
    ok = ratio < 12 and p.returncode in (0, 1) and len(p.stderr) < 4096
    failed += not ok
    print(f"{'ok  ' if ok else 'FAIL'} {' '.join(args)}: {len(data) >> 20} MiB line, peak RSS {peak_kib >> 10} MiB "
          f"({ratio:.1f}x the line), {len(p.stderr)} bytes of diagnostics, exit {p.returncode}")
sys.exit(1 if failed else 0)
PY
