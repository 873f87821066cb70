"""A Scrapy request fingerprinter that canonicalizes URLs with urikit.

Use it with::

    REQUEST_FINGERPRINTER_CLASS = "urikit.scrapy.RequestFingerprinter"

The fingerprint has the shape of Scrapy's 2.7 implementation (the SHA-1 of
the JSON of the method, the canonical URL, the body in hex and the chosen
headers in hex, keys sorted), but the URL is parsed as browsers parse it
(WHATWG URL Standard) and canonicalized by urikit's ``cache-key`` profile:
the default port dropped, dot segments removed, ``%7e`` and ``~`` the same,
hosts and schemes lowercased, the fragment and an empty query dropped, query
parameters sorted by name; userinfo case and an encoded ``%2F`` kept (they
name something else). It never raises: a URL urikit refuses is used as is.

Settings (all optional):
    URIKIT_FINGERPRINT_KEEP_FRAGMENTS: keep the fragment (for headless browsers); default False.
    URIKIT_FINGERPRINT_INCLUDE_HEADERS: names of request headers that take part; default none.
"""

from __future__ import annotations

import hashlib
import json
import weakref
from typing import Any, Dict, Iterable, List, Optional, Tuple

from . import URIError, normalize, parse_web


def canonical_url(url: str, keep_fragments: bool = False) -> str:
    """The cache-key form of an href; `url` itself when urikit refuses it."""
    try:
        key = normalize(url, "cache-key", web=True)
        if keep_fragments:
            fragment = parse_web(url).fragment
            if fragment is not None:
                key += "#" + fragment
        return key
    except (URIError, UnicodeEncodeError):
        return url


class RequestFingerprinter:
    """Scrapy's REQUEST_FINGERPRINTER_CLASS, with urikit's canonical URL."""

    @classmethod
    def from_crawler(cls, crawler: Any) -> "RequestFingerprinter":
        settings = crawler.settings
        return cls(keep_fragments=settings.getbool("URIKIT_FINGERPRINT_KEEP_FRAGMENTS", False),
                   include_headers=settings.getlist("URIKIT_FINGERPRINT_INCLUDE_HEADERS", []))

    def __init__(self, crawler: Any = None, *, keep_fragments: bool = False,
                 include_headers: Optional[Iterable[str]] = None) -> None:
        self._keep_fragments = keep_fragments
        self._headers: Tuple[bytes, ...] = tuple(sorted(h.lower().encode() if isinstance(h, str) else h.lower()
                                                        for h in (include_headers or ())))
        self._cache: "weakref.WeakKeyDictionary[Any, bytes]" = weakref.WeakKeyDictionary()

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
            "url": canonical_url(request.url, self._keep_fragments),
            "body": (request.body or b"").hex(),
            "headers": headers,
        }
        return json.dumps(data, sort_keys=True)
