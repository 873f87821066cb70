#!/usr/bin/env python3
"""docs/cli.md ends with `urikit --help` exactly as the tool prints it: the
CLI page cannot go stale. usage: docs_cli_help.py URIKIT DOCS_CLI_MD
(URIKIT_WRITE_DOCS=1 rewrites the block instead of checking it)."""
import os
import pathlib
import re
import subprocess
import sys


def main(cli, page):
    text = pathlib.Path(page).read_text()
    helped = subprocess.run([cli, "--help"], capture_output=True, text=True, check=True).stdout
    m = re.search(r"## Reference: `urikit --help`\n.*?```text\n(.*?)```\n", text, re.S)
    if not m:
        print(f"{page}: no '## Reference: `urikit --help`' block")
        return 1
    if m.group(1) == helped:
        print(f"{page}: the --help block is the tool's ({len(helped.splitlines())} lines)")
        return 0
    if os.environ.get("URIKIT_WRITE_DOCS") == "1":
        pathlib.Path(page).write_text(text[:m.start(1)] + helped + text[m.end(1):])
        print(f"{page}: rewritten")
        return 0
    print(f"{page}: the --help block differs from `urikit --help` (URIKIT_WRITE_DOCS=1 rewrites it)")
    return 1


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
