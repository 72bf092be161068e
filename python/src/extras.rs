//! The functions around the URI objects: the lenient parse and its
//! repairs, lint, extract, percent-encoding and IDNA.
//!
//! Spans and indices are byte offsets into the UTF-8 text, as in the Rust
//! library (for ASCII text they are also `str` indices).

use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};
use urlkit::pct::{self, Component};
use urlkit::UriRef;

use crate::errors;
use crate::uri::{uri_ref_arg, utf8, PyUriRef};

/// One repair the lenient parser made: ``kind`` (e.g. ``"trimmed"``),
/// ``span`` (``(start, end)``, byte offsets into the input) and
/// ``message``.
#[pyclass(module = "urlkit", name = "Repair", frozen, get_all)]
pub struct PyRepair {
    kind: &'static str,
    span: (usize, usize),
    message: String,
}

impl PyRepair {
    fn from_rust(r: &urlkit::repair::Repair) -> PyRepair {
        let span = r.span();
        PyRepair {
            kind: r.kind().as_str(),
            span: (span.start, span.end),
            message: r.message().to_owned(),
        }
    }
}

#[pymethods]
impl PyRepair {
    fn __repr__(&self) -> String {
        format!(
            "Repair(kind={:?}, span={:?}, message={:?})",
            self.kind, self.span, self.message
        )
    }
}

/// Parses like a browser's address bar would accept, and says what was
/// repaired: returns ``(uri, repairs)``, where ``uri`` is a strict
/// URIRef and ``repairs`` a list of Repair (empty when the text was
/// already a URI reference). Raises ParseError when the text cannot be
/// repaired.
///
/// >>> u, repairs = urlkit.parse_lenient("  http://example.com/a b ")
/// >>> str(u), [r.kind for r in repairs]
/// ('http://example.com/a%20b', ['trimmed', 'percent-encoded', 'trimmed'])
#[pyfunction]
pub fn parse_lenient(
    py: Python<'_>,
    text: &Bound<'_, PyString>,
) -> PyResult<(PyUriRef, Vec<PyRepair>)> {
    let s = utf8(text)?;
    let repaired = UriRef::parse_lenient(&s).map_err(|e| errors::parse_error(py, &e))?;
    let repairs = repaired.repairs().iter().map(PyRepair::from_rust).collect();
    let uri = PyUriRef::from_rust(py, repaired.into_uri());
    Ok((uri, repairs))
}

/// Follows the link ``href`` found on the page ``base`` as a browser
/// would (the lenient join): the href is repaired knowing the base (a
/// backslash is a slash under http, https, ws, wss, ftp and file; spaces,
/// tabs and stray characters as ``parse_lenient`` repairs them), then
/// resolved by RFC 3986 §5.2. Returns ``(uri, repairs)``; wherever
/// ``base.join(href)`` succeeds the result is the same, with no repairs.
/// ``base`` is a str or URIRef with a scheme (else urlkit.Error); an href
/// that cannot be repaired raises ParseError.
///
/// >>> u, repairs = urlkit.join_lenient("http://example.com/blog/2024/post.html", "\\images\\logo.png")
/// >>> str(u), len(repairs) > 0
/// ('http://example.com/images/logo.png', True)
/// >>> urlkit.join_lenient("http://a/b/c/d;p?q", "../g")
/// (URIRef('http://a/b/g'), [])
#[pyfunction]
pub fn join_lenient(
    py: Python<'_>,
    base: &Bound<'_, PyAny>,
    href: &Bound<'_, PyString>,
) -> PyResult<(PyUriRef, Vec<PyRepair>)> {
    let base = urlkit::Uri::try_from(uri_ref_arg(py, base)?).map_err(|_| {
        errors::error(
            py,
            "relative-base",
            None,
            String::from("a base must be a URI with a scheme (RFC 3986 §5.1)"),
        )
    })?;
    let href = utf8(href)?;
    let joined = base
        .join_lenient(&href)
        .map_err(|e| errors::parse_error(py, &e))?;
    let repairs = joined.repairs().iter().map(PyRepair::from_rust).collect();
    let uri = PyUriRef::from_rust(py, joined.into_uri().into_uri_ref());
    Ok((uri, repairs))
}

/// A lint warning: ``code`` (e.g. ``"password-in-userinfo"``),
/// ``severity`` (``"info"``, ``"warning"`` or ``"danger"``), ``span``
/// (byte offsets into the URI) and ``message``.
#[pyclass(module = "urlkit", name = "Warning", frozen, get_all)]
pub struct PyWarning {
    code: &'static str,
    severity: &'static str,
    span: (usize, usize),
    message: String,
}

#[pymethods]
impl PyWarning {
    fn __repr__(&self) -> String {
        format!(
            "Warning(code={:?}, severity={:?}, span={:?}, message={:?})",
            self.code, self.severity, self.span, self.message
        )
    }
}

/// The warnings for one reference.
pub fn lint_of(uri: &UriRef) -> Vec<PyWarning> {
    urlkit::lint::lint(uri)
        .iter()
        .map(|w| {
            let span = w.span();
            PyWarning {
                code: w.code().as_str(),
                severity: w.severity().as_str(),
                span: (span.start, span.end),
                message: w.message().to_owned(),
            }
        })
        .collect()
}

/// Valid but risky: the warnings of RFC 3986 §7 (security
/// considerations) for a URI reference (a str or URIRef). Raises
/// ParseError when a str is not a URI reference.
///
/// >>> [w.code for w in urlkit.lint("http://0x7f.1/%2e%2e/admin")]
/// ['rare-ipv4-form', 'special-address', 'encoded-dot-segment']
#[pyfunction]
pub fn lint(py: Python<'_>, uri: &Bound<'_, PyAny>) -> PyResult<Vec<PyWarning>> {
    let u = uri_ref_arg(py, uri)?;
    Ok(lint_of(&u))
}

/// A URI found in text: ``uri`` (a URIRef, repaired where the text needed
/// it), ``text`` (the characters it was found in), ``span`` (byte offsets
/// of those characters), ``repairs``.
#[pyclass(module = "urlkit", name = "Found", frozen, get_all)]
pub struct PyFound {
    uri: Py<PyUriRef>,
    text: String,
    span: (usize, usize),
    repairs: Vec<Py<PyRepair>>,
}

#[pymethods]
impl PyFound {
    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "Found(uri={}, span={:?})",
            self.uri.get().repr_text(py),
            self.span
        )
    }
}

impl PyUriRef {
    /// `repr()` of the text, for other classes' `__repr__`.
    fn repr_text(&self, _py: Python<'_>) -> String {
        format!("URIRef({:?})", self.text_str(_py).unwrap_or_default())
    }
}

/// The URIs in running text (RFC 3986 appendix C): delimited ones
/// (``<...>``, ``"..."``) and bare ones, trailing punctuation left out.
///
/// >>> [str(f.uri) for f in urlkit.extract("See <URL:ftp://ftp.example/pub/> or (http://example.com/a_(b)).")]
/// ['ftp://ftp.example/pub/', 'http://example.com/a_(b)']
#[pyfunction]
pub fn extract(py: Python<'_>, text: &Bound<'_, PyString>) -> PyResult<Vec<PyFound>> {
    let s = utf8(text)?;
    let mut out = Vec::new();
    for found in urlkit::extract::extract(&s) {
        let span = found.span();
        let matched = s.get(span.clone()).unwrap_or_default().to_owned();
        let repairs = found
            .repairs()
            .iter()
            .map(|r| Py::new(py, PyRepair::from_rust(r)))
            .collect::<PyResult<Vec<_>>>()?;
        let uri = Py::new(py, PyUriRef::from_rust(py, found.into_uri().into_uri_ref()))?;
        out.push(PyFound {
            uri,
            text: matched,
            span: (span.start, span.end),
            repairs,
        });
    }
    Ok(out)
}

/// The percent-encoding set named in Python.
fn component(py: Python<'_>, name: &str) -> PyResult<Component> {
    Component::from_name(name).ok_or_else(|| {
        errors::error(
            py,
            "invalid-argument",
            None,
            format!(
                "unknown component {name:?} (expected one of \"userinfo\", \"reg-name\", \"segment\", \"path\", \"query\", \"query-value\", \"fragment\", \"form\")"
            ),
        )
    })
}

/// Percent-encodes ``text`` (its UTF-8) for one component (RFC 3986 §2.1,
/// §3): what the component's grammar allows stays, the rest becomes
/// ``%XX``. ``component`` is one of ``"userinfo"``, ``"reg-name"``,
/// ``"segment"`` (``/`` encoded), ``"path"``, ``"query"``,
/// ``"query-value"`` (``&``, ``=``, ``+`` encoded), ``"fragment"``,
/// ``"form"`` (space as ``+``).
///
/// >>> urlkit.percent_encode("a b/c", "segment")
/// 'a%20b%2Fc'
#[pyfunction]
#[pyo3(signature = (text, component = "segment"))]
pub fn percent_encode(
    py: Python<'_>,
    text: &Bound<'_, PyString>,
    component: &str,
) -> PyResult<String> {
    let c = self::component(py, component)?;
    Ok(pct::encode(&utf8(text)?, c).to_string())
}

/// Decodes every ``%XX`` to its byte; raises urlkit.Error on a ``%`` not
/// followed by two hex digits.
///
/// >>> urlkit.percent_decode("caf%C3%A9")
/// b'caf\xc3\xa9'
#[pyfunction]
pub fn percent_decode<'py>(
    py: Python<'py>,
    text: &Bound<'_, PyString>,
) -> PyResult<Bound<'py, PyBytes>> {
    let s = utf8(text)?;
    let bytes = pct::decode(&s).map_err(|e| errors::decode_error(py, &e))?;
    Ok(PyBytes::new(py, &bytes))
}

/// Decodes every ``%XX`` and reads the bytes as UTF-8; raises
/// urlkit.Error on a bad ``%`` or bytes that are not UTF-8.
///
/// >>> urlkit.percent_decode_str("caf%C3%A9")
/// 'café'
#[pyfunction]
pub fn percent_decode_str(py: Python<'_>, text: &Bound<'_, PyString>) -> PyResult<String> {
    let s = utf8(text)?;
    let out = pct::decode_utf8(&s).map_err(|e| errors::decode_error(py, &e))?;
    Ok(out.into_owned())
}

/// Decodes ``application/x-www-form-urlencoded`` text: ``+`` is a space,
/// then as percent_decode_str.
///
/// >>> urlkit.form_decode("fish+%26+chips")
/// 'fish & chips'
#[pyfunction]
pub fn form_decode(py: Python<'_>, text: &Bound<'_, PyString>) -> PyResult<String> {
    let s = utf8(text)?;
    let out = pct::decode_form(&s).map_err(|e| errors::decode_error(py, &e))?;
    Ok(out.into_owned())
}

/// The IDNA error as urlkit.Error.
fn idna_error(py: Python<'_>, e: &urlkit::idna::IdnaError) -> PyErr {
    errors::error(
        py,
        &errors::kebab(&format!("{:?}", e.kind())),
        None,
        format!("{e:#}"),
    )
}

/// A host in ASCII (UTS 46 ToASCII, nontransitional, as browsers): U-labels
/// become A-labels, full-width and upper case are mapped. Raises
/// urlkit.Error for a host that is not a valid domain name.
///
/// >>> urlkit.to_ascii("Bücher.example")
/// 'xn--bcher-kva.example'
#[pyfunction]
pub fn to_ascii(py: Python<'_>, host: &str) -> PyResult<String> {
    urlkit::idna::host_to_ascii(host).map_err(|e| idna_error(py, &e))
}

/// A host for display (UTS 46 ToUnicode): A-labels become U-labels.
/// Raises urlkit.Error when a label is invalid, unless
/// ``errors="replace"``, which returns the text with U+FFFD where a label
/// could not be decoded.
///
/// >>> urlkit.to_unicode("WWW.xn--bcher-kva.example")
/// 'www.bücher.example'
#[pyfunction]
#[pyo3(signature = (host, errors = "strict"))]
pub fn to_unicode(py: Python<'_>, host: &str, errors: &str) -> PyResult<String> {
    let (shown, result) = urlkit::idna::host_to_unicode(host);
    match (result, errors) {
        (Ok(()), _) | (Err(_), "replace") => Ok(shown),
        (Err(e), "strict") => Err(idna_error(py, &e)),
        (_, other) => Err(self::errors::error(
            py,
            "invalid-argument",
            None,
            format!("errors must be \"strict\" or \"replace\", not {other:?}"),
        )),
    }
}
