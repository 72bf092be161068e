"""Strict RFC 3986 URI references for Python.

``urlkit.parse(text)`` reads exactly the grammar of RFC 3986 appendix A and
never rewrites its input: ``str(urlkit.parse(s)) == s``. The objects are
immutable and hashable; their components are raw (still percent-encoded),
``None`` when absent and ``""`` when empty. The site of a host, by the
Public Suffix List built in, is ``registrable_domain()`` and
``public_suffix()``.

>>> import urlkit
>>> u = urlkit.parse("http://user@example.com:8042/over/there?name=ferret#nose")
>>> u.host, u.port, u.query
('example.com', 8042, 'name=ferret')
>>> u.join("../here").normalize()
URIRef('http://user@example.com:8042/here')
>>> urlkit.parse("https://news.bbc.co.uk/").registrable_domain()
'bbc.co.uk'

Column functions over Arrow (pyarrow, pandas, Polars, DuckDB, PySpark) are
in ``urlkit.arrow``; the Polars expression namespace ``.urlkit`` is
registered by ``import urlkit.polars``.
"""

from ._urlkit import (
    DisplayIRI,
    Error,
    Found,
    IRIRef,
    KeptLabel,
    ParseError,
    Repair,
    URIRef,
    Warning,
    extract,
    form_decode,
    is_valid,
    join_lenient,
    lint,
    parse,
    parse_iri,
    parse_lenient,
    percent_decode,
    percent_decode_str,
    percent_encode,
    to_ascii,
    to_unicode,
)

__version__ = "0.1.0"

__all__ = [
    "DisplayIRI",
    "Error",
    "Found",
    "IRIRef",
    "KeptLabel",
    "ParseError",
    "Repair",
    "URIRef",
    "Warning",
    "extract",
    "form_decode",
    "is_valid",
    "join_lenient",
    "lint",
    "parse",
    "parse_iri",
    "parse_lenient",
    "percent_decode",
    "percent_decode_str",
    "percent_encode",
    "to_ascii",
    "to_unicode",
]
