"""urikit: URI references parsed, normalized and resolved exactly as RFC 3986
defines them, and hrefs as browsers parse them (WHATWG URL Standard), through
urikit's C++ library.

Strings in, strings out: every function takes ``str`` (or ``bytes``, giving
``bytes`` back) and raises :class:`URIError` (a ``ValueError``) with the
reason, the byte offset and the index in the input. The ``*_many`` functions
take a list (or any iterable) and do their work without the GIL: the way to
get C++ speed from Python.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import (TYPE_CHECKING, Dict, Iterable, List, Literal, Mapping, Optional, Sequence, Tuple, TypedDict,
                    TypeVar, Union, cast, overload)

from ._errors import URIError
from . import _urikit as _c

__all__ = [
    "URI", "WebURL", "URLSearchParams", "URLPattern", "URLPatternResult", "URLPatternComponentResult", "URIError", "DedupOptions", "parse", "parse_web", "normalize", "equivalent", "resolve",
    "to_uri", "to_iri", "href", "can_parse", "domain_to_ascii", "domain_to_unicode",
    "is_valid_domain", "pct_encode", "pct_decode", "normalize_many", "resolve_many",
    "to_uri_many", "href_many", "surt_many", "safe_browsing_many", "site_many", "normalize_lines",
    "surt_lines", "safe_browsing_lines", "site_lines", "available",
    "safe_browsing", "safe_browsing_expressions", "safe_browsing_hashes", "surt", "ssurt", "heritrix_surt", "from_ssurt", "site", "origin", "request_target", "public_suffix_list",
    "RequestParts", "request_parts", "resolve_location", "address_class", "is_internal",
    "join_path", "check_request", "host_readings", "referrer", "referrer_policy", "is_potentially_trustworthy", "RedirectChanges", "redirect_decision", "redact",
]
__version__ = "0.4.0"

URI = _c.URI
URI.__module__ = __name__  # pickled as urikit.URI
from . import _query  # noqa: E402 (needs URI above)

# Query editing and ordering by text, in Python over URI.replace (see _query).
for _name, _method in [("with_query", _query.with_query), ("update_query", _query.update_query),
                      ("add_or_replace_param", _query.add_or_replace_param), ("keep_params", _query.keep_params),
                      ("drop_params", _query.drop_params), ("__lt__", _query.lt), ("__le__", _query.le),
                      ("__gt__", _query.gt), ("__ge__", _query.ge)]:
    setattr(URI, _name, _method)
WebURL = _c.WebURL
WebURL.__module__ = __name__
for _name, _method in [("__lt__", _query.web_lt), ("__le__", _query.web_le), ("__gt__", _query.web_gt),
                       ("__ge__", _query.web_ge)]:
    setattr(WebURL, _name, _method)
URLSearchParams = _c.URLSearchParams
URLSearchParams.__module__ = __name__
URLPattern = _c.URLPattern
URLPattern.__module__ = __name__

if TYPE_CHECKING:
    from ._urikit import URLPatternComponentResult as URLPatternComponentResult
    from ._urikit import URLPatternResult as URLPatternResult
else:
    class URLPatternComponentResult(TypedDict):
        """One component of URLPattern.exec()'s result: its input and its groups."""

        input: str
        groups: Dict[str, Optional[str]]

    URLPatternResult = TypedDict("URLPatternResult", {  # "inputs" and a key per component
        "inputs": List[object], **{c: URLPatternComponentResult for c in (
            "protocol", "username", "password", "hostname", "port", "pathname", "search", "hash")}})
    URLPatternResult.__doc__ = "URLPattern.exec()'s result: the Standard's URLPatternResult as a dict."


def _rebuild_url_pattern(input: Union[str, Mapping[str, str], None], base_url: Optional[str],
                         ignore_case: bool) -> URLPattern:
    """Unpickles a URLPattern from its constructor's arguments."""
    return URLPattern(input, base_url, ignore_case=ignore_case)

available = _c.available
#: Where site()'s Public Suffix List comes from ("<file> (<n> names with rules, compiled into urikit)"); "" without it.
public_suffix_list: str = _c.public_suffix_list

T = TypeVar("T", str, bytes)
Profile = Literal["rfc3986", "http", "cache-key", "dedup", "http-cache"]
Feature = Literal["idna", "public-suffix-list", "url-patterns", "safe-browsing-hashes"]
TargetForm = Literal["origin", "absolute", "authority", "asterisk"]
AddressClass = Literal["global", "name", "loopback_name", "loopback", "unspecified", "private_use", "shared",
                       "link_local", "unique_local", "protocol_assignments", "documentation", "benchmarking",
                       "multicast", "broadcast", "reserved"]
Component = Literal["userinfo", "host", "path", "path_segment", "query", "query_param", "fragment"]
Errors = Literal["raise", "none", "keep"]

_normalize = _c.normalize
_normalize_many = _c.normalize_many


@dataclass(frozen=True)
class DedupOptions:
    """The steps of the ``dedup`` profile (C++ ``urikit::dedup_options``), for
    ``normalize(..., "dedup", dedup=...)`` and ``normalize_many``.

    ``tracking`` names the tracking parameters removed (percent-decoded,
    without ASCII case; a trailing ``*`` is a prefix), ``extra_tracking``
    adds to it, ``keep`` names parameters kept though ``tracking`` names
    them (``keep=("utm_campaign",)`` keeps that one of ``utm_*``).
    """

    session_ids: bool = True
    tracking_parameters: bool = True
    tracking: Tuple[str, ...] = ("utm_*", "gclid", "fbclid", "msclkid", "mc_cid", "mc_eid")
    extra_tracking: Tuple[str, ...] = ()
    keep: Tuple[str, ...] = ()
    strip_www: bool = True
    trailing_slash: bool = True


def parse(text: Union[str, bytes], *, zone_ids: bool = False) -> URI:
    """The URI reference `text` split into its components (RFC 3986 §4.1), or URIError; with `zone_ids`
    an IPv6 literal may carry an RFC 6874 zone ID (``http://[fe80::1%25eth0]/``)."""
    return URI(text, zone_ids=zone_ids)


def parse_web(text: Union[str, bytes], base: Union[str, bytes, None] = None) -> WebURL:
    """`text` parsed as browsers parse an href (WHATWG URL Standard), against `base` when given."""
    return WebURL(text, base)


def normalize(text: T, profile: Profile = "rfc3986", *, web: bool = False, base: Optional[T] = None,
              dedup: Optional[DedupOptions] = None) -> T:
    """The normalized form of the URI reference `text` (RFC 3986 §6) under `profile`.

    ``rfc3986`` never changes what is named; ``http`` adds the scheme-based
    steps (default port, empty path, IDNA host); ``cache-key`` also drops the
    fragment and an empty query and sorts the query parameters;
    ``http-cache`` is ``http`` without the fragment (an HTTP cache's key: the
    query as sent); ``dedup``
    also drops session ids, tracking parameters (utm_*, gclid, ...), leading
    ``www.`` labels and trailing ``/`` (it changes what is named). With
    ``web=True`` the text is an href (parsed as browsers do) and its URI is
    normalized. With `base`, the reference is resolved against it first.
    With the ``dedup`` profile, `dedup` chooses its steps (DedupOptions).
    """
    return cast(T, _normalize(text, profile, web, base, dedup))


def equivalent(a: Union[str, bytes], b: Union[str, bytes], profile: Profile = "rfc3986", *,
               web: bool = False) -> bool:
    """True when `a` and `b` normalize to the same bytes under `profile` (RFC 3986 §6.1)."""
    return _c.equivalent(a, b, profile, web)


def resolve(base: Union[str, bytes], reference: T) -> T:
    """The target URI of `reference` against the absolute URI `base` (RFC 3986 §5.2), in urljoin's order;
    ``URI(base).resolve(reference)`` is the call whose two URIs cannot be swapped."""
    return cast(T, _c.resolve(base, reference))


def to_uri(iri: T) -> T:
    """The URI of an IRI reference (RFC 3987 §3.1): IDNA host, other non-ASCII percent-encoded."""
    return cast(T, _c.to_uri(iri))


def to_iri(uri: T) -> T:
    """The IRI of a URI reference (RFC 3987 §3.2): what can be shown decoded is decoded."""
    return cast(T, _c.to_iri(uri))


def href(text: T, base: Union[str, bytes, None] = None) -> T:
    """The href browsers make of `text` (WHATWG URL Standard), against `base` when given."""
    return cast(T, _c.href(text, base))


def can_parse(text: Union[str, bytes], base: Union[str, bytes, None] = None) -> bool:
    """The URL Standard's URL.canParse: whether href(text, base) would succeed (False, not an error,
    when it would not, and when `base` itself does not parse)."""
    return _c.can_parse(text, base)


def domain_to_ascii(domain: T, *, strict: bool = False) -> T:
    """The URL Standard's domain parser ("domain to ASCII"): ``"faß.de"`` -> ``"xn--fa-hia.de"``.

    An ASCII domain is lowercased; any other goes through UTS #46 ToASCII as
    the host parser runs it; an empty result or a forbidden domain code point
    (space, ``%``, ``/``, ``:`` ...) is a URIError. No percent-decoding and
    no IPv4 parsing. With ``strict=True`` (beStrict), UTS #46's STD3,
    hyphen and DNS-length rules decide.
    """
    return cast(T, _c.domain_to_ascii(domain, strict))


def domain_to_unicode(domain: T) -> T:
    """The URL Standard's domain to Unicode: ``"xn--fa-hia.de"`` -> ``"faß.de"``; a domain
    UTS #46 ToUnicode records an error on comes back as it is."""
    return cast(T, _c.domain_to_unicode(domain))


def is_valid_domain(domain: Union[str, bytes]) -> bool:
    """The URL Standard's "valid domain": the strict domain parser accepts it and it does not
    end in a number (``"1.2.3.4"`` is not a valid domain)."""
    return _c.is_valid_domain(domain)


def pct_encode(text: T, component: Component) -> T:
    """`text` with every byte `component` does not allow unencoded written as %XX (uppercase)."""
    return cast(T, _c.pct_encode(text, component))


@overload
def pct_decode(text: str, component: Component, *, plus_as_space: bool = ...,
               as_bytes: Literal[False] = ...) -> str: ...
@overload
def pct_decode(text: bytes, component: Component, *, plus_as_space: bool = ...,
               as_bytes: bool = ...) -> bytes: ...
@overload
def pct_decode(text: str, component: Component, *, plus_as_space: bool = ...,
               as_bytes: Literal[True]) -> bytes: ...
def pct_decode(text: Union[str, bytes], component: Component, *, plus_as_space: bool = False,
               as_bytes: bool = False) -> Union[str, bytes]:
    """The percent-decoding of an encoded text of `component`; bytes when `text` is bytes or `as_bytes`.

    A ``%`` without two hex digits, or a byte the component does not allow,
    is a URIError (never a silent repair); so is a ``str`` result that would
    not be UTF-8 (ask for ``as_bytes=True`` to get the bytes).
    """
    return _c.pct_decode(text, component, plus_as_space, as_bytes)


@overload
def normalize_many(urls: Iterable[T], profile: Profile = ..., *, web: bool = ..., base: Optional[T] = ...,
                   errors: Literal["raise", "keep"] = ..., dedup: Optional[DedupOptions] = ...) -> List[T]: ...
@overload
def normalize_many(urls: Iterable[T], profile: Profile = ..., *, web: bool = ..., base: Optional[T] = ...,
                   errors: Literal["none"], dedup: Optional[DedupOptions] = ...) -> List[Optional[T]]: ...
@overload
def normalize_many(urls: Iterable[T], profile: Profile = ..., *, web: bool = ..., base: Optional[T] = ...,
                   errors: Errors, dedup: Optional[DedupOptions] = ...) -> Sequence[Optional[T]]: ...
def normalize_many(urls: Iterable[T], profile: Profile = "rfc3986", *, web: bool = False,
                   base: Optional[T] = None, errors: Errors = "raise",
                   dedup: Optional[DedupOptions] = None) -> Sequence[Optional[T]]:
    """normalize() of every item, as a list, computed without the GIL.

    `errors`: ``"raise"`` raises the first item's URIError (its ``index``
    says which); ``"none"`` puts None in its place; ``"keep"`` keeps the input.
    `dedup`: the ``dedup`` profile's steps, as for normalize().
    """
    return cast(List[Optional[T]], _normalize_many(urls, profile, web, base, errors, dedup))


@overload
def resolve_many(base: Union[str, bytes], references: Iterable[T], *,
                 errors: Literal["raise", "keep"] = ...) -> List[T]: ...
@overload
def resolve_many(base: Union[str, bytes], references: Iterable[T], *, errors: Literal["none"]) -> List[Optional[T]]: ...
@overload
def resolve_many(base: Union[str, bytes], references: Iterable[T], *, errors: Errors) -> Sequence[Optional[T]]: ...
def resolve_many(base: Union[str, bytes], references: Iterable[T], *,
                 errors: Errors = "raise") -> Sequence[Optional[T]]:
    """resolve() of every reference against `base`, as a list (see normalize_many for `errors`)."""
    return cast(List[Optional[T]], _c.resolve_many(base, references, errors))


@overload
def to_uri_many(iris: Iterable[T], *, errors: Literal["raise", "keep"] = ...) -> List[T]: ...
@overload
def to_uri_many(iris: Iterable[T], *, errors: Literal["none"]) -> List[Optional[T]]: ...
@overload
def to_uri_many(iris: Iterable[T], *, errors: Errors) -> Sequence[Optional[T]]: ...
def to_uri_many(iris: Iterable[T], *, errors: Errors = "raise") -> Sequence[Optional[T]]:
    """to_uri() of every item, as a list (see normalize_many for `errors`)."""
    return cast(List[Optional[T]], _c.to_uri_many(iris, errors))


@overload
def surt_many(urls: Iterable[T], *, scheme: bool = ..., trailing_comma: bool = ..., reverse_ipv4: bool = ...,
              strip_www: bool = ..., lowercase_query: bool = ...,
              errors: Literal["raise", "keep"] = ...) -> List[T]: ...
@overload
def surt_many(urls: Iterable[T], *, scheme: bool = ..., trailing_comma: bool = ..., reverse_ipv4: bool = ...,
              strip_www: bool = ..., lowercase_query: bool = ..., errors: Literal["none"]) -> List[Optional[T]]: ...
@overload
def surt_many(urls: Iterable[T], *, scheme: bool = ..., trailing_comma: bool = ..., reverse_ipv4: bool = ...,
              strip_www: bool = ..., lowercase_query: bool = ..., errors: Errors) -> Sequence[Optional[T]]: ...
def surt_many(urls: Iterable[T], *, scheme: bool = False, trailing_comma: bool = False,
              reverse_ipv4: bool = True, strip_www: bool = True, lowercase_query: bool = True,
              errors: Errors = "raise") -> Sequence[Optional[T]]:
    """surt() of every item, as a list, computed without the GIL (see normalize_many for `errors`)."""
    return cast(List[Optional[T]],
                _c.surt_many(urls, scheme, trailing_comma, reverse_ipv4, strip_www, lowercase_query, errors))


@overload
def safe_browsing_many(urls: Iterable[T], *, errors: Literal["raise", "keep"] = ...) -> List[T]: ...
@overload
def safe_browsing_many(urls: Iterable[T], *, errors: Literal["none"]) -> List[Optional[T]]: ...
@overload
def safe_browsing_many(urls: Iterable[T], *, errors: Errors) -> Sequence[Optional[T]]: ...
def safe_browsing_many(urls: Iterable[T], *, errors: Errors = "raise") -> Sequence[Optional[T]]:
    """safe_browsing() of every item, as a list, computed without the GIL (see normalize_many)."""
    return cast(List[Optional[T]], _c.safe_browsing_many(urls, errors))


def site_many(texts: Iterable[T], *, errors: Errors = "raise") -> List[Optional[T]]:
    """The registrable domain of every item (site(text)[0]): None for an IP address or a public
    suffix, computed without the GIL (see normalize_many for `errors`)."""
    return cast(List[Optional[T]], _c.site_many(texts, errors))


Lines = Union[bytes, bytearray, memoryview]


def normalize_lines(data: Lines, profile: Profile = "rfc3986", *, web: bool = False,
                    base: Union[str, bytes, None] = None, errors: Errors = "raise",
                    dedup: Optional[DedupOptions] = None) -> bytes:
    """normalize() of every line of `data`, one result line each, all of it without the GIL.

    A line ends at ``\n`` (a ``\r`` before it is dropped, a last line needs
    none), as the command-line tool reads one. `errors`: ``"raise"`` raises
    the first failing line's URIError (``index`` from 0); ``"none"`` writes
    an empty line in its place; ``"keep"`` the line itself. For pipelines
    that read files: no str is made per line, and threads scale.
    """
    return _c.normalize_lines(data, profile, web, base, errors, dedup)


def surt_lines(data: Lines, *, scheme: bool = False, trailing_comma: bool = False, reverse_ipv4: bool = True,
               strip_www: bool = True, lowercase_query: bool = True, errors: Errors = "raise") -> bytes:
    """surt() of every line of `data` (see normalize_lines)."""
    return _c.surt_lines(data, scheme, trailing_comma, reverse_ipv4, strip_www, lowercase_query, errors)


def safe_browsing_lines(data: Lines, *, errors: Errors = "raise") -> bytes:
    """safe_browsing() of every line of `data` (see normalize_lines)."""
    return _c.safe_browsing_lines(data, errors)


def site_lines(data: Lines, *, errors: Errors = "raise") -> bytes:
    """The registrable domain of every line of `data` (see normalize_lines): an empty line for
    an IP address or a public suffix, as for a failing line with ``errors="none"``."""
    return _c.site_lines(data, errors)


@overload
def href_many(hrefs: Iterable[T], base: Union[str, bytes, None] = ..., *,
              errors: Literal["raise", "keep"] = ...) -> List[T]: ...
@overload
def href_many(hrefs: Iterable[T], base: Union[str, bytes, None] = ..., *, errors: Literal["none"]) -> List[Optional[T]]: ...
@overload
def href_many(hrefs: Iterable[T], base: Union[str, bytes, None] = ..., *, errors: Errors) -> Sequence[Optional[T]]: ...
def href_many(hrefs: Iterable[T], base: Union[str, bytes, None] = None, *,
              errors: Errors = "raise") -> Sequence[Optional[T]]:
    """href() of every item against `base`, as a list (see normalize_many for `errors`)."""
    return cast(List[Optional[T]], _c.href_many(hrefs, base, errors))


def safe_browsing(url: T) -> T:
    """Google Safe Browsing's canonical form of `url` (any text, as found): the string Safe Browsing hashes."""
    return cast(T, _c.safe_browsing(url))


def safe_browsing_expressions(url: T) -> List[T]:
    """The host-suffix / path-prefix expressions a Safe Browsing client looks up for `url` (at most 30)."""
    return cast(List[T], _c.safe_browsing_expressions(url))


def safe_browsing_hashes(url: T) -> List[Tuple[T, bytes]]:
    """Each Safe Browsing lookup expression of `url` with its SHA-256 digest (32 bytes; the
    first 4 are the hash prefix a client looks up). Needs urikit built with libcrypto."""
    return cast(List[Tuple[T, bytes]], _c.safe_browsing_hashes(url))


def surt(url: T, *, scheme: bool = False, trailing_comma: bool = False, reverse_ipv4: bool = True,
         strip_www: bool = True, lowercase_query: bool = True) -> T:
    """The SURT / CDX key web archives index `url` by, byte for byte as the Internet Archive's
    ``surt`` 0.3.1 writes ``surt.surt(url)``.

    ``surt("http://www.Example.com/A/?b=2&a=1") == "com,example)/a?a=1&b=2"``. The keywords are
    the IA's ``with_scheme``, ``trailing_comma``, ``reverse_ipaddr``, ``host_massage`` and
    ``query_lowercase``; ``surt("")`` is ``"-"``.
    """
    return cast(T, _c.surt(url, scheme, trailing_comma, reverse_ipv4, strip_www, lowercase_query))


def ssurt(text: T) -> T:
    """The reversible SSURT of the URI reference `text` as written (iipc/urlcanon)."""
    return cast(T, _c.ssurt(text))


def heritrix_surt(text: T) -> T:
    """Heritrix's SURT of any text, as SURT.fromURI writes it (lowercased; no canonicalization):
    ``heritrix_surt("http://user:pass@www.archive.org:8080/a") == "http://(org,archive,www,:8080@user:pass)/a"``;
    a text its pattern does not take comes back as it is."""
    return cast(T, _c.heritrix_surt(text))


def from_ssurt(text: T) -> T:
    """The URI reference an SSURT was made from (the inverse of ssurt())."""
    return cast(T, _c.from_ssurt(text))


def site(text: Union[str, bytes]) -> "tuple[Optional[str], Optional[str]]":
    """(registrable domain, public suffix) of the host of `text` by the Public Suffix List.

    ``site("https://www.example.co.uk/") == ("example.co.uk", "co.uk")``; both None for an IP address.
    """
    return _c.site(text)


def origin(text: Union[str, bytes]) -> str:
    """The RFC 6454 serialization of the origin of `text` ("null" for a unique origin)."""
    return _c.origin(text)


def request_target(text: T, form: TargetForm = "origin") -> "tuple[T, T]":
    """(request-target, Host field) of a request for the http(s) URI `text` (RFC 9112 §3.2, RFC 9110 §7.2)."""
    return cast("tuple[T, T]", _c.request_target(text, form))


class RequestParts(TypedDict):
    """What a client connects to and sends for one URL (request_parts)."""
    scheme: str            # "http" or "https"
    connect_host: str      # the host to resolve and connect to, as clients read it: an ASCII name, dotted IPv4, or IPv6 unbracketed
    zone_id: Optional[str]  # an IPv6 literal's zone ID decoded (RFC 6874: URI(text, zone_ids=True)), never in host_field or url
    port: int              # the port written, or the scheme's default
    target: str            # the origin-form request-target (path and query, normalized)
    host_field: str        # the Host field value
    tls: bool              # True for https
    url: str               # the URL to hand a client: scheme "://" host_field target (RFC 3986, never the pasted text)
    address_class: Optional[str]  # address_class(connect_host)


def request_parts(url: "Union[str, bytes, WebURL, URI]") -> RequestParts:
    """Where a client connects for `url` (a pasted address, read as a browser reads it, a WebURL, or a URI:
    RFC 3986 mode, as http_request_parts of the reference).

    ``request_parts("http://%6c%6f%63%61%6c%68%6f%73%74/")["connect_host"] == "localhost"``.
    Hand a client ``url`` (never the pasted text: clients read ``\\`` and ``@`` differently).
    """
    return cast(RequestParts, _c.request_parts(url))


def resolve_location(current: "Union[str, bytes, WebURL]", location: Union[str, bytes]) -> str:
    """The target of a redirect from `current` whose response said ``Location: location`` (as browsers read it)."""
    return _c.resolve_location(current, location)


def address_class(host: Union[str, bytes]) -> AddressClass:
    """The class of `host` (a name, an IPv4 address in any inet_aton form, an IPv6 address bare or bracketed)
    by the IANA special-purpose registries: "global", "name" (resolve it), "loopback_name", "loopback", ..."""
    return cast(AddressClass, _c.address_class(host))


def is_internal(cls: AddressClass) -> bool:
    """True for every address class but "global" and "name": what an SSRF guard refuses."""
    return _c.is_internal(cls)


def join_path(base: T, path: Union[str, bytes], *, dots: Literal["refuse", "resolve"] = "refuse") -> T:
    """`base` with the segments of `path` (plain data, split on "/", each percent-encoded) appended to its path
    whatever its trailing slash: ``join_path("https://h/v1", "a b") == join_path("https://h/v1/", "a b")
    == "https://h/v1/a%20b"``. A "." or ".." segment: URIError "dot_segment" (its offset in `path`), or with
    ``dots="resolve"`` RFC 3986's removal on the joined path. The base's query and fragment stay."""
    if dots not in ("refuse", "resolve"):
        raise ValueError(f"dots: 'refuse' or 'resolve', not {dots!r}")
    return cast(T, _c.join_path(base, path, dots == "resolve"))


def check_request(url: "Union[str, bytes, WebURL, URI]", *, refuse: "Optional[Iterable[AddressClass]]" = None,
                  allow_hosts: Iterable[Union[str, bytes]] = (), allow_sites: Iterable[Union[str, bytes]] = (),
                  allow_names: bool = True, ports: Iterable[int] = (), refuse_ambiguous_host: bool = True) -> RequestParts:
    """The request parts for `url` (as request_parts) when a guard against requests into a private network
    allows it, else URIError with the reason's code ("address_refused", "name_not_allowed", "host_not_allowed",
    "port_not_allowed") and the host's offset. `refuse`: the address classes refused (None: every internal one);
    `allow_hosts` / `allow_sites`: when given, the host must be one of them or under one of the sites; a name
    that passes must still be resolved and each address checked (``address_class``). Hand the client the
    returned ``url``, never the text. A text an RFC 3986 reader takes to another host ("ambiguous_host":
    ``http://allowed.example\\@127.0.0.1/`` is 127.0.0.1 to curl and requests) is refused unless
    `refuse_ambiguous_host` is False (a WebURL or URI has no pasted text: never refused so)."""
    return cast(RequestParts, _c.check_request(url, refuse, allow_hosts, allow_sites, allow_names, ports,
                                               refuse_ambiguous_host))


def host_readings(text: Union[str, bytes], base: "Optional[Union[str, bytes, WebURL]]" = None) -> Optional[Tuple[str, str]]:
    """(the URL Standard's host, an RFC 3986 reader's host) when `text` (against `base`: a Location value)
    names two hosts, else None: a backslash in the authority (``http://a.example\\@127.0.0.1/``: 127.0.0.1 to
    curl and requests)."""
    return _c.host_readings(text, base)


def redact(url: T, *, userinfo: bool = False, query_values: bool = False,
           parameters: Iterable[Union[str, bytes]] = (), marker: Union[str, bytes] = "REDACTED") -> T:
    """`url` as a log may show it: the password (with `userinfo`, the whole userinfo), with `query_values` every
    query value, and the values of the named `parameters` (query and fragment), replaced by `marker`; any text,
    under every client's reading (``redact("https:////u:pw@h/") == "https:////u:REDACTED@h/"``). Never fails."""
    return cast(T, _c.redact(url, userinfo, query_values, parameters, marker))


ReferrerPolicy = Literal["no-referrer", "no-referrer-when-downgrade", "same-origin", "origin", "strict-origin",
                         "origin-when-cross-origin", "strict-origin-when-cross-origin", "unsafe-url"]
_URL = Union[str, bytes, WebURL]


def referrer(current: _URL, target: _URL, policy: ReferrerPolicy = "strict-origin-when-cross-origin") -> Optional[str]:
    """The Referer of a request for `target` made from the page `current` under `policy` (W3C Referrer Policy),
    or None for no Referer: credentials and fragment never sent, the origin alone cross-origin, none on a downgrade.

    ``referrer("https://u:p@a.example/p?q", "https://b.example/") == "https://a.example/"``.
    """
    return _c.referrer(current, target, policy)


def referrer_policy(header: Union[str, bytes]) -> Optional[ReferrerPolicy]:
    """The policy a ``Referrer-Policy`` field value names (the last valid token wins), or None when none does."""
    return cast(Optional[ReferrerPolicy], _c.referrer_policy(header))


def is_potentially_trustworthy(url: _URL) -> bool:
    """True for https, wss, ftps, loopback and localhost hosts, file:, data: and about:blank (W3C Secure Contexts)."""
    return _c.is_potentially_trustworthy(url)


class RedirectChanges(TypedDict):
    """What following one redirect changes (redirect_decision)."""
    cross_origin: bool              # the origins differ (default ports applied)
    cross_site: bool                # not schemefully same site (Public Suffix List)
    downgrade: bool                 # from a potentially trustworthy URL to one that is not
    drop_authorization: bool        # send no Authorization field
    drop_cookie: bool               # send no Cookie field you set yourself (a cookie jar recomputes it)
    drop_proxy_authorization: bool  # send no Proxy-Authorization field
    method_becomes_get: bool        # the next request is a GET
    drop_body: bool                 # no body, no Content-Type/-Encoding/-Language/-Location


def redirect_decision(current: _URL, next: _URL, method: Union[str, bytes] = "GET", status: int = 302, *,
                      keep_credentials_on_upgrade: bool = False) -> RedirectChanges:
    """What a client changes to follow a `status` redirect from `current` (requested with `method`) to `next`
    (Fetch's HTTP-redirect fetch): credentials dropped on any change of origin (keep_credentials_on_upgrade:
    Requests' and HTTPX's exception for http to https on the same host and default ports), POST to GET on
    301/302, anything but GET/HEAD to GET on 303. ValueError for a status that is no redirect or a bad method;
    URIError when `next` is not http(s)."""
    return cast(RedirectChanges, _c.redirect_decision(current, next, method, status, keep_credentials_on_upgrade))
