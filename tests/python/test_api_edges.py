"""What a yarl or w3lib user reaches for (issue 41): bytes forms of decoded
pieces, normalize with dedup options, tracking names without case, the
pattern result's type, pandas series, pattern equality, URL order, mapping
access to URLSearchParams, signatures for inspect, a plain-text path
setter, is_default_port."""

import inspect
import pickle

import pytest

import urikit
from urikit import URI, URIError, URLPattern, URLSearchParams, WebURL


def test_decoded_pieces_have_a_bytes_form_for_any_escape():
    u = URI("http://a/%FF%2Fx/b?k%E9=%FFv&n")
    with pytest.raises(URIError):
        u.path_segments
    with pytest.raises(URIError):
        u.query_params
    assert u.path_segments_bytes == (b"\xff/x", b"b")
    assert u.query_params_bytes == [(b"k\xe9", b"\xffv"), (b"n", None)]
    assert URI("http://a/x?y=1").path_segments_bytes == (b"x",) and URI("http://a/x").path_segments == ("x",)
    assert URI("http://a/").query_params_bytes == []


def test_uri_normalize_takes_dedup_options_and_says_its_types():
    u = URI("http://www.a.com/p/?ref=1&utm_source=x&q=2")
    assert str(u.normalize("dedup")) == "http://a.com/p?q=2&ref=1"
    options = urikit.DedupOptions(extra_tracking=("ref",), strip_www=False)
    assert str(u.normalize("dedup", dedup=options)) == "http://www.a.com/p?q=2"
    with pytest.raises(ValueError, match="dedup"):
        u.normalize("http", dedup=options)
    with pytest.raises(TypeError) as e:
        u.normalize(3)  # type: ignore[arg-type]
    assert "handle" not in str(e.value) and "profile: str" in str(e.value)


def test_drop_and_keep_params_match_names_without_case_as_the_dedup_profile():
    u = URI("http://a/?UTM_Source=x&Ref=1&q=2")
    assert str(u.drop_params("utm_*", "ref")) == "http://a/?q=2"
    assert str(u.keep_params("REF")) == "http://a/?Ref=1"
    assert str(urikit.normalize(str(u), "dedup")) == "http://a/?Ref=1&q=2"  # UTM_Source is tracking there too


def test_the_pattern_result_type_is_exported():
    assert "URLPatternResult" in urikit.__all__ and "URLPatternComponentResult" in urikit.__all__
    r = URLPattern({"pathname": "/b/:id"}).exec("https://x/b/7")
    assert r is not None
    assert set(urikit.URLPatternResult.__annotations__) == set(r)
    assert set(urikit.URLPatternComponentResult.__annotations__) == set(r["pathname"])


def test_normalize_series_takes_pandas_and_dask_series():
    pd = pytest.importorskip("pandas")
    import urikit.dask

    s = pd.Series(["HTTP://A:80/x", None, "bad url"], name="url")
    out = urikit.dask.normalize_series(s, "http")
    assert out.tolist() == ["http://a/x", None, None] and out.name == "url"
    dd = pytest.importorskip("dask.dataframe")
    lazy = urikit.dask.normalize_series(dd.from_pandas(s, npartitions=2), "http")
    assert lazy.compute(scheduler="sync").tolist() == ["http://a/x", None, None]


def test_patterns_compare_by_what_they_match():
    a = URLPattern("https://*.example.com/:p*")  # a constructor string without a port means the default one
    b = URLPattern({"protocol": "https", "hostname": "*.example.com", "port": "", "pathname": "/:p*"})
    assert a != URLPattern({"protocol": "https", "hostname": "*.example.com", "pathname": "/:p*"})  # any port
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != URLPattern("https://*.example.com/:p*", ignore_case=True)
    assert a != URLPattern("http://*.example.com/:p*")
    assert pickle.loads(pickle.dumps(a)) == a
    assert a != "https://*.example.com/:p*"


def test_web_urls_order_by_href():
    urls = [WebURL("https://b/"), WebURL("HTTPS://A/x"), WebURL("https://a/")]
    assert [u.href for u in sorted(urls)] == ["https://a/", "https://a/x", "https://b/"]
    assert WebURL("https://a/") <= WebURL("https://a/") and WebURL("https://b/") > WebURL("https://a/")
    with pytest.raises(TypeError):
        WebURL("https://a/") < "https://b/"  # type: ignore[operator]


def test_search_params_read_as_a_mapping_does():
    p = URLSearchParams("a=1&b=2&a=3")
    assert p["a"] == "1" and p["b"] == "2"
    with pytest.raises(KeyError):
        p["c"]
    assert p.keys() == ["a", "b", "a"] and p.values() == ["1", "2", "3"]
    assert dict(zip(p.keys(), p.values())) == {"a": "3", "b": "2"}


def test_methods_have_signatures_for_inspect():
    assert str(inspect.signature(URI.normalize)) == "(self, profile='rfc3986', *, dedup=None)"
    assert str(inspect.signature(URI("http://a/").normalize)) == "(profile='rfc3986', *, dedup=None)"
    assert str(inspect.signature(URLPattern.test)) == "(self, input=None, base_url=None)"
    assert str(inspect.signature(URLPattern.compare_component)) == "(component, left, right)"
    assert str(inspect.signature(URLSearchParams.get)) == "(self, name)"
    for cls in (URI, WebURL, URLSearchParams, URLPattern):
        for name, member in vars(cls).items():
            if callable(member) and not name.startswith("_") and name not in ("replace",):
                inspect.signature(getattr(cls, name))  # never "no signature found"
    assert URI.normalize.__doc__.startswith("normalize(profile='rfc3986', *, dedup=None) -> URI")


def test_with_path_takes_plain_text():
    u = URI("http://h/old?q#f")
    assert str(u.with_path("/a b/c%2F")) == "http://h/a%20b/c%252F?q#f"
    assert str(URI("x:y").with_path("//evil")) == "x:/.//evil"  # never an authority
    with pytest.raises(URIError) as e:
        u.with_path("relative")  # after an authority a path begins with "/"
    assert e.value.code == "path_without_slash"
    with pytest.raises(URIError):
        u.replace(path="/x y")  # replace() takes encoded text


def test_is_default_port():
    assert URI("http://a/").is_default_port() and URI("http://a:80/").is_default_port()
    assert URI("https://a:443/").is_default_port() and URI("http://a:/").is_default_port()
    assert not URI("http://a:8080/").is_default_port() and not URI("https://a:80/").is_default_port()
    assert not URI("foo://a:1/").is_default_port() and URI("foo://a/").is_default_port()
