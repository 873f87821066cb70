#!/usr/bin/env python3
"""Turns one urikit_bench JSON run (and, optionally, the output of
bench/count_instructions.sh) into the README's benchmark tables.

Usage: bench/report.py bench.json [instructions.txt] [--chart FILE.svg]
Each cell is the median of the run's repetitions, in ns per URL; the ratio is
to the byte-class table pass over the same lines in the same run. With
--chart, also draws the parse and the parse + normalize jobs as grouped bars
(ns per URL, and instructions per URL when given) into an SVG (matplotlib).
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
            if "over" in parts:  # "... instructions/URL over N calls": the calls counted
                CALLS[parts[0]] = int(parts[parts.index("over") + 1])
    return out


CALLS = {}


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


def draw_chart(runs, instr, path):
    """Grouped bars per data file: ns/URL (and instructions/URL) of each contestant, log scale."""
    import matplotlib

    matplotlib.use("svg")
    matplotlib.rcParams["svg.hashsalt"] = "urikit"  # the same input draws the same file
    import matplotlib.pyplot as plt

    jobs = [("parse", ["table_pass", "urikit", "boost_url", "uriparser", "curl"]),
            ("normalize", ["urikit_rfc3986", "urikit_http", "urikit_cache_key", "uriparser", "boost_url", "curl"])]
    measures = [("ns per URL", lambda name: (runs.get(name) or (None,))[0])]
    if instr:
        measures.append(("instructions per URL", lambda name: instr.get(name)))
    fig, axes = plt.subplots(len(jobs), len(measures), figsize=(6.5 * len(measures) + 1.5, 4.2 * len(jobs)), squeeze=False)
    for row, (job, contestants) in enumerate(jobs):
        for col, (label, value) in enumerate(measures):
            ax = axes[row][col]
            width = 0.8 / len(contestants)
            for k, c in enumerate(contestants):
                heights = [value(f"{job}/{f}/{c}") or 0 for f in FILES]
                ax.bar([i + k * width for i in range(len(FILES))], heights, width, label=c)
            ax.set_xticks([i + 0.4 - width / 2 for i in range(len(FILES))], [f.replace(".txt", "") for f in FILES])
            ax.set_yscale("log")
            ax.set_title(f"{'parse' if job == 'parse' else 'parse + normalize (reused buffer)'}: {label}")
            ax.grid(axis="y", which="both", alpha=0.3)
            if col == len(measures) - 1:
                ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    fig.tight_layout()
    fig.savefig(path, metadata={"Date": None})


def main():
    args = sys.argv[1:]
    chart = None
    if "--chart" in args:
        i = args.index("--chart")
        chart = args[i + 1]
        del args[i:i + 2]
    runs = load(args[0])
    instr = load_instructions(args[1]) if len(args) > 1 else {}
    if chart:
        draw_chart(runs, instr, chart)
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
    contestants = ["urikit_rfc3986", "urikit_http", "urikit_cache_key", "uriparser", "boost_url", "curl"]
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
    crawl_table(runs, instr)
    params_table(runs, instr)
    search_params_table(runs, instr)
    pattern_table(runs, instr)

    iri_table(runs, instr)

    print("\n#### Parse a reference + resolve + write the target: ns/call (allocations, instructions per call)\n")
    print("| data file | workload | urikit | uriparser |")
    print("|---|---|---:|---:|")
    for f in FILES:
        for w in ["lines_as_references", "lines_as_bases"]:
            row = [f, w.replace("_", " ")]
            row += [cell(runs, f"resolve/{f}/{w}/{p}", None, instr, p == "urikit") for p in ["urikit", "uriparser"]]
            print("| " + " | ".join(row) + " |")


def iri_table(runs, instr):
    """IRI to URI beside the table pass (when the run has it)."""
    if not any(name.startswith("iri/") for name in runs):
        return
    print("\n#### IRI to URI into a reused buffer: ns/URL (ratio to the table pass, allocations, instructions)\n")
    print("| data file | table pass | to_uri_into |")
    print("|---|---:|---:|")
    for f in FILES:
        table = runs.get(f"parse/{f}/table_pass")
        floor = table[0] if table else None
        head = f"{floor:.0f} ({instr.get(f'parse/{f}/table_pass', 0):.0f} instr)" if floor else "-"
        print(f"| {f} | {head} | {cell(runs, f'iri/{f}/urikit_to_uri', floor, instr, True)} |")


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


def crawl_table(runs, instr):
    """The crawler forms beside the cache-key normalization (when the run has them)."""
    if not any(name.startswith("crawl/") for name in runs):
        return
    print("\n#### Crawler forms: ns/URL (ratio to the table pass, allocations, instructions), on the lines all accept\n")
    contestants = ["urikit_cache_key", "urikit_dedup", "urikit_safe_browsing", "urikit_surt", "urikit_ssurt",
                   "urikit_site"]
    print("| data file | parse + cache-key | parse + dedup | Safe Browsing | SURT (IA) | parse + SSURT | parse + site |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for f in FILES:
        table = runs.get(f"parse/{f}/table_pass")
        floor = table[0] if table else None
        row = [f] + [cell(runs, f"crawl/{f}/{c}", floor, instr, False) for c in contestants]
        print("| " + " | ".join(row) + " |")


def job_table(runs, instr, job, title, headers, contestants, ours, ratio=False):
    """One job's table beside the table pass (when the run has the job); `ratio`: the last contestant over `ours`."""
    if not any(name.startswith(f"{job}/") for name in runs):
        return
    print(f"\n#### {title}: ns/URL (ratio to the table pass, allocations, instructions), on the lines all accept\n")
    print("| data file | " + " | ".join(headers) + " |")
    print("|---|" + "---:|" * len(headers))
    for f in FILES:
        table = runs.get(f"parse/{f}/table_pass")
        floor = table[0] if table else None
        row = [f] + [cell(runs, f"{job}/{f}/{c}", floor, instr, c == ours) for c in contestants]
        if ratio:
            mine, theirs = runs.get(f"{job}/{f}/{ours}"), runs.get(f"{job}/{f}/{contestants[-1]}")
            row.append(f"{theirs[0] / mine[0]:.1f}x" if mine and theirs else "")
        print("| " + " | ".join(row) + " |")


def params_table(runs, instr):
    """The query as pairs: url_search_params beside Boost.URL's params()."""
    job_table(runs, instr, "params", "Query pairs after parsing",
              ["url_search_params", "+ sort + serialize", "Boost.URL params()"],
              ["urikit_params", "urikit_params_sorted", "boost_url_params"], "urikit_params")


def search_params_table(runs, instr):
    """URLSearchParams per query (the job's lines are the queries), beside Boost.URL's parse_query."""
    if not any(name.startswith("search_params/") for name in runs):
        return
    print("\n#### URLSearchParams per query: ns/query (allocations, instructions per query), on the lines with a query\n")
    contestants = ["urikit_search_params", "urikit_search_params_get_set", "boost_url_search_params"]
    print("| data file | queries | parse + sort + serialize | parse + get + set + serialize | Boost.URL parse_query |")
    print("|---|---:|---:|---:|---:|")
    for f in FILES:
        if runs.get(f"search_params/{f}/urikit_search_params") is None:
            continue  # no line has a query
        queries = CALLS.get(f"search_params/{f}/urikit_search_params")
        row = [f, f"{queries:,}" if queries else "-"]
        row += [cell(runs, f"search_params/{f}/{c}", None, instr, c == contestants[0]) for c in contestants]
        print("| " + " | ".join(row) + " |")


def pattern_table(runs, instr):
    """A crawl scope of four URL patterns: url_pattern (RE2) beside the same expressions in std::regex."""
    job_table(runs, instr, "pattern", "Four URL patterns decided after parsing",
              ["url_pattern (RE2)", "the Standard's expressions in std::regex", "std::regex / url_pattern"],
              ["urikit_pattern", "std_regex"], "urikit_pattern", ratio=True)

if __name__ == "__main__":
    main()
