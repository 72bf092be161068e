"""The Polars expression and Series namespace ``urlkit``.

Importing this module registers it (it imports Polars; ``import urlkit``
alone does not):

>>> import polars as pl, urlkit.polars
>>> df = pl.DataFrame({"u": ["http://a.example/x?id=7", "not a uri"]})
>>> df.select(pl.col("u").urlkit.host(), pl.col("u").urlkit.query_value("id").alias("id"))
shape: (2, 2)
...

Each method is ``map_batches`` over the function of the same name in
``urlkit.arrow``: the wheel does not depend on a Polars version, only on
the Arrow PyCapsule interface.
"""

from __future__ import annotations

from typing import Any, Callable

import polars as pl

from . import arrow as _arrow

__all__ = ["UrlkitExpr", "UrlkitSeries"]


def _map(expr: pl.Expr, fn: Callable[[pl.Series], pl.Series], dtype: Any) -> pl.Expr:
    return expr.map_batches(fn, return_dtype=dtype, is_elementwise=True)


@pl.api.register_expr_namespace("urlkit")
class UrlkitExpr:
    """``pl.col(...).urlkit``: URL functions on a string column."""

    def __init__(self, expr: pl.Expr) -> None:
        self._expr = expr

    def scheme(self) -> pl.Expr:
        return _map(self._expr, _arrow.scheme, pl.String)

    def authority(self) -> pl.Expr:
        return _map(self._expr, _arrow.authority, pl.String)

    def userinfo(self) -> pl.Expr:
        return _map(self._expr, _arrow.userinfo, pl.String)

    def host(self) -> pl.Expr:
        return _map(self._expr, _arrow.host, pl.String)

    def port(self) -> pl.Expr:
        return _map(self._expr, _arrow.port, pl.Int64)

    def path(self) -> pl.Expr:
        return _map(self._expr, _arrow.path, pl.String)

    def query(self) -> pl.Expr:
        return _map(self._expr, _arrow.query, pl.String)

    def fragment(self) -> pl.Expr:
        return _map(self._expr, _arrow.fragment, pl.String)

    def query_value(self, key: str, *, form: bool = False) -> pl.Expr:
        return _map(self._expr, lambda s: _arrow.query_value(s, key, form=form), pl.String)

    def valid(self) -> pl.Expr:
        return _map(self._expr, _arrow.valid, pl.Boolean)

    def error(self) -> pl.Expr:
        return _map(self._expr, _arrow.error, pl.String)

    def error_kind(self) -> pl.Expr:
        return _map(self._expr, _arrow.error_kind, pl.String)

    def normalize(self, level: str = "scheme") -> pl.Expr:
        return _map(self._expr, lambda s: _arrow.normalize(s, level), pl.String)

    def resolve(self, base: str, *, strict: bool = True) -> pl.Expr:
        """Resolve against one base (a str). For a base column, use
        ``pl.struct`` and ``urlkit.arrow.resolve`` on the two Series."""
        return _map(self._expr, lambda s: _arrow.resolve(s, base, strict=strict), pl.String)

    def lint_codes(self) -> pl.Expr:
        return _map(self._expr, _arrow.lint_codes, pl.List(pl.String))

    def registrable_domain(self, sections: str = "all") -> pl.Expr:
        return _map(self._expr, lambda s: _arrow.registrable_domain(s, sections), pl.String)

    def public_suffix(self, sections: str = "all") -> pl.Expr:
        return _map(self._expr, lambda s: _arrow.public_suffix(s, sections), pl.String)


@pl.api.register_series_namespace("urlkit")
class UrlkitSeries:
    """``series.urlkit``: the same functions on a Series."""

    def __init__(self, series: pl.Series) -> None:
        self._s = series

    def __getattr__(self, name: str) -> Callable[..., pl.Series]:
        fn = getattr(_arrow, name, None)
        if fn is None or name.startswith("_") or name not in _arrow.__all__:
            raise AttributeError(name)
        return lambda *args, **kwargs: fn(self._s, *args, **kwargs)
