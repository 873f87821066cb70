#!/usr/bin/env python3
"""The modules of src/ call one way (HACKING.md, "Where things are"): no
object file of a module refers to a symbol that a later module defines,
including calls through public functions, which no include shows. Reads the
library's object files with `nm`; usage: module_arrows.py OBJECT...
Prints every arrow that runs back; exit status 1 when any."""
import re
import subprocess
import sys

ORDER = ["core", "idna", "rfc3986", "iri", "web", "pattern", "http", "crawl", "capi"]


def module_of(path):
    m = re.search(r"/src/([a-z0-9]+)/[^/]+\.o$", path)
    return m.group(1) if m else None


def symbols(path, defined):
    flag = "--defined-only" if defined else "--undefined-only"
    out = subprocess.run(["nm", flag, path], capture_output=True, text=True, check=True).stdout
    found = set()
    for line in out.splitlines():
        parts = line.split()
        if defined and len(parts) == 3 and parts[1] in "TWtwBDR" and parts[1].isupper():
            found.add(parts[2])
        elif not defined and len(parts) == 2 and parts[0] == "U":
            found.add(parts[1])
    return found


def main(args):
    # CMake passes $<TARGET_OBJECTS:...> as one ";"-separated argument.
    objects = [o for a in args for o in a.split(";") if module_of(o)]
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
    for b in back:
        print(b)
    print(f"module arrows: {len(objects)} objects, {len(back)} running back")
    return 1 if back or len(objects) < 40 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
