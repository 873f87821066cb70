#!/usr/bin/env python3
"""No function in src/ or grammar/*.cpp over 60 lines (the brief: functions
short enough to read at once). Comments and literals are dropped, then
braces are matched: a brace whose head (the text since the last ";", "{" or
"}") holds "(" and is not a namespace, class, struct, enum or control
statement opens a function body, unless it is inside one already (a lambda).
Prints every function that is longer, with its line count."""
import pathlib
import re
import sys

LIMIT = 60
CONTROL = re.compile(r"^\s*(if|for|while|switch|catch|do|else)\b")


def strip(text):
    """Comments, string/char literals and preprocessor lines blanked, newlines kept."""
    text = re.sub(r"(?m)^[ \t]*#.*$", "", text)
    out, i, n = [], 0, len(text)
    while i < n:
        two = text[i:i + 2]
        if two == "//":
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif two == "/*":
            j = text.find("*/", i + 2)
            out.append("\n" * text[i:j].count("\n"))
            i = n if j < 0 else j + 2
        elif text[i] in "\"'":
            q, j = text[i], i + 1
            while j < n and text[j] != q:
                j += 2 if text[j] == "\\" else 1
            out.append(" ")
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def functions(text):
    """(first line, last line, head) of each outermost function body."""
    stack, head, line = [], "", 1
    for c in strip(text):
        if c == "\n":
            line += 1
        if c == "{":
            h = head.strip()
            kind = "other"
            if re.match(r"^(namespace|extern)\b", h) or re.search(r"\b(class|struct|union|enum)\b[^(]*$", h):
                kind = "scope"
            elif "(" in h and not CONTROL.match(h) and "fn" not in (k for k, _, _ in stack):
                kind = "fn"
            stack.append((kind, line, h))
            head = ""
        elif c == "}":
            if stack:
                kind, start, h = stack.pop()
                if kind == "fn":
                    yield start, line, h
            head = ""
        elif c == ";":
            head = ""
        else:
            head += c


root = pathlib.Path(sys.argv[1])
files = sorted(list(root.glob("src/**/*.cpp")) + list(root.glob("src/**/*.hpp")) + list(root.glob("grammar/*.cpp"))
               + list(root.glob("python/src/*.cpp")) + list(root.glob("python/src/*.hpp")))
too_long, checked = [], 0
for path in files:
    for start, end, head in functions(path.read_text(encoding="utf-8")):
        checked += 1
        if end - start + 1 > LIMIT:
            name = " ".join(head.split())[:90]
            too_long.append(f"{path.relative_to(root)}:{start}: {end - start + 1} lines: {name}")
for t in too_long:
    print("TOO LONG", t)
print(f"function length: {checked} functions in {len(files)} files, {len(too_long)} over {LIMIT} lines")
sys.exit(1 if too_long else 0)
