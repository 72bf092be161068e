"""urlkit.datafusion: the bridge to the urlkit-datafusion package (the SQL
functions in the datafusion Python package), which is a separate install.

Without that package register() must say what to install; with it (CI
installs it beside this one) register() must give a context the functions.
Their answers are tested in urlkit-datafusion/python/tests.
"""

from __future__ import annotations

import doctest
import sys

import pytest

import urlkit
import urlkit.datafusion


class _Context:
    """Records what register() hands to a SessionContext."""

    def __init__(self) -> None:
        self.names: list[str] = []

    def register_udf(self, udf: object) -> None:
        self.names.append(udf.name)  # type: ignore[attr-defined]


def test_missing_package_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    # A None entry in sys.modules makes the import fail as if the package
    # were not installed.
    monkeypatch.setitem(sys.modules, "urlkit_datafusion", None)
    with pytest.raises(ImportError, match=r"pip install urlkit-datafusion") as info:
        urlkit.datafusion.register(_Context())
    assert "pip install ./urlkit-datafusion/python" in str(info.value)
    assert isinstance(info.value.__cause__, ImportError)


def test_register_forwards_to_the_package() -> None:
    urlkit_datafusion = pytest.importorskip("urlkit_datafusion")
    ctx = _Context()
    urlkit.datafusion.register(ctx)
    assert ctx.names == urlkit_datafusion.names()
    assert "uri_host" in ctx.names


def test_docstring_example() -> None:
    pytest.importorskip("urlkit_datafusion")
    datafusion = pytest.importorskip("datafusion")
    test = doctest.DocTestParser().get_doctest(
        urlkit.datafusion.__doc__ or "", {"urlkit": urlkit, "datafusion": datafusion}, "urlkit.datafusion", None, 0
    )
    assert len(test.examples) == 4
    result = doctest.DocTestRunner().run(test)
    assert result.failed == 0
