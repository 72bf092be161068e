"""The per-URL API: every function on valid, invalid, empty, None and
non-ASCII input, with the answers of RFC 3986 (and of the Rust library's
own examples)."""

from __future__ import annotations

import copy
import pickle

import pytest

import urlkit


# parse and the components ---------------------------------------------------


def test_components_of_the_rfc_example() -> None:
    u = urlkit.parse("foo://user@example.com:8042/over/there?name=ferret#nose")
    assert (u.scheme, u.userinfo, u.host, u.port, u.path, u.query, u.fragment) == (
        "foo", "user", "example.com", 8042, "/over/there", "name=ferret", "nose",
    )
    assert u.authority == "user@example.com:8042"
    assert u.host_kind == "reg-name"
    assert u.is_absolute
    assert u.segments == ["over", "there"]


def test_absent_is_none_and_empty_is_empty_string() -> None:
    absent = urlkit.parse("http://h")
    assert (absent.query, absent.fragment, absent.userinfo, absent.port) == (None, None, None, None)
    assert absent.path == ""
    empty = urlkit.parse("http://@h:?#")
    assert (empty.userinfo, empty.port_text, empty.query, empty.fragment) == ("", "", "", "")
    assert empty.port is None  # an empty port is no port number


def test_empty_string_is_a_relative_reference() -> None:
    u = urlkit.parse("")
    assert str(u) == "" and u.path == "" and u.scheme is None and not u.is_absolute


def test_str_is_the_exact_input_object() -> None:
    text = "HTTP://Example.COM:80/%7e/./a?b#c"
    u = urlkit.parse(text)
    assert str(u) is text  # the very object: nothing was rewritten or copied


def test_host_kinds_and_ports() -> None:
    assert urlkit.parse("http://[::1]:8080/").host == "[::1]"
    assert urlkit.parse("http://[::1]:8080/").host_kind == "ipv6"
    assert urlkit.parse("http://127.0.0.1/").host_kind == "ipv4"
    assert urlkit.parse("http://[v7.x]/").host_kind == "ipvfuture"
    assert urlkit.parse("mailto:a@b").host is None
    # RFC 3986 §3.2.3: port = *DIGIT, no range. Python ints have none either.
    assert urlkit.parse("http://h:99999999999999999999999/").port == 99999999999999999999999
    assert urlkit.parse("http://h:007/").port == 7


def test_non_ascii_is_not_a_uri_but_is_an_iri() -> None:
    with pytest.raises(urlkit.ParseError) as info:
        urlkit.parse("http://bücher.example/")
    assert info.value.kind == "invalid-host"
    assert info.value.index == 8  # the byte index of "ü"
    i = urlkit.parse_iri("http://bücher.example/straße?q=ü#é")
    assert (i.host, i.path, i.query, i.fragment) == ("bücher.example", "/straße", "q=ü", "é")
    assert str(i.to_uri()) == "http://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC#%C3%A9"
    assert len(i) == len("http://bücher.example/straße?q=ü#é")


def test_parse_error_says_kind_index_and_message() -> None:
    with pytest.raises(urlkit.ParseError) as info:
        urlkit.parse("http://example.com/a b")
    err = info.value
    assert isinstance(err, ValueError) and isinstance(err, urlkit.Error)
    assert err.kind == "invalid-path"
    assert err.index == 20
    assert err.message == str(err)
    assert err.message == "invalid character in path at index 20: ' ' (expected pchar, '/', '?', '#' or the end)"


@pytest.mark.parametrize(
    "text, kind",
    [
        (" http://h/", "invalid-path"),  # CVE-2023-24329's leading blank: refused
        ("http://h/\t", "invalid-path"),
        ("http://h:8x/", "invalid-port"),
        ("http://[::1/", "invalid-ip-literal"),
        ("http://h/%zz", "invalid-percent-encoding"),
        ("a:b:c/%", "invalid-percent-encoding"),
        ("1http://h", "colon-in-first-segment"),
    ],
)
def test_invalid_inputs_raise(text: str, kind: str) -> None:
    with pytest.raises(urlkit.ParseError) as info:
        urlkit.parse(text)
    assert info.value.kind == kind
    assert not urlkit.is_valid(text)


def test_none_and_non_str_are_type_errors() -> None:
    for bad in (None, b"http://h/", 42):
        with pytest.raises(TypeError):
            urlkit.parse(bad)  # type: ignore[arg-type]
        with pytest.raises(TypeError):
            urlkit.is_valid(bad)  # type: ignore[arg-type]
        with pytest.raises(TypeError):
            urlkit.parse_iri(bad)  # type: ignore[arg-type]


def test_lone_surrogate_is_refused_not_crashed() -> None:
    with pytest.raises(UnicodeEncodeError):
        urlkit.parse("http://h/\ud800")


# value semantics --------------------------------------------------------------


def test_immutable_hashable_equal_by_text() -> None:
    a, b = urlkit.parse("http://h/a"), urlkit.URIRef("http://h/a")
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != urlkit.parse("HTTP://h/a")  # equal means the same text
    assert a != "http://h/a"  # not a str
    assert a < urlkit.parse("http://h/b")
    with pytest.raises(AttributeError):
        a.host = "x"  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(a)) == a
    assert copy.copy(a) is a and copy.deepcopy(a) is a
    assert repr(a) == "URIRef('http://h/a')"
    assert repr(urlkit.parse_iri("/é")) == "IRIRef('/é')"


# join, normalize, equivalence, make_relative -----------------------------------


def test_join_rfc_examples_and_errors() -> None:
    base = urlkit.parse("http://a/b/c/d;p?q")
    assert str(base.join("../g?y#s")) == "http://a/b/g?y#s"
    assert str(base.join(urlkit.parse("g;x"))) == "http://a/b/c/g;x"
    assert str(base.join("")) == "http://a/b/c/d;p?q"
    assert str(base.join("http:g")) == "http:g"  # strict (§5.2.2)
    assert str(base.join("http:g", strict=False)) == "http://a/b/c/g"
    # Works for any scheme (cpython#110463's s3:// case)
    assert str(urlkit.parse("s3://bucket/dir/").join("key")) == "s3://bucket/dir/key"
    with pytest.raises(urlkit.Error) as info:
        urlkit.parse("/relative").join("g")
    assert info.value.kind == "relative-base"
    with pytest.raises(urlkit.ParseError):
        base.join("a b")
    with pytest.raises(TypeError):
        base.join(None)  # type: ignore[arg-type]
    iri = urlkit.parse_iri("http://é.example/a/b")
    assert str(iri.join("../ü")) == "http://é.example/ü"


def test_normalize_and_equivalent() -> None:
    u = urlkit.parse("HTTP://Example.COM:80/a/./b/../%7euser")
    assert str(u.normalize()) == "http://example.com/a/~user"
    assert str(u.normalize("syntax")) == "http://example.com:80/a/~user"
    assert urlkit.parse("http://[::1]/").equivalent("http://[0:0::1]:80")
    assert not urlkit.parse("http://h/a").equivalent("http://h/b")
    assert str(urlkit.parse("").normalize()) == ""
    with pytest.raises(urlkit.Error):
        u.normalize("browser")
    # %2F and %25 are never decoded: that would change meaning (w3lib#131, #91)
    assert str(urlkit.parse("http://h/a%2Fb%25%23").normalize()) == "http://h/a%2Fb%25%23"
    assert str(urlkit.parse_iri("HTTP://É.example/%7e").normalize()) == "http://É.example/~"


def test_make_relative() -> None:
    base = urlkit.parse("http://a/b/c/d;p?q")
    r = base.make_relative("http://a/b/g?y")
    assert r is not None and str(r) == "../g?y"
    assert base.join(r) == urlkit.parse("http://a/b/g?y")
    assert base.make_relative("ftp://a/b") is None
    with pytest.raises(urlkit.Error):
        base.make_relative("/relative")


# edits -------------------------------------------------------------------------


def test_replace_keeps_every_other_byte() -> None:
    u = urlkit.parse("https://old.example/a%2fb?x=%7E&y#frag")
    v = u.replace(host="new.example")
    assert str(v) == "https://new.example/a%2fb?x=%7E&y#frag"
    assert str(u) == "https://old.example/a%2fb?x=%7E&y#frag"  # unchanged
    assert str(u.replace(port=8443, fragment=None)) == "https://old.example:8443/a%2fb?x=%7E&y"
    assert str(u.replace(query=None, userinfo="me")) == "https://me@old.example/a%2fb#frag"
    assert str(u.replace(scheme="http", port="")) == "http://old.example:/a%2fb?x=%7E&y#frag"
    assert str(urlkit.parse("http://h/").replace(query="q=a b&c", encoded=False)) == "http://h/?q=a%20b&c"
    assert str(urlkit.parse("http://h/").replace(path="/ü", encoded=False)) == "http://h/%C3%BC"
    assert str(urlkit.parse("http://h/").replace(host="bücher", encoded=False)) == "http://b%C3%BCcher/"


def test_replace_refuses_what_would_be_invalid() -> None:
    u = urlkit.parse("http://h/p")
    with pytest.raises(urlkit.Error):
        u.replace(query="a b")  # raw text must be valid
    with pytest.raises(urlkit.Error):
        u.replace(port="8x")
    with pytest.raises(urlkit.Error):
        u.replace(scheme="1http")
    with pytest.raises(TypeError):
        u.replace(hots="x")
    with pytest.raises(TypeError):
        u.replace(path=None)


def test_query_pairs_read_set_remove_filter() -> None:
    u = urlkit.parse("/s?q=caf%C3%A9&lang=fr&utm_source=x&q=2&f=a+b")
    assert u.query_pairs()[:2] == [("q", "café"), ("lang", "fr")]
    assert u.query_value("q") == "café"
    assert u.query_value("f") == "a+b" and u.query_value("f", form=True) == "a b"
    assert u.query_value("missing") is None
    assert str(u.remove_query_pair("utm_source")) == "/s?q=caf%C3%A9&lang=fr&q=2&f=a+b"
    assert str(u.set_query_pair("lang", "en gb")) == "/s?q=caf%C3%A9&lang=en%20gb&utm_source=x&q=2&f=a+b"
    assert str(u.filter_query(lambda k, v: not k.startswith("utm_"))) == "/s?q=caf%C3%A9&lang=fr&q=2&f=a+b"
    assert str(urlkit.parse("/s").append_query_pair("k", "ü&")) == "/s?k=%C3%BC%26"
    assert urlkit.parse("/s").query_pairs() == []
    with pytest.raises(ZeroDivisionError):
        u.filter_query(lambda k, v: 1 / 0)


def test_without_fragment_and_to_iri() -> None:
    assert str(urlkit.parse("http://h/a#f").without_fragment()) == "http://h/a"
    assert str(urlkit.parse("http://xn--bcher-kva.example/stra%C3%9Fe").to_iri()) == "http://bücher.example/straße"


# lenient parse, lint, extract ---------------------------------------------------


def test_parse_lenient_reports_repairs() -> None:
    u, repairs = urlkit.parse_lenient("  http://example.com/a b ")
    assert str(u) == "http://example.com/a%20b"
    assert [r.kind for r in repairs] == ["trimmed", "percent-encoded", "trimmed"]
    assert all(isinstance(r.message, str) and r.message for r in repairs)
    assert repairs[1].span == (22, 23)  # the space, in the input's bytes
    u, repairs = urlkit.parse_lenient("http://h/")
    assert repairs == [] and str(u) == "http://h/"
    u, repairs = urlkit.parse_lenient("http://bücher.example/ü")
    assert str(u) == "http://xn--bcher-kva.example/%C3%BC"
    assert {r.kind for r in repairs} >= {"idna"}
    with pytest.raises(urlkit.ParseError):
        urlkit.parse_lenient("http://[::1/")
    with pytest.raises(TypeError):
        urlkit.parse_lenient(None)  # type: ignore[arg-type]


def test_lint() -> None:
    codes = [w.code for w in urlkit.lint("http://0x7f.1/%2e%2e/admin")]
    assert "rare-ipv4-form" in codes and "encoded-dot-segment" in codes
    w = urlkit.lint(urlkit.parse("ftp://anna:s3cret@ftp.example/"))[0]
    assert (w.code, w.severity) == ("password-in-userinfo", "danger")
    assert "ftp://anna:s3cret@ftp.example/"[w.span[0]:w.span[1]] == "s3cret"
    assert urlkit.lint("https://example.com/") == []
    assert urlkit.lint("") == []
    assert urlkit.parse("ftp://anna:s3cret@h/").lint()[0].code == "password-in-userinfo"
    with pytest.raises(urlkit.ParseError):
        urlkit.lint("http://h/a b")
    with pytest.raises(TypeError):
        urlkit.lint(None)  # type: ignore[arg-type]


def test_extract() -> None:
    text = "See <URL:ftp://ftp.example/pub/> or (http://example.com/a_(b)). Ünïcode http://bücher.example/x"
    found = urlkit.extract(text)
    assert [str(f.uri) for f in found][:2] == ["ftp://ftp.example/pub/", "http://example.com/a_(b)"]
    for f in found:
        assert text.encode()[f.span[0]:f.span[1]].decode() == f.text
    assert urlkit.extract("") == []
    assert urlkit.extract("no links here") == []
    with pytest.raises(TypeError):
        urlkit.extract(None)  # type: ignore[arg-type]


# percent-encoding, IDNA ------------------------------------------------------------


def test_percent_encoding() -> None:
    assert urlkit.percent_encode("a b/c", "segment") == "a%20b%2Fc"
    assert urlkit.percent_encode("a b/c", "path") == "a%20b/c"
    assert urlkit.percent_encode("Tom & Jerry", "form") == "Tom+%26+Jerry"
    assert urlkit.percent_encode("é", "query") == "%C3%A9"
    assert urlkit.percent_encode("", "query") == ""
    with pytest.raises(urlkit.Error):
        urlkit.percent_encode("x", "nope")  # type: ignore[arg-type]


def test_percent_decoding() -> None:
    assert urlkit.percent_decode("caf%C3%A9") == "café".encode()
    assert urlkit.percent_decode("%FF") == b"\xff"
    assert urlkit.percent_decode_str("caf%C3%A9") == "café"
    assert urlkit.percent_decode_str("é%20") == "é "
    assert urlkit.form_decode("fish+%26+chips") == "fish & chips"
    assert urlkit.percent_decode_str("") == ""
    with pytest.raises(urlkit.Error) as info:
        urlkit.percent_decode("ab%4")
    assert info.value.index == 2
    with pytest.raises(urlkit.Error):
        urlkit.percent_decode_str("%FF")  # not UTF-8
    with pytest.raises(TypeError):
        urlkit.percent_decode(None)  # type: ignore[arg-type]


def test_idna() -> None:
    assert urlkit.to_ascii("Bücher.example") == "xn--bcher-kva.example"
    assert urlkit.to_ascii("ＥＸＡＭＰＬＥ．ｃｏｍ") == "example.com"
    assert urlkit.to_ascii("example.com") == "example.com"
    assert urlkit.to_unicode("WWW.xn--bcher-kva.example") == "www.bücher.example"
    with pytest.raises(urlkit.Error):
        urlkit.to_unicode("xn--a.example")
    assert "\ufffd" in urlkit.to_unicode("xn--a.example", errors="replace")
    with pytest.raises(urlkit.Error):
        urlkit.to_ascii("a..b\u0000")
    with pytest.raises(TypeError):
        urlkit.to_ascii(None)  # type: ignore[arg-type]
