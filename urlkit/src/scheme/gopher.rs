//! Gopher URLs (RFC 1738 §3.4):
//!
//! ```text
//! gopherurl      = "gopher://" hostport [ / [ gtype [ selector
//!                  [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
//! gtype          = xchar
//! selector       = *xchar
//! gopher+_string = *xchar
//! ```
//!
//! The selector ends at the first `%09` and the search at the next; the
//! gopher+ string is the rest, and may hold further `%09` and `%0D%0A`
//! (a Gopher+ form, §3.4.9). The selector and search must not decode to CR
//! or LF: the Gopher protocol excludes them from selectors (§3.4.1), and
//! they would end the request line early (§6). The search follows the
//! BNF's `search` rule, shared with http: `/` and `?` in it are encoded.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use super::rfc1738::{self, SEARCH, XCHAR};
use crate::error::{SchemeError, SchemeErrorKind};
use crate::table::is_pct_triplet;
use crate::Uri;

super::login_view! {
    /// A `gopher` URL (RFC 1738 §3.4), borrowed from a parsed [`Uri`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::GopherUrl;
    /// use urlkit::Uri;
    ///
    /// let uri = Uri::parse("gopher://h/7search%09dogs%09+")?;
    /// let g = GopherUrl::try_from(&uri)?;
    /// assert_eq!(g.gtype(), '7');
    /// assert_eq!(g.selector(), "search");
    /// assert_eq!(g.search().as_deref(), Some("dogs"));
    /// assert_eq!(g.gopher_plus().as_deref(), Some("+"));
    /// assert_eq!(g.request(), b"search\tdogs\t+\r\n");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub struct GopherUrl {
        /// The gtype, raw (one character or a `%XX` triplet); `None` for an
        /// empty gopher-path.
        gtype: Option<&'a str>,
        selector: &'a str,
        search: Option<&'a str>,
        gopher_plus: Option<&'a str>,
    }
    login: Gopher, Hostport, 70, "gopher://h/1";
    /// Checks the rest of the rule once the login part is known.
    fn from_login(uri, login) {
        let mut view = GopherUrl {
            uri,
            login,
            gtype: None,
            selector: "",
            search: None,
            gopher_plus: None,
        };
        let Some((path, base)) = rfc1738::url_path(uri)? else {
            return Ok(view);
        };
        if path.is_empty() {
            return Ok(view);
        }
        rfc1738::check(path, base, &XCHAR, SchemeErrorKind::Selector)?;
        let gtype_len = if is_pct_triplet(path.as_bytes(), 0) {
            3
        } else {
            1
        };
        let (gtype, rest) = path.split_at(gtype_len.min(path.len()));
        view.gtype = Some(gtype);
        let rest_base = base + gtype.len();
        let (selector, after) = split_tab(rest);
        if rfc1738::has_line_break(selector) {
            return Err(SchemeError::new(SchemeErrorKind::Selector, rest_base));
        }
        view.selector = selector;
        if let Some(after) = after {
            let search_base = rest_base + selector.len() + 3;
            let (search, gopher_plus) = split_tab(after);
            rfc1738::check(search, search_base, &SEARCH, SchemeErrorKind::Search)?;
            if rfc1738::has_line_break(search) {
                return Err(SchemeError::new(SchemeErrorKind::LineBreak, search_base));
            }
            view.search = Some(search);
            view.gopher_plus = gopher_plus;
        }
        Ok(view)
    }
}

impl<'a> GopherUrl<'a> {
    /// The gophertype, decoded: `'1'` (a directory) when the gopher-path is
    /// empty (§3.4.1). A `%XX` gtype above `%7F` is read as the Latin-1
    /// character of that octet.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::GopherUrl;
    /// use urlkit::Uri;
    /// assert_eq!(GopherUrl::try_from(&Uri::parse("gopher://h/")?)?.gtype(), '1');
    /// assert_eq!(GopherUrl::try_from(&Uri::parse("gopher://h/0a")?)?.gtype(), '0');
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn gtype(&self) -> char {
        self.gtype
            .and_then(|g| rfc1738::decode(g).first().copied())
            .map_or('1', char::from)
    }

    /// The selector, decoded; empty for the server's top-level directory.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::GopherUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("gopher://h/11/a%20b")?;
    /// assert_eq!(GopherUrl::try_from(&uri)?.selector(), "1/a b");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn selector(&self) -> Cow<'a, str> {
        rfc1738::decode_str(self.selector)
    }

    /// The search string after the first `%09`, decoded; `None` without
    /// one.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::GopherUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("gopher://h/7s%09%09!")?;
    /// assert_eq!(GopherUrl::try_from(&uri)?.search().as_deref(), Some(""));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn search(&self) -> Option<Cow<'a, str>> {
        self.search.map(rfc1738::decode_str)
    }

    /// The gopher+ string after the second `%09`, decoded; `None` without
    /// one.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::GopherUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("gopher://h/0s%09%09!+ABSTRACT%20+SMELL")?;
    /// assert_eq!(GopherUrl::try_from(&uri)?.gopher_plus().as_deref(), Some("!+ABSTRACT +SMELL"));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn gopher_plus(&self) -> Option<Cow<'a, str>> {
        self.gopher_plus.map(rfc1738::decode_str)
    }

    /// The exact octets a client sends to the server (§3.4.1 to §3.4.3,
    /// RFC 1436 §2): the selector, then a tab and the search if there is
    /// one, then a tab and the gopher+ string if there is one, then CR LF,
    /// unless the gopher+ string already ends with CR LF (a Gopher+ form's
    /// data block, §3.4.9, which carries its own line ends).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::GopherUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("gopher://h/1")?;
    /// assert_eq!(GopherUrl::try_from(&uri)?.request(), b"\r\n");
    /// let uri = Uri::parse("gopher://h/1s%09%09+%091%0D%0A+-1%0D%0Ayes%0D%0A.%0D%0A")?;
    /// assert_eq!(
    ///     GopherUrl::try_from(&uri)?.request(),
    ///     b"s\t\t+\t1\r\n+-1\r\nyes\r\n.\r\n"
    /// );
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn request(&self) -> Vec<u8> {
        let mut out = rfc1738::decode(self.selector).into_owned();
        if let Some(search) = self.search {
            out.push(b'\t');
            out.extend_from_slice(&rfc1738::decode(search));
        }
        if let Some(plus) = self.gopher_plus {
            out.push(b'\t');
            out.extend_from_slice(&rfc1738::decode(plus));
        }
        if !(self.gopher_plus.is_some() && out.ends_with(b"\r\n")) {
            out.extend_from_slice(b"\r\n");
        }
        out
    }
}

/// Splits at the first `%09`: the text before, and the text after if there
/// is one.
fn split_tab(s: &str) -> (&str, Option<&str>) {
    match s.split_once("%09") {
        Some((before, after)) => (before, Some(after)),
        None => (s, None),
    }
}

/// The parts of a gopher URL, to build one (see [`GopherParts::to_uri`]).
///
/// # Examples
///
/// ```
/// use urlkit::scheme::GopherParts;
/// let uri = GopherParts {
///     host: "h",
///     gtype: Some('7'),
///     selector: "/find",
///     search: Some("a b"),
///     ..GopherParts::default()
/// }
/// .to_uri()?;
/// assert_eq!(uri.as_str(), "gopher://h/7/find%09a%20b");
/// # Ok::<_, urlkit::scheme::SchemeError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GopherParts<'p> {
    /// The host, written as given.
    pub host: &'p str,
    /// The port, if not the default.
    pub port: Option<u16>,
    /// The gophertype, an ASCII character; `None` writes `1` when anything
    /// follows, and no gopher-path otherwise.
    pub gtype: Option<char>,
    /// The selector, decoded (no tab, CR or LF).
    pub selector: &'p str,
    /// The search string, decoded (no tab, CR or LF).
    pub search: Option<&'p str>,
    /// The gopher+ string, decoded; needs a search (which may be empty).
    pub gopher_plus: Option<&'p str>,
}

impl GopherParts<'_> {
    /// Builds the URL, percent-encoding each part with the gopher rules.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::GopherParts;
    /// let uri = GopherParts { host: "h", ..GopherParts::default() }.to_uri()?;
    /// assert_eq!(uri.as_str(), "gopher://h");
    /// # Ok::<_, urlkit::scheme::SchemeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SchemeErrorKind::Selector`] for a tab, CR or LF in the selector,
    /// [`SchemeErrorKind::Search`] for a tab in the search or a gopher+
    /// string without a search, [`SchemeErrorKind::Host`] for a host RFC
    /// 3986 refuses or a gtype that is not ASCII.
    pub fn to_uri(&self) -> Result<Uri, SchemeError> {
        let mut text = String::from("gopher:");
        rfc1738::write_login(&mut text, None, None, self.host, self.port);
        let start = text.len();
        if self.selector.contains(['\t', '\r', '\n']) {
            return Err(SchemeError::new(SchemeErrorKind::Selector, start));
        }
        if self.search.is_some_and(|s| s.contains('\t'))
            || (self.gopher_plus.is_some() && self.search.is_none())
        {
            return Err(SchemeError::new(SchemeErrorKind::Search, start));
        }
        let empty = self.gtype.is_none() && self.selector.is_empty() && self.search.is_none();
        if !empty {
            let gtype = self.gtype.unwrap_or('1');
            let Ok(gtype) = u8::try_from(gtype) else {
                return Err(SchemeError::new(SchemeErrorKind::Host, start));
            };
            text.push('/');
            rfc1738::encode_into(&mut text, &[gtype], &XCHAR);
            rfc1738::encode_into(&mut text, self.selector.as_bytes(), &XCHAR);
            if let Some(search) = self.search {
                text.push_str("%09");
                rfc1738::encode_into(&mut text, search.as_bytes(), &SEARCH);
            }
            if let Some(plus) = self.gopher_plus {
                text.push_str("%09");
                rfc1738::encode_into(&mut text, plus.as_bytes(), &XCHAR);
            }
        }
        rfc1738::finish(text, |u| GopherUrl::from_uri(u).map(drop))
    }
}

#[cfg(test)]
#[path = "../../tests/unit/scheme_gopher.rs"]
mod tests;
