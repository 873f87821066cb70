#!/usr/bin/env python3
"""The modules of src/ call one way (HACKING.md, "Where things are"): no
object file of a module refers to a symbol that a later module defines,
including calls through public functions, which no include shows; and every
public function or member a module's objects define is declared in that
module's header group (header_groups.py: normalize() declared in the RFC 3986
group but defined in src/crawl/ is a breach). Reads the library's object
files with `nm`; usage: module_arrows.py INCLUDE_DIR OBJECT...
Prints every arrow that runs back; exit status 1 when any."""
import pathlib
import re
import subprocess
import sys

from header_groups import ORDER, groups


def module_of(path):
    m = re.search(r"/src/([a-z0-9]+)/[^/]+\.o$", path)
    return m.group(1) if m else None


def symbols(path, defined, strong_text=False):
    flag = "--defined-only" if defined else "--undefined-only"
    out = subprocess.run(["nm", flag, path], capture_output=True, text=True, check=True).stdout
    found = set()
    for line in out.splitlines():
        parts = line.split()
        if strong_text:
            if len(parts) == 3 and parts[1] == "T":
                found.add(parts[2])
        elif defined and len(parts) == 3 and parts[1] in "TWtwBDR" and parts[1].isupper():
            found.add(parts[2])
        elif not defined and len(parts) == 2 and parts[0] == "U":
            found.add(parts[1])
    return found


def demangle(names):
    out = subprocess.run(["c++filt"], input="\n".join(names), capture_output=True, text=True, check=True).stdout
    return out.splitlines()


def public_name(demangled):
    """The class (for a member) or function name of a public urikit symbol, else None."""
    qualified = demangled.split("(")[0]
    parts = qualified.split("::")
    if (len(parts) not in (2, 3) or parts[0] != "urikit" or parts[1] in ("detail", "cli")
            or "operator" in qualified or "<" in qualified):
        return None
    return parts[1]


def declaring_modules(include_dir, name, cache={}):
    """The modules whose group holds a header declaring `name` (a class or a URIKIT_API function)."""
    if name not in cache:
        group = groups(include_dir)
        found = set()
        pattern = re.compile(rf"(?:\b(?:class|struct)\s+(?:URIKIT_API\s+)?{name}\b\s*(?:final\s*)?[:{{]"
                             rf"|URIKIT_API[^;{{}}()]*\b{name}\s*\()")
        for header in pathlib.Path(include_dir).glob("*.hpp"):
            text = re.sub(r"//[^\n]*", "", header.read_text())
            if pattern.search(text) and header.name in group:
                found.add(group[header.name])
        cache[name] = found
    return cache[name]


def outside_group(include_dir, objects):
    """Each public function or member defined in a module whose header group does not declare it."""
    breaches, checked = [], 0
    for o in objects:
        strong = [s for s in symbols(o, True, strong_text=True)]
        for mangled, demangled in zip(strong, demangle(strong)):
            name = public_name(demangled)
            if name is None:
                continue
            modules = declaring_modules(include_dir, name)
            checked += 1 if modules else 0
            if modules and module_of(o) not in modules:
                breaches.append(f"{o} ({module_of(o)}) defines {demangled}, declared in the "
                                f"{' and '.join(sorted(modules))} group")
    return breaches, checked


def main(args):
    include_dir = args[0]
    # CMake passes $<TARGET_OBJECTS:...> as one ";"-separated argument.
    objects = [o for a in args[1:] for o in a.split(";") if module_of(o)]
    definer = {}
    for o in objects:
        for s in symbols(o, True):
            definer.setdefault(s, (module_of(o), o))
    back = []
    for o in objects:
        mine = module_of(o)
        if mine not in ORDER:
            back.append(f"{o}: module {mine} is not in the order {ORDER}")
            continue
        for s in symbols(o, False):
            if s in definer:
                theirs, where = definer[s]
                if theirs in ORDER and ORDER.index(theirs) > ORDER.index(mine):
                    demangled = subprocess.run(["c++filt", s], capture_output=True, text=True).stdout.strip()
                    back.append(f"{o} ({mine}) calls {demangled}, defined in {where} ({theirs})")
    outside, checked = outside_group(include_dir, objects)
    back += outside
    for b in back:
        print(b)
    print(f"module arrows: {len(objects)} objects, {len(back)} running back or outside their group "
          f"({checked} public definitions checked against their header group)")
    return 1 if back or len(objects) < 40 or checked < 100 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
