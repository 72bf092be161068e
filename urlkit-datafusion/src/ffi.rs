//! The functions in DataFusion's FFI form, for a DataFusion compiled into
//! another library: the datafusion Python package is one (python/ hands
//! these to it), and any host of the `datafusion-ffi` crate of the same
//! major version can load them.
//!
//! A [`ScalarUDF`] is a Rust trait object whose layout belongs to the
//! compiler and crate versions that built it, so it cannot cross from one
//! compiled library into another. [`FFI_ScalarUDF`] is a C-ABI struct of
//! function pointers that exchanges Arrow arrays through Arrow's C data
//! interface; the receiving side wraps it back into a `ScalarUDF` whose
//! calls run this crate's code. Its layout may change between DataFusion's
//! major versions ([`major_version`]), never within one.
//!
//! ```
//! use std::sync::Arc;
//! use datafusion::logical_expr::ScalarUDFImpl;
//! use urlkit_datafusion::{ffi, Kind};
//!
//! let exported = ffi::scalar_udf(Kind::RegistrableDomain);
//! // What a host does with it: a ScalarUDF again, named as the original.
//! let imported: Arc<dyn ScalarUDFImpl> = (&exported).into();
//! assert_eq!(imported.name(), "uri_registrable_domain");
//! assert_eq!(ffi::major_version(), 55);
//! ```

use std::sync::Arc;

pub use datafusion_ffi;
use datafusion_ffi::udf::FFI_ScalarUDF;

use crate::datafusion::logical_expr::ScalarUDF;
use crate::{Kind, UrlFunction};

/// The function `kind` as DataFusion's FFI struct. The struct owns its
/// function; the host frees it through the struct's `release`.
#[must_use]
pub fn scalar_udf(kind: Kind) -> FFI_ScalarUDF {
    FFI_ScalarUDF::from(Arc::new(ScalarUDF::new_from_impl(UrlFunction::new(kind))))
}

/// Every function as DataFusion's FFI struct, in [`Kind::ALL`]'s order.
///
/// ```
/// let names: Vec<String> = urlkit_datafusion::ffi::scalar_udfs()
///     .iter()
///     .map(|f| f.name.to_string())
///     .collect();
/// assert_eq!(names.len(), urlkit_datafusion::Kind::ALL.len());
/// assert!(names.iter().any(|n| n == "parse_url"));
/// ```
#[must_use]
pub fn scalar_udfs() -> Vec<FFI_ScalarUDF> {
    Kind::ALL.iter().map(|&kind| scalar_udf(kind)).collect()
}

/// The major version of DataFusion's FFI these structs follow: a host
/// must speak the same one, since the layouts differ between majors.
///
/// ```
/// assert_eq!(
///     urlkit_datafusion::ffi::major_version().to_string(),
///     urlkit_datafusion::datafusion::DATAFUSION_VERSION.split('.').next().unwrap()
/// );
/// ```
#[must_use]
pub fn major_version() -> u64 {
    datafusion_ffi::version()
}
