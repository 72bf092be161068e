//! The parse error: which rule broke, and at which byte.

use core::fmt;

/// Which rule of RFC 3986 the input broke.
///
/// Each kind is named after the ABNF rule (appendix A) whose match failed.
/// The kinds are fieldless; the position is in [`ParseError::index`].
///
/// # Examples
///
/// ```
/// use urlkit::{ParseErrorKind, UriRef};
///
/// let err = UriRef::parse("http://h:8o/").unwrap_err();
/// assert_eq!(err.kind(), ParseErrorKind::InvalidPort);
/// assert_eq!(err.kind().as_str(), "invalid-port");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` did not match
    /// where a scheme was required (§3.1).
    InvalidScheme,
    /// A URI (not a relative reference) was required, and the input has no
    /// scheme (§4.3).
    MissingScheme,
    /// A byte that `userinfo` does not allow before the `@` (§3.2.1).
    InvalidUserinfo,
    /// A byte that `reg-name` does not allow, where a host was read (§3.2.2).
    InvalidHost,
    /// An `IP-literal` that is not closed by `]`, or is followed by anything
    /// but `:` port or the end of the authority (§3.2.2).
    InvalidIpLiteral,
    /// The text between `[` and `]` is not an `IPv6address` (§3.2.2). The
    /// index is where it stops matching: a byte no address holds (the `%`
    /// of an RFC 6874 zone identifier), a group or `:` one too many, or the
    /// `]` when groups are missing.
    InvalidIpv6,
    /// The text between `[` and `]` starts with `v` but is not an
    /// `IPvFuture` (§3.2.2); the index is where it stops matching.
    InvalidIpvFuture,
    /// `port = *DIGIT` did not match (§3.2.3).
    InvalidPort,
    /// A byte that no path form allows (§3.3).
    InvalidPath,
    /// A `:` in the first segment of a relative reference's path, which
    /// `path-noscheme` forbids so that it cannot be taken for a scheme
    /// (§3.3, §4.2).
    ColonInFirstSegment,
    /// A byte that `query` does not allow (§3.4).
    InvalidQuery,
    /// A byte that `fragment` does not allow (§3.5).
    InvalidFragment,
    /// A `%` not followed by two hexadecimal digits (§2.1).
    InvalidPercentEncoding,
    /// The input is longer than the limit the caller set, or than 4 GiB.
    TooLong,
}

impl ParseErrorKind {
    /// A stable kebab-case name, used in the command line's JSON output.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::ParseErrorKind;
    /// assert_eq!(ParseErrorKind::InvalidPercentEncoding.as_str(), "invalid-percent-encoding");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            ParseErrorKind::InvalidScheme => "invalid-scheme",
            ParseErrorKind::MissingScheme => "missing-scheme",
            ParseErrorKind::InvalidUserinfo => "invalid-userinfo",
            ParseErrorKind::InvalidHost => "invalid-host",
            ParseErrorKind::InvalidIpLiteral => "invalid-ip-literal",
            ParseErrorKind::InvalidIpv6 => "invalid-ipv6",
            ParseErrorKind::InvalidIpvFuture => "invalid-ipvfuture",
            ParseErrorKind::InvalidPort => "invalid-port",
            ParseErrorKind::InvalidPath => "invalid-path",
            ParseErrorKind::ColonInFirstSegment => "colon-in-first-segment",
            ParseErrorKind::InvalidQuery => "invalid-query",
            ParseErrorKind::InvalidFragment => "invalid-fragment",
            ParseErrorKind::InvalidPercentEncoding => "invalid-percent-encoding",
            ParseErrorKind::TooLong => "too-long",
        }
    }

    /// What went wrong, in a few words.
    const fn what(self) -> &'static str {
        match self {
            ParseErrorKind::InvalidScheme => "invalid scheme",
            ParseErrorKind::MissingScheme => "missing scheme",
            ParseErrorKind::InvalidUserinfo => "invalid character in userinfo",
            ParseErrorKind::InvalidHost => "invalid character in host",
            ParseErrorKind::InvalidIpLiteral => "invalid IP-literal",
            ParseErrorKind::InvalidIpv6 => "invalid IPv6 address",
            ParseErrorKind::InvalidIpvFuture => "invalid IPvFuture",
            ParseErrorKind::InvalidPort => "invalid port",
            ParseErrorKind::InvalidPath => "invalid character in path",
            ParseErrorKind::ColonInFirstSegment => "colon in the first segment of a relative path",
            ParseErrorKind::InvalidQuery => "invalid character in query",
            ParseErrorKind::InvalidFragment => "invalid character in fragment",
            ParseErrorKind::InvalidPercentEncoding => "invalid percent-encoding",
            ParseErrorKind::TooLong => "input too long",
        }
    }

    /// What the rule expected at the failing byte.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::ParseErrorKind;
    /// assert!(ParseErrorKind::InvalidPort.expected().contains("digit"));
    /// ```
    #[must_use]
    pub const fn expected(self) -> &'static str {
        match self {
            ParseErrorKind::InvalidScheme => {
                "a letter, then letters, digits, '+', '-' or '.', then ':'"
            }
            ParseErrorKind::MissingScheme => "a scheme followed by ':'",
            ParseErrorKind::InvalidUserinfo => {
                "unreserved, sub-delims, ':' or '%XX' before '@'"
            }
            ParseErrorKind::InvalidHost => {
                "unreserved, sub-delims or '%XX' in a reg-name, then ':' and a port, or '/', '?', '#' or the end"
            }
            ParseErrorKind::InvalidIpLiteral => {
                "'[' IPv6address or IPvFuture ']', then ':' and a port, or '/', '?', '#' or the end"
            }
            ParseErrorKind::InvalidIpv6 => {
                "eight groups of 1 to 4 hex digits separated by ':', at most one '::', optionally ending in an IPv4 address"
            }
            ParseErrorKind::InvalidIpvFuture => {
                "'v', hex digits, '.', then unreserved, sub-delims or ':'"
            }
            ParseErrorKind::InvalidPort => "digits, then '/', '?', '#' or the end",
            ParseErrorKind::InvalidPath => "pchar, '/', '?', '#' or the end",
            ParseErrorKind::ColonInFirstSegment => {
                "no ':' before the first '/' (a scheme starts with a letter; write \"./\" before a segment with ':')"
            }
            ParseErrorKind::InvalidQuery => "pchar, '/', '?', '#' or the end",
            ParseErrorKind::InvalidFragment => "pchar, '/', '?' or the end",
            ParseErrorKind::InvalidPercentEncoding => "'%' followed by two hex digits",
            ParseErrorKind::TooLong => "an input within the length limit",
        }
    }
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.what())
    }
}

/// An input that is not a URI reference (or not a URI, where one was
/// required): the rule that broke and the byte index where the input stopped
/// matching.
///
/// Its `Display` says what was wrong, where, and what was expected:
///
/// ```
/// use urlkit::UriRef;
///
/// let err = UriRef::parse("http://a/%G1").unwrap_err();
/// assert_eq!(err.index(), 9);
/// assert_eq!(
///     err.to_string(),
///     "invalid percent-encoding at index 9: '%G1' (expected '%' followed by two hex digits)"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseError {
    index: usize,
    kind: ParseErrorKind,
    /// Up to three characters of the input from `index`, UTF-8 encoded.
    found: [u8; 12],
    found_len: u8,
}

impl ParseError {
    /// Records an error of `kind` at `index` of `input`, keeping a short
    /// excerpt of the input there for the message.
    pub(crate) fn new(kind: ParseErrorKind, index: usize, input: &str) -> ParseError {
        let mut found = [0u8; 12];
        let mut found_len = 0usize;
        let take = if kind == ParseErrorKind::InvalidPercentEncoding {
            3
        } else {
            1
        };
        if kind != ParseErrorKind::TooLong {
            let tail = input.get(index..).unwrap_or("");
            for c in tail.chars().take(take) {
                let n = c.len_utf8();
                if let Some(dst) = found.get_mut(found_len..found_len + n) {
                    c.encode_utf8(dst);
                    found_len += n;
                }
            }
        }
        ParseError {
            index,
            kind,
            found,
            found_len: found_len as u8,
        }
    }

    /// The byte index in the input where it stopped matching the rule.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// assert_eq!(UriRef::parse("a b").unwrap_err().index(), 1);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }

    /// Which rule broke.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{ParseErrorKind, UriRef};
    /// assert_eq!(UriRef::parse("a b").unwrap_err().kind(), ParseErrorKind::InvalidPath);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> ParseErrorKind {
        self.kind
    }

    /// The input text at the failing index (up to three characters for a
    /// bad percent-encoding, one otherwise); empty at the end of the input.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// assert_eq!(UriRef::parse("a b").unwrap_err().found(), " ");
    /// assert_eq!(UriRef::parse("//[::1").unwrap_err().found(), "");
    /// ```
    #[must_use]
    pub fn found(&self) -> &str {
        let bytes = self.found.get(..usize::from(self.found_len)).unwrap_or(&[]);
        core::str::from_utf8(bytes).unwrap_or("")
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at index {}", self.kind.what(), self.index)?;
        match self.found() {
            "" if self.kind != ParseErrorKind::TooLong => f.write_str(": end of input")?,
            "" => {}
            found => write!(f, ": {:?}", Quoted(found))?,
        }
        write!(f, " (expected {})", self.kind.expected())
    }
}

/// Shows text in single quotes, escaping controls, so that a NUL or a
/// newline in the input cannot garble a terminal or a log line.
struct Quoted<'a>(&'a str);

impl fmt::Debug for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("'")?;
        for c in self.0.chars() {
            if c.is_control() {
                write!(f, "{}", c.escape_default())?;
            } else {
                write!(f, "{c}")?;
            }
        }
        f.write_str("'")
    }
}

impl core::error::Error for ParseError {}

/// A port that is valid syntax (`*DIGIT`) but above 65535, returned by
/// `port_u16()`.
///
/// RFC 3986 puts no bound on the port's value, so such a URI is still valid;
/// it just cannot name a TCP or UDP port.
///
/// # Examples
///
/// ```
/// use urlkit::Uri;
///
/// let uri = Uri::parse("http://h:65536/")?;
/// let err = uri.port_u16().unwrap_err();
/// assert_eq!(err.index(), 9);
/// assert_eq!(err.to_string(), "port 65536 at index 9 is out of range (expected 0 to 65535)");
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PortError {
    index: usize,
    /// The port's first digits, as many as a message quotes.
    digits: [u8; crate::Excerpt::MAX_LEN],
    /// The port's length in bytes.
    len: usize,
}

impl PortError {
    pub(crate) fn new(index: usize, port: &str) -> PortError {
        let mut digits = [0u8; crate::Excerpt::MAX_LEN];
        let kept = port.len().min(digits.len());
        if let (Some(dst), Some(src)) = (digits.get_mut(..kept), port.as_bytes().get(..kept)) {
            dst.copy_from_slice(src);
        }
        PortError {
            index,
            digits,
            len: port.len(),
        }
    }

    /// The byte index of the port's first digit.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// assert_eq!(Uri::parse("a://h:99999")?.port_u16().unwrap_err().index(), 6);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }
}

impl fmt::Display for PortError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kept = self.len.min(self.digits.len());
        let digits = self.digits.get(..kept).unwrap_or(&[]);
        let digits = core::str::from_utf8(digits).unwrap_or("");
        write!(
            f,
            "port {} at index {} is out of range (expected 0 to 65535)",
            crate::Excerpt::of_head(digits, self.len),
            self.index
        )
    }
}

impl core::error::Error for PortError {}

#[cfg(test)]
mod tests {
    use super::*;
    use std::prelude::v1::*;

    #[test]
    fn message_escapes_controls() {
        let e = ParseError::new(ParseErrorKind::InvalidPath, 1, "a\nb");
        assert!(e.to_string().contains(r"'\n'"), "{e}");
    }

    /// Regression: the colon kind's message started with a quote; every
    /// message starts with a lowercase word (STYLE part 3).
    #[test]
    fn every_message_starts_lowercase_without_a_period() {
        use ParseErrorKind::*;
        for kind in [
            InvalidScheme,
            MissingScheme,
            InvalidUserinfo,
            InvalidHost,
            InvalidIpLiteral,
            InvalidIpv6,
            InvalidIpvFuture,
            InvalidPort,
            InvalidPath,
            ColonInFirstSegment,
            InvalidQuery,
            InvalidFragment,
            InvalidPercentEncoding,
            TooLong,
        ] {
            let what = kind.to_string();
            assert!(what.starts_with(|c: char| c.is_ascii_lowercase()), "{what}");
            assert!(!what.ends_with('.') && !kind.expected().ends_with('.'));
        }
    }

    #[test]
    fn end_of_input_is_named() {
        let e = ParseError::new(ParseErrorKind::InvalidIpLiteral, 3, "//[");
        assert!(e.to_string().contains("end of input"), "{e}");
    }

    #[test]
    fn out_of_range_index_does_not_panic() {
        let e = ParseError::new(ParseErrorKind::InvalidPath, 99, "ab");
        assert_eq!(e.found(), "");
        let e = ParseError::new(ParseErrorKind::InvalidPath, 1, "é");
        assert_eq!(e.found(), "");
    }
}
