//! Unix paths: octets, `/` between names, no NUL.
//!
//! A Unix file name is any sequence of octets but `/` and NUL, in no
//! particular encoding, so the conversions take and give octets: a name
//! that is not UTF-8 is percent-encoded octet by octet and comes back the
//! same.

use alloc::string::String;
use alloc::vec::Vec;

use super::uri::{finish, finish_into, index_in, push_decoded_segment, push_segment, read};
use crate::error::{FilePathError, FilePathErrorKind};
use crate::{Uri, UriView};

/// The `file` URI of an absolute Unix path, given as octets: `file://`,
/// then each name percent-encoded as a `segment` (RFC 3986 §3.3). The path
/// is kept as written: empty names (`//`) and a trailing `/` stay.
///
/// # Examples
///
/// ```
/// use urlkit::file_path;
///
/// let uri = file_path::from_unix_path("/home/me/a b/ü.txt".as_bytes())?;
/// assert_eq!(uri.as_str(), "file:///home/me/a%20b/%C3%BC.txt");
/// // Octets that are not UTF-8 are encoded one by one.
/// assert_eq!(file_path::from_unix_path(b"/tmp/\xff")?.as_str(), "file:///tmp/%FF");
/// # Ok::<_, urlkit::file_path::FilePathError>(())
/// ```
///
/// # Errors
///
/// [`FilePathErrorKind::RelativePath`] when the path does not start with
/// `/`, [`FilePathErrorKind::Nul`] when it holds NUL,
/// [`FilePathErrorKind::DotSegment`] for a `.` or `..` name,
/// [`FilePathErrorKind::TooLong`] for a URI over 4 GiB.
pub fn from_unix_path(path: &[u8]) -> Result<Uri, FilePathError> {
    build(path, false)
}

/// The `file` URI of an absolute Unix path naming a directory: as
/// [`from_unix_path`], with a `/` at the end, so that references resolve
/// inside the directory.
///
/// # Examples
///
/// ```
/// use urlkit::{file_path, UriRef};
///
/// let dir = file_path::from_unix_directory_path(b"/srv/www")?;
/// assert_eq!(dir.as_str(), "file:///srv/www/");
/// let page = UriRef::parse("index.html")?.resolve_against(&dir)?;
/// assert_eq!(page.as_str(), "file:///srv/www/index.html");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// As [`from_unix_path`].
pub fn from_unix_directory_path(path: &[u8]) -> Result<Uri, FilePathError> {
    build(path, true)
}

/// Writes the `file` URI of an absolute Unix path into `out`, a buffer
/// the caller reuses (cleared first), and gives it: the text of
/// [`from_unix_path`], without allocating once `out` is large enough.
///
/// # Examples
///
/// ```
/// use urlkit::file_path;
/// let mut out = String::new();
/// assert_eq!(file_path::from_unix_path_into(b"/a b/c", &mut out)?, "file:///a%20b/c");
/// assert_eq!(file_path::from_unix_path_into(b"/d", &mut out)?, "file:///d");
/// # Ok::<_, urlkit::file_path::FilePathError>(())
/// ```
///
/// # Errors
///
/// As [`from_unix_path`]; `out` is then left empty.
pub fn from_unix_path_into<'o>(path: &[u8], out: &'o mut String) -> Result<&'o str, FilePathError> {
    build_into(path, false, out)
}

/// Writes the `file` URI of an absolute Unix path naming a directory into
/// `out`, as [`from_unix_path_into`] does: the text of
/// [`from_unix_directory_path`].
///
/// # Examples
///
/// ```
/// use urlkit::file_path;
/// let mut out = String::new();
/// assert_eq!(file_path::from_unix_directory_path_into(b"/srv/www", &mut out)?, "file:///srv/www/");
/// # Ok::<_, urlkit::file_path::FilePathError>(())
/// ```
///
/// # Errors
///
/// As [`from_unix_path`]; `out` is then left empty.
pub fn from_unix_directory_path_into<'o>(
    path: &[u8],
    out: &'o mut String,
) -> Result<&'o str, FilePathError> {
    build_into(path, true, out)
}

/// Writes `file://` and the path's names, each encoded.
fn build(path: &[u8], directory: bool) -> Result<Uri, FilePathError> {
    finish(write(path, directory, String::new())?)
}

/// [`build`] into a caller's buffer.
fn build_into<'o>(
    path: &[u8],
    directory: bool,
    out: &'o mut String,
) -> Result<&'o str, FilePathError> {
    let buf = core::mem::take(out);
    *out = write(path, directory, buf)?;
    finish_into(out)
}

/// Writes `file://` and the path's names, each encoded, into `text`
/// (cleared first).
fn write(path: &[u8], directory: bool, mut text: String) -> Result<String, FilePathError> {
    let Some(rest) = path.strip_prefix(b"/") else {
        return Err(FilePathError::new(FilePathErrorKind::RelativePath, 0));
    };
    text.clear();
    text.reserve(path.len() + 8);
    text.push_str("file://");
    let mut at = 1;
    for segment in rest.split(|&b| b == b'/') {
        push_segment(&mut text, segment, at)?;
        at += segment.len() + 1;
    }
    if directory && !rest.is_empty() && !rest.ends_with(b"/") {
        text.push('/');
    }
    Ok(text)
}

/// The absolute Unix path a `file` URI names, as octets: each segment
/// percent-decoded, `/` between them. The URI is read by RFC 8089's
/// grammar (`file:/p`, `file:///p` and `file://localhost/p` all name
/// `/p`); a fragment is ignored. Dot-segments are kept as written.
///
/// # Examples
///
/// ```
/// use urlkit::{file_path, Uri};
///
/// let uri = Uri::parse("file://localhost/home/me/a%20b/%C3%BC.txt")?;
/// assert_eq!(file_path::to_unix_path(&uri)?, "/home/me/a b/ü.txt".as_bytes());
/// assert_eq!(file_path::to_unix_path(&Uri::parse("file:/tmp/%FF")?)?, b"/tmp/\xff");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// [`FilePathErrorKind::NotFileScheme`] for another scheme;
/// [`FilePathErrorKind::Host`] for a host other than empty or
/// `localhost`; [`FilePathErrorKind::Authority`] for a userinfo or port;
/// [`FilePathErrorKind::Query`] for a query;
/// [`FilePathErrorKind::RelativePath`] for a path not starting with `/`;
/// [`FilePathErrorKind::EncodedSeparator`] for `%2F` and
/// [`FilePathErrorKind::Nul`] for `%00` in a segment.
pub fn to_unix_path(uri: &Uri) -> Result<Vec<u8>, FilePathError> {
    let mut out = Vec::new();
    to_unix_path_into(uri.as_view(), &mut out)?;
    Ok(out)
}

/// Writes the absolute Unix path a `file` URI names into `out`, a buffer
/// the caller reuses (cleared first), and gives it: the octets of
/// [`to_unix_path`], from a borrowed URI and without allocating once
/// `out` is large enough.
///
/// # Examples
///
/// ```
/// use urlkit::{file_path, UriView};
/// let mut out = Vec::new();
/// let uri = UriView::parse("file:///home/me/a%20b")?;
/// assert_eq!(file_path::to_unix_path_into(uri, &mut out)?, b"/home/me/a b");
/// let uri = UriView::parse("file://localhost/tmp")?;
/// assert_eq!(file_path::to_unix_path_into(uri, &mut out)?, b"/tmp");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// As [`to_unix_path`]; `out` is then left empty.
pub fn to_unix_path_into<'o>(
    uri: UriView<'_>,
    out: &'o mut Vec<u8>,
) -> Result<&'o [u8], FilePathError> {
    out.clear();
    let written = write_unix_path(uri, out);
    if written.is_err() {
        out.clear();
    }
    written.map(|()| out.as_slice())
}

/// Appends the path of [`to_unix_path`] to `out`.
fn write_unix_path(uri: UriView<'_>, out: &mut Vec<u8>) -> Result<(), FilePathError> {
    let file = read(uri)?;
    if let Some(host) = file.remote_host {
        let at = index_in(file.text, host);
        return Err(FilePathError::new(FilePathErrorKind::Host, at));
    }
    let Some(rest) = file.path.strip_prefix('/') else {
        let at = index_in(file.text, file.path);
        return Err(FilePathError::new(FilePathErrorKind::RelativePath, at));
    };
    out.reserve(file.path.len());
    for segment in rest.split('/') {
        out.push(b'/');
        push_decoded_segment(file.text, segment, b"/", out)?;
    }
    Ok(())
}
