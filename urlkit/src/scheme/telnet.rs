//! Telnet URLs (RFC 1738 §3.8):
//!
//! ```text
//! telneturl = "telnet://" login [ "/" ]
//! ```

use alloc::string::String;

use super::rfc1738;
use crate::error::{SchemeError, SchemeErrorKind};
use crate::Uri;

super::login_view! {
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
    /// assert_eq!(t.login().user().as_deref(), Some("guest"));
    /// assert_eq!(t.login().password().as_deref(), Some("pw"));
    /// assert_eq!(t.login().host(), "bbs.example");
    /// assert_eq!(t.login().port(), 2323);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub struct TelnetUrl {}
    login: Telnet, Login, 23, "telnet://h";
    /// Checks the rest of the rule once the login part is known.
    fn from_login(uri, login) {
        let (rest, start) = rfc1738::after_hostport(uri);
        match rest {
            "" | "/" => Ok(TelnetUrl { uri, login }),
            _ => {
                let at = start + usize::from(rest.starts_with('/'));
                Err(SchemeError::new(SchemeErrorKind::Telneturl, at))
            }
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc1738_3_8_edges() {
        let telnet =
            |s: &str| TelnetUrl::try_from(&Uri::parse(s).unwrap()).map(|t| t.login().port());
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
