//! WAIS URLs (RFC 1738 §3.9):
//!
//! ```text
//! waisurl      = waisdatabase | waisindex | waisdoc
//! waisdatabase = "wais://" hostport "/" database
//! waisindex    = "wais://" hostport "/" database "?" search
//! waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
//! database     = *uchar
//! wtype        = *uchar
//! wpath        = *uchar
//! ```

use alloc::borrow::Cow;
use alloc::string::String;

use super::rfc1738::{self, SEARCH, UCHAR};
use crate::error::{SchemeError, SchemeErrorKind};
use crate::Uri;

/// Which of the three forms a wais URL has.
///
/// # Examples
///
/// ```
/// use urlkit::scheme::WaisKind;
/// assert_eq!(WaisKind::Index.as_str(), "index");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WaisKind {
    /// `waisdatabase`: a database to search.
    Database,
    /// `waisindex`: a search in a database.
    Index,
    /// `waisdoc`: one document of a database.
    Doc,
}

impl WaisKind {
    /// `"database"`, `"index"` or `"doc"`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::WaisKind;
    /// assert_eq!(WaisKind::Doc.as_str(), "doc");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            WaisKind::Database => "database",
            WaisKind::Index => "index",
            WaisKind::Doc => "doc",
        }
    }
}

super::login_view! {
    /// A `wais` URL (RFC 1738 §3.9), borrowed from a parsed [`Uri`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::{WaisKind, WaisUrl};
    /// use urlkit::Uri;
    ///
    /// let uri = Uri::parse("wais://quake.think.com/directory-of-servers?weather")?;
    /// let wais = WaisUrl::try_from(&uri)?;
    /// assert_eq!(wais.kind(), WaisKind::Index);
    /// assert_eq!(wais.database(), "directory-of-servers");
    /// assert_eq!(wais.search().as_deref(), Some("weather"));
    /// assert_eq!(wais.login().port(), 210);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub struct WaisUrl {
        database: &'a str,
        /// `(wtype, wpath)` for the doc form.
        doc: Option<(&'a str, &'a str)>,
    }
    login: Wais, Hostport, 210, "wais://h/db";
    /// Checks the rest of the rule once the login part is known.
    fn from_login(uri, login) {
        let path_range = uri.parts().path_range();
        let path_start = path_range.start;
        let Some(path) = uri.path().strip_prefix('/') else {
            return Err(SchemeError::new(SchemeErrorKind::Waisurl, path_start));
        };
        let base = path_start + 1;
        let mut parts = path.splitn(3, '/');
        let database = parts.next().unwrap_or("");
        rfc1738::check(database, base, &UCHAR, SchemeErrorKind::Database)?;
        let doc = match (parts.next(), parts.next()) {
            (None, _) => None,
            (Some(_), None) => {
                return Err(SchemeError::new(SchemeErrorKind::Waisurl, path_range.end));
            }
            (Some(wtype), Some(wpath)) => {
                let wtype_base = base + database.len() + 1;
                rfc1738::check(wtype, wtype_base, &UCHAR, SchemeErrorKind::Wtype)?;
                let wpath_base = wtype_base + wtype.len() + 1;
                rfc1738::check(wpath, wpath_base, &UCHAR, SchemeErrorKind::Wpath)?;
                Some((wtype, wpath))
            }
        };
        if let Some(search) = uri.query() {
            // The `?` stands where the path ends.
            let q = path_range.end;
            if doc.is_some() {
                return Err(SchemeError::new(SchemeErrorKind::Waisurl, q));
            }
            rfc1738::check(search, q + 1, &SEARCH, SchemeErrorKind::Search)?;
        }
        Ok(WaisUrl {
            uri,
            login,
            database,
            doc,
        })
    }
}

impl<'a> WaisUrl<'a> {
    /// Which form the URL has.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::{WaisKind, WaisUrl};
    /// use urlkit::Uri;
    /// assert_eq!(WaisUrl::try_from(&Uri::parse("wais://h/db")?)?.kind(), WaisKind::Database);
    /// assert_eq!(WaisUrl::try_from(&Uri::parse("wais://h/db/t/p")?)?.kind(), WaisKind::Doc);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn kind(&self) -> WaisKind {
        match (self.doc, self.uri.query()) {
            (Some(_), _) => WaisKind::Doc,
            (None, Some(_)) => WaisKind::Index,
            (None, None) => WaisKind::Database,
        }
    }

    /// The database name, decoded.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::WaisUrl;
    /// use urlkit::Uri;
    /// assert_eq!(WaisUrl::try_from(&Uri::parse("wais://h/a%2Fb")?)?.database(), "a/b");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn database(&self) -> Cow<'a, str> {
        rfc1738::decode_str(self.database)
    }

    /// The search, decoded, for the index form.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::WaisUrl;
    /// use urlkit::Uri;
    /// assert_eq!(WaisUrl::try_from(&Uri::parse("wais://h/db?")?)?.search().as_deref(), Some(""));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn search(&self) -> Option<Cow<'a, str>> {
        self.uri.query().map(rfc1738::decode_str)
    }

    /// The WAIS object type, decoded, for the doc form.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::WaisUrl;
    /// use urlkit::Uri;
    /// assert_eq!(WaisUrl::try_from(&Uri::parse("wais://h/db/TEXT/x")?)?.wtype().as_deref(), Some("TEXT"));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn wtype(&self) -> Option<Cow<'a, str>> {
        self.doc.map(|(t, _)| rfc1738::decode_str(t))
    }

    /// The WAIS document id, decoded, for the doc form (opaque to all but
    /// the server that issued it).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::WaisUrl;
    /// use urlkit::Uri;
    /// assert_eq!(WaisUrl::try_from(&Uri::parse("wais://h/db/t/0%2012")?)?.wpath().as_deref(), Some("0 12"));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn wpath(&self) -> Option<Cow<'a, str>> {
        self.doc.map(|(_, p)| rfc1738::decode_str(p))
    }
}

/// The parts of a wais URL, to build one (see [`WaisParts::to_uri`]).
///
/// # Examples
///
/// ```
/// use urlkit::scheme::WaisParts;
/// let uri = WaisParts { host: "h", database: "db", doc: Some(("TEXT", "a/b")), ..WaisParts::default() }
///     .to_uri()?;
/// assert_eq!(uri.as_str(), "wais://h/db/TEXT/a%2Fb");
/// # Ok::<_, urlkit::scheme::SchemeError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WaisParts<'p> {
    /// The host, written as given.
    pub host: &'p str,
    /// The port, if not the default.
    pub port: Option<u16>,
    /// The database, decoded.
    pub database: &'p str,
    /// The search, decoded (the index form).
    pub search: Option<&'p str>,
    /// The wtype and wpath, decoded (the doc form).
    pub doc: Option<(&'p str, &'p str)>,
}

impl WaisParts<'_> {
    /// Builds the URL, percent-encoding each part with the wais rules.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::WaisParts;
    /// let uri = WaisParts { host: "h", database: "db", search: Some("a b"), ..WaisParts::default() }
    ///     .to_uri()?;
    /// assert_eq!(uri.as_str(), "wais://h/db?a%20b");
    /// # Ok::<_, urlkit::scheme::SchemeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SchemeErrorKind::Waisurl`] for both a search and a doc,
    /// [`SchemeErrorKind::Host`] for a host RFC 3986 refuses.
    pub fn to_uri(&self) -> Result<Uri, SchemeError> {
        let mut text = String::from("wais:");
        rfc1738::write_login(&mut text, None, None, self.host, self.port);
        if self.search.is_some() && self.doc.is_some() {
            return Err(SchemeError::new(SchemeErrorKind::Waisurl, text.len()));
        }
        text.push('/');
        rfc1738::encode_into(&mut text, self.database.as_bytes(), &UCHAR);
        if let Some((wtype, wpath)) = self.doc {
            text.push('/');
            rfc1738::encode_into(&mut text, wtype.as_bytes(), &UCHAR);
            text.push('/');
            rfc1738::encode_into(&mut text, wpath.as_bytes(), &UCHAR);
        }
        if let Some(search) = self.search {
            text.push('?');
            rfc1738::encode_into(&mut text, search.as_bytes(), &SEARCH);
        }
        rfc1738::finish(text, |u| WaisUrl::from_uri(u).map(drop))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc1738_3_9_forms() {
        let wais = |s: &str| WaisUrl::try_from(&Uri::parse(s).unwrap()).map(|w| w.kind());
        assert_eq!(wais("wais://h/db"), Ok(WaisKind::Database));
        assert_eq!(wais("wais://h/"), Ok(WaisKind::Database));
        assert_eq!(wais("wais://h/db?x"), Ok(WaisKind::Index));
        assert_eq!(wais("wais://h/db/t/p"), Ok(WaisKind::Doc));
        assert_eq!(wais("wais://h/db//"), Ok(WaisKind::Doc));
        let err = |s| wais(s).unwrap_err();
        assert_eq!(err("wais://h").kind(), SchemeErrorKind::Waisurl);
        assert_eq!(err("wais://h/db/t").kind(), SchemeErrorKind::Waisurl);
        assert_eq!(err("wais://h/db/t/p/q").kind(), SchemeErrorKind::Wpath);
        assert_eq!(err("wais://h/db/t/p/q").index(), 15);
        assert_eq!(err("wais://h/db/t/p?x").kind(), SchemeErrorKind::Waisurl);
        assert_eq!(err("wais://h/d;b").kind(), SchemeErrorKind::Database);
        assert_eq!(err("wais://h/db?a/b").kind(), SchemeErrorKind::Search);
        assert_eq!(err("wais://u@h/db").kind(), SchemeErrorKind::Hostport);
    }
}
