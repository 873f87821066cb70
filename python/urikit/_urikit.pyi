"""Stubs of urikit's compiled module (use the urikit package, not this module)."""

from typing import Dict, Iterable, Iterator, List, Literal, Mapping, Optional, Tuple, TypedDict, Union

_Text = Union[str, bytes]
_Profile = Literal["rfc3986", "http", "cache-key", "dedup", "http-cache"]
_Errors = Literal["raise", "none", "keep"]
_Value = Union[str, int, float, None]
_Params = Union[Mapping[str, _Value], Iterable[Tuple[str, _Value]]]

from . import DedupOptions

public_suffix_list: str

def available(feature: Literal["idna", "public-suffix-list", "url-patterns", "safe-browsing-hashes", "public_suffix_list", "url_patterns", "safe_browsing_hashes"]) -> bool:
    """available(feature) -> bool

    True when this build of urikit has the feature: 'idna' (ICU), 'public-suffix-list' (the Public Suffix List), 'url-patterns' (RE2), 'safe-browsing-hashes' (libcrypto); '-' and '_' are one. ValueError for any other name.
    """

class URI:
    """A URI reference (RFC 3986 section 4.1), parsed strictly; immutable, hashable, picklable. == compares the text as written; equivalent() and normalize() compare what is named; < orders by text."""

    def __init__(self, text: _Text, *, zone_ids: bool = False) -> None:
        """URI(text: str | bytes, *, zone_ids=False) -> URI

        The URI reference `text` parsed strictly as RFC 3986 (section 4.1) defines it, or URIError with the reason and the byte offset; with zone_ids=True an IPv6 literal may carry an RFC 6874 zone ID ('http://[fe80::1%25eth0]/'). Immutable, hashable, picklable; == compares the text as written (use equivalent() or normalize() to compare what is named).
        """
    @property
    def scheme(self) -> Optional[str]:
        """The scheme as written, without ':'; None when absent."""
    @property
    def userinfo(self) -> Optional[str]:
        """The userinfo as written (still percent-encoded); None when absent."""
    @property
    def host(self) -> Optional[str]:
        """The host as written (IP literals with their brackets); None without an authority."""
    @property
    def host_kind(self) -> Optional[str]:
        """'reg-name', 'ipv4', 'ipv6' or 'ipvfuture'; None without an authority."""
    @property
    def zone_id(self) -> Optional[str]:
        """The IPv6 literal's zone ID as written (RFC 6874, after '%25', still percent-encoded); None when there is none (only URI(text, zone_ids=True) reads one)."""
    @property
    def port(self) -> Optional[str]:
        """The port as written (digits, possibly empty); None when absent."""
    @property
    def port_number(self) -> Optional[int]:
        """The port as an int; None when absent or empty."""
    @property
    def path(self) -> str:
        """The path as written (always a str, possibly empty)."""
    @property
    def query(self) -> Optional[str]:
        """The query as written, without '?'; None when absent, '' when empty."""
    @property
    def fragment(self) -> Optional[str]:
        """The fragment as written, without '#'; None when absent."""
    @property
    def authority(self) -> Optional[str]:
        """userinfo@host:port as written; None without an authority."""
    @property
    def is_absolute(self) -> bool:
        """True when the reference has a scheme (an absolute URI or a URI with a fragment)."""
    @property
    def path_segments(self) -> Tuple[str, ...]:
        """The path's segments, each percent-decoded after the split (a %2F stays inside its segment); URIError invalid_utf8 when one is not UTF-8 (path_segments_bytes reads any)."""
    @property
    def path_segments_bytes(self) -> Tuple[bytes, ...]:
        """The path's segments percent-decoded as bytes, whatever they hold."""
    @property
    def query_params(self) -> List[Tuple[str, Optional[str]]]:
        """The query's parameters as (name, value) pairs, decoded after the split on '&' and '='; value None for a name alone; URIError invalid_utf8 when one is not UTF-8 (query_params_bytes reads any)."""
    @property
    def query_params_bytes(self) -> List[Tuple[bytes, Optional[bytes]]]:
        """The query's parameters as (name, value) pairs of bytes, percent-decoded whatever they hold; value None for a name alone."""
    def is_default_port(self) -> bool:
        """is_default_port() -> bool

        True when there is no port, an empty one, or the scheme's default ('http://a:80/').
        """
    def normalize(self, profile: _Profile = "rfc3986", *, dedup: Optional["DedupOptions"] = None) -> "URI":
        """normalize(profile='rfc3986', *, dedup=None) -> URI

        The normal form under a profile ('rfc3986', 'http', 'cache-key', 'dedup', 'http-cache'); `dedup` (urikit.DedupOptions) chooses the dedup profile's steps.
        """
    def with_path(self, path: _Text) -> "URI":
        """with_path(path) -> URI

        A copy whose path is `path`, plain text: each '/' separates segments, and every byte a path segment does not allow is percent-encoded ('/a b' is '/a%20b'; replace(path=...) takes encoded text).
        """
    def resolve(self, reference: Union["URI", _Text]) -> "URI":
        """resolve(reference) -> URI

        The target of `reference` (a URI or text) against this absolute URI (RFC 3986 section 5.2).
        """
    def equivalent(self, other: Union["URI", _Text], profile: _Profile = "rfc3986") -> bool:
        """equivalent(other, profile='rfc3986') -> bool

        True when both normalize to the same text under `profile` (RFC 3986 section 6.1).
        """
    def to_iri(self) -> str:
        """to_iri() -> str

        The IRI of this URI (RFC 3987 section 3.2): what can be shown decoded is decoded.
        """
    # Query editing (urikit/_query.py): names and values are plain text.
    def with_query(self, params: Optional[_Params] = None, *, form: bool = False) -> "URI":
        """A copy whose query holds exactly `params` (a mapping or (name, value) pairs, in order;
        a None value writes the name alone); None or no pairs remove the query.
        """
    def update_query(self, params: _Params, *, form: bool = False) -> "URI":
        """A copy with each of `params` set: the first parameter of that name takes the value in its
        place and the others of that name go; a new name is appended. Names compare decoded.
        """
    def add_or_replace_param(self, name: str, value: _Value, *, form: bool = False) -> "URI":
        """update_query({name: value}) (w3lib's add_or_replace_parameter)."""
    def keep_params(self, *names: str, form: bool = False) -> "URI":
        """A copy keeping only the parameters named (decoded, without ASCII case; "utm_*" is a prefix), in order."""
    def drop_params(self, *names: str, form: bool = False) -> "URI":
        """A copy without the parameters named (decoded, without ASCII case; "utm_*" is a prefix)."""
    def __lt__(self, other: "URI") -> bool:
        """URIs order by text: str(self) < str(other)."""
    def __le__(self, other: "URI") -> bool:
        """URIs order by text: str(self) <= str(other)."""
    def __gt__(self, other: "URI") -> bool:
        """URIs order by text: str(self) > str(other)."""
    def __ge__(self, other: "URI") -> bool:
        """URIs order by text: str(self) >= str(other)."""
    def replace(self, *, scheme: Optional[str] = ..., userinfo: Optional[str] = ..., host: Optional[str] = ...,
                port: Union[str, int, None] = ..., path: str = ..., query: Optional[str] = ...,
                fragment: Optional[str] = ...) -> "URI":
        """replace(**components) -> URI

        A copy with components replaced by encoded text (scheme, userinfo, host, port, path, query, fragment), or removed with None, all at once; built so that it can never parse differently. A refused value (invalid for its component, a userinfo or port without a host, a relative path after an authority) raises URIError whose text is that value.
        """
    def __hash__(self) -> int:
        """The hash of the text (consistent with ==)."""
    def __eq__(self, other: object) -> bool:
        """Same text as written (not equivalence: see equivalent())."""

class WebURL:
    """A URL as browsers parse hrefs (the WHATWG URL Standard), with the URL class's getters; immutable (replace() applies the setters to a copy), hashable, picklable."""

    def __init__(self, text: _Text, base: Optional[_Text] = None) -> None:
        """WebURL(text: str | bytes, base: str | bytes | None = None) -> WebURL

        `text` parsed as browsers parse an href (the WHATWG URL Standard), against `base` when given, or URIError. Immutable: replace() makes a changed copy.
        """
    @property
    def href(self) -> str:
        """The serialization (the URL Standard's href)."""
    @property
    def protocol(self) -> str:
        """The scheme and ':' ('https:')."""
    @property
    def username(self) -> str:
        """The username, percent-encoded ('' when none)."""
    @property
    def password(self) -> str:
        """The password, percent-encoded ('' when none)."""
    @property
    def host_and_port(self) -> str:
        """The URL class's host: hostname and, when there is a port, ':' and the port (URI.host is the host alone)."""
    @property
    def hostname(self) -> str:
        """The host, serialized ('' when none)."""
    @property
    def port(self) -> str:
        """The port ('' when null; never the scheme's default port)."""
    @property
    def pathname(self) -> str:
        """The path, serialized."""
    @property
    def search(self) -> str:
        """'?' and the query, or '' when the query is null or empty."""
    @property
    def hash(self) -> str:
        """'#' and the fragment, or '' when the fragment is null or empty."""
    @property
    def origin(self) -> str:
        """The URL Standard's origin, serialized ('null' for an opaque origin)."""
    @property
    def scheme(self) -> str:
        """The scheme, lowercase, without ':'."""
    @property
    def host_kind(self) -> Optional[str]:
        """'empty', 'domain', 'ipv4', 'ipv6' or 'opaque'; None without a host."""
    @property
    def port_number(self) -> Optional[int]:
        """The port as an int; None when null."""
    @property
    def query(self) -> Optional[str]:
        """The query without '?'; None when null."""
    @property
    def fragment(self) -> Optional[str]:
        """The fragment without '#'; None when null."""
    @property
    def is_special(self) -> bool:
        """True for ftp, file, http, https, ws and wss."""
    @property
    def has_opaque_path(self) -> bool:
        """True when the path is opaque ('mailto:x')."""
    @property
    def search_params(self) -> URLSearchParams:
        """The query's pairs as a URLSearchParams of their own (write edits back with replace(search=str(params)))."""
    def to_rfc3986(self) -> URI:
        """to_rfc3986() -> URI

        The same URL as a valid RFC 3986 URI (every byte RFC 3986 does not allow in its component as %XX).
        """
    def replace(
        self,
        *,
        href: _Text = ...,
        protocol: _Text = ...,
        username: _Text = ...,
        password: _Text = ...,
        host_and_port: _Text = ...,
        hostname: _Text = ...,
        port: _Text = ...,
        pathname: _Text = ...,
        search: _Text = ...,
        hash: _Text = ...,
    ) -> WebURL:
        """replace(**attributes) -> WebURL

        A copy with the URL Standard's setters applied (href, protocol, username, password, host_and_port, hostname, port, pathname, search, hash; href first, then in that order); URIError with the reason where a setter refuses its value.
        """
    def __hash__(self) -> int:
        """The hash of the href."""
    def __eq__(self, other: object) -> bool:
        """Same href."""
    def __lt__(self, other: "WebURL") -> bool:
        """WebURLs order by href."""
    def __le__(self, other: "WebURL") -> bool:
        """WebURLs order by href."""
    def __gt__(self, other: "WebURL") -> bool:
        """WebURLs order by href."""
    def __ge__(self, other: "WebURL") -> bool:
        """WebURLs order by href."""


class URLSearchParams:
    """The URL Standard's URLSearchParams: name-value pairs read from and written as application/x-www-form-urlencoded; str() is toString()."""

    def __init__(self, init: Union[str, Mapping[str, str], Iterable[Tuple[str, str]], None] = None) -> None:
        """URLSearchParams(init: str | Mapping[str, str] | Iterable[tuple[str, str]] | None = None)

        The URL Standard's URLSearchParams: from a query string (one leading '?' removed; '+' is a space, %XX decoded, ill-formed UTF-8 as U+FFFD), a mapping, or (name, value) pairs (each exactly two strings: TypeError otherwise).
        """
    @property
    def size(self) -> int:
        """The number of pairs."""
    def __len__(self) -> int:
        """The number of pairs."""
    def append(self, name: str, value: str) -> None:
        """append(name, value) -> None

        Appends the pair.
        """
    def delete(self, name: str, value: Optional[str] = None) -> None:
        """delete(name, value=None) -> None

        Removes every pair named `name` (with value `value` when given).
        """
    def get(self, name: str) -> Optional[str]:
        """get(name) -> str | None

        The value of the first pair named `name`, or None.
        """
    def get_all(self, name: str) -> List[str]:
        """get_all(name) -> list[str]

        The values of the pairs named `name`, in order.
        """
    def has(self, name: str, value: Optional[str] = None) -> bool:
        """has(name, value=None) -> bool

        True when a pair is named `name` (with value `value` when given).
        """
    def set(self, name: str, value: str) -> None:
        """set(name, value) -> None

        The first pair named `name` takes `value` and the others named so go; else the pair is appended.
        """
    def sort(self) -> None:
        """sort() -> None

        Sorts the pairs by name, comparing UTF-16 code units as JavaScript does; pairs of one name keep their order.
        """
    def items(self) -> List[Tuple[str, str]]:
        """items() -> list[tuple[str, str]]

        The pairs, in order.
        """
    def keys(self) -> List[str]:
        """keys() -> list[str]

        The names, in order, a name once per pair (JavaScript's keys()).
        """
    def values(self) -> List[str]:
        """values() -> list[str]

        The values, in order (JavaScript's values()).
        """
    def __getitem__(self, name: str) -> str:
        """params[name] -> str: the value of the first pair named `name` (get()), KeyError when there is none."""
    def __iter__(self) -> Iterator[Tuple[str, str]]:
        """Iterates over the (name, value) pairs."""
    def __contains__(self, name: object) -> bool:
        """True when a pair has this name."""

_PatternComponent = Literal["protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"]
_PatternInput = Union[str, Mapping[str, str], "WebURL", None]

class URLPatternComponentResult(TypedDict):
    input: str
    groups: Dict[str, Optional[str]]

class URLPatternResult(TypedDict):
    inputs: List[object]
    protocol: URLPatternComponentResult
    username: URLPatternComponentResult
    password: URLPatternComponentResult
    hostname: URLPatternComponentResult
    port: URLPatternComponentResult
    pathname: URLPatternComponentResult
    search: URLPatternComponentResult
    hash: URLPatternComponentResult

class URLPattern:
    """The WHATWG URL Pattern Standard's URLPattern: a pattern per URL component, matched by RE2 in time linear in the URL; immutable, picklable."""

    def __init__(self, input: Union[str, Mapping[str, str], None] = None, base_url: Optional[str] = None, *,
                 ignore_case: bool = False) -> None:
        """URLPattern(input: str | Mapping[str, str] | None = None, base_url: str | None = None, *, ignore_case: bool = False)

        A constructor string ('https://*.example.com/:path*', relative ones against base_url) or a mapping of components (protocol, username, password, hostname, port, pathname, search, hash, base_url; absent ones match anything). Raises URIError (code, offset) for a pattern that is not well formed, one that does not canonicalize, or a regexp group using a feature no linear-time engine runs (backreferences, lookaround: 'regexp_unsupported').
        """
    @property
    def protocol(self) -> str:
        """The normalized protocol pattern string."""
    @property
    def username(self) -> str:
        """The normalized username pattern string."""
    @property
    def password(self) -> str:
        """The normalized password pattern string."""
    @property
    def hostname(self) -> str:
        """The normalized hostname pattern string."""
    @property
    def port(self) -> str:
        """The normalized port pattern string."""
    @property
    def pathname(self) -> str:
        """The normalized pathname pattern string."""
    @property
    def search(self) -> str:
        """The normalized search pattern string."""
    @property
    def hash(self) -> str:
        """The normalized hash pattern string."""
    @property
    def has_regexp_groups(self) -> bool:
        """True when some component has a regexp group (hasRegExpGroups)."""
    def test(self, input: _PatternInput = None, base_url: Optional[str] = None) -> bool:
        """test(input: str | Mapping[str, str] | WebURL | None = None, base_url: str | None = None) -> bool

        True when the URL (an href parsed as browsers do, a mapping of components canonicalized, or a WebURL) matches every component; an href that does not parse is no match.
        """
    def exec(self, input: _PatternInput = None, base_url: Optional[str] = None) -> Optional[URLPatternResult]:
        """exec(input: str | Mapping[str, str] | WebURL | None = None, base_url: str | None = None) -> dict | None

        The Standard's URLPatternResult as a dict: 'inputs', and per component {'input': str, 'groups': {name: str | None}}; None when test() is False.
        """
    def generate(self, component: _PatternComponent, groups: Mapping[str, str]) -> str:
        """generate(component: str, groups: Mapping[str, str]) -> str

        The component's text with each ':name' group replaced by its value, encoded as the component canonicalizes (proposed for the Standard). URIError 'pattern_cannot_generate' for a modifier, a regexp or '*' group, a missing value or one the group cannot hold.
        """
    def __eq__(self, other: object) -> bool:
        """The same normalized pattern strings and ignore_case: patterns that match the same URLs alike."""
    def __hash__(self) -> int:
        """The hash of the pattern strings and ignore_case (consistent with ==)."""
    @staticmethod
    def compare_component(component: _PatternComponent, left: "URLPattern", right: "URLPattern") -> int:
        """compare_component(component: str, left: URLPattern, right: URLPattern) -> int

        -1, 0 or 1 as left's component is less, as or more specific than right's (compareComponent): sorts routes most specific first with key=functools.cmp_to_key(...) and reverse=True.
        """

def normalize(text: _Text, profile: _Profile, web: bool, base: Optional[_Text], dedup: Optional[object]) -> _Text: ...
def equivalent(a: _Text, b: _Text, profile: _Profile, web: bool) -> bool: ...
def resolve(base: _Text, reference: _Text) -> _Text: ...
def to_uri(text: _Text) -> _Text: ...
def to_iri(text: _Text) -> _Text: ...
def href(text: _Text, base: Optional[_Text]) -> _Text: ...
def can_parse(text: _Text, base: Optional[_Text]) -> bool: ...
def domain_to_ascii(text: _Text, strict: bool) -> _Text: ...
def domain_to_unicode(text: _Text) -> _Text: ...
def is_valid_domain(text: _Text) -> bool: ...
def pct_encode(text: _Text, component: str) -> _Text: ...
def pct_decode(text: _Text, component: str, plus_as_space: bool, as_bytes: bool) -> _Text: ...
def normalize_many(urls: Iterable[_Text], profile: _Profile, web: bool, base: Optional[_Text],
                   errors: _Errors, dedup: Optional[object] = ...) -> List[Optional[_Text]]: ...
def resolve_many(base: _Text, references: Iterable[_Text], errors: _Errors) -> List[Optional[_Text]]: ...
def to_uri_many(iris: Iterable[_Text], errors: _Errors) -> List[Optional[_Text]]: ...
def href_many(hrefs: Iterable[_Text], base: Optional[_Text], errors: _Errors) -> List[Optional[_Text]]: ...
def surt_many(urls: Iterable[_Text], scheme: bool, trailing_comma: bool, reverse_ipv4: bool, strip_www: bool,
              lowercase_query: bool, errors: _Errors) -> List[Optional[_Text]]: ...
def safe_browsing_many(urls: Iterable[_Text], errors: _Errors) -> List[Optional[_Text]]: ...
def site_many(texts: Iterable[_Text], errors: _Errors) -> List[Optional[_Text]]: ...
def normalize_lines(data: Union[bytes, bytearray, memoryview], profile: _Profile, web: bool,
                    base: Optional[_Text], errors: _Errors, dedup: Optional[object] = ...) -> bytes: ...
def surt_lines(data: Union[bytes, bytearray, memoryview], scheme: bool, trailing_comma: bool, reverse_ipv4: bool,
               strip_www: bool, lowercase_query: bool, errors: _Errors) -> bytes: ...
def safe_browsing_lines(data: Union[bytes, bytearray, memoryview], errors: _Errors) -> bytes: ...
def site_lines(data: Union[bytes, bytearray, memoryview], errors: _Errors) -> bytes: ...
def safe_browsing(url: _Text) -> _Text: ...
def safe_browsing_expressions(url: _Text) -> List[_Text]: ...
def safe_browsing_hashes(url: _Text) -> List[Tuple[_Text, bytes]]: ...
def surt(url: _Text, scheme: bool, trailing_comma: bool, reverse_ipv4: bool, strip_www: bool,
         lowercase_query: bool) -> _Text: ...
def ssurt(text: _Text) -> _Text: ...
def heritrix_surt(text: _Text) -> _Text: ...
def from_ssurt(text: _Text) -> _Text: ...
def site(text: _Text) -> Tuple[Optional[str], Optional[str]]: ...
def origin(text: _Text) -> str: ...
def request_target(text: _Text, form: str) -> Tuple[_Text, _Text]: ...
def request_parts(url: Union[_Text, WebURL, URI]) -> Dict[str, object]: ...
def resolve_location(current: Union[_Text, WebURL], location: _Text) -> str: ...
def address_class(host: _Text) -> str: ...
def is_internal(cls: _Text) -> bool: ...
def referrer(current: Union[_Text, WebURL], target: Union[_Text, WebURL], policy: _Text) -> Optional[str]: ...
def referrer_policy(header: _Text) -> Optional[str]: ...
def check_request(url: Union[_Text, WebURL, URI], refuse: Optional[Iterable[str]], allow_hosts: Iterable[_Text],
                  allow_sites: Iterable[_Text], allow_names: bool, ports: Iterable[int],
                  refuse_ambiguous_host: bool) -> Dict[str, object]: ...
def join_path(base: _Text, path: _Text, resolve_dots: bool) -> _Text: ...
def host_readings(text: _Text, base: Optional[Union[_Text, WebURL]]) -> Optional[Tuple[str, str]]: ...
def redact(url: _Text, userinfo: bool, query_values: bool, parameters: Iterable[_Text], marker: _Text) -> _Text: ...
def is_potentially_trustworthy(url: Union[_Text, WebURL]) -> bool: ...
def redirect_decision(current: Union[_Text, WebURL], next: Union[_Text, WebURL], method: _Text, status: int,
                      keep: bool) -> Dict[str, bool]: ...
def dedup_count_block(data: bytes, profile: _Profile, web: bool, files: int, dedup: Optional[object] = ...,
                      budget: int = ...) -> Tuple[int, int, int, int, Dict[str, int], Dict[str, List[Tuple[int, bytes]]],
                                                  List[bytes]]: ...
def dedup_merge_counts(runs: List[bytes]) -> bytes: ...
