"""urikit.URLPattern: WPT's urlpatterntestdata.json through the Python class
(WPT's harness rules for what a case leaves out), compareComponent and
generate data, errors with their position, the Python-only rules (unknown
keys, bytes), pickling, and a crawl scope against Scrapy-style regexes."""

import functools
import json
import pickle
import re

import pytest

import urikit
from urikit import URIError, URLPattern

pytestmark = pytest.mark.skipif(not urikit.available("url-patterns"), reason="built without RE2")

COMPONENTS = ["protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"]
EARLIER = {"protocol": [], "hostname": ["protocol"], "port": ["protocol", "hostname"], "username": [], "password": [],
           "pathname": ["protocol", "hostname", "port"], "search": ["protocol", "hostname", "port", "pathname"],
           "hash": ["protocol", "hostname", "port", "pathname", "search"]}
INIT_KEYS = set(COMPONENTS) | {"baseURL"}


def usv(value):
    """JavaScript's USVString conversion: a lone surrogate becomes U+FFFD."""
    if isinstance(value, str):
        return "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in value)
    if isinstance(value, dict):
        return {k: usv(v) for k, v in value.items()}
    if isinstance(value, list):
        return [usv(v) for v in value]
    return value


def load(shared, name):
    with open(shared / "wpt" / name, encoding="utf-8") as f:
        return usv(json.load(f))


def construct(args):
    """new URLPattern(...args) in Python terms; raises where JavaScript throws."""
    if not args:
        return URLPattern()
    first, rest = args[0], args[1:]
    base, ignore_case = None, False
    if rest and isinstance(rest[0], str):
        base, rest = rest[0], rest[1:]
        if isinstance(first, dict):
            raise TypeError("an init and a baseURL")
    if rest:
        if len(rest) > 1 or not isinstance(rest[0], dict):
            raise TypeError("options where baseURL goes")
        ignore_case = rest[0].get("ignoreCase", False)
    if isinstance(first, dict):  # JavaScript ignores other members; Python raises on them (tested below)
        first = {k: v for k, v in first.items() if k in INIT_KEYS}
    return URLPattern(first, base, ignore_case=ignore_case)


def expected_pattern(case, component):
    if isinstance(case.get("expected_obj"), dict) and component in case["expected_obj"]:
        return case["expected_obj"][component]
    if component in case.get("exactly_empty_components", []):
        return ""
    args = case["pattern"]
    init = args[0] if args and isinstance(args[0], dict) else None
    base = None
    if init and "baseURL" in init:
        base = urikit.parse_web(init["baseURL"])
    elif len(args) > 1 and isinstance(args[1], str):
        base = urikit.parse_web(args[1])
    if init and init.get(component):
        return init[component]
    if init and any(e in init for e in EARLIER[component]):
        return "*"
    if base is not None and component not in ("username", "password"):
        value = getattr(base, component)
        if component == "protocol":
            return value[:-1]
        return value[1:] if component in ("search", "hash") else value
    return "*"


def run(pattern, inputs):
    if inputs and isinstance(inputs[0], dict) and len(inputs) > 1:
        raise TypeError("an init and a baseURL")
    return pattern.test(*inputs), pattern.exec(*inputs)


def check_match(case, result):
    want = case["expected_match"]
    assert result["inputs"] == want.get("inputs", case["inputs"])
    for component in COMPONENTS:
        expected = want.get(component)
        if expected is None:
            groups = {} if component in case.get("exactly_empty_components", []) else {"0": ""}
            expected = {"input": "", "groups": groups}
        assert result[component] == expected, component


def test_urlpatterntestdata_every_case(shared_data):
    matched = 0
    cases = load(shared_data, "urlpatterntestdata.json")
    for case in cases:
        if case.get("expected_obj") == "error":
            with pytest.raises((URIError, TypeError)):
                construct(case["pattern"])
            continue
        pattern = construct(case["pattern"])
        for component in COMPONENTS:
            assert getattr(pattern, component) == expected_pattern(case, component), (case["pattern"], component)
        if "inputs" not in case:
            continue
        if case["expected_match"] == "error":
            with pytest.raises(TypeError):
                run(pattern, case["inputs"])
            continue
        ok, result = run(pattern, case["inputs"])
        want = case["expected_match"] is not None  # JavaScript's !!{} is true
        assert ok == want, case
        assert (result is not None) == want, case
        if result is not None:
            check_match(case, result)
            matched += 1
    assert len(cases) == 369 and matched > 200


def test_compare_and_generate_data(shared_data):
    for case in load(shared_data, "urlpattern-compare-test-data.json"):
        left, right = construct([case["left"]]), construct([case["right"]])
        assert URLPattern.compare_component(case["component"], left, right) == case["expected"], case
    for case in load(shared_data, "urlpattern-generate-test-data.json"):
        pattern = construct([case["pattern"]])
        if case["component"] not in COMPONENTS:
            with pytest.raises(ValueError):
                pattern.generate(case["component"], case["groups"])
        elif case["expected"] is None:
            with pytest.raises(URIError) as e:
                pattern.generate(case["component"], case["groups"])
            assert e.value.code == "pattern_cannot_generate"
        else:
            assert pattern.generate(case["component"], case["groups"]) == case["expected"]


def test_errors_say_why_and_where():
    with pytest.raises(URIError) as e:
        URLPattern("https://é.com/(x(?=y))")
    assert (e.value.code, e.value.offset, e.value.pos) == ("regexp_unsupported", 17, 16)
    with pytest.raises(URIError) as e:
        URLPattern({"hostname": "a.com", "pathname": "/x(a\\1)"})
    assert (e.value.code, e.value.pos, e.value.text) == ("regexp_unsupported", 4, "/x(a\\1)")
    with pytest.raises(URIError) as e:
        URLPattern("/relative")
    assert e.value.code == "relative_without_base"
    with pytest.raises(URIError) as e:
        URLPattern("/x", "not a base")
    assert e.value.code == "relative_without_base" and e.value.text == "not a base"


def test_python_rules_unknown_keys_bytes_and_base_with_a_mapping():
    with pytest.raises(TypeError, match="pathnme"):
        URLPattern({"pathnme": "/x"})  # a typo would otherwise match every path
    with pytest.raises(TypeError):
        URLPattern(b"https://a/*")
    with pytest.raises(TypeError):
        URLPattern({"pathname": "/x"}, "https://a/")
    p = URLPattern({"pathname": "/x/*", "base_url": "https://a.example/"})
    assert p.hostname == "a.example" and p.test("https://a.example/x/y")
    with pytest.raises(TypeError):
        p.test({"pathname": "/x"}, "https://a.example/")
    assert p.test(urikit.WebURL("https://a.example/x/1"))
    assert not p.test("no scheme")  # an href that does not parse is no match


def test_exec_gives_groups_undefined_as_none_and_echoes_inputs():
    p = URLPattern("https://shop.example/books/:id(\\d+){/:rest}?")
    m = p.exec("/books/42", "https://shop.example/")
    assert m["inputs"] == ["/books/42", "https://shop.example/"]
    assert m["pathname"] == {"input": "/books/42", "groups": {"id": "42", "rest": None}}
    assert p.exec("https://shop.example/books/x") is None


def test_patterns_pickle_repr_and_sort_by_specificity():
    patterns = [URLPattern({"pathname": p}) for p in ["/*", "/docs/:page", "/docs/index", "/docs/(\\d+)"]]
    for p in patterns + [URLPattern("/a/*", "https://x.example/", ignore_case=True)]:
        q = pickle.loads(pickle.dumps(p))
        assert [getattr(q, c) for c in COMPONENTS] == [getattr(p, c) for c in COMPONENTS]
        assert repr(q) == repr(p)
    assert repr(URLPattern("/a", "https://x/", ignore_case=True)) == "URLPattern('/a', 'https://x/', ignore_case=True)"
    key = functools.cmp_to_key(lambda a, b: URLPattern.compare_component("pathname", a, b))
    ordered = sorted(patterns, key=key, reverse=True)
    assert [p.pathname for p in ordered] == ["/docs/index", "/docs/(\\d+)", "/docs/:page", "/*"]


# A crawl scope: follow the docs and the blog of one site, skip print views
# and the admin. The patterns read the parsed URL; the Scrapy-style regexes
# (LinkExtractor(allow=..., deny=...)) read the raw string.
FOLLOW = [URLPattern("https://{www.}?example.com/docs/*"), URLPattern("https://{www.}?example.com/blog/:year(\\d{4})/*")]
SKIP = [URLPattern("https://*/*/print{/*}?"), URLPattern("https://*/admin{/*}?")]
ALLOW = [re.compile(r"^https://(www\.)?example\.com/docs/"), re.compile(r"^https://(www\.)?example\.com/blog/\d{4}/")]
DENY = [re.compile(r"/print(/|$)"), re.compile(r"^https://[^/]+/admin(/|$)")]


def follows(url):
    return any(p.test(url) for p in FOLLOW) and not any(p.test(url) for p in SKIP)


def regex_follows(url):
    return any(r.search(url) for r in ALLOW) and not any(r.search(url) for r in DENY)


@pytest.mark.parametrize("url,follow,regex", [
    ("https://example.com/docs/intro", True, True),
    ("https://www.example.com/blog/2024/hello", True, True),
    ("https://example.com/docs/intro/print", False, False),
    ("HTTPS://EXAMPLE.COM/docs/intro", True, False),            # case in scheme and host
    ("https://example.com:443/docs/intro", True, False),         # the default port written out
    ("https://example.com/docs/../admin/users", False, True),    # a dot segment climbs into the admin
    ("https://example.com/docs/%2E%2E/admin", False, True),      # the same, percent-encoded
    ("https://example.com.evil.test/docs/x", False, False),
    ("https://example.com/blog/24/x", False, False),
])
def test_crawl_scope_reads_the_parsed_url_where_regexes_read_the_string(url, follow, regex):
    assert follows(url) == follow
    assert regex_follows(url) == regex
