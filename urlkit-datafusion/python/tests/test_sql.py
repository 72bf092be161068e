"""urlkit's SQL functions in the datafusion Python package.

The answers of the SQL functions (Rust, through DataFusion's FFI) are
compared row by row with the urlkit Python package's (``pip install
./python``), over a URL list of the repository and the edge cases below,
never with answers written into the test.
"""

from __future__ import annotations

import collections
import doctest
import pathlib
import re
from typing import Callable

import datafusion
import pyarrow as pa
import pytest

import urlkit
import urlkit_datafusion

REPO = pathlib.Path(__file__).resolve().parents[3]

# Besides the list: NULL, text that is not a URI reference (a space, a bad
# escape, non-ASCII, an unclosed bracket), hosts of each kind, a public
# suffix alone, an upper-case host with a trailing dot, no host at all.
EDGE_CASES = [
    None,
    "",
    "a b",
    "http://h/%zz",
    "http://www.食狮.公司.cn/",
    "http://[::1",
    "http://[::1]:8080/p",
    "http://192.168.1.1/",
    "http://[v7.x]/",
    "HTTP://WWW.Example.CO.UK./x",
    "https://a.b.github.io/x",
    "http://co.uk/",
    "mailto:a@example.com",
    "//example.com/x",
    "http://a_b.example/",
    "http://u@h:/",
]


def _reference(text: str | None) -> urlkit.URIRef | None:
    """urlkit's reading of one row: None for NULL and for invalid text."""
    if text is None:
        return None
    try:
        return urlkit.parse(text)
    except urlkit.ParseError:
        return None


def _of(u: urlkit.URIRef | None, part: Callable[[urlkit.URIRef], object]) -> object:
    """``part(u)``, or None for a NULL or invalid row. (Not ``u and ...``:
    the empty reference is falsy.)"""
    return None if u is None else part(u)


def _error(text: str | None) -> str | None:
    if text is None:
        return None
    try:
        urlkit.parse(text)
    except urlkit.ParseError as e:
        return e.message
    return None


@pytest.fixture(scope="module")
def urls() -> list[str | None]:
    lines = (REPO / "data" / "urls" / "kasztp.txt").read_text(encoding="utf-8").split("\n")
    return [line for line in lines if line] + EDGE_CASES


@pytest.fixture(scope="module")
def ctx(urls: list[str | None]) -> datafusion.SessionContext:
    ctx = datafusion.SessionContext()
    urlkit_datafusion.register(ctx)
    batch = pa.RecordBatch.from_pydict({"i": pa.array(range(len(urls))), "url": pa.array(urls, pa.string())})
    ctx.register_record_batches("t", [[batch]])
    return ctx


def test_group_by_host(ctx: datafusion.SessionContext, urls: list[str | None]) -> None:
    got = ctx.sql("SELECT uri_host(url) AS host, count(*) AS n FROM t GROUP BY 1 ORDER BY 2 DESC, 1").to_pydict()
    counts = collections.Counter(_of(u, lambda u: u.host) for u in map(_reference, urls))
    # DataFusion's order: count descending, then host ascending with NULL
    # last; UTF-8 byte order is code point order, which Python's is.
    want = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0] is None, kv[0] or ""))
    assert list(zip(got["host"], got["n"])) == want
    # The list has repeated hosts, invalid rows and NULL: all three kinds of
    # group are there.
    assert want[0][1] > 1
    assert None in counts


def test_each_row(ctx: datafusion.SessionContext, urls: list[str | None]) -> None:
    got = ctx.sql(
        "SELECT url, uri_valid(url) AS valid, uri_error(url) AS error, uri_host(url) AS host, "
        "uri_port(url) AS port, uri_normalize(url) AS normal, "
        "uri_registrable_domain(url) AS site, uri_registrable_domain(url, 'icann') AS icann, "
        "uri_public_suffix(url) AS suffix "
        "FROM t ORDER BY i"
    ).to_pydict()
    assert got["url"] == urls
    for n, text in enumerate(urls):
        u = _reference(text)
        row = {k: v[n] for k, v in got.items()}
        want = {
            "url": text,
            "valid": None if text is None else u is not None,
            "error": _error(text),
            "host": _of(u, lambda u: u.host),
            "port": _of(u, lambda u: u.port_text),
            "normal": _of(u, lambda u: str(u.normalize())),
            "site": _of(u, lambda u: u.registrable_domain()),
            "icann": _of(u, lambda u: u.registrable_domain("icann")),
            "suffix": _of(u, lambda u: u.public_suffix()),
        }
        assert row == want, text


def test_null_and_invalid(ctx: datafusion.SessionContext) -> None:
    # A NULL or invalid value is a NULL result, not a failed query; the
    # error column says what was wrong and where, as urlkit.parse does.
    got = ctx.sql(
        "SELECT uri_host(s) AS host, uri_valid(s) AS valid, uri_error(s) AS error, "
        "uri_registrable_domain(s) AS site "
        "FROM (VALUES (CAST(NULL AS VARCHAR)), ('a b'), ('http://[::1')) AS v(s)"
    ).to_pydict()
    assert got["host"] == [None, None, None]
    assert got["site"] == [None, None, None]
    assert got["valid"] == [None, False, False]
    assert got["error"] == [None, _error("a b"), _error("http://[::1")]
    assert all(got["error"][1:])


def test_registrable_domain_of_hosts(ctx: datafusion.SessionContext, urls: list[str | None]) -> None:
    # host_registrable_domain over uri_host agrees with the URI's own site.
    got = ctx.sql(
        "SELECT host_registrable_domain(uri_host(url)) AS a, uri_registrable_domain(url) AS b FROM t ORDER BY i"
    ).to_pydict()
    assert got["a"] == got["b"]
    assert got["b"] == [_of(u, lambda u: u.registrable_domain()) for u in map(_reference, urls)]
    assert sum(site is not None for site in got["b"]) > len(urls) // 2


@pytest.mark.parametrize("kind", [pa.string(), pa.large_string(), pa.string_view()])
def test_string_types(kind: pa.DataType) -> None:
    # Each Arrow string type crosses the FFI, and the result has the type
    # of the argument.
    ctx = datafusion.SessionContext()
    urlkit_datafusion.register(ctx)
    urls = ["http://a.example/x", None, "a b", "http://[::1]/"]
    ctx.register_record_batches("t", [[pa.RecordBatch.from_pydict({"url": pa.array(urls, kind)})]])
    table = ctx.sql("SELECT uri_host(url) AS host FROM t").to_arrow_table()
    assert table.schema.field("host").type == kind
    assert table.column("host").to_pylist() == [_of(u, lambda u: u.host) for u in map(_reference, urls)]


def test_misuse_fails_the_query(ctx: datafusion.SessionContext) -> None:
    # The Rust function's own errors come through the FFI with their text.
    with pytest.raises(Exception, match=r"uri_host takes 1 argument\(s\), got 2"):
        ctx.sql("SELECT uri_host(url, url) FROM t").collect()
    with pytest.raises(Exception, match=r"uri_registrable_domain: unknown sections 'bogus' \(expected 'all' or 'icann'\)"):
        ctx.sql("SELECT uri_registrable_domain(url, 'bogus') FROM t").collect()


def test_every_function_is_registered(ctx: datafusion.SessionContext) -> None:
    names = urlkit_datafusion.names()
    # The Rust crate's list, as its README's table documents it.
    readme = (REPO / "urlkit-datafusion" / "README.md").read_text(encoding="utf-8")
    table = readme.split("## Functions", 1)[1].split("\n### ", 1)[0]
    documented = {
        name for line in table.splitlines() if line.startswith("| `") for name in re.findall(r"`([a-z_]+)", line.split("|")[1])
    }
    assert sorted(names) == sorted(documented)
    assert len(set(names)) == len(names) == len(urlkit_datafusion.functions())
    for name in names:
        assert ctx.udf(name).name == name
    # And a context without register() has none of them.
    with pytest.raises(KeyError):
        datafusion.SessionContext().udf("uri_host")


def test_function_by_name() -> None:
    f = urlkit_datafusion.function("parse_url")
    assert f.name == "parse_url"
    assert f == urlkit_datafusion.function("parse_url") != urlkit_datafusion.function("uri_host")
    assert datafusion.udf(f).name == "parse_url"
    count = len(urlkit_datafusion.names())
    with pytest.raises(KeyError, match=rf'no urlkit SQL function is called "uri_hots"; .*names\(\) lists the {count}'):
        urlkit_datafusion.function("uri_hots")


def test_other_datafusion_major_is_refused() -> None:
    major = urlkit_datafusion.DATAFUSION_MAJOR
    assert datafusion.__version__.split(".")[0] == str(major)
    urlkit_datafusion._check_version(f"{major}.9.1")
    with pytest.raises(ImportError, match=rf'install "datafusion>={major},<{major + 1}"'):
        urlkit_datafusion._check_version(f"{major + 1}.0.0")
    with pytest.raises(ImportError, match="version 5.0.0"):
        urlkit_datafusion._check_version("5.0.0")


def test_docstring_examples() -> None:
    globs = {"datafusion": datafusion, "urlkit_datafusion": urlkit_datafusion}
    finder = doctest.DocTestFinder()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    tests = finder.find(urlkit_datafusion, globs=globs)
    tests += finder.find(urlkit_datafusion.UrlFunction, "UrlFunction", globs=globs, module=False)
    examples = 0
    for test in tests:
        examples += len(test.examples)
        runner.run(test)
    assert runner.failures == 0
    assert examples >= 8
