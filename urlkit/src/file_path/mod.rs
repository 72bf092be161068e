//! File URIs and local paths ([RFC 8089]).
//!
//! A `file` URI names a file by its path from the root: `file:///etc/motd`,
//! `file://localhost/etc/motd` and `file:/etc/motd` all name `/etc/motd`
//! on this machine; `file://server/share/a.txt` names a file on another
//! machine, which Windows reaches as the UNC path `\\server\share\a.txt`.
//!
//! The rules of each system are plain functions that take and give octets
//! (Unix) or text (Windows), so that both are available, and tested, on
//! every platform and without `std`:
//!
//! | | from a path | to a path |
//! |---|---|---|
//! | Unix | [`from_unix_path`], [`from_unix_directory_path`] | [`to_unix_path`] |
//! | Windows | [`from_windows_path`], [`from_windows_directory_path`] | [`to_windows_path`] |
//!
//! With the `std` feature, `Uri::from_file_path`, `Uri::from_directory_path`
//! and `Uri::to_file_path` take and give `Path`s by the rules of the
//! platform the program runs on: Unix's on Unix (any octets, so names that
//! are not UTF-8 round-trip), Windows' on Windows (a path must be valid
//! UTF-16), Unix's with UTF-8 names elsewhere.
//!
//! ```
//! use urlkit::{file_path, Uri};
//!
//! let uri = file_path::from_unix_path("/home/me/a b/ü.txt".as_bytes())?;
//! assert_eq!(uri.as_str(), "file:///home/me/a%20b/%C3%BC.txt");
//! assert_eq!(file_path::to_unix_path(&uri)?, "/home/me/a b/ü.txt".as_bytes());
//!
//! let uri = file_path::from_windows_path(r"C:\Users\me\a b.txt")?;
//! assert_eq!(uri.as_str(), "file:///C:/Users/me/a%20b.txt");
//! assert_eq!(file_path::to_windows_path(&uri)?, r"C:\Users\me\a b.txt");
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # The rules
//!
//! - **Writing a URI**: every name is percent-encoded as an RFC 3986
//!   `segment` (§3.3): every byte but `unreserved`, `sub-delims`, `:` and
//!   `@` becomes `%XX`, `%` included, so the URI is always valid RFC 3986
//!   and decodes back to the very octets. The host is empty (`file:///`),
//!   except for a UNC path's server.
//! - **The path is kept as written**: empty names (`/a//b`) and a trailing
//!   separator stay. A `.` or `..` name is refused
//!   ([`FilePathErrorKind::DotSegment`]): in a URI it is a dot-segment,
//!   which resolving or normalizing removes, so the URI would stop naming
//!   the path given (and `..` after a symbolic link is not the lexical
//!   parent). Resolve the path first (`std::fs::canonicalize`).
//! - **Reading a URI**: the scheme must be `file` (any case); the host
//!   empty, `localhost` (any case) or absent for a local path; no userinfo,
//!   port or query (RFC 8089's grammar has none); a fragment is ignored (it
//!   names a part of the file). A segment must not decode to a separator
//!   (`%2F`, and `%5C` on Windows) or NUL: that would change which file the
//!   path names. Dot-segments in a URI are kept as written: the system
//!   reads them as it reads them in any path.
//! - **Windows** (RFC 8089 appendix E): `C:\x` ↔ `file:///C:/x`;
//!   `\\server\share\x` ↔ `file://server/share/x`; `\` and `/` both
//!   separate names; `\\?\C:\` and `\\?\UNC\server\` read as the plain
//!   forms; `\\.\` device paths are refused. Reading also accepts
//!   `file:C:/x`, `C|` and `C%3A`, and `file:////server/share/x`.
//!
//! # Compared with the `url` crate
//!
//! `url::Url::from_file_path` and `to_file_path` (url 2.5) agree with these
//! on every Unix path made of names that are not `.` or `..`, have no
//! empty name and no trailing `/`, and hold none of `[ ] ^ |`: the same
//! text both ways. Each also reads the other's URIs back to the path. The
//! differences, each checked by `urlkit/tests/it/file_path.rs`:
//!
//! - url leaves `[ ] ^ |` raw in a name (the WHATWG path set), which
//!   RFC 3986 does not allow in a path, so its URI does not parse here;
//!   urlkit encodes them.
//! - url reads the path through `Path::components`: it drops `.` names,
//!   empty names and a trailing `/`, and keeps `..`. urlkit keeps empty
//!   names and the trailing `/`, and refuses `.` and `..`.
//! - url decodes `%2F` and `%00` in a segment into the path; urlkit refuses
//!   them.
//! - url ignores a query; urlkit refuses it.
//!
//! [RFC 8089]: https://www.rfc-editor.org/rfc/rfc8089

mod unix;
mod uri;
mod windows;

pub use crate::error::{FilePathError, FilePathErrorKind};
pub use unix::{
    from_unix_directory_path, from_unix_directory_path_into, from_unix_path, from_unix_path_into,
    to_unix_path, to_unix_path_into,
};
pub use windows::{from_windows_directory_path, from_windows_path, to_windows_path};

#[cfg(feature = "std")]
mod native {
    use std::path::{Path, PathBuf};

    use super::FilePathError;
    use crate::Uri;

    /// The URI of `path` by this platform's rules.
    fn from_path(path: &Path, directory: bool) -> Result<Uri, FilePathError> {
        #[cfg(unix)]
        {
            use std::os::unix::ffi::OsStrExt;
            let octets = path.as_os_str().as_bytes();
            if directory {
                super::from_unix_directory_path(octets)
            } else {
                super::from_unix_path(octets)
            }
        }
        #[cfg(windows)]
        {
            let Some(text) = path.to_str() else {
                return Err(FilePathError::new(super::FilePathErrorKind::NotUnicode, 0));
            };
            if directory {
                super::from_windows_directory_path(text)
            } else {
                super::from_windows_path(text)
            }
        }
        #[cfg(not(any(unix, windows)))]
        {
            let Some(text) = path.to_str() else {
                return Err(FilePathError::new(super::FilePathErrorKind::NotUnicode, 0));
            };
            if directory {
                super::from_unix_directory_path(text.as_bytes())
            } else {
                super::from_unix_path(text.as_bytes())
            }
        }
    }

    impl Uri {
        /// The `file` URI of an absolute local path, by the rules of the
        /// platform this runs on (see [`crate::file_path`]): on Unix
        /// [`crate::file_path::from_unix_path`], on Windows
        /// [`crate::file_path::from_windows_path`].
        ///
        /// # Examples
        ///
        /// ```
        /// # #[cfg(unix)] {
        /// use urlkit::Uri;
        /// let uri = Uri::from_file_path("/home/me/a b/ü.txt")?;
        /// assert_eq!(uri.as_str(), "file:///home/me/a%20b/%C3%BC.txt");
        /// # }
        /// # Ok::<_, urlkit::file_path::FilePathError>(())
        /// ```
        ///
        /// # Errors
        ///
        /// A [`FilePathError`]: a relative path, NUL, a `.` or `..` name;
        /// on Windows also a path that is not valid UTF-16 or a device
        /// path.
        pub fn from_file_path<P: AsRef<Path>>(path: P) -> Result<Uri, FilePathError> {
            from_path(path.as_ref(), false)
        }

        /// The `file` URI of an absolute local path naming a directory,
        /// with a `/` at the end so that references resolve inside it.
        ///
        /// # Examples
        ///
        /// ```
        /// # #[cfg(unix)] {
        /// use urlkit::Uri;
        /// assert_eq!(Uri::from_directory_path("/srv/www")?.as_str(), "file:///srv/www/");
        /// # }
        /// # Ok::<_, urlkit::file_path::FilePathError>(())
        /// ```
        ///
        /// # Errors
        ///
        /// As [`Uri::from_file_path`].
        pub fn from_directory_path<P: AsRef<Path>>(path: P) -> Result<Uri, FilePathError> {
            from_path(path.as_ref(), true)
        }

        /// The local path this `file` URI names, by the rules of the
        /// platform this runs on (see [`crate::file_path`]): on Unix
        /// [`crate::file_path::to_unix_path`], on Windows
        /// [`crate::file_path::to_windows_path`].
        ///
        /// # Examples
        ///
        /// ```
        /// # #[cfg(unix)] {
        /// use std::path::Path;
        /// use urlkit::Uri;
        /// let uri = Uri::parse("file://localhost/home/me/a%20b/%C3%BC.txt")?;
        /// assert_eq!(uri.to_file_path()?, Path::new("/home/me/a b/ü.txt"));
        /// # }
        /// # Ok::<_, Box<dyn std::error::Error>>(())
        /// ```
        ///
        /// # Errors
        ///
        /// A [`FilePathError`]: another scheme, a host that is not this
        /// machine (Unix), a userinfo, port or query, a relative path, an
        /// encoded separator or NUL in a segment; on Windows also a segment
        /// that is not UTF-8.
        pub fn to_file_path(&self) -> Result<PathBuf, FilePathError> {
            #[cfg(unix)]
            {
                use std::ffi::OsString;
                use std::os::unix::ffi::OsStringExt;
                super::to_unix_path(self).map(|octets| PathBuf::from(OsString::from_vec(octets)))
            }
            #[cfg(windows)]
            {
                super::to_windows_path(self).map(PathBuf::from)
            }
            #[cfg(not(any(unix, windows)))]
            {
                let octets = super::to_unix_path(self)?;
                match std::string::String::from_utf8(octets) {
                    Ok(text) => Ok(PathBuf::from(text)),
                    Err(_) => Err(FilePathError::new(super::FilePathErrorKind::NotUnicode, 0)),
                }
            }
        }
    }
}
