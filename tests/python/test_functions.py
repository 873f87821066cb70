"""The module-level functions: strings in, strings (or bytes) out."""

import pytest

import urikit
from urikit import URIError


def test_normalize_profiles_and_the_reserved_stay_encoded():
    text = "HTTP://Example.COM:80/a/./b/../%7Ec%2F?y=1&x=%41#top"
    assert urikit.normalize(text) == "http://example.com:80/a/~c%2F?y=1&x=A#top"
    assert urikit.normalize(text, "http") == "http://example.com/a/~c%2F?y=1&x=A#top"
    assert urikit.normalize(text, "cache-key") == "http://example.com/a/~c%2F?x=A&y=1"
    assert urikit.normalize(text, "cache_key") == urikit.normalize(text, "cache-key")
    assert urikit.normalize(text, "http-cache") == "http://example.com/a/~c%2F?y=1&x=A"


def test_normalize_never_lets_a_path_become_an_authority():
    # rfc3986 and hyperlink turn this into foo://evil; the result must re-parse to the same components
    assert urikit.normalize("foo:/a/..//evil") == "foo:/.//evil"


def test_normalize_http_host_to_idna():
    if not urikit.available("idna"):
        pytest.skip("built without ICU")
    assert urikit.normalize("http://fa%C3%9F.de/", "http") == "http://xn--fa-hia.de/"


def test_normalize_with_a_base_resolves_first():
    assert urikit.normalize("../G/%7e", "http", base="HTTP://A:80/b/c/d") == "http://a/b/G/~"


def test_web_mode_takes_hrefs():
    assert urikit.normalize(" HTTP://EXAMPLE.com:80/a b/../c?x y#z ", web=True) == "http://example.com/c?x%20y#z"
    assert urikit.normalize("..\\x", "cache-key", web=True, base="https://a/b/c#f") == "https://a/x"
    with pytest.raises(URIError) as e:
        urikit.normalize("http://a b/", web=True)
    assert e.value.code == "forbidden_host_code_point"
    with pytest.raises(URIError) as e:
        urikit.normalize("/relative", web=True)
    assert e.value.code == "relative_without_base"


def test_href_and_parse_web():
    assert urikit.href("HTTPS://ex.com:443/./a") == "https://ex.com/a"
    assert urikit.href("b?c", base="http://h/a/") == "http://h/a/b?c"
    u = urikit.parse_web("https://u:p@EXAMPLE.com:8443/a/b?q=1#h")
    assert (u.protocol, u.username, u.password, u.host_and_port, u.hostname, u.port, u.pathname, u.search, u.hash) == (
        "https:", "u", "p", "example.com:8443", "example.com", "8443", "/a/b", "?q=1", "#h")
    assert (u.origin, u.scheme, u.host_kind, u.port_number, u.query, u.fragment) == (
        "https://example.com:8443", "https", "domain", 8443, "q=1", "h")
    assert u.is_special and not u.has_opaque_path
    assert str(u.to_rfc3986()) == "https://u:p@example.com:8443/a/b?q=1#h"
    assert urikit.parse_web("mailto:x").has_opaque_path
    assert urikit.parse_web("a", base="http://h/").href == "http://h/a"
    assert repr(urikit.parse_web("http://h")) == "WebURL('http://h/')"
    assert urikit.parse_web("blob:https://a.com/x").origin == "https://a.com"


def test_can_parse_is_the_url_standards():
    assert urikit.can_parse("https://example.com/")
    assert not urikit.can_parse("/relative")
    assert urikit.can_parse("/relative", "https://example.com/")
    assert not urikit.can_parse("/relative", "not a base"), "a base that does not parse: False, no error"
    assert not urikit.can_parse(b"http://a b/")
    assert urikit.can_parse(b"HTTP://A/", b"x:")
    with pytest.raises(TypeError):
        urikit.can_parse(42)


@pytest.mark.skipif(not urikit.available("idna"), reason="built without ICU")
def test_domain_to_ascii_and_unicode_are_the_url_standards():
    assert urikit.domain_to_ascii("EXAMPLE.com") == "example.com"
    assert urikit.domain_to_ascii("faß.de") == "xn--fa-hia.de"
    assert urikit.domain_to_ascii(b"EXAMPLE.com") == b"example.com"
    assert urikit.domain_to_ascii("0x7F.1") == "0x7f.1", "no IPv4 parser: that is the host parser's"
    with pytest.raises(urikit.URIError) as e:
        urikit.domain_to_ascii("a b")
    assert e.value.offset == 1
    assert urikit.domain_to_ascii("a_b.com") == "a_b.com"
    with pytest.raises(urikit.URIError):
        urikit.domain_to_ascii("a_b.com", strict=True)
    assert urikit.domain_to_unicode("xn--fa-hia.de") == "faß.de"
    assert urikit.domain_to_unicode("xn--8i7caa") == "xn--8i7caa", "an error: the domain as it is"
    assert urikit.is_valid_domain("example.com")
    assert not urikit.is_valid_domain("1.2.3.4")
    with pytest.raises(TypeError):
        urikit.domain_to_ascii(42)


def test_web_url_replace_applies_the_setters_or_raises_with_the_reason():
    u = urikit.parse_web("http://example.com/p")
    v = u.replace(port="8080abc", search="a b", hash="#x")
    assert v.href == "http://example.com:8080/p?a%20b#x"
    assert u.href == "http://example.com/p", "WebURL is immutable: replace() makes a copy"
    assert u.replace(href="https://h/", port="1").href == "https://h:1/", "href first"
    with pytest.raises(URIError) as e:
        u.replace(protocol="mailto")
    assert (e.value.code, e.value.offset, e.value.text) == ("scheme_change_refused", 0, "mailto")
    with pytest.raises(URIError) as e:
        u.replace(port="\t99999")
    assert (e.value.code, e.value.offset) == ("port_out_of_range", 1)
    with pytest.raises(URIError) as e:
        urikit.parse_web("mailto:a").replace(pathname="b")
    assert e.value.code == "opaque_path"
    with pytest.raises(URIError) as e:
        urikit.parse_web("file:///x").replace(username="u")
    assert e.value.code == "credentials_or_port_not_allowed"
    with pytest.raises(TypeError):
        u.replace(colour="blue")
    with pytest.raises(TypeError):
        u.replace(port=80)


def test_equivalent():
    assert urikit.equivalent("http://a/%7e", "HTTP://A/~")
    assert not urikit.equivalent("http://a:80/", "http://a/")
    assert urikit.equivalent("http://a:80/", "http://a", "http")
    assert urikit.equivalent("http://a/ b", "HTTP://a/%20b", web=True)
    with pytest.raises(URIError) as e:
        urikit.equivalent("http://a/", "http://a b/")
    assert e.value.text == "http://a b/" and e.value.offset == 8


def test_resolve_keeps_the_type():
    assert urikit.resolve("http://a/b/c", "../d") == "http://a/d"
    assert urikit.resolve(b"http://a/b/c", b"../d") == b"http://a/d"
    with pytest.raises(URIError) as e:
        urikit.resolve("relative/base", "x")
    assert (e.value.code, e.value.text) == ("base_not_absolute", "relative/base")


def test_iri_conversions():
    if not urikit.available("idna"):
        pytest.skip("built without ICU")
    assert urikit.to_uri("http://faß.de/中?ü#é") == "http://xn--fa-hia.de/%E4%B8%AD?%C3%BC#%C3%A9"
    assert urikit.to_iri("http://xn--fa-hia.de/%E4%B8%AD%2F%41") == "http://faß.de/中%2FA"
    assert urikit.to_uri("http://faß.de/".encode()) == b"http://xn--fa-hia.de/"


def test_pct_encode_and_decode_by_component():
    assert urikit.pct_encode("a b/c?d&e=f+g", "path_segment") == "a%20b%2Fc%3Fd&e=f+g"
    assert urikit.pct_encode("a b/c?d&e=f+g", "query_param") == "a%20b/c?d%26e%3Df%2Bg"
    assert urikit.pct_encode("ü", "path") == "%C3%BC"
    assert urikit.pct_encode(b"\xff", "path") == b"%FF"
    assert urikit.pct_decode("a%20b%2Fc", "path_segment") == "a b/c"
    assert urikit.pct_decode("a+b%2B", "query_param", plus_as_space=True) == "a b+"
    assert urikit.pct_decode(b"%FF", "path") == b"\xff"
    assert urikit.pct_decode("%FF", "path", as_bytes=True) == b"\xff"
    with pytest.raises(ValueError, match="component must be one of"):
        urikit.pct_encode("x", "body")


def test_pct_decode_never_repairs():
    with pytest.raises(URIError) as e:
        urikit.pct_decode("ab%2", "path")
    assert (e.value.code, e.value.offset) == ("bad_pct_encoding", 2)
    with pytest.raises(URIError) as e:
        urikit.pct_decode("a%C3%28", "path")  # the bytes are not UTF-8: ask for bytes
    assert (e.value.code, e.value.offset) == ("invalid_utf8", 1)
    with pytest.raises(URIError) as e:
        urikit.pct_decode("a b", "path")
    assert e.value.code == "invalid_character"


def test_round_trip_property_pct_encode_then_decode():
    import random
    rng = random.Random(3986)
    for component in ["userinfo", "host", "path", "path_segment", "query", "query_param", "fragment"]:
        for _ in range(300):
            data = bytes(rng.randrange(256) for _ in range(rng.randrange(12)))
            encoded = urikit.pct_encode(data, component)
            assert urikit.pct_decode(encoded, component) == data
            assert urikit.pct_encode(encoded.decode(), component).encode() == urikit.pct_encode(encoded, component)


def test_bytes_in_bytes_out_str_in_str_out():
    assert urikit.normalize(b"HTTP://A/") == b"http://A/".lower()
    assert isinstance(urikit.normalize("HTTP://A/"), str)
    assert urikit.href(b"http://A") == b"http://a/"


def test_wrong_types_and_names():
    with pytest.raises(TypeError):
        urikit.normalize(None)
    with pytest.raises(TypeError):
        urikit.normalize(["http://a/"])
    with pytest.raises(ValueError, match="profile must be one of 'rfc3986', 'http', 'cache-key'"):
        urikit.normalize("http://a/", "browser")
    with pytest.raises(UnicodeEncodeError):
        urikit.normalize("http://a/\ud800")  # a lone surrogate has no UTF-8


def test_dedup_options_choose_the_dedup_profiles_steps():
    url = "http://www.a.com/p/?utm_source=1&utm_campaign=2&ref=3&sid=4&x=5"
    assert urikit.normalize(url, "dedup") == "http://a.com/p?ref=3&x=5"
    keep = urikit.DedupOptions(keep=("utm_campaign",), extra_tracking=("ref",))
    assert urikit.normalize(url, "dedup", dedup=keep) == "http://a.com/p?utm_campaign=2&x=5"
    steps = urikit.DedupOptions(session_ids=False, tracking_parameters=False, strip_www=False, trailing_slash=False)
    assert urikit.normalize(url, "dedup", dedup=steps) == urikit.normalize(url, "cache-key")
    assert urikit.normalize_many([url, url], "dedup", dedup=keep) == ["http://a.com/p?utm_campaign=2&x=5"] * 2
    with pytest.raises(ValueError, match="dedup"):
        urikit.normalize(url, "http", dedup=keep)
    with pytest.raises(TypeError, match="one str"):
        urikit.normalize(url, "dedup", dedup=urikit.DedupOptions(keep="utm_campaign"))  # type: ignore[arg-type]


def test_every_public_name_has_a_docstring_and_the_stub_declares_it():
    # The docstrings have one source, the runtime's; python/tools/stub_docs.py
    # writes them into the stub (test_the_stubs_docstrings_are_the_runtimes).
    import ast
    import inspect
    import pathlib

    stub = ast.parse((pathlib.Path(urikit.__file__).parent / "_urikit.pyi").read_text())
    declared = {node.name: {item.name for item in node.body if isinstance(item, ast.FunctionDef)}
                for node in stub.body if isinstance(node, ast.ClassDef)}
    for cls in (urikit.URI, urikit.WebURL, urikit.URLSearchParams, urikit.URLPattern):
        assert cls.__init__.__doc__ and cls.__name__ + "(" in cls.__init__.__doc__, cls
        for name, member in inspect.getmembers(cls):
            if name.startswith("_") and name not in ("__init__", "__len__", "__iter__", "__contains__"):
                continue
            assert member.__doc__, f"{cls.__name__}.{name} has no docstring"
            assert "handle" not in member.__doc__, f"{cls.__name__}.{name}: a pybind11 signature"
            assert name in declared[cls.__name__], f"{cls.__name__}.{name} is not in _urikit.pyi"
    for name in urikit.__all__:
        obj = getattr(urikit, name)
        if callable(obj):
            assert obj.__doc__, f"urikit.{name} has no docstring"


def test_the_stubs_docstrings_are_the_runtimes():
    import pathlib
    import subprocess
    import sys

    tool = pathlib.Path(__file__).resolve().parents[2] / "python" / "tools" / "stub_docs.py"
    result = subprocess.run([sys.executable, str(tool), "--check"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_available_answers_each_feature_by_its_one_name():
    for name in ("idna", "public-suffix-list", "url-patterns", "safe-browsing-hashes"):
        assert urikit.available(name) in (True, False)
        assert urikit.available(name) == urikit.available(name.replace("-", "_"))
    assert urikit.available("public-suffix-list") == (urikit.public_suffix_list != "")
    with pytest.raises(ValueError, match="feature must be one of"):
        urikit.available("icu")
