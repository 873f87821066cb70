"""python -m urikit.dedup (urikit-dedup): the unique canonical URLs of URL lists of any size, with their counts.

    urikit-dedup urls-*.txt --output unique/ [--profile cache-key] [--web]
        [--scheduler tcp://host:8786 | --workers 4 | --in-process] [--partitions N] [--blocksize auto] [--quiet]

Each input is a text file of one URL per line, read as text and nothing else
(no CSV quoting, no missing-value conversion; only the line's "\\n" or "\\r\\n"
is removed; bytes that are not UTF-8 stay what they were). Blank lines are
skipped and counted. Every other line is canonicalized by urikit under the
profile (with --web, as an href browsers parse), the canonical URLs are
counted and written to DIR/urls-NNNNN.tsv as "url<TAB>count" lines, sorted by
URL within each file (a URL is in exactly one file); DIR/summary.json counts
the lines, blank lines, the accepted and the unique URLs, and the rejected
lines by reason (urikit's error names) with a few examples of each.

One pass over the input: each input block (a task) canonicalizes and counts
its lines in C++ without the GIL, into sorted runs of "url\tcount" lines
per output file (chosen by an FNV-1a hash of the URL; one run, unless the
count outgrew the block's size and was written out to keep a block's memory
within a few times the block); each output file's
task merges its runs (in C++, adding the counts of equal URLs) and writes. Blocks are sized so that every worker thread
gets at least two. The files are written to a temporary folder inside DIR
and moved into place when all went well: a failed run leaves DIR's earlier
outputs as they were.

It runs on a local cluster of --workers worker processes (one thread each),
on an existing cluster (--scheduler; every worker must import urikit), or in
this process (--in-process: no cluster).
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import json
import math
import os
import shutil
import sys
import time
import uuid
from pathlib import Path
from typing import Any, Counter, Dict, List, Optional, Sequence, Tuple, cast

from . import Profile
from . import _urikit as _c

EXAMPLES_PER_REASON = 5
MIN_BLOCK = 256 * 1024
MAX_BLOCK = 64 * 1024 * 1024


class DedupError(Exception):
    """A run that cannot start or finish (no scheduler, a worker without urikit): one line for people."""


def count_block(data: bytes, profile: Profile, web: bool, buckets: int) -> Tuple[Any, ...]:
    """One input block (bytes, whole lines): (statistics, then the sorted "url\\tcount\\n" runs
    of each output file, one after another). The work is urikit's C++ with the GIL released: the lines split, each
    canonicalized and counted, the counts sorted and written (the file chosen by FNV-1a of the URL)."""
    lines, blank, accepted, rejected, examples, runs = _c.dedup_count_block(data, profile, web, buckets)
    stats = {"lines": lines, "blank_lines": blank, "accepted": accepted, "rejected": rejected,
             "examples": {r: [line.decode("utf-8", "backslashreplace") for line in kept]
                          for r, kept in examples.items()}}
    return (stats, *runs)


def write_bucket(directory: str, number: int, *runs: bytes) -> int:
    """Merges one output file's runs (the counts of equal URLs added, in C++) and writes
    DIR/urls-NNNNN.tsv; returns how many URLs it holds."""
    merged = _c.dedup_merge_counts(list(runs))
    with open(Path(directory) / f"urls-{number:05d}.tsv", "wb") as f:
        f.write(merged)
    return merged.count(b"\n")


def block_size(inputs: Sequence[str], threads: int, requested: str) -> Any:
    """--blocksize, or with "auto" the size that gives every worker thread at least two blocks."""
    if requested != "auto":
        return requested
    total = sum(os.path.getsize(name) for name in inputs)
    blocks = max(2 * threads, math.ceil(total / MAX_BLOCK))
    return max(MIN_BLOCK, math.ceil(total / blocks))


def build(inputs: Sequence[str], temporary: Path, profile: Profile, web: bool, blocksize: Any,
          buckets: int) -> Tuple[List[Any], List[Any]]:
    """The graph, one pass: (each output file's writing task, each block's statistics)."""
    import dask
    from dask.bytes import read_bytes

    # Whole lines per block, read once: blocks end just after a "\n".
    _, per_file = read_bytes(list(inputs), delimiter=b"\n", blocksize=blocksize, sample=False)
    blocks = [block for blocks_of_file in per_file for block in blocks_of_file]
    counted = [dask.delayed(count_block, nout=buckets + 1, pure=True)(block, profile, web, buckets) for block in blocks]
    writes = [dask.delayed(write_bucket)(str(temporary), i, *[c[i + 1] for c in counted]) for i in range(buckets)]
    return writes, [c[0] for c in counted]


def summarize(stats: Sequence[Dict[str, Any]], unique: Sequence[int], args: argparse.Namespace,
              seconds: float) -> Dict[str, Any]:
    rejected: Counter[str] = collections.Counter()
    examples: Dict[str, List[str]] = {}
    for s in stats:
        rejected.update(s["rejected"])
        for reason, lines in s["examples"].items():
            kept = examples.setdefault(reason, [])
            kept.extend(lines[:EXAMPLES_PER_REASON - len(kept)])
    lines = sum(s["lines"] for s in stats)
    return {
        "inputs": list(args.inputs), "profile": args.profile, "web": args.web,
        "lines": lines, "blank_lines": sum(s["blank_lines"] for s in stats),
        "accepted": sum(s["accepted"] for s in stats), "unique": sum(unique), "output_files": len(unique),
        "rejected": dict(sorted(rejected.items())),
        "rejected_examples": {r: examples[r] for r in sorted(examples)},
        "seconds": round(seconds, 3), "lines_per_second": round(lines / seconds) if seconds > 0 else None,
    }


def _worker_check() -> str:
    import urikit

    return urikit.__version__


@contextlib.contextmanager
def _cluster(args: argparse.Namespace) -> Any:
    """A connected distributed.Client after the pre-flight checks, or None for --in-process."""
    if args.in_process:
        yield None
        return
    from distributed import Client, LocalCluster

    with contextlib.ExitStack() as stack:
        if args.scheduler:
            try:
                client = stack.enter_context(Client(args.scheduler, timeout="10s"))
            except (OSError, TimeoutError) as e:
                raise DedupError(f"cannot reach the scheduler at {args.scheduler}: {e}") from None
        else:
            cluster = stack.enter_context(LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                                                       dashboard_address=None))
            client = stack.enter_context(Client(cluster))
        _preflight(client, args)
        yield client


def _preflight(client: Any, args: argparse.Namespace) -> None:
    if not client.nthreads():
        raise DedupError(f"the scheduler at {args.scheduler} has no workers")
    try:
        versions = client.run(_worker_check)
    except Exception as e:  # noqa: BLE001 (whatever a worker raised: one line for people)
        raise DedupError(f"a worker cannot import urikit ({type(e).__name__}: {e}); install it on every worker")
    import urikit

    other = {w: v for w, v in versions.items() if v != urikit.__version__}
    if other:
        raise DedupError(f"workers run other urikit versions than {urikit.__version__}: {other}")


def _compute(client: Any, writes: List[Any], stats: List[Any], quiet: bool) -> Tuple[List[int], List[Any]]:
    import dask

    if client is None:
        unique, block_stats = dask.compute(writes, stats, scheduler="synchronous")
        return list(unique), list(block_stats)
    futures = client.compute(writes + stats)
    if not quiet:
        from distributed import progress

        with contextlib.redirect_stdout(sys.stderr):
            progress(futures)
    results = client.gather(futures)
    return list(results[:len(writes)]), list(results[len(writes):])


def _move_into_place(temporary: Path, output: Path, summary: Dict[str, Any]) -> None:
    """The run succeeded: DIR's earlier outputs go, the new ones move in, then summary.json."""
    for old in list(output.glob("urls-*.tsv")) + [output / "summary.json"]:
        if old.exists():
            old.unlink()
    for new in sorted(temporary.glob("urls-*.tsv")):
        new.replace(output / new.name)
    with open(output / "summary.json", "w", encoding="utf-8") as f:
        json.dump(summary, f, indent=2, ensure_ascii=False)
        f.write("\n")


def run(args: argparse.Namespace) -> Dict[str, Any]:
    output = Path(args.output).resolve()  # workers elsewhere write where the client means
    output.mkdir(parents=True, exist_ok=True)
    temporary = output / f".urikit-dedup-{uuid.uuid4().hex}"
    temporary.mkdir()
    started = time.perf_counter()
    try:
        with _cluster(args) as client:
            threads = 1 if client is None else sum(client.nthreads().values())
            buckets = args.partitions or max(1, threads)
            blocksize = block_size(args.inputs, threads, args.blocksize)
            writes, stats = build(args.inputs, temporary, cast(Profile, args.profile), args.web, blocksize, buckets)
            unique, block_stats = _compute(client, writes, stats, args.quiet)
        summary = summarize(block_stats, unique, args, time.perf_counter() - started)
        _move_into_place(temporary, output, summary)
    finally:
        shutil.rmtree(temporary, ignore_errors=True)
    return summary


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="urikit-dedup",
                                description="Unique canonical URLs (with counts) of URL lists, on Dask.")
    p.add_argument("inputs", nargs="+", metavar="INPUT", help="text files, one URL per line")
    p.add_argument("--output", required=True, metavar="DIR", help="where urls-NNNNN.tsv and summary.json go")
    p.add_argument("--profile", default="cache-key", choices=["rfc3986", "http", "cache-key", "dedup", "http-cache"])
    p.add_argument("--web", action="store_true", help="each line is an href (WHATWG URL Standard)")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--scheduler", metavar="ADDRESS", help="an existing cluster's scheduler (tcp://host:8786)")
    where.add_argument("--workers", type=int, default=max(1, min(4, os.cpu_count() or 1)),
                       help="worker processes of the local cluster (default: cores, at most 4)")
    where.add_argument("--in-process", action="store_true", help="no cluster: run in this process")
    p.add_argument("--partitions", type=int, default=0,
                   help="output files (default: one per worker thread)")
    p.add_argument("--blocksize", default="auto",
                   help="input block per task, e.g. 64MiB (default auto: at least two blocks per worker thread)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    args = p.parse_args(argv)
    for name in args.inputs:
        if not Path(name).is_file():
            p.error(f"no such file: {name}")
    if args.partitions < 0 or args.workers < 1:
        p.error("--partitions must be at least 0 (0: one per worker thread), --workers at least 1")
    return args


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = parse_args(argv)
    try:
        summary = run(args)
    except DedupError as e:
        print(f"urikit-dedup: {e}", file=sys.stderr)
        return 2
    print(json.dumps({k: summary[k] for k in ("lines", "blank_lines", "accepted", "unique", "rejected")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
