//! The error of reference resolution.

use core::fmt;

/// Why a reference could not be resolved (RFC 3986 §5.2).
///
/// # Examples
///
/// ```
/// use urlkit::{ResolveErrorKind, Resolver, Uri, UriRef};
/// let base = Uri::parse("http://h/")?;
/// let r = UriRef::parse("a/../../b")?;
/// let err = Resolver::new().reject_path_underflow(true).resolve(&base, &r).unwrap_err();
/// assert_eq!(err.kind(), ResolveErrorKind::PathUnderflow);
/// assert_eq!(err.index(), 5);
/// assert_eq!(format!("{err:#}"), "'..' segment climbs above the root at index 5 (expected a segment to remove)");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResolveError {
    kind: ResolveErrorKind,
    index: usize,
}

/// What went wrong in a resolution, named after the rule it breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ResolveErrorKind {
    /// A `..` segment had no segment left to remove (§5.2.4 rule C drops
    /// it silently; [`crate::Resolver::reject_path_underflow`] asks for
    /// this error instead).
    PathUnderflow,
    /// The base and the reference together are longer than `u32::MAX`
    /// bytes, the bound on the result's length (offsets are `u32`).
    TooLong,
}

impl ResolveErrorKind {
    /// A short kebab-case name, as the command line's JSON uses.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::ResolveErrorKind;
    /// assert_eq!(ResolveErrorKind::PathUnderflow.as_str(), "path-underflow");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            ResolveErrorKind::PathUnderflow => "path-underflow",
            ResolveErrorKind::TooLong => "too-long",
        }
    }
}

impl fmt::Display for ResolveErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl ResolveError {
    pub(crate) const fn new(kind: ResolveErrorKind, index: usize) -> ResolveError {
        ResolveError { kind, index }
    }

    /// What went wrong.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{ResolveErrorKind, Resolver, Uri, UriRef};
    /// let base = Uri::parse("s:/")?;
    /// let err = Resolver::new().reject_path_underflow(true)
    ///     .resolve(&base, &UriRef::parse("/..")?).unwrap_err();
    /// assert_eq!(err.kind(), ResolveErrorKind::PathUnderflow);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn kind(&self) -> ResolveErrorKind {
        self.kind
    }

    /// The byte index in the reference where the problem starts: the
    /// first byte of the offending `..` segment (the start of the
    /// reference's path when the `..` came from the base's own path).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Resolver, Uri, UriRef};
    /// let base = Uri::parse("s://h")?;
    /// let err = Resolver::new().reject_path_underflow(true)
    ///     .resolve(&base, &UriRef::parse("//h/x/../..")?).unwrap_err();
    /// assert_eq!(err.index(), 9);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            ResolveErrorKind::PathUnderflow => {
                write!(
                    f,
                    "'..' segment climbs above the root at index {}",
                    self.index
                )?;
                crate::error::kinds::fmt_expected(f, "a segment to remove")
            }
            ResolveErrorKind::TooLong => write!(
                f,
                "base and reference together are longer than {} bytes",
                self.index
            ),
        }
    }
}

impl core::error::Error for ResolveError {}

#[cfg(test)]
mod tests {
    use super::{ResolveError, ResolveErrorKind as K};
    use alloc::string::ToString;

    #[test]
    fn every_message_is_bounded_whatever_the_index() {
        for k in [K::PathUnderflow, K::TooLong] {
            let message = ResolveError::new(k, usize::MAX).to_string();
            assert!(message.len() <= crate::excerpt::MAX_MESSAGE, "{message}");
        }
    }
}
