"""urikit.URLSearchParams: the URL Standard's URLSearchParams from Python, and WebURL.search_params."""

import pickle

import pytest

import urikit
from urikit import URLSearchParams


def test_the_standards_examples():
    assert str(URLSearchParams({"key": "730d67"})) == "key=730d67"
    u = urikit.parse_web("https://example.com/?a=~&b=%7E")
    assert u.search_params.get("a") == "~"
    assert u.search_params.get("b") == "~"
    p = URLSearchParams("?q=\U0001F3F3\ufe0f\u200d\U0001F308&key=e1f7bc78")
    p.sort()
    assert str(p) == "key=e1f7bc78&q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88"


def test_constructors_parse_a_string_take_a_mapping_or_pairs():
    assert list(URLSearchParams("a=1&b=2+3&c")) == [("a", "1"), ("b", "2 3"), ("c", "")]
    assert list(URLSearchParams([("a", "1"), ["a", "2"]])) == [("a", "1"), ("a", "2")]
    assert list(URLSearchParams({"x": "1", "y": "2"})) == [("x", "1"), ("y", "2")]
    assert len(URLSearchParams()) == 0 and URLSearchParams().size == 0
    assert URLSearchParams("a=%FF").get("a") == "\ufffd", "ill-formed UTF-8 decodes to U+FFFD, as the Standard's parser"
    with pytest.raises(TypeError):
        URLSearchParams([("a", "1", "2")])
    with pytest.raises(TypeError):
        URLSearchParams([(b"a", "1")])


def test_methods_follow_the_standard():
    p = URLSearchParams("a=1&b=2&a=3")
    assert p.get("a") == "1" and p.get("z") is None
    assert p.get_all("a") == ["1", "3"]
    assert p.has("b") and p.has("a", "3") and not p.has("a", "2")
    assert "a" in p and "z" not in p
    p.append("c", "a b&=")
    assert str(p) == "a=1&b=2&a=3&c=a+b%26%3D"
    p.delete("a", "3")
    p.set("b", "x")
    p.delete("c")
    assert str(p) == "a=1&b=x"
    p.set("a", "2")
    p.sort()
    assert p.items() == [("a", "2"), ("b", "x")]
    with pytest.raises(TypeError):
        p.get(1)


def test_equality_repr_and_pickling():
    p = URLSearchParams("b=2&a=1")
    assert p == URLSearchParams([("b", "2"), ("a", "1")])
    assert p != URLSearchParams("a=1&b=2"), "order matters"
    assert repr(p) == "URLSearchParams('b=2&a=1')"
    assert pickle.loads(pickle.dumps(p)) == p
    with pytest.raises(TypeError):
        hash(p)


def test_web_url_search_params_is_a_copy_written_back_with_replace():
    u = urikit.parse_web("http://h/p?x=1&y=2#f")
    p = u.search_params
    p.delete("x")
    assert u.href == "http://h/p?x=1&y=2#f", "WebURL is immutable"
    assert u.replace(search=str(p)).href == "http://h/p?y=2#f"
    assert len(urikit.parse_web("http://h/").search_params) == 0


def test_web_url_search_params_parse_the_query_as_it_is():
    # The URL's searchParams keep a "?" that begins the query (whatwg-url:
    # "%3Fa=b&c=d"); only URLSearchParams' own string init drops one.
    p = urikit.parse_web("http://example.org/file??a=b&c=d").search_params
    assert str(p) == "%3Fa=b&c=d"
    assert p.get("?a") == "b"
    assert str(urikit.URLSearchParams("??a=b")) == "%3Fa=b"
    assert str(urikit.parse_web("http://h/?a=b").search_params) == "a=b"
