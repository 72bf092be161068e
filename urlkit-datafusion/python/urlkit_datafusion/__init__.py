"""urlkit's RFC 3986 URI functions as SQL functions of the datafusion
Python package: ``uri_host``, ``uri_normalize``, ``uri_registrable_domain``,
Trino's ``url_extract_*``, Spark's ``parse_url`` and the rest of the
``urlkit-datafusion`` Rust crate's functions, computed in Rust over Arrow
columns (no Python per row).

>>> import datafusion, urlkit_datafusion
>>> ctx = datafusion.SessionContext()
>>> urlkit_datafusion.register(ctx)
>>> ctx.sql("SELECT uri_host('http://u@[::1]:8080/p') AS h, uri_host('a b') AS bad").to_pydict()
{'h': ['[::1]'], 'bad': [None]}

A NULL argument gives NULL, and so does a value that is not a URI
reference (``uri_error`` says why); only a misuse of a function (a wrong
argument count, an unknown normalization level) fails the query.

The functions reach DataFusion through its FFI for scalar functions: each
:class:`UrlFunction` gives a PyCapsule holding DataFusion's
``FFI_ScalarUDF`` to ``datafusion.udf``. Those structs change between
DataFusion's major versions, so this package works with the datafusion
package of the major version it was built for (:data:`DATAFUSION_MAJOR`)
and refuses another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._urlkit_datafusion import DATAFUSION_MAJOR, UrlFunction, function, functions

if TYPE_CHECKING:
    import datafusion

__all__ = [
    "DATAFUSION_MAJOR",
    "UrlFunction",
    "function",
    "functions",
    "names",
    "register",
    "udfs",
]


def names() -> list[str]:
    """The SQL names of urlkit's functions, in the Rust crate's order.

    >>> "uri_registrable_domain" in urlkit_datafusion.names()
    True
    """
    return [f.name for f in functions()]


def udfs() -> list[datafusion.ScalarUDF]:
    """Every function as a ``datafusion.ScalarUDF``, for
    ``SessionContext.register_udf`` or the DataFrame API.

    >>> from datafusion import col
    >>> host = {u.name: u for u in urlkit_datafusion.udfs()}["uri_host"]
    >>> ctx = datafusion.SessionContext()
    >>> df = ctx.from_pydict({"url": ["http://a.example/x", None]})
    >>> df.select(host(col("url")).alias("host")).to_pydict()
    {'host': ['a.example', None]}

    Raises ImportError when the installed datafusion package is of another
    major version than :data:`DATAFUSION_MAJOR`.
    """
    import datafusion  # noqa: PLC0415 (the check needs the installed one)

    _check_version(datafusion.__version__)
    return [datafusion.udf(f) for f in functions()]


def register(ctx: datafusion.SessionContext) -> None:
    """Registers every function in ``ctx`` (a ``datafusion.SessionContext``).

    >>> ctx = datafusion.SessionContext()
    >>> urlkit_datafusion.register(ctx)
    >>> ctx.sql("SELECT uri_registrable_domain('https://www.example.co.uk/') AS d").to_pydict()
    {'d': ['example.co.uk']}
    """
    for udf in udfs():
        ctx.register_udf(udf)


def _check_version(version: str) -> None:
    """Refuses a datafusion package of another major version: handing it
    an FFI struct of a different layout would crash the process."""
    major = version.split(".", 1)[0]
    if major != str(DATAFUSION_MAJOR):
        raise ImportError(
            f"urlkit_datafusion speaks the FFI of DataFusion {DATAFUSION_MAJOR}, "
            f"but the installed datafusion package is version {version}; "
            f'install "datafusion>={DATAFUSION_MAJOR},<{DATAFUSION_MAJOR + 1}"'
        )
