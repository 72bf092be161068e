//! The exceptions: one class, `urlkit.Error` (a `ValueError`), and its
//! subclass `urlkit.ParseError` for text that is not a URI reference.
//!
//! Each carries what the Rust error says: `kind` (the error kind's
//! kebab-case name, e.g. `invalid-path`), `index` (the byte index into the
//! UTF-8 input where the problem is, or `None` where the Rust error has
//! none) and `message` (the full sentence, also `str(err)`).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

pyo3::create_exception!(
    urlkit,
    Error,
    PyValueError,
    "An error from urlkit. Attributes: kind (str), index (byte index, or None), message (str)."
);
pyo3::create_exception!(
    urlkit,
    ParseError,
    Error,
    "Text that is not a URI (or IRI) reference. Attributes: kind, index (byte index), message."
);

/// Builds an exception of type `T` and sets its three attributes.
fn with_attrs<T: pyo3::PyTypeInfo>(
    py: Python<'_>,
    kind: &str,
    index: Option<usize>,
    message: String,
) -> PyErr {
    let err = PyErr::from_type(py.get_type::<T>(), (message.clone(),));
    let value = err.value(py);
    // Setting attributes on a fresh exception instance cannot fail (it
    // has a __dict__); if it ever did, the exception still says what
    // went wrong in its message, which is what matters most.
    let _ = value.setattr("kind", kind);
    let _ = value.setattr("index", index);
    let _ = value.setattr("message", message);
    err
}

/// `urlkit.ParseError` from the library's parse error.
pub fn parse_error(py: Python<'_>, e: &urlkit::ParseError) -> PyErr {
    with_attrs::<ParseError>(py, e.kind().as_str(), Some(e.index()), format!("{e:#}"))
}

/// `urlkit.Error` with the given kind, index and message.
pub fn error(py: Python<'_>, kind: &str, index: Option<usize>, message: String) -> PyErr {
    with_attrs::<Error>(py, kind, index, message)
}

/// `SomeName` -> `some-name`.
pub fn kebab(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// `urlkit.Error` from a resolve error.
pub fn resolve_error(py: Python<'_>, e: &urlkit::ResolveError) -> PyErr {
    error(py, e.kind().as_str(), Some(e.index()), format!("{e:#}"))
}

/// `urlkit.Error` from a build (edit) error.
pub fn build_error(py: Python<'_>, e: &urlkit::BuildError) -> PyErr {
    error(py, e.kind().as_str(), Some(e.index()), format!("{e:#}"))
}

/// `urlkit.Error` from a percent-decoding error.
pub fn decode_error(py: Python<'_>, e: &urlkit::pct::DecodeError) -> PyErr {
    error(py, e.kind().as_str(), Some(e.index()), format!("{e:#}"))
}
