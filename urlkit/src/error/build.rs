//! The build error: which constraint of RFC 3986 a set of components broke.

crate::error::kinds::error_kinds! {
    /// Which rule or constraint of RFC 3986 the components broke.
    ///
    /// The first group names a component whose raw (already percent-encoded)
    /// text does not match its ABNF rule; the second names the constraints of
    /// §3 and §3.3 that tie the components together.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{BuildErrorKind, Builder};
    ///
    /// let err = Builder::new().host_encoded("example.com").path_encoded("a/b").build().unwrap_err();
    /// assert_eq!(err.kind(), BuildErrorKind::PathNotAbsoluteAfterAuthority);
    /// assert_eq!(err.kind().as_str(), "path-not-absolute-after-authority");
    /// ```
    pub enum BuildErrorKind in "urlkit" {
        /// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (§3.1).
        InvalidScheme => "invalid-scheme", "invalid scheme", "a letter, then letters, digits, '+', '-' or '.'";
        /// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` (§3.2.1).
        InvalidUserinfo => "invalid-userinfo", "invalid userinfo", "unreserved, sub-delims, ':' or '%XX'";
        /// `host = IP-literal / IPv4address / reg-name` (§3.2.2).
        InvalidHost => "invalid-host", "invalid host", "a reg-name of unreserved, sub-delims or '%XX', an IPv4 address, or '[' IPv6address or IPvFuture ']'";
        /// `port = *DIGIT` (§3.2.3).
        InvalidPort => "invalid-port", "invalid port", "digits only";
        /// `path = *( "/" / pchar )` (§3.3).
        InvalidPath => "invalid-path", "invalid path", "pchar, '/' or '%XX'";
        /// `query = *( pchar / "/" / "?" )` (§3.4).
        InvalidQuery => "invalid-query", "invalid query", "pchar, '/', '?' or '%XX'";
        /// `fragment = *( pchar / "/" / "?" )` (§3.5).
        InvalidFragment => "invalid-fragment", "invalid fragment", "pchar, '/', '?' or '%XX'";
        /// A host name given as text holds a delimiter (`:/?#[]@\`), `%`, a
        /// space or a control: encoded, it would make a host that consumers
        /// which decode before splitting read differently (docs/security.md row
        /// 7). Give IP addresses as typed hosts.
        DelimiterInHost => "delimiter-in-host", "delimiter, space or control in host name", "a host name without ':/?#[]@\\%', spaces or controls";
        /// A userinfo or a port without a host: `authority = [ userinfo "@" ]
        /// host [ ":" port ]` (§3.2) cannot hold them alone.
        MissingHost => "missing-host", "userinfo or port without a host", "a host (it may be empty) with the userinfo or port";
        /// A [`crate::Uri`] was asked for, without a scheme (§3).
        MissingScheme => "missing-scheme", "missing scheme", "a scheme";
        /// "If a URI contains an authority component, then the path component
        /// must either be empty or begin with a slash" (§3.3).
        PathNotAbsoluteAfterAuthority => "path-not-absolute-after-authority", "path after an authority does not start with '/'", "an empty path or one starting with '/'";
        /// "If a URI does not contain an authority component, then the path
        /// cannot begin with two slash characters" (§3.3): it would be read as
        /// an authority.
        PathStartsWithDoubleSlash => "path-starts-with-double-slash", "path without an authority starts with '//'", "an authority, or a path not starting with '//' (write '/.//' to keep the empty segment)";
        /// A `:` in the first segment of a relative reference without an
        /// authority, which `path-noscheme` forbids so that it cannot be read
        /// as a scheme (§3.3, §4.2).
        ColonInFirstSegment => "colon-in-first-segment", "colon in the first segment of a relative path", "no ':' before the first '/' (write \"./\" before a segment with ':')";
        /// A path segment given as text is `.` or `..`: these are dot-segments
        /// (§3.3, §5.2.4) in any encoding (§6.2.2.2), so a segment meant as a
        /// name cannot be one.
        DotSegment => "dot-segment", "path segment is '.' or '..'", "a segment name other than '.' and '..'";
        /// The text would be longer than 4 GiB, the most a URI holds here.
        TooLong => "too-long", "URI too long", "at most 4294967295 bytes";
    }
}

crate::error::kinds::error_at! {
    /// Components that cannot make a URI reference: the constraint they broke
    /// and where.
    ///
    /// The index is a byte index into the offending component's text as it
    /// was given (raw text) or encoded (text that was encoded first): the bad
    /// byte for an invalid component, the `:` for
    /// [`BuildErrorKind::ColonInFirstSegment`], 0 for the other constraints.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{BuildErrorKind, Builder};
    ///
    /// let err = Builder::new().scheme("h ttp").build().unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (BuildErrorKind::InvalidScheme, 1));
    /// assert_eq!(
    ///     format!("{err:#}"),
    ///     "invalid scheme at index 1 (expected a letter, then letters, digits, '+', '-' or '.')"
    /// );
    /// ```
    pub struct BuildError(BuildErrorKind);
    /// The byte index in the offending component's text.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// let err = Builder::new().path_encoded("/a%2").build().unwrap_err();
    /// assert_eq!(err.index(), 2);
    /// ```
    fn index;
    /// Which constraint broke.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{BuildErrorKind, Builder};
    /// let err = Builder::new().path_encoded("//a").build().unwrap_err();
    /// assert_eq!(err.kind(), BuildErrorKind::PathStartsWithDoubleSlash);
    /// ```
    fn kind;
}
