"""Query editing for urikit.URI (attached to the class by urikit/__init__.py):
with_query, update_query, add_or_replace_param, keep_params, drop_params, and
ordering by text. Every edit goes through URI.replace(query=...), so the
result is parsed and can never name something else than what it says.

Names and values are plain text, encoded by RFC 3986's rules for a query
parameter (pct_encode(..., "query_param"): "&", "=", "+", "#" and every byte
a query does not allow as %XX; a space as %20); with form=True as
application/x-www-form-urlencoded instead (the URL Standard's serializer: a
space as "+", all but alphanumerics and "*-._" as %XX), and "+" read as a
space when names are compared. Parameters an edit does not touch keep their
bytes exactly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, List, Mapping, Optional, Tuple, Union

if TYPE_CHECKING:
    from . import URI, WebURL

Value = Union[str, int, float, None]
Params = Union[Mapping[str, Value], Iterable[Tuple[str, Value]]]


def _pairs(params: Optional[Params]) -> List[Tuple[str, Optional[str]]]:
    if params is None:
        return []
    items = params.items() if isinstance(params, Mapping) else params
    out: List[Tuple[str, Optional[str]]] = []
    for item in items:
        if isinstance(item, (str, bytes)) or len(item) != 2:
            raise TypeError(f"a query parameter is a (name, value) pair, not {item!r}")
        name, value = item
        if not isinstance(name, str):
            raise TypeError(f"a parameter name must be str, not {type(name).__name__}")
        if value is not None and not isinstance(value, str):
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise TypeError(f"the value of {name!r} must be str, int, float or None, not {type(value).__name__}")
            value = str(value)
        out.append((name, value))
    return out


def _encode(name: str, value: Optional[str], form: bool) -> str:
    from . import URLSearchParams, pct_encode

    if form:
        return str(URLSearchParams([(name, value or "")]))
    encoded = pct_encode(name, "query_param")
    return encoded if value is None else encoded + "=" + pct_encode(value, "query_param")


def _raw_params(uri: "URI") -> List[str]:
    return [] if uri.query is None or uri.query == "" else uri.query.split("&")


def _name_of(raw: str, form: bool) -> bytes:
    from . import pct_decode

    return pct_decode(raw.split("=", 1)[0], "query_param", plus_as_space=form, as_bytes=True)


def _matches(name: bytes, patterns: Iterable[str]) -> bool:
    """Whether a decoded name is one of `patterns` ("utm_*" a prefix), without ASCII
    case, as the dedup profile compares its tracking names."""
    name = name.lower()  # bytes.lower() folds ASCII letters only
    for p in patterns:
        wanted = p.encode().lower()
        if (p.endswith("*") and name.startswith(wanted[:-1])) or name == wanted:
            return True
    return False


def _with_raw(uri: "URI", raw: List[str]) -> "URI":
    return uri.replace(query="&".join(raw) if raw else None)


def with_query(self: "URI", params: Optional[Params] = None, *, form: bool = False) -> "URI":
    """A copy whose query holds exactly `params` (a mapping or (name, value) pairs, in order;
    a None value writes the name alone); None or no pairs remove the query."""
    return _with_raw(self, [_encode(n, v, form) for n, v in _pairs(params)])


def update_query(self: "URI", params: Params, *, form: bool = False) -> "URI":
    """A copy with each of `params` set: the first parameter of that name takes the value in its
    place and the others of that name go; a new name is appended. Names compare decoded."""
    raw = _raw_params(self)
    for name, value in _pairs(params):
        key = name.encode()
        positions = [i for i, r in enumerate(raw) if _name_of(r, form) == key]
        encoded = _encode(name, value, form)
        if not positions:
            raw.append(encoded)
            continue
        raw[positions[0]] = encoded
        for i in reversed(positions[1:]):
            del raw[i]
    return _with_raw(self, raw)


def add_or_replace_param(self: "URI", name: str, value: Value, *, form: bool = False) -> "URI":
    """update_query({name: value}) (w3lib's add_or_replace_parameter)."""
    return update_query(self, [(name, value)], form=form)


def keep_params(self: "URI", *names: str, form: bool = False) -> "URI":
    """A copy keeping only the parameters named (decoded, without ASCII case; "utm_*" is a prefix), in order."""
    return _with_raw(self, [r for r in _raw_params(self) if _matches(_name_of(r, form), names)])


def drop_params(self: "URI", *names: str, form: bool = False) -> "URI":
    """A copy without the parameters named (decoded, without ASCII case; "utm_*" is a prefix)."""
    return _with_raw(self, [r for r in _raw_params(self) if not _matches(_name_of(r, form), names)])


def _text(u: object) -> Optional[str]:
    from . import URI

    return str(u) if isinstance(u, URI) else None


def lt(self: "URI", other: object) -> bool:
    """URIs order by text: str(self) < str(other)."""
    t = _text(other)
    return NotImplemented if t is None else str(self) < t  # type: ignore[return-value]


def le(self: "URI", other: object) -> bool:
    """URIs order by text: str(self) <= str(other)."""
    t = _text(other)
    return NotImplemented if t is None else str(self) <= t  # type: ignore[return-value]


def gt(self: "URI", other: object) -> bool:
    """URIs order by text: str(self) > str(other)."""
    t = _text(other)
    return NotImplemented if t is None else str(self) > t  # type: ignore[return-value]


def ge(self: "URI", other: object) -> bool:
    """URIs order by text: str(self) >= str(other)."""
    t = _text(other)
    return NotImplemented if t is None else str(self) >= t  # type: ignore[return-value]



def _href(u: object) -> Optional[str]:
    from . import WebURL

    return u.href if isinstance(u, WebURL) else None


def web_lt(self: "WebURL", other: object) -> bool:
    """WebURLs order by href."""
    t = _href(other)
    return NotImplemented if t is None else self.href < t  # type: ignore[return-value]


def web_le(self: "WebURL", other: object) -> bool:
    """WebURLs order by href."""
    t = _href(other)
    return NotImplemented if t is None else self.href <= t  # type: ignore[return-value]


def web_gt(self: "WebURL", other: object) -> bool:
    """WebURLs order by href."""
    t = _href(other)
    return NotImplemented if t is None else self.href > t  # type: ignore[return-value]


def web_ge(self: "WebURL", other: object) -> bool:
    """WebURLs order by href."""
    t = _href(other)
    return NotImplemented if t is None else self.href >= t  # type: ignore[return-value]
