"""Column functions over Arrow equal the scalar API row by row, on the
shipped URL lists and on edge cases (NULL, invalid, empty, non-ASCII), for
every Arrow string type, for arrays and chunked arrays."""

from __future__ import annotations

import threading

import pyarrow as pa
import pytest

import urlkit
import urlkit.arrow as ua

EDGE = [
    "http://user@Example.COM:8080/a/b?x=1&y=%C3%A9#frag",
    "https://[::1]/",
    "mailto:a@b.example",
    "//host.only",
    "/just/a/path?q",
    "",
    None,
    "not a uri",
    "http://bücher.example/",  # non-ASCII: an IRI, not a URI
    "http://h:99999999999999999999/",
    "HTTP://H:80/%7e/./x/../y",
    "http://0x7f.1/%2e%2e/admin",
    "ftp://anna:s3cret@ftp.example/",
]


def scalar(fn, text):
    if text is None:
        return None
    try:
        u = urlkit.parse(text)
    except urlkit.ParseError:
        return None
    return fn(u)


def port_of(u):
    p = u.port
    return p if p is not None and p < 2**63 else None


SCALAR = {
    "scheme": lambda u: u.scheme,
    "authority": lambda u: u.authority,
    "userinfo": lambda u: u.userinfo,
    "host": lambda u: u.host,
    "port": port_of,
    "path": lambda u: u.path,
    "query": lambda u: u.query,
    "fragment": lambda u: u.fragment,
    "normalize": lambda u: str(u.normalize()),
    "lint_codes": lambda u: [w.code for w in u.lint()],
}


@pytest.mark.parametrize("name", sorted(SCALAR))
@pytest.mark.parametrize("string_type", [pa.string(), pa.large_string(), pa.string_view()])
def test_edge_cases_match_scalar(name: str, string_type: pa.DataType) -> None:
    column = pa.array(EDGE, type=string_type)
    got = getattr(ua, name)(column).to_pylist()
    assert got == [scalar(SCALAR[name], t) for t in EDGE]


def test_string_results_keep_the_input_type() -> None:
    for t in (pa.string(), pa.large_string(), pa.string_view()):
        assert ua.host(pa.array(EDGE, type=t)).type == t
    assert ua.port(pa.array(EDGE)).type == pa.int64()
    assert ua.valid(pa.array(EDGE)).type == pa.bool_()
    assert ua.lint_codes(pa.array(EDGE)).type == pa.list_(pa.string())


def test_valid_and_error() -> None:
    column = pa.array(EDGE)
    valid = ua.valid(column).to_pylist()
    assert valid == [None if t is None else urlkit.is_valid(t) for t in EDGE]
    errors = ua.error(column).to_pylist()
    kinds = ua.error_kind(column).to_pylist()
    for text, ok, err, kind in zip(EDGE, valid, errors, kinds):
        if text is None or ok:
            assert err is None and kind is None
        else:
            with pytest.raises(urlkit.ParseError) as info:
                urlkit.parse(text)
            assert err == info.value.message and kind == info.value.kind


def test_query_value_and_resolve() -> None:
    column = pa.array(["/s?a=1&b=%7E", "/s?b=x+y", None, "bad uri", "/s"])
    assert ua.query_value(column, "b").to_pylist() == ["~", "x+y", None, None, None]
    assert ua.query_value(column, "b", form=True).to_pylist() == ["~", "x y", None, None, None]
    base = "http://a/b/c/d;p?q"
    refs = pa.array(["../g", "g:h", "", None, "a b", "//x/y"])
    want = [str(urlkit.parse(base).join(r)) if r in ("../g", "g:h", "", "//x/y") else None for r in refs.to_pylist()]
    assert ua.resolve(refs, base).to_pylist() == want
    # a base column, row by row; a relative or NULL base gives NULL
    bases = pa.array(["http://a/b/", "http://x/", "http://a/", "http://a/", "http://a/", "/relative"])
    assert ua.resolve(refs, bases).to_pylist() == ["http://a/g", "g:h", "http://a/", None, None, None]
    # an invalid base constant: every row NULL
    assert ua.resolve(refs, "not a base").to_pylist() == [None] * 6
    assert ua.normalize(pa.array(["HTTP://H:80/a"]), "syntax").to_pylist() == ["http://h:80/a"]
    with pytest.raises(ValueError):
        ua.resolve(refs, pa.array(["http://a/"]))


def test_chunked_arrays_stay_chunked() -> None:
    chunked = pa.chunked_array([EDGE[:5], EDGE[5:], []], type=pa.string())
    got = ua.host(chunked)
    assert isinstance(got, pa.ChunkedArray)
    assert got.to_pylist() == [scalar(SCALAR["host"], t) for t in EDGE]
    empty = ua.host(pa.chunked_array([], type=pa.string()))
    assert isinstance(empty, pa.ChunkedArray) and len(empty) == 0


def test_empty_null_and_wrong_types() -> None:
    assert ua.host(pa.array([], type=pa.string())).to_pylist() == []
    assert ua.host(pa.array([None, None], type=pa.null())).to_pylist() == [None, None]
    with pytest.raises(TypeError):
        ua.host(pa.array([1, 2]))
    with pytest.raises(TypeError):
        ua.host(["http://h/"])
    with pytest.raises(TypeError):
        ua.host(None)


def test_columns_equal_scalar_on_the_url_lists(all_urls: list[str]) -> None:
    column = pa.array(all_urls)
    assert len(column) > 90_000
    for name in ("host", "scheme", "port", "path", "query", "fragment", "normalize"):
        got = getattr(ua, name)(column).to_pylist()
        want = [scalar(SCALAR[name], t) for t in all_urls]
        assert got == want, name
    assert ua.valid(column).to_pylist() == [urlkit.is_valid(t) for t in all_urls]


def test_gil_is_released() -> None:
    # Two threads each process a large column; with the GIL held this would
    # still be correct, so the test checks the answers and that a Python
    # thread makes progress while Rust works.
    column = pa.array(["http://h%d.example/p?q" % i for i in range(1_000_000)])
    results: list[int] = []
    ticks = 0
    done = threading.Event()

    def work() -> None:
        results.append(ua.host(column).null_count)
        done.set()

    t = threading.Thread(target=work)
    t.start()
    while not done.is_set():
        ticks += 1
        done.wait(0.0005)
    t.join()
    assert results == [0]
    assert ticks > 5
