//! FTP URLs (RFC 1738 §3.2):
//!
//! ```text
//! ftpurl   = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
//! fpath    = fsegment *[ "/" fsegment ]
//! fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
//! ftptype  = "A" | "I" | "D" | "a" | "i" | "d"
//! ```
//!
//! `;` appears only in the final `;type=` (written in lowercase, as in the
//! BNF); anywhere else in the path it must be encoded. A `?` belongs to the
//! fsegment it stands in (RFC 3986 would start a query there).

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt;

use super::rfc1738::{self, FPATH, FSEGMENT};
use crate::error::{SchemeError, SchemeErrorKind};
use crate::Uri;

mod command;

pub use command::FtpCommand;

super::login_view! {
    /// An `ftp` URL (RFC 1738 §3.2), borrowed from a parsed [`Uri`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::{FtpType, FtpUrl};
    /// use urlkit::Uri;
    ///
    /// let uri = Uri::parse("ftp://myname@host.dom/%2Fetc/motd;type=a")?;
    /// let ftp = FtpUrl::try_from(&uri)?;
    /// assert_eq!(ftp.login().user().as_deref(), Some("myname"));
    /// assert_eq!(ftp.login().password(), None);
    /// assert_eq!(ftp.login().host(), "host.dom");
    /// assert_eq!(ftp.login().port(), 21);
    /// assert_eq!(ftp.cwd().collect::<Vec<_>>(), ["/etc"]);
    /// assert_eq!(ftp.name().as_deref(), Some("motd"));
    /// assert_eq!(ftp.typecode(), Some(FtpType::Ascii));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub struct FtpUrl {
        /// The fpath without `;type=`, raw; `None` without a url-path.
        fpath: Option<&'a str>,
        typecode: Option<FtpType>,
    }
    login: Ftp, Login, 21, "ftp://h/f";
    /// Checks the rest of the rule once the login part is known.
    fn from_login(uri, login) {
        let Some((path, base)) = rfc1738::url_path(uri)? else {
            return Ok(FtpUrl {
                uri,
                login,
                fpath: None,
                typecode: None,
            });
        };
        let (fpath, typecode) = match path.find(';') {
            None => (path, None),
            Some(semi) => {
                let (fpath, suffix) = path.split_at(semi);
                let code = suffix
                    .strip_prefix(";type=")
                    .ok_or(SchemeError::new(SchemeErrorKind::Fsegment, base + semi))?;
                let mut chars = code.chars();
                let typecode = match (chars.next().and_then(FtpType::from_char), chars.next()) {
                    (Some(t), None) => t,
                    _ => {
                        return Err(SchemeError::new(SchemeErrorKind::Ftptype, base + semi + 6));
                    }
                };
                (fpath, Some(typecode))
            }
        };
        rfc1738::check(fpath, base, &FPATH, SchemeErrorKind::Fsegment)?;
        Ok(FtpUrl {
            uri,
            login,
            fpath: Some(fpath),
            typecode,
        })
    }
}

/// The `;type=` code of an ftp URL (RFC 1738 §3.2.2, §3.2.3).
///
/// # Examples
///
/// ```
/// use urlkit::scheme::FtpType;
/// assert_eq!(FtpType::from_char('I'), Some(FtpType::Image));
/// assert_eq!(FtpType::Directory.as_char(), 'd');
/// assert_eq!(FtpType::from_char('x'), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FtpType {
    /// `a`: ASCII (`TYPE A`).
    Ascii,
    /// `i`: image, binary (`TYPE I`).
    Image,
    /// `d`: a directory listing (`NLST`).
    Directory,
}

impl FtpType {
    /// The type for a typecode character, either case.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::FtpType;
    /// assert_eq!(FtpType::from_char('a'), Some(FtpType::Ascii));
    /// ```
    #[must_use]
    pub const fn from_char(c: char) -> Option<FtpType> {
        match c {
            'a' | 'A' => Some(FtpType::Ascii),
            'i' | 'I' => Some(FtpType::Image),
            'd' | 'D' => Some(FtpType::Directory),
            _ => None,
        }
    }

    /// The typecode, lowercase.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::FtpType;
    /// assert_eq!(FtpType::Image.as_char(), 'i');
    /// ```
    #[must_use]
    pub const fn as_char(self) -> char {
        match self {
            FtpType::Ascii => 'a',
            FtpType::Image => 'i',
            FtpType::Directory => 'd',
        }
    }
}

impl fmt::Display for FtpType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.as_char())
    }
}

impl<'a> FtpUrl<'a> {
    /// The `<cwd1>/.../<cwdN>` segments, decoded (a `%2F` in one is a `/`
    /// sent inside one CWD argument, §3.2.2).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::FtpUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("ftp://h//etc/motd")?;
    /// assert_eq!(FtpUrl::try_from(&uri)?.cwd().collect::<Vec<_>>(), ["", "etc"]);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn cwd(&self) -> impl Iterator<Item = Cow<'a, str>> + 'a + use<'a> {
        let dirs = self.fpath.and_then(|p| p.rsplit_once('/')).map(|(d, _)| d);
        dirs.into_iter()
            .flat_map(|d| d.split('/'))
            .map(rfc1738::decode_str)
    }

    /// The `<name>`, decoded: `None` without a url-path (`ftp://h`),
    /// `Some("")` when it is empty (`ftp://h/` or `ftp://h/dir/`).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::FtpUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("ftp://h/pub/a%20b.txt")?;
    /// assert_eq!(FtpUrl::try_from(&uri)?.name().as_deref(), Some("a b.txt"));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn name(&self) -> Option<Cow<'a, str>> {
        self.raw_name().map(rfc1738::decode_str)
    }

    fn raw_name(&self) -> Option<&'a str> {
        self.fpath
            .map(|p| p.rsplit_once('/').map_or(p, |(_, name)| name))
    }

    /// The `;type=` code, if given.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::{FtpType, FtpUrl};
    /// use urlkit::Uri;
    /// let uri = Uri::parse("ftp://info.cern.ch/pub/www/doc;type=d")?;
    /// assert_eq!(FtpUrl::try_from(&uri)?.typecode(), Some(FtpType::Directory));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn typecode(&self) -> Option<FtpType> {
        self.typecode
    }
}

/// The parts of an ftp URL, to build one (see [`FtpParts::to_uri`]).
///
/// # Examples
///
/// ```
/// use urlkit::scheme::{FtpParts, FtpType};
///
/// let uri = FtpParts {
///     user: Some("me"),
///     host: "host.dom",
///     cwd: &["/etc"],
///     name: Some("motd;1"),
///     typecode: Some(FtpType::Ascii),
///     ..FtpParts::default()
/// }
/// .to_uri()?;
/// assert_eq!(uri.as_str(), "ftp://me@host.dom/%2Fetc/motd%3B1;type=a");
/// # Ok::<_, urlkit::scheme::SchemeError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FtpParts<'p> {
    /// The user (`Some("")` for an empty one).
    pub user: Option<&'p str>,
    /// The password; needs a user.
    pub password: Option<&'p str>,
    /// The host, written as given (a reg-name, IPv4 address or bracketed
    /// IP literal).
    pub host: &'p str,
    /// The port, if not the default.
    pub port: Option<u16>,
    /// The directories to change into, decoded.
    pub cwd: &'p [&'p str],
    /// The file name, decoded; `None` for no url-path at all (then `cwd`
    /// must be empty and `typecode` `None`).
    pub name: Option<&'p str>,
    /// The `;type=` code.
    pub typecode: Option<FtpType>,
}

impl FtpParts<'_> {
    /// Builds the URL, percent-encoding each part with the ftp rules.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::{FtpParts, FtpUrl};
    /// let uri = FtpParts { host: "h", name: Some("a/b"), ..FtpParts::default() }.to_uri()?;
    /// assert_eq!(uri.as_str(), "ftp://h/a%2Fb");
    /// assert_eq!(FtpUrl::try_from(&uri)?.name().as_deref(), Some("a/b"));
    /// # Ok::<_, urlkit::scheme::SchemeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SchemeErrorKind::User`] for a password without a user,
    /// [`SchemeErrorKind::Fpath`] for cwd or typecode without a name,
    /// [`SchemeErrorKind::Host`] for a host RFC 3986 refuses.
    pub fn to_uri(&self) -> Result<Uri, SchemeError> {
        if self.password.is_some() && self.user.is_none() {
            return Err(SchemeError::new(SchemeErrorKind::User, 6));
        }
        let mut text = String::from("ftp:");
        rfc1738::write_login(&mut text, self.user, self.password, self.host, self.port);
        match self.name {
            None if !self.cwd.is_empty() || self.typecode.is_some() => {
                return Err(SchemeError::new(SchemeErrorKind::Fpath, text.len()));
            }
            None => {}
            Some(name) => {
                text.push('/');
                for dir in self.cwd {
                    rfc1738::encode_into(&mut text, dir.as_bytes(), &FSEGMENT);
                    text.push('/');
                }
                rfc1738::encode_into(&mut text, name.as_bytes(), &FSEGMENT);
                if let Some(t) = self.typecode {
                    text.push_str(";type=");
                    text.push(t.as_char());
                }
            }
        }
        rfc1738::finish(text, |u| FtpUrl::from_uri(u).map(drop))
    }
}

#[cfg(test)]
#[path = "../../../tests/unit/scheme_ftp.rs"]
mod tests;
