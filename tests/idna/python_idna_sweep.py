#!/usr/bin/env python3
"""Python's "idna" codec against urikit's (src/idna/idna2003_icu.cpp) on
every code point: CPython's encodings.idna.ToASCII, the reference the
Internet Archive's surt runs, converts each label of the sweep here, and
urikit's unit test python_idna/every_label_of_the_sweep_converts_as_cpython_converts_it
compares its own conversion with each answer.
The sweep: every scalar value from U+0080 alone, after "x", and between two
Hebrew letters (the bidi tables); every combining mark after "a"; every
code point CPython's Unicode lacks (in the planes Unicode assigns, where a
later version has put combining marks) between "a" and U+0301, which
composes past a starter only; every decomposable code point in NFD and NFKD form.
Only CPython 3.11 (Unicode 14.0, the IA's): another version is reported
skipped.
  python_idna_sweep.py UNIT_TEST_BINARY WORK_DIR"""
import encodings.idna
import os
import subprocess
import sys
import unicodedata


def labels():
    for cp in range(0x80, 0x110000):
        if 0xD800 <= cp < 0xE000:
            continue
        c = chr(cp)
        yield c
        yield "x" + c
        yield "\u05d0" + c + "\u05d0"
        if unicodedata.combining(c):
            yield "a" + c
        if unicodedata.category(c) == "Cn" and (cp < 0x40000 or 0xE0000 <= cp < 0xE1000):
            yield "a" + c + "\u0301"
        for form in ("NFD", "NFKD"):
            d = unicodedata.normalize(form, c)
            if d != c:
                yield d


def main(binary, work):
    if sys.version_info[:2] != (3, 11) or unicodedata.unidata_version != "14.0.0":
        print(f"SKIPPED: the reference is CPython 3.11 (Unicode 14.0), this is {sys.version.split()[0]}")
        return 0
    os.makedirs(work, exist_ok=True)
    path = os.path.join(work, "python-idna-sweep.tsv")
    count = 0
    with open(path, "wb") as out:
        for label in labels():
            try:
                answer = encodings.idna.ToASCII(label)
            except UnicodeError:
                answer = b"!"
            out.write(label.encode("utf-8") + b"\t" + answer + b"\n")
            count += 1
    print(f"{count} labels converted by CPython {sys.version.split()[0]}")
    env = dict(os.environ, URIKIT_PYTHON_IDNA_SWEEP=path)
    run = subprocess.run([binary, "--run_test=python_idna/every_label_of_the_sweep_converts_as_cpython_converts_it",
                          "--color_output=no"], env=env, check=False)
    return run.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
