"""Shared fixtures: where the shared URL lists and the WPT data are."""

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("URIKIT_SHARED_DATA", ROOT.parent / "shared" / "data"))


def data_lines(name: str) -> list:
    """The lines of a shared URL list, only the trailing newline (\\n or \\r\\n) removed."""
    with open(SHARED / name, "rb") as f:
        return [line.rstrip(b"\n").rstrip(b"\r").decode("utf-8", "surrogateescape") for line in f]


@pytest.fixture(scope="session")
def shared_data() -> Path:
    """The shared data folder; a test that asks for it is skipped (with the reason) without it."""
    if not (SHARED / "kasztp.txt").is_file():
        pytest.skip(f"no shared data at {SHARED} (../shared/data beside the repository, or URIKIT_SHARED_DATA)")
    return SHARED


@pytest.fixture(scope="session")
def all_lines(shared_data) -> list:
    """Every line of every shared URL list (*.txt), in order."""
    lines = []
    for path in sorted(shared_data.glob("*.txt")):
        lines.extend(data_lines(path.name))
    assert len(lines) > 100_000
    return lines
