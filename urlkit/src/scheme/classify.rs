//! One enum over the views, to read any URI with the view of its scheme.

use super::{
    FileUrl, FtpUrl, GopherUrl, HttpUrl, KnownScheme, MailtoUrl, NewsUrl, NntpUrl, ProsperoUrl,
    TelnetUrl, WaisUrl,
};
use crate::error::SchemeError;
use crate::{Uri, UriRefView, UriView};

/// A URL of one of the ten schemes of RFC 1738, read with its view.
///
/// # Examples
///
/// ```
/// use urlkit::scheme::{classify, KnownScheme, SchemeData};
/// use urlkit::Uri;
///
/// let uri = Uri::parse("news:*")?;
/// let data = classify(&uri).unwrap()?;
/// assert_eq!(data.scheme(), KnownScheme::News);
/// assert!(matches!(data, SchemeData::News(_)));
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SchemeData<'a> {
    /// An ftp URL (§3.2).
    Ftp(FtpUrl<'a>),
    /// An http URL (§3.3).
    Http(HttpUrl<'a>),
    /// A gopher URL (§3.4).
    Gopher(GopherUrl<'a>),
    /// A mailto URL (§3.5).
    Mailto(MailtoUrl<'a>),
    /// A news URL (§3.6).
    News(NewsUrl<'a>),
    /// An nntp URL (§3.7).
    Nntp(NntpUrl<'a>),
    /// A telnet URL (§3.8).
    Telnet(TelnetUrl<'a>),
    /// A wais URL (§3.9).
    Wais(WaisUrl<'a>),
    /// A file URL (§3.10).
    File(FileUrl<'a>),
    /// A prospero URL (§3.11).
    Prospero(ProsperoUrl<'a>),
}

impl SchemeData<'_> {
    /// The scheme of the view.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::{classify, KnownScheme};
    /// use urlkit::Uri;
    /// let uri = Uri::parse("FTP://h/")?;
    /// assert_eq!(classify(&uri).unwrap()?.scheme(), KnownScheme::Ftp);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn scheme(&self) -> KnownScheme {
        match self {
            SchemeData::Ftp(_) => KnownScheme::Ftp,
            SchemeData::Http(_) => KnownScheme::Http,
            SchemeData::Gopher(_) => KnownScheme::Gopher,
            SchemeData::Mailto(_) => KnownScheme::Mailto,
            SchemeData::News(_) => KnownScheme::News,
            SchemeData::Nntp(_) => KnownScheme::Nntp,
            SchemeData::Telnet(_) => KnownScheme::Telnet,
            SchemeData::Wais(_) => KnownScheme::Wais,
            SchemeData::File(_) => KnownScheme::File,
            SchemeData::Prospero(_) => KnownScheme::Prospero,
        }
    }
}

/// Reads `uri` with the view of its scheme: `None` when the scheme is not
/// one of the ten of RFC 1738 (https, ws, urn, ...), otherwise the view or
/// the rule it breaks.
///
/// # Examples
///
/// ```
/// use urlkit::scheme::{classify, SchemeErrorKind};
/// use urlkit::Uri;
///
/// assert!(classify(&Uri::parse("urn:isbn:0451450523")?).is_none());
/// let err = classify(&Uri::parse("telnet://h/path")?).unwrap().unwrap_err();
/// assert_eq!(err.kind(), SchemeErrorKind::Telneturl);
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[must_use]
pub fn classify(uri: &Uri) -> Option<Result<SchemeData<'_>, SchemeError>> {
    classify_uri(uri.as_view())
}

/// Like [`classify`], for a borrowed reference: `None` as well for a
/// relative reference. A [`UriView`] dereferences to the
/// [`UriRefView`] this takes.
///
/// # Examples
///
/// ```
/// use urlkit::scheme::{classify_view, SchemeData};
/// use urlkit::{UriRefView, UriView};
///
/// assert!(classify_view(UriRefView::parse("/relative")?).is_none());
/// let uri = UriView::parse("nntp://h/alt.test/1")?;
/// assert!(matches!(classify_view(*uri), Some(Ok(SchemeData::Nntp(_)))));
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[must_use]
pub fn classify_view(uri: UriRefView<'_>) -> Option<Result<SchemeData<'_>, SchemeError>> {
    uri.has_scheme()
        .then(|| UriView::from_ref_unchecked(uri))
        .and_then(classify_uri)
}

fn classify_uri(uri: UriView<'_>) -> Option<Result<SchemeData<'_>, SchemeError>> {
    let data = match KnownScheme::from_name(uri.scheme())? {
        KnownScheme::Ftp => FtpUrl::try_from(uri).map(SchemeData::Ftp),
        KnownScheme::Http => HttpUrl::try_from(uri).map(SchemeData::Http),
        KnownScheme::Gopher => GopherUrl::try_from(uri).map(SchemeData::Gopher),
        KnownScheme::Mailto => MailtoUrl::try_from(uri).map(SchemeData::Mailto),
        KnownScheme::News => NewsUrl::try_from(uri).map(SchemeData::News),
        KnownScheme::Nntp => NntpUrl::try_from(uri).map(SchemeData::Nntp),
        KnownScheme::Telnet => TelnetUrl::try_from(uri).map(SchemeData::Telnet),
        KnownScheme::Wais => WaisUrl::try_from(uri).map(SchemeData::Wais),
        KnownScheme::File => FileUrl::try_from(uri).map(SchemeData::File),
        KnownScheme::Prospero => ProsperoUrl::try_from(uri).map(SchemeData::Prospero),
        KnownScheme::Https | KnownScheme::Ws | KnownScheme::Wss => return None,
    };
    Some(data)
}
