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


# --- a crawl of a generated site over loopback, with each profile -----------

PAGES = 12
# How the pages link to page K: 11 spellings of one resource.
SPELLINGS = ["/p{k}", "{origin}/p{k}", "/p{k}?utm_source=news", "/p{k}?sid=9F3A", "/x/../p{k}", "/p{k}#top",
             "/p{k}/", "{scheme_relative}/p{k}?utm_medium=mail&utm_source=x", "/p{k}?gclid=42", "/%70{k}",
             "{origin_upper}/p{k}"]


def _site(origin: str):
    """Page number -> its HTML, each page linking to the next three in every spelling."""
    host = origin.split("//", 1)[1]
    pages = {}
    for n in range(PAGES):
        links = []
        for k in ((n + 1) % PAGES, (n + 2) % PAGES, (n + 5) % PAGES):
            for s in SPELLINGS:
                href = s.format(k=k, origin=origin, scheme_relative="//" + host, origin_upper="HTTP://" + host.upper())
                links.append(f'<a href="{href}">p{k}</a>')
        pages[n] = "<html><body>" + " ".join(links) + "</body></html>"
    return pages


class _Site:
    def __init__(self):
        import http.server
        import threading

        site = self
        self.requests = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's name)
                site.requests.append(self.path)
                path = self.path.split("?", 1)[0].rstrip("/").replace("%70", "p")
                number = path.rsplit("/p", 1)[-1]
                if not number.isdigit() or int(number) >= PAGES:
                    self.send_error(404)
                    return
                body = site.pages[int(number)].encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.pages = _site(self.origin)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def links(self):
        """Every absolute URL the site links to, and the start URL."""
        urls = {self.origin + "/p0"}
        for html in self.pages.values():
            for href in html.split('href="')[1:]:
                href = href.split('"', 1)[0]
                if href.startswith("//"):
                    href = "http:" + href
                urls.add(href if "://" in href else self.origin + href)
        return urls


def _crawl(site: "_Site", profile: str) -> int:
    import os
    import subprocess
    import sys

    site.requests.clear()
    env = dict(os.environ)
    subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "scrapy_crawl.py"), site.origin + "/p0",
                    profile], check=True, env=env, timeout=300)  # a hang guard only (a crawl takes 1-3 s)
    return len(site.requests)


def test_a_crawl_requests_each_page_once_with_dedup_and_what_each_profile_keys_apart():
    site = _Site()
    try:
        links = site.links()
        counts = {p: _crawl(site, p) for p in ("rfc3986", "http", "cache-key", "http-cache", "dedup")}
        default = _crawl(site, "scrapy-default")
    finally:
        site.server.shutdown()
    assert counts["dedup"] == PAGES, "the dedup profile requests each page once: the ideal"
    for profile, count in counts.items():  # exactly one request per key the profile makes of the links
        assert count == len({canonical_url(u, profile=profile) for u in links}), profile
    assert counts["cache-key"] > counts["dedup"] and default >= counts["cache-key"], (counts, default)
    print(f"requests for {PAGES} pages: Scrapy's fingerprinter {default}, " +
          ", ".join(f"{p} {c}" for p, c in counts.items()))


def test_settings_choose_the_profile_and_read_header_lists():
    crawler = get_crawler(settings_dict={"URIKIT_FINGERPRINT_PROFILE": "dedup",
                                         "URIKIT_FINGERPRINT_TRACKING": ["ref"],
                                         "URIKIT_FINGERPRINT_KEEP_PARAMETERS": ["utm_campaign"],
                                         "URIKIT_FINGERPRINT_INCLUDE_HEADERS": "Accept-Language, Cookie"})
    fp = RequestFingerprinter.from_crawler(crawler)
    assert fp.canonical_url(Request("http://www.a.com/p/?ref=1&utm_campaign=2&utm_source=3")) == \
        "http://a.com/p?utm_campaign=2"
    with_cookie = Request("http://a.com/", headers={"Cookie": "s=1"})
    other_cookie = Request("http://a.com/", headers={"Cookie": "s=2"})
    assert fp.fingerprint(with_cookie) != fp.fingerprint(other_cookie), "' Cookie' is the Cookie header"
    with pytest.raises(ValueError, match="not one of"):
        RequestFingerprinter(profile="cachekey")
    with pytest.raises(ValueError, match="apply to"):
        RequestFingerprinter(profile="http", tracking=["ref"])


def test_canonical_url_is_the_method_to_override():
    class PathOnly(RequestFingerprinter):
        def canonical_url(self, request):
            return request.url.split("?", 1)[0]

    fp = PathOnly()
    assert fp.fingerprint(Request("http://a.com/p?x=1")) == fp.fingerprint(Request("http://a.com/p?x=2"))


# --- a crawl through the redirects real servers send -----------------------

def _crawl_redirects(profile: str, redirects: str = "scrapy"):
    import os
    import subprocess
    import sys

    from redirect_site import RedirectSite

    site = RedirectSite()
    try:
        env = dict(os.environ, http_proxy=site.proxy, no_proxy="")
        args = [sys.executable, os.path.join(os.path.dirname(__file__), "scrapy_crawl.py"), site.start, profile]
        if redirects == "urikit":
            args.append("urikit-redirects")
        r = subprocess.run(args, env=env, timeout=300, capture_output=True, text=True)  # a hang guard (1-3 s)
        assert r.returncode == 0, r.stderr[-2000:]
        return sorted(set(site.fetched)), site.requested, r.stderr
    finally:
        site.close()


def test_no_page_is_lost_behind_a_redirect_whose_target_has_its_sources_key():
    """The fingerprinter the one setting (Scrapy's redirect middlewares), the
    four common redirect kinds and a redirect loop: every page the default
    fingerprinter fetches, under every profile; the loop left after one round."""
    from redirect_site import page_paths

    every_page = sorted(page_paths())
    default, default_requests, _ = _crawl_redirects("scrapy-default")
    assert default == every_page, "Scrapy's own fingerprinter fetches every page"
    for profile in ("rfc3986", "http", "cache-key", "http-cache", "dedup"):
        for redirects in ("scrapy", "urikit"):  # the fingerprinter alone, or with 0.4's middlewares
            fetched, requested, log = _crawl_redirects(profile, redirects)
            assert fetched == every_page, (profile, redirects)
            assert "urikit.scrapy" not in log and "Traceback" not in log, (profile, redirects)
            for k in range(4):  # each loop: /loop{k} and /loop{k}/ once each, then the chain is cut
                loops = [p for p in requested if p.rstrip("/") == f"/loop{k}"]
                assert sorted(loops) == [f"/loop{k}", f"/loop{k}/"], (profile, redirects, loops)


def test_the_dedup_steps_are_settings_of_the_fingerprinter():
    crawler = get_crawler(settings_dict={"URIKIT_FINGERPRINT_PROFILE": "dedup", "URIKIT_FINGERPRINT_STRIP_WWW": False,
                                         "URIKIT_FINGERPRINT_TRAILING_SLASH": "False"})
    fp = RequestFingerprinter.from_crawler(crawler)
    assert fp.canonical_url(Request("http://www.a.com/p/?utm_source=x")) == "http://www.a.com/p/"
    assert RequestFingerprinter(profile="dedup", session_ids=False).canonical_url(
        Request("http://a.com/x;jsessionid=1")) == "http://a.com/x;jsessionid=1"
    with pytest.raises(ValueError, match="apply to"):
        RequestFingerprinter(profile="cache-key", strip_www=False)


def test_keep_fragments_keeps_the_fragment_once_under_every_profile():
    for profile in ("rfc3986", "http", "cache-key", "http-cache", "dedup"):
        with_fragment = RequestFingerprinter(profile=profile, keep_fragments=True)
        without = RequestFingerprinter(profile=profile)
        assert with_fragment.canonical_url(Request("http://e.com/a#Top%7e")) == "http://e.com/a#Top~", profile
        assert without.canonical_url(Request("http://e.com/a#top")) == "http://e.com/a", profile
        assert without.fingerprint(Request("http://e.com/a#x")) == without.fingerprint(Request("http://e.com/a#y"))
