"""URIError: the errc name, the byte offset, the index in the Python str, and a message that points."""

import pickle

import pytest

import urikit
from urikit import URIError


def raised(fn, *args, **kwargs) -> URIError:
    with pytest.raises(URIError) as e:
        fn(*args, **kwargs)
    return e.value


def test_is_a_value_error_with_code_offset_pos():
    e = raised(urikit.parse, "http://a:8x/")
    assert isinstance(e, ValueError)
    assert (e.code, e.offset, e.pos, e.text, e.index) == ("invalid_port", 10, 10, "http://a:8x/", None)
    assert "invalid port" in e.reason


def test_pos_counts_code_points_and_offset_counts_bytes():
    # "ü" is 2 bytes, "中" 3, "😀" 4 in UTF-8: the space is at index 14, byte 20
    text = "http://x/ü中😀/a b"
    e = raised(urikit.to_uri, text)
    assert (e.code, e.offset, e.pos) == ("invalid_character", 20, 14)
    assert text[e.pos] == " " and text.encode()[e.offset:e.offset + 1] == b" "


def test_web_mode_offsets_are_in_the_input_as_given():
    e = raised(urikit.href, "  http://ü.x:8ü0/")
    assert e.code == "invalid_port"
    assert "  http://ü.x:8ü0/"[e.pos] == "ü"
    assert e.offset == len("  http://ü.x:8".encode())


def test_bytes_input_pos_equals_offset():
    e = raised(urikit.to_uri, "http://x/ü a".encode())
    assert e.offset == e.pos == 11


def test_message_points_at_the_spot():
    e = raised(urikit.parse, "http://exa mple.com/")
    lines = str(e).splitlines()
    assert lines[0] == "character not allowed anywhere in a URI [invalid_character] at position 10"
    assert lines[1] == "  'http://exa mple.com/'"
    assert lines[2].index("^") == lines[1].index("'") + 1 + 10
    e = raised(urikit.to_uri, "http://ü/中 x")
    assert "at position 10 (byte 13)" in str(e).splitlines()[0]
    line, caret = str(e).splitlines()[1:]
    assert line[caret.index("^")] == " "


def test_message_of_a_long_input_shows_a_window():
    text = "http://a/" + "x" * 200 + " " + "y" * 200
    e = raised(urikit.parse, text)
    line, caret = str(e).splitlines()[1:]
    assert len(line) < 100 and line.startswith("  ...'") and line.endswith("'...")
    assert line[caret.index("^")] == " "


def test_base_errors_name_the_base():
    e = raised(urikit.normalize, "x", web=True, base="not a url")
    assert (e.code, e.text) == ("relative_without_base", "not a url")


def test_pickles_with_its_attributes():
    e = raised(urikit.parse, "http://a:8x/")
    back = pickle.loads(pickle.dumps(e))
    assert (back.code, back.offset, back.pos, back.text, back.reason) == (e.code, e.offset, e.pos, e.text, e.reason)
    assert str(back) == str(e)


@pytest.mark.parametrize("text, code", [
    ("%", "bad_pct_encoding"), ("1a:b", "colon_in_first_segment"), ("http://[::1", "invalid_ip_literal"),
    ("http://[v1.]/", "invalid_ipvfuture"), ("http://a#b#c", "invalid_fragment"), ("http://a/?<", "invalid_character"),
])
def test_codes_are_the_errc_names(text, code):
    assert raised(urikit.parse, text).code == code
