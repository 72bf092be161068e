"""urlkit's SQL functions in the datafusion Python package.

The functions themselves come in a separate package, ``urlkit-datafusion``
(module ``urlkit_datafusion``, built from urlkit-datafusion/python/ in the
repository): it links DataFusion, which would make this wheel more than
ten times larger for users who never run SQL. This module only forwards
to it, and says what to install when it is missing.

>>> import datafusion, urlkit.datafusion
>>> ctx = datafusion.SessionContext()
>>> urlkit.datafusion.register(ctx)
>>> ctx.sql("SELECT uri_host('http://a.example/x') AS h").to_pydict()
{'h': ['a.example']}
"""

from __future__ import annotations

from typing import Any

__all__ = ["register"]

_MISSING = (
    "urlkit.datafusion needs the urlkit-datafusion package (the SQL "
    "functions, built on DataFusion): pip install urlkit-datafusion, or "
    "from the repository pip install ./urlkit-datafusion/python"
)


def register(ctx: Any) -> None:
    """Registers every urlkit SQL function (``uri_host``,
    ``uri_normalize``, ``uri_registrable_domain``, Trino's
    ``url_extract_*``, Spark's ``parse_url``, ...) in ``ctx``, a
    ``datafusion.SessionContext``. Raises ImportError, saying what to
    install, when the urlkit-datafusion package is not installed."""
    try:
        import urlkit_datafusion  # noqa: PLC0415 (optional, imported when used)
    except ImportError as e:
        raise ImportError(_MISSING) from e
    urlkit_datafusion.register(ctx)
