//! [`HttpUrl`]: an owned `http` or `https` URI (RFC 9110 §4.2.1,
//! §4.2.2), for a config field or a client that keeps its URLs.

use alloc::string::String;
use core::fmt;
use core::ops::Deref;
use core::str::FromStr;

use super::{HttpError, HttpUri};
use crate::uri::Uri;
use crate::uri::UriView;

/// An owned `http` or `https` URI (RFC 9110 §4.2.1, §4.2.2): a [`Uri`]
/// whose scheme is `http` or `https` (any case), whose host is not empty
/// ("A recipient that processes such a URI reference MUST reject it as
/// invalid", §4.2.1), and whose port, if any, fits in 16 bits. The rules
/// are [`HttpUri::new`]'s, which borrows; this one owns its text, so a
/// config struct can hold it and deserialize it (feature `serde`).
///
/// It dereferences to its [`Uri`], so every accessor of `Uri` reads it
/// (`host()`, `path()`, `query()`, ...); [`HttpUrl::port_or_default`] is
/// the port as a number, never absent. Not RFC 1738's
/// [`crate::scheme::HttpUrl`], which has no `https`.
///
/// # Examples
///
/// ```
/// use urlkit::http9110::HttpUrl;
///
/// let api: HttpUrl = "https://api.example.com/v2/?key=k".parse()?;
/// assert_eq!(api.host(), Some("api.example.com")); // an accessor of `Uri`
/// assert_eq!(api.port_or_default(), 443);
/// assert!(api.is_https());
/// assert_eq!(api.to_string(), "https://api.example.com/v2/?key=k");
///
/// assert!("ftp://example.com/".parse::<HttpUrl>().is_err()); // not http(s)
/// assert!("http:///a".parse::<HttpUrl>().is_err()); // empty host
/// assert!("/v2/".parse::<HttpUrl>().is_err()); // relative
/// # Ok::<_, urlkit::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HttpUrl {
    uri: Uri,
    https: bool,
    port: u16,
}

impl HttpUrl {
    /// Parses `text` as a URI (RFC 3986) and checks the rules of RFC 9110
    /// §4.2.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUrl;
    /// assert_eq!(HttpUrl::parse("HTTP://h:8080/")?.port_or_default(), 8080);
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`crate::Error::Parse`] when `text` is not a URI;
    /// [`crate::Error::Http`] when it is not an http or https URI with a
    /// host and a 16-bit port.
    pub fn parse(text: &str) -> Result<HttpUrl, crate::Error> {
        Ok(HttpUrl::try_from(Uri::parse(text)?)?)
    }

    /// The URI, borrowed (what `Deref` gives).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUrl;
    /// let u = HttpUrl::parse("http://h/#f")?;
    /// assert_eq!(u.as_uri().fragment(), Some("f"));
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    #[must_use]
    pub fn as_uri(&self) -> &Uri {
        &self.uri
    }

    /// The URI, by value.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUrl;
    /// let uri = HttpUrl::parse("http://h/")?.into_uri();
    /// assert_eq!(uri, "http://h/");
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    #[must_use]
    pub fn into_uri(self) -> Uri {
        self.uri
    }

    /// The borrowed [`HttpUri`] of the same text: what a client sends
    /// ([`HttpUri::authority`] for `Host`, [`HttpUri::path_and_query`] as
    /// the origin-form target).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUrl;
    /// let u = HttpUrl::parse("http://user@h:8080?q#f")?;
    /// let http = u.as_http_uri();
    /// assert_eq!((http.authority(), &*http.path_and_query()), ("h:8080", "/?q"));
    /// assert!(http.has_userinfo());
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    #[must_use]
    pub fn as_http_uri(&self) -> HttpUri<'_> {
        HttpUri {
            uri: self.uri.as_view(),
            https: self.https,
            port: self.port,
        }
    }

    /// Whether the scheme is `https`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUrl;
    /// assert!(!HttpUrl::parse("http://h")?.is_https());
    /// assert!(HttpUrl::parse("HTTPS://h")?.is_https());
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    #[must_use]
    pub const fn is_https(&self) -> bool {
        self.https
    }

    /// The port: the explicit one, or 80 for http and 443 for https (RFC
    /// 9110 §4.2.1, §4.2.2; an empty port is the default, RFC 3986
    /// §3.2.3). Never absent, unlike [`UriRef::port_or_default`](crate::UriRef::port_or_default).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUrl;
    /// assert_eq!(HttpUrl::parse("http://h/")?.port_or_default(), 80);
    /// assert_eq!(HttpUrl::parse("https://h:/")?.port_or_default(), 443);
    /// assert_eq!(HttpUrl::parse("https://h:8443/")?.port_or_default(), 8443);
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    #[must_use]
    pub const fn port_or_default(&self) -> u16 {
        self.port
    }
}

impl HttpUrl {
    /// Appends every `(key, value)` pair, encoded, in one splice; see
    /// [`UriRef::extend_query_pairs`](crate::UriRef::extend_query_pairs).
    /// The query is no rule of RFC 9110 §4.2, so the URL stays one.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::HttpUrl;
    /// let mut api = HttpUrl::parse("https://api.example/search")?;
    /// api.extend_query_pairs([("q", "a b"), ("page", "2")])?;
    /// assert_eq!(api, "https://api.example/search?q=a%20b&page=2");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`crate::BuildErrorKind::TooLong`] when the result would pass
    /// `u32::MAX` bytes; the URL is then unchanged.
    pub fn extend_query_pairs<I, K, V>(&mut self, pairs: I) -> Result<(), crate::BuildError>
    where
        I: IntoIterator,
        I::Item: core::borrow::Borrow<(K, V)>,
        K: AsRef<str>,
        V: AsRef<str>,
    {
        self.uri.extend_query_pairs(pairs)
    }
}

impl TryFrom<Uri> for HttpUrl {
    type Error = HttpError;

    /// Checks the rules of RFC 9110 §4.2 ([`HttpUri::new`]'s) and keeps
    /// the URI, without a copy.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::http9110::{HttpErrorKind, HttpUrl};
    /// use urlkit::Uri;
    /// let u = HttpUrl::try_from(Uri::parse("http://h/")?)?;
    /// assert_eq!(u.as_str(), "http://h/");
    /// let err = HttpUrl::try_from(Uri::parse("http://h:99999/")?).unwrap_err();
    /// assert_eq!(err.kind(), HttpErrorKind::PortOutOfRange);
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    fn try_from(uri: Uri) -> Result<HttpUrl, HttpError> {
        let checked = HttpUri::new(uri.as_view())?;
        let (https, port) = (checked.is_https(), checked.port_or_default());
        Ok(HttpUrl { uri, https, port })
    }
}

impl TryFrom<&str> for HttpUrl {
    type Error = crate::Error;

    /// [`HttpUrl::parse`].
    fn try_from(text: &str) -> Result<HttpUrl, crate::Error> {
        HttpUrl::parse(text)
    }
}

impl TryFrom<UriView<'_>> for HttpUrl {
    type Error = HttpError;

    /// Checks the view, then copies its text.
    fn try_from(uri: UriView<'_>) -> Result<HttpUrl, HttpError> {
        let checked = HttpUri::new(uri)?;
        Ok(HttpUrl {
            uri: uri.to_owned(),
            https: checked.is_https(),
            port: checked.port_or_default(),
        })
    }
}

impl From<HttpUrl> for Uri {
    fn from(url: HttpUrl) -> Uri {
        url.uri
    }
}

impl From<HttpUrl> for String {
    fn from(url: HttpUrl) -> String {
        url.uri.into()
    }
}

impl FromStr for HttpUrl {
    type Err = crate::Error;

    fn from_str(text: &str) -> Result<HttpUrl, crate::Error> {
        HttpUrl::parse(text)
    }
}

impl Deref for HttpUrl {
    type Target = Uri;

    fn deref(&self) -> &Uri {
        &self.uri
    }
}

impl AsRef<str> for HttpUrl {
    fn as_ref(&self) -> &str {
        self.uri.as_str()
    }
}

impl AsRef<Uri> for HttpUrl {
    fn as_ref(&self) -> &Uri {
        &self.uri
    }
}

impl fmt::Display for HttpUrl {
    /// The URI's text; width, fill and alignment apply.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.uri, f)
    }
}

impl PartialEq<str> for HttpUrl {
    fn eq(&self, other: &str) -> bool {
        self.uri.as_str() == other
    }
}

impl PartialEq<&str> for HttpUrl {
    fn eq(&self, other: &&str) -> bool {
        self.uri.as_str() == *other
    }
}
