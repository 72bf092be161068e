"""Shared paths and fixtures for the urlkit Python tests.

The tests run against the installed package (``pip install ./python``), and
read the repository's own test data: the conformance vectors of the Rust
library (urlkit/tests/data, sources in its PROVENANCE.md) and the URL lists
of data/urls.
"""

from __future__ import annotations

import pathlib

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
VECTORS = REPO / "urlkit" / "tests" / "data"
URL_LISTS = REPO / "data" / "urls"


def url_list(name: str) -> list[str]:
    """One of the shipped URL lists, a URL a line."""
    text = (URL_LISTS / name).read_text(encoding="utf-8")
    return [line for line in text.split("\n") if line]


@pytest.fixture(scope="session")
def all_urls() -> list[str]:
    """The three shipped lists together (about 97 000 URLs)."""
    out: list[str] = []
    for name in ("kasztp.txt", "isaacs_files.txt", "node_files.txt"):
        out.extend(url_list(name))
    return out
