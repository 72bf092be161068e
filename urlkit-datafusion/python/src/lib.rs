//! The extension module `urlkit_datafusion._urlkit_datafusion`, wrapped by
//! the Python package `urlkit_datafusion` (python/urlkit_datafusion/): each
//! of urlkit's SQL functions (the `urlkit-datafusion` crate) as a Python
//! object that gives DataFusion's FFI form of itself to the `datafusion`
//! Python package.
//!
//! The datafusion Python package is a DataFusion of its own, compiled into
//! its own extension module; a Rust `ScalarUDF` from this module cannot be
//! handed to it directly. `urlkit_datafusion::ffi` wraps each function in
//! DataFusion's `FFI_ScalarUDF`, a C-ABI struct of function pointers over
//! Arrow's C data interface, and the datafusion package reads that struct
//! from a PyCapsule named `datafusion_scalar_udf`, returned by the object's
//! `__datafusion_scalar_udf__()` method (`datafusion.udf(obj)`).

use pyo3::exceptions::PyKeyError;
use pyo3::prelude::*;
use pyo3::types::PyCapsule;
use urlkit_datafusion::{ffi, Kind};

/// The capsule name the datafusion Python package checks before it reads
/// the pointer (`ScalarUDF.from_pycapsule`).
const CAPSULE_NAME: &std::ffi::CStr = c"datafusion_scalar_udf";

/// One of urlkit's SQL functions, for ``datafusion.udf(f)``.
///
/// >>> import datafusion, urlkit_datafusion
/// >>> f = urlkit_datafusion.function("uri_host")
/// >>> datafusion.udf(f).name
/// 'uri_host'
#[pyclass(frozen, eq, hash, name = "UrlFunction", module = "urlkit_datafusion")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct PyUrlFunction {
    kind: Kind,
}

#[pymethods]
impl PyUrlFunction {
    /// The SQL name, e.g. ``uri_host``.
    #[getter]
    fn name(&self) -> &'static str {
        self.kind.name()
    }

    /// A PyCapsule named ``datafusion_scalar_udf`` holding the function as
    /// DataFusion's ``FFI_ScalarUDF``: what ``datafusion.udf(f)`` reads.
    /// Each call makes a new one; the capsule frees it when collected.
    fn __datafusion_scalar_udf__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyCapsule>> {
        PyCapsule::new_with_value(py, ffi::scalar_udf(self.kind), CAPSULE_NAME)
    }

    fn __repr__(&self) -> String {
        format!("urlkit_datafusion.function({:?})", self.kind.name())
    }
}

/// Every urlkit SQL function, in the order the Rust crate lists them
/// (``urlkit_datafusion::udfs()``).
#[pyfunction]
fn functions() -> Vec<PyUrlFunction> {
    Kind::ALL
        .iter()
        .map(|&kind| PyUrlFunction { kind })
        .collect()
}

/// The function called ``name`` (its SQL name, e.g. ``uri_host``); raises
/// KeyError for a name urlkit does not define.
#[pyfunction]
fn function(name: &str) -> PyResult<PyUrlFunction> {
    Kind::ALL
        .iter()
        .find(|kind| kind.name() == name)
        .map(|&kind| PyUrlFunction { kind })
        .ok_or_else(|| {
            PyKeyError::new_err(format!(
                "no urlkit SQL function is called {name:?}; \
                 urlkit_datafusion.names() lists the {} there are",
                Kind::ALL.len()
            ))
        })
}

#[pymodule]
fn _urlkit_datafusion(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyUrlFunction>()?;
    m.add_function(wrap_pyfunction!(functions, m)?)?;
    m.add_function(wrap_pyfunction!(function, m)?)?;
    // The major version of DataFusion's FFI this module speaks: the
    // structs change between majors, so `register` compares it with the
    // installed datafusion package's before handing one over (a mismatch
    // read as the wrong layout would crash the process, not raise).
    m.add("DATAFUSION_MAJOR", ffi::major_version())?;
    Ok(())
}
