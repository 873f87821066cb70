"""The binding's contracts (issue 27): batch calls never touch an object they hold no
reference to once the GIL is released, nothing borrowed is returned as new, nested calls
share no state, argument edges raise the Python exception they name, error offsets point
into the text the error names, and one huge input leaves no memory behind."""

import ctypes
import gc
import os
import subprocess
import sys
import textwrap
import threading

import pytest

import urikit
from urikit import URIError

# Run in a child interpreter: without the snapshot, the parent would die of the SEGV.
_MUTATE_WHILE_RUNNING = textwrap.dedent("""
    import threading, urikit
    for fn, args in [(urikit.normalize_many, {"profile": "http"}), (urikit.href_many, {}),
                     (urikit.to_uri_many, {}), (urikit.normalize_many, {"web": True, "base": "http://b/"}),
                     (urikit.surt_many, {}), (urikit.safe_browsing_many, {}), (urikit.site_many, {})]:
        for round in range(3):
            items = [("http://Example.com/%d/" if i % 7 else "http://a b/%d") % i + "x" * (i % 300)
                     for i in range(200_000)]
            stop = threading.Event()
            def mutate():
                while not stop.is_set():
                    items.clear()
                    items.extend("http://h/%d" % i for i in range(1000))
                    del items[:]
            t = threading.Thread(target=mutate)
            t.start()
            try:
                for _ in range(3):
                    out = fn(items, errors="keep", **args)
                    assert isinstance(out, list)
            finally:
                stop.set()
                t.join()
    # A list cleared while a batch reads it: the batch reads it as it was when called.
    for round in range(5):
        items = ["http://A/%d" % i for i in range(50_000)]
        results = []
        worker = threading.Thread(target=lambda: results.append(urikit.normalize_many(items, "rfc3986")))
        worker.start()
        items.clear()
        worker.join()
        assert len(results[0]) in (0, 50_000)  # all of it, or (cleared before the call) none
    print("ok")
""")


def test_batch_calls_survive_other_threads_clearing_their_input():
    # timeout: a hang guard only (the child takes about 2 s)
    r = subprocess.run([sys.executable, "-c", _MUTATE_WHILE_RUNNING], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.strip() == "ok"


def test_errors_keep_returns_new_references():
    bad = "http://a b/" + "x" * 10  # not interned
    good = "http://a/"
    before_bad, before_good = sys.getrefcount(bad), sys.getrefcount(good)
    for _ in range(100):
        out = urikit.normalize_many([bad, good, bad], errors="keep")
        assert out[0] is bad and out[2] is bad
        del out
    gc.collect()
    assert sys.getrefcount(bad) == before_bad
    assert sys.getrefcount(good) == before_good


def test_a_generator_that_calls_urikit_does_not_change_the_outer_calls_base():
    def refs():
        for i in range(3):
            assert urikit.normalize_many(["x"], base="http://other/dir/") == ["http://other/dir/x"]
            assert urikit.href_many(["y"], base="http://other2/") == ["http://other2/y"]
            assert urikit.resolve_many("http://other3/a/", ["z"]) == ["http://other3/a/z"]
            yield "p%d" % i
    assert urikit.normalize_many(refs(), base="http://outer/d/") == [
        "http://outer/d/p0", "http://outer/d/p1", "http://outer/d/p2"]
    assert urikit.href_many(refs(), base="http://outer/d/") == [
        "http://outer/d/p0", "http://outer/d/p1", "http://outer/d/p2"]
    assert urikit.resolve_many("http://outer/d/", refs()) == [
        "http://outer/d/p0", "http://outer/d/p1", "http://outer/d/p2"]


def test_site_refuses_a_host_with_a_nul_or_a_space_at_its_byte():
    for text, offset in [("http://a%00b.co.uk/", 8), ("http://evil.com%00.example.co.uk/", 15),
                         ("http://a%20b.co.uk/", 8)]:
        with pytest.raises(URIError) as e:
            urikit.site(text)
        assert e.value.code == "forbidden_host_code_point"
        assert e.value.offset == offset


@pytest.mark.parametrize("port", [2**70, -2**70, 65536, -1])
def test_replace_port_out_of_range_is_a_value_error(port):
    with pytest.raises(ValueError):
        urikit.URI("http://h/").replace(port=port)


def test_replace_port_true_is_a_type_error():
    with pytest.raises(TypeError):
        urikit.URI("http://h/").replace(port=True)
    assert str(urikit.URI("http://h/").replace(port=8080)) == "http://h:8080/"


def test_replace_errors_point_into_the_value_refused():
    with pytest.raises(URIError) as e:
        urikit.URI("mailto:x").replace(userinfo="u")
    assert e.value.code == "authority_without_host"
    assert (e.value.text, e.value.offset) == ("u", 0)
    with pytest.raises(URIError) as e:
        urikit.URI("http://h/p").replace(path="rel")
    assert e.value.code == "path_without_slash"
    assert (e.value.text, e.value.offset) == ("rel", 0)
    with pytest.raises(URIError) as e:
        urikit.URI("a/b").replace(port=81)
    assert (e.value.code, e.value.text, e.value.offset) == ("authority_without_host", "81", 0)
    with pytest.raises(URIError) as e:
        urikit.URI("http://h/p").replace(query="a#b")
    assert (e.value.code, e.value.text, e.value.offset) == ("invalid_query", "a#b", 1)


def test_replace_takes_every_component_at_once():
    # No order of the keywords makes a state between the edits refused.
    assert str(urikit.URI("http://h/p").replace(path="rel", host=None)) == "http:rel"
    assert str(urikit.URI("mailto:a").replace(host="h", path="/x")) == "mailto://h/x"
    assert str(urikit.URI("x:/y").replace(port=81, host="h")) == "x://h:81/y"
    assert str(urikit.URI("//h//x").replace(host=None, path="//y", scheme="s")) == "s:/.//y"
    assert str(urikit.URI("a:b").replace(host="h", path="//p")) == "a://h//p"


def _held_bytes():
    libc = ctypes.CDLL(None)

    class Mallinfo2(ctypes.Structure):
        _fields_ = [(n, ctypes.c_size_t) for n in
                    ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
                     "fordblks", "keepcost")]

    libc.mallinfo2.restype = Mallinfo2
    m = libc.mallinfo2()
    return m.uordblks + m.hblkhd


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallinfo2")
@pytest.mark.skipif("asan" in os.environ.get("LD_PRELOAD", ""), reason="ASan's allocator: glibc does not see it")
def test_one_huge_input_leaves_no_more_than_the_threshold_behind():
    huge = "HTTP://A.COM/" + "b" * (32 << 20) + "/../%7e\t?" + "x" * 64
    small = "HTTP://A.COM/b/../%7e\t?x"

    def run_all(text):
        plain = text.replace("\t", "")  # an href's tab is removed; RFC 3986 refuses it
        urikit.normalize(text, "cache-key", web=True)
        urikit.normalize(plain, "http", base="http://base/")
        urikit.href(text, base="http://base/")
        urikit.normalize_many([text], "http", web=True, base="http://base/")
        urikit.resolve("http://base/", plain)
        urikit.WebURL(text, base="http://base/")
        urikit.URI(plain).path_segments  # noqa: B018 (decodes)

    run_all(small)
    gc.collect()
    before = _held_bytes()
    run_all(huge)
    gc.collect()
    after = _held_bytes()
    assert after < before + (1 << 20), (before, after)


def _random_inputs(n=3000):
    import random
    rng = random.Random(27)
    alphabet = ["%", "%%", ":", "/", "//", "?", "#", "@", "[", "]", "\\", ".", " ", "\t", "\n", "\x00", "\x7f",
                "é", "<", "|", "a", "Z", "0", "9", "x", "[::1]", "%2F", "%zz", "%C3%A9", "%00", "ü"]
    for _ in range(n):
        yield rng.choice(["http://", "", "https://", "HTTP://a:", "mailto:"]) + "".join(
            rng.choice(alphabet) for _ in range(rng.randrange(12)))


def test_every_error_offset_points_into_the_text_it_names():
    """Issue 27, item 5: every failing call's offset is inside its input; pos indexes the str."""
    calls = [
        lambda s: urikit.URI(s), lambda s: urikit.WebURL(s), lambda s: urikit.WebURL(s, base="http://b/"),
        lambda s: urikit.href(s), lambda s: urikit.to_uri(s), lambda s: urikit.to_iri(s),
        lambda s: urikit.resolve("http://b/c/d", s), lambda s: urikit.surt(s), lambda s: urikit.from_ssurt(s),
        lambda s: urikit.ssurt(s), lambda s: urikit.safe_browsing(s), lambda s: urikit.site(s),
        lambda s: urikit.origin(s), lambda s: urikit.request_target(s), lambda s: urikit.request_parts(s),
        lambda s: urikit.resolve_location("http://b/c/d", s), lambda s: urikit.address_class(s),
        lambda s: urikit.pct_decode(s, "query"), lambda s: urikit.referrer(s, "http://b/"),
        lambda s: urikit.referrer("http://b/", s), lambda s: urikit.is_potentially_trustworthy(s),
        lambda s: urikit.redirect_decision("http://b/", s, "POST", 303),
        lambda s: urikit.check_request(s, allow_names=False, ports=[443]), lambda s: urikit.host_readings(s, "http://b/"),
        lambda s: urikit.join_path(s, "a/b"),
    ] + [lambda s, p=p: urikit.normalize(s, p) for p in ("rfc3986", "http", "cache-key", "dedup")]
    failures = 0
    for text in _random_inputs():
        for data in (text, text.encode("utf-8", "surrogatepass")):
            for call in calls:
                try:
                    call(data)
                except URIError as e:
                    failures += 1
                    size = len(data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data)
                    assert 0 <= e.offset <= size, (data, e.code, e.offset)
                    assert 0 <= e.pos <= len(data), (data, e.code, e.pos)
                    if e.text is data and e.code in ("bad_pct_encoding", "forbidden_host_code_point",
                                                     "invalid_character", "invalid_utf8"):
                        assert e.offset < size, (data, e.code, e.offset)
                except (UnicodeEncodeError, TypeError, ValueError) as e:
                    assert not isinstance(e, URIError)
    assert failures > 10_000
