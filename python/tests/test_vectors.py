"""The Python binding gives the Rust library's answers on the public
conformance vectors the library itself is tested on (urlkit/tests/data:
RFC 3986 examples, boost.url, rfc3986, iri-string, fluent-uri, oxiri;
sources in PROVENANCE.md there)."""

from __future__ import annotations

import json

import pytest

import urlkit
from _paths import VECTORS

PARSE = json.loads((VECTORS / "parse.json").read_text(encoding="utf-8"))
IRI = json.loads((VECTORS / "iri.json").read_text(encoding="utf-8"))
COMPONENTS = ("scheme", "authority", "userinfo", "host", "host_kind", "port", "path", "query", "fragment")


def tsv(name: str) -> list[list[str]]:
    rows = []
    for line in (VECTORS / name).read_text(encoding="utf-8").split("\n"):
        if line and not line.startswith("#"):
            rows.append(line.split("\t"))
    return rows


def parses(text: str):
    try:
        return urlkit.parse(text)
    except urlkit.ParseError:
        return None


def whole(text: str, component: str, expected: str) -> bool:
    u = parses(text)
    return u is not None and getattr(u, component) == expected


def matches_rule(rule: str, s: str) -> bool:
    """Validity under one ABNF rule, read through the URI-reference parser
    as the Rust test (urlkit/tests/it/parse.rs) reads it."""
    if rule == "URI-reference":
        return parses(s) is not None
    if rule == "URI":
        u = parses(s)
        return u is not None and u.is_absolute
    if rule == "absolute-URI":
        u = parses(s)
        return u is not None and u.is_absolute and u.fragment is None
    if rule == "relative-ref":
        u = parses(s)
        return u is not None and not u.is_absolute
    if rule == "authority":
        return whole(f"//{s}", "authority", s)
    if rule == "IPv4address":
        u = parses(f"//{s}")
        return u is not None and u.host == s and u.host_kind == "ipv4"
    if rule == "IPv6address":
        u = parses(f"//[{s}]")
        return u is not None and u.host == f"[{s}]" and u.host_kind == "ipv6"
    raise AssertionError(f"no test for rule {rule!r}")


def expected_validity(case: dict) -> bool:
    """The source's validity, or for a disputed case the strict RFC 3986
    reading its note states (as urlkit/tests/it/parse.rs decides)."""
    if not case.get("disputed"):
        return case["valid"]
    if "strict RFC 3986 ABNF reading: valid=false" in case["note"]:
        return False
    if "strict RFC 3986 ABNF reading: valid=true" in case["note"]:
        return True
    raise AssertionError(f"disputed case without a strict reading: {case}")


@pytest.mark.parametrize("case", PARSE, ids=lambda c: f"{c.get('rule', 'URI-reference')}:{c['input']!r}"[:80])
def test_parse_vector(case: dict) -> None:
    rule = case.get("rule", "URI-reference")
    valid = expected_validity(case)
    assert matches_rule(rule, case["input"]) == valid
    if not valid:
        if rule == "URI-reference":
            with pytest.raises(urlkit.ParseError) as info:
                urlkit.parse(case["input"])
            err = info.value
            assert isinstance(err, ValueError)
            assert 0 <= err.index <= len(case["input"].encode())
            assert err.message == str(err) and err.kind
        return
    if case.get("disputed") or rule not in ("URI-reference", "URI", "absolute-URI", "relative-ref"):
        return  # components only where the source's reading stands, of a reference
    u = urlkit.parse(case["input"])
    assert str(u) == case["input"]
    for key in COMPONENTS:
        if key not in case:
            continue
        if key == "port":
            assert u.port_text == case["port"]
            digits = case["port"]
            assert u.port == (int(digits) if digits else None)
        else:
            assert getattr(u, key) == case[key], key


def test_parse_vectors_are_many() -> None:
    # A guard that the file was found and read: an empty parametrization
    # would pass without testing anything.
    assert len(PARSE) > 700


@pytest.mark.parametrize("row", tsv("resolve.tsv"), ids=lambda r: f"{r[0]}:{r[1]}+{r[2]}"[:80])
def test_resolve_vector(row: list[str]) -> None:
    mode, base, ref, expected = row[:4]
    got = urlkit.parse(base).join(ref, strict=(mode == "strict"))
    assert str(got) == expected


@pytest.mark.parametrize("row", tsv("normalize.tsv"), ids=lambda r: f"{r[0]}:{r[1]}"[:80])
def test_normalize_vector(row: list[str]) -> None:
    level, given, expected = row[:3]
    assert str(urlkit.parse(given).normalize(level)) == expected
    # and equivalence follows the normal form
    assert urlkit.parse(given).equivalent(expected)


@pytest.mark.parametrize("case", IRI, ids=lambda c: repr(c["input"])[:80])
def test_iri_vector(case: dict) -> None:
    rule = case.get("rule", "IRI-reference")
    try:
        i = urlkit.parse_iri(case["input"])
    except urlkit.ParseError:
        i = None
    if rule == "IRI":
        ok = i is not None and i.is_absolute
    elif rule == "IRI-reference":
        ok = i is not None
    elif rule == "absolute-IRI":
        ok = i is not None and i.is_absolute and i.fragment is None
    elif rule == "irelative-ref":
        ok = i is not None and not i.is_absolute
    else:
        pytest.skip(f"rule {rule} is checked by the Rust tests only")
    assert ok == case["valid"]
    if i is not None:
        assert str(i) == case["input"]
        # Its URI is a URI reference with the same shape.
        u = i.to_uri()
        assert u.is_absolute == i.is_absolute
        assert (u.fragment is None) == (i.fragment is None)
