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

Settings (all optional):
    URIKIT_FINGERPRINT_PROFILE: rfc3986, http, cache-key (default), dedup or http-cache.
    URIKIT_FINGERPRINT_TRACKING: names the dedup profile also removes (added to its list).
    URIKIT_FINGERPRINT_KEEP_PARAMETERS: names the dedup profile keeps though its list names them.
    URIKIT_FINGERPRINT_KEEP_FRAGMENTS: keep the fragment (for headless browsers); default False.
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
import weakref
from typing import Any, Dict, Iterable, List, Optional, Tuple, Union, cast

from . import DedupOptions, Profile, URIError, normalize, parse_web

PROFILES = ("rfc3986", "http", "cache-key", "dedup", "http-cache")


def canonical_url(url: str, keep_fragments: bool = False, profile: Profile = "cache-key",
                  dedup: Optional[DedupOptions] = None) -> str:
    """The `profile` form of an href; `url` itself when urikit refuses it."""
    try:
        key = normalize(url, profile, web=True, dedup=dedup)
        if keep_fragments:
            fragment = parse_web(url).fragment
            if fragment is not None:
                key += "#" + fragment
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


class RequestFingerprinter:
    """Scrapy's REQUEST_FINGERPRINTER_CLASS, with urikit's canonical URL."""

    @classmethod
    def from_crawler(cls, crawler: Any) -> "RequestFingerprinter":
        settings = crawler.settings
        return cls(keep_fragments=settings.getbool("URIKIT_FINGERPRINT_KEEP_FRAGMENTS", False),
                   include_headers=settings.get("URIKIT_FINGERPRINT_INCLUDE_HEADERS"),
                   profile=settings.get("URIKIT_FINGERPRINT_PROFILE", "cache-key"),
                   tracking=settings.getlist("URIKIT_FINGERPRINT_TRACKING", []),
                   keep_parameters=settings.getlist("URIKIT_FINGERPRINT_KEEP_PARAMETERS", []))

    def __init__(self, crawler: Any = None, *, keep_fragments: bool = False,
                 include_headers: Union[str, Iterable[Any], None] = None, profile: str = "cache-key",
                 tracking: Iterable[str] = (), keep_parameters: Iterable[str] = ()) -> None:
        if profile not in PROFILES:
            raise ValueError(f"URIKIT_FINGERPRINT_PROFILE: {profile!r} is not one of {', '.join(PROFILES)}")
        tracking, keep_parameters = tuple(t.strip() for t in tracking), tuple(k.strip() for k in keep_parameters)
        if (tracking or keep_parameters) and profile != "dedup":
            raise ValueError("URIKIT_FINGERPRINT_TRACKING and URIKIT_FINGERPRINT_KEEP_PARAMETERS apply to "
                             "URIKIT_FINGERPRINT_PROFILE = 'dedup'")
        self._profile = cast(Profile, profile)
        self._dedup = DedupOptions(extra_tracking=tracking, keep=keep_parameters) if profile == "dedup" else None
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
        data = {
            "method": request.method if isinstance(request.method, str) else request.method.decode(),
            "url": self.canonical_url(request),
            "body": (request.body or b"").hex(),
            "headers": headers,
        }
        return json.dumps(data, sort_keys=True)
