"""urikit.URI: components exactly as written, immutability, methods."""

import pytest

import urikit
from urikit import URI, URIError


def test_components_are_exactly_as_written_and_none_when_absent():
    u = URI("HTTP://us%41er@Example.COM:0080/a%2Fb/./c?q=%7e#Frag")
    assert (u.scheme, u.userinfo, u.host, u.port, u.path, u.query, u.fragment) == (
        "HTTP", "us%41er", "Example.COM", "0080", "/a%2Fb/./c", "q=%7e", "Frag")
    assert u.host_kind == "reg-name"
    assert u.port_number == 80
    assert u.authority == "us%41er@Example.COM:0080"


def test_absent_is_none_and_empty_is_empty_string():
    u = URI("a")
    assert (u.scheme, u.userinfo, u.host, u.host_kind, u.port, u.query, u.fragment) == (None,) * 7
    assert u.path == "a" and u.authority is None and u.port_number is None
    e = URI("//@:?#")
    assert (e.userinfo, e.host, e.port, e.path, e.query, e.fragment) == ("", "", "", "", "", "")
    assert e.port_number is None  # an empty port has no number


@pytest.mark.parametrize("text, kind", [
    ("//[::1]", "ipv6"), ("//[v7.x]", "ipvfuture"), ("//1.2.3.4", "ipv4"), ("//1.2.3.256", "reg-name"),
    ("//", "reg-name"), ("/p", None),
])
def test_host_kind(text, kind):
    assert URI(text).host_kind == kind


def test_port_number_above_65535_raises_at_the_port():
    u = URI("http://a:65536/")
    assert u.port == "65536"
    with pytest.raises(URIError) as e:
        u.port_number
    assert (e.value.code, e.value.offset) == ("port_out_of_range", 9)


def test_str_repr_eq_hash():
    u = URI("http://a/b")
    assert str(u) == "http://a/b"
    assert repr(u) == "URI('http://a/b')"
    assert u == URI("http://a/b") and u != URI("http://a/c")
    assert u != "http://a/b"  # a URI is not its text
    assert len({URI("x:y"), URI("x:y"), URI("x:z")}) == 2
    assert type(u).__module__ == "urikit" and type(u).__name__ == "URI"


def test_immutable():
    u = URI("http://a/b")
    with pytest.raises(AttributeError):
        u.host = "b"
    with pytest.raises(AttributeError):
        u.anything = 1


def test_bytes_input():
    assert URI(b"http://a/b").host == "a"


def test_strict_rfc3986_refuses():
    for bad in ["http://a b/", "http://ü/", "%zz", "http://[::1/", "a:b:c\\"]:
        with pytest.raises(URIError):
            URI(bad)
    with pytest.raises(TypeError):
        URI(5)


def test_path_segments_and_query_params_are_decoded_after_the_split():
    u = URI("/a%2Fb/c%20d/%C3%BC?k%3D=v%26w&plus=a+b&flag&=&x=%E2%82%AC")
    assert u.path_segments == ("a/b", "c d", "ü")
    assert u.query_params == [("k=", "v&w"), ("plus", "a+b"), ("flag", None), ("", ""), ("x", "€")]
    assert URI("").path_segments == () and URI("/").path_segments == ("",)
    assert URI("x:y").query_params == [] and URI("x:y?").query_params == []


def test_decoded_bytes_that_are_not_utf8_raise_at_their_triplet():
    u = URI("/ok/%C3%28")
    with pytest.raises(URIError) as e:
        u.path_segments
    assert (e.value.code, e.value.offset) == ("invalid_utf8", 4)


def test_normalize_profiles():
    u = URI("HTTP://Example.COM:80/%7euser/./a/../b?z=1&a=2#f")
    assert str(u.normalize()) == "http://example.com:80/~user/b?z=1&a=2#f"
    assert str(u.normalize("http")) == "http://example.com/~user/b?z=1&a=2#f"
    assert str(u.normalize("cache-key")) == "http://example.com/~user/b?a=2&z=1"
    assert isinstance(u.normalize(), URI)
    with pytest.raises(ValueError, match="profile must be one of"):
        u.normalize("browser")


# RFC 3986 §5.4.1 normal examples.
RFC3986_RESOLUTION = [
    ("g:h", "g:h"), ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"),
    ("/g", "http://a/g"), ("//g", "http://g"), ("?y", "http://a/b/c/d;p?y"), ("g?y", "http://a/b/c/g?y"),
    ("#s", "http://a/b/c/d;p?q#s"), ("g#s", "http://a/b/c/g#s"), (";x", "http://a/b/c/;x"),
    ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"), ("..", "http://a/b/"), ("../g", "http://a/b/g"),
    ("../..", "http://a/"), ("../../g", "http://a/g"),
]


@pytest.mark.parametrize("ref, target", RFC3986_RESOLUTION)
def test_resolve_rfc3986_examples(ref, target):
    base = URI("http://a/b/c/d;p?q")
    assert str(base.resolve(ref)) == target
    assert str(base.resolve(URI(ref))) == target
    assert urikit.resolve("http://a/b/c/d;p?q", ref) == target


def test_resolve_needs_an_absolute_base():
    with pytest.raises(URIError) as e:
        URI("/relative").resolve("g")
    assert e.value.code == "base_not_absolute"


def test_equivalent_method():
    assert URI("http://a/%7e").equivalent("HTTP://A/~")
    assert not URI("http://a:80/").equivalent("http://a/")
    assert URI("http://a:80/").equivalent(URI("http://a/"), "http")


def test_to_iri():
    assert URI("http://xn--fa-hia.de/%E4%B8%AD%2F").to_iri() == "http://faß.de/中%2F"


def test_replace_through_the_builder():
    u = URI("http://user@a:8080/p?q#f")
    assert str(u.replace(port=None, userinfo=None)) == "http://a/p?q#f"
    assert str(u.replace(port=443, scheme="https")) == "https://user@a:443/p?q#f"
    assert str(u.replace(query=None, fragment="")) == "http://user@a:8080/p#"
    assert str(u.replace(path="/x%2Fy")) == "http://user@a:8080/x%2Fy?q#f"
    assert str(u.replace(host=None)) == "http:/p?q#f"
    assert str(u) == "http://user@a:8080/p?q#f"  # unchanged


def test_replace_refuses_what_the_component_cannot_hold():
    u = URI("http://a/")
    with pytest.raises(URIError) as e:
        u.replace(query="a#b")
    assert (e.value.code, e.value.offset, e.value.text) == ("invalid_query", 1, "a#b")
    with pytest.raises(URIError) as e:
        u.replace(fragment="ab c")
    assert (e.value.code, e.value.offset) == ("invalid_character", 2)
    with pytest.raises(URIError) as e:
        u.replace(port="8x")
    assert e.value.code == "invalid_port"
    with pytest.raises(ValueError):
        u.replace(port=70000)
    with pytest.raises(TypeError):
        u.replace(path=None)
    with pytest.raises(TypeError):
        u.replace(colour="blue")
    with pytest.raises(URIError) as e:
        URI("http://a/p").replace(host=None, port="80")  # a port needs a host
    assert e.value.code == "authority_without_host"
