"""The *_many and *_lines functions: the same answers as one call per item, any iterable, three ways to fail, no GIL."""

import threading

import pytest

import urikit
from urikit import URIError


def one_by_one(fn, items, **kwargs):
    out = []
    for item in items:
        try:
            out.append(fn(item, **kwargs))
        except URIError:
            out.append(None)
    return out


@pytest.mark.parametrize("profile", ["rfc3986", "http", "cache-key"])
def test_normalize_many_equals_normalize_on_every_shared_line(all_lines, profile):
    assert urikit.normalize_many(all_lines, profile, errors="none") == one_by_one(
        urikit.normalize, all_lines, profile=profile)


def test_web_batch_equals_single_calls_on_every_shared_line(all_lines):
    base = "https://example.org/dir/page.html"
    assert urikit.normalize_many(all_lines, "http", web=True, base=base, errors="none") == one_by_one(
        urikit.normalize, all_lines, profile="http", web=True, base=base)
    assert urikit.href_many(all_lines, base, errors="none") == one_by_one(urikit.href, all_lines, base=base)


def test_crawl_batches_equal_single_calls_on_every_shared_line(all_lines):
    assert urikit.surt_many(all_lines, errors="none") == one_by_one(urikit.surt, all_lines)
    assert urikit.surt_many(all_lines, scheme=True, trailing_comma=True, strip_www=False, errors="none") == \
        one_by_one(urikit.surt, all_lines, scheme=True, trailing_comma=True, strip_www=False)
    assert urikit.safe_browsing_many(all_lines, errors="none") == one_by_one(urikit.safe_browsing, all_lines)
    sites = urikit.site_many(all_lines, errors="keep")
    for line, got in zip(all_lines, sites):
        try:
            assert got == urikit.site(line)[0]
        except URIError:
            assert got is line


def test_crawl_batches_keep_their_types_and_modes():
    assert urikit.surt_many([b"http://www.A.com/", "filedesc:\u00fc", ""]) == [b"com,a)/", "filedesc:\u00fc", "-"]
    assert urikit.safe_browsing_many(["mailto:x", b"www.a.com"], errors="none") == [None, b"http://www.a.com/"]
    with pytest.raises(URIError) as e:
        urikit.safe_browsing_many(["http://a/", "javascript:x"])
    assert (e.value.index, e.value.code) == (1, "missing_host")
    assert urikit.site_many(["http://1.2.3.4/", "http://co.uk/", "http://www.a.co.uk/"]) == [None, None, "a.co.uk"]


def test_resolve_and_to_uri_many():
    refs = ["g", "../x", "//h/p", "a b"]
    assert urikit.resolve_many("http://a/b/c", refs, errors="none") == [
        "http://a/b/g", "http://a/x", "http://h/p", None]
    if urikit.available("idna"):
        assert urikit.to_uri_many(["http://faß.de/ü", "a b"], errors="keep") == ["http://xn--fa-hia.de/%C3%BC", "a b"]


def test_errors_raise_none_keep():
    urls = ["http://a/", "http://b c/", b"http://D/"]
    with pytest.raises(URIError) as e:
        urikit.normalize_many(urls)
    assert (e.value.index, e.value.code, e.value.offset, e.value.text) == (1, "invalid_character", 8, "http://b c/")
    assert "of item 1" in str(e.value)
    assert urikit.normalize_many(urls, errors="none") == ["http://a/", None, b"http://d/"]
    kept = urikit.normalize_many(urls, errors="keep")
    assert kept == ["http://a/", "http://b c/", b"http://d/"] and kept[1] is urls[1]
    with pytest.raises(ValueError, match="errors must be one of"):
        urikit.normalize_many(urls, errors="ignore")


def test_an_unchanged_text_is_given_back_itself_and_a_subclass_as_a_plain_copy():
    class Text(str):
        pass

    unchanged, changed, raw, sub = "http://a.com/x", "HTTP://A.com/x", b"http://a.com/y", Text("http://a.com/z")
    got = urikit.normalize_many([unchanged, changed, raw, sub], "cache-key")
    assert got == [unchanged, "http://a.com/x", raw, "http://a.com/z"]
    assert got[0] is unchanged and got[2] is raw  # immutable: no copy, as str's own methods do
    assert got[1] is not changed
    assert type(got[3]) is str and got[3] is not sub


def test_any_iterable_and_item_types():
    assert urikit.normalize_many(u for u in ["HTTP://A/"]) == ["http://A/".lower()]
    assert urikit.normalize_many(("x:Y",)) == ["x:Y"]
    assert urikit.normalize_many([]) == []
    with pytest.raises(TypeError, match="item 1 must be str or bytes"):
        urikit.normalize_many(["http://a/", 3])
    with pytest.raises(TypeError):
        urikit.normalize_many(5)


@pytest.mark.parametrize("batch", ["http://a/", b"http://a/", bytearray(b"http://a/")])
def test_a_text_given_as_the_batch_is_a_type_error_not_its_characters(batch):
    for fn in (urikit.normalize_many, urikit.to_uri_many, urikit.href_many, urikit.surt_many,
               urikit.safe_browsing_many, urikit.site_many):
        with pytest.raises(TypeError, match="wrap one text in a list"):
            fn(batch)
    with pytest.raises(TypeError, match="wrap one text in a list"):
        urikit.resolve_many("http://base/", batch)


def test_with_errors_none_or_keep_every_bad_item_fails_on_its_own():
    surrogate = "http://a/\udc80"
    urls = ["HTTP://A/", None, 42, surrogate, b"http://b/", "http://c d/"]
    assert urikit.normalize_many(urls, errors="none") == ["http://a/", None, None, None, b"http://b/", None]
    kept = urikit.normalize_many(urls, errors="keep")
    assert kept[0] == "http://a/" and kept[4] == b"http://b/"
    assert all(kept[i] is urls[i] for i in (1, 2, 3, 5)), "keep gives the very input back"
    for fn in (urikit.to_uri_many, urikit.href_many, urikit.surt_many, urikit.safe_browsing_many):
        assert fn(urls, errors="none")[1:4] == [None, None, None]
    assert urikit.resolve_many("http://base/", urls, errors="none")[1:4] == [None, None, None]
    with pytest.raises(TypeError, match="item 1 must be str or bytes"):
        urikit.normalize_many(urls)  # errors="raise": a wrong type is the caller's bug
    with pytest.raises(UnicodeEncodeError):
        urikit.normalize_many([surrogate])


def spins_during(work):
    """How often another Python thread got to count while `work()` ran: 0
    when the GIL was held the whole time."""
    spins = [0]
    stop = threading.Event()

    def spin():
        while not stop.is_set():
            spins[0] += 1

    t = threading.Thread(target=spin)
    t.start()
    try:
        before = spins[0]
        work()
        return spins[0] - before
    finally:
        stop.set()
        t.join()


def test_the_gil_is_released_during_the_work():
    urls = ["HTTP://Example.COM:80/a/./b/../c?x=1#f"] * 400_000
    # With the GIL held the whole time the other thread could not count at all
    # (it runs only during the list conversions at both ends, a fraction of the call).
    # The margin: with two busy loops a core beside it, the thread still counted
    # 1,160,000 times at least in 20 calls (median 1,490,000): a thousand times 1000.
    assert spins_during(lambda: urikit.normalize_many(urls, "http")) > 1000

def lines_of(texts):
    return b"".join(t.encode("utf-8", "surrogateescape") + b"\n" for t in texts)


def test_lines_equal_the_many_functions_on_every_shared_line(all_lines):
    # One bytes object of lines in, one out: what *_many gives, "" for None.
    # Lines holding "\n" or "\r" cannot be lines; those are left out.
    texts = [t for t in all_lines if "\n" not in t and "\r" not in t]
    data = lines_of(texts)

    def joined(results):
        return b"".join((r or "").encode("utf-8") + b"\n" for r in results)

    assert urikit.normalize_lines(data, "http", errors="none") == joined(
        urikit.normalize_many(texts, "http", errors="none"))
    assert urikit.surt_lines(data, scheme=True, errors="none") == joined(
        urikit.surt_many(texts, scheme=True, errors="none"))
    assert urikit.safe_browsing_lines(data, errors="none") == joined(urikit.safe_browsing_many(texts, errors="none"))
    assert urikit.site_lines(data, errors="none") == joined(urikit.site_many(texts, errors="none"))
    kept = urikit.normalize_lines(data, "http", errors="keep").split(b"\n")[:-1]
    for text, got in zip(texts, kept):
        assert got == (urikit.normalize_many([text], "http", errors="keep")[0]).encode("utf-8", "surrogateescape")


def test_lines_are_read_as_the_cli_reads_them():
    assert urikit.normalize_lines(b"a\r\nb\n\nc") == b"a\nb\n\nc\n"   # CRLF, an empty line, no final newline
    assert urikit.normalize_lines(b"") == b""
    assert urikit.normalize_lines(memoryview(b"x\n")) == b"x\n"
    assert urikit.surt_lines(bytearray(b"http://www.A.com/\n")) == b"com,a)/\n"
    with pytest.raises(URIError) as e:
        urikit.normalize_lines(b"http://a/\nhttp://a b/\n", "http")
    assert (e.value.index, e.value.code, e.value.offset) == (1, "invalid_character", 8)
    assert urikit.normalize_lines(b"http://a b/\nhttp://a/\n", "http", errors="keep") == b"http://a b/\nhttp://a/\n"
    with pytest.raises(TypeError):
        urikit.normalize_lines("http://a/\n")
    with pytest.raises(TypeError):
        urikit.site_lines(["http://a/"])
    with pytest.raises(BufferError):  # a strided view is no run of bytes
        urikit.normalize_lines(memoryview(b"a\nb\n")[::2])


def test_lines_run_without_the_gil():
    data = b"HTTP://Example.COM:80/a/./b/../c?x=1#f\n" * 400_000
    # The margin, measured as above: at least 930,000 (median 1,290,000).
    assert spins_during(lambda: urikit.normalize_lines(data, "http")) > 1000
