"""The Python snippets of README.md and docs/*.md run and print what their
comments say (tests/readme_snippets.py does the C++, C and CLI ones, and
checks the excerpts: blocks whose first line names a file and its lines)."""
import contextlib
import io
import pathlib
import re

import pytest

import urikit

ROOT = pathlib.Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
EXCERPT = re.compile(r"^# \S+, lines \d+-\d+\b")
FEATURES = ("idna", "public-suffix-list", "url-patterns", "safe-browsing-hashes")
pytestmark = pytest.mark.skipif(not all(urikit.available(f) for f in FEATURES),
                                reason="the pages show what a build with every feature prints")


def snippets():
    for page in PAGES:
        for i, code in enumerate(re.findall(r"^```python\n(.*?)^```", page.read_text(), re.S | re.M)):
            if not EXCERPT.match(code):
                yield pytest.param(page, code, id=f"{page.relative_to(ROOT)}#{i + 1}")


def test_the_pages_hold_python_snippets():
    assert len(list(snippets())) >= 3, "the pages lost their Python snippets"


@pytest.mark.parametrize("page,code", snippets())
def test_each_python_snippet_prints_what_its_page_shows(page, code):
    want = [m.group(1) for line in code.split("\n") if line.startswith("print(")
            for m in [re.search(r"\s#\s(.*)$", line)] if m]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, str(page), "exec"), {})
    assert out.getvalue().splitlines() == want
