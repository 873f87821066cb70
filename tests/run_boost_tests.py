#!/usr/bin/env python3
"""Runs a Boost.Test binary the way ctest runs urikit's: its errors and
warnings, and why each skipped test case was skipped (a precondition:
tests/test_conditions.hpp), then a summary; and fails when a test case
passed having checked no assertion (a test that cannot fail).
With --shard K/N first, it runs the K-th of N shares of the binary's
top-level suites (every N-th in the binary's order, from the K-th): ctest
runs the shares at once, each on its core.
Usage: run_boost_tests.py [--shard K/N] BINARY [BOOST TEST ARGUMENTS...]"""
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

NOISE = re.compile(r"(Entering|Leaving) test (case|suite|module)|^Running \d+ test cases?|^\s*$")
COLOR = re.compile(r"\x1b\[[0-9;]*m")


def cases(element, path):
    for child in element:
        name = f"{path}/{child.get('name')}"
        if child.tag == "TestSuite":
            yield from cases(child, name)
        elif child.tag == "TestCase":
            yield name, child


def shard_suites(binary, k, n):
    """The top-level suites of the K-th of N shares: every N-th from the K-th."""
    listed = subprocess.run([binary, "--list_content"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, check=True).stdout
    suites = [line.rstrip("*") for line in listed.splitlines() if line and not line.startswith(" ")]
    return suites[k - 1::n]


def main(argv):
    shard = None
    if argv and argv[0] == "--shard":
        k, n = (int(x) for x in argv[1].split("/"))
        shard, argv = (k, n), argv[2:]
    binary, args = argv[0], argv[1:]
    if shard:
        suites = shard_suites(binary, *shard)
        if not suites:
            print(f"{binary}: shard {shard[0]}/{shard[1]} has no suite")
            return 1
        args = [f"--run_test={':'.join(suites)}", *args]
    with tempfile.TemporaryDirectory() as work:
        report = os.path.join(work, "report.xml")
        run = subprocess.run([binary, "--log_level=test_suite", "--color_output=no", "--report_format=XML",
                              "--report_level=detailed", f"--report_sink={report}", *args],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
        for line in run.stdout.splitlines():
            line = COLOR.sub("", line)
            if not NOISE.search(line) and not (shard and line.endswith("is skipped because disabled")):
                print(line)  # (a suite of another shard is "disabled": not a skip)
        if not os.path.exists(report):
            print(f"{binary}: no report (exit status {run.returncode})")
            return run.returncode or 1
        root = ET.parse(report).getroot()
    results = list(cases(root, ""))
    count = {k: sum(1 for _, c in results if c.get("result") == k) for k in ("passed", "skipped")}
    empty = [name for name, c in results if c.get("result") == "passed" and
             int(c.get("assertions_passed")) + int(c.get("assertions_failed")) == 0]
    assertions = sum(int(c.get("assertions_passed")) for _, c in results)
    print(f"{os.path.basename(binary)}: {count['passed']} test cases passed, {count['skipped']} skipped (the reasons "
          f"above), {len(results) - count['passed'] - count['skipped']} failed; {assertions} assertions passed")
    for name in empty:
        print(f"CHECKED NOTHING: {name} passed without an assertion (a precondition, or an assertion, is missing)")
    if run.returncode != 0:
        return run.returncode
    return 1 if empty or not results else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
