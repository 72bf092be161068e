//! International domain names (UTS 46 / IDNA 2008), through the `idna`
//! crate (the one the WHATWG `url` crate uses), behind the optional cargo
//! feature `idna`.
//!
//! Without the feature, nothing here exists, and a non-ASCII host is
//! percent-encoded as UTF-8 instead (RFC 3986 §3.2.2 allows it).

use alloc::string::String;
use core::fmt;

/// A host that UTS 46 processing refused (a label that is not a valid
/// internationalized domain name, or that maps to nothing).
///
/// # Examples
///
/// ```
/// assert!(urlkit::idna::host_to_ascii("a\u{200D}b.example").is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdnaError {
    _private: (),
}

impl fmt::Display for IdnaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a valid internationalized domain name (UTS 46 ToASCII failed)")
    }
}

impl core::error::Error for IdnaError {}

/// UTS 46 ToASCII of a host name, as the WHATWG URL standard applies it:
/// non-transitional processing, each label that holds non-ASCII written as
/// an A-label (`xn--...`), the rest lowercased.
///
/// # Examples
///
/// ```
/// assert_eq!(urlkit::idna::host_to_ascii("Bücher.example")?, "xn--bcher-kva.example");
/// # Ok::<_, urlkit::idna::IdnaError>(())
/// ```
///
/// # Errors
///
/// [`IdnaError`] when the name is not a valid internationalized domain
/// name.
pub fn host_to_ascii(host: &str) -> Result<String, IdnaError> {
    idna::domain_to_ascii(host).map_err(|_| IdnaError { _private: () })
}
