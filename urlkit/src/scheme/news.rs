//! News URLs (RFC 1738 §3.6):
//!
//! ```text
//! newsurl   = "news:" grouppart
//! grouppart = "*" | group | article
//! group     = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
//! article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
//! ```
//!
//! A message-id is told from a newsgroup name by its `@`. Its host must
//! match RFC 1738's own `host` rule, since the grammar names it.

use alloc::borrow::Cow;
use alloc::string::String;

use super::rfc1738::{self, ARTICLE, GROUP};
use super::KnownScheme;
use crate::error::{SchemeError, SchemeErrorKind};
use crate::table::Table;
use crate::{Uri, UriView};

/// What a builder writes raw before an article's `@`: the article bytes
/// without `/`, so that RFC 3986 never reads an authority.
const UNIQUE_RAW: Table = ARTICLE.without(b"/");

/// Which form of `grouppart` a news URL has.
///
/// # Examples
///
/// ```
/// use urlkit::scheme::NewsKind;
/// assert_eq!(NewsKind::Article.as_str(), "article");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NewsKind {
    /// `news:*`: all available newsgroups.
    All,
    /// A newsgroup name.
    Group,
    /// A message-id (`unique@host`, without `<` and `>`).
    Article,
}

impl NewsKind {
    /// `"all"`, `"group"` or `"article"`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::NewsKind;
    /// assert_eq!(NewsKind::All.as_str(), "all");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            NewsKind::All => "all",
            NewsKind::Group => "group",
            NewsKind::Article => "article",
        }
    }
}

/// A `news` URL (RFC 1738 §3.6), borrowed from a parsed [`Uri`].
///
/// # Examples
///
/// ```
/// use urlkit::scheme::{NewsKind, NewsUrl};
/// use urlkit::Uri;
///
/// let uri = Uri::parse("news:comp.infosystems.www.misc")?;
/// let news = NewsUrl::try_from(&uri)?;
/// assert_eq!(news.kind(), NewsKind::Group);
/// assert_eq!(news.group(), Some("comp.infosystems.www.misc"));
/// assert_eq!(news.article(), None);
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewsUrl<'a> {
    uri: UriView<'a>,
    kind: NewsKind,
    grouppart: &'a str,
}

impl<'a> NewsUrl<'a> {
    /// Checks `newsurl` on a parsed URI.
    fn from_uri(uri: UriView<'a>) -> Result<NewsUrl<'a>, SchemeError> {
        rfc1738::expect_scheme(uri, KnownScheme::News)?;
        let (part, base) = rfc1738::schemepart(uri);
        let kind = if part == "*" {
            NewsKind::All
        } else if let Some((unique, host)) = part.split_once('@') {
            if unique.is_empty() {
                return Err(SchemeError::new(SchemeErrorKind::Article, base));
            }
            rfc1738::check(unique, base, &ARTICLE, SchemeErrorKind::Article)?;
            let host_base = base + unique.len() + 1;
            rfc1738::host_rule(host).map_err(|e| e.shifted(host_base))?;
            NewsKind::Article
        } else {
            let bytes = part.as_bytes();
            match bytes.first() {
                None => return Err(SchemeError::new(SchemeErrorKind::Grouppart, base)),
                Some(b) if !b.is_ascii_alphabetic() => {
                    return Err(SchemeError::new(SchemeErrorKind::Group, base));
                }
                Some(_) => rfc1738::check(part, base, &GROUP, SchemeErrorKind::Group)?,
            }
            NewsKind::Group
        };
        Ok(NewsUrl {
            uri,
            kind,
            grouppart: part,
        })
    }

    /// Which form the URL has.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::{NewsKind, NewsUrl};
    /// use urlkit::Uri;
    /// assert_eq!(NewsUrl::try_from(&Uri::parse("news:*")?)?.kind(), NewsKind::All);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn kind(&self) -> NewsKind {
        self.kind
    }

    /// The newsgroup name, for the group form (it has no escapes).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::NewsUrl;
    /// use urlkit::Uri;
    /// assert_eq!(NewsUrl::try_from(&Uri::parse("news:alt.test")?)?.group(), Some("alt.test"));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn group(&self) -> Option<&'a str> {
        (self.kind == NewsKind::Group).then_some(self.grouppart)
    }

    /// The message-id, decoded, without `<` and `>`, for the article form.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::NewsUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("news:1234%24x@host.dom")?;
    /// assert_eq!(NewsUrl::try_from(&uri)?.article().as_deref(), Some("1234$x@host.dom"));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn article(&self) -> Option<Cow<'a, str>> {
        (self.kind == NewsKind::Article).then(|| rfc1738::decode_str(self.grouppart))
    }
}

/// The parts of a news URL, to build one (see [`NewsParts::to_uri`]).
///
/// # Examples
///
/// ```
/// use urlkit::scheme::NewsParts;
/// assert_eq!(NewsParts::All.to_uri()?.as_str(), "news:*");
/// assert_eq!(NewsParts::Group("comp.lang").to_uri()?.as_str(), "news:comp.lang");
/// assert_eq!(NewsParts::Article("a b@h.dom").to_uri()?.as_str(), "news:a%20b@h.dom");
/// # Ok::<_, urlkit::scheme::SchemeError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NewsParts<'p> {
    /// `*`.
    All,
    /// A newsgroup name (not encoded: the rule has no escapes).
    Group(&'p str),
    /// A message-id `unique@host`, decoded; split at its last `@`.
    Article(&'p str),
}

impl NewsParts<'_> {
    /// Builds the URL.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::{NewsParts, SchemeErrorKind};
    /// assert_eq!(NewsParts::Group("9x").to_uri().unwrap_err().kind(), SchemeErrorKind::Group);
    /// ```
    ///
    /// # Errors
    ///
    /// [`SchemeErrorKind::Group`] for a name the `group` rule refuses,
    /// [`SchemeErrorKind::Article`] for a message-id without `@`, or the
    /// host rule's error for its host.
    pub fn to_uri(&self) -> Result<Uri, SchemeError> {
        let mut text = String::from("news:");
        match *self {
            NewsParts::All => text.push('*'),
            NewsParts::Group(group) => {
                let starts_alpha = group
                    .as_bytes()
                    .first()
                    .is_some_and(u8::is_ascii_alphabetic);
                if !starts_alpha || GROUP.first_invalid(group).is_some() {
                    return Err(SchemeError::new(SchemeErrorKind::Group, text.len()));
                }
                text.push_str(group);
            }
            NewsParts::Article(id) => {
                let Some((unique, host)) = id.rsplit_once('@') else {
                    return Err(SchemeError::new(SchemeErrorKind::Article, text.len()));
                };
                // `/` is encoded so that RFC 3986 never reads an authority.
                rfc1738::encode_into(&mut text, unique.as_bytes(), &UNIQUE_RAW);
                text.push('@');
                text.push_str(host);
            }
        }
        rfc1738::finish(text, |u| NewsUrl::from_uri(u).map(drop))
    }
}

super::view_conversions!(NewsUrl, "news:comp.lang.rust");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc1738_3_6_edges() {
        let news = |s: &str| NewsUrl::try_from(&Uri::parse(s).unwrap()).map(|n| n.kind());
        assert_eq!(news("news:*"), Ok(NewsKind::All));
        assert_eq!(news("news:a.b-c+d_e9"), Ok(NewsKind::Group));
        assert_eq!(news("news:x@h.dom"), Ok(NewsKind::Article));
        assert_eq!(news("news:a;/?:&=@h.dom"), Ok(NewsKind::Article));
        let kind = |s| news(s).unwrap_err().kind();
        assert_eq!(kind("news:9group"), SchemeErrorKind::Group);
        assert_eq!(kind("news:"), SchemeErrorKind::Grouppart);
        assert_eq!(kind("news:a*"), SchemeErrorKind::Group);
        assert_eq!(kind("news:**"), SchemeErrorKind::Group);
        assert_eq!(kind("news:@h.dom"), SchemeErrorKind::Article);
        assert_eq!(kind("news:a@b@h.dom"), SchemeErrorKind::Domainlabel);
        assert_eq!(kind("news:a@h_x"), SchemeErrorKind::Toplabel);
        assert_eq!(news("news:a@h_x").unwrap_err().index(), 8);
        assert_eq!(kind("news://h/x"), SchemeErrorKind::Group);
    }
}
