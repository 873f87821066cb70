#!/usr/bin/env python3
"""µs per URL for urikit beside Python's URL libraries, on the same lines, in one run.

    python bench/compare.py [FILE] [--repetitions 5] [--limit N] [--instructions [N]]

FILE defaults to ../shared/data/kasztp.txt. Every contestant is first run on
every line; times are taken on the lines every contestant accepts. Each
repetition runs every contestant once over all those lines, in a shuffled
order; the table shows each contestant's median, and its ratio to w3lib's
canonicalize_url (Scrapy's canonicalizer). Timings drift on a shared machine;
with --instructions, each contestant also runs under valgrind's callgrind
over the first N (default 2000) common lines, once and twice, and the
difference divided by N is its instruction count per URL (exact and
repeatable).
"""

from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable, Dict, List, Optional, Tuple

import urikit

ROOT = Path(__file__).resolve().parents[2]


def per_url(fn: Callable[[str], object]) -> Callable[[List[str]], None]:
    def run(lines: List[str]) -> None:
        for line in lines:
            fn(line)
    return run


def contestants() -> Dict[str, Tuple[str, Callable[[List[str]], object], Callable[[str], object]]]:
    """name -> (what it does, run over a list, one call for the acceptance check)."""
    import rfc3986
    import url_normalize
    import w3lib.url
    import yarl
    from urllib.parse import urlsplit

    def rfc3986_normalize(u: str) -> str:
        ref = rfc3986.uri_reference(u)
        return ref.normalize().unsplit()

    one: Dict[str, Tuple[str, Callable[[str], object]]] = {
        "urikit normalize (one call per URL)": ("cache-key canonical form", lambda u: urikit.normalize(u, "cache-key")),
        "urikit normalize web=True (one call per URL)": ("href, then cache-key", lambda u: urikit.normalize(u, "cache-key", web=True)),
        "urikit URI (one call per URL)": ("strict parse into an object", urikit.URI),
        "urllib.parse.urlsplit": ("split only, no validation", urlsplit),
        "w3lib canonicalize_url": ("Scrapy's canonical form", w3lib.url.canonicalize_url),
        "url_normalize": ("normalized URL", url_normalize.url_normalize),
        "yarl.URL": ("parse (+ partial normalization)", yarl.URL),
        "rfc3986 normalize": ("uri_reference().normalize().unsplit()", rfc3986_normalize),
    }
    table = {name: (what, per_url(fn), fn) for name, (what, fn) in one.items()}
    table["urikit normalize_many (batch)"] = (
        "cache-key canonical form", lambda lines: urikit.normalize_many(lines, "cache-key"),
        lambda u: urikit.normalize(u, "cache-key"))
    table["urikit normalize_many web=True (batch)"] = (
        "href, then cache-key", lambda lines: urikit.normalize_many(lines, "cache-key", web=True),
        lambda u: urikit.normalize(u, "cache-key", web=True))
    return table


def accepted_by_all(lines: List[str], table) -> Tuple[List[str], Dict[str, int]]:
    refused = {name: 0 for name in table}
    keep = []
    for line in lines:
        ok = True
        for name, (_, _, check) in table.items():
            try:
                check(line)
            except Exception:  # any refusal: ValueError, URIError, library-specific errors
                refused[name] += 1
                ok = False
        if ok:
            keep.append(line)
    return keep, refused


def measure(lines: List[str], table, repetitions: int) -> Dict[str, float]:
    times: Dict[str, List[float]] = {name: [] for name in table}
    order = list(table)
    rng = random.Random(1)
    for _ in range(repetitions):
        rng.shuffle(order)
        for name in order:
            run = table[name][1]
            start = time.perf_counter_ns()
            run(lines)
            times[name].append((time.perf_counter_ns() - start) / 1000 / len(lines))
    return {name: statistics.median(t) for name, t in times.items()}


def read_lines(path: str) -> List[str]:
    with open(path, encoding="utf-8", errors="surrogateescape", newline="") as f:
        return [l.rstrip("\n").rstrip("\r") for l in f]


def run_passes(table, name: str, path: str, passes: int) -> int:
    """The child of --instructions: one contestant of `table` over the lines of `path`, `passes` times."""
    run = table[name][1]
    lines = read_lines(path)
    for _ in range(passes):
        run(lines)
    return 0


def instructions(name: str, lines: List[str], script: str = __file__) -> float:
    """Instructions per URL of one contestant: callgrind totals of two passes minus one pass, over len(lines)
    (the passes run by `script --run-passes`: this one, or another benchmark that has that option)."""
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", errors="surrogateescape", suffix=".txt",
                                     delete=False) as f:
        f.write("".join(l + "\n" for l in lines))
    totals = []
    try:
        for passes in (1, 2):
            cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
                   script, "--run-passes", name, f.name, str(passes)]
            done = subprocess.run(cmd, capture_output=True, text=True, check=True)
            totals.append(int(re.search(r"refs:\s+([\d,]+)", done.stderr).group(1).replace(",", "")))
    finally:
        os.unlink(f.name)
    return (totals[1] - totals[0]) / len(lines)


def arguments(doc: str) -> argparse.ArgumentParser:
    """The options every benchmark here takes: FILE, --repetitions, --limit, --instructions (and the child's --run-passes)."""
    p = argparse.ArgumentParser(description=doc.splitlines()[0])
    p.add_argument("file", nargs="?", default=str(ROOT.parent / "shared" / "data" / "kasztp.txt"))
    p.add_argument("--repetitions", type=int, default=5)
    p.add_argument("--limit", type=int, default=0, help="use only the first N lines (smoke runs)")
    p.add_argument("--instructions", type=int, nargs="?", const=2000, default=0, metavar="N",
                   help="also count instructions per URL under callgrind over N lines (default 2000)")
    p.add_argument("--run-passes", nargs=3, metavar=("NAME", "FILE", "PASSES"), help=argparse.SUPPRESS)
    return p


def main(argv: Optional[List[str]] = None) -> int:
    args = arguments(__doc__).parse_args(argv)
    if args.run_passes:
        return run_passes(contestants(), args.run_passes[0], args.run_passes[1], int(args.run_passes[2]))
    lines = read_lines(args.file)
    if args.limit:
        lines = lines[: args.limit]
    table = contestants()
    common, refused = accepted_by_all(lines, table)
    medians = measure(common, table, args.repetitions)
    counted = {name: instructions(name, common[: args.instructions]) for name in table} if args.instructions else {}
    w3lib_time = medians["w3lib canonicalize_url"]
    print(f"{Path(args.file).name}: {len(lines)} lines, {len(common)} accepted by every contestant; "
          f"median of {args.repetitions} interleaved repetitions; Python {sys.version.split()[0]}"
          + (f"; instructions over the first {min(args.instructions, len(common))} of them" if counted else ""))
    print()
    print("| contestant | what it computes | µs per URL | canonicalize_url ÷ it | instructions per URL | lines it refuses |")
    print("|---|---|---:|---:|---:|---:|")
    for name in sorted(table, key=lambda n: medians[n]):
        count = f"{counted[name]:,.0f}" if name in counted else "-"
        print(f"| {name} | {table[name][0]} | {medians[name]:.3f} | {w3lib_time / medians[name]:.1f}x "
              f"| {count} | {refused[name]} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
