#!/usr/bin/env python3
"""The tests mirror the code (HACKING.md, "Tests"): every src/<module>/<file>.cpp
and grammar/<file>.cpp has tests/<module>/<file>_test.cpp, so the tests of a
file are found from its path. Build variants of one interface (`_icu`/`_none`, `_compiled`,
`_psl`/`_none`, `_openssl`/`_none`, `_re2`/`_none`) share the interface's test. A test file
beside them that mirrors no source file must be a cross-cutting one listed
here. Usage: tests_mirror_src.py SOURCE_DIR; exit status 1 on a gap."""
import pathlib
import re
import sys

VARIANT = re.compile(r"_(icu|none|psl|compiled|openssl|re2)$")
VARIANT_NAMES = {"idna": "idna", "public_suffix": "public_suffix", "sha256": "sha256"}

# Tests of what no single file holds: contracts checked across the API, data
# suites, helpers.
CROSS_CUTTING = {
    "tests/aliasing_contract_test.cpp", "tests/complexity_entry_points_test.cpp", "tests/into_forms_test.cpp",
    "tests/names_test.cpp",
    "tests/rfc3986/parse_allocation_test.cpp", "tests/rfc3986/normalize_allocation_test.cpp",
    "tests/web/wpt_url_test.cpp", "tests/pattern/wpt_urlpattern_test.cpp", "tests/web/node_differential_test.cpp", "tests/web/node_search_params_test.cpp",
    "tests/crawl/safe_browsing_suites_test.cpp", "tests/crawl/ia_surt_test.cpp",
    "tests/rfc3986/zone_id_test.cpp",  # RFC 6874 across the grammar, the parse, the normal forms and the HTTP forms
}
CROSS_CUTTING_FOLDERS = ("tests/properties/", "tests/differential/", "tests/complexity/", "tests/threads/")


def expected_test(source):
    module = source.parent.name
    stem = VARIANT.sub("", source.stem)
    return pathlib.Path("tests") / module / (stem + "_test.cpp")


def main(root):
    root = pathlib.Path(root)
    sources = sorted(p.relative_to(root) for p in list((root / "src").glob("*/*.cpp")) + list((root / "grammar").glob("*.cpp")))
    missing = sorted({str(expected_test(s)) for s in sources if not (root / expected_test(s)).exists()})
    mirrored = {str(expected_test(s)) for s in sources}
    # A test may also mirror a header with logic: src/<module>/<file>.hpp, or
    # a public header (include/urikit/<file>.hpp) in the module that owns it.
    mirrored |= {str(expected_test(h.relative_to(root))) for h in (root / "src").glob("*/*.hpp")}
    mirrored |= {str(expected_test(h.relative_to(root))) for h in (root / "grammar").glob("*.hpp")}
    public = {h.stem for h in (root / "include" / "urikit").glob("*.hpp")}
    stray = []
    for t in sorted(root.glob("tests/**/*_test.cpp")):
        rel = str(t.relative_to(root))
        public_header = t.stem[: -len("_test")] in public
        if rel in mirrored or public_header or rel in CROSS_CUTTING or rel.startswith(CROSS_CUTTING_FOLDERS):
            continue
        stray.append(rel)
    for m in missing:
        print(f"MISSING: {m} (the tests of its source file)")
    for s in stray:
        print(f"STRAY: {s} mirrors no source file and is not listed as cross-cutting")
    print(f"tests mirror src: {len(sources)} source files, {len(missing)} missing, {len(stray)} stray")
    return 1 if missing or stray else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
