#!/usr/bin/env python3
"""A request guard in Python over a batch of URLs: urikit beside the guard people write by hand, in one run.

    python bench/guard.py [FILE] [--repetitions 5] [--limit N] [--instructions [N]]

FILE defaults to ../shared/data/kasztp.txt. Each contestant decides, for every
line, whether a client may fetch it (allowed, or refused: internal address,
unparsable); the table gives the median µs per URL over the whole batch
(repetitions interleaved in a shuffled order), with --instructions the
callgrind instructions per URL over the first N lines (two passes minus one,
as compare.py counts them), how many lines each refuses, and which of a few
known payloads each lets through. The hand-written guard is the common one:
urllib.parse.urlsplit's hostname, then ipaddress's is_private / is_loopback /
is_link_local / is_reserved / is_multicast / is_unspecified when the host is
an address literal; it sees neither inet_aton's forms nor a percent-encoded
name, nor a backslash that curl and browsers read differently.
"""

from __future__ import annotations

import ipaddress
import sys
from pathlib import Path
from typing import Callable, Dict, List, Optional, Tuple
from urllib.parse import urlsplit

import urikit

sys.path.insert(0, str(Path(__file__).resolve().parent))
import compare  # noqa: E402 (the timing and counting helpers)

# From issue #55's material (PayloadsAllTheThings, Orange Tsai's talk, WPT): each reaches an internal address.
PAYLOADS = ["http://0x7f.1/", "http://2130706433/", "http://[::]/", "http://100.100.100.200/latest/",
            "http://192.0.0.192/", "http://localhost.%2E/", "http://%6c%6f%63%61%6c%68%6f%73%74/",
            "http://[::ffff:169.254.169.254]/", "http://allowed.example\\@127.0.0.1/"]


def urikit_guard(url: str) -> bool:
    try:
        urikit.check_request(url)
        return True
    except urikit.URIError:
        return False


def urikit_parts_and_class(url: str) -> bool:
    try:
        parts = urikit.request_parts(url)
    except urikit.URIError:
        return False
    cls = parts["address_class"]
    return cls is not None and not urikit.is_internal(cls)


def hand_guard(url: str) -> bool:
    try:
        host = urlsplit(url).hostname
    except ValueError:
        return False
    if not host:
        return False
    if host == "localhost" or host.endswith(".localhost"):
        return False
    try:
        a = ipaddress.ip_address(host)
    except ValueError:
        return True  # a name: resolve it (not measured)
    return not (a.is_private or a.is_loopback or a.is_link_local or a.is_reserved or a.is_multicast
                or a.is_unspecified)


def batch(fn: Callable[[str], bool]) -> Callable[[List[str]], int]:
    def run(lines: List[str]) -> int:
        return sum(1 for line in lines if fn(line))
    return run


def contestants() -> Dict[str, Tuple[str, Callable[[List[str]], object], Callable[[str], bool]]]:
    """name -> (what it does, run over a list, one decision)."""
    one = {
        "urikit.check_request": ("the guard in one call (default policy)", urikit_guard),
        "urikit.request_parts + is_internal": ("the parts, then the class's verdict", urikit_parts_and_class),
        "urlsplit + ipaddress (by hand)": ("hostname, then ipaddress's flags", hand_guard),
    }
    return {name: (what, batch(fn), fn) for name, (what, fn) in one.items()}


def main(argv: Optional[List[str]] = None) -> int:
    args = compare.arguments(__doc__).parse_args(argv)
    if args.run_passes:
        return compare.run_passes(contestants(), args.run_passes[0], args.run_passes[1], int(args.run_passes[2]))
    lines = compare.read_lines(args.file)
    if args.limit:
        lines = lines[: args.limit]
    table = contestants()
    medians = compare.measure(lines, table, args.repetitions)
    counted = {}
    if args.instructions:
        counted = {name: compare.instructions(name, lines[: args.instructions], __file__) for name in table}
    print(f"{Path(args.file).name}: {len(lines)} lines, each decided by every contestant; median of "
          f"{args.repetitions} interleaved repetitions; Python {sys.version.split()[0]}"
          + (f"; instructions over the first {min(args.instructions, len(lines))}" if counted else ""))
    print()
    print("| contestant | what it does | µs per URL | instructions per URL | lines refused | payloads let through |")
    print("|---|---|---:|---:|---:|---|")
    for name in sorted(table, key=lambda n: medians[n]):
        what, _, decide = table[name]
        refused = sum(1 for line in lines if not decide(line))
        through = [x for x in PAYLOADS if decide(x)]
        count = f"{counted[name]:,.0f}" if name in counted else "-"
        shown = ", ".join(f"`{x}`" for x in through) if through else "none"
        print(f"| {name} | {what} | {medians[name]:.3f} | {count} | {refused} | {len(through)} of {len(PAYLOADS)}: {shown} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
