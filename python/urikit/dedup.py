"""python -m urikit.dedup (urikit-dedup): the unique canonical URLs of URL lists of any size, with their counts.

    urikit-dedup urls-*.txt[.gz] --output unique/ [--profile cache-key] [--web]
        [--scheduler tcp://host:8786 | --workers 4 [--memory-limit 2GiB] | --in-process]
        [--partitions N] [--blocksize auto] [--compression infer] [--worker-timeout 60] [--quiet]

Each input is a text file of one URL per line, read as text and nothing else
(no CSV quoting, no missing-value conversion; only the line's "\\n" or "\\r\\n"
is removed; bytes that are not UTF-8 stay what they were), or such a file
compressed with gzip, bzip2 or xz (--compression infer, the default, goes by
the name: .gz, .bz2, .xz); a compressed or binary file read as text is
refused, never counted. Blank lines are skipped and counted. Every other
line is canonicalized by urikit under the profile (with --web, as an href
browsers parse; without it a line is an RFC 3986 reference, and relative
references such as "page.html" are counted as they are: the summary says
how many), the canonical URLs are counted and written to DIR/urls-NNNNN.tsv
as "url<TAB>count" lines, sorted by URL within each file (a URL is in
exactly one file); DIR/summary.json counts the lines, blank lines, the
accepted, relative and unique URLs, and the rejected lines by reason
(urikit's error names) with a few distinct examples of each and where they
are (input and line number).

One pass over the input: each input block (a task) canonicalizes and counts
its lines in C++ without the GIL, into sorted runs of "url\\tcount" lines
per output file (chosen by an FNV-1a hash of the URL; one run, unless the
count outgrew the block's size and was written out to keep a block's memory
within a few times the block); each output file's task merges its runs (in
C++, adding the counts of equal URLs) and writes. Blocks are sized so that
every worker thread gets at least two; a compressed input is one block
(it cannot be split). A worker holds a few times its block: --blocksize
(with --memory-limit for a local cluster) decides the memory a run needs.
The files are written to a temporary folder inside DIR and moved into place
when all went well: a failed or interrupted run leaves DIR's earlier outputs
as they were, and its temporary folder is removed (one left by a process
that was killed is removed by the next run in DIR).

It runs on a local cluster of --workers worker processes (one thread each),
on an existing cluster (--scheduler; every worker must import urikit), or in
this process (--in-process: no cluster, and no Dask needed). Progress goes
to standard error: a bar on a terminal, else a line every ten seconds. A
cluster left without any worker for --worker-timeout seconds ends the run
with an error (exit status 2), as does a worker killed over and over
(out of memory: lower --blocksize), a usage error, or an unreadable input;
Ctrl-C ends it with status 130.
"""

from __future__ import annotations

import argparse
import bz2
import collections
import contextlib
import gzip
import json
import lzma
import math
import os
import shutil
import signal
import socket
import sys
import time
import uuid
from pathlib import Path
from typing import Any, BinaryIO, Counter, Dict, Iterator, List, Optional, Sequence, Tuple, cast

from . import Profile
from . import _urikit as _c

EXAMPLES_PER_REASON = 5
MIN_BLOCK = 256 * 1024
MAX_BLOCK = 64 * 1024 * 1024
PROGRESS_EVERY = 10.0  # seconds between progress lines when standard error is not a terminal
SUFFIXES = {".gz": "gzip", ".bz2": "bz2", ".xz": "xz", ".lzma": "xz"}
# What a compressed or binary file begins with.
MAGIC = [(b"\x1f\x8b", "gzip"), (b"BZh", "bzip2"), (b"\xfd7zXZ\x00", "xz"), (b"\x28\xb5\x2f\xfd", "zstd"),
         (b"PK\x03\x04", "zip")]
TEMPORARY_PREFIX = ".urikit-dedup-"


class DedupError(Exception):
    """A run that cannot start or finish (no scheduler, a worker without urikit): one line for people."""


def count_block(data: bytes, profile: Profile, web: bool, buckets: int) -> Tuple[Any, ...]:
    """One input block (bytes, whole lines): (statistics, then each output file's sorted
    "url\\tcount\\n" runs, one after another). The work is urikit's C++ with the GIL released:
    the lines split, each canonicalized and counted, the counts sorted and written (the file
    chosen by FNV-1a of the URL)."""
    lines, blank, accepted, relative, rejected, examples, runs = _c.dedup_count_block(data, profile, web, buckets)
    stats = {"lines": lines, "blank_lines": blank, "accepted": accepted, "relative": relative, "rejected": rejected,
             "examples": {r: [[number, line.decode("utf-8", "backslashreplace")] for number, line in kept]
                          for r, kept in examples.items()}}
    return (stats, *runs)


def write_bucket(directory: str, number: int, *runs: bytes) -> int:
    """Merges one output file's runs (the counts of equal URLs added, in C++) and writes
    DIR/urls-NNNNN.tsv; returns how many URLs it holds."""
    merged = _c.dedup_merge_counts(list(runs))
    with open(Path(directory) / f"urls-{number:05d}.tsv", "wb") as f:
        f.write(merged)
    return merged.count(b"\n")


# --- inputs ---------------------------------------------------------------

def compression_of(name: str, requested: str) -> Optional[str]:
    """The compression an input is read with: by its name for "infer", None for "none"."""
    if requested == "infer":
        return SUFFIXES.get(Path(name).suffix.lower())
    return None if requested == "none" else requested


def open_input(name: str, compression: Optional[str]) -> BinaryIO:
    """The input's bytes, decompressed."""
    if compression == "gzip":
        return cast(BinaryIO, gzip.open(name, "rb"))
    if compression == "bz2":
        return cast(BinaryIO, bz2.open(name, "rb"))
    if compression == "xz":
        return cast(BinaryIO, lzma.open(name, "rb"))
    return open(name, "rb")


def check_input(name: str, compression: Optional[str]) -> None:
    """Refuses, as a DedupError, an input that cannot be read as lines of text: a
    compressed or binary file read as text, or one that does not decompress."""
    try:
        with open_input(name, compression) as f:
            head = f.read(1 << 16)
        if compression is None:
            for magic, kind in MAGIC:
                if head.startswith(magic):
                    how = {"gzip": "name it .gz or pass --compression gzip", "bzip2": "name it .bz2 or pass "
                           "--compression bz2", "xz": "name it .xz or pass --compression xz"}.get(
                               kind, "decompress it first")
                    raise DedupError(f"{name} is {kind}-compressed, not text: {how}")
    except (OSError, EOFError, lzma.LZMAError) as e:
        raise DedupError(f"{name} cannot be read{' as ' + compression if compression else ''}: {e}") from None
    nul = head.find(b"\0")
    if nul >= 0:
        within = f" of its {compression} content" if compression else ""
        raise DedupError(f"{name} is not a text file (a NUL byte at byte {nul}{within})")


def local_blocks(name: str, compression: Optional[str], blocksize: int) -> Iterator[bytes]:
    """The input's whole lines in blocks of about `blocksize` bytes (this process reads it)."""
    with open_input(name, compression) as f:
        rest = b""
        while True:
            chunk = f.read(blocksize)
            if not chunk:
                break
            data = rest + chunk
            cut = data.rfind(b"\n") + 1
            if cut == 0:  # a line longer than the block
                rest = data
                continue
            yield data[:cut]
            rest = data[cut:]
        if rest:
            yield rest


def block_size(inputs: Sequence[str], threads: int, requested: str) -> Any:
    """--blocksize, or with "auto" the size that gives every worker thread at least two blocks."""
    if requested != "auto":
        return requested
    total = sum(os.path.getsize(name) for name in inputs)
    blocks = max(2 * threads, math.ceil(total / MAX_BLOCK))
    return max(MIN_BLOCK, math.ceil(total / blocks))


UNITS = {"": 1, "b": 1, "k": 1000, "kb": 1000, "kib": 1024, "m": 1000**2, "mb": 1000**2, "mib": 1024**2,
         "g": 1000**3, "gb": 1000**3, "gib": 1024**3}


def parse_size(text: str) -> int:
    """A size as Dask writes it ("64MiB", "100MB", "5e6", "1048576"): bytes."""
    number = text.strip().rstrip("BbIiKkMmGg ")
    unit = text.strip()[len(number):].strip().lower()
    try:
        value = float(number) * UNITS[unit]
    except (ValueError, KeyError):
        raise DedupError(f"--blocksize: {text!r} is not a size (64MiB, 100MB, 1048576)") from None
    if value < 1:
        raise DedupError(f"--blocksize: {text!r} is below one byte")
    return int(value)


# --- the summary ------------------------------------------------------------

def summarize(stats: Sequence[Dict[str, Any]], block_inputs: Sequence[str], unique: Sequence[int],
              args: argparse.Namespace, seconds: float) -> Dict[str, Any]:
    """The run's summary; `block_inputs` names each block's input, in the blocks' order
    within each input (so that an example's line number counts from its input's start)."""
    rejected: Counter[str] = collections.Counter()
    examples: Dict[str, List[Dict[str, Any]]] = {}
    lines_before: Counter[str] = collections.Counter()
    for s, name in zip(stats, block_inputs):
        rejected.update(s["rejected"])
        for reason, kept in s["examples"].items():
            shown = examples.setdefault(reason, [])
            for number, text in kept:
                if len(shown) < EXAMPLES_PER_REASON and all(e["text"] != text for e in shown):
                    shown.append({"input": name, "line": lines_before[name] + number, "text": text})
        lines_before[name] += s["lines"]
    lines = sum(s["lines"] for s in stats)
    return {
        "inputs": list(args.inputs), "profile": args.profile, "web": args.web,
        "lines": lines, "blank_lines": sum(s["blank_lines"] for s in stats),
        "accepted": sum(s["accepted"] for s in stats), "relative_references": sum(s["relative"] for s in stats),
        "unique": sum(unique), "output_files": len(unique),
        "rejected": dict(sorted(rejected.items())),
        "rejected_examples": {r: examples[r] for r in sorted(examples)},
        "seconds": round(seconds, 3), "lines_per_second": round(lines / seconds) if seconds > 0 else None,
    }


# --- progress ---------------------------------------------------------------

class Progress:
    """Tasks done, on standard error: a bar redrawn on a terminal, else a line every
    PROGRESS_EVERY seconds (a log is not flooded with redrawn frames)."""

    def __init__(self, total: int, quiet: bool) -> None:
        self.total, self.quiet, self.tty = total, quiet, sys.stderr.isatty()
        self.last = time.monotonic()
        self.shown = -1

    def update(self, done: int) -> None:
        if self.quiet or done == self.shown:
            return
        now = time.monotonic()
        if self.tty:
            width = 40
            filled = width * done // max(1, self.total)
            sys.stderr.write(f"\r[{'#' * filled}{' ' * (width - filled)}] {done}/{self.total} tasks")
            if done == self.total:
                sys.stderr.write("\n")
        elif now - self.last >= PROGRESS_EVERY or done == self.total:
            sys.stderr.write(f"urikit-dedup: {done}/{self.total} tasks done\n")
            self.last = now
        else:
            return
        sys.stderr.flush()
        self.shown = done


# --- in this process: no Dask -----------------------------------------------

def run_in_process(args: argparse.Namespace, temporary: Path) -> Tuple[List[Dict[str, Any]], List[str], List[int]]:
    """Counts every block here, each output file's runs appended to a file of runs,
    then merges each: (block statistics, each block's input, each output file's count)."""
    buckets = args.partitions or 1
    blocksize = parse_size(args.blocksize) if args.blocksize != "auto" else MAX_BLOCK
    run_files = [open(temporary / f"runs-{i:05d}", "wb") for i in range(buckets)]
    stats: List[Dict[str, Any]] = []
    block_inputs: List[str] = []
    try:
        for name in args.inputs:
            for block in local_blocks(name, compression_of(name, args.compression), blocksize):
                block_stats, *runs = count_block(block, args.profile, args.web, buckets)
                stats.append(block_stats)
                block_inputs.append(name)
                for f, run in zip(run_files, runs):
                    f.write(run)
    finally:
        for f in run_files:
            f.close()
    unique = []
    for i in range(buckets):
        path = temporary / f"runs-{i:05d}"
        unique.append(write_bucket(str(temporary), i, path.read_bytes()))
        path.unlink()
    return stats, block_inputs, unique


# --- on a Dask cluster ----------------------------------------------------

def build(inputs: Sequence[str], temporary: Path, profile: Profile, web: bool, blocksize: Any, buckets: int,
          compression: str) -> Tuple[List[Any], List[Any], List[str]]:
    """The graph, one pass: (each output file's writing task, each block's statistics,
    each block's input)."""
    import dask
    from dask.bytes import read_bytes

    blocks: List[Any] = []
    block_inputs: List[str] = []
    for name in inputs:
        kind = compression_of(name, compression)
        # Whole lines per block, read once: blocks end just after a "\n"; a compressed
        # input cannot be split, and is one block.
        _, per_file = read_bytes([name], delimiter=b"\n", blocksize=None if kind else blocksize, sample=False,
                                 compression=kind)
        for block in per_file[0]:
            blocks.append(block)
            block_inputs.append(name)
    counted = [dask.delayed(count_block, nout=buckets + 1, pure=True)(block, profile, web, buckets) for block in blocks]
    writes = [dask.delayed(write_bucket)(str(temporary), i, *[c[i + 1] for c in counted]) for i in range(buckets)]
    return writes, [c[0] for c in counted], block_inputs


def _worker_check() -> str:
    import urikit

    return urikit.__version__


@contextlib.contextmanager
def _cluster(args: argparse.Namespace) -> Any:
    """A connected distributed.Client after the pre-flight checks."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise DedupError("a cluster needs Dask's distributed package (Debian: python3-distributed); "
                         "--in-process runs without it") from None

    with contextlib.ExitStack() as stack:
        if args.scheduler:
            try:
                client = stack.enter_context(Client(args.scheduler, timeout="10s"))
            except (OSError, TimeoutError) as e:
                raise DedupError(f"cannot reach the scheduler at {args.scheduler}: {e}") from None
        else:
            extra = {"memory_limit": args.memory_limit} if args.memory_limit else {}
            cluster = stack.enter_context(LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                                                       dashboard_address=None, **extra))
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


def _wait(client: Any, futures: List[Any], args: argparse.Namespace) -> None:
    """Until every task ended (or one failed), showing progress; a cluster without any
    worker for --worker-timeout seconds is an error (the workers are gone)."""
    progress = Progress(len(futures), args.quiet)
    alone_since: Optional[float] = None
    while True:
        done = sum(1 for f in futures if f.done())
        progress.update(done)
        if done == len(futures) or any(f.status == "error" for f in futures):
            return
        if client.nthreads():
            alone_since = None
        elif alone_since is None:
            alone_since = time.monotonic()
        elif time.monotonic() - alone_since > args.worker_timeout:
            raise DedupError(f"no worker for {args.worker_timeout:g} s with {done} of {len(futures)} tasks done: "
                             "the workers are gone (killed? out of memory: lower --blocksize)")
        time.sleep(0.2)


def _compute(client: Any, writes: List[Any], stats: List[Any], args: argparse.Namespace,
             blocksize: Any) -> Tuple[List[int], List[Any]]:
    from distributed import KilledWorker

    futures = client.compute(writes + stats)
    try:
        _wait(client, futures, args)
        results = client.gather(futures)
    except KilledWorker as e:
        raise DedupError(f"a worker was killed over and over running a task ({e.args[0] if e.args else e}): most "
                         f"often out of memory; a worker holds a few times its block (--blocksize, now {blocksize}): "
                         "lower --blocksize, or give the workers more (--memory-limit)") from None
    finally:
        client.cancel(futures)
    return list(results[:len(writes)]), list(results[len(writes):])


def run_on_cluster(args: argparse.Namespace, temporary: Path) -> Tuple[List[Dict[str, Any]], List[str], List[int]]:
    with _cluster(args) as client:
        threads = sum(client.nthreads().values())
        buckets = args.partitions or max(1, threads)
        blocksize = block_size(args.inputs, threads, args.blocksize)
        writes, stats, block_inputs = build(args.inputs, temporary, cast(Profile, args.profile), args.web, blocksize,
                                            buckets, args.compression)
        unique, block_stats = _compute(client, writes, stats, args, blocksize)
    return block_stats, block_inputs, unique


# --- the run ------------------------------------------------------------------

def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def remove_stale_temporaries(output: Path) -> None:
    """Removes the temporary folders of runs on this machine whose process is gone
    (killed: it could not clean up)."""
    host = socket.gethostname()
    for folder in output.glob(TEMPORARY_PREFIX + "*"):
        owner = folder / "owner"
        try:
            their_host, pid = owner.read_text().split()
        except (OSError, ValueError):
            continue  # an older run's or one just starting: left alone
        if their_host == host and not _alive(int(pid)):
            shutil.rmtree(folder, ignore_errors=True)


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
    for name in args.inputs:
        check_input(name, compression_of(name, args.compression))
    output.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(output)
    temporary = output / f"{TEMPORARY_PREFIX}{uuid.uuid4().hex}"
    temporary.mkdir()
    (temporary / "owner").write_text(f"{socket.gethostname()} {os.getpid()}\n")
    started = time.perf_counter()
    try:
        if args.in_process:
            stats, block_inputs, unique = run_in_process(args, temporary)
        else:
            stats, block_inputs, unique = run_on_cluster(args, temporary)
        summary = summarize(stats, block_inputs, unique, args, time.perf_counter() - started)
        _move_into_place(temporary, output, summary)
    finally:
        shutil.rmtree(temporary, ignore_errors=True)
    return summary


class _Parser(argparse.ArgumentParser):
    """Usage errors in one line (exit status 2), the usage itself under --help."""

    def error(self, message: str) -> Any:
        self.exit(2, f"urikit-dedup: {message} (--help shows the usage)\n")


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    p = _Parser(prog="urikit-dedup", description="Unique canonical URLs (with counts) of URL lists, on Dask.")
    p.add_argument("inputs", nargs="+", metavar="INPUT", help="text files, one URL per line (or .gz, .bz2, .xz)")
    p.add_argument("--output", required=True, metavar="DIR", help="where urls-NNNNN.tsv and summary.json go")
    p.add_argument("--profile", default="cache-key", choices=["rfc3986", "http", "cache-key", "dedup", "http-cache"])
    p.add_argument("--web", action="store_true", help="each line is an href (WHATWG URL Standard)")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--scheduler", metavar="ADDRESS", help="an existing cluster's scheduler (tcp://host:8786)")
    where.add_argument("--workers", type=int, default=max(1, min(4, os.cpu_count() or 1)),
                       help="worker processes of the local cluster (default: cores, at most 4)")
    where.add_argument("--in-process", action="store_true", help="no cluster (and no Dask): run in this process")
    p.add_argument("--memory-limit", metavar="SIZE", default=None,
                   help="memory of each local worker, e.g. 2GiB (Dask's default: the machine's share)")
    p.add_argument("--partitions", type=int, default=0,
                   help="output files (default: one per worker thread)")
    p.add_argument("--blocksize", default="auto",
                   help="input block per task, e.g. 64MiB (default auto: at least two blocks per worker thread); "
                        "a worker holds a few times its block")
    p.add_argument("--compression", default="infer", choices=["infer", "none", "gzip", "bz2", "xz"],
                   help="how the inputs are compressed (default infer: by the name, .gz .bz2 .xz)")
    p.add_argument("--worker-timeout", type=float, default=60.0, metavar="SECONDS",
                   help="how long a cluster may have no worker before the run ends with an error (default 60)")
    p.add_argument("--quiet", action="store_true", help="no progress")
    args = p.parse_args(argv)
    for name in args.inputs:
        if not Path(name).is_file():
            p.error(f"no such file: {name}")
    if Path(args.output).exists() and not Path(args.output).is_dir():
        p.error(f"--output: {args.output} is a file, not a folder")
    if args.partitions < 0 or args.workers < 1 or args.worker_timeout <= 0:
        p.error("--partitions must be at least 0 (0: one per worker thread), --workers at least 1, "
                "--worker-timeout above 0")
    if args.memory_limit and (args.scheduler or args.in_process):
        p.error("--memory-limit is for the local cluster's workers")
    return args


def _terminated(signum: int, frame: Any) -> None:
    raise SystemExit(128 + signum)  # unwinds: the temporary folder is removed


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = parse_args(argv)
    if args.blocksize != "auto":
        try:
            parse_size(args.blocksize)
        except DedupError as e:
            print(f"urikit-dedup: {e}", file=sys.stderr)
            return 2
    previous = signal.signal(signal.SIGTERM, _terminated)
    try:
        summary = run(args)
    except DedupError as e:
        print(f"urikit-dedup: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("urikit-dedup: interrupted; the outputs in --output are as they were", file=sys.stderr)
        return 130
    finally:
        signal.signal(signal.SIGTERM, previous)
    if summary["relative_references"] and not args.web:
        print(f"urikit-dedup: {summary['relative_references']} accepted lines are relative references (no scheme), "
              "counted as written; --web reads each line as an href browsers parse", file=sys.stderr)
    print(json.dumps({k: summary[k] for k in ("lines", "blank_lines", "accepted", "relative_references", "unique",
                                              "rejected")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
