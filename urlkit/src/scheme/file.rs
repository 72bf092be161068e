//! File URLs (RFC 1738 §3.10):
//!
//! ```text
//! fileurl = "file://" [ host | "localhost" ] "/" fpath
//! fpath   = fsegment *[ "/" fsegment ]
//! ```
//!
//! An empty host and `localhost` both mean the machine reading the URL.
//! The conversion to and from a local path is for Unix-style paths: `/`
//! separates directories, and a segment holds any octet but `/` and NUL.
//! It follows RFC 1738's grammar; RFC 8089's (which also takes `file:/p`,
//! `;` in names, Windows paths) is [`crate::file_path`].

use alloc::borrow::Cow;
use alloc::string::String;

use super::rfc1738::{self, Authority, Login, FPATH, FSEGMENT};
use super::KnownScheme;
use crate::error::{SchemeError, SchemeErrorKind};
use crate::{Uri, UriView};

/// A `file` URL (RFC 1738 §3.10), borrowed from a parsed [`Uri`].
///
/// # Examples
///
/// ```
/// use urlkit::scheme::FileUrl;
/// use urlkit::Uri;
///
/// let uri = Uri::parse("file://vms.host.edu/disk$user/my/notes/note12345.txt")?;
/// let file = FileUrl::try_from(&uri)?;
/// assert_eq!(file.host(), "vms.host.edu");
/// assert!(!file.is_local());
/// assert_eq!(file.path(), "/disk$user/my/notes/note12345.txt");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileUrl<'a> {
    uri: UriView<'a>,
    login: Login<'a>,
    /// The path with its leading `/`, raw (RFC 3986's path and query).
    path: &'a str,
}

impl<'a> FileUrl<'a> {
    /// Checks `fileurl` on a parsed URI.
    fn from_uri(uri: UriView<'a>) -> Result<FileUrl<'a>, SchemeError> {
        let login = rfc1738::login(uri, KnownScheme::File, Authority::FileHost)?;
        let Some((fpath, base)) = rfc1738::url_path(uri)? else {
            let at = uri.parts().path_range().start;
            return Err(SchemeError::new(SchemeErrorKind::Fpath, at));
        };
        rfc1738::check(fpath, base, &FPATH, SchemeErrorKind::Fsegment)?;
        let path = uri.as_str().get(base - 1..base + fpath.len()).unwrap_or("");
        Ok(FileUrl { uri, login, path })
    }

    /// The host, decoded; `""` when empty.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::FileUrl;
    /// use urlkit::Uri;
    /// assert_eq!(FileUrl::try_from(&Uri::parse("file:///etc/motd")?)?.host(), "");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn host(&self) -> Cow<'a, str> {
        rfc1738::decode_str(self.login.host)
    }

    /// Whether the URL names a file on the machine reading it: the host is
    /// empty or `localhost` (case-insensitive, §3.10).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::FileUrl;
    /// use urlkit::Uri;
    /// assert!(FileUrl::try_from(&Uri::parse("file://LocalHost/x")?)?.is_local());
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_local(&self) -> bool {
        self.login.host.is_empty() || self.login.host.eq_ignore_ascii_case("localhost")
    }

    /// The path, decoded, with its leading `/`, as a local path reads.
    ///
    /// A `%2F` decodes to `/` here, which makes it look like a separator;
    /// [`FileUrl::to_unix_path`] refuses it instead.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::FileUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("file:///home/me/My%20Notes.txt")?;
    /// assert_eq!(FileUrl::try_from(&uri)?.path(), "/home/me/My Notes.txt");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn path(&self) -> Cow<'a, str> {
        rfc1738::decode_str(self.path)
    }

    /// The local Unix path this URL names, as octets.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::FileUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("file://localhost/tmp/%FF")?;
    /// assert_eq!(FileUrl::try_from(&uri)?.to_unix_path()?.as_ref(), b"/tmp/\xff");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SchemeErrorKind::Host`] when the URL is not local (see
    /// [`FileUrl::is_local`]); [`SchemeErrorKind::Fsegment`] when a segment
    /// decodes to a `/` or NUL, which no Unix file name holds.
    pub fn to_unix_path(&self) -> Result<Cow<'a, [u8]>, SchemeError> {
        if !self.is_local() {
            return Err(SchemeError::new(
                SchemeErrorKind::Host,
                self.login.host_start,
            ));
        }
        let text = self.uri.as_str();
        for segment in self.path.split('/') {
            if rfc1738::decode(segment)
                .iter()
                .any(|&b| b == b'/' || b == 0)
            {
                let at = rfc1738::index_in(text, segment);
                return Err(SchemeError::new(SchemeErrorKind::Fsegment, at));
            }
        }
        Ok(rfc1738::decode(self.path))
    }

    /// The local path this URL names (Unix only).
    ///
    /// # Examples
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// use urlkit::scheme::FileUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("file:///etc/motd")?;
    /// assert_eq!(FileUrl::try_from(&uri)?.to_path_buf()?, std::path::Path::new("/etc/motd"));
    /// # }
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`FileUrl::to_unix_path`].
    #[cfg(all(unix, feature = "std"))]
    pub fn to_path_buf(&self) -> Result<std::path::PathBuf, SchemeError> {
        use std::os::unix::ffi::OsStrExt;
        let bytes = self.to_unix_path()?;
        Ok(std::path::Path::new(std::ffi::OsStr::from_bytes(&bytes)).to_path_buf())
    }

    /// Builds the file URL for an absolute local Unix path, given as
    /// octets, with an empty host.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::FileUrl;
    /// let uri = FileUrl::from_unix_path(b"/tmp/a b;1\xff")?;
    /// assert_eq!(uri.as_str(), "file:///tmp/a%20b%3B1%FF");
    /// # Ok::<_, urlkit::scheme::SchemeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SchemeErrorKind::Fpath`] for a path that does not start with `/`,
    /// [`SchemeErrorKind::Fsegment`] for one holding NUL.
    pub fn from_unix_path(path: &[u8]) -> Result<Uri, SchemeError> {
        build("", path)
    }

    /// Builds the file URL for an absolute local path (Unix only).
    ///
    /// # Examples
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// use urlkit::scheme::FileUrl;
    /// let uri = FileUrl::from_path(std::path::Path::new("/etc/motd"))?;
    /// assert_eq!(uri.as_str(), "file:///etc/motd");
    /// # }
    /// # Ok::<_, urlkit::scheme::SchemeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`FileUrl::from_unix_path`].
    #[cfg(all(unix, feature = "std"))]
    pub fn from_path(path: &std::path::Path) -> Result<Uri, SchemeError> {
        use std::os::unix::ffi::OsStrExt;
        build("", path.as_os_str().as_bytes())
    }
}

/// Writes `file://host/path`, each segment of `path` encoded.
fn build(host: &str, path: &[u8]) -> Result<Uri, SchemeError> {
    let mut text = String::from("file:");
    rfc1738::write_login(&mut text, None, None, host, None);
    let start = text.len();
    let Some(rest) = path.strip_prefix(b"/") else {
        return Err(SchemeError::new(SchemeErrorKind::Fpath, start));
    };
    if path.contains(&0) {
        return Err(SchemeError::new(SchemeErrorKind::Fsegment, start));
    }
    for segment in rest.split(|&b| b == b'/') {
        text.push('/');
        rfc1738::encode_into(&mut text, segment, &FSEGMENT);
    }
    rfc1738::finish(text, |u| FileUrl::from_uri(u).map(drop))
}

/// The parts of a file URL, to build one (see [`FileParts::to_uri`]).
///
/// # Examples
///
/// ```
/// use urlkit::scheme::FileParts;
/// let uri = FileParts { host: "localhost", path: "/a b/c" }.to_uri()?;
/// assert_eq!(uri.as_str(), "file://localhost/a%20b/c");
/// # Ok::<_, urlkit::scheme::SchemeError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FileParts<'p> {
    /// The host, written as given; `""` for this machine.
    pub host: &'p str,
    /// The path, decoded, starting with `/`; `/` separates segments.
    pub path: &'p str,
}

impl FileParts<'_> {
    /// Builds the URL, percent-encoding each segment with the `fsegment`
    /// rule.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::FileParts;
    /// let uri = FileParts { host: "", path: "/100%" }.to_uri()?;
    /// assert_eq!(uri.as_str(), "file:///100%25");
    /// # Ok::<_, urlkit::scheme::SchemeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SchemeErrorKind::Fpath`] for a path that does not start with `/`,
    /// [`SchemeErrorKind::Fsegment`] for one holding NUL,
    /// [`SchemeErrorKind::Host`] for a host RFC 3986 refuses.
    pub fn to_uri(&self) -> Result<Uri, SchemeError> {
        build(self.host, self.path.as_bytes())
    }
}

super::view_conversions!(FileUrl, "file:///x");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc1738_3_10_edges() {
        let file =
            |s: &str| FileUrl::try_from(&Uri::parse(s).unwrap()).map(|f| f.path().into_owned());
        assert_eq!(file("file:///").unwrap(), "/");
        assert_eq!(file("file://h/a?b").unwrap(), "/a?b");
        let err = |s| file(s).unwrap_err();
        assert_eq!(err("file://h").kind(), SchemeErrorKind::Fpath);
        assert_eq!(err("file:/x").kind(), SchemeErrorKind::IpSchemepart);
        assert_eq!(err("file://h:1/x").kind(), SchemeErrorKind::FileHost);
        assert_eq!(err("file://u@h/x").kind(), SchemeErrorKind::FileHost);
        assert_eq!(err("file://h/a;b").kind(), SchemeErrorKind::Fsegment);
        assert_eq!(err("file://h/a;b").index(), 10);
    }

    #[test]
    fn unix_paths() {
        let uri = Uri::parse("file:///a%2Fb").unwrap();
        let err = FileUrl::try_from(&uri).unwrap().to_unix_path().unwrap_err();
        assert_eq!((err.kind(), err.index()), (SchemeErrorKind::Fsegment, 8));
        let uri = Uri::parse("file://elsewhere/a").unwrap();
        let err = FileUrl::try_from(&uri).unwrap().to_unix_path().unwrap_err();
        assert_eq!(err.kind(), SchemeErrorKind::Host);
        assert_eq!(
            FileUrl::from_unix_path(b"rel").unwrap_err().kind(),
            SchemeErrorKind::Fpath
        );
        assert_eq!(
            FileUrl::from_unix_path(b"/a\0").unwrap_err().kind(),
            SchemeErrorKind::Fsegment
        );
        let uri = FileUrl::from_unix_path(b"/x/%y?#").unwrap();
        let file = FileUrl::try_from(&uri).unwrap();
        assert_eq!(file.to_unix_path().unwrap().as_ref(), b"/x/%y?#");
    }
}
