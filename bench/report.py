#!/usr/bin/env python3
"""Turns one urikit_bench JSON run (and, optionally, the output of
bench/count_instructions.sh) into the README's benchmark tables.

Usage: bench/report.py bench.json [instructions.txt]
Each cell is the median of the run's repetitions, in ns per URL; the ratio is
to the byte-class table pass over the same lines in the same run.
"""
import json
import sys

FILES = ["kasztp.txt", "userbait.txt", "node_files.txt", "isaacs_files.txt"]


def load(path):
    runs = {}
    for b in json.load(open(path))["benchmarks"]:
        if b.get("aggregate_name") != "median":
            continue
        name = b["run_name"]
        if b.get("error_occurred"):
            runs[name] = None
            continue
        t = b.get("time/URL", b.get("time/call"))
        a = b.get("allocs/URL", b.get("allocs/call"))
        runs[name] = (t * 1e9, a)
    return runs


def load_instructions(path):
    out = {}
    for line in open(path):
        parts = line.split()
        if len(parts) >= 2:
            out[parts[0]] = float(parts[1])
    return out


def cell(runs, name, floor=None, instr=None, bold=False):
    r = runs.get(name)
    if r is None:
        return "rejects every line"
    ns, allocs = r
    text = f"{ns:.0f}"
    if bold:
        text = f"**{text}**"
    extra = []
    if floor:
        extra.append(f"{ns / floor:.2f}x")
    extra.append(f"{allocs:.2g} allocs" if allocs else "0 allocs")
    if instr and name in instr:
        extra.append(f"{instr[name]:.0f} instr")
    return f"{text} ({', '.join(extra)})"


def main():
    runs = load(sys.argv[1])
    instr = load_instructions(sys.argv[2]) if len(sys.argv) > 2 else {}
    print("#### Parse: ns/URL (ratio to the table pass, heap allocations per URL, instructions per URL)\n")
    peers = ["urikit", "boost_url", "uriparser", "curl"]
    print("| data file | table pass | " + " | ".join(peers) + " |")
    print("|---|---:|" + "---:|" * len(peers))
    for f in FILES:
        floor = runs[f"parse/{f}/table_pass"][0]
        row = [f, f"{floor:.0f} ({instr.get(f'parse/{f}/table_pass', 0):.0f} instr)"]
        row += [cell(runs, f"parse/{f}/{p}", floor, instr, p == "urikit") for p in peers]
        print("| " + " | ".join(row) + " |")

    print("\n#### Parse + normalize into a reused buffer: ns/URL (ratio to the table pass, allocations, instructions)\n")
    contestants = ["urikit_rfc3986", "urikit_http", "uriparser", "boost_url", "curl"]
    print("| data file | " + " | ".join(contestants) + " | uriparser / urikit_rfc3986 |")
    print("|---|" + "---:|" * (len(contestants) + 1))
    for f in FILES:
        floor = runs[f"parse/{f}/table_pass"][0]
        row = [f] + [cell(runs, f"normalize/{f}/{c}", floor, instr, c.startswith("urikit")) for c in contestants]
        ours = runs[f"normalize/{f}/urikit_rfc3986"][0]
        theirs = runs[f"normalize/{f}/uriparser"][0]
        ratio = f"{theirs / ours:.2f}x"
        key_u, key_k = f"normalize/{f}/uriparser", f"normalize/{f}/urikit_rfc3986"
        if key_u in instr and key_k in instr:
            ratio += f" ({instr[key_u] / instr[key_k]:.2f}x in instructions)"
        print("| " + " | ".join(row + [ratio]) + " |")

    web_table(runs, instr)

    print("\n#### Parse a reference + resolve + write the target: ns/call (allocations per call)\n")
    print("| data file | workload | urikit | uriparser |")
    print("|---|---|---:|---:|")
    for f in FILES:
        for w in ["lines_as_references", "lines_as_bases"]:
            row = [f, w.replace("_", " ")]
            row += [cell(runs, f"resolve/{f}/{w}/{p}", None, None, p == "urikit") for p in ["urikit", "uriparser"]]
            print("| " + " | ".join(row) + " |")


def web_table(runs, instr):
    """The web mode beside the RFC 3986 job it stands in for (when the run has it)."""
    if not any(name.startswith("web/") for name in runs):
        return
    print("\n#### Web mode: ns/URL (ratio to the table pass, allocations, instructions), on the lines both accept\n")
    contestants = ["urikit_web", "urikit_parse_http"]
    print("| data file | table pass | parse_web (href) | parse + normalize http |")
    print("|---|---:|---:|---:|")
    for f in FILES:
        table = runs.get(f"parse/{f}/table_pass")
        floor = table[0] if table else None
        head = f"{floor:.0f} ({instr.get(f'parse/{f}/table_pass', 0):.0f} instr)" if floor else "-"
        row = [f, head] + [cell(runs, f"web/{f}/{c}", floor, instr, c == "urikit_web") for c in contestants]
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
