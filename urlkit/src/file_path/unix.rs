//! Unix paths: octets, `/` between names, no NUL.
//!
//! A Unix file name is any sequence of octets but `/` and NUL, in no
//! particular encoding, so the conversions take and give octets: a name
//! that is not UTF-8 is percent-encoded octet by octet and comes back the
//! same.

use alloc::string::String;
use alloc::vec::Vec;

use super::error::{FilePathError, FilePathErrorKind};
use super::uri::{decode_segment, finish, index_in, push_segment, read};
use crate::Uri;

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

/// Writes `file://` and the path's names, each encoded.
fn build(path: &[u8], directory: bool) -> Result<Uri, FilePathError> {
    let Some(rest) = path.strip_prefix(b"/") else {
        return Err(FilePathError::new(FilePathErrorKind::RelativePath, 0));
    };
    let mut text = String::with_capacity(path.len() + 8);
    text.push_str("file://");
    let mut at = 1;
    for segment in rest.split(|&b| b == b'/') {
        push_segment(&mut text, segment, at)?;
        at += segment.len() + 1;
    }
    if directory && !rest.is_empty() && !rest.ends_with(b"/") {
        text.push('/');
    }
    finish(text)
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
    let file = read(uri)?;
    if let Some(host) = file.remote_host {
        let at = index_in(file.text, host);
        return Err(FilePathError::new(FilePathErrorKind::Host, at));
    }
    let Some(rest) = file.path.strip_prefix('/') else {
        let at = index_in(file.text, file.path);
        return Err(FilePathError::new(FilePathErrorKind::RelativePath, at));
    };
    let mut out = Vec::with_capacity(file.path.len());
    for segment in rest.split('/') {
        out.push(b'/');
        out.extend_from_slice(&decode_segment(file.text, segment, b"/")?);
    }
    Ok(out)
}
