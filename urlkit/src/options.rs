//! Parse options: what a caller may opt into beyond the strict grammar.

/// Options for [`crate::UriRef::parse_with`] and its twins on [`crate::Uri`],
/// the views and the IRI types.
///
/// The default is the strict grammar of RFC 3986 (or RFC 3987 for IRIs)
/// with no length limit, exactly what `parse` does.
///
/// # Examples
///
/// ```
/// use urlkit::{ParseErrorKind, ParseOptions, UriRef};
///
/// let input = "http://[fe80::1%25eth0]:8080/";
/// assert_eq!(UriRef::parse(input).unwrap_err().kind(), ParseErrorKind::InvalidIpv6);
/// let uri = UriRef::parse_with(input, &ParseOptions::new().zone_id(true))?;
/// assert_eq!(uri.host(), Some("[fe80::1%25eth0]"));
/// assert_eq!(uri.zone_id(), Some("eth0"));
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseOptions {
    pub(crate) zone_id: bool,
    pub(crate) max_len: usize,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions::new()
    }
}

impl ParseOptions {
    /// The strict defaults: no zone identifiers, no length limit.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::ParseOptions;
    /// assert_eq!(ParseOptions::new(), ParseOptions::default());
    /// ```
    #[must_use]
    pub const fn new() -> ParseOptions {
        ParseOptions {
            zone_id: false,
            max_len: usize::MAX,
        }
    }

    /// Whether an `IP-literal` may hold an RFC 6874 zone identifier:
    /// `IPv6addrz = IPv6address "%25" ZoneID`, with
    /// `ZoneID = 1*( unreserved / pct-encoded )`.
    ///
    /// RFC 3986 has no zone identifiers and RFC 9844 has since taken RFC
    /// 6874's URI syntax back (a zone only means something on the host
    /// that wrote it, and browsers never implemented it), so the default
    /// refuses them; turn this on only for the programs that still exchange
    /// them. The zone is then part of [`crate::UriRef::host`], and
    /// [`crate::UriRef::zone_id`] gives it on its own.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{ParseErrorKind, ParseOptions, UriRef};
    /// let opts = ParseOptions::new().zone_id(true);
    /// assert!(UriRef::parse_with("//[fe80::a%25en1]", &opts).is_ok());
    /// let err = UriRef::parse_with("//[fe80::a%eth0]", &opts).unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (ParseErrorKind::InvalidZoneId, 11));
    /// ```
    #[must_use]
    pub const fn zone_id(mut self, allow: bool) -> ParseOptions {
        self.zone_id = allow;
        self
    }

    /// Refuse inputs longer than `max_len` bytes before reading them
    /// ([`crate::ParseErrorKind::TooLong`]), as `parse_with_limit` does.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{ParseOptions, UriRef};
    /// assert!(UriRef::parse_with("abc", &ParseOptions::new().max_len(2)).is_err());
    /// ```
    #[must_use]
    pub const fn max_len(mut self, max_len: usize) -> ParseOptions {
        self.max_len = max_len;
        self
    }
}
