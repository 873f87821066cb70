#!/usr/bin/env python3
"""The mechanical API rules of HACKING.md ("API rules"), checked on the public
headers (include/urikit/*.hpp):

1. A function named *_into returns `error` (`void` when it cannot fail),
   and its output (`std::string&` or `web_url&`) comes after every input:
   only an optional out-pointer (`components* parts = nullptr`, `error* recorded = nullptr`) may follow it.
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
7. Absence is no error (rule 7): every `port_number` returns an optional
   (`std::optional`, or `result<std::optional<...>>` where digits can overflow).
8. Two models kept apart (rule 7): a member name web_url shares with uri_view
   or uri is one of SAME_MEANING (the URL class's `host`, hostname:port, is
   `host_and_port` so `host()` means the host alone wherever it compiles).
9. No bare `bool` parameter in a public function (rule 2: an options struct
   or an enumeration says what it switches), private members aside.
10. One shape of feature query (rule 7): no public `*_available` function;
    `available(feature)` is declared.
11. Argument order (rule 2): after an `*_options` parameter come only outputs
    (`std::string&`, `web_url&`) and optional out-pointers (`= nullptr`);
    no free function takes two references of one type (`uri_view`, `uri`,
    `web_url`) unless it is symmetric (SYMMETRIC): a base and a reference are
    a member call, `base.resolve(reference)`.
12. No file of src/<module>/ includes a public header of a later module's
    group (header_groups.py).
13. Every public C++ header reaches <urikit/config.hpp> through its first
    urikit include (itself, or that header's first, ...), so a C++17
    build's first error says C++20 is needed.
14. One door (rule 7): no free function has a `web_url` overload beside a
    `uri_ref`, `uri_view` or `uri` one of the same name; a web_url reaches
    the RFC 3986 functions as a uri_ref.

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


# Members web_url shares with uri_view / uri, each meaning the same in both
# models (the enumeration host_kind returns differs by type: web_host_kind).
SAME_MEANING = {"scheme", "port", "has_port", "port_number", "port_or_default", "query", "has_query",
                "fragment", "has_fragment", "has_host", "host_kind", "set_port", "str"}
# Free functions whose two arguments of one type may trade places.
SYMMETRIC = {"equivalent", "equivalent_dedup", "compare_component", "swap"}
REFERENCE_TYPE = re.compile(r"^(?:urikit::)?(uri_view|uri_ref|uri|web_url)(?:\s+const)?\s*&?\s*\w*(?:\s*=.*)?$")


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
            if not re.match(r"(components|error)\s*\*\s*\w+\s*=\s*nullptr$", p):
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


def is_private(lines, line):
    """True when the declaration on `line` (1-based) is a private or protected
    member, or in namespace detail."""
    opened = max((k for k in range(line) if re.match(r"namespace (urikit::)?detail \{", lines[k].strip())), default=-1)
    closed = max((k for k in range(line) if re.match(r"\} // namespace (urikit::)?detail", lines[k].strip())), default=-1)
    if opened > closed:
        return True
    for k in range(line - 1, -1, -1):
        s = lines[k].strip()
        if s in ("private:", "protected:"):
            return True
        if s == "public:" or lines[k].startswith(("class ", "struct ")):
            return s.startswith("class ") and s != "public:"
    return False


def model_and_order_breaches(root):
    """Rules 7-11 of the docstring."""
    include = root / "include" / "urikit"
    breaches = []
    members = {}
    for name in ("web_url.hpp", "uri_view.hpp", "uri.hpp"):
        members[name] = {d[3] for d in declarations(include / name) if d[5]}
    shared = members["web_url.hpp"] & (members["uri_view.hpp"] | members["uri.hpp"])
    for name in sorted(shared - SAME_MEANING):
        breaches.append(f"web_url.hpp: {name}: a uri_view/uri member name with another meaning (rule 7)")
    if "host" in members["web_url.hpp"]:
        breaches.append("web_url.hpp: host(): the URL class's host is host_and_port() (rule 7)")
    found_available = False
    models = {}  # free function name -> {reference kind: where}
    for header in sorted(include.glob("*.hpp")):
        lines = header.read_text().split("\n")
        for line, comment, ret, name, params, member in declarations(header):
            where = f"{header.name}:{line}: {name}"
            ps = split_params(params)
            if name == "port_number" and "optional" not in ret and "optional" not in lines[line - 1]:
                breaches.append(f"{where}: returns {ret}, not an optional (rule 7: absence is no error)")
            if any(re.match(r"bool\s+\w+", p) for p in ps) and not is_private(lines, line):
                breaches.append(f"{where}: a bool parameter (rule 2: an options struct or an enumeration)")
            if name.endswith("_available"):
                breaches.append(f"{where}: a feature query of its own (rule 7: available(feature))")
            found_available |= name == "available" and ps == ["feature f"]
            opts = [i for i, p in enumerate(ps) if re.match(r"(?:\w+::)?\w+_options\b", p)]
            for p in ps[opts[0] + 1:] if opts else []:
                if not (is_output(p) or re.search(r"\*\s*\w+\s*=\s*nullptr$", p)):
                    breaches.append(f"{where}: '{p}' after the options (rule 2)")
            kinds = [m.group(1) for p in ps if (m := REFERENCE_TYPE.match(p))]
            if not member and name not in SYMMETRIC and len(kinds) != len(set(kinds)):
                breaches.append(f"{where}: two {kinds} arguments that could be swapped (rule 2: a member call)")
            if not member and kinds:
                models.setdefault(name, {}).setdefault("web" if kinds[0] == "web_url" else "rfc", where)
    for name, where in sorted(models.items()):
        if len(where) == 2:
            breaches.append(f"{where['web']}: a web_url overload beside {where['rfc']} (rule 14: a web_url is a uri_ref)")
    def first_include(name):
        ours = re.findall(r"#include <urikit/([a-z0-9_]+\.hpp)>", (include / name).read_text())
        return ours[0] if ours else None
    for header in sorted(include.glob("*.hpp")):
        name, seen = header.name, set()
        while name not in (None, "config.hpp") and name not in seen:
            seen.add(name)
            name = first_include(name)
        if name != "config.hpp" and header.name != "config.hpp":
            breaches.append(f"{header.name}: its first urikit include does not lead to config.hpp (rule 13)")
    if not found_available:
        breaches.append("features.hpp: available(feature f) is not declared (rule 7)")
    return breaches


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
    breaches += model_and_order_breaches(root)
    for b in breaches:
        print(b)
    if count < 100 or intos < 14:
        print(f"only {count} declarations and {intos} _into forms found: the scan is broken")
        return 1
    print(f"{count} declarations, {intos} _into forms, {len(breaches)} breaches")
    return 1 if breaches else 0


if __name__ == "__main__":
    sys.exit(main())
