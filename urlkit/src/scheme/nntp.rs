//! NNTP URLs (RFC 1738 §3.7):
//!
//! ```text
//! nntpurl = "nntp://" hostport "/" group [ "/" digits ]
//! group   = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
//! ```
//!
//! The article number is read into a `u64`; a longer one is refused.

use alloc::string::String;
use alloc::string::ToString;

use super::rfc1738::{self, GROUP};
use crate::error::{SchemeError, SchemeErrorKind};
use crate::Uri;

super::login_view! {
    /// An `nntp` URL (RFC 1738 §3.7), borrowed from a parsed [`Uri`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::NntpUrl;
    /// use urlkit::Uri;
    ///
    /// let uri = Uri::parse("nntp://news.example:1119/comp.lang.rust/42")?;
    /// let nntp = NntpUrl::try_from(&uri)?;
    /// assert_eq!(nntp.login().host(), "news.example");
    /// assert_eq!(nntp.login().port(), 1119);
    /// assert_eq!(nntp.group(), "comp.lang.rust");
    /// assert_eq!(nntp.article(), Some(42));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub struct NntpUrl {
        group: &'a str,
        article: Option<u64>,
    }
    login: Nntp, Hostport, 119, "nntp://h/comp.lang";
    /// Checks the rest of the rule once the login part is known.
    fn from_login(uri, login) {
        let Some((path, base)) = rfc1738::url_path(uri)? else {
            let end = uri.parts().end_before_fragment();
            return Err(SchemeError::new(SchemeErrorKind::Group, end));
        };
        let (group, digits) = match path.split_once('/') {
            Some((group, digits)) => (group, Some(digits)),
            None => (path, None),
        };
        if !group
            .as_bytes()
            .first()
            .is_some_and(u8::is_ascii_alphabetic)
        {
            return Err(SchemeError::new(SchemeErrorKind::Group, base));
        }
        rfc1738::check(group, base, &GROUP, SchemeErrorKind::Group)?;
        let article = match digits {
            None => None,
            Some(digits) => {
                let digits_base = base + group.len() + 1;
                let bad = digits.bytes().position(|b| !b.is_ascii_digit());
                match (bad, digits.parse::<u64>()) {
                    (None, Ok(n)) => Some(n),
                    (bad, _) => {
                        return Err(SchemeError::new(
                            SchemeErrorKind::Article,
                            digits_base + bad.unwrap_or(0),
                        ));
                    }
                }
            }
        };
        Ok(NntpUrl {
            uri,
            login,
            group,
            article,
        })
    }
}

impl<'a> NntpUrl<'a> {
    /// The newsgroup name (it has no escapes).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::NntpUrl;
    /// use urlkit::Uri;
    /// assert_eq!(NntpUrl::try_from(&Uri::parse("nntp://h/alt.x")?)?.group(), "alt.x");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn group(&self) -> &'a str {
        self.group
    }

    /// The article number, if given.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::NntpUrl;
    /// use urlkit::Uri;
    /// assert_eq!(NntpUrl::try_from(&Uri::parse("nntp://h/g")?)?.article(), None);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn article(&self) -> Option<u64> {
        self.article
    }
}

/// The parts of an nntp URL, to build one (see [`NntpParts::to_uri`]).
///
/// # Examples
///
/// ```
/// use urlkit::scheme::NntpParts;
/// let uri = NntpParts { host: "h", group: "alt.test", article: Some(7), ..NntpParts::default() }
///     .to_uri()?;
/// assert_eq!(uri.as_str(), "nntp://h/alt.test/7");
/// # Ok::<_, urlkit::scheme::SchemeError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NntpParts<'p> {
    /// The host, written as given.
    pub host: &'p str,
    /// The port, if not the default.
    pub port: Option<u16>,
    /// The newsgroup name (not encoded: the rule has no escapes).
    pub group: &'p str,
    /// The article number.
    pub article: Option<u64>,
}

impl NntpParts<'_> {
    /// Builds the URL.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::{NntpParts, SchemeErrorKind};
    /// let err = NntpParts { host: "h", group: "a b", ..NntpParts::default() }.to_uri().unwrap_err();
    /// assert_eq!(err.kind(), SchemeErrorKind::Group);
    /// ```
    ///
    /// # Errors
    ///
    /// [`SchemeErrorKind::Group`] for a name the `group` rule refuses,
    /// [`SchemeErrorKind::Host`] for a host RFC 3986 refuses.
    pub fn to_uri(&self) -> Result<Uri, SchemeError> {
        let mut text = String::from("nntp:");
        rfc1738::write_login(&mut text, None, None, self.host, self.port);
        text.push('/');
        let starts_alpha = self
            .group
            .as_bytes()
            .first()
            .is_some_and(u8::is_ascii_alphabetic);
        if !starts_alpha || GROUP.first_invalid(self.group).is_some() {
            return Err(SchemeError::new(SchemeErrorKind::Group, text.len()));
        }
        text.push_str(self.group);
        if let Some(n) = self.article {
            text.push('/');
            text.push_str(&n.to_string());
        }
        rfc1738::finish(text, |u| NntpUrl::from_uri(u).map(drop))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc1738_3_7_edges() {
        let nntp = |s: &str| NntpUrl::try_from(&Uri::parse(s).unwrap()).map(|n| n.article());
        assert_eq!(nntp("nntp://h/g"), Ok(None));
        assert_eq!(nntp("nntp://h/g/0012"), Ok(Some(12)));
        let err = |s| nntp(s).unwrap_err();
        assert_eq!(err("nntp://h/g/12a").kind(), SchemeErrorKind::Article);
        assert_eq!(err("nntp://h/g/12a").index(), 13);
        assert_eq!(err("nntp://h/g/").kind(), SchemeErrorKind::Article);
        assert_eq!(err("nntp://h/g/1/2").kind(), SchemeErrorKind::Article);
        assert_eq!(
            err("nntp://h/g/99999999999999999999").kind(),
            SchemeErrorKind::Article
        );
        assert_eq!(err("nntp://h/1g").kind(), SchemeErrorKind::Group);
        assert_eq!(err("nntp://h/").kind(), SchemeErrorKind::Group);
        assert_eq!(err("nntp://h").kind(), SchemeErrorKind::Group);
        assert_eq!(err("nntp://h/g?x").kind(), SchemeErrorKind::Group);
        assert_eq!(err("nntp://u@h/g").kind(), SchemeErrorKind::Hostport);
    }
}
