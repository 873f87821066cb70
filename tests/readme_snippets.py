#!/usr/bin/env python3
"""The snippets of README.md and docs/*.md, compiled and run against an
installed urikit, their output checked against what the page shows (issue
#44: docs that cannot go stale):

- each ```cpp block of a page becomes a scope of one C++ program (with
  <urikit/urikit.hpp>, <iostream> and `using namespace urikit;`), each
  ```c block the body of one C program's main (with <urikit/urikit.h>,
  <stdio.h>, <string.h>); a line that prints (std::cout, printf) and ends
  in a comment (`// text`, `/* text */`) says the line it prints;
- each ```sh block's `$ command` lines run with the installed urikit on
  PATH and must print the lines below them (blocks without `$` are shown,
  not run).
A block whose first line names a file and its lines ("// examples/x.cpp,
lines 3-9") is an excerpt: it must be those lines of that file, which its
own test runs. The Python blocks are tests/python/test_readme.py's.

usage: readme_snippets.py SOURCE_DIR PREFIX CXX CC WORK"""
import os
import pathlib
import re
import subprocess
import sys


def blocks(text, language):
    return re.findall(rf"^```{language}\n(.*?)^```", text, re.S | re.M)


def expected(code, prints, comment):
    return [m.group(1) for line in code.split("\n") if re.search(prints, line)
            for m in [re.search(comment, line)] if m]


def build_and_run(compiler, flags, source, work, name):
    src = work / f"{name}.{'cpp' if 'c++' in flags[0] else 'c'}"
    src.write_text(source)
    exe = work / name
    pc = subprocess.run(["pkg-config", "--cflags", "--libs", "urikit"], capture_output=True, text=True, check=True)
    built = subprocess.run([compiler, *flags, "-Wall", "-Werror", str(src), "-o", str(exe), *pc.stdout.split()],
                           capture_output=True, text=True)
    if built.returncode != 0:
        return None, built.stderr
    ran = subprocess.run([str(exe)], capture_output=True, text=True)
    return ran.stdout.splitlines(), ran.stderr


def check(name, want, got, log):
    if got is None:
        print(f"FAIL {name}: does not compile\n{log}")
        return 1
    if got != want:
        print(f"FAIL {name}: the output differs from the page's comments")
        for i in range(max(len(want), len(got))):
            w = want[i] if i < len(want) else "<nothing>"
            g = got[i] if i < len(got) else "<nothing>"
            print(f"  {'  ' if w == g else '! '}page:   {w}\n  {'  ' if w == g else '! '}prints: {g}")
        return 1
    print(f"ok   {name}: {len(want)} lines as shown")
    return 0


EXCERPT = re.compile(r"^(?://|#|/\*) (\S+), lines (\d+)-(\d+)\b")


def excerpt_breach(root, block):
    """None when `block` is no excerpt or is the lines it names, else why not."""
    m = EXCERPT.match(block)
    if not m:
        return None
    lines = (root / m.group(1)).read_text().split("\n")[int(m.group(2)) - 1:int(m.group(3))]
    return None if block.split("\n")[1:-1] == lines else f"not lines {m.group(2)}-{m.group(3)} of {m.group(1)}"


def check_page(root, page, prefix, cxx, cc, work):
    """(failures, C++ blocks, C blocks, commands) of one page."""
    text = page.read_text()
    name = page.relative_to(root)
    failed = 0
    for language in ("cpp", "c", "python"):
        for block in blocks(text, language):
            why = excerpt_breach(root, block)
            if why:
                print(f"FAIL {name}: an excerpt is {why}")
                failed += 1
    cpp = [b for b in blocks(text, "cpp") if not EXCERPT.match(b)]
    c = [b for b in blocks(text, "c") if not EXCERPT.match(b)]
    stem = str(name).replace("/", "_").replace(".", "_")
    if cpp:
        program = ("#include <urikit/urikit.hpp>\n#include <cstdint>\n#include <iostream>\n#include <string>\n"
                   "using namespace urikit;\nint main() {\n" + "".join("{\n" + b + "}\n" for b in cpp) + "}\n")
        want = [w for b in cpp for w in expected(b, r"std::cout", r"\s//\s(.*)$")]
        got, log = build_and_run(cxx, ["-std=c++20"], program, work, f"{stem}_cpp")
        failed += check(f"{name}: {len(cpp)} C++ snippets", want, got, log)
    if c:
        program = ("#include <stdio.h>\n#include <string.h>\n#include <urikit/urikit.h>\nint main(void) {\n" +
                   "".join("{\n" + b + "}\n" for b in c) + "return 0;\n}\n")
        want = [w for b in c for w in expected(b, r"printf\(", r"/\*\s(.*?)\s\*/\s*$")]
        got, log = build_and_run(cc, ["-std=c99"], program, work, f"{stem}_c")
        failed += check(f"{name}: {len(c)} C snippets", want, got, log)
    env = dict(os.environ, PATH=f"{prefix}/bin:{os.environ['PATH']}", LC_ALL="C.UTF-8")
    commands = 0
    for block in blocks(text, "sh"):
        for command, shown in re.findall(r"^\$ (.*)\n((?:(?!\$ ).*\n)*)", block, re.M):
            commands += 1
            ran = subprocess.run(["bash", "-c", command], capture_output=True, text=True, env=env)
            failed += check(f"{name}: $ {command}", shown.splitlines(), ran.stdout.splitlines(), ran.stderr)
    return failed, len(cpp), len(c), commands


def main(root, prefix, cxx, cc, work):
    missing = os.environ.get("URIKIT_MISSING_FEATURES", "")
    if missing:
        print(f"skipped: the pages show what a build with every feature prints; this one has {missing}")
        return 77
    root = pathlib.Path(root)
    work = pathlib.Path(work)
    work.mkdir(parents=True, exist_ok=True)
    os.environ["PKG_CONFIG_PATH"] = str(next(pathlib.Path(prefix).rglob("urikit.pc")).parent)
    totals = [0, 0, 0, 0]
    for page in [root / "README.md", *sorted((root / "docs").glob("*.md"))]:
        totals = [a + b for a, b in zip(totals, check_page(root, page, prefix, cxx, cc, work))]
    failed, cpp, c, commands = totals
    lines = len((root / "README.md").read_text().splitlines())
    if lines > 300:
        print(f"FAIL README.md: {lines} lines; the guide keeps it to 300 (the rest belongs in docs/)")
        failed += 1
    print(f"{cpp} C++ and {c} C snippets, {commands} commands")
    if cpp < 14 or c < 2 or commands < 3:
        print("fewer than the pages hold (14 C++, 2 C, 3 commands): the scan lost them")
        failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:6]))
