"""Where urllib.parse, yarl or rfc3986 answer differently from RFC 3986 on
the same input: each test names the input, checks both answers (the peer's
live, from the installed package) and the RFC section that decides.
docs/python.md ("Coming from urllib, yarl or rfc3986") lists the same rows.
"""

from __future__ import annotations

from urllib.parse import urljoin, urlsplit

import pytest

import urlkit


def kind_of_error(text: str) -> str:
    with pytest.raises(urlkit.ParseError) as info:
        urlkit.parse(text)
    return info.value.kind


# urllib.parse ---------------------------------------------------------------------


def test_leading_blank_rfc3986_section_3_1() -> None:
    # urllib strips it (the fix of CVE-2023-24329); RFC 3986 §3.1: a scheme
    # starts with a letter, and a space is no URI character (§2).
    assert urlsplit(" http://h/").scheme == "http"
    # (read as a relative path, the space is the first invalid character)
    assert kind_of_error(" http://h/") == "invalid-path"


def test_tab_in_path_rfc3986_section_2() -> None:
    # urllib removes tabs and newlines (bpo-43882); they are no URI characters.
    assert urlsplit("http://h/a\tb").path == "/ab"
    assert kind_of_error("http://h/a\tb") == "invalid-path"


def test_space_in_host_rfc3986_section_3_2_2() -> None:
    assert urlsplit("http://a b/").netloc == "a b"
    assert kind_of_error("http://a b/") == "invalid-host"


def test_large_port_rfc3986_section_3_2_3() -> None:
    # port = *DIGIT: no range in RFC 3986 (a scheme may limit it).
    with pytest.raises(ValueError):
        urlsplit("http://h:99999/").port
    assert urlkit.parse("http://h:99999/").port == 99999


def test_empty_and_absent_query_rfc3986_section_5_3() -> None:
    assert urlsplit("http://h").query == urlsplit("http://h?").query == ""
    assert urlkit.parse("http://h").query is None
    assert urlkit.parse("http://h?").query == ""


def test_case_is_kept_rfc3986_section_6_2_2_1() -> None:
    split = urlsplit("HTTP://Example.COM/")
    assert (split.scheme, split.hostname) == ("http", "example.com")
    u = urlkit.parse("HTTP://Example.COM/")
    assert (u.scheme, u.host) == ("HTTP", "Example.COM")
    assert str(u.normalize()) == "http://example.com/"  # folding is normalization


def test_join_for_any_scheme_rfc3986_section_5_2() -> None:
    # cpython#110463: urljoin resolves only the schemes in uses_relative.
    assert urljoin("s3://bucket/dir/", "key") == "key"
    assert str(urlkit.parse("s3://bucket/dir/").join("key")) == "s3://bucket/dir/key"


def test_same_scheme_reference_rfc3986_section_5_2_2() -> None:
    # urllib applies the non-strict rule; RFC 3986's strict parser keeps it.
    assert urljoin("http://a/b", "http:g") == "http://a/g"
    assert str(urlkit.parse("http://a/b").join("http:g")) == "http:g"
    assert str(urlkit.parse("http://a/b").join("http:g", strict=False)) == "http://a/g"


# yarl ------------------------------------------------------------------------------


def test_yarl_requotes_unreserved_rfc3986_section_6_2_2_2() -> None:
    yarl = pytest.importorskip("yarl")
    assert str(yarl.URL("http://h/%7e")) == "http://h/~"
    assert str(urlkit.parse("http://h/%7e")) == "http://h/%7e"
    # decoding %7E is a normalization, done when asked:
    assert str(urlkit.parse("http://h/%7e").normalize()) == "http://h/~"


def test_yarl_encodes_a_space_silently_rfc3986_section_3_3() -> None:
    yarl = pytest.importorskip("yarl")
    assert str(yarl.URL("http://h/a b")) == "http://h/a%20b"
    assert kind_of_error("http://h/a b") == "invalid-path"
    # the lenient parse does the same repair, and says so:
    u, repairs = urlkit.parse_lenient("http://h/a b")
    assert str(u) == "http://h/a%20b" and [r.kind for r in repairs] == ["percent-encoded"]


def test_yarl_lowercases_the_host_rfc3986_section_6_2_2_1() -> None:
    yarl = pytest.importorskip("yarl")
    assert str(yarl.URL("http://EXAMPLE.com/")) == "http://example.com/"
    assert str(urlkit.parse("http://EXAMPLE.com/")) == "http://EXAMPLE.com/"


# rfc3986 ---------------------------------------------------------------------------


def test_rfc3986_encodes_a_space_silently_rfc3986_section_3_3() -> None:
    rfc3986 = pytest.importorskip("rfc3986")
    ref = rfc3986.uri_reference("http://h/a b")
    assert ref.unsplit() == "http://h/a%20b" and ref.is_valid()
    assert kind_of_error("http://h/a b") == "invalid-path"


def test_rfc3986_normalize_keeps_default_port_and_encoding_rfc3986_section_6() -> None:
    rfc3986 = pytest.importorskip("rfc3986")
    assert rfc3986.uri_reference("http://h:80/%7e").normalize().unsplit() == "http://h:80/%7E"
    # §6.2.2.2: %7E is unreserved, decoded; §6.2.3: the default port dropped.
    assert str(urlkit.parse("http://h:80/%7e").normalize()) == "http://h/~"
