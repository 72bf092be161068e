//! The Python extension module `urlkit._urlkit`, wrapped by the `urlkit`
//! package (python/urlkit/): URI and IRI references as immutable Python
//! objects (`uri`), the safe display form of a URI (`display`), the
//! functions around them (`extras`), the exceptions (`errors`), the site
//! of a host by the Public Suffix List (`site`) and the column functions
//! over Arrow (`columns`).

use pyo3::prelude::*;

mod columns;
mod display;
mod errors;
mod extras;
mod site;
mod uri;

/// Parses ``text`` as a URI reference (RFC 3986 §4.1), exactly: no
/// whitespace stripped, nothing rewritten. Raises ParseError, whose
/// ``kind``, ``index`` (byte index) and ``message`` say what is wrong.
///
/// >>> u = urlkit.parse("http://example.com/a?b#c")
/// >>> u.host, u.path, u.query, u.fragment
/// ('example.com', '/a', 'b', 'c')
#[pyfunction]
fn parse(py: Python<'_>, text: &Bound<'_, pyo3::types::PyString>) -> PyResult<uri::PyUriRef> {
    uri::PyUriRef::from_py(py, text)
}

/// Parses ``text`` as an IRI reference (RFC 3987: a URI reference that
/// may hold non-ASCII characters). Raises ParseError.
#[pyfunction]
fn parse_iri(py: Python<'_>, text: &Bound<'_, pyo3::types::PyString>) -> PyResult<uri::PyIriRef> {
    uri::PyIriRef::from_py(py, text)
}

/// True when ``text`` is a URI reference (RFC 3986 §4.1).
#[pyfunction]
fn is_valid(text: &Bound<'_, pyo3::types::PyString>) -> PyResult<bool> {
    Ok(urlkit::UriRefView::parse(&uri::utf8(text)?).is_ok())
}

#[pymodule]
fn _urlkit(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("Error", py.get_type::<errors::Error>())?;
    m.add("ParseError", py.get_type::<errors::ParseError>())?;
    m.add_class::<uri::PyUriRef>()?;
    m.add_class::<uri::PyIriRef>()?;
    m.add_class::<display::PyDisplayIri>()?;
    m.add_class::<display::PyKeptLabel>()?;
    m.add_class::<extras::PyRepair>()?;
    m.add_class::<extras::PyWarning>()?;
    m.add_class::<extras::PyFound>()?;
    m.add_function(wrap_pyfunction!(parse, m)?)?;
    m.add_function(wrap_pyfunction!(parse_iri, m)?)?;
    m.add_function(wrap_pyfunction!(is_valid, m)?)?;
    m.add_function(wrap_pyfunction!(extras::parse_lenient, m)?)?;
    m.add_function(wrap_pyfunction!(extras::join_lenient, m)?)?;
    m.add_function(wrap_pyfunction!(extras::lint, m)?)?;
    m.add_function(wrap_pyfunction!(extras::extract, m)?)?;
    m.add_function(wrap_pyfunction!(extras::percent_encode, m)?)?;
    m.add_function(wrap_pyfunction!(extras::percent_decode, m)?)?;
    m.add_function(wrap_pyfunction!(extras::percent_decode_str, m)?)?;
    m.add_function(wrap_pyfunction!(extras::form_decode, m)?)?;
    m.add_function(wrap_pyfunction!(extras::to_ascii, m)?)?;
    m.add_function(wrap_pyfunction!(extras::to_unicode, m)?)?;
    for f in [
        wrap_pyfunction!(columns::col_scheme, m)?,
        wrap_pyfunction!(columns::col_authority, m)?,
        wrap_pyfunction!(columns::col_userinfo, m)?,
        wrap_pyfunction!(columns::col_host, m)?,
        wrap_pyfunction!(columns::col_port, m)?,
        wrap_pyfunction!(columns::col_path, m)?,
        wrap_pyfunction!(columns::col_query, m)?,
        wrap_pyfunction!(columns::col_fragment, m)?,
        wrap_pyfunction!(columns::col_query_value, m)?,
        wrap_pyfunction!(columns::col_valid, m)?,
        wrap_pyfunction!(columns::col_error, m)?,
        wrap_pyfunction!(columns::col_normalize, m)?,
        wrap_pyfunction!(columns::col_resolve, m)?,
        wrap_pyfunction!(columns::col_lint_codes, m)?,
        wrap_pyfunction!(columns::col_registrable_domain, m)?,
        wrap_pyfunction!(columns::col_public_suffix, m)?,
    ] {
        m.add_function(f)?;
    }
    Ok(())
}
