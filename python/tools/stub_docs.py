"""One source for urikit's docstrings: the compiled module's (written in the
C++ bindings, python/src/bind_*.cpp, and in urikit/_query.py). This writes
each into python/urikit/_urikit.pyi, where editors read them, for every
member the stub declares on URI, WebURL, URLSearchParams and URLPattern and for the
classes themselves; `--check` fails instead when the stub differs (run by
tests/python/test_functions.py).

    python/tools/stub_docs.py [--check]     (with urikit importable)
"""

from __future__ import annotations

import ast
import inspect
import sys
from pathlib import Path
from typing import Dict, List, Tuple

import urikit

STUB = Path(__file__).resolve().parents[1] / "urikit" / "_urikit.pyi"
CLASSES = {"URI": urikit.URI, "WebURL": urikit.WebURL, "URLSearchParams": urikit.URLSearchParams,
           "URLPattern": urikit.URLPattern}


def runtime_doc(cls: type, name: str) -> str:
    target = cls if name == "" else getattr(cls, name)
    return inspect.cleandoc(target.__doc__ or "")


def literal(doc: str, indent: str) -> List[str]:
    body = doc.replace("\\", "\\\\").replace('"""', '\\"\\"\\"').split("\n")
    if len(body) == 1:
        return [f'{indent}"""{body[0]}"""']
    return [f'{indent}"""{body[0]}'] + [f"{indent}{line}" if line else "" for line in body[1:]] + [f'{indent}"""']


def documented(source: str) -> str:
    """The stub with every declared member's docstring taken from the runtime."""
    tree = ast.parse(source)
    lines = source.split("\n")
    edits: List[Tuple[int, int, List[str]]] = []  # (first line, last line) replaced by lines, 0-based
    for node in tree.body:
        if not isinstance(node, ast.ClassDef) or node.name not in CLASSES:
            continue
        cls = CLASSES[node.name]
        indent = " " * (node.col_offset + 4)
        first = node.body[0]
        doc = literal(runtime_doc(cls, ""), indent)
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
            edits.append((first.lineno - 1, (first.end_lineno or first.lineno) - 1, doc))
        else:
            edits.append((node.body[0].lineno - 1, node.body[0].lineno - 2, doc))
        for item in node.body:
            if isinstance(item, ast.FunctionDef) and hasattr(cls, item.name):
                edits.append(_member_edit(lines, item, runtime_doc(cls, item.name), indent + "    "))
    for begin, end, new in sorted(edits, reverse=True):
        lines[begin:end + 1] = new
    return "\n".join(lines)


def _member_edit(lines: List[str], fn: ast.FunctionDef, doc: str, indent: str) -> Tuple[int, int, List[str]]:
    """The def's lines with its body replaced by the docstring (and the def's own `: ...` ended with `:`)."""
    first = fn.body[0]
    on_signature_line = (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                         and first.value.value is Ellipsis)
    stop = first.lineno if on_signature_line else first.lineno - 1
    header = list(lines[fn.lineno - 1:stop])
    if header[-1].rstrip().endswith(": ..."):
        header[-1] = header[-1].rstrip()[:-4]
    end = (fn.end_lineno or fn.lineno) - 1
    if not doc:
        return fn.lineno - 1, end, header[:-1] + [header[-1] + " ..."]
    return fn.lineno - 1, end, header + literal(doc, indent)


def main(argv: List[str]) -> int:
    source = STUB.read_text()
    wanted = documented(source)
    if "--check" in argv:
        if wanted != source:
            print(f"{STUB} differs from the runtime docstrings: run python/tools/stub_docs.py", file=sys.stderr)
            return 1
        return 0
    STUB.write_text(wanted)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
