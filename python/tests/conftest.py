"""Fixtures shared by the urlkit Python tests."""

from __future__ import annotations

import pytest
from _paths import url_list

import urlkit


@pytest.fixture(scope="session")
def all_urls() -> list[str]:
    """The three shipped lists together (about 97 000 URLs)."""
    out: list[str] = []
    for name in ("kasztp.txt", "isaacs_files.txt", "node_files.txt"):
        out.extend(url_list(name))
    return out


@pytest.fixture(scope="session")
def all_uris(all_urls: list[str]) -> list[urlkit.URIRef]:
    """The URI references of the three lists, parsed (the invalid lines
    left out)."""
    out = []
    for text in all_urls:
        try:
            out.append(urlkit.parse(text))
        except urlkit.ParseError:
            pass
    return out
