//! The errors of HTTP's use of URIs (RFC 9110 §4.2, §7.2; RFC 9112 §3):
//! a `Host` value or authority-form target that is not
//! `uri-host [ ":" port ]`, and an http(s) URI or request target that
//! breaks a rule.

use core::fmt;

use super::ParseErrorKind;

/// What is wrong with a `Host` header or authority-form target.
///
/// # Examples
///
/// ```
/// use urlkit::{Authority, AuthorityErrorKind};
/// assert_eq!(Authority::parse("").unwrap_err().kind(), AuthorityErrorKind::EmptyHost);
/// assert_eq!(AuthorityErrorKind::Userinfo.as_str(), "userinfo");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum AuthorityErrorKind {
    /// No host: an empty value, or one starting with `:`.
    EmptyHost,
    /// An `@`: userinfo, which `uri-host` does not hold (RFC 9110 §4.2.4).
    Userinfo,
    /// A `/`, `?` or `#`: a path, query or fragment after the authority.
    PathOrQuery,
    /// A byte that is not reg-name.
    InvalidHost,
    /// A bad `[`...`]` literal, or junk after its `]`.
    InvalidIpLiteral,
    /// A bad IPv6 address inside the brackets.
    InvalidIpv6,
    /// A bad IPvFuture inside the brackets.
    InvalidIpvFuture,
    /// A `%` that does not start `%XX`.
    InvalidPercentEncoding,
    /// A port that is not all digits.
    InvalidPort,
    /// No port where RFC 9112 §3.2.3 requires one.
    MissingPort,
    /// A port above 65535 where a real port is needed.
    PortOutOfRange,
}

impl AuthorityErrorKind {
    pub(crate) fn from_parse(kind: ParseErrorKind) -> AuthorityErrorKind {
        match kind {
            ParseErrorKind::InvalidIpLiteral => AuthorityErrorKind::InvalidIpLiteral,
            ParseErrorKind::InvalidIpv6 => AuthorityErrorKind::InvalidIpv6,
            ParseErrorKind::InvalidIpvFuture => AuthorityErrorKind::InvalidIpvFuture,
            ParseErrorKind::InvalidPercentEncoding => AuthorityErrorKind::InvalidPercentEncoding,
            _ => AuthorityErrorKind::InvalidHost,
        }
    }

    /// A short kebab-case name.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::AuthorityErrorKind;
    /// assert_eq!(AuthorityErrorKind::MissingPort.as_str(), "missing-port");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            AuthorityErrorKind::EmptyHost => "empty-host",
            AuthorityErrorKind::Userinfo => "userinfo",
            AuthorityErrorKind::PathOrQuery => "path-or-query",
            AuthorityErrorKind::InvalidHost => "invalid-host",
            AuthorityErrorKind::InvalidIpLiteral => "invalid-ip-literal",
            AuthorityErrorKind::InvalidIpv6 => "invalid-ipv6",
            AuthorityErrorKind::InvalidIpvFuture => "invalid-ipvfuture",
            AuthorityErrorKind::InvalidPercentEncoding => "invalid-percent-encoding",
            AuthorityErrorKind::InvalidPort => "invalid-port",
            AuthorityErrorKind::MissingPort => "missing-port",
            AuthorityErrorKind::PortOutOfRange => "port-out-of-range",
        }
    }

    const fn message(self) -> (&'static str, &'static str) {
        match self {
            AuthorityErrorKind::EmptyHost => ("empty host", "a host name or address"),
            AuthorityErrorKind::Userinfo => ("userinfo not allowed", "host [':' port] without '@'"),
            AuthorityErrorKind::PathOrQuery => (
                "path, query or fragment not allowed",
                "the end after host [':' port]",
            ),
            AuthorityErrorKind::InvalidHost => (
                "invalid character in host",
                "unreserved, sub-delims or '%XX', then ':' and a port, or the end",
            ),
            AuthorityErrorKind::InvalidIpLiteral => (
                "invalid IP-literal",
                "'[' IPv6address or IPvFuture ']', then ':' and a port, or the end",
            ),
            AuthorityErrorKind::InvalidIpv6 => (
                "invalid IPv6 address",
                "eight groups of 1 to 4 hex digits separated by ':', at most one '::'",
            ),
            AuthorityErrorKind::InvalidIpvFuture => (
                "invalid IPvFuture",
                "'v', hex digits, '.', then unreserved, sub-delims or ':'",
            ),
            AuthorityErrorKind::InvalidPercentEncoding => {
                ("invalid percent-encoding", "'%' followed by two hex digits")
            }
            AuthorityErrorKind::InvalidPort => ("invalid port", "digits, then the end"),
            AuthorityErrorKind::MissingPort => (
                "missing port",
                "':' and the port's digits (RFC 9112 authority-form)",
            ),
            AuthorityErrorKind::PortOutOfRange => ("port out of range", "0 to 65535"),
        }
    }
}

/// A `Host` header or authority-form that is not `uri-host [ ":" port ]`:
/// what broke, and the byte index in the given text.
///
/// # Examples
///
/// ```
/// use urlkit::Authority;
/// let err = Authority::parse("exa mple.com").unwrap_err();
/// assert_eq!(err.index(), 3);
/// assert_eq!(format!("{err:#}"), "invalid character in host at index 3 (expected unreserved, sub-delims or '%XX', then ':' and a port, or the end)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AuthorityError {
    kind: AuthorityErrorKind,
    index: usize,
}

impl AuthorityError {
    pub(crate) const fn new(kind: AuthorityErrorKind, index: usize) -> AuthorityError {
        AuthorityError { kind, index }
    }

    /// What broke.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Authority, AuthorityErrorKind};
    /// assert_eq!(Authority::parse("h:8o").unwrap_err().kind(), AuthorityErrorKind::InvalidPort);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> AuthorityErrorKind {
        self.kind
    }

    /// The byte index where the text stopped matching.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Authority;
    /// assert_eq!(Authority::parse("h:8o").unwrap_err().index(), 3);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }
}

impl fmt::Display for AuthorityError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (what, expected) = self.kind.message();
        crate::error::kinds::fmt_at(f, what, self.index, expected)
    }
}

impl core::error::Error for AuthorityError {}

/// What is wrong with an http(s) URI or a request target.
///
/// # Examples
///
/// ```
/// use urlkit::http9110::{HttpErrorKind, RequestTarget};
/// let err = RequestTarget::parse("GET", "*").unwrap_err();
/// assert_eq!(err.kind(), HttpErrorKind::AsteriskNotOptions);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum HttpErrorKind {
    /// The scheme is neither `http` nor `https`.
    NotHttp,
    /// The host is empty or absent (RFC 9110 §4.2.1: "MUST reject it").
    EmptyHost,
    /// The port is above 65535.
    PortOutOfRange,
    /// A `#` in a request target: no form has a fragment.
    Fragment,
    /// An empty request target.
    EmptyTarget,
    /// `*` with a method other than OPTIONS (RFC 9112 §3.2.4).
    AsteriskNotOptions,
    /// The request target breaks this rule of RFC 3986.
    Target(ParseErrorKind),
    /// The authority-form target or the `Host` value is not
    /// `uri-host [ ":" port ]`.
    Authority(AuthorityErrorKind),
    /// No `Host` value, or an empty one, for an origin- or asterisk-form
    /// target (RFC 9112 §3.3).
    MissingHost,
    /// The scheme given for the connection is not a scheme.
    InvalidScheme,
}

/// An http(s) URI or request target that breaks a rule of RFC 9110 §4.2
/// or RFC 9112 §3, and the byte index.
///
/// # Examples
///
/// ```
/// use urlkit::http9110::HttpUri;
/// let err = HttpUri::parse("http://h:99999/").unwrap_err();
/// assert_eq!(format!("{err:#}"), "port out of range at index 9 (expected 0 to 65535)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HttpError {
    kind: HttpErrorKind,
    index: usize,
}

impl HttpError {
    pub(crate) const fn new(kind: HttpErrorKind, index: usize) -> HttpError {
        HttpError { kind, index }
    }

    /// What broke.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::{HttpErrorKind, HttpUri};
    /// use urlkit::UriView;
    /// assert_eq!(HttpUri::new(UriView::parse("http:/p")?).unwrap_err().kind(), HttpErrorKind::EmptyHost);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub const fn kind(&self) -> HttpErrorKind {
        self.kind
    }

    /// The byte index where the text stopped matching.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::RequestTarget;
    /// assert_eq!(RequestTarget::parse("GET", "/a b").unwrap_err().index(), 2);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }
}

impl fmt::Display for HttpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (what, expected) = match self.kind {
            HttpErrorKind::Target(kind) => {
                return crate::error::kinds::fmt_at(f, kind, self.index, kind.expected())
            }
            HttpErrorKind::Authority(kind) => kind.message(),
            HttpErrorKind::NotHttp => ("not an http or https URI", "the scheme http or https"),
            HttpErrorKind::EmptyHost => ("empty host", "'//' and a host (RFC 9110 4.2.1)"),
            HttpErrorKind::PortOutOfRange => ("port out of range", "0 to 65535"),
            HttpErrorKind::Fragment => ("fragment in a request target", "no '#'"),
            HttpErrorKind::EmptyTarget => (
                "empty request target",
                "'/', an absolute URI, host:port or '*'",
            ),
            HttpErrorKind::AsteriskNotOptions => (
                "'*' target with a method other than OPTIONS",
                "'/' or an absolute URI",
            ),
            HttpErrorKind::MissingHost => {
                ("no Host value", "a Host header with uri-host [':' port]")
            }
            HttpErrorKind::InvalidScheme => (
                "invalid scheme for the connection",
                "a scheme such as http or https",
            ),
        };
        crate::error::kinds::fmt_at(f, what, self.index, expected)
    }
}

impl core::error::Error for HttpError {}
