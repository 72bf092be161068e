//! The build error: which constraint of RFC 3986 a set of components broke.

use core::fmt;

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BuildErrorKind {
    /// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (§3.1).
    InvalidScheme,
    /// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` (§3.2.1).
    InvalidUserinfo,
    /// `host = IP-literal / IPv4address / reg-name` (§3.2.2).
    InvalidHost,
    /// `port = *DIGIT` (§3.2.3).
    InvalidPort,
    /// `path = *( "/" / pchar )` (§3.3).
    InvalidPath,
    /// `query = *( pchar / "/" / "?" )` (§3.4).
    InvalidQuery,
    /// `fragment = *( pchar / "/" / "?" )` (§3.5).
    InvalidFragment,
    /// A host name given as text holds a delimiter (`:/?#[]@\`), `%`, a
    /// space or a control: encoded, it would make a host that consumers
    /// which decode before splitting read differently (docs/security.md row
    /// 7). Give IP addresses as typed hosts.
    DelimiterInHost,
    /// A userinfo or a port without a host: `authority = [ userinfo "@" ]
    /// host [ ":" port ]` (§3.2) cannot hold them alone.
    MissingHost,
    /// A [`crate::Uri`] was asked for, without a scheme (§3).
    MissingScheme,
    /// "If a URI contains an authority component, then the path component
    /// must either be empty or begin with a slash" (§3.3).
    PathNotAbsoluteAfterAuthority,
    /// "If a URI does not contain an authority component, then the path
    /// cannot begin with two slash characters" (§3.3): it would be read as
    /// an authority.
    PathStartsWithDoubleSlash,
    /// A `:` in the first segment of a relative reference without an
    /// authority, which `path-noscheme` forbids so that it cannot be read
    /// as a scheme (§3.3, §4.2).
    ColonInFirstSegment,
    /// A path segment given as text is `.` or `..`: these are dot-segments
    /// (§3.3, §5.2.4) in any encoding (§6.2.2.2), so a segment meant as a
    /// name cannot be one.
    DotSegment,
    /// The text would be longer than 4 GiB, the most a URI holds here.
    TooLong,
}

impl BuildErrorKind {
    /// A stable kebab-case name.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::BuildErrorKind;
    /// assert_eq!(BuildErrorKind::ColonInFirstSegment.as_str(), "colon-in-first-segment");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            BuildErrorKind::InvalidScheme => "invalid-scheme",
            BuildErrorKind::InvalidUserinfo => "invalid-userinfo",
            BuildErrorKind::InvalidHost => "invalid-host",
            BuildErrorKind::InvalidPort => "invalid-port",
            BuildErrorKind::InvalidPath => "invalid-path",
            BuildErrorKind::InvalidQuery => "invalid-query",
            BuildErrorKind::InvalidFragment => "invalid-fragment",
            BuildErrorKind::DelimiterInHost => "delimiter-in-host",
            BuildErrorKind::MissingHost => "missing-host",
            BuildErrorKind::MissingScheme => "missing-scheme",
            BuildErrorKind::PathNotAbsoluteAfterAuthority => "path-not-absolute-after-authority",
            BuildErrorKind::PathStartsWithDoubleSlash => "path-starts-with-double-slash",
            BuildErrorKind::ColonInFirstSegment => "colon-in-first-segment",
            BuildErrorKind::DotSegment => "dot-segment",
            BuildErrorKind::TooLong => "too-long",
        }
    }

    /// What went wrong, in a few words.
    const fn what(self) -> &'static str {
        match self {
            BuildErrorKind::InvalidScheme => "invalid scheme",
            BuildErrorKind::InvalidUserinfo => "invalid userinfo",
            BuildErrorKind::InvalidHost => "invalid host",
            BuildErrorKind::InvalidPort => "invalid port",
            BuildErrorKind::InvalidPath => "invalid path",
            BuildErrorKind::InvalidQuery => "invalid query",
            BuildErrorKind::InvalidFragment => "invalid fragment",
            BuildErrorKind::DelimiterInHost => "delimiter, space or control in host name",
            BuildErrorKind::MissingHost => "userinfo or port without a host",
            BuildErrorKind::MissingScheme => "missing scheme",
            BuildErrorKind::PathNotAbsoluteAfterAuthority => {
                "path after an authority does not start with '/'"
            }
            BuildErrorKind::PathStartsWithDoubleSlash => {
                "path without an authority starts with '//'"
            }
            BuildErrorKind::ColonInFirstSegment => "':' in the first segment of a relative path",
            BuildErrorKind::DotSegment => "path segment is '.' or '..'",
            BuildErrorKind::TooLong => "URI too long",
        }
    }

    /// What the rule expected.
    const fn expected(self) -> &'static str {
        match self {
            BuildErrorKind::InvalidScheme => "a letter, then letters, digits, '+', '-' or '.'",
            BuildErrorKind::InvalidUserinfo => "unreserved, sub-delims, ':' or '%XX'",
            BuildErrorKind::InvalidHost => {
                "a reg-name of unreserved, sub-delims or '%XX', an IPv4 address, or '[' IPv6address or IPvFuture ']'"
            }
            BuildErrorKind::InvalidPort => "digits only",
            BuildErrorKind::InvalidPath => "pchar, '/' or '%XX'",
            BuildErrorKind::InvalidQuery | BuildErrorKind::InvalidFragment => {
                "pchar, '/', '?' or '%XX'"
            }
            BuildErrorKind::DelimiterInHost => {
                "a host name without ':/?#[]@\\%', spaces or controls"
            }
            BuildErrorKind::MissingHost => "a host (it may be empty) with the userinfo or port",
            BuildErrorKind::MissingScheme => "a scheme",
            BuildErrorKind::PathNotAbsoluteAfterAuthority => "an empty path or one starting with '/'",
            BuildErrorKind::PathStartsWithDoubleSlash => {
                "an authority, or a path not starting with '//' (write '/.//' to keep the empty segment)"
            }
            BuildErrorKind::ColonInFirstSegment => {
                "no ':' before the first '/' (write \"./\" before a segment with ':')"
            }
            BuildErrorKind::DotSegment => "a segment name other than '.' and '..'",
            BuildErrorKind::TooLong => "at most 4294967295 bytes",
        }
    }
}

impl fmt::Display for BuildErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.what())
    }
}

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
///     err.to_string(),
///     "invalid scheme at index 1 (expected a letter, then letters, digits, '+', '-' or '.')"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BuildError {
    index: usize,
    kind: BuildErrorKind,
}

impl BuildError {
    pub(crate) const fn new(kind: BuildErrorKind, index: usize) -> BuildError {
        BuildError { index, kind }
    }

    /// The byte index in the offending component's text.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// let err = Builder::new().path_encoded("/a%2").build().unwrap_err();
    /// assert_eq!(err.index(), 2);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }

    /// Which constraint broke.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{BuildErrorKind, Builder};
    /// let err = Builder::new().path_encoded("//a").build().unwrap_err();
    /// assert_eq!(err.kind(), BuildErrorKind::PathStartsWithDoubleSlash);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> BuildErrorKind {
        self.kind
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at index {} (expected {})",
            self.kind.what(),
            self.index,
            self.kind.expected()
        )
    }
}

impl core::error::Error for BuildError {}

#[cfg(test)]
mod tests {
    use super::{BuildError, BuildErrorKind as K};
    use alloc::string::ToString;

    #[test]
    fn every_message_is_bounded_whatever_the_index() {
        let all = [
            K::InvalidScheme,
            K::InvalidUserinfo,
            K::InvalidHost,
            K::InvalidPort,
            K::InvalidPath,
            K::InvalidQuery,
            K::InvalidFragment,
            K::DelimiterInHost,
            K::MissingHost,
            K::MissingScheme,
            K::PathNotAbsoluteAfterAuthority,
            K::PathStartsWithDoubleSlash,
            K::ColonInFirstSegment,
            K::DotSegment,
            K::TooLong,
        ];
        for k in all {
            let message = BuildError::new(k, usize::MAX).to_string();
            assert!(message.len() <= crate::excerpt::MAX_MESSAGE, "{message}");
        }
    }
}
