"""URL dedup at scale, on one generated input, in one run: URLs/s of

- one process: normalize_many over chunks + a Counter (the ceiling per process);
- urikit-dedup --in-process;
- urikit-dedup on a LocalCluster of W worker processes (cluster start included);
- urikit-dedup on a hand-started cluster (dask-scheduler + W dask-workers, one
  thread each, started before the clock);
- w3lib's canonicalize_url in a dask.bag job on that same hand-started cluster.

Prints a Markdown table (README, "Python") and the two targets: the cluster
at >= 60% of (one process x W) and >= 5x the w3lib job.

    /usr/bin/python3 python/bench/dedup.py [--lines 2000000] [--workers 2]
"""

from __future__ import annotations

import argparse
import collections
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Dict, List, Tuple

import urikit
from urikit import dedup

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"


def _spelling(url: str, round_: int) -> str:
    """Round 0 is the line as found; later rounds spell it another way the cache-key profile
    joins (a fragment, the scheme in capitals, a dot segment) or a new query parameter."""
    kind = round_ % 4
    if kind == 1:
        return url + "#section"
    if kind == 2 and url[:5].lower() == "http:":
        return "HTTP:" + url[5:]
    if kind == 3:
        return f"{url}{'&' if '?' in url else '?'}page={round_ // 4}"
    return url


def generate(path: Path, lines: int) -> None:
    """The shared URL lists (109,597 lines) again and again, spelled differently each round, up to `lines`."""
    base = [line.rstrip("\n") for name in sorted(SHARED.glob("*.txt"))
            for line in open(name, encoding="utf-8", errors="surrogateescape")]
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
        for i in range(lines):
            f.write(_spelling(base[i % len(base)], i // len(base)))
            f.write("\n")


def one_process(path: Path) -> Tuple[float, int]:
    start = time.perf_counter()
    counts: collections.Counter[str] = collections.Counter()
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        chunk: List[str] = []
        for line in f:
            chunk.append(line[:-1])
            if len(chunk) == 200_000:
                counts.update(k for k in urikit.normalize_many(chunk, "cache-key", errors="none") if k is not None)
                chunk = []
        counts.update(k for k in urikit.normalize_many(chunk, "cache-key", errors="none") if k is not None)
    return time.perf_counter() - start, len(counts)


def gil_share(path: Path) -> Tuple[float, float]:
    """normalize_many on all lines in one thread, then on two halves in two threads: the
    speed-up, and the share of the batch that runs without the GIL it implies (Amdahl)."""
    import threading

    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        lines = [line[:-1] for line in f]
    half = len(lines) // 2
    start = time.perf_counter()
    urikit.normalize_many(lines, "cache-key", errors="none")
    one = time.perf_counter() - start
    threads = [threading.Thread(target=urikit.normalize_many, args=(part, "cache-key"), kwargs={"errors": "none"})
               for part in (lines[:half], lines[half:])]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    two = time.perf_counter() - start
    speedup = one / two
    return speedup, 2 * (1 - 1 / speedup)


def run_dedup(path: Path, out: Path, *extra: str) -> Tuple[float, int]:
    start = time.perf_counter()
    code = dedup.main([str(path), "--output", str(out), "--quiet", *extra])
    assert code == 0
    seconds = time.perf_counter() - start
    import json

    return seconds, json.loads((out / "summary.json").read_text())["unique"]


class HandStartedCluster:
    """dask-scheduler and W dask-worker processes, as an operator starts them."""

    def __init__(self, workers: int, directory: Path) -> None:
        self.file = directory / "scheduler.json"
        # This Python's dask-scheduler and dask-worker, so that the workers import this urikit.
        self.procs = [subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_scheduler",
                                        "--scheduler-file", str(self.file), "--port", "0",
                                        "--dashboard-address", ":0"], stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL)]
        while not self.file.exists():
            time.sleep(0.1)
        for _ in range(workers):
            self.procs.append(subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_worker",
                                                "--scheduler-file", str(self.file), "--nthreads", "1",
                                                "--nworkers", "1", "--no-dashboard"], stdout=subprocess.DEVNULL,
                                               stderr=subprocess.DEVNULL))
        from distributed import Client

        with Client(scheduler_file=str(self.file)) as client:
            client.wait_for_workers(workers, timeout=120)
            self.address = client.scheduler.address

    def close(self) -> None:
        for p in reversed(self.procs):
            p.terminate()
        for p in self.procs:
            p.wait(timeout=30)


def w3lib_job(path: Path, address: str, partitions: int) -> Tuple[float, int]:
    import dask.bag as db
    from distributed import Client
    from w3lib.url import canonicalize_url

    def canonical(line: str) -> Any:
        try:
            return canonicalize_url(line.rstrip("\n"))
        except ValueError:
            return None

    with Client(address) as client:
        start = time.perf_counter()
        size = os.path.getsize(path)
        bag = db.read_text(str(path), blocksize=max(256 * 1024, size // partitions))
        unique = client.compute(bag.map(canonical).filter(lambda k: k is not None).distinct().count()).result()
        return time.perf_counter() - start, unique


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--lines", type=int, default=2_000_000)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--skip-w3lib", action="store_true")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        data = directory / "urls.txt"
        generate(data, args.lines)
        speedup, share = gil_share(data)
        rows: Dict[str, Tuple[float, int]] = {}
        rows["one process (normalize_many + Counter)"] = one_process(data)
        rows["urikit-dedup --in-process"] = run_dedup(data, directory / "a", "--in-process")
        rows[f"urikit-dedup, LocalCluster of {args.workers} (start included)"] = run_dedup(
            data, directory / "b", "--workers", str(args.workers))
        cluster = HandStartedCluster(args.workers, directory)
        try:
            rows[f"urikit-dedup, hand-started cluster of {args.workers}"] = run_dedup(
                data, directory / "c", "--scheduler", cluster.address)
            if not args.skip_w3lib:
                rows[f"w3lib canonicalize_url, dask.bag on the same cluster"] = w3lib_job(
                    data, cluster.address, 2 * args.workers)
        finally:
            cluster.close()
    print(f"{args.lines:,} lines, {args.workers} workers, one thread each; urikit {urikit.__version__}\n")
    print(f"normalize_many, two threads on two halves: {speedup:.2f}x one thread; "
          f"share of the batch without the GIL (Amdahl): {share:.0%}\n")
    print("| job | seconds | URLs/s | unique |")
    print("|---|---:|---:|---:|")
    for name, (seconds, unique) in rows.items():
        print(f"| {name} | {seconds:.1f} | {args.lines / seconds:,.0f} | {unique:,} |")
    single = args.lines / rows["one process (normalize_many + Counter)"][0]
    cluster_rate = args.lines / rows[f"urikit-dedup, hand-started cluster of {args.workers}"][0]
    print(f"\ncluster / (one process x {args.workers}): {cluster_rate / (single * args.workers):.0%} (target >= 60%)")
    w3lib_key = "w3lib canonicalize_url, dask.bag on the same cluster"
    if w3lib_key in rows:
        print(f"cluster / w3lib job: {cluster_rate / (args.lines / rows[w3lib_key][0]):.1f}x (target >= 5x)")


if __name__ == "__main__":
    sys.exit(main())
