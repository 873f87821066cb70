"""A Scrapy request fingerprinter that canonicalizes URLs with urikit.

Use it with::

    REQUEST_FINGERPRINTER_CLASS = "urikit.scrapy.RequestFingerprinter"

The fingerprint has the shape of Scrapy's 2.7 implementation (the SHA-1 of
the JSON of the method, the canonical URL, the body in hex and the chosen
headers in hex, keys sorted), but the URL is parsed as browsers parse it
(WHATWG URL Standard) and canonicalized by a urikit profile, ``cache-key``
by default: the default port dropped, dot segments removed, ``%7e`` and
``~`` the same, hosts and schemes lowercased, the fragment and an empty
query dropped, query parameters sorted by name; userinfo case and an
encoded ``%2F`` kept (they name something else). The ``dedup`` profile
also drops session ids, tracking parameters (``utm_*``, ``gclid`` ...),
``www.`` labels and trailing ``/``. It never raises: a URL urikit refuses
is used as is. Subclasses may override ``canonical_url(request)``.

Redirects: Scrapy sends a redirect's target back through the duplicate
filter, and where the profile gives the target its source's key (``/blog``
to ``/blog/``, ``example.com`` to ``www.example.com``, a ``;jsessionid=``
added, ``utm_*`` stripped: the commonest redirects on the web, under
``dedup``), the filter would drop the target as the request that was
redirected, and the page would never be fetched. So the fingerprint of a
redirect's target whose key is that of a URL earlier in its redirect chain
(``request.meta["redirect_urls"]``, which Scrapy's redirect middlewares
keep) also holds its place in the chain: it differs from its sources'
once per chain, and the page is fetched. A target whose URL is already in
its chain gets no such mark, so a redirect loop stays filtered. Nothing
else is needed: Scrapy's own redirect middlewares do. urikit's
RedirectMiddleware and MetaRefreshMiddleware (Scrapy's, letting such a
target through with ``dont_filter``, what 0.4 needed) stay for settings
that name them.

Settings (all optional):
    URIKIT_FINGERPRINT_PROFILE: rfc3986, http, cache-key (default), dedup or http-cache.
    URIKIT_FINGERPRINT_TRACKING: names the dedup profile also removes (added to its list).
    URIKIT_FINGERPRINT_KEEP_PARAMETERS: names the dedup profile keeps though its list names them.
    URIKIT_FINGERPRINT_STRIP_WWW, URIKIT_FINGERPRINT_TRAILING_SLASH,
    URIKIT_FINGERPRINT_SESSION_IDS, URIKIT_FINGERPRINT_TRACKING_PARAMETERS: the dedup
        profile's steps, each True by default (False: the step is not taken).
    URIKIT_FINGERPRINT_KEEP_FRAGMENTS: the fragment takes part (for headless browsers),
        under every profile; default False (no profile's fragment takes part).
    URIKIT_FINGERPRINT_INCLUDE_HEADERS: names of request headers that take part, a list or a
        comma-separated string (spaces and case do not matter); default none.

Changing the profile, its lists or the headers changes every fingerprint:
Scrapy's HTTP cache (HTTPCACHE_DIR, keyed by fingerprint) misses on every
old entry, and a paused crawl's JOBDIR (requests.seen, the fingerprints of
requests already made) no longer recognizes what it saw: start a new JOBDIR.
"""

from __future__ import annotations

import hashlib
import json
import logging
import weakref
from typing import Any, Dict, Iterable, List, Optional, Tuple, Union, cast

from . import DedupOptions, Profile, URIError, normalize

PROFILES = ("rfc3986", "http", "cache-key", "dedup", "http-cache")


def canonical_url(url: str, keep_fragments: bool = False, profile: Profile = "cache-key",
                  dedup: Optional[DedupOptions] = None) -> str:
    """The `profile` form of an href without its fragment, or with it (its
    ``rfc3986`` form) when `keep_fragments`; `url` itself when urikit refuses it."""
    try:
        key = normalize(url, profile, web=True, dedup=dedup).split("#", 1)[0]  # "#" only ever begins the fragment
        if keep_fragments:
            whole = normalize(url, "rfc3986", web=True)
            if "#" in whole:
                key += "#" + whole.split("#", 1)[1]
        return key
    except (URIError, UnicodeEncodeError):
        return url


def header_names(value: Union[str, Iterable[Any], None]) -> Tuple[bytes, ...]:
    """Header names from a setting: a list, or one comma-separated string;
    stripped, lowercased, sorted, without empty names."""
    if value is None:
        return ()
    items = value.split(",") if isinstance(value, str) else value
    names = {(h.decode("latin-1") if isinstance(h, bytes) else str(h)).strip().lower() for h in items}
    return tuple(sorted(n.encode("latin-1") for n in names if n))


DEDUP_STEPS = ("strip_www", "trailing_slash", "session_ids", "tracking_parameters")
logger = logging.getLogger(__name__)


class RequestFingerprinter:
    """Scrapy's REQUEST_FINGERPRINTER_CLASS, with urikit's canonical URL."""

    @classmethod
    def from_crawler(cls, crawler: Any) -> "RequestFingerprinter":
        settings = crawler.settings
        steps = {step: settings.getbool(f"URIKIT_FINGERPRINT_{step.upper()}", True) for step in DEDUP_STEPS
                 if settings.get(f"URIKIT_FINGERPRINT_{step.upper()}") is not None}
        fingerprinter = cls(keep_fragments=settings.getbool("URIKIT_FINGERPRINT_KEEP_FRAGMENTS", False),
                            include_headers=settings.get("URIKIT_FINGERPRINT_INCLUDE_HEADERS"),
                            profile=settings.get("URIKIT_FINGERPRINT_PROFILE", "cache-key"),
                            tracking=settings.getlist("URIKIT_FINGERPRINT_TRACKING", []),
                            keep_parameters=settings.getlist("URIKIT_FINGERPRINT_KEEP_PARAMETERS", []), **steps)
        return fingerprinter

    def __init__(self, crawler: Any = None, *, keep_fragments: bool = False,
                 include_headers: Union[str, Iterable[Any], None] = None, profile: str = "cache-key",
                 tracking: Iterable[str] = (), keep_parameters: Iterable[str] = (),
                 strip_www: Optional[bool] = None, trailing_slash: Optional[bool] = None,
                 session_ids: Optional[bool] = None, tracking_parameters: Optional[bool] = None) -> None:
        if profile not in PROFILES:
            raise ValueError(f"URIKIT_FINGERPRINT_PROFILE: {profile!r} is not one of {', '.join(PROFILES)}")
        tracking, keep_parameters = tuple(t.strip() for t in tracking), tuple(k.strip() for k in keep_parameters)
        steps = (strip_www, trailing_slash, session_ids, tracking_parameters)
        if (tracking or keep_parameters or any(step is not None for step in steps)) and profile != "dedup":
            raise ValueError("URIKIT_FINGERPRINT_TRACKING, _KEEP_PARAMETERS, _STRIP_WWW, _TRAILING_SLASH, "
                             "_SESSION_IDS and _TRACKING_PARAMETERS apply to URIKIT_FINGERPRINT_PROFILE = 'dedup'")
        self._profile = cast(Profile, profile)
        self._dedup = None if profile != "dedup" else DedupOptions(
            extra_tracking=tracking, keep=keep_parameters, strip_www=strip_www is not False,
            trailing_slash=trailing_slash is not False, session_ids=session_ids is not False,
            tracking_parameters=tracking_parameters is not False)
        self._keep_fragments = keep_fragments
        self._headers = header_names(include_headers)
        self._cache: "weakref.WeakKeyDictionary[Any, bytes]" = weakref.WeakKeyDictionary()

    def canonical_url(self, request: Any) -> str:
        """The URL that takes part in `request`'s fingerprint: the profile's form of
        request.url (request.url itself when urikit refuses it). Override to change it."""
        return canonical_url(request.url, self._keep_fragments, self._profile, self._dedup)

    def fingerprint(self, request: Any) -> bytes:
        """The 20-byte SHA-1 fingerprint of `request` (cached per request object)."""
        cached = self._cache.get(request)
        if cached is None:
            cached = hashlib.sha1(self._json(request).encode()).digest()
            self._cache[request] = cached
        return cached

    def _json(self, request: Any) -> str:
        headers: Dict[str, List[str]] = {}
        for name in self._headers:
            if name in request.headers:
                headers[name.hex()] = [value.hex() for value in request.headers.getlist(name)]
        url = self.canonical_url(request)
        data: Dict[str, Any] = {
            "method": request.method if isinstance(request.method, str) else request.method.decode(),
            "url": url,
            "body": (request.body or b"").hex(),
            "headers": headers,
        }
        hop = self._same_key_hop(request, url)
        if hop:
            data["urikit_redirect_hop"] = hop
        return json.dumps(data, sort_keys=True)

    def _same_key_hop(self, request: Any, url: str) -> int:
        """For a redirect's target whose canonical URL is that of a URL earlier in its
        chain, its place in the chain (so its fingerprint is not theirs); else 0, also
        for a target already in its chain (a loop stays filtered)."""
        chain = request.meta.get("redirect_urls") if request.meta else None
        if not chain or request.url in chain:
            return 0
        for earlier in chain:
            if self.canonical_url(request.replace(url=earlier)) == url:
                return len(chain)
        return 0


class _SameKeyRedirects:
    """Lets through, once per redirect chain, a redirect whose target has
    its source's fingerprint (dont_filter): 0.4's way; the fingerprinter's
    redirect hop now does it with Scrapy's own middlewares."""

    fingerprinter: Any = None

    @classmethod
    def from_crawler(cls, crawler: Any) -> Any:
        middleware = super().from_crawler(crawler)  # type: ignore[misc]
        middleware.fingerprinter = crawler.request_fingerprinter
        return middleware

    def _redirect(self, redirected: Any, request: Any, spider: Any, reason: Any) -> Any:
        redirected = super()._redirect(redirected, request, spider, reason)  # type: ignore[misc]
        if redirected.dont_filter or self.fingerprinter is None:
            return redirected
        if redirected.url in redirected.meta.get("redirect_urls", []):
            return redirected  # back to a URL of the chain: a loop stays filtered
        if self.fingerprinter.fingerprint(redirected) == self.fingerprinter.fingerprint(request):
            redirected.dont_filter = True
            redirected.meta["urikit_same_key_redirect"] = True
            logger.debug("urikit.scrapy: following %s to %s (one fingerprint)", request, redirected,
                         extra={"spider": spider})
        return redirected


def _middlewares() -> Tuple[Any, Any]:
    from scrapy.downloadermiddlewares.redirect import MetaRefreshMiddleware as ScrapyMetaRefresh  # type: ignore[import]
    from scrapy.downloadermiddlewares.redirect import RedirectMiddleware as ScrapyRedirect

    class RedirectMiddleware(_SameKeyRedirects, ScrapyRedirect):  # type: ignore[misc]
        """Scrapy's RedirectMiddleware (3xx), letting same-fingerprint targets through (see urikit.scrapy)."""

    class MetaRefreshMiddleware(_SameKeyRedirects, ScrapyMetaRefresh):  # type: ignore[misc]
        """Scrapy's MetaRefreshMiddleware, letting same-fingerprint targets through (see urikit.scrapy)."""

    RedirectMiddleware.__module__ = MetaRefreshMiddleware.__module__ = __name__
    return RedirectMiddleware, MetaRefreshMiddleware


def __getattr__(name: str) -> Any:
    """RedirectMiddleware and MetaRefreshMiddleware, made when first asked for (Scrapy
    is imported only then: the fingerprinter works without it)."""
    if name in ("RedirectMiddleware", "MetaRefreshMiddleware"):
        made = dict(zip(("RedirectMiddleware", "MetaRefreshMiddleware"), _middlewares()))
        globals().update(made)
        return made[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
