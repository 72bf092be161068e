//! `URIRef.to_display()`: the library's safe display form
//! (`urlkit::DisplayIri`) as two small immutable Python objects, the
//! text with its IRI (`DisplayIRI`) and each host label left in A-labels
//! with its reason (`KeptLabel`), in the manner of `Repair` and
//! `Warning` (frozen classes with plain attributes).

use pyo3::prelude::*;
use pyo3::types::PyString;
use urlkit::{DisplayIri, KeptLabel};

use crate::uri::PyIriRef;

/// A URI as a person should see it (``URIRef.to_display()``): ``text``
/// (also ``str()``) is the IRI to show, with each ``xn--`` label of the
/// host in Unicode only where it passes the spoof checks of Chromium's
/// IDN display policy; ``iri`` is that text as an IRIRef; ``kept`` lists
/// the labels left in A-labels (a KeptLabel each, in host order; empty
/// when every label is shown in Unicode). ``urlkit.parse_iri(text).to_uri()``
/// gives back the URI, up to the case of the host and of hex digits.
///
/// >>> shown = urlkit.parse("http://xn--bcher-kva.example/stra%C3%9Fe").to_display()
/// >>> shown
/// DisplayIRI(text='http://bücher.example/straße', kept=[])
/// >>> shown.iri.host
/// 'bücher.example'
#[pyclass(module = "urlkit", name = "DisplayIRI", frozen, get_all)]
pub struct PyDisplayIri {
    text: Py<PyString>,
    iri: Py<PyIriRef>,
    kept: Vec<Py<PyKeptLabel>>,
}

impl PyDisplayIri {
    /// Wraps the library's display form (the labels kept are copied out
    /// once: the objects are immutable).
    pub fn from_rust(py: Python<'_>, shown: DisplayIri) -> PyResult<PyDisplayIri> {
        let kept = shown
            .kept()
            .iter()
            .map(|k| Py::new(py, PyKeptLabel::from_rust(k)))
            .collect::<PyResult<Vec<_>>>()?;
        let iri = PyIriRef::from_rust(py, shown.into_iri());
        // The IRIRef holds the text as a Python string: share it.
        let text = iri.text_object(py);
        Ok(PyDisplayIri {
            text,
            iri: Py::new(py, iri)?,
            kept,
        })
    }
}

#[pymethods]
impl PyDisplayIri {
    fn __str__(&self, py: Python<'_>) -> Py<PyString> {
        self.text.clone_ref(py)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let kept = self
            .kept
            .iter()
            .map(|k| k.get().repr(py))
            .collect::<PyResult<Vec<_>>>()?
            .join(", ");
        Ok(format!(
            "DisplayIRI(text={}, kept=[{kept}])",
            self.text.bind(py).repr()?
        ))
    }
}

/// A host label that ``URIRef.to_display()`` leaves in A-labels, and why:
/// ``label`` (as the URI writes it, ``xn--...``), ``unicode`` (its UTS 46
/// ToUnicode, what a display without spoof checks would show; None for
/// bad Punycode), ``code`` (the rule, in kebab case, e.g.
/// ``"whole-script-confusable"``), ``reason`` (the rule's explanation) and
/// ``message`` (one sentence naming the label; also ``str()``).
///
/// >>> [kept] = urlkit.parse("http://xn--80ak6aa92e.com/").to_display().kept
/// >>> kept.label, kept.unicode, kept.code
/// ('xn--80ak6aa92e', 'аррӏе', 'whole-script-confusable')
/// >>> kept.message
/// "host label 'xn--80ak6aa92e' is kept in A-labels: it is all Cyrillic letters that look like the Latin 'apple', ..."
#[pyclass(module = "urlkit", name = "KeptLabel", frozen, get_all)]
pub struct PyKeptLabel {
    label: String,
    unicode: Option<String>,
    code: &'static str,
    reason: String,
    message: String,
}

impl PyKeptLabel {
    fn from_rust(k: &KeptLabel) -> PyKeptLabel {
        PyKeptLabel {
            label: k.label().to_owned(),
            unicode: k.unicode().map(str::to_owned),
            code: k.reason().code(),
            reason: k.reason().to_string(),
            message: k.to_string(),
        }
    }

    /// `repr()`, for DisplayIRI's too (Python's own repr of each str, so
    /// that a label with an invisible character shows it escaped).
    fn repr(&self, py: Python<'_>) -> PyResult<String> {
        let lit = |s: &str| -> PyResult<String> { Ok(PyString::new(py, s).repr()?.to_string()) };
        let unicode = match &self.unicode {
            Some(u) => lit(u)?,
            None => "None".to_owned(),
        };
        Ok(format!(
            "KeptLabel(label={}, unicode={unicode}, code={})",
            lit(&self.label)?,
            lit(self.code)?
        ))
    }
}

#[pymethods]
impl PyKeptLabel {
    fn __str__(&self) -> &str {
        &self.message
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        self.repr(py)
    }
}
