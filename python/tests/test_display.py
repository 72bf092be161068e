"""URIRef.to_display(): the safe display form, with the host labels kept
in A-labels and why (the Rust library's ``UriRef::to_display``).

The spoof checks themselves are tested in the Rust library; here: what
the Python objects hold, and that the text shown maps back to the URI.
"""

from __future__ import annotations

import ast
import doctest

import pytest
from _paths import REPO, url_list

import urlkit

# The rule names of the Rust library's ``SpoofReason::code``.
CODES = {
    "not-idna",
    "deviation-character",
    "not-allowed-in-identifiers",
    "disallowed-character",
    "script-mixing",
    "mixed-numbers",
    "invisible-characters",
    "unusual-character",
    "mixed-script-confusable",
    "whole-script-confusable",
    "digit-lookalikes",
    "dangerous-pattern",
}


def test_the_stubs_name_the_codes() -> None:
    # KeptLabel.code is typed as a Literal of the codes in the stubs.
    stubs = ast.parse((REPO / "python" / "urlkit" / "__init__.pyi").read_text(encoding="utf-8"))
    [literal] = [
        node.value
        for node in stubs.body
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "_SpoofCode" for t in node.targets)
    ]
    assert isinstance(literal, ast.Subscript)
    assert {ast.literal_eval(e) for e in literal.slice.elts} == CODES  # type: ignore[attr-defined]


def test_whole_script_confusable_is_kept() -> None:
    shown = urlkit.parse("http://xn--80ak6aa92e.com/").to_display()
    assert isinstance(shown, urlkit.DisplayIRI)
    assert shown.text == "http://xn--80ak6aa92e.com/"
    assert str(shown) == shown.text
    [kept] = shown.kept
    assert isinstance(kept, urlkit.KeptLabel)
    assert kept.label == "xn--80ak6aa92e"
    assert kept.unicode == "аррӏе"  # Cyrillic
    assert kept.code == "whole-script-confusable"
    assert "Cyrillic" in kept.reason and "'apple'" in kept.reason
    assert kept.message == f"host label 'xn--80ak6aa92e' is kept in A-labels: it {kept.reason}"
    assert str(kept) == kept.message
    assert repr(kept) == "KeptLabel(label='xn--80ak6aa92e', unicode='аррӏе', code='whole-script-confusable')"


def test_a_plain_idn_is_shown_in_unicode() -> None:
    shown = urlkit.parse("http://xn--bcher-kva.example/").to_display()
    assert shown.text == "http://bücher.example/"
    assert shown.kept == []
    assert isinstance(shown.iri, urlkit.IRIRef)
    assert shown.iri.host == "bücher.example"
    assert str(shown.iri) == shown.text
    assert repr(shown) == "DisplayIRI(text='http://bücher.example/', kept=[])"


def test_same_label_under_its_own_script_tld_is_shown() -> None:
    # Rule 10 holds only under a top-level domain not of the label's script.
    ru = urlkit.parse("http://xn--80ak6aa92e.ru/").to_display()
    assert ru.text == "http://аррӏе.ru/"
    assert ru.kept == []


def test_mixed_script_label_and_non_ascii_elsewhere() -> None:
    # Latin "pple" after a Cyrillic "а": kept, while the path and query
    # are decoded as to_iri() decodes them.
    shown = urlkit.parse("https://xn--pple-43d.com/stra%C3%9Fe?q=%C3%BC#%C3%A9").to_display()
    assert shown.text == "https://xn--pple-43d.com/straße?q=ü#é"
    assert [k.code for k in shown.kept] == ["script-mixing"]
    assert shown.kept[0].unicode == "аpple"
    assert shown.iri.path == "/straße"


def test_bad_punycode_has_no_unicode() -> None:
    [kept] = urlkit.parse("http://xn--a.example/").to_display().kept
    assert kept.label == "xn--a"
    assert kept.unicode is None
    assert kept.code == "not-idna"
    assert repr(kept) == "KeptLabel(label='xn--a', unicode=None, code='not-idna')"


def test_labels_kept_in_host_order_as_written() -> None:
    shown = urlkit.parse("http://XN--80AK6AA92E.xn--bcher-kva.xn--pple-43d.com/").to_display()
    assert [k.label for k in shown.kept] == ["XN--80AK6AA92E", "xn--pple-43d"]
    assert shown.text == "http://XN--80AK6AA92E.bücher.xn--pple-43d.com/"
    assert [k.code for k in shown.kept] == ["whole-script-confusable", "script-mixing"]


def test_a_bad_label_keeps_the_whole_host() -> None:
    # IDNA reads a host's labels together (the bidi rule): when the host
    # shown would not map back, every A-label stays, as not-idna.
    shown = urlkit.parse("http://xn--bcher-kva.xn--a.com/").to_display()
    assert shown.text == "http://xn--bcher-kva.xn--a.com/"
    assert [(k.label, k.code) for k in shown.kept] == [("xn--bcher-kva", "not-idna"), ("xn--a", "not-idna")]
    assert shown.kept[0].unicode == "bücher"


@pytest.mark.parametrize(
    "text",
    ["", "a/%C3%A4", "//h", "mailto:a@b.example", "http://[::1]:80/", "http://192.0.2.1/%FF"],
)
def test_without_idn_the_display_is_to_iri(text: str) -> None:
    u = urlkit.parse(text)
    shown = u.to_display()
    assert shown.text == str(u.to_iri())
    assert shown.kept == []


def test_invalid_text_and_arguments() -> None:
    # Only a parsed reference has a display form; the method takes nothing.
    with pytest.raises(urlkit.ParseError):
        urlkit.parse("http://xn--80ak6aa92e.com/a b").to_display()
    with pytest.raises(TypeError):
        urlkit.parse("http://h/").to_display("x")  # type: ignore[call-arg]
    with pytest.raises(AttributeError):
        urlkit.parse_iri("http://h/").to_display()  # type: ignore[attr-defined]


def test_the_objects_are_immutable() -> None:
    shown = urlkit.parse("http://xn--80ak6aa92e.com/").to_display()
    with pytest.raises(AttributeError):
        shown.text = "x"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        shown.kept[0].code = "x"  # type: ignore[misc]
    # The list is a fresh copy each time: changing it changes nothing.
    shown.kept.clear()
    assert len(shown.kept) == 1


def _parts(u: urlkit.URIRef) -> tuple[object, ...]:
    """The components, the host in lowercase: an A-label kept as written
    (``XN--80AK6AA92E``) maps back as it is, while ``to_iri()`` decodes it
    and ``to_uri()`` encodes it again in lowercase."""
    host = u.host.lower() if u.host is not None else None
    return (u.scheme, u.userinfo, host, u.port_text, u.path, u.query, u.fragment)


def _maps_back(u: urlkit.URIRef) -> urlkit.DisplayIRI:
    """The property: the text shown, parsed as an IRI, maps to the URI
    that the IRI of ``to_iri()`` maps to (up to the case of the host)."""
    shown = u.to_display()
    back = urlkit.parse_iri(shown.text).to_uri()
    want = u.to_iri().to_uri()
    assert _parts(back) == _parts(want), (str(u), shown.text, str(back), str(want))
    host = (u.host or "").split(".")
    for k in shown.kept:
        assert k.label in host and k.label.lower().startswith("xn--"), (str(u), k)
        assert k.code in CODES
        # The message names the label (shortened when long) and the reason.
        assert k.message.startswith(f"host label '{k.label[:20]}"), k.message
        assert k.message.endswith(f"' is kept in A-labels: it {k.reason}"), k.message
    return shown


@pytest.mark.parametrize(
    "text",
    [
        "http://XN--80AK6AA92E.com/%c3%a4",
        "http://Xn--Bcher-kva.Example/",
        "https://u%C3%A9@xn--pple-43d.xn--bcher-kva.com:8080/a%2Fb/%E2%80%AE?x=%C3%BC#%F0%9F%98%80",
        "//xn--80ak6aa92e.ru",
        "http://xn--a.xn--bcher-kva.com/",
    ],
)
def test_examples_map_back(text: str) -> None:
    _maps_back(urlkit.parse(text))


def test_the_url_lists_map_back(all_uris: list[urlkit.URIRef]) -> None:
    checked = 0
    for u in all_uris:
        text = str(u)
        shown = _maps_back(u)
        # The lists hold no A-labels: nothing is kept, and the display
        # form is to_iri()'s.
        if "xn--" not in (u.host or "").lower():
            assert shown.kept == [] and shown.text == str(u.to_iri()), text
        checked += 1
    assert checked > 90_000


# Letters with a Cyrillic look-alike, and Latin letters with a diacritic.
CYRILLIC = str.maketrans("aceopxyi", "асеорхуі")
ACCENTED = str.maketrans("aeou", "äéöü")


def _idn_variants() -> list[tuple[str, str, str]]:
    """(URL, variant kind, Unicode label) for the first label of each
    distinct host of the kasztp list, turned into an A-label three ways:
    every letter with a look-alike made Cyrillic, one letter made
    Cyrillic beside the Latin rest, and Latin letters accented."""
    out: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    for text in url_list("kasztp.txt"):
        try:
            u = urlkit.parse(text.lstrip("\ufeff"))
        except urlkit.ParseError:
            continue
        if u.host_kind != "reg-name" or not u.host or u.scheme not in ("http", "https"):
            continue
        labels = u.host.lower().split(".")
        at = 1 if labels[0] == "www" and len(labels) > 2 else 0
        first = labels[at]
        if first in seen or not first.isascii() or not first.isalpha():
            continue
        seen.add(first)
        variants = [("accented", first.translate(ACCENTED))]
        cyr = first.translate(CYRILLIC)
        if cyr != first:
            latin_left = any("a" <= c <= "z" for c in cyr)
            variants.append(("mixed" if latin_left else "cyrillic", cyr))
            # One letter Cyrillic, the rest Latin.
            i = next(i for i, (a, b) in enumerate(zip(first, cyr)) if a != b)
            if len(first) > 1:
                variants.append(("mixed", first[:i] + cyr[i] + first[i + 1 :]))
        for kind, label in variants:
            if label == first:
                continue
            try:
                ascii_host = urlkit.to_ascii(".".join(labels[:at] + [label] + labels[at + 1 :]))
            except urlkit.Error:
                continue
            out.append((str(u.replace(host=ascii_host)), kind, label))
        if len(seen) >= 1500:
            break
    return out


def test_idn_variants_of_the_listed_hosts() -> None:
    variants = _idn_variants()
    assert len(variants) > 2000
    shown_kinds: dict[str, int] = {}
    for url, kind, label in variants:
        shown = _maps_back(urlkit.parse(url))
        kept = {k.unicode: k for k in shown.kept}
        if kind == "mixed":
            # Latin beside Cyrillic is never "Highly Restrictive" (UTS 39).
            assert label in kept, (url, label, shown)
            assert kept[label].code in ("script-mixing", "mixed-script-confusable"), kept[label]
        if kind == "accented":
            # Latin letters only, each allowed in identifiers (UTS 39):
            # no rule holds against them.
            assert label not in kept, (url, kept[label])
        if label not in kept:
            assert label in (shown.iri.host or "").split("."), (url, shown)
            shown_kinds[kind] = shown_kinds.get(kind, 0) + 1
    assert shown_kinds.get("accented", 0) > 1000, shown_kinds
    assert "mixed" not in shown_kinds


def test_the_example_in_the_docs() -> None:
    # docs/python.md's example of to_display, run as a doctest.
    text = (REPO / "docs" / "python.md").read_text(encoding="utf-8")
    blocks = [b.split("```", 1)[0] for b in text.split("```python\n")[1:]]
    [block] = [b for b in blocks if "to_display()" in b]
    test = doctest.DocTestParser().get_doctest(block, {"urlkit": urlkit}, "docs/python.md", None, 0)
    assert len(test.examples) == 3
    report: list[str] = []
    result = doctest.DocTestRunner().run(test, out=report.append)
    assert result.failed == 0, "".join(report)
