//! Telnet URLs (RFC 1738 §3.8):
//!
//! ```text
//! telneturl = "telnet://" login [ "/" ]
//! ```

use alloc::borrow::Cow;
use alloc::string::String;

use super::error::{SchemeError, SchemeErrorKind};
use super::rfc1738::{self, Authority, Login};
use super::KnownScheme;
use crate::{Uri, UriView};

/// A `telnet` URL (RFC 1738 §3.8), borrowed from a parsed [`Uri`].
///
/// The user and password are advisory: a client only suggests them to the
/// person logging in (§3.8).
///
/// # Examples
///
/// ```
/// use urlkit::scheme::TelnetUrl;
/// use urlkit::Uri;
///
/// let uri = Uri::parse("telnet://guest:pw@bbs.example:2323/")?;
/// let t = TelnetUrl::try_from(&uri)?;
/// assert_eq!(t.user().as_deref(), Some("guest"));
/// assert_eq!(t.password().as_deref(), Some("pw"));
/// assert_eq!(t.host(), "bbs.example");
/// assert_eq!(t.port(), 2323);
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TelnetUrl<'a> {
    uri: UriView<'a>,
    login: Login<'a>,
}

impl<'a> TelnetUrl<'a> {
    /// Checks `telneturl` on a parsed URI.
    fn from_uri(uri: UriView<'a>) -> Result<TelnetUrl<'a>, SchemeError> {
        let login = rfc1738::login(uri, KnownScheme::Telnet, Authority::Login)?;
        let (rest, start) = rfc1738::after_hostport(uri);
        match rest {
            "" | "/" => Ok(TelnetUrl { uri, login }),
            _ => {
                let at = start + usize::from(rest.starts_with('/'));
                Err(SchemeError::new(SchemeErrorKind::Telneturl, at))
            }
        }
    }

    /// The URI this view reads.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::TelnetUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("telnet://h")?;
    /// assert_eq!(TelnetUrl::try_from(&uri)?.as_uri().as_str(), "telnet://h");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn as_uri(&self) -> UriView<'a> {
        self.uri
    }

    /// The user, decoded; `Some("")` for an empty one.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::TelnetUrl;
    /// use urlkit::Uri;
    /// assert_eq!(TelnetUrl::try_from(&Uri::parse("telnet://h")?)?.user(), None);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn user(&self) -> Option<Cow<'a, str>> {
        self.login.user.map(rfc1738::decode_str)
    }

    /// The password, decoded.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::TelnetUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("telnet://u:p%40ss@h")?;
    /// assert_eq!(TelnetUrl::try_from(&uri)?.password().as_deref(), Some("p@ss"));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn password(&self) -> Option<Cow<'a, str>> {
        self.login.password.map(rfc1738::decode_str)
    }

    /// The host, decoded (an IPv6 literal keeps its brackets).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::TelnetUrl;
    /// use urlkit::Uri;
    /// assert_eq!(TelnetUrl::try_from(&Uri::parse("telnet://h/")?)?.host(), "h");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn host(&self) -> Cow<'a, str> {
        rfc1738::decode_str(self.login.host)
    }

    /// The port: the one given, or 23 (§3.8).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::TelnetUrl;
    /// use urlkit::Uri;
    /// assert_eq!(TelnetUrl::try_from(&Uri::parse("telnet://h")?)?.port(), 23);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn port(&self) -> u16 {
        self.login.effective_port
    }

    /// Checks the host against RFC 1738's own host rule; see
    /// [`check_host`](super::check_host).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::TelnetUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("telnet://1.2.3.4/")?;
    /// assert!(TelnetUrl::try_from(&uri)?.check_rfc1738_host().is_ok());
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The label or number that breaks the rule, indexed in the URI.
    pub fn check_rfc1738_host(&self) -> Result<(), SchemeError> {
        rfc1738::check_host(&self.login)
    }
}

/// The parts of a telnet URL, to build one (see [`TelnetParts::to_uri`]).
///
/// # Examples
///
/// ```
/// use urlkit::scheme::TelnetParts;
/// let uri = TelnetParts { user: Some("a:b"), host: "h", ..TelnetParts::default() }.to_uri()?;
/// assert_eq!(uri.as_str(), "telnet://a%3Ab@h/");
/// # Ok::<_, urlkit::scheme::SchemeError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TelnetParts<'p> {
    /// The user (`Some("")` for an empty one).
    pub user: Option<&'p str>,
    /// The password; needs a user.
    pub password: Option<&'p str>,
    /// The host, written as given.
    pub host: &'p str,
    /// The port, if not the default.
    pub port: Option<u16>,
}

impl TelnetParts<'_> {
    /// Builds the URL, with the trailing `/` of §3.8.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::TelnetParts;
    /// let uri = TelnetParts { host: "h", port: Some(2323), ..TelnetParts::default() }.to_uri()?;
    /// assert_eq!(uri.as_str(), "telnet://h:2323/");
    /// # Ok::<_, urlkit::scheme::SchemeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SchemeErrorKind::User`] for a password without a user,
    /// [`SchemeErrorKind::Host`] for a host RFC 3986 refuses.
    pub fn to_uri(&self) -> Result<Uri, SchemeError> {
        if self.password.is_some() && self.user.is_none() {
            return Err(SchemeError::new(SchemeErrorKind::User, 9));
        }
        let mut text = String::from("telnet:");
        rfc1738::write_login(&mut text, self.user, self.password, self.host, self.port);
        text.push('/');
        rfc1738::finish(text, |u| TelnetUrl::from_uri(u).map(drop))
    }
}

super::view_conversions!(TelnetUrl);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc1738_3_8_edges() {
        let telnet = |s: &str| TelnetUrl::try_from(&Uri::parse(s).unwrap()).map(|t| t.port());
        assert_eq!(telnet("telnet://h"), Ok(23));
        assert_eq!(telnet("telnet://h/"), Ok(23));
        assert_eq!(telnet("telnet://h/#frag"), Ok(23));
        let err = |s| telnet(s).unwrap_err();
        assert_eq!(err("telnet://h/x").kind(), SchemeErrorKind::Telneturl);
        assert_eq!(err("telnet://h//").index(), 11);
        assert_eq!(err("telnet://h?x").index(), 10);
        assert_eq!(err("telnet://h/?x").kind(), SchemeErrorKind::Telneturl);
        assert_eq!(telnet("telnet://:p@h"), Ok(23));
        assert_eq!(err("telnet://u:p:q@h").kind(), SchemeErrorKind::Password);
    }
}
