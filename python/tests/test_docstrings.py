"""The examples in the docstrings are run, so that a wrong one fails.

``pytest --doctest-modules`` finds the examples of the Python modules but
not those of the Rust extension (doctest's finder skips objects it cannot
place in a source file), so the docstrings are gathered here by walking
the installed package: its modules, their functions and classes, and the
classes' methods and properties, the Rust-defined ones included. Each
example runs with ``urlkit`` imported, with ``ELLIPSIS`` and
``NORMALIZE_WHITESPACE`` on (the Arrow and Polars reprs hold addresses and
table borders).
"""

from __future__ import annotations

import doctest
import importlib
import inspect
from types import ModuleType
from typing import Iterator

import pytest

import urlkit

MODULES = ["urlkit", "urlkit._urlkit", "urlkit.arrow", "urlkit.polars"]
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def _docstrings(module: ModuleType) -> Iterator[tuple[str, object, str]]:
    """(qualified name, object, docstring) of the module and what it defines."""
    if module.__doc__:
        yield module.__name__, module, module.__doc__
    for name, value in sorted(vars(module).items()):
        if name.startswith("__"):
            continue
        home = getattr(value, "__module__", None)
        # What the module defines (urlkit's classes say module "urlkit";
        # the functions of the extension say "urlkit._urlkit" or None).
        if home not in (module.__name__, "urlkit", "urlkit._urlkit", None):
            continue
        if not (inspect.isclass(value) or inspect.isroutine(value)):
            continue
        if value.__doc__:
            yield f"{module.__name__}.{name}", value, value.__doc__
        if inspect.isclass(value):
            for attr, member in sorted(vars(value).items()):
                if attr.startswith("__") or not getattr(member, "__doc__", None):
                    continue
                yield f"{module.__name__}.{name}.{attr}", member, member.__doc__


def _examples() -> list[tuple[str, str]]:
    seen: set[int] = set()
    out: list[tuple[str, str]] = []
    for mod_name in MODULES:
        module = importlib.import_module(mod_name)
        for qualname, obj, doc in _docstrings(module):
            # A class re-exported by urlkit is the same object as in
            # urlkit._urlkit: run its examples once. (By object, not by
            # text: URIRef and IRIRef share their accessors' docstrings,
            # and each class's own methods are to run.)
            if ">>>" in doc and id(obj) not in seen:
                seen.add(id(obj))
                out.append((qualname, doc))
    return out


EXAMPLES = _examples()


def test_the_examples_are_found() -> None:
    # The walk must reach the Rust-defined docstrings (parse, URIRef and
    # its methods, the site functions) and the Python modules' ones; were
    # it to find none, every test below would pass vacuously.
    names = {name for name, _ in EXAMPLES}
    for expected in (
        "urlkit",
        "urlkit.arrow",
        "urlkit.polars",
        "urlkit.parse",
        "urlkit.URIRef",
        "urlkit.URIRef.join",
        "urlkit.URIRef.registrable_domain",
        "urlkit.arrow.registrable_domain",
    ):
        assert expected in names, f"no docstring example found for {expected}"
    assert len(EXAMPLES) >= 30
    # urlkit re-exports the extension's objects, so the examples above are
    # listed under "urlkit."; they are the Rust-defined docstrings.
    import urlkit._urlkit as ext

    assert urlkit.parse is ext.parse and urlkit.URIRef is ext.URIRef


@pytest.mark.parametrize("name,doc", EXAMPLES, ids=[n for n, _ in EXAMPLES])
def test_docstring_example(name: str, doc: str) -> None:
    pytest.importorskip("pyarrow")
    parser = doctest.DocTestParser()
    test = parser.get_doctest(doc, {"urlkit": urlkit}, name, None, 0)
    assert test.examples, f"{name}: a '>>>' line but no example parsed"
    failures: list[str] = []

    class Collect(doctest.DocTestRunner):
        def report_failure(self, out, test, example, got):  # type: ignore[override]
            failures.append(
                f"{name}: {example.source.strip()!r}\n  expected: {example.want!r}\n  got: {got!r}"
            )

        def report_unexpected_exception(self, out, test, example, exc_info):  # type: ignore[override]
            failures.append(f"{name}: {example.source.strip()!r} raised {exc_info[1]!r}")

    runner = Collect(optionflags=FLAGS)
    result = runner.run(test, out=lambda _s: None)
    assert not failures, "\n".join(failures)
    assert result.attempted == len(test.examples)
