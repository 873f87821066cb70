"""The web mode from Python against WPT's urltestdata.json (the pinned copy in ../shared/data/wpt)."""

import json

import pytest

import urikit
from urikit import URIError

GETTERS = ["href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"]
# The URL class's attribute names (WPT's keys) read as WebURL's: its host is host_and_port.
ATTRIBUTE = {g: ("host_and_port" if g == "host" else g) for g in GETTERS}


def cases(shared):
    with open(shared / "wpt" / "urltestdata.json", encoding="utf-8") as f:
        return [c for c in json.load(f) if isinstance(c, dict)]


def test_urltestdata_href_and_every_getter(shared_data):
    if not urikit.available("idna"):
        pytest.skip("built without ICU: the C++ tests count the IDNA cases apart")
    checked = 0
    for case in cases(shared_data):
        if case.get("failure"):
            with pytest.raises(URIError):
                urikit.parse_web(case["input"], case.get("base"))
            continue
        url = urikit.parse_web(case["input"], case.get("base"))
        got = {g: getattr(url, ATTRIBUTE[g]) for g in GETTERS}
        want = {g: case[g] for g in GETTERS}
        assert got == want, case["input"]
        if "origin" in case:
            assert url.origin == case["origin"], case["input"]
        assert urikit.href(case["input"], case.get("base")) == case["href"]
        checked += 1
    assert checked > 600
