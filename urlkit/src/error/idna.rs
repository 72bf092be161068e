//! The IDNA error (UTS 46): why a host has no international domain name
//! form.

use core::fmt;

/// Why a host has no IDNA form.
///
/// # Examples
///
/// ```
/// use urlkit::idna::{host_to_ascii, IdnaErrorKind};
///
/// let err = host_to_ascii("xn--a.example").unwrap_err();
/// assert_eq!(err.kind(), IdnaErrorKind::Invalid);
/// let err = host_to_ascii("a{b}.example").unwrap_err();
/// assert_eq!(err.kind(), IdnaErrorKind::NotRegName);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum IdnaErrorKind {
    /// UTS 46 processing failed: a disallowed code point, bad Punycode in
    /// an `xn--` label, a label that breaks the bidirectional or joiner
    /// rules of IDNA 2008, a forbidden ASCII character, or (strict only)
    /// a hyphen or length rule.
    Invalid,
    /// The ASCII form holds a character that RFC 3986 `reg-name` does not
    /// allow (`"`, `{`, `}`, `` ` ``, ...), so it cannot stand as a URI host.
    NotRegName,
    /// An A-label longer than 128 octets: [`host_to_ascii`](crate::idna::host_to_ascii) refuses to
    /// write one, and every function refuses an `xn--` label of the host
    /// as written that is longer, before UTS 46 decodes it. Punycode's
    /// cost grows with the square of a label's length (RFC 3492 §6.2
    /// inserts each character, §6.3 reads the label once per distinct
    /// character), so the bound keeps the cost per byte to a constant
    /// (the `idna` crate's own limits are 1 000 characters to encode and
    /// 2 000 to decode). No DNS label is longer than 63 octets (RFC 1034
    /// §3.1), but the browsers' options do not check DNS lengths, so the
    /// bound is twice that, rounded up: the longest A-label of the
    /// Unicode conformance file, which such options accept, has 116.
    LabelTooLong,
}

/// A host that has no IDNA form (see [`IdnaErrorKind`]).
///
/// # Examples
///
/// ```
/// use urlkit::idna::host_to_ascii;
///
/// let err = host_to_ascii("a\u{200D}b.example").unwrap_err();
/// assert!(err.to_string().starts_with("invalid international domain name"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IdnaError {
    kind: IdnaErrorKind,
}

impl IdnaError {
    pub(crate) const fn new(kind: IdnaErrorKind) -> IdnaError {
        IdnaError { kind }
    }

    /// Which rule failed.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::idna::{host_to_ascii, IdnaErrorKind};
    /// assert_eq!(host_to_ascii("a%41").unwrap_err().kind(), IdnaErrorKind::Invalid);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> IdnaErrorKind {
        self.kind
    }
}

impl fmt::Display for IdnaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (what, expected) = match self.kind {
            IdnaErrorKind::Invalid => (
                "invalid international domain name",
                "labels that UTS 46 maps to valid IDNA 2008 labels",
            ),
            IdnaErrorKind::NotRegName => (
                "international domain name maps to a host that is not a reg-name",
                "unreserved or sub-delims characters",
            ),
            IdnaErrorKind::LabelTooLong => (
                "international domain name has an A-label too long for a DNS label",
                "at most 128 octets",
            ),
        };
        f.write_str(what)?;
        crate::error::kinds::fmt_expected(f, expected)
    }
}

impl core::error::Error for IdnaError {}
