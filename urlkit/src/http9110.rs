//! URIs as HTTP uses them today: RFC 9110 §4.2 (the `http` and `https`
//! schemes), §7.2 (the `Host` header) and RFC 9112 §3.2-3.3 (the four
//! forms of a request target and how a server rebuilds the target URI).
//!
//! This is not RFC 1738's `http` URL ([`crate::scheme::HttpUrl`], no
//! `https`, no `/` or `?` in the query): RFC 9110 takes the generic syntax
//! of RFC 3986 and adds a few rules, each checked here:
//!
//! ```text
//! http-URI  = "http"  "://" authority path-abempty [ "?" query ]   ; RFC 9110 §4.2.1
//! https-URI = "https" "://" authority path-abempty [ "?" query ]   ; RFC 9110 §4.2.2
//! Host      = uri-host [ ":" port ]                                  ; RFC 9110 §7.2
//! request-target = origin-form / absolute-form / authority-form / asterisk-form
//! origin-form    = absolute-path [ "?" query ]                       ; RFC 9112 §3.2.1
//! absolute-form  = absolute-URI                                      ; RFC 9112 §3.2.2
//! authority-form = uri-host ":" port                                 ; RFC 9112 §3.2.3
//! asterisk-form  = "*"                                               ; RFC 9112 §3.2.4
//! ```
//!
//! [`HttpUri`] borrows from a parsed URI; [`HttpUrl`] owns its text (a
//! config field, with serde behind the `serde` feature) and checks the
//! same rules.
//!
//! - "A sender MUST NOT generate an "http" URI with an empty host
//!   identifier. A recipient that processes such a URI reference MUST
//!   reject it as invalid" (§4.2.1): [`HttpUri`] refuses it.
//! - Userinfo is deprecated (§4.2.4): a sender must not send it, so
//!   [`HttpUri::authority`] and [`HttpUri::path_and_query`] never include
//!   it; [`HttpUri::has_userinfo`] lets a recipient treat it as an error,
//!   as §4.2.4 advises for untrusted input.
//! - The default ports are 80 and 443 (§4.2.1, §4.2.2), from the one table
//!   of [`crate::scheme::default_port`].

mod http_url;

pub use http_url::HttpUrl;

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt;

pub use crate::error::{AuthorityError, AuthorityErrorKind, HttpError, HttpErrorKind};

use crate::error::{ParseErrorKind, PortError};
use crate::host::Host;
use crate::parse::host as parse_host;
use crate::scheme::KnownScheme;
use crate::table::{PATH, PORT, QUERY, SCHEME};
use crate::uri::{Uri, UriView};

/// `Host = uri-host [ ":" port ]` (RFC 9110 §7.2), borrowed: the value of
/// a `Host` header, or with [`Authority::parse_connect`] the authority-form
/// of a CONNECT request (RFC 9112 §3.2.3). No userinfo, no path.
///
/// `uri-host` is RFC 3986's `host`: a reg-name, an IPv4 address or a
/// bracketed IP-literal. Unlike RFC 3986, the host may not be empty here
/// (§4.2.1, and an empty `Host` header means "no authority", RFC 9112
/// §3.2).
///
/// # Examples
///
/// ```
/// use urlkit::{Authority, AuthorityErrorKind, Host};
///
/// let a = Authority::parse("www.example.org:8001")?;
/// assert_eq!(a.host(), "www.example.org");
/// assert_eq!(a.port_u16()?, Some(8001));
/// let a = Authority::parse("[::1]")?;
/// assert_eq!(a.host_typed(), Host::Ipv6(std::net::Ipv6Addr::LOCALHOST));
///
/// let err = Authority::parse("user@example.org").unwrap_err();
/// assert_eq!(err.kind(), AuthorityErrorKind::Userinfo);
/// assert_eq!(err.index(), 4);
/// # Ok::<_, urlkit::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Authority<'a> {
    text: &'a str,
    host_end: usize,
}

impl<'a> Authority<'a> {
    /// Parses `uri-host [ ":" port ]`, the value of a `Host` header
    /// (RFC 9110 §7.2). The port may be absent or empty (`port = *DIGIT`);
    /// [`Authority::port_u16`] reads it.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Authority, AuthorityErrorKind};
    /// assert_eq!(Authority::parse("example.com")?.port(), None);
    /// assert_eq!(Authority::parse("example.com:")?.port(), Some(""));
    /// let err = Authority::parse("example.com/index.html").unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (AuthorityErrorKind::PathOrQuery, 11));
    /// # Ok::<_, urlkit::AuthorityError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An [`AuthorityError`] naming what broke the rule and where:
    /// [`AuthorityErrorKind::EmptyHost`], [`AuthorityErrorKind::Userinfo`]
    /// (at the `@`), [`AuthorityErrorKind::PathOrQuery`] (at the `/`, `?`
    /// or `#`), a bad host, IP literal, escape or port.
    pub fn parse(text: &'a str) -> Result<Authority<'a>, AuthorityError> {
        use AuthorityErrorKind as K;
        let bytes = text.as_bytes();
        let err = |kind, index| Err(AuthorityError::new(kind, index));
        // The authority would end at the first "/", "?" or "#"; an "@"
        // before that makes userinfo, which neither form allows.
        let end = bytes
            .iter()
            .position(|b| matches!(b, b'/' | b'?' | b'#'))
            .unwrap_or(bytes.len());
        if let Some(at) = bytes
            .get(..end)
            .and_then(|a| a.iter().position(|&b| b == b'@'))
        {
            return err(K::Userinfo, at);
        }
        let host_end = match parse_host::<false>(bytes, 0, false) {
            Ok(i) => i,
            Err((kind, index)) => return err(K::from_parse(kind), index),
        };
        if host_end == 0 {
            return err(K::EmptyHost, 0);
        }
        let after_port = match bytes.get(host_end) {
            Some(b':') => {
                let digits = bytes.get(host_end + 1..).unwrap_or_default();
                host_end + 1 + digits.iter().take_while(|&&b| PORT.allows(b)).count()
            }
            _ => host_end,
        };
        match bytes.get(after_port) {
            None => Ok(Authority { text, host_end }),
            Some(b'/' | b'?' | b'#') => err(K::PathOrQuery, after_port),
            Some(_) if after_port > host_end => err(K::InvalidPort, after_port),
            Some(_) if bytes.first() == Some(&b'[') => err(K::InvalidIpLiteral, after_port),
            Some(_) => err(K::InvalidHost, after_port),
        }
    }

    /// Parses the authority-form of a CONNECT request target,
    /// `uri-host ":" port` (RFC 9112 §3.2.3): like [`Authority::parse`],
    /// and the port is required, with at least one digit, at most 65535.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Authority, AuthorityErrorKind};
    /// assert_eq!(Authority::parse_connect("server.example.com:80")?.port_u16()?, Some(80));
    /// let err = Authority::parse_connect("server.example.com").unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (AuthorityErrorKind::MissingPort, 18));
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Authority::parse`]; [`AuthorityErrorKind::MissingPort`] without
    /// a port; [`AuthorityErrorKind::PortOutOfRange`] above 65535.
    pub fn parse_connect(text: &'a str) -> Result<Authority<'a>, AuthorityError> {
        let a = Authority::parse(text)?;
        match a.port_u16() {
            Ok(Some(_)) => Ok(a),
            Ok(None) => Err(AuthorityError::new(
                AuthorityErrorKind::MissingPort,
                text.len(),
            )),
            Err(e) => Err(AuthorityError::new(
                AuthorityErrorKind::PortOutOfRange,
                e.index(),
            )),
        }
    }

    /// The text, as given.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Authority;
    /// assert_eq!(Authority::parse("h:1")?.as_str(), "h:1");
    /// # Ok::<_, urlkit::AuthorityError>(())
    /// ```
    #[must_use]
    pub const fn as_str(&self) -> &'a str {
        self.text
    }

    /// The host, raw, with the brackets of an IP-literal.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Authority;
    /// assert_eq!(Authority::parse("[::1]:8080")?.host(), "[::1]");
    /// # Ok::<_, urlkit::AuthorityError>(())
    /// ```
    #[must_use]
    pub fn host(&self) -> &'a str {
        self.text.get(..self.host_end).unwrap_or_default()
    }

    /// The host, typed (RFC 3986 §3.2.2).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Authority, Host};
    /// assert_eq!(Authority::parse("192.0.2.1")?.host_typed(), Host::Ipv4([192, 0, 2, 1].into()));
    /// # Ok::<_, urlkit::AuthorityError>(())
    /// ```
    #[must_use]
    pub fn host_typed(&self) -> Host<'a> {
        Host::from_valid(self.host())
    }

    /// The port's digits, without the `:`; `None` when there is no `:`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Authority;
    /// assert_eq!(Authority::parse("h:0080")?.port(), Some("0080"));
    /// # Ok::<_, urlkit::AuthorityError>(())
    /// ```
    #[must_use]
    pub fn port(&self) -> Option<&'a str> {
        self.text.get(self.host_end..)?.strip_prefix(':')
    }

    /// The port as a number; `Ok(None)` when absent or empty.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Authority;
    /// assert_eq!(Authority::parse("h:443")?.port_u16(), Ok(Some(443)));
    /// assert!(Authority::parse("h:65536")?.port_u16().is_err());
    /// # Ok::<_, urlkit::AuthorityError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`PortError`] above 65535.
    pub fn port_u16(&self) -> Result<Option<u16>, PortError> {
        crate::component::port_number(self.port().unwrap_or_default(), self.host_end + 1)
    }
}

impl fmt::Display for Authority<'_> {
    /// The text; width, fill and alignment apply.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.text)
    }
}

/// An `http` or `https` URI (RFC 9110 §4.2.1, §4.2.2), borrowed from a
/// parsed [`Uri`]: the scheme is `http` or `https` (any case), the host
/// is not empty, and the port, if any, fits in 16 bits. Not RFC 1738's
/// [`crate::scheme::HttpUrl`].
///
/// # Examples
///
/// ```
/// use urlkit::http9110::HttpUri;
/// use urlkit::Uri;
///
/// let uri = Uri::parse("https://user@example.com/a/b?x=1#frag")?;
/// let http = HttpUri::try_from(&uri)?;
/// assert!(http.is_https());
/// assert_eq!(http.port_or_default(), 443);
/// assert_eq!(http.authority(), "example.com"); // userinfo is never sent
/// assert_eq!(http.path_and_query(), "/a/b?x=1"); // origin-form
/// assert!(http.has_userinfo());
/// assert!(HttpUri::try_from(&Uri::parse("http:///a")?).is_err()); // empty host
/// # Ok::<_, urlkit::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HttpUri<'a> {
    uri: UriView<'a>,
    https: bool,
    port: u16,
}

impl<'a> HttpUri<'a> {
    /// Checks the rules of RFC 9110 §4.2 on a parsed URI.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::{HttpErrorKind, HttpUri};
    /// use urlkit::UriView;
    /// let uri = UriView::parse("ftp://example.com/")?;
    /// assert_eq!(HttpUri::new(uri).unwrap_err().kind(), HttpErrorKind::NotHttp);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`HttpErrorKind::NotHttp`], [`HttpErrorKind::EmptyHost`] (also
    /// without an authority), [`HttpErrorKind::PortOutOfRange`].
    pub fn new(uri: UriView<'a>) -> Result<HttpUri<'a>, HttpError> {
        let fail = |kind, index| Err(HttpError::new(kind, index));
        let known = KnownScheme::from_name(uri.scheme());
        let https = match known {
            Some(KnownScheme::Http) => false,
            Some(KnownScheme::Https) => true,
            _ => return fail(HttpErrorKind::NotHttp, 0),
        };
        let off = uri.parts().off;
        if uri.host().is_none_or(str::is_empty) {
            return fail(HttpErrorKind::EmptyHost, off.host_start as usize);
        }
        let port = match uri.port_u16() {
            Ok(Some(p)) => p,
            Ok(None) => {
                if https {
                    443
                } else {
                    80
                }
            }
            Err(e) => return fail(HttpErrorKind::PortOutOfRange, e.index()),
        };
        Ok(HttpUri { uri, https, port })
    }

    /// Parses `text` as a URI and checks it.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUri;
    /// assert_eq!(HttpUri::parse("HTTP://h:8080")?.port_or_default(), 8080);
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`crate::Error::Parse`] or [`crate::Error::Http`].
    pub fn parse(text: &'a str) -> Result<HttpUri<'a>, crate::Error> {
        Ok(HttpUri::new(UriView::parse(text)?)?)
    }

    /// The URI.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUri;
    /// assert_eq!(HttpUri::parse("http://h/#f")?.as_uri().fragment(), Some("f"));
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    #[must_use]
    pub const fn as_uri(&self) -> UriView<'a> {
        self.uri
    }

    /// Whether the scheme is `https`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUri;
    /// assert!(!HttpUri::parse("http://h")?.is_https());
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    #[must_use]
    pub const fn is_https(&self) -> bool {
        self.https
    }

    /// The host, raw (never empty).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUri;
    /// assert_eq!(HttpUri::parse("http://[::1]:80/")?.host(), "[::1]");
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    #[must_use]
    pub fn host(&self) -> &'a str {
        self.uri.host().unwrap_or_default()
    }

    /// The host, typed.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUri;
    /// use urlkit::Host;
    /// assert_eq!(HttpUri::parse("http://example.com")?.host_typed(), Host::RegName("example.com"));
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    #[must_use]
    pub fn host_typed(&self) -> Host<'a> {
        Host::from_valid(self.host())
    }

    /// The port: the explicit one, or 80 for http and 443 for https.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUri;
    /// assert_eq!(HttpUri::parse("http://h:/")?.port_or_default(), 80);
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    #[must_use]
    pub const fn port_or_default(&self) -> u16 {
        self.port
    }

    /// Whether the URI has userinfo, which RFC 9110 §4.2.4 deprecates: a
    /// recipient of an untrusted URI "SHOULD parse for userinfo and treat
    /// its presence as an error".
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUri;
    /// assert!(HttpUri::parse("http://bank.example@evil.example/")?.has_userinfo());
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    #[must_use]
    pub fn has_userinfo(&self) -> bool {
        self.uri.userinfo().is_some()
    }

    /// The authority without userinfo, `host [ ":" port ]` as written: what
    /// a client sends in `Host` (RFC 9110 §7.2) and, with a port, as the
    /// authority-form of CONNECT (RFC 9112 §3.2.3).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUri;
    /// assert_eq!(HttpUri::parse("http://u:p@h:8080/x")?.authority(), "h:8080");
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    #[must_use]
    pub fn authority(&self) -> &'a str {
        let off = self.uri.parts().off;
        let text = self.uri.as_str();
        text.get(off.host_start as usize..off.path_start as usize)
            .unwrap_or_default()
    }

    /// The origin-form request target (RFC 9112 §3.2.1): the path and
    /// query, without the fragment; `/` for an empty path ("the client
    /// MUST send "/" as the path"). Borrowed unless the path is empty.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUri;
    /// assert_eq!(HttpUri::parse("http://h/where?q=now#frag")?.path_and_query(), "/where?q=now");
    /// assert_eq!(HttpUri::parse("http://h?q")?.path_and_query(), "/?q");
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    #[must_use]
    pub fn path_and_query(&self) -> Cow<'a, str> {
        let off = self.uri.parts().off;
        let text = self.uri.as_str();
        let pq = text
            .get(off.path_start as usize..off.fragment_start as usize)
            .unwrap_or_default();
        if self.uri.path().is_empty() {
            let mut s = String::with_capacity(pq.len() + 1);
            s.push('/');
            s.push_str(pq);
            Cow::Owned(s)
        } else {
            Cow::Borrowed(pq)
        }
    }

    /// The socket addresses to connect to: the host (an IP address as is,
    /// a name through the system resolver, percent-decoded) and
    /// [`HttpUri::port_or_default`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUri;
    /// let addrs: Vec<_> = HttpUri::parse("https://[::1]/")?.to_socket_addrs()?.collect();
    /// assert_eq!(addrs, ["[::1]:443".parse()?]);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The resolver's; [`std::io::ErrorKind::InvalidInput`] for a host
    /// that is an IPvFuture or does not decode to UTF-8.
    #[cfg(feature = "std")]
    pub fn to_socket_addrs(&self) -> std::io::Result<std::vec::IntoIter<std::net::SocketAddr>> {
        crate::pct::socket_addrs(self.host_typed(), self.port)
    }
}

impl<'a> TryFrom<&'a Uri> for HttpUri<'a> {
    type Error = HttpError;

    fn try_from(uri: &'a Uri) -> Result<HttpUri<'a>, HttpError> {
        HttpUri::new(uri.as_view())
    }
}

impl<'a> TryFrom<UriView<'a>> for HttpUri<'a> {
    type Error = HttpError;

    fn try_from(uri: UriView<'a>) -> Result<HttpUri<'a>, HttpError> {
        HttpUri::new(uri)
    }
}

impl fmt::Display for HttpUri<'_> {
    /// The URI's text; width, fill and alignment apply.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.uri, f)
    }
}

/// A request target in one of its four forms (RFC 9112 §3.2), borrowed.
///
/// # Examples
///
/// ```
/// use urlkit::http9110::RequestTarget;
///
/// let t = RequestTarget::parse("GET", "/where?q=now")?;
/// assert!(matches!(t, RequestTarget::Origin("/where?q=now")));
/// let uri = t.effective_uri("http", Some("www.example.org:8080"))?;
/// assert_eq!(uri, "http://www.example.org:8080/where?q=now");
/// # Ok::<_, urlkit::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RequestTarget<'a> {
    /// `origin-form = absolute-path [ "?" query ]` (§3.2.1): the usual form.
    Origin(&'a str),
    /// `absolute-form = absolute-URI` (§3.2.2): to a proxy.
    Absolute(UriView<'a>),
    /// `authority-form = uri-host ":" port` (§3.2.3): CONNECT only.
    Authority(Authority<'a>),
    /// `asterisk-form = "*"` (§3.2.4): server-wide OPTIONS only.
    Asterisk,
}

impl<'a> RequestTarget<'a> {
    /// Reads the request target of a request with `method`: CONNECT takes
    /// the authority-form and only it; `*` is only for OPTIONS; a target
    /// starting with `/` is origin-form; anything else must be an
    /// absolute URI without a fragment.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::{HttpErrorKind, RequestTarget};
    /// assert!(matches!(RequestTarget::parse("OPTIONS", "*")?, RequestTarget::Asterisk));
    /// assert!(matches!(RequestTarget::parse("CONNECT", "h:443")?, RequestTarget::Authority(_)));
    /// assert!(matches!(RequestTarget::parse("GET", "http://h/p")?, RequestTarget::Absolute(_)));
    /// let err = RequestTarget::parse("GET", "/a#frag").unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (HttpErrorKind::Fragment, 2));
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An [`HttpError`] with the kind and index of what broke.
    pub fn parse(method: &str, target: &'a str) -> Result<RequestTarget<'a>, HttpError> {
        let fail = |kind, index| Err(HttpError::new(kind, index));
        if method == "CONNECT" {
            return match Authority::parse_connect(target) {
                Ok(a) => Ok(RequestTarget::Authority(a)),
                Err(e) => fail(HttpErrorKind::Authority(e.kind()), e.index()),
            };
        }
        if target == "*" {
            return if method == "OPTIONS" {
                Ok(RequestTarget::Asterisk)
            } else {
                fail(HttpErrorKind::AsteriskNotOptions, 0)
            };
        }
        if target.is_empty() {
            return fail(HttpErrorKind::EmptyTarget, 0);
        }
        if target.starts_with('/') {
            // absolute-path = 1*( "/" segment ): any path that starts with
            // "/", "//" included (no authority can follow here).
            let path_end = target.find(['?', '#']).unwrap_or(target.len());
            let (path, rest) = target.split_at(path_end);
            if let Some(i) = PATH.first_invalid(path) {
                return fail(HttpErrorKind::Target(ParseErrorKind::InvalidPath), i);
            }
            if let Some(query) = rest.strip_prefix('?') {
                let q_end = query.find('#').unwrap_or(query.len());
                let (q, hash) = query.split_at(q_end);
                if let Some(i) = QUERY.first_invalid(q) {
                    return fail(
                        HttpErrorKind::Target(ParseErrorKind::InvalidQuery),
                        path_end + 1 + i,
                    );
                }
                if !hash.is_empty() {
                    return fail(HttpErrorKind::Fragment, path_end + 1 + q_end);
                }
            } else if !rest.is_empty() {
                return fail(HttpErrorKind::Fragment, path_end);
            }
            return Ok(RequestTarget::Origin(target));
        }
        match UriView::parse(target) {
            Ok(uri) if uri.fragment().is_some() => fail(
                HttpErrorKind::Fragment,
                uri.parts().off.fragment_start as usize,
            ),
            Ok(uri) => Ok(RequestTarget::Absolute(uri)),
            Err(e) => fail(HttpErrorKind::Target(e.kind()), e.index()),
        }
    }

    /// The target URI of the request (RFC 9112 §3.3), from this target,
    /// the `scheme` the server uses for the connection (`"https"` over
    /// TLS, `"http"` otherwise, or a configured fixed scheme) and the
    /// `Host` header's value, if any:
    ///
    /// - absolute-form: the target itself; `Host` is ignored (§3.2.2);
    /// - authority-form: `scheme "://" target`, empty path and query;
    /// - origin-form: `scheme "://" Host target`;
    /// - asterisk-form: `scheme "://" Host`, empty path and query.
    ///
    /// "If there is no Host header field or if its field value is empty
    /// or invalid, the target URI's authority component is empty", and
    /// for http and https the server "can reject the request or determine
    /// whether a configured default applies": here it is an error, and a
    /// server with a default passes `host.or(Some(default))`.
    ///
    /// # Examples
    ///
    /// The examples of RFC 9112 §3.3 and §3.2.3-3.2.4:
    ///
    /// ```
    /// use urlkit::http9110::RequestTarget;
    /// let t = RequestTarget::parse("GET", "/pub/WWW/TheProject.html")?;
    /// assert_eq!(t.effective_uri("http", Some("www.example.org:8080"))?,
    ///            "http://www.example.org:8080/pub/WWW/TheProject.html");
    /// let t = RequestTarget::parse("OPTIONS", "*")?;
    /// assert_eq!(t.effective_uri("http", Some("www.example.org:8001"))?, "http://www.example.org:8001");
    /// let t = RequestTarget::parse("CONNECT", "server.example.com:80")?;
    /// assert_eq!(t.effective_uri("http", Some("server.example.com:80"))?, "http://server.example.com:80");
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`HttpErrorKind::MissingHost`] without a `Host` value (or an empty
    /// one); [`HttpErrorKind::Authority`] when it is not `uri-host [ ":"
    /// port ]` (the index is in the header value);
    /// [`HttpErrorKind::InvalidScheme`] for a `scheme` that is not one.
    pub fn effective_uri(&self, scheme: &str, host: Option<&str>) -> Result<Uri, HttpError> {
        let fail = |kind, index| Err(HttpError::new(kind, index));
        let (authority, path_and_query) = match *self {
            RequestTarget::Absolute(uri) => return Ok(uri.to_owned()),
            RequestTarget::Authority(a) => (a.as_str(), ""),
            RequestTarget::Origin(pq) => (host.unwrap_or_default(), pq),
            RequestTarget::Asterisk => (host.unwrap_or_default(), ""),
        };
        if authority.is_empty() {
            return fail(HttpErrorKind::MissingHost, 0);
        }
        if let Err(e) = Authority::parse(authority) {
            return fail(HttpErrorKind::Authority(e.kind()), e.index());
        }
        let scheme_ok = scheme
            .as_bytes()
            .first()
            .is_some_and(u8::is_ascii_alphabetic)
            && SCHEME.first_invalid(scheme).is_none();
        if !scheme_ok {
            return fail(HttpErrorKind::InvalidScheme, 0);
        }
        let mut text =
            String::with_capacity(scheme.len() + 3 + authority.len() + path_and_query.len());
        for piece in [scheme, "://", authority, path_and_query] {
            text.push_str(piece);
        }
        // Each piece was checked against its rule: this parse (the only
        // one) succeeds; if it did not, the error says where.
        Uri::try_from(text).map_err(|e| HttpError::new(HttpErrorKind::Target(e.kind()), e.index()))
    }
}
