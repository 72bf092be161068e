//! The parse error: which rule broke, and at which byte.

use core::fmt;

crate::error::kinds::error_kinds! {
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
    pub enum ParseErrorKind in "urlkit" {
        /// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` did not match
        /// where a scheme was required (§3.1).
        InvalidScheme => "invalid-scheme", "invalid scheme", "a letter, then letters, digits, '+', '-' or '.', then ':'";
        /// A URI (not a relative reference) was required, and the input has no
        /// scheme (§4.3).
        MissingScheme => "missing-scheme", "missing scheme", "a scheme followed by ':'";
        /// A byte that `userinfo` does not allow before the `@` (§3.2.1).
        InvalidUserinfo => "invalid-userinfo", "invalid character in userinfo", "unreserved, sub-delims, ':' or '%XX' before '@'";
        /// A byte that `reg-name` does not allow, where a host was read (§3.2.2).
        InvalidHost => "invalid-host", "invalid character in host", "unreserved, sub-delims or '%XX' in a reg-name, then ':' and a port, or '/', '?', '#' or the end";
        /// An `IP-literal` that is not closed by `]`, or is followed by anything
        /// but `:` port or the end of the authority (§3.2.2).
        InvalidIpLiteral => "invalid-ip-literal", "invalid IP-literal", "'[' IPv6address or IPvFuture ']', then ':' and a port, or '/', '?', '#' or the end";
        /// The text between `[` and `]` is not an `IPv6address` (§3.2.2). The
        /// index is where it stops matching: a byte no address holds (the `%`
        /// of an RFC 6874 zone identifier), a group or `:` one too many, or the
        /// `]` when groups are missing.
        InvalidIpv6 => "invalid-ipv6", "invalid IPv6 address", "eight groups of 1 to 4 hex digits separated by ':', at most one '::', optionally ending in an IPv4 address";
        /// The text between `[` and `]` starts with `v` but is not an
        /// `IPvFuture` (§3.2.2); the index is where it stops matching.
        InvalidIpvFuture => "invalid-ipvfuture", "invalid IPvFuture", "'v', hex digits, '.', then unreserved, sub-delims or ':'";
        /// `port = *DIGIT` did not match (§3.2.3).
        InvalidPort => "invalid-port", "invalid port", "digits, then '/', '?', '#' or the end";
        /// A byte that no path form allows (§3.3).
        InvalidPath => "invalid-path", "invalid character in path", "pchar, '/', '?', '#' or the end";
        /// A `:` in the first segment of a relative reference's path, which
        /// `path-noscheme` forbids so that it cannot be taken for a scheme
        /// (§3.3, §4.2).
        ColonInFirstSegment => "colon-in-first-segment", "colon in the first segment of a relative path", "no ':' before the first '/' (a scheme starts with a letter; write \"./\" before a segment with ':')";
        /// A byte that `query` does not allow (§3.4).
        InvalidQuery => "invalid-query", "invalid character in query", "pchar, '/', '?', '#' or the end";
        /// A byte that `fragment` does not allow (§3.5).
        InvalidFragment => "invalid-fragment", "invalid character in fragment", "pchar, '/', '?' or the end";
        /// A `%` not followed by two hexadecimal digits (§2.1).
        InvalidPercentEncoding => "invalid-percent-encoding", "invalid percent-encoding", "'%' followed by two hex digits";
        /// An RFC 6874 zone identifier (`[fe80::1%25eth0]`, read only when
        /// the caller opts in with [`crate::ParseOptions::zone_id`]) that is
        /// not `"%25" 1*( unreserved / pct-encoded )`.
        InvalidZoneId => "invalid-zone-id", "invalid IPv6 zone identifier", "'%25' then one or more unreserved characters or '%XX' before ']'";
        /// The input is longer than the limit the caller set, or than 4 GiB.
        TooLong => "too-long", "input too long", "an input within the length limit";
    }
}

/// An input that is not a URI reference (or not a URI, where one was
/// required): the rule that broke and the byte index where the input stopped
/// matching.
///
/// Its `Display` says what was wrong, where, and the text found there
/// (a few characters of the input, never the whole value), in one short
/// line; the long form, `{:#}`, adds what the rule expected:
///
/// ```
/// use urlkit::UriRef;
///
/// let err = UriRef::parse("http://a/%G1").unwrap_err();
/// assert_eq!(err.index(), 9);
/// assert_eq!(err.to_string(), "invalid percent-encoding at index 9: '%G1'");
/// assert_eq!(
///     format!("{err:#}"),
///     "invalid percent-encoding at index 9: '%G1' (expected '%' followed by two hex digits)"
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
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
        crate::error::kinds::fmt_expected(f, self.kind.expected())
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

impl fmt::Debug for ParseError {
    /// The kind, index and the text found there, as text (not the bytes
    /// the error keeps them in).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParseError")
            .field("kind", &self.kind)
            .field("index", &self.index)
            .field("found", &self.found())
            .finish()
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
/// assert_eq!(err.to_string(), "port 65536 at index 9 is out of range");
/// assert_eq!(format!("{err:#}"), "port 65536 at index 9 is out of range (expected 0 to 65535)");
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
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
        let digits = self.digits();
        write!(
            f,
            "port {} at index {} is out of range",
            crate::Excerpt::of_head(digits, self.len),
            self.index
        )?;
        crate::error::kinds::fmt_expected(f, "0 to 65535")
    }
}

impl PortError {
    /// The first digits, as text (as many as a message quotes).
    fn digits(&self) -> &str {
        let kept = self.len.min(self.digits.len());
        let digits = self.digits.get(..kept).unwrap_or(&[]);
        core::str::from_utf8(digits).unwrap_or("")
    }
}

impl fmt::Debug for PortError {
    /// The index, the first digits as text, and the port's length.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PortError")
            .field("index", &self.index)
            .field("digits", &self.digits())
            .field("len", &self.len)
            .finish()
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
