"""urikit.URIError: why an input was refused, and where."""

from __future__ import annotations

from typing import Optional, Union

_WINDOW = 40  # characters shown on each side of the error's position


class URIError(ValueError):
    """An input urikit refused: a ValueError with the reason and the spot.

    Attributes:
        code: the reason's name, as urikit's C++ ``errc`` names it
            (``"invalid_port"``, ``"bad_pct_encoding"``, ``"idna_disallowed"`` ...).
        offset: the 0-based byte offset in the input's UTF-8 bytes where it
            stopped being acceptable.
        pos: the same place as an index into the input as given (for a
            ``str``, in code points: it differs from ``offset`` after
            non-ASCII characters; for ``bytes``, equal to ``offset``).
        text: the input that was refused (for a base or a ``replace()``
            value, that value).
        reason: a short human-readable reason.
        index: in a batch call, the index of the failing item; else None.
    """

    def __init__(self, code: str, offset: int, pos: int, text: Union[str, bytes, None],
                 reason: str, index: Optional[int] = None) -> None:
        super().__init__(code, offset, pos, text, reason, index)
        self.code = code
        self.offset = offset
        self.pos = pos
        self.text = text
        self.reason = reason
        self.index = index

    def __str__(self) -> str:
        where = f"at position {self.pos}"
        if self.pos != self.offset:
            where += f" (byte {self.offset})"
        if self.index is not None:
            where += f" of item {self.index}"
        head = f"{self.reason} [{self.code}] {where}"
        if self.text is None:
            return head
        return head + "\n" + _pointer(self.text, self.pos)


def _pointer(text: Union[str, bytes], pos: int) -> str:
    """Two lines: the text around `pos` (as repr shows it) and a caret under `pos`."""
    start = max(0, pos - _WINDOW)
    end = min(len(text), pos + _WINDOW)
    shown = repr(text[start:end])
    before = repr(text[start:pos])
    quote = 2 if isinstance(text, bytes) else 1  # b' or '
    column = len(before) - 1 if pos <= len(text) else len(shown) - 1
    prefix = "..." if start > 0 else ""
    suffix = "..." if end < len(text) else ""
    caret = " " * (len(prefix) + max(column, quote)) + "^"
    return f"  {prefix}{shown}{suffix}\n  {caret}"
