"""URL column functions over Arrow: one call per column, not per row.

Each function takes a column of strings and returns a column of the same
length. The column may be anything with the Arrow PyCapsule interface
(``__arrow_c_array__`` or ``__arrow_c_stream__``): a pyarrow Array or
ChunkedArray, a Polars Series, an arro3 or nanoarrow array; a pandas Series
is read through pyarrow. It is read without copying, and the result comes
back as the same kind of object (a pandas Series gets an ArrowDtype
Series with the same index and name). Strings may be ``utf8``,
``large_utf8`` or ``utf8_view``; a string result has the input's type.

A NULL row gives NULL, and so does a row that is not a URI reference
(RFC 3986 §4.1); ``valid`` and ``error`` tell which. The work runs in Rust
with the GIL released, so threads can process columns in parallel.

>>> import pyarrow as pa, urlkit.arrow
>>> urlkit.arrow.host(pa.array(["http://a.example/x", "no host", None, "http://[::1]:8080/"]))
<pyarrow.lib.StringArray object at ...>
[
  "a.example",
  null,
  null,
  "[::1]"
]
"""

from __future__ import annotations

from typing import Any, Callable

from . import _urlkit

__all__ = [
    "authority",
    "error",
    "error_kind",
    "fragment",
    "host",
    "lint_codes",
    "normalize",
    "path",
    "port",
    "public_suffix",
    "query",
    "query_value",
    "registrable_domain",
    "resolve",
    "scheme",
    "userinfo",
    "valid",
]


def _root_module(values: Any) -> str:
    return type(values).__module__.split(".", 1)[0]


def _call(values: Any, kernel: Callable[..., Any], *args: Any) -> Any:
    """Runs a kernel on a column and gives the result back as the kind of
    object that came in."""
    root = _root_module(values)
    if root == "pandas":
        import pandas as pd
        import pyarrow as pa

        arrow = pa.array(values, from_pandas=True)
        result = pa.array(kernel(arrow, *args))
        return pd.Series(
            pd.arrays.ArrowExtensionArray(result), index=values.index, name=values.name
        )
    if not (hasattr(values, "__arrow_c_array__") or hasattr(values, "__arrow_c_stream__")):
        raise TypeError(
            "urlkit.arrow functions take an Arrow column (pyarrow, Polars, pandas, ...), "
            f"not {type(values).__name__}; for a list, use pyarrow.array(values) "
            "or urlkit.parse per item"
        )
    result = kernel(values, *args)
    if root == "pyarrow":
        import pyarrow as pa

        if hasattr(values, "num_chunks"):
            return pa.chunked_array(result)
        return pa.array(result)
    if root == "polars":
        import polars as pl

        return pl.Series(values.name, result)
    return result


def scheme(values: Any) -> Any:
    """The scheme of each row (``"http"``), NULL for a relative reference."""
    return _call(values, _urlkit.col_scheme)


def authority(values: Any) -> Any:
    """The authority of each row (``user@host:port``)."""
    return _call(values, _urlkit.col_authority)


def userinfo(values: Any) -> Any:
    """The userinfo of each row (raw)."""
    return _call(values, _urlkit.col_userinfo)


def host(values: Any) -> Any:
    """The host of each row, as written (``[::1]`` with its brackets)."""
    return _call(values, _urlkit.col_host)


def port(values: Any) -> Any:
    """The port of each row as int64; NULL when absent, empty, or over
    int64's range (RFC 3986 §3.2.3 allows any number of digits)."""
    return _call(values, _urlkit.col_port)


def path(values: Any) -> Any:
    """The path of each row (raw; ``""`` when empty)."""
    return _call(values, _urlkit.col_path)


def query(values: Any) -> Any:
    """The query of each row without ``?`` (raw; ``""`` when empty)."""
    return _call(values, _urlkit.col_query)


def fragment(values: Any) -> Any:
    """The fragment of each row without ``#`` (raw)."""
    return _call(values, _urlkit.col_fragment)


def query_value(values: Any, key: str, *, form: bool = False) -> Any:
    """The decoded value of the first query pair named ``key`` in each row
    (``form=True``: ``+`` is a space)."""
    return _call(values, _urlkit.col_query_value, key, form)


def valid(values: Any) -> Any:
    """Whether each row is a URI reference (bool; NULL for NULL)."""
    return _call(values, _urlkit.col_valid)


def error(values: Any) -> Any:
    """The parse error of each row (what, where, what was expected), NULL
    when the row is valid or NULL."""
    return _call(values, _urlkit.col_error, False)


def error_kind(values: Any) -> Any:
    """The kind of each row's parse error (``"invalid-path"``, ...)."""
    return _call(values, _urlkit.col_error, True)


def normalize(values: Any, level: str = "scheme") -> Any:
    """The normal form of each row (RFC 3986 §6.2.2, and §6.2.3 with the
    default ``level="scheme"``), as ``URIRef.normalize``."""
    return _call(values, _urlkit.col_normalize, level)


def resolve(values: Any, base: Any, *, strict: bool = True) -> Any:
    """Each row resolved against ``base`` (RFC 3986 §5.2): a str, the same
    base for every row, or a column of the same length. NULL where the row
    or its base is NULL or invalid, or the base has no scheme."""
    if isinstance(base, str):
        return _call(values, _urlkit.col_resolve, base, strict)
    if _root_module(base) == "pandas":
        import pyarrow as pa

        base = pa.array(base, from_pandas=True)
    return _call(values, _urlkit.col_resolve, base, strict)


def registrable_domain(values: Any, sections: str = "all") -> Any:
    """The registrable domain of each row's host (by the Public Suffix List
    built in), in A-labels, lowercase, as ``URIRef.registrable_domain``:
    NULL without a host, for an IP address, and for a host that is a public
    suffix itself. ``sections="icann"`` leaves out the private section.

    >>> import pyarrow as pa, urlkit.arrow
    >>> urlkit.arrow.registrable_domain(pa.array(["https://News.BBC.co.uk/", "http://[::1]/", "http://co.uk/"])).to_pylist()
    ['bbc.co.uk', None, None]
    """
    return _call(values, _urlkit.col_registrable_domain, sections)


def public_suffix(values: Any, sections: str = "all") -> Any:
    """The public suffix of each row's host, in A-labels, lowercase, as
    ``URIRef.public_suffix``; NULL without a host and for an IP address.

    >>> import pyarrow as pa, urlkit.arrow
    >>> urlkit.arrow.public_suffix(pa.array(["https://a.github.io/", "http://192.0.2.1/"])).to_pylist()
    ['github.io', None]
    """
    return _call(values, _urlkit.col_public_suffix, sections)


def lint_codes(values: Any) -> Any:
    """The lint codes of each row (``urlkit.lint``), a list of strings;
    empty for a clean URI, NULL for NULL or invalid."""
    return _call(values, _urlkit.col_lint_codes)
