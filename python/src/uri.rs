//! `urlkit.URIRef` and `urlkit.IRIRef`: immutable, hashable URI and IRI
//! references over the library's owned types.
//!
//! Each object holds the parsed reference (the text once, plus offsets)
//! and the Python string it was made from, so that `str(u)` gives back
//! that very object and `hash(u)` is the string's (cached) hash. The
//! components are read on access: nothing is built at parse time but the
//! object itself.

use std::borrow::Cow;

use pyo3::basic::CompareOp;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple};
use urlkit::{IriRef, IriRefView, NormalizeLevel, Resolver, Uri, UriRef, UriRefView};

use crate::errors;

/// The UTF-8 text of a Python string, borrowed from the interpreter
/// (`PyUnicode_AsUTF8AndSize`, in the limited API since CPython 3.10: the
/// reason the wheel is abi3 for 3.10 and later).
pub fn utf8<'a>(s: &'a Bound<'_, PyString>) -> PyResult<Cow<'a, str>> {
    s.to_str().map(Cow::Borrowed)
}

/// Parses a Python string as a URI reference (an owned copy).
fn parse_uri_ref(py: Python<'_>, text: &Bound<'_, PyString>) -> PyResult<UriRef> {
    UriRef::parse(text.to_str()?).map_err(|e| errors::parse_error(py, &e))
}

/// Parses a Python string as an IRI reference (an owned copy).
fn parse_iri_ref(py: Python<'_>, text: &Bound<'_, PyString>) -> PyResult<IriRef> {
    IriRef::parse(text.to_str()?).map_err(|e| errors::parse_error(py, &e))
}

/// The error for a reference's own text failing to parse again, which
/// cannot happen (the object was made from a successful parse).
fn reparse_error(py: Python<'_>, e: &urlkit::ParseError) -> PyErr {
    errors::parse_error(py, e)
}

/// The normalization level named in Python: `"scheme"` (the default, RFC
/// 3986 §6.2.2 and §6.2.3) or `"syntax"` (§6.2.2 only).
fn level(py: Python<'_>, name: &str) -> PyResult<NormalizeLevel> {
    match name {
        "scheme" => Ok(NormalizeLevel::Scheme),
        "syntax" => Ok(NormalizeLevel::Syntax),
        other => Err(errors::error(
            py,
            "invalid-argument",
            None,
            format!("unknown normalization level {other:?} (expected \"scheme\" or \"syntax\")"),
        )),
    }
}

/// A port's digits as a Python int (`None` when absent or empty). RFC
/// 3986 §3.2.3 allows any number of digits; Python ints have no bound.
fn port_int<'py>(py: Python<'py>, digits: Option<&str>) -> PyResult<Option<Bound<'py, PyAny>>> {
    let Some(d) = digits.filter(|d| !d.is_empty()) else {
        return Ok(None);
    };
    if d.len() <= 18 {
        // At most 18 digits always fit in a u64.
        let mut n: u64 = 0;
        for b in d.bytes() {
            n = n * 10 + u64::from(b - b'0');
        }
        return Ok(Some(n.into_pyobject(py)?.into_any()));
    }
    let int = py.get_type::<pyo3::types::PyInt>();
    Ok(Some(int.call1((d,))?))
}

/// The kebab-case name of a host kind.
fn host_kind_name(kind: urlkit::HostKind) -> &'static str {
    match kind {
        urlkit::HostKind::RegName => "reg-name",
        urlkit::HostKind::Ipv4 => "ipv4",
        urlkit::HostKind::Ipv6 => "ipv6",
        urlkit::HostKind::IpvFuture => "ipvfuture",
    }
}

/// Where each component lies in the text: byte ranges into its UTF-8,
/// found once by the parse. The accessors slice the Python string's own
/// UTF-8 with them, so that a parse allocates nothing in Rust and an
/// accessor only makes the `str` it returns.
#[derive(Clone, Copy, Default)]
struct Parts {
    scheme: Option<(usize, usize)>,
    authority: Option<(usize, usize)>,
    userinfo: Option<(usize, usize)>,
    host: Option<(usize, usize)>,
    port: Option<(usize, usize)>,
    path: (usize, usize),
    query: Option<(usize, usize)>,
    fragment: Option<(usize, usize)>,
    host_kind: Option<urlkit::HostKind>,
}

/// The byte range of `part`, a slice of `text`, in `text`.
fn span(text: &str, part: &str) -> (usize, usize) {
    // The views' accessors return slices of the text they parsed; the
    // difference of the two addresses is the offset. (Were it not a
    // slice, the range would not fit `text` and `slice` would give "".)
    let start = (part.as_ptr() as usize).wrapping_sub(text.as_ptr() as usize);
    (start, start.saturating_add(part.len()))
}

/// The component at `range` of `text` ("" for a range that does not fit,
/// which the parse never gives).
fn slice(text: &str, range: (usize, usize)) -> &str {
    text.get(range.0..range.1).unwrap_or_default()
}

/// The `Parts` of a parsed view (a `UriRefView` or an `IriRefView`, which
/// have the same accessors) of `text`.
macro_rules! parts_of {
    ($view:expr, $text:expr) => {{
        let (v, t) = ($view, $text);
        Parts {
            scheme: v.scheme().map(|p| span(t, p)),
            authority: v.authority().map(|p| span(t, p)),
            userinfo: v.userinfo().map(|p| span(t, p)),
            host: v.host().map(|p| span(t, p)),
            port: v.port().map(|p| span(t, p)),
            path: span(t, v.path()),
            query: v.query().map(|p| span(t, p)),
            fragment: v.fragment().map(|p| span(t, p)),
            host_kind: v.host_kind(),
        }
    }};
}

/// The `#[pymethods]` block of URIRef or IRIRef: the accessors they share
/// (the library gives both types the same ones), then the class's own
/// methods (one block per class: PyO3 takes one without its
/// `multiple-pymethods` feature).
macro_rules! reference_methods {
    ($ty:ident, $name:literal, { $($extra:tt)* }) => {
        impl $ty {
            /// The UTF-8 of the text, borrowed from the Python string.
            pub fn text_str<'a>(&'a self, py: Python<'_>) -> PyResult<&'a str> {
                self.text.to_str(py)
            }

            /// A part of the host's site (`crate::site`).
            fn site(
                &self,
                py: Python<'_>,
                part: crate::site::Part,
                sections: &str,
            ) -> PyResult<Option<String>> {
                let sections = crate::site::sections(py, sections)?;
                Ok(self
                    .part(py, self.parts.host)?
                    .and_then(|h| crate::site::site_part(h, part, sections)))
            }

            /// The component at `range`, or None.
            fn part<'a>(
                &'a self,
                py: Python<'_>,
                range: Option<(usize, usize)>,
            ) -> PyResult<Option<&'a str>> {
                match range {
                    Some(r) => Ok(Some(slice(self.text_str(py)?, r))),
                    None => Ok(None),
                }
            }
        }

        #[pymethods]
        impl $ty {
            $($extra)*

            /// The scheme, or None for a relative reference.
            #[getter]
            fn scheme<'a>(&'a self, py: Python<'_>) -> PyResult<Option<&'a str>> {
                self.part(py, self.parts.scheme)
            }
            /// The authority (``userinfo@host:port``), or None.
            #[getter]
            fn authority<'a>(&'a self, py: Python<'_>) -> PyResult<Option<&'a str>> {
                self.part(py, self.parts.authority)
            }
            /// The userinfo (raw, percent-encoded), or None.
            #[getter]
            fn userinfo<'a>(&'a self, py: Python<'_>) -> PyResult<Option<&'a str>> {
                self.part(py, self.parts.userinfo)
            }
            /// The host as written (``[::1]`` keeps its brackets), or None.
            ///
            /// >>> urlkit.parse("http://[::1]:8080/").host
            /// '[::1]'
            #[getter]
            fn host<'a>(&'a self, py: Python<'_>) -> PyResult<Option<&'a str>> {
                self.part(py, self.parts.host)
            }
            /// What the host is: ``"reg-name"``, ``"ipv4"``, ``"ipv6"``,
            /// ``"ipvfuture"``, or None without a host.
            #[getter]
            fn host_kind(&self) -> Option<&'static str> {
                self.parts.host_kind.map(host_kind_name)
            }
            /// The port as an int; None when absent or empty (``http://h:/``).
            #[getter]
            fn port<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
                port_int(py, self.part(py, self.parts.port)?)
            }
            /// The port's digits as written (``""`` when empty), or None.
            #[getter]
            fn port_text<'a>(&'a self, py: Python<'_>) -> PyResult<Option<&'a str>> {
                self.part(py, self.parts.port)
            }
            /// The path (raw; ``""`` when empty, never None).
            #[getter]
            fn path<'a>(&'a self, py: Python<'_>) -> PyResult<&'a str> {
                Ok(slice(self.text_str(py)?, self.parts.path))
            }
            /// The query without ``?`` (raw), ``""`` when empty, None when absent.
            #[getter]
            fn query<'a>(&'a self, py: Python<'_>) -> PyResult<Option<&'a str>> {
                self.part(py, self.parts.query)
            }
            /// The fragment without ``#`` (raw), ``""`` when empty, None when absent.
            #[getter]
            fn fragment<'a>(&'a self, py: Python<'_>) -> PyResult<Option<&'a str>> {
                self.part(py, self.parts.fragment)
            }
            /// True when the reference has a scheme (it is a URI, RFC 3986 §3).
            #[getter]
            fn is_absolute(&self) -> bool {
                self.parts.scheme.is_some()
            }
            /// The path's segments, raw (``"/a/b"`` gives ``["a", "b"]``).
            ///
            /// >>> urlkit.parse("http://h/a/b%2Fc/").segments
            /// ['a', 'b%2Fc', '']
            #[getter]
            fn segments(&self, py: Python<'_>) -> PyResult<Vec<String>> {
                Ok(self.owned(py)?.path_segments().map(str::to_owned).collect())
            }
            /// The registrable domain of the host (its public suffix and
            /// the label before it, by the Public Suffix List built in), in
            /// A-labels, lowercase. None without a host, for an IP address,
            /// and for a host that is a public suffix itself.
            /// ``sections="icann"`` leaves out the list's private section.
            ///
            /// >>> urlkit.parse("https://News.BBC.co.uk/").registrable_domain()
            /// 'bbc.co.uk'
            /// >>> urlkit.parse("https://a.github.io/").registrable_domain(sections="icann")
            /// 'github.io'
            /// >>> urlkit.parse("http://192.0.2.1/").registrable_domain() is None
            /// True
            #[pyo3(signature = (sections = "all"))]
            fn registrable_domain(
                &self,
                py: Python<'_>,
                sections: &str,
            ) -> PyResult<Option<String>> {
                self.site(py, crate::site::Part::RegistrableDomain, sections)
            }
            /// The public suffix of the host (``co.uk``), by the Public
            /// Suffix List built in, in A-labels, lowercase. None without a
            /// host and for an IP address; a top-level domain the list does
            /// not name is its own suffix.
            ///
            /// >>> urlkit.parse("https://www.example.CO.UK/").public_suffix()
            /// 'co.uk'
            /// >>> urlkit.parse("http://[::1]/").public_suffix() is None
            /// True
            #[pyo3(signature = (sections = "all"))]
            fn public_suffix(
                &self,
                py: Python<'_>,
                sections: &str,
            ) -> PyResult<Option<String>> {
                self.site(py, crate::site::Part::PublicSuffix, sections)
            }
            fn __str__(&self, py: Python<'_>) -> Py<PyString> {
                self.text.clone_ref(py)
            }
            fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
                let text = self.text.bind(py).repr()?;
                Ok(format!(concat!($name, "({})"), text))
            }
            fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
                self.text.bind(py).hash()
            }
            fn __len__(&self, py: Python<'_>) -> PyResult<usize> {
                // The length in code points, as the str's.
                self.text.bind(py).len()
            }
            fn __richcmp__(
                &self,
                py: Python<'_>,
                other: &Bound<'_, PyAny>,
                op: CompareOp,
            ) -> PyResult<Py<PyAny>> {
                let Ok(other) = other.cast::<$ty>() else {
                    return Ok(py.NotImplemented());
                };
                // Code point order, which is the UTF-8 byte order.
                let (a, b) = (self.text_str(py)?, other.get().text_str(py)?);
                let result = match op {
                    CompareOp::Eq => a == b,
                    CompareOp::Ne => a != b,
                    CompareOp::Lt => a < b,
                    CompareOp::Le => a <= b,
                    CompareOp::Gt => a > b,
                    CompareOp::Ge => a >= b,
                };
                Ok(pyo3::types::PyBool::new(py, result).to_owned().into_any().unbind())
            }
            fn __reduce__<'py>(
                slf: &Bound<'py, Self>,
                py: Python<'py>,
            ) -> PyResult<Bound<'py, PyTuple>> {
                let cls = slf.get_type();
                let args = PyTuple::new(py, [slf.get().text.clone_ref(py)])?;
                PyTuple::new(py, [cls.into_any(), args.into_any()])
            }
            fn __copy__(slf: Bound<'_, Self>) -> Bound<'_, Self> {
                slf
            }
            fn __deepcopy__<'py>(
                slf: Bound<'py, Self>,
                _memo: &Bound<'py, PyAny>,
            ) -> Bound<'py, Self> {
                slf
            }
        }
    };
}

/// A URI reference (RFC 3986 §4.1): a URI or a relative reference.
///
/// Made by ``urlkit.parse(text)`` or ``URIRef(text)``. Immutable and
/// hashable; two are equal when their text is. ``str(u)`` is exactly the
/// text parsed. Components are raw (still percent-encoded); an absent
/// component is None, an empty one ``""``.
///
/// >>> u = urlkit.parse("http://user@example.com:8042/over/there?name=ferret#nose")
/// >>> (u.scheme, u.userinfo, u.host, u.port, u.path, u.query, u.fragment)
/// ('http', 'user', 'example.com', 8042, '/over/there', 'name=ferret', 'nose')
#[pyclass(module = "urlkit", name = "URIRef", frozen)]
pub struct PyUriRef {
    text: Py<PyString>,
    parts: Parts,
}

impl PyUriRef {
    /// Wraps a reference the library built; its Python text is made here.
    pub fn from_rust(py: Python<'_>, inner: UriRef) -> PyUriRef {
        let text = PyString::new(py, inner.as_str()).unbind();
        let parts = parts_of!(inner.as_view(), inner.as_str());
        PyUriRef { text, parts }
    }

    /// Parses a Python string: checks it and notes where its components
    /// are; nothing is copied.
    pub fn from_py(py: Python<'_>, text: &Bound<'_, PyString>) -> PyResult<PyUriRef> {
        let s = text.to_str()?;
        let view = UriRefView::parse(s).map_err(|e| errors::parse_error(py, &e))?;
        Ok(PyUriRef {
            parts: parts_of!(view, s),
            text: text.clone().unbind(),
        })
    }

    /// The reference as the library's owned type (parsed again: the
    /// methods that build something new need it, the accessors do not).
    pub fn owned(&self, py: Python<'_>) -> PyResult<UriRef> {
        UriRef::parse(self.text_str(py)?).map_err(|e| reparse_error(py, &e))
    }

    /// The reference as the library's view, borrowing the text.
    fn view<'a>(&'a self, py: Python<'_>) -> PyResult<UriRefView<'a>> {
        UriRefView::parse(self.text_str(py)?).map_err(|e| reparse_error(py, &e))
    }

    /// This reference as a URI (it must have a scheme), for a base.
    fn as_base(&self, py: Python<'_>) -> PyResult<Uri> {
        Uri::try_from(self.owned(py)?).map_err(|_| {
            errors::error(
                py,
                "relative-base",
                None,
                format!(
                    "a base must be a URI with a scheme (RFC 3986 §5.1), not the relative reference {:?}",
                    self.text_str(py).unwrap_or_default()
                ),
            )
        })
    }

    /// Applies one edit to a copy and wraps it.
    fn edited(
        &self,
        py: Python<'_>,
        edit: impl FnOnce(&mut UriRef) -> Result<(), urlkit::BuildError>,
    ) -> PyResult<PyUriRef> {
        let mut copy = self.owned(py)?;
        edit(&mut copy).map_err(|e| errors::build_error(py, &e))?;
        Ok(PyUriRef::from_rust(py, copy))
    }
}

/// A URI reference from a str or a URIRef.
pub fn uri_ref_arg(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<UriRef> {
    if let Ok(u) = obj.cast::<PyUriRef>() {
        return u.get().owned(py);
    }
    let s = obj.cast::<PyString>().map_err(|_| {
        pyo3::exceptions::PyTypeError::new_err(format!(
            "expected a str or a urlkit.URIRef, not {}",
            obj.get_type()
                .name()
                .map(|n| n.to_string())
                .unwrap_or_default()
        ))
    })?;
    parse_uri_ref(py, s)
}

/// The value of a `replace` argument: str (set) or None (remove).
fn opt_str(v: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
    if v.is_none() {
        Ok(None)
    } else {
        Ok(Some(v.extract::<String>()?))
    }
}

reference_methods!(PyUriRef, "URIRef", {
    #[new]
    fn py_new(py: Python<'_>, text: &Bound<'_, PyString>) -> PyResult<PyUriRef> {
        PyUriRef::from_py(py, text)
    }

    /// Resolves ``ref`` (a str or URIRef) against this URI (RFC 3986 §5.2).
    ///
    /// ``strict=False`` applies §5.2.2's non-strict rule: a reference with
    /// the base's own scheme (``http:g`` against ``http://a/b``) is read as
    /// relative. Raises urlkit.Error when this reference has no scheme.
    ///
    /// >>> urlkit.parse("http://a/b/c/d;p?q").join("../g?y#s")
    /// URIRef('http://a/b/g?y#s')
    #[pyo3(signature = (reference, *, strict = true))]
    fn join(
        &self,
        py: Python<'_>,
        reference: &Bound<'_, PyAny>,
        strict: bool,
    ) -> PyResult<PyUriRef> {
        let base = self.as_base(py)?;
        let r = uri_ref_arg(py, reference)?;
        let out = Resolver::new()
            .strict(strict)
            .resolve(&base, &r)
            .map_err(|e| errors::resolve_error(py, &e))?;
        Ok(PyUriRef::from_rust(py, out.into_uri_ref()))
    }

    /// The normal form (RFC 3986 §6.2.2 syntax-based, and with the default
    /// ``level="scheme"`` also §6.2.3: default port, empty path as ``/``).
    ///
    /// >>> urlkit.parse("HTTP://Example.COM:80/a/./b/../%7euser").normalize()
    /// URIRef('http://example.com/a/~user')
    #[pyo3(signature = (level = "scheme"))]
    fn normalize(&self, py: Python<'_>, level: &str) -> PyResult<PyUriRef> {
        let lvl = self::level(py, level)?;
        Ok(PyUriRef::from_rust(py, self.owned(py)?.normalize_with(lvl)))
    }

    /// True when both have the same normal form (RFC 3986 §6.2.2, §6.2.3).
    ///
    /// >>> urlkit.parse("http://[::1]/").equivalent("http://[0:0::1]:80")
    /// True
    fn equivalent(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let other = uri_ref_arg(py, other)?;
        Ok(self.owned(py)?.normalized_eq(&other))
    }

    /// The shortest reference that resolves against this URI to
    /// ``target``, or None when there is none (another scheme or authority).
    ///
    /// >>> urlkit.parse("http://a/b/c/d;p?q").make_relative("http://a/b/g?y")
    /// URIRef('../g?y')
    fn make_relative(
        &self,
        py: Python<'_>,
        target: &Bound<'_, PyAny>,
    ) -> PyResult<Option<PyUriRef>> {
        let base = self.as_base(py)?;
        let target = uri_ref_arg(py, target)?;
        let target = Uri::try_from(target).map_err(|_| {
            errors::error(
                py,
                "relative-target",
                None,
                "the target must be a URI with a scheme".into(),
            )
        })?;
        Ok(urlkit::make_relative(&base, &target).map(|r| PyUriRef::from_rust(py, r)))
    }

    /// A copy with the named components replaced; every other byte stays.
    ///
    /// Keywords: ``scheme``, ``userinfo``, ``host``, ``port`` (int, str of
    /// digits, or None), ``path``, ``query``, ``fragment``. A value of None
    /// removes the component (not ``path``, which is always present). With
    /// ``encoded=True`` (the default) a value is raw text and must already
    /// be valid for its component (raises urlkit.Error otherwise); with
    /// ``encoded=False`` it is plain text that is percent-encoded as needed.
    ///
    /// >>> urlkit.parse("https://old.example/a?b#c").replace(host="new.example", fragment=None)
    /// URIRef('https://new.example/a?b')
    /// >>> urlkit.parse("http://h/").replace(query="q=a b&c", encoded=False)
    /// URIRef('http://h/?q=a%20b&c')
    #[pyo3(signature = (*, encoded = true, **parts))]
    fn replace(
        &self,
        py: Python<'_>,
        encoded: bool,
        parts: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<PyUriRef> {
        let mut copy = self.owned(py)?;
        let build = |e: urlkit::BuildError| errors::build_error(py, &e);
        if let Some(parts) = parts {
            // The RFC order, so that a scheme and an authority set together
            // are checked against each other as the result will be.
            for name in [
                "scheme", "userinfo", "host", "port", "path", "query", "fragment",
            ] {
                let Some(v) = parts.get_item(name)? else {
                    continue;
                };
                match name {
                    "scheme" => copy.set_scheme(opt_str(&v)?.as_deref()).map_err(build)?,
                    "userinfo" if encoded => copy
                        .set_userinfo_encoded(opt_str(&v)?.as_deref())
                        .map_err(build)?,
                    "userinfo" => copy.set_userinfo(opt_str(&v)?.as_deref()).map_err(build)?,
                    "host" if encoded => copy
                        .set_host_encoded(opt_str(&v)?.as_deref())
                        .map_err(build)?,
                    "host" => match opt_str(&v)? {
                        Some(h) => copy.set_reg_name(&h).map_err(build)?,
                        None => copy.set_host(None).map_err(build)?,
                    },
                    "port" => {
                        let digits = if v.is_none() {
                            None
                        } else if let Ok(n) = v.extract::<u64>() {
                            Some(n.to_string())
                        } else {
                            Some(v.extract::<String>()?)
                        };
                        copy.set_port_digits(digits.as_deref()).map_err(build)?
                    }
                    "path" => {
                        let p: String = v.extract()?;
                        if encoded {
                            copy.set_path_encoded(&p).map_err(build)?
                        } else {
                            copy.set_path(&p).map_err(build)?
                        }
                    }
                    "query" if encoded => copy
                        .set_query_encoded(opt_str(&v)?.as_deref())
                        .map_err(build)?,
                    "query" => copy.set_query(opt_str(&v)?.as_deref()).map_err(build)?,
                    "fragment" if encoded => copy
                        .set_fragment_encoded(opt_str(&v)?.as_deref())
                        .map_err(build)?,
                    "fragment" => copy.set_fragment(opt_str(&v)?.as_deref()).map_err(build)?,
                    _ => unreachable!("the names are the loop's"),
                }
            }
            for key in parts.keys() {
                let key: String = key.extract()?;
                if ![
                    "scheme", "userinfo", "host", "port", "path", "query", "fragment",
                ]
                .contains(&key.as_str())
                {
                    return Err(pyo3::exceptions::PyTypeError::new_err(format!(
                        "replace() got an unexpected keyword argument {key:?}"
                    )));
                }
            }
        }
        Ok(PyUriRef::from_rust(py, copy))
    }

    /// The query's ``key=value`` pairs, percent-decoded, split on ``&``
    /// only; with ``form=True`` also ``+`` as space
    /// (application/x-www-form-urlencoded).
    ///
    /// >>> urlkit.parse("/s?q=caf%C3%A9&lang=fr").query_pairs()
    /// [('q', 'café'), ('lang', 'fr')]
    #[pyo3(signature = (*, form = false))]
    fn query_pairs(&self, py: Python<'_>, form: bool) -> PyResult<Vec<(String, String)>> {
        let view = self.view(py)?;
        let pairs = if form {
            view.form_pairs()
        } else {
            view.query_pairs()
        };
        Ok(pairs
            .map(|(k, v)| (k.into_owned(), v.into_owned()))
            .collect())
    }

    /// The decoded value of the first pair named ``key``, or None.
    ///
    /// >>> urlkit.parse("/s?a=1&b=%7E&b=2").query_value("b")
    /// '~'
    #[pyo3(signature = (key, *, form = false))]
    fn query_value(&self, py: Python<'_>, key: &str, form: bool) -> PyResult<Option<String>> {
        let view = self.view(py)?;
        let mut pairs = if form {
            view.form_pairs()
        } else {
            view.query_pairs()
        };
        Ok(pairs.find(|(k, _)| k == key).map(|(_, v)| v.into_owned()))
    }

    /// A copy where the pairs named ``key`` are replaced by one
    /// ``key=value`` (encoded), in the place of the first; appended when
    /// there was none. The other pairs keep their bytes.
    ///
    /// >>> urlkit.parse("/s?a=1&b=2").set_query_pair("a", "x y")
    /// URIRef('/s?a=x%20y&b=2')
    fn set_query_pair(&self, py: Python<'_>, key: &str, value: &str) -> PyResult<PyUriRef> {
        self.edited(py, |u| u.set_query_pair(key, value))
    }

    /// A copy with ``key=value`` (encoded) appended to the query.
    ///
    /// >>> urlkit.parse("/s").append_query_pair("q", "&")
    /// URIRef('/s?q=%26')
    fn append_query_pair(&self, py: Python<'_>, key: &str, value: &str) -> PyResult<PyUriRef> {
        self.edited(py, |u| u.append_query_pair(key, value))
    }

    /// A copy without the pairs named ``key`` (decoded names compared).
    ///
    /// >>> urlkit.parse("/s?utm_source=x&id=7").remove_query_pair("utm_source")
    /// URIRef('/s?id=7')
    fn remove_query_pair(&self, py: Python<'_>, key: &str) -> PyResult<PyUriRef> {
        let mut copy = self.owned(py)?;
        copy.remove_query_pair(key);
        Ok(PyUriRef::from_rust(py, copy))
    }

    /// A copy keeping only the pairs for which ``keep(key, value)`` (both
    /// decoded) is true; the kept pairs keep their bytes.
    ///
    /// >>> urlkit.parse("/s?utm_a=1&id=7&utm_b=2").filter_query(lambda k, v: not k.startswith("utm_"))
    /// URIRef('/s?id=7')
    fn filter_query(&self, py: Python<'_>, keep: &Bound<'_, PyAny>) -> PyResult<PyUriRef> {
        let mut copy = self.owned(py)?;
        let mut failure: Option<PyErr> = None;
        copy.retain_query_pairs(|k, v| {
            if failure.is_some() {
                return true;
            }
            match keep.call1((k, v)).and_then(|r| r.is_truthy()) {
                Ok(b) => b,
                Err(e) => {
                    failure = Some(e);
                    true
                }
            }
        });
        match failure {
            Some(e) => Err(e),
            None => Ok(PyUriRef::from_rust(py, copy)),
        }
    }

    /// A copy without the fragment (``#...``).
    fn without_fragment(&self, py: Python<'_>) -> PyResult<PyUriRef> {
        let owned = self.owned(py)?;
        Ok(PyUriRef::from_rust(py, owned.without_fragment().to_owned()))
    }

    /// The display form as an IRI (RFC 3987 §3.2): percent-encoded UTF-8
    /// that is safe to show is decoded, A-labels become U-labels.
    ///
    /// >>> urlkit.parse("http://h/stra%C3%9Fe").to_iri()
    /// IRIRef('http://h/straße')
    fn to_iri(&self, py: Python<'_>) -> PyResult<PyIriRef> {
        Ok(PyIriRef::from_rust(py, self.owned(py)?.to_iri()))
    }

    /// The safe display form: as ``to_iri()``, but each ``xn--`` label of
    /// the host is shown in Unicode only where it passes the spoof checks
    /// of Chromium's IDN display policy; a label that fails stays in
    /// A-labels and is listed in ``kept`` with its reason. Returns a
    /// DisplayIRI (``text``, ``iri``, ``kept``).
    ///
    /// >>> shown = urlkit.parse("http://xn--80ak6aa92e.com/").to_display()
    /// >>> shown.text, [k.code for k in shown.kept]
    /// ('http://xn--80ak6aa92e.com/', ['whole-script-confusable'])
    /// >>> str(urlkit.parse("http://xn--bcher-kva.example/").to_display())
    /// 'http://bücher.example/'
    fn to_display(&self, py: Python<'_>) -> PyResult<crate::display::PyDisplayIri> {
        let shown = self.view(py)?.to_display();
        crate::display::PyDisplayIri::from_rust(py, shown)
    }

    /// The warnings of ``urlkit.lint`` for this reference.
    fn lint(&self, py: Python<'_>) -> PyResult<Vec<crate::extras::PyWarning>> {
        Ok(crate::extras::lint_of(&self.owned(py)?))
    }
});

/// An IRI reference (RFC 3987): a URI reference that may hold non-ASCII
/// characters. Made by ``urlkit.parse_iri(text)``; the same accessors as
/// URIRef, and ``to_uri()`` to map it to a URI (RFC 3987 §3.1; hosts to
/// IDNA A-labels).
///
/// >>> urlkit.parse_iri("http://bücher.example/straße?q=ü").to_uri()
/// URIRef('http://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC')
#[pyclass(module = "urlkit", name = "IRIRef", frozen)]
pub struct PyIriRef {
    text: Py<PyString>,
    parts: Parts,
}

impl PyIriRef {
    /// Wraps a reference the library built; its Python text is made here.
    pub fn from_rust(py: Python<'_>, inner: IriRef) -> PyIriRef {
        let text = PyString::new(py, inner.as_str()).unbind();
        let parts = parts_of!(inner.as_view(), inner.as_str());
        PyIriRef { text, parts }
    }

    /// The Python string of the text (the object `str()` returns).
    pub fn text_object(&self, py: Python<'_>) -> Py<PyString> {
        self.text.clone_ref(py)
    }

    /// Parses a Python string: checks it and notes where its components
    /// are; nothing is copied.
    pub fn from_py(py: Python<'_>, text: &Bound<'_, PyString>) -> PyResult<PyIriRef> {
        let s = text.to_str()?;
        let view = IriRefView::parse(s).map_err(|e| errors::parse_error(py, &e))?;
        Ok(PyIriRef {
            parts: parts_of!(view, s),
            text: text.clone().unbind(),
        })
    }

    /// The reference as the library's owned type (parsed again).
    fn owned(&self, py: Python<'_>) -> PyResult<IriRef> {
        IriRef::parse(self.text_str(py)?).map_err(|e| reparse_error(py, &e))
    }
}

reference_methods!(PyIriRef, "IRIRef", {
    #[new]
    fn py_new(py: Python<'_>, text: &Bound<'_, PyString>) -> PyResult<PyIriRef> {
        PyIriRef::from_py(py, text)
    }

    /// The URI of this IRI (RFC 3987 §3.1): non-ASCII percent-encoded as
    /// UTF-8, hosts as IDNA A-labels.
    fn to_uri(&self, py: Python<'_>) -> PyResult<PyUriRef> {
        Ok(PyUriRef::from_rust(py, self.owned(py)?.to_uri()))
    }

    /// The normal form (as URIRef.normalize), characters kept as characters.
    #[pyo3(signature = (level = "scheme"))]
    fn normalize(&self, py: Python<'_>, level: &str) -> PyResult<PyIriRef> {
        let lvl = self::level(py, level)?;
        Ok(PyIriRef::from_rust(py, self.owned(py)?.normalize_with(lvl)))
    }

    /// Resolves ``reference`` (a str or IRIRef) against this IRI (RFC 3986
    /// §5.2, as RFC 3987 §6.5 says).
    fn join(&self, py: Python<'_>, reference: &Bound<'_, PyAny>) -> PyResult<PyIriRef> {
        let base = urlkit::Iri::try_from(self.owned(py)?).map_err(|_| {
            errors::error(
                py,
                "relative-base",
                None,
                "a base must be an IRI with a scheme (RFC 3986 §5.1)".into(),
            )
        })?;
        let r = if let Ok(i) = reference.cast::<PyIriRef>() {
            i.get().owned(py)?
        } else {
            let s = reference.cast::<PyString>().map_err(|_| {
                pyo3::exceptions::PyTypeError::new_err("expected a str or a urlkit.IRIRef")
            })?;
            parse_iri_ref(py, s)?
        };
        let out = r
            .resolve_against(&base)
            .map_err(|e| errors::resolve_error(py, &e))?;
        Ok(PyIriRef::from_rust(py, out.into_iri_ref()))
    }
});
