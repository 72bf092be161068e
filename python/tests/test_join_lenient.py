"""The lenient join: following a link as a browser would, with every
repair reported, and the strict join's answer wherever that one has one."""

from __future__ import annotations

import pytest

import urlkit
from _paths import url_list

BASE = "http://a/b/c/d;p?q"

# RFC 3986 §5.4.1, the normal examples.
NORMAL = {
    "g:h": "g:h",
    "g": "http://a/b/c/g",
    "./g": "http://a/b/c/g",
    "g/": "http://a/b/c/g/",
    "/g": "http://a/g",
    "//g": "http://g",
    "?y": "http://a/b/c/d;p?y",
    "g?y": "http://a/b/c/g?y",
    "#s": "http://a/b/c/d;p?q#s",
    "g#s": "http://a/b/c/g#s",
    ";x": "http://a/b/c/;x",
    "": "http://a/b/c/d;p?q",
    ".": "http://a/b/c/",
    "..": "http://a/b/",
    "../g": "http://a/b/g",
    "../..": "http://a/",
    "../../g": "http://a/g",
}


@pytest.mark.parametrize("href,target", sorted(NORMAL.items()))
def test_rfc_examples_need_no_repair(href: str, target: str) -> None:
    u, repairs = urlkit.join_lenient(BASE, href)
    assert (str(u), repairs) == (target, [])


def test_backslashes_are_slashes_under_http() -> None:
    u, repairs = urlkit.join_lenient(
        urlkit.parse("http://example.com/blog/2024/post.html"), "\\images\\logo.png"
    )
    assert str(u) == "http://example.com/images/logo.png"
    assert repairs, "the backslashes are reported"
    assert all(isinstance(r, urlkit.Repair) for r in repairs)


def test_spaces_are_encoded_and_reported() -> None:
    u, repairs = urlkit.join_lenient("http://example.com/dir/", " a b ")
    assert str(u) == "http://example.com/dir/a%20b"
    assert {r.kind for r in repairs} >= {"percent-encoded"}


def test_a_relative_base_is_refused() -> None:
    with pytest.raises(urlkit.Error):
        urlkit.join_lenient("/relative/base", "g")


def test_equal_to_the_strict_join_wherever_it_succeeds() -> None:
    base = urlkit.parse("https://www.example.com/docs/a/b/index.html?q=1")
    lines = url_list("kasztp.txt")[:3000] + url_list("node_files.txt")[:3000]
    checked = 0
    for href in lines:
        try:
            strict = base.join(href)
        except (urlkit.ParseError, urlkit.Error):
            try:
                u, _ = urlkit.join_lenient(base, href)
            except urlkit.ParseError:
                continue
            # Whatever was repaired, the answer is a URI.
            assert urlkit.is_valid(str(u)) and u.scheme is not None, href
            continue
        u, repairs = urlkit.join_lenient(base, href)
        assert (str(u), repairs) == (str(strict), []), href
        checked += 1
    assert checked > 1000
