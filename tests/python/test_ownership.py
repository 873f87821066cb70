"""Every binding holds a reference to every Python object it views (issue 40).

A mapping's items() and __getitem__, an iterable's __iter__ can build each value
as they are asked for it and keep no reference: then the binding's reference is
the only one, and a binding that only borrowed the object reads freed memory.
Each function taking a mapping or an iterable is called here with computed ones
(every key and value a new str, dropped by its maker at once), and must give the
answers the same call with a dict gives. CI runs the Python suite under
PYTHONMALLOC=debug, which overwrites freed memory at once (a borrowed view then
reads 0xDD bytes or crashes), and in the ASan build of the extension;
test_computed_arguments_under_debug_malloc runs the calls in such a child
interpreter whatever the suite runs under."""

import collections.abc
import gc
import subprocess
import sys
import textwrap

import pytest

import urikit
from urikit import URIError

# The module's own source, run again in the child under PYTHONMALLOC=debug.
_CHILD = textwrap.dedent("""
    import gc, sys
    sys.path.insert(0, {here!r})
    import test_ownership as t
    for name in dir(t):
        if name.startswith("check_"):
            getattr(t, name)()
            gc.collect()
    print("ok")
""")


def fresh(text):
    """A new str equal to `text` (not interned, not shared with a literal)."""
    return "".join(list(text))


class Computed(collections.abc.Mapping):
    """A mapping that builds each key and value when asked and keeps neither."""

    def __init__(self, items):
        self._items = dict(items)

    def __getitem__(self, key):
        return fresh(self._items[key])

    def __iter__(self):
        return iter([fresh(k) for k in self._items])

    def __len__(self):
        return len(self._items)


def computed_pairs(pairs):
    """An iterable of (name, value) tuples built as it is iterated."""
    return (tuple(fresh(x) for x in pair) for pair in pairs)


BOOKS = {"protocol": "https", "hostname": "*.example.com", "pathname": "/books/:id(\\d+)"}
needs_patterns = pytest.mark.skipif(not urikit.available("url-patterns"), reason="urikit was built without RE2")


def check_url_pattern_from_a_computed_mapping():
    if not urikit.available("url-patterns"):
        return
    p = urikit.URLPattern(Computed(BOOKS))
    gc.collect()
    assert (p.protocol, p.hostname, p.pathname) == ("https", "*.example.com", "/books/:id(\\d+)")
    assert p.test("https://shop.example.com/books/12")
    assert repr(p).startswith("URLPattern(")


def check_url_pattern_error_text_is_the_members_text():
    if not urikit.available("url-patterns"):
        return
    with pytest.raises(URIError) as e:
        urikit.URLPattern(Computed({"hostname": "a.com", "search": "?a=(b\\1)"}))
    gc.collect()
    assert e.value.code == "regexp_unsupported"
    assert e.value.text == "?a=(b\\1)" and e.value.pos == 5


def check_test_and_exec_on_a_computed_mapping():
    if not urikit.available("url-patterns"):
        return
    p = urikit.URLPattern(BOOKS)
    url = Computed({"protocol": "https", "hostname": "a.example.com", "pathname": "/books/7"})
    assert p.test(url)
    m = p.exec(url)
    gc.collect()
    assert m is not None and m["pathname"]["groups"] == {"id": "7"}
    assert m["hostname"]["input"] == "a.example.com"
    assert not p.test(Computed({"protocol": "https", "hostname": "a.example.com", "pathname": "/books/x"}))


def check_generate_with_computed_groups():
    if not urikit.available("url-patterns"):
        return
    p = urikit.URLPattern({"pathname": "/books/:id/:part"})
    assert p.generate("pathname", Computed({"id": "42", "part": "a b"})) == "/books/42/a%20b"
    with pytest.raises(URIError) as e:
        urikit.URLPattern({"pathname": "/:id(\\d+)"}).generate("pathname", Computed({"id": "x1"}))
    gc.collect()
    assert e.value.code == "pattern_cannot_generate"


def check_search_params_from_computed_mappings_and_pairs():
    assert str(urikit.URLSearchParams(Computed({"a b": "c d", "e": "f"}))) == "a+b=c+d&e=f"
    params = urikit.URLSearchParams(computed_pairs([("x", "1"), ("y", "2 3")]))
    gc.collect()
    assert params.items() == [("x", "1"), ("y", "2 3")]


def check_batches_from_generators_keep_their_items():
    texts = ["http://Example.com/%d" % i for i in range(50)] + ["http://a b/"]
    out = urikit.normalize_many((fresh(t) for t in texts), "http", errors="keep")
    gc.collect()
    assert out[:2] == ["http://example.com/0", "http://example.com/1"]
    assert out[-1] == "http://a b/"  # the input object itself, kept alive by the batch
    assert urikit.surt_many(fresh(t) for t in texts[:3]) == urikit.surt_many(texts[:3])


def check_dedup_options_from_computed_collections():
    class Names:
        def __init__(self, names):
            self._names = names

        def __iter__(self):
            return iter([fresh(n) for n in self._names])

    options = urikit.DedupOptions(tracking=Names(["utm_*", "ref"]), keep=Names(["utm_campaign"]))  # type: ignore[arg-type]
    got = urikit.normalize("http://a.com/?ref=1&utm_campaign=x&utm_source=y&q=2", "dedup", dedup=options)
    assert got == "http://a.com/?q=2&utm_campaign=x"


@pytest.mark.parametrize("name", sorted(n for n in dir(sys.modules[__name__]) if n.startswith("check_")))
def test_computed_arguments(name):
    globals()[name]()


def test_computed_arguments_under_debug_malloc(tmp_path):
    here = str(__import__("pathlib").Path(__file__).resolve().parent)
    env = dict(__import__("os").environ, PYTHONMALLOC="debug")
    r = subprocess.run([sys.executable, "-c", _CHILD.format(here=here)], capture_output=True, text=True,
                       env=env, timeout=300, cwd=tmp_path)  # a hang guard only (the child takes a few s)
    assert r.returncode == 0, r.stderr[-3000:]
    assert r.stdout.strip().endswith("ok")
