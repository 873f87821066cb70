#!/usr/bin/env python3
"""The mechanical API rules of HACKING.md ("API rules"), checked on the public
headers (include/urikit/*.hpp):

1. A function named *_into returns `error` (`void` when it cannot fail),
   and its output (`std::string&` or `web_url&`) comes after every input:
   only `components* parts = nullptr` may follow it.
2. Every free function (members aside) that returns `result<std::string>` or `result<uri>`
   has an `_into` form (or, for the appending codecs, an overload of the same
   name that takes `std::string& out`).
3. The comment above each *_into says what `out` holds after an error.
4. Text comes in as `std::string_view`: no parameter is `std::string const&`.
5. An edit answers with `error` (rule 8): every `set`, `set_*`, `append` and
   `append_*` member of the edited types (uri, web_url, url_search_params)
   returns `error`; a `remove*` returns `error`, `void` when it cannot fail,
   or `std::size_t` when it counts what it removed. `append_to*` writes
   elsewhere and is not an edit.
6. `error` is `[[nodiscard]]` (rule 5): no refusal is dropped without a warning.

Prints every breach with its header and line; exit status 1 when any."""
import pathlib
import re
import sys

from header_groups import include_breaches

DECL = re.compile(r"(?:\[\[nodiscard\]\]\s*)?(?:URIKIT_API\s+)?(?:static\s+)?(?:constexpr\s+)?"
                  r"([\w:<>, ]+?)\s+(\w+)\s*\(([^;{]*)\)\s*(?:const\s*)?(?:noexcept\s*)?(?:[;{]|=)", re.S)


def without_comments(text):
    """`text` with its // comments removed (newlines kept, so lines still count; removed,
    not blanked: DECL backtracks over runs of spaces, 14 s against 0.05 s on the headers)."""
    return re.sub(r"//[^\n]*", "", text)


def declarations(path):
    """(line, comment above, return type, name, parameters, member?) of each function declaration."""
    lines = path.read_text().split("\n")
    text = without_comments("\n".join(lines))
    out = []
    for m in DECL.finditer(text):
        ret, name, params = m.group(1).strip(), m.group(2), " ".join(m.group(3).split())
        if ret in ("return", "else", "new", "delete") or name in ("if", "for", "while", "switch", "sizeof"):
            continue
        line = text.count("\n", 0, m.start()) + 1
        comment = []
        k = line - 2
        while k >= 0 and lines[k].strip().startswith("///"):
            comment.insert(0, lines[k].strip())
            k -= 1
        member = lines[line - 1].startswith(" ")
        out.append((line, " ".join(comment), ret.split()[-1] if ret.split() else ret, name, params, member))
    return out


def split_params(params):
    depth, cur, out = 0, "", []
    for c in params:
        depth += c in "<(" and 1 or 0
        depth -= c in ">)" and 1 or 0
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


def is_output(p):
    return re.search(r"\b(std::string|web_url)\s*&\s*\w+$", p.split("=")[0].strip()) is not None


def check(root):
    breaches = []
    decls = []
    for header in sorted((root / "include" / "urikit").glob("*.hpp")):
        for d in declarations(header):
            decls.append((header.name,) + d)
    by_name = {}
    for d in decls:
        by_name.setdefault(d[4], []).append(d)
    for header, line, comment, ret, name, params, member in decls:
        where = f"{header}:{line}: {name}"
        ps = split_params(params)
        if any(re.search(r"std::string\s+const\s*&", p) for p in ps):
            breaches.append(f"{where}: a std::string const& parameter (rule 4: std::string_view)")
        if not name.endswith("_into"):
            continue
        if ret not in ("error", "void"):
            breaches.append(f"{where}: returns {ret} (rule 1: error, or void when it cannot fail)")
        outs = [i for i, p in enumerate(ps) if is_output(p)]
        if len(outs) != 1:
            breaches.append(f"{where}: {len(outs)} output parameters (rule 1: one)")
            continue
        for p in ps[outs[0] + 1:]:
            if not re.match(r"components\s*\*\s*\w+\s*=\s*nullptr$", p):
                breaches.append(f"{where}: '{p}' after the output (rule 1)")
        if ret == "error" and not (re.search(r"\b(error|failure)\b", comment) and
                                   re.search(r"\b(empty|emptied|unchanged|cleared)\b", comment)):
            breaches.append(f"{where}: its comment does not say what `out` holds after an error (rule 3)")
    for header, line, comment, ret, name, params, member in decls:
        if member or not re.match(r"result<(std::string|uri)>$", ret) or name.endswith("_into"):
            continue
        appending = any(is_output(p) for d in by_name.get(name, []) for p in split_params(d[5]))
        if f"{name}_into" not in by_name and not appending:
            breaches.append(f"{header}:{line}: {name}: no {name}_into (rule 2)")
    edited = ("uri.hpp", "web_url.hpp", "url_search_params.hpp")
    for header, line, comment, ret, name, params, member in decls:
        if header not in edited or not member or name.startswith("append_to"):
            continue
        if re.match(r"(set|append)(_|$)", name) and ret != "error":
            breaches.append(f"{header}:{line}: {name}: returns {ret} (rule 8: an edit returns error)")
        if re.match(r"remove(_|$)", name) and ret not in ("error", "void", "std::size_t"):
            breaches.append(f"{header}:{line}: {name}: returns {ret} (rule 8: error, void, or a count)")
    if not re.search(r"struct\s+\[\[nodiscard\]\]\s+error\b", (root / "include" / "urikit" / "error.hpp").read_text()):
        breaches.append("error.hpp: error is not [[nodiscard]] (rule 5)")
    intos = sum(1 for d in decls if d[4].endswith("_into"))
    return breaches, len(decls), intos


def group_breaches(root):
    """Every module folder of src/ has its header group include/urikit/<module>.hpp
    (the C API's, src/capi/, is the C header urikit.h), and every public C++
    header is reached from urikit.hpp through a group."""
    include = root / "include" / "urikit"
    breaches = []
    groups = {"capi": "urikit.h"}
    for module in sorted(p.name for p in (root / "src").iterdir() if p.is_dir()):
        if not (include / groups.get(module, f"{module}.hpp")).exists():
            breaches.append(f"src/{module}/ has no header group include/urikit/{module}.hpp")
    reached, todo = set(), ["urikit.hpp"]
    while todo:
        name = todo.pop()
        if name in reached or not (include / name).exists():
            continue
        reached.add(name)
        todo += re.findall(r"#include <urikit/([a-z0-9_]+\.hpp)>", (include / name).read_text())
    for h in sorted(p.name for p in include.glob("*.hpp")):
        if h not in reached:
            breaches.append(f"{h}: in no header group (urikit.hpp does not reach it)")
    return breaches


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    breaches, count, intos = check(root)
    breaches += group_breaches(root)
    breaches += include_breaches(root)
    for b in breaches:
        print(b)
    if count < 100 or intos < 14:
        print(f"only {count} declarations and {intos} _into forms found: the scan is broken")
        return 1
    print(f"{count} declarations, {intos} _into forms, {len(breaches)} breaches")
    return 1 if breaches else 0


if __name__ == "__main__":
    sys.exit(main())
