"""Paths to the repository's test data, for the urlkit Python tests.

The tests run against the installed package (``pip install ./python``), and
read the repository's own test data: the conformance vectors of the Rust
library (urlkit/tests/data, sources in its PROVENANCE.md) and the URL lists
of data/urls.
"""

from __future__ import annotations

import pathlib

REPO = pathlib.Path(__file__).resolve().parents[2]
VECTORS = REPO / "urlkit" / "tests" / "data"
URL_LISTS = REPO / "data" / "urls"


def url_list(name: str) -> list[str]:
    """One of the shipped URL lists, a URL a line."""
    text = (URL_LISTS / name).read_text(encoding="utf-8")
    return [line for line in text.split("\n") if line]
