"""A typed user of urikit, checked by `mypy --strict` (scripts/test-python.sh):
the types a caller sees are the ones its code needs (assert_type fails the
check otherwise). The script also runs there, so it is real code."""

from typing import Dict, List, Optional, Sequence, Tuple, assert_type

import urikit


def normalize_links(links: List[str]) -> List[str]:
    keys = urikit.normalize_many(links, "cache-key", web=True)  # errors="raise": every item a str
    assert_type(keys, List[str])
    maybe = urikit.normalize_many(links, "dedup", errors="none", dedup=urikit.DedupOptions(keep=("id",)))
    assert_type(maybe, List[Optional[str]])
    raw = urikit.normalize_many([b"HTTP://A/"], "http")
    assert_type(raw, List[bytes])
    return keys + [k for k in maybe if k is not None] + [r.decode() for r in raw]


def one_of_each(text: str, data: bytes) -> Tuple[str, bytes, str, bytes]:
    assert_type(urikit.normalize(text, "http"), str)
    assert_type(urikit.pct_decode(text, "path"), str)
    assert_type(urikit.pct_decode(data, "path"), bytes)
    assert_type(urikit.pct_decode(text, "path", as_bytes=True), bytes)
    assert_type(urikit.surt_many([text], errors="keep"), List[str])
    assert_type(urikit.site_many([text]), List[Optional[str]])
    assert_type(urikit.href_many([data], errors="none"), List[Optional[bytes]])
    mode: urikit.Errors = "none"
    assert_type(urikit.to_uri_many([text], errors=mode), Sequence[Optional[str]])
    params = urikit.parse_web(text).search_params
    params.append("a", "1")
    assert_type(params.get("a"), Optional[str])
    return urikit.to_iri(text), urikit.to_uri(data), urikit.domain_to_ascii("EXAMPLE.com"), urikit.ssurt(data)


def in_scope(url: str) -> Optional[str]:
    scope = urikit.URLPattern("https://*.example.com/docs/:page*", ignore_case=True)
    assert_type(scope.test(url), bool)
    assert_type(scope.pathname, str)
    match = scope.exec(url)
    if match is None:
        return None
    assert_type(match["pathname"]["groups"], Dict[str, Optional[str]])
    assert_type(urikit.URLPattern.compare_component("pathname", scope, scope), int)
    return match["pathname"]["groups"]["page"]


def edges(text: str) -> Tuple[bool, str]:
    u = urikit.URI(text)
    assert_type(u.path_segments_bytes, Tuple[bytes, ...])
    assert_type(u.query_params_bytes, List[Tuple[bytes, Optional[bytes]]])
    assert_type(u.is_default_port(), bool)
    key = u.normalize("dedup", dedup=urikit.DedupOptions(strip_www=False))
    assert_type(key, urikit.URI)
    assert_type(u.with_path("/a b"), urikit.URI)
    params = urikit.URLSearchParams("a=1&b=2")
    assert_type(params["a"], str)
    assert_type(params.keys(), List[str])
    result: Optional[urikit.URLPatternResult] = urikit.URLPattern({"pathname": "/:id"}).exec(text)
    first = sorted([urikit.WebURL(text), urikit.WebURL("https://a/")])[0]
    assert_type(first, urikit.WebURL)
    return result is not None and urikit.URLPattern("https://a/*") == urikit.URLPattern("https://a/*"), str(key)


if __name__ == "__main__":
    print(edges("https://www.example.com:443/x?a=1"))
    print(normalize_links(["HTTP://Example.com/a/../b?x=1#f"]))
    print(one_of_each("http://a/%41", b"http://a/b"))
    print(in_scope("https://www.example.com/DOCS/a/b"))
