//! The percent-decoding error (RFC 3986 §2.1, §2.4): what was wrong, and
//! where in the encoded input.

use core::fmt;

/// Which rule a decoded text broke.
///
/// # Examples
///
/// ```
/// use urlkit::pct::{self, DecodeErrorKind};
/// assert_eq!(pct::decode("%G0").unwrap_err().kind(), DecodeErrorKind::InvalidPercentEncoding);
/// assert_eq!(pct::decode_utf8("%FF").unwrap_err().kind(), DecodeErrorKind::InvalidUtf8);
/// assert_eq!(DecodeErrorKind::InvalidUtf8.as_str(), "invalid-utf8");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DecodeErrorKind {
    /// A `%` not followed by two hexadecimal digits:
    /// `pct-encoded = "%" HEXDIG HEXDIG` (§2.1).
    InvalidPercentEncoding,
    /// The decoded octets are not UTF-8 (RFC 3629), where text was asked
    /// for.
    InvalidUtf8,
    /// A reg-name decodes to a delimiter, `%`, a space or a control, which
    /// no host name holds (docs/security.md row 7).
    DelimiterInHost,
}

impl DecodeErrorKind {
    /// A stable kebab-case name, used in the command line's JSON output.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::pct::DecodeErrorKind;
    /// assert_eq!(DecodeErrorKind::InvalidPercentEncoding.as_str(), "invalid-percent-encoding");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            DecodeErrorKind::InvalidPercentEncoding => "invalid-percent-encoding",
            DecodeErrorKind::InvalidUtf8 => "invalid-utf8",
            DecodeErrorKind::DelimiterInHost => "delimiter-in-host",
        }
    }
}

impl fmt::Display for DecodeErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DecodeErrorKind::InvalidPercentEncoding => "invalid percent-encoding",
            DecodeErrorKind::InvalidUtf8 => "invalid UTF-8",
            DecodeErrorKind::DelimiterInHost => "encoded delimiter or control in host",
        })
    }
}

/// A text that could not be decoded: what was wrong, and the byte index in
/// the *encoded* input where it starts.
///
/// # Examples
///
/// ```
/// use urlkit::pct;
///
/// let err = pct::decode_utf8("ok%20%E2%82").unwrap_err();
/// assert_eq!(err.index(), 5);
/// assert_eq!(
///     format!("{err:#}"),
///     "invalid UTF-8 at index 5 (expected percent-encoded octets that form UTF-8 text)"
/// );
/// let err = pct::decode("100%").unwrap_err();
/// assert_eq!(format!("{err:#}"), "invalid percent-encoding at index 3 (expected '%' followed by two hex digits)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DecodeError {
    index: usize,
    kind: DecodeErrorKind,
}

impl DecodeError {
    pub(crate) const fn new(kind: DecodeErrorKind, index: usize) -> DecodeError {
        DecodeError { index, kind }
    }

    /// The byte index in the encoded input: the `%` of a bad escape, or the
    /// first byte (raw or `%XX`) of an octet sequence that is not UTF-8.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::pct;
    /// assert_eq!(pct::decode("a%zz").unwrap_err().index(), 1);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }

    /// What was wrong.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::pct::{self, DecodeErrorKind};
    /// assert_eq!(pct::decode("%").unwrap_err().kind(), DecodeErrorKind::InvalidPercentEncoding);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> DecodeErrorKind {
        self.kind
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let expected = match self.kind {
            DecodeErrorKind::InvalidPercentEncoding => "'%' followed by two hex digits",
            DecodeErrorKind::InvalidUtf8 => "percent-encoded octets that form UTF-8 text",
            DecodeErrorKind::DelimiterInHost => {
                "a host name without ':/?#[]@\\%', spaces or controls"
            }
        };
        write!(f, "{} at index {}", self.kind, self.index)?;
        crate::error::kinds::fmt_expected(f, expected)
    }
}

impl core::error::Error for DecodeError {}
