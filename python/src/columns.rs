//! Column functions over Arrow string arrays, for `urlkit.arrow`.
//!
//! Input comes through the Arrow PyCapsule interface (pyo3-arrow): an
//! object with `__arrow_c_array__` (one array) or `__arrow_c_stream__`
//! (a chunked column), from pyarrow, Polars, DuckDB, arro3 or nanoarrow,
//! without copying. The strings may be `utf8`, `large_utf8` or
//! `utf8_view`; a string result has the input's string type. NULL in gives
//! NULL out, and so does text that is not a URI reference (RFC 3986 §4.1):
//! `valid` and `error` say which. The work runs with the GIL released.
//!
//! Each row is parsed with `UriRefView::parse`, which borrows the row and
//! allocates nothing; a component is a slice of the row.

use std::sync::Arc;

use arrow_array::builder::{
    BooleanBuilder, Int64Builder, LargeStringBuilder, ListBuilder, StringBuilder, StringViewBuilder,
};
use arrow_array::cast::AsArray;
use arrow_array::{new_empty_array, Array, ArrayRef};
use arrow_schema::{DataType, Field};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3_arrow::input::AnyArray;
use pyo3_arrow::{PyArray, PyChunkedArray};
use urlkit::{NormalizeLevel, Resolver, UriRefView, UriView};

/// Why a column could not be processed (a wrong type, an output over the
/// `utf8` offset limit); becomes a Python exception.
enum ColumnError {
    Type(String),
    Value(String),
}

impl From<ColumnError> for PyErr {
    fn from(e: ColumnError) -> PyErr {
        match e {
            ColumnError::Type(m) => PyTypeError::new_err(m),
            ColumnError::Value(m) => PyValueError::new_err(m),
        }
    }
}

type Result<T> = std::result::Result<T, ColumnError>;

/// Calls `each` with every row of a string array (None for NULL).
fn for_each_str<'a>(
    array: &'a dyn Array,
    mut each: impl FnMut(Option<&'a str>) -> Result<()>,
) -> Result<()> {
    match array.data_type() {
        DataType::Utf8 => array.as_string::<i32>().iter().try_for_each(each),
        DataType::LargeUtf8 => array.as_string::<i64>().iter().try_for_each(each),
        DataType::Utf8View => array.as_string_view().iter().try_for_each(each),
        DataType::Null => (0..array.len()).try_for_each(|_| each(None)),
        other => Err(ColumnError::Type(format!(
            "expected a column of strings (utf8, large_utf8 or utf8_view), not {other}"
        ))),
    }
}

/// A string column being built, of the input's string type.
enum StrOut {
    Utf8(StringBuilder, usize),
    Large(LargeStringBuilder),
    View(StringViewBuilder),
}

impl StrOut {
    fn for_input(input: &DataType, rows: usize) -> StrOut {
        match input {
            DataType::LargeUtf8 => StrOut::Large(LargeStringBuilder::with_capacity(rows, 0)),
            DataType::Utf8View => StrOut::View(StringViewBuilder::with_capacity(rows)),
            _ => StrOut::Utf8(StringBuilder::with_capacity(rows, 0), 0),
        }
    }

    fn push(&mut self, value: Option<&str>) -> Result<()> {
        match self {
            StrOut::Utf8(b, bytes) => {
                // utf8's offsets are i32: refuse rather than overflow them.
                *bytes += value.map_or(0, str::len);
                if *bytes > i32::MAX as usize {
                    return Err(ColumnError::Value(
                        "the result is over 2 GiB, too large for a utf8 column: pass large_utf8 (or smaller chunks)".into(),
                    ));
                }
                b.append_option(value);
            }
            StrOut::Large(b) => b.append_option(value),
            StrOut::View(b) => b.append_option(value),
        }
        Ok(())
    }

    fn finish(self) -> ArrayRef {
        match self {
            StrOut::Utf8(mut b, _) => Arc::new(b.finish()),
            StrOut::Large(mut b) => Arc::new(b.finish()),
            StrOut::View(mut b) => Arc::new(b.finish()),
        }
    }
}

/// What a column function computes for one chunk.
trait Kernel: Send + Sync {
    fn run(&self, input: &dyn Array) -> Result<ArrayRef>;
}

/// A string column of the input's string type, built by calling `row`
/// with each input row (None for NULL) and the output to push one value on.
fn string_column<'a>(
    input: &'a dyn Array,
    mut row: impl FnMut(Option<&'a str>, &mut StrOut) -> Result<()>,
) -> Result<ArrayRef> {
    let mut out = StrOut::for_input(input.data_type(), input.len());
    for_each_str(input, |value| row(value, &mut out))?;
    Ok(out.finish())
}

/// The row as a URI reference; None for NULL and for text that is not one.
fn parsed(row: Option<&str>) -> Option<UriRefView<'_>> {
    row.and_then(|s| UriRefView::parse(s).ok())
}

/// A component of each row (a slice of it).
struct Component(for<'a> fn(UriRefView<'a>) -> Option<&'a str>);

impl Kernel for Component {
    fn run(&self, input: &dyn Array) -> Result<ArrayRef> {
        string_column(input, |row, out| out.push(parsed(row).and_then(self.0)))
    }
}

/// The port as an Int64 (NULL when absent, empty, or over i64's range).
struct Port;

impl Kernel for Port {
    fn run(&self, input: &dyn Array) -> Result<ArrayRef> {
        let mut out = Int64Builder::with_capacity(input.len());
        for_each_str(input, |row| {
            let port = parsed(row)
                .and_then(|u| u.port())
                .and_then(|p| p.parse::<i64>().ok());
            out.append_option(port);
            Ok(())
        })?;
        Ok(Arc::new(out.finish()))
    }
}

/// Whether each row is a URI reference (NULL for NULL).
struct Valid;

impl Kernel for Valid {
    fn run(&self, input: &dyn Array) -> Result<ArrayRef> {
        let mut out = BooleanBuilder::with_capacity(input.len());
        for_each_str(input, |row| {
            out.append_option(row.map(|s| UriRefView::parse(s).is_ok()));
            Ok(())
        })?;
        Ok(Arc::new(out.finish()))
    }
}

/// The parse error of each row: its message (or its kind), NULL when the
/// row is valid or NULL.
struct ParseErr {
    kind_only: bool,
}

impl Kernel for ParseErr {
    fn run(&self, input: &dyn Array) -> Result<ArrayRef> {
        string_column(input, |row, out| match row.map(UriRefView::parse) {
            Some(Err(e)) if self.kind_only => out.push(Some(e.kind().as_str())),
            Some(Err(e)) => out.push(Some(&format!("{e:#}"))),
            _ => out.push(None),
        })
    }
}

/// The decoded value of the first query pair named `key`.
struct QueryValue {
    key: String,
    form: bool,
}

impl Kernel for QueryValue {
    fn run(&self, input: &dyn Array) -> Result<ArrayRef> {
        string_column(input, |row, out| {
            let value = parsed(row).and_then(|u| {
                let mut pairs = if self.form {
                    u.form_pairs()
                } else {
                    u.query_pairs()
                };
                pairs.find(|(k, _)| k == &self.key).map(|(_, v)| v)
            });
            out.push(value.as_deref())
        })
    }
}

/// The normal form of each row (RFC 3986 §6.2.2, and §6.2.3 at the
/// scheme level).
struct Normalize(NormalizeLevel);

impl Kernel for Normalize {
    fn run(&self, input: &dyn Array) -> Result<ArrayRef> {
        let mut buf = String::new();
        string_column(input, |row, out| match parsed(row) {
            Some(u) => out.push(Some(u.normalize_into(self.0, &mut buf))),
            None => out.push(None),
        })
    }
}

/// Each row resolved against one base (RFC 3986 §5.2).
struct ResolveConst {
    base: String,
    strict: bool,
}

impl Kernel for ResolveConst {
    fn run(&self, input: &dyn Array) -> Result<ArrayRef> {
        let base = UriView::parse(&self.base).ok();
        let resolver = Resolver::new().strict(self.strict);
        let mut buf = String::new();
        string_column(input, |row, out| {
            let target = match (base, parsed(row)) {
                (Some(b), Some(r)) => resolver.resolve_views_into(b, r, &mut buf).ok(),
                _ => None,
            };
            out.push(target)
        })
    }
}

/// The lint codes of each row, as a list (empty for a clean URI).
struct LintCodes;

impl Kernel for LintCodes {
    fn run(&self, input: &dyn Array) -> Result<ArrayRef> {
        let mut out = ListBuilder::with_capacity(StringBuilder::new(), input.len());
        let mut linter = urlkit::lint::Linter::new();
        for_each_str(input, |row| {
            match parsed(row) {
                Some(u) => {
                    for w in linter.lint_view(u) {
                        out.values().append_value(w.code().as_str());
                    }
                    out.append(true);
                }
                None => out.append(false),
            }
            Ok(())
        })?;
        Ok(Arc::new(out.finish()))
    }
}

/// A part of the site of each row's host (`crate::site`), in A-labels.
struct Site(crate::site::Part, urlkit::site::Sections);

impl Kernel for Site {
    fn run(&self, input: &dyn Array) -> Result<ArrayRef> {
        string_column(input, |row, out| {
            let part = parsed(row)
                .and_then(|u| u.host())
                .and_then(|h| crate::site::site_part(h, self.0, self.1));
            out.push(part.as_deref())
        })
    }
}

/// Runs a kernel over a column, the GIL released, and gives back an object
/// with the same PyCapsule method as the input (`__arrow_c_array__` for an
/// array, `__arrow_c_stream__` for a stream). The field keeps the input's
/// name.
fn apply(py: Python<'_>, values: AnyArray, kernel: &dyn Kernel) -> PyResult<Py<PyAny>> {
    match values {
        AnyArray::Array(array) => {
            let (array, field) = array.into_inner();
            let out = py.detach(|| kernel.run(array.as_ref()))?;
            let field = Field::new(field.name(), out.data_type().clone(), true);
            Ok(Py::new(py, PyArray::new(out, Arc::new(field)))?.into_any())
        }
        AnyArray::Stream(stream) => {
            let (chunks, field) = stream_chunks(stream)?;
            let (out, data_type) = py.detach(|| -> Result<_> {
                let out = chunks
                    .iter()
                    .map(|c| kernel.run(c.as_ref()))
                    .collect::<Result<Vec<_>>>()?;
                let data_type = match out.first() {
                    Some(a) => a.data_type().clone(),
                    None => kernel
                        .run(new_empty_array(field.data_type()).as_ref())?
                        .data_type()
                        .clone(),
                };
                Ok((out, data_type))
            })?;
            let field = Arc::new(Field::new(field.name(), data_type, true));
            Ok(Py::new(py, PyChunkedArray::try_new(out, field)?)?.into_any())
        }
    }
}

/// The chunks of a stream, read into memory.
fn stream_chunks(
    stream: pyo3_arrow::PyArrayReader,
) -> PyResult<(Vec<ArrayRef>, arrow_schema::FieldRef)> {
    let reader = stream.into_reader()?;
    let field = reader.field();
    let chunks = reader
        .collect::<std::result::Result<Vec<_>, _>>()
        .map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok((chunks, field))
}

/// One array from a column: the array, or the chunks of a stream joined.
fn one_array(values: AnyArray) -> PyResult<ArrayRef> {
    match values {
        AnyArray::Array(a) => Ok(a.into_inner().0),
        AnyArray::Stream(s) => {
            let (chunks, field) = stream_chunks(s)?;
            if chunks.len() == 1 {
                return Ok(chunks
                    .into_iter()
                    .next()
                    .unwrap_or_else(|| new_empty_array(field.data_type())));
            }
            let refs: Vec<&dyn Array> = chunks.iter().map(|c| c.as_ref()).collect();
            if refs.is_empty() {
                return Ok(new_empty_array(field.data_type()));
            }
            arrow_select::concat::concat(&refs).map_err(|e| PyValueError::new_err(e.to_string()))
        }
    }
}

/// Each row of `values` resolved against the row of `bases` at the same
/// position.
fn resolve_pairs(values: &dyn Array, bases: &dyn Array, strict: bool) -> Result<ArrayRef> {
    if values.len() != bases.len() {
        return Err(ColumnError::Value(format!(
            "the base column has {} rows and the column {}: they must be the same length",
            bases.len(),
            values.len()
        )));
    }
    let mut base_rows: Vec<Option<&str>> = Vec::with_capacity(bases.len());
    for_each_str(bases, |b| {
        base_rows.push(b);
        Ok(())
    })?;
    let mut out = StrOut::for_input(values.data_type(), values.len());
    let resolver = Resolver::new().strict(strict);
    let mut buf = String::new();
    let mut i = 0;
    for_each_str(values, |row| {
        let base = base_rows
            .get(i)
            .copied()
            .flatten()
            .and_then(|b| UriView::parse(b).ok());
        i += 1;
        let target = match (base, parsed(row)) {
            (Some(b), Some(r)) => resolver.resolve_views_into(b, r, &mut buf).ok(),
            _ => None,
        };
        out.push(target)
    })?;
    Ok(out.finish())
}

macro_rules! component_fn {
    ($($fn_name:ident => $accessor:ident, $doc:literal;)*) => {$(
        #[doc = $doc]
        #[pyfunction]
        pub fn $fn_name(py: Python<'_>, values: AnyArray) -> PyResult<Py<PyAny>> {
            apply(py, values, &Component(|u| u.$accessor()))
        }
    )*};
}

component_fn! {
    col_scheme => scheme, "The scheme of each row.";
    col_authority => authority, "The authority of each row.";
    col_userinfo => userinfo, "The userinfo of each row.";
    col_host => host, "The host of each row, as written.";
    col_query => query, "The query of each row (raw).";
    col_fragment => fragment, "The fragment of each row (raw).";
}

/// The path of each row (raw; never NULL for a valid row).
#[pyfunction]
pub fn col_path(py: Python<'_>, values: AnyArray) -> PyResult<Py<PyAny>> {
    apply(py, values, &Component(|u| Some(u.path())))
}

/// The port of each row as an int64.
#[pyfunction]
pub fn col_port(py: Python<'_>, values: AnyArray) -> PyResult<Py<PyAny>> {
    apply(py, values, &Port)
}

/// Whether each row is a URI reference.
#[pyfunction]
pub fn col_valid(py: Python<'_>, values: AnyArray) -> PyResult<Py<PyAny>> {
    apply(py, values, &Valid)
}

/// The parse error of each row (message, or kind).
#[pyfunction]
#[pyo3(signature = (values, kind_only = false))]
pub fn col_error(py: Python<'_>, values: AnyArray, kind_only: bool) -> PyResult<Py<PyAny>> {
    apply(py, values, &ParseErr { kind_only })
}

/// The decoded value of the first query pair named `key`.
#[pyfunction]
#[pyo3(signature = (values, key, form = false))]
pub fn col_query_value(
    py: Python<'_>,
    values: AnyArray,
    key: String,
    form: bool,
) -> PyResult<Py<PyAny>> {
    apply(py, values, &QueryValue { key, form })
}

/// The normal form of each row.
#[pyfunction]
#[pyo3(signature = (values, level = "scheme"))]
pub fn col_normalize(py: Python<'_>, values: AnyArray, level: &str) -> PyResult<Py<PyAny>> {
    let level = match level {
        "scheme" => NormalizeLevel::Scheme,
        "syntax" => NormalizeLevel::Syntax,
        other => {
            return Err(PyValueError::new_err(format!(
                "unknown normalization level {other:?} (expected \"scheme\" or \"syntax\")"
            )))
        }
    };
    apply(py, values, &Normalize(level))
}

/// Each row resolved against a base: a str (one base for all rows) or a
/// column of the same length.
#[pyfunction]
#[pyo3(signature = (values, base, strict = true))]
pub fn col_resolve(
    py: Python<'_>,
    values: AnyArray,
    base: &Bound<'_, PyAny>,
    strict: bool,
) -> PyResult<Py<PyAny>> {
    if let Ok(s) = base.extract::<String>() {
        return apply(py, values, &ResolveConst { base: s, strict });
    }
    let bases: AnyArray = base.extract()?;
    let bases = one_array(bases)?;
    let values_array = one_array(values)?;
    let out = py.detach(|| resolve_pairs(values_array.as_ref(), bases.as_ref(), strict))?;
    let field = Field::new("resolved", out.data_type().clone(), true);
    Ok(Py::new(py, PyArray::new(out, Arc::new(field)))?.into_any())
}

/// The lint codes of each row, as a list of strings.
#[pyfunction]
pub fn col_lint_codes(py: Python<'_>, values: AnyArray) -> PyResult<Py<PyAny>> {
    apply(py, values, &LintCodes)
}

/// The registrable domain of each row's host, in A-labels.
#[pyfunction]
#[pyo3(signature = (values, sections = "all"))]
pub fn col_registrable_domain(
    py: Python<'_>,
    values: AnyArray,
    sections: &str,
) -> PyResult<Py<PyAny>> {
    let sections = crate::site::sections(py, sections)?;
    apply(
        py,
        values,
        &Site(crate::site::Part::RegistrableDomain, sections),
    )
}

/// The public suffix of each row's host, in A-labels.
#[pyfunction]
#[pyo3(signature = (values, sections = "all"))]
pub fn col_public_suffix(py: Python<'_>, values: AnyArray, sections: &str) -> PyResult<Py<PyAny>> {
    let sections = crate::site::sections(py, sections)?;
    apply(py, values, &Site(crate::site::Part::PublicSuffix, sections))
}
