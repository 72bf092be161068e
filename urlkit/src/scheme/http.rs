//! HTTP URLs as RFC 1738 §3.3 defines them (for RFC 9110's http and https,
//! see [`crate::http9110`]):
//!
//! ```text
//! httpurl  = "http://" hostport [ "/" hpath [ "?" search ]]
//! hpath    = hsegment *[ "/" hsegment ]
//! hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
//! search   = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
//! ```
//!
//! This is RFC 1738's rule, kept strict: no user or password, and no `/`
//! or `?` in the searchpart (RFC 3986 and later HTTP specifications allow
//! both in a query; the URI stays valid, only this view refuses it).

use alloc::borrow::Cow;
use alloc::string::String;

use super::rfc1738::{self, HSEGMENT, SEARCH};
use crate::error::{SchemeError, SchemeErrorKind};
use crate::table::Table;
use crate::Uri;

/// The bytes an hpath may hold: hsegments and `/`.
const HPATH: Table = HSEGMENT.or(&Table::new(b"/"));

super::login_view! {
    /// An `http` URL as RFC 1738 §3.3 defined it in 1994 (no `https`, no
    /// userinfo, no `/` or `?` in the query), borrowed from a parsed [`Uri`];
    /// for http and https as HTTP uses them today (RFC 9110), see
    /// [`crate::http9110::HttpUri`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::HttpUrl;
    /// use urlkit::Uri;
    ///
    /// let uri = Uri::parse("http://ds.internic.net/instructions/overview.html#WARNING")?;
    /// let http = HttpUrl::try_from(&uri)?;
    /// assert_eq!(http.login().host(), "ds.internic.net");
    /// assert_eq!(http.login().port(), 80);
    /// assert_eq!(http.path(), "/instructions/overview.html");
    /// assert_eq!(http.search(), None);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub struct HttpUrl {}
    login: Http, Hostport, 80, "http://h/";
    /// Checks the rest of the rule once the login part is known.
    fn from_login(uri, login) {
        let path_range = uri.parts().path_range();
        let path = uri.path();
        if let Some(hpath) = path.strip_prefix('/') {
            rfc1738::check(
                hpath,
                path_range.start + 1,
                &HPATH,
                SchemeErrorKind::Hsegment,
            )?;
        }
        if let Some(search) = uri.query() {
            if path.is_empty() {
                // The `?` stands where the (empty) path ends.
                return Err(SchemeError::new(SchemeErrorKind::Hpath, path_range.end));
            }
            rfc1738::check(search, path_range.end + 1, &SEARCH, SchemeErrorKind::Search)?;
        }
        Ok(HttpUrl { uri, login })
    }
}

impl<'a> HttpUrl<'a> {
    /// The path, raw, as the request line sends it: with its leading `/`,
    /// and `/` when the URL has none (the `/` may then be omitted, §3.3).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::HttpUrl;
    /// use urlkit::Uri;
    /// assert_eq!(HttpUrl::try_from(&Uri::parse("http://h")?)?.path(), "/");
    /// assert_eq!(HttpUrl::try_from(&Uri::parse("http://h/a%20b")?)?.path(), "/a%20b");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn path(&self) -> &'a str {
        match self.uri.path() {
            "" => "/",
            path => path,
        }
    }

    /// The hsegments of the path, decoded (none for an empty path).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::HttpUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("http://h/a%2Fb/c")?;
    /// assert_eq!(HttpUrl::try_from(&uri)?.segments().collect::<Vec<_>>(), ["a/b", "c"]);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn segments(&self) -> impl Iterator<Item = Cow<'a, str>> + 'a + use<'a> {
        self.uri.path_segments().map(rfc1738::decode_str)
    }

    /// The searchpart, raw, without its `?`; `None` when there is no `?`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::HttpUrl;
    /// use urlkit::Uri;
    /// assert_eq!(HttpUrl::try_from(&Uri::parse("http://h/s?a=1&b")?)?.search(), Some("a=1&b"));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn search(&self) -> Option<&'a str> {
        self.uri.query()
    }
}

/// The parts of an http URL, to build one (see [`HttpParts::to_uri`]).
///
/// # Examples
///
/// ```
/// use urlkit::scheme::HttpParts;
/// let uri = HttpParts {
///     host: "h",
///     segments: &["a b", "c?"],
///     search: Some("q=1/2"),
///     ..HttpParts::default()
/// }
/// .to_uri()?;
/// assert_eq!(uri.as_str(), "http://h/a%20b/c%3F?q=1%2F2");
/// # Ok::<_, urlkit::scheme::SchemeError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HttpParts<'p> {
    /// The host, written as given.
    pub host: &'p str,
    /// The port, if not the default.
    pub port: Option<u16>,
    /// The hsegments, decoded; none for no path.
    pub segments: &'p [&'p str],
    /// The searchpart, decoded (each character the `search` rule does not
    /// allow raw is encoded).
    pub search: Option<&'p str>,
}

impl HttpParts<'_> {
    /// Builds the URL, percent-encoding each part with the http rules.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::HttpParts;
    /// let uri = HttpParts { host: "h", search: Some("x"), ..HttpParts::default() }.to_uri()?;
    /// assert_eq!(uri.as_str(), "http://h/?x");
    /// # Ok::<_, urlkit::scheme::SchemeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SchemeErrorKind::Host`] for a host RFC 3986 refuses.
    pub fn to_uri(&self) -> Result<Uri, SchemeError> {
        let mut text = String::from("http:");
        rfc1738::write_login(&mut text, None, None, self.host, self.port);
        if self.segments.is_empty() && self.search.is_some() {
            // `[ "/" hpath [ "?" search ]]`: the searchpart needs the `/`.
            text.push('/');
        }
        for segment in self.segments {
            text.push('/');
            rfc1738::encode_into(&mut text, segment.as_bytes(), &HSEGMENT);
        }
        if let Some(search) = self.search {
            text.push('?');
            rfc1738::encode_into(&mut text, search.as_bytes(), &SEARCH);
        }
        rfc1738::finish(text, |u| HttpUrl::from_uri(u).map(drop))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::prelude::v1::*;

    fn http(s: &str) -> Result<(String, Option<String>), SchemeError> {
        let uri = Uri::parse(s).unwrap();
        let h = HttpUrl::try_from(&uri)?;
        Ok((h.path().to_owned(), h.search().map(str::to_owned)))
    }

    #[test]
    fn rfc1738_3_3_edges() {
        assert_eq!(http("http://h").unwrap(), ("/".to_owned(), None));
        assert_eq!(http("http://h/?").unwrap().1.as_deref(), Some(""));
        assert_eq!(http("http://h/a;b:c@d&e=f").unwrap().0, "/a;b:c@d&e=f");
        let err = |s| http(s).unwrap_err();
        assert_eq!(err("http://u@h/").kind(), SchemeErrorKind::Hostport);
        assert_eq!(err("http://h?q").kind(), SchemeErrorKind::Hpath);
        assert_eq!(err("http://h/?a/b").index(), 11);
        assert_eq!(err("http://h/?a/b").kind(), SchemeErrorKind::Search);
        assert_eq!(err("http://h/?a?b").kind(), SchemeErrorKind::Search);
        assert!(http("http://h/a,b'!*()$-_.+~/").is_ok());
        assert_eq!(err("http://h:/").kind(), SchemeErrorKind::Port);
    }
}
