"""urikit.scrapy.RequestFingerprinter inside Scrapy (Debian's 2.8): the dupes w3lib misses are dupes."""

import warnings

import pytest

scrapy = pytest.importorskip("scrapy")
from scrapy import Request  # noqa: E402
from scrapy.dupefilters import RFPDupeFilter  # noqa: E402
from scrapy.utils.request import fingerprint as scrapy_fingerprint  # noqa: E402
from scrapy.utils.test import get_crawler  # noqa: E402

from urikit.scrapy import RequestFingerprinter, canonical_url  # noqa: E402

# Each group names one resource; w3lib's canonicalize_url (Scrapy's default) splits each.
SAME_RESOURCE = [
    ["http://example.com/a", "http://example.com:80/a", "HTTP://EXAMPLE.com:80/a"],
    ["http://example.com/b/c", "http://example.com/b/./x/../c", "http://example.com/b/c#section"],
    ["https://example.com/?b=2&a=1", "https://example.com:443/?a=1&b=2", "https://example.com/?a=1&b=2#x"],
]


def test_the_groups_are_split_by_scrapys_default_and_joined_by_urikit():
    for group in SAME_RESOURCE:
        assert len({scrapy_fingerprint(Request(u)) for u in group}) > 1, group
        fp = RequestFingerprinter()
        assert len({fp.fingerprint(Request(u)) for u in group}) == 1, group


def test_what_scrapy_already_joins_urikit_joins_too():
    # w3lib 2.1 decodes %7e, and Scrapy's Request makes userinfo escapes safe before w3lib sees them
    for group in [["http://e.com/~u", "http://e.com/%7eu", "http://e.com/%7Eu"],
                  ["http://~me@e.com/", "http://%7eme@e.com/"], ["http://e.com/?b=1&a=2", "http://e.com/?a=2&b=1"]]:
        assert len({scrapy_fingerprint(Request(u)) for u in group}) == 1
        fp = RequestFingerprinter()
        assert len({fp.fingerprint(Request(u)) for u in group}) == 1


def test_rfp_dupe_filter_with_the_urikit_fingerprinter():
    seen = RFPDupeFilter(fingerprinter=RequestFingerprinter())
    for group in SAME_RESOURCE:
        assert not seen.request_seen(Request(group[0]))
        for dupe in group[1:]:
            assert seen.request_seen(Request(dupe)), dupe
    assert not seen.request_seen(Request("http://example.com/a%2Fb"))  # an encoded "/" is another resource
    assert not seen.request_seen(Request("http://example.com/a/b"))
    assert not seen.request_seen(Request("http://User@example.com/a"))  # w3lib lowercases userinfo:
    assert not seen.request_seen(Request("http://user@example.com/a"))  # these are two users
    assert not seen.request_seen(Request("http://example.com/a", method="POST"))
    assert not seen.request_seen(Request("http://example.com/a", method="POST", body=b"x"))


def test_configured_as_scrapys_request_fingerprinter_class():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        crawler = get_crawler(settings_dict={
            "REQUEST_FINGERPRINTER_CLASS": "urikit.scrapy.RequestFingerprinter",
            "URIKIT_FINGERPRINT_INCLUDE_HEADERS": ["Accept-Language"],
        })
    fp = crawler.request_fingerprinter
    assert isinstance(fp, RequestFingerprinter)
    a = Request("http://example.com/", headers={"Accept-Language": "de"})
    b = Request("http://example.com:80", headers={"Accept-Language": "fr"})
    c = Request("http://EXAMPLE.com/", headers={"Accept-Language": "de"})
    assert fp.fingerprint(a) != fp.fingerprint(b)
    assert fp.fingerprint(a) == fp.fingerprint(c)
    assert len(fp.fingerprint(a)) == 20


def test_keep_fragments():
    fp = RequestFingerprinter(keep_fragments=True)
    assert fp.fingerprint(Request("http://e.com/#a")) != fp.fingerprint(Request("http://e.com/#b"))
    assert fp.fingerprint(Request("http://e.com:80/#a")) == fp.fingerprint(Request("http://e.com/#a"))


def test_never_raises_on_what_urikit_refuses():
    assert canonical_url("http://exa mple.com/") == "http://exa mple.com/"
    assert canonical_url("not a url") == "not a url"
    assert canonical_url("http://a/\ud800") == "http://a/\ud800"
    fp = RequestFingerprinter()
    assert len(fp.fingerprint(Request("http://exa mple.com/"))) == 20
