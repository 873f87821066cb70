"""python -m urikit.dedup: the unique canonical URLs of URL lists of any size, with their counts, on Dask.

    python -m urikit.dedup urls-*.txt --output unique/ [--profile cache-key] [--web]
        [--scheduler tcp://host:8786 | --workers 4] [--partitions 8] [--blocksize 64MiB] [--quiet]

Each input is a text file of one URL per line, read as text and nothing else
(no CSV quoting, no missing-value conversion; only the line's "\\n" or "\\r\\n"
is removed; bytes that are not UTF-8 stay what they were). Every line is
canonicalized by urikit under the profile (with --web, as an href browsers
parse), the canonical URLs are counted across all partitions (spread over
--partitions output partitions) and written to DIR/urls-NNNNN.tsv as
"url<TAB>count" lines, sorted by URL within each file; DIR/summary.json
counts the lines, the accepted and the unique URLs, the rejected lines by
reason (urikit's error names; "blank_line" for empty lines) with a few
examples. Runs on a local cluster of --workers worker processes (one thread
each) unless --scheduler names an existing cluster's scheduler.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, cast

from . import Profile, URIError, normalize, normalize_many

EXAMPLES_PER_PARTITION = 5
EXAMPLES = 20


def canonical_frame(lines: Sequence[str], profile: Profile, web: bool) -> Any:
    """One partition as a DataFrame: `url` (canonical, None when rejected), `error` and `line` (rejected only)."""
    import pandas as pd

    texts = [_strip_newline(line) for line in lines]
    try:
        urls: List[Optional[str]] = list(normalize_many(texts, profile, web=web, errors="none"))
    except UnicodeEncodeError:  # a line that was not UTF-8 (kept as surrogate escapes): go through bytes
        raw = [t.encode("utf-8", "surrogateescape") for t in texts]
        urls = [None if u is None else u.decode("ascii") for u in normalize_many(raw, profile, web=web, errors="none")]
    errors: List[Optional[str]] = [None] * len(texts)
    rejected: List[Optional[str]] = [None] * len(texts)
    for i, url in enumerate(urls):
        if url is None:
            errors[i] = _reason(texts[i], profile, web)
            rejected[i] = texts[i]
    return pd.DataFrame({"url": urls, "error": errors, "line": rejected}, dtype=object)


def _strip_newline(line: str) -> str:
    if line.endswith("\n"):
        line = line[:-1]
        if line.endswith("\r"):
            line = line[:-1]
    return line


def _reason(text: str, profile: Profile, web: bool) -> str:
    """Why urikit refused `text` (the refusal is rare: one call each is cheap)."""
    if text == "":
        return "blank_line"
    try:
        normalize(text.encode("utf-8", "surrogateescape"), profile, web=web)
    except URIError as e:
        return e.code
    return "unknown"  # cannot happen: the batch refused it


def write_partition(counts: Any, directory: str, number: int) -> int:
    """Writes one partition of (url -> count) as DIR/urls-NNNNN.tsv; returns how many URLs it holds."""
    path = Path(directory) / f"urls-{number:05d}.tsv"
    with open(path, "w", encoding="ascii", newline="\n") as f:
        for url, count in sorted(counts.items()):
            f.write(f"{url}\t{count}\n")
    return len(counts)


def first_rejected(frame: Any) -> Any:
    return frame[frame.error.notna()].head(EXAMPLES_PER_PARTITION)


def build(inputs: Sequence[str], output: Path, profile: Profile, web: bool, blocksize: Any,
          partitions: int) -> Dict[str, Any]:
    """The graph: the unique URLs written per partition, and the summary's parts (not computed yet)."""
    import dask
    import dask.bag as db
    import dask.dataframe as dd
    import pandas as pd

    lines = db.read_text(list(inputs), blocksize=blocksize, encoding="utf-8", errors="surrogateescape")
    meta = pd.DataFrame({"url": pd.Series(dtype=object), "error": pd.Series(dtype=object),
                         "line": pd.Series(dtype=object)})
    frames: Any = dd.from_delayed([dask.delayed(canonical_frame)(part, profile, web) for part in lines.to_delayed()],
                                  meta=meta, verify_meta=False)
    counts = frames.url.dropna().value_counts(split_out=partitions)
    written = [dask.delayed(write_partition)(part, str(output), i) for i, part in enumerate(counts.to_delayed())]
    return {
        "unique": written,
        "accepted": frames.url.count(),
        "rejected": frames.error.dropna().value_counts(),
        "examples": frames.map_partitions(first_rejected, meta=meta),
    }


def summarize(parts: Dict[str, Any], inputs: Sequence[str], profile: str, web: bool) -> Dict[str, Any]:
    rejected = {str(k): int(v) for k, v in sorted(parts["rejected"].items())}
    examples = parts["examples"].head(EXAMPLES)
    accepted = int(parts["accepted"])
    return {
        "inputs": list(inputs), "profile": profile, "web": web,
        "lines": accepted + sum(rejected.values()),
        "accepted": accepted,
        "unique": int(sum(parts["unique"])),
        "output_files": len(parts["unique"]),
        "rejected": rejected,
        "rejected_examples": [{"line": _printable(l), "error": e} for l, e in zip(examples.line, examples.error)],
    }


def _printable(line: str) -> str:
    """A rejected line for the summary: bytes that were not UTF-8 written as \\xNN."""
    return line.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def run(args: argparse.Namespace) -> Dict[str, Any]:
    from distributed import Client, LocalCluster, progress

    output = Path(args.output)
    output.mkdir(parents=True, exist_ok=True)
    for old in output.glob("urls-*.tsv"):
        old.unlink()
    with contextlib.ExitStack() as stack:
        if args.scheduler:
            client = stack.enter_context(Client(args.scheduler))
        else:
            cluster = stack.enter_context(LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                                                       dashboard_address=None))
            client = stack.enter_context(Client(cluster))
        graph = build(args.inputs, output, cast(Profile, args.profile), args.web, args.blocksize, args.partitions)
        futures = client.compute(graph)
        if not args.quiet:
            with contextlib.redirect_stdout(sys.stderr):
                progress(futures)
        parts = client.gather(futures)
    summary = summarize(parts, args.inputs, args.profile, args.web)
    with open(output / "summary.json", "w", encoding="utf-8") as f:
        json.dump(summary, f, indent=2, ensure_ascii=False)
        f.write("\n")
    return summary


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m urikit.dedup",
                                description="Unique canonical URLs (with counts) of URL lists, on Dask.")
    p.add_argument("inputs", nargs="+", metavar="INPUT", help="text files, one URL per line")
    p.add_argument("--output", required=True, metavar="DIR", help="where urls-NNNNN.tsv and summary.json go")
    p.add_argument("--profile", default="cache-key", choices=["rfc3986", "http", "cache-key", "dedup", "http-cache"])
    p.add_argument("--web", action="store_true", help="each line is an href (WHATWG URL Standard)")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--scheduler", metavar="ADDRESS", help="an existing cluster's scheduler (tcp://host:8786)")
    where.add_argument("--workers", type=int, default=max(1, min(4, os.cpu_count() or 1)),
                       help="worker processes of the local cluster (default: cores, at most 4)")
    p.add_argument("--partitions", type=int, default=4, help="output partitions (dask's split_out; default 4)")
    p.add_argument("--blocksize", default="64MiB", help="input block per task (default 64MiB)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    args = p.parse_args(argv)
    for name in args.inputs:
        if not Path(name).is_file():
            p.error(f"no such file: {name}")
    if args.partitions < 1 or (args.workers is not None and args.workers < 1):
        p.error("--partitions and --workers must be at least 1")
    return args


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = parse_args(argv)
    summary = run(args)
    print(json.dumps({k: summary[k] for k in ("lines", "accepted", "unique", "rejected")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
