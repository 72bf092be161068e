//! Windows paths: drive letters, UNC shares, `\` (and `/`) between names
//! (RFC 8089 appendix E.2, E.3).
//!
//! | path                      | URI                              |
//! |---------------------------|----------------------------------|
//! | `C:\dir\a b.txt`          | `file:///C:/dir/a%20b.txt`       |
//! | `\\server\share\f.txt`    | `file://server/share/f.txt`      |
//! | `\\?\C:\dir`              | `file:///C:/dir`                 |
//! | `\\?\UNC\server\share`    | `file://server/share`            |
//! | `\\localhost\share\f`     | `file:////localhost/share/f`     |
//!
//! Reading a URI back also takes the other forms of appendix E: `file:C:/x`
//! (E.2, no authority), `C|` and `C%3A` for the drive (E.2.2), and
//! `file:////server/share` (E.3.2). Windows paths are Unicode, so these
//! functions take and give `str`.

use alloc::string::String;

use super::uri::{decode_segment, finish, index_in, push_host, push_segment, read};
use crate::error::{FilePathError, FilePathErrorKind};
use crate::Uri;

/// Whether `b` separates names in a Windows path.
fn is_separator(b: u8) -> bool {
    b == b'\\' || b == b'/'
}

/// Whether `name` is a drive: an ASCII letter and `:` (or `|`, RFC 8089
/// appendix E.2.2, when reading a URI).
fn is_drive(name: &[u8], bar: bool) -> bool {
    matches!(name, [letter, b':'] if letter.is_ascii_alphabetic())
        || (bar && matches!(name, [letter, b'|'] if letter.is_ascii_alphabetic()))
}

/// The `file` URI of an absolute Windows path: `file:///C:/...` for a
/// drive path, `file://server/share/...` for a UNC path (RFC 8089 appendix
/// E.2, E.3.1), each name percent-encoded as a `segment`. `\` and `/` both
/// separate names; the verbatim prefixes `\\?\C:\` and `\\?\UNC\` are read
/// as the plain forms.
///
/// # Examples
///
/// ```
/// use urlkit::file_path;
///
/// let uri = file_path::from_windows_path(r"C:\Users\me\a b.txt")?;
/// assert_eq!(uri.as_str(), "file:///C:/Users/me/a%20b.txt");
/// let uri = file_path::from_windows_path(r"\\server\share\ü.txt")?;
/// assert_eq!(uri.as_str(), "file://server/share/%C3%BC.txt");
/// # Ok::<_, urlkit::file_path::FilePathError>(())
/// ```
///
/// # Errors
///
/// [`FilePathErrorKind::RelativePath`] for a path without a drive letter
/// and root (`x`, `\x`, `C:x`); [`FilePathErrorKind::UncShare`] for a UNC
/// path without server or share; [`FilePathErrorKind::DevicePath`] for
/// `\\.\` and other device paths; [`FilePathErrorKind::Nul`],
/// [`FilePathErrorKind::DotSegment`] and [`FilePathErrorKind::TooLong`] as
/// for Unix paths.
pub fn from_windows_path(path: &str) -> Result<Uri, FilePathError> {
    build(path, false)
}

/// The `file` URI of an absolute Windows path naming a directory: as
/// [`from_windows_path`], with a `/` at the end.
///
/// # Examples
///
/// ```
/// use urlkit::file_path;
/// let uri = file_path::from_windows_directory_path(r"C:\Program Files")?;
/// assert_eq!(uri.as_str(), "file:///C:/Program%20Files/");
/// # Ok::<_, urlkit::file_path::FilePathError>(())
/// ```
///
/// # Errors
///
/// As [`from_windows_path`].
pub fn from_windows_directory_path(path: &str) -> Result<Uri, FilePathError> {
    build(path, true)
}

/// Where the names of a Windows path start, after its root.
enum Root<'a> {
    /// `C:\`: the drive (`C:`) and the index after its separator.
    Drive(&'a str, usize),
    /// `\\server\share`: the index of the server name.
    Unc(usize),
}

/// Reads the root of `path`: a drive, a UNC server, or a verbatim prefix
/// (`\\?\`) before either.
fn root(path: &str) -> Result<Root<'_>, FilePathError> {
    let bytes = path.as_bytes();
    let drive = |at: usize| -> Result<Root<'_>, FilePathError> {
        let name = bytes.get(at..at + 2).unwrap_or_default();
        if !is_drive(name, false) {
            return Err(FilePathError::new(FilePathErrorKind::RelativePath, at));
        }
        match bytes.get(at + 2) {
            Some(&b) if is_separator(b) => {
                Ok(Root::Drive(path.get(at..at + 2).unwrap_or(""), at + 3))
            }
            // `C:` and `C:x` are relative to drive C's current directory.
            _ => Err(FilePathError::new(FilePathErrorKind::RelativePath, at + 2)),
        }
    };
    match bytes {
        [a, b, c, d, ..]
            if is_separator(*a) && is_separator(*b) && is_separator(*d) && *c == b'?' =>
        {
            let rest = bytes.get(4..).unwrap_or_default();
            match rest {
                [u, n, c, s, ..]
                    if is_separator(*s) && [*u, *n, *c].eq_ignore_ascii_case(b"UNC") =>
                {
                    Ok(Root::Unc(8))
                }
                _ if is_drive(rest.get(..2).unwrap_or_default(), false) => drive(4),
                _ => Err(FilePathError::new(FilePathErrorKind::DevicePath, 0)),
            }
        }
        [a, b, c, d, ..]
            if is_separator(*a) && is_separator(*b) && is_separator(*d) && *c == b'.' =>
        {
            Err(FilePathError::new(FilePathErrorKind::DevicePath, 0))
        }
        [a, b, ..] if is_separator(*a) && is_separator(*b) => Ok(Root::Unc(2)),
        _ => drive(0),
    }
}

/// Writes the URI of a Windows path.
fn build(path: &str, directory: bool) -> Result<Uri, FilePathError> {
    let mut text = String::with_capacity(path.len() + 10);
    text.push_str("file://");
    let names_at = match root(path)? {
        Root::Drive(drive, at) => {
            text.push('/');
            text.push_str(drive);
            at
        }
        Root::Unc(at) => {
            let rest = path.get(at..).unwrap_or("");
            let server_len = rest.bytes().position(is_separator).unwrap_or(rest.len());
            let server = rest.get(..server_len).unwrap_or("");
            let share_at = at + server_len + 1;
            let share = path.get(share_at..).unwrap_or("");
            let share_len = share.bytes().position(is_separator).unwrap_or(share.len());
            if server.is_empty() {
                return Err(FilePathError::new(FilePathErrorKind::UncShare, at));
            }
            if share_len == 0 {
                return Err(FilePathError::new(
                    FilePathErrorKind::UncShare,
                    share_at.min(path.len()),
                ));
            }
            if server.eq_ignore_ascii_case("localhost") {
                // `file://localhost/share` would name the local path
                // `\share`: write appendix E.3.2's form, with the server
                // in the path.
                text.push_str("//");
                text.push_str(server);
            } else {
                push_host(&mut text, server);
            }
            share_at
        }
    };
    let names = path.get(names_at..).unwrap_or("");
    let mut at = names_at;
    for name in names.split(['\\', '/']) {
        push_segment(&mut text, name.as_bytes(), at)?;
        at += name.len() + 1;
    }
    if directory && !names.is_empty() && !names.ends_with(['\\', '/']) {
        text.push('/');
    }
    finish(text)
}

/// The absolute Windows path a `file` URI names: a drive path for a local
/// URI (`file:///C:/x` → `C:\x`), a UNC path for one with another host
/// (`file://server/share/x` → `\\server\share\x`). Each segment is
/// percent-decoded and must be UTF-8; `\` goes between them. A fragment is
/// ignored; dot-segments are kept as written.
///
/// # Examples
///
/// ```
/// use urlkit::{file_path, Uri};
///
/// let uri = Uri::parse("file:///C:/Users/me/a%20b.txt")?;
/// assert_eq!(file_path::to_windows_path(&uri)?, r"C:\Users\me\a b.txt");
/// let uri = Uri::parse("file://server/share/%C3%BC.txt")?;
/// assert_eq!(file_path::to_windows_path(&uri)?, r"\\server\share\ü.txt");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// [`FilePathErrorKind::NotFileScheme`], [`FilePathErrorKind::Authority`]
/// and [`FilePathErrorKind::Query`] as [`super::to_unix_path`];
/// [`FilePathErrorKind::RelativePath`] for a local URI without a drive
/// letter; [`FilePathErrorKind::UncShare`] for a UNC URI without a share;
/// [`FilePathErrorKind::Host`] for an IP literal host;
/// [`FilePathErrorKind::EncodedSeparator`] for `%2F` or `%5C` and
/// [`FilePathErrorKind::Nul`] for `%00` in a segment;
/// [`FilePathErrorKind::NotUnicode`] for a segment that does not decode to
/// UTF-8.
pub fn to_windows_path(uri: &Uri) -> Result<String, FilePathError> {
    let file = read(uri.as_view())?;
    let text = file.text;
    let mut out = String::with_capacity(file.path.len() + 2);
    // The raw path after the root: its segments are the names.
    let names: &str;
    if let Some(host) = file.remote_host {
        // Appendix E.3.1: `file://server/share/...`.
        if host.starts_with('[') {
            return Err(FilePathError::new(
                FilePathErrorKind::Host,
                index_in(text, host),
            ));
        }
        out.push_str(r"\\");
        push_name(&mut out, text, host)?;
        names = unc_share(
            text,
            file.path.strip_prefix('/').unwrap_or(file.path),
            file.path,
        )?;
    } else if let Some(rest) = file.path.strip_prefix("//") {
        // Appendix E.3.2: `file:////server/share/...`.
        let (server, after) = rest.split_once('/').unwrap_or((rest, ""));
        if server.is_empty() {
            return Err(FilePathError::new(
                FilePathErrorKind::UncShare,
                index_in(text, rest),
            ));
        }
        out.push_str(r"\\");
        push_name(&mut out, text, server)?;
        names = unc_share(text, after, rest.get(server.len()..).unwrap_or(""))?;
    } else {
        // Appendix E.2: `file:///C:/...`, or `file:C:/...` without an
        // authority.
        let path = match file.path.strip_prefix('/') {
            Some(rest) => rest,
            None if !file.has_authority => file.path,
            None => "",
        };
        let (drive, after) = path.split_once('/').unwrap_or((path, ""));
        let decoded = decode_segment(text, drive, b"/\\")?;
        if !is_drive(&decoded, true) {
            let at = index_in(text, file.path);
            return Err(FilePathError::new(FilePathErrorKind::RelativePath, at));
        }
        out.push(char::from(decoded.first().copied().unwrap_or(b'C')));
        out.push(':');
        names = after;
    }
    // `C:` alone is drive-relative: the root is `C:\`.
    out.push('\\');
    for (i, segment) in names.split('/').enumerate() {
        if i > 0 {
            out.push('\\');
        }
        push_name(&mut out, text, segment)?;
    }
    Ok(out)
}

/// Checks the share of a UNC URI (`path` is what follows the server, `at`
/// where it starts, for the error): the first segment must be a name.
fn unc_share<'a>(text: &str, names: &'a str, at: &str) -> Result<&'a str, FilePathError> {
    if names.split('/').next().unwrap_or("").is_empty() {
        return Err(FilePathError::new(
            FilePathErrorKind::UncShare,
            index_in(text, at),
        ));
    }
    Ok(names)
}

/// Appends one raw segment of `text`, decoded, as a Windows name.
fn push_name(out: &mut String, text: &str, segment: &str) -> Result<(), FilePathError> {
    let decoded = decode_segment(text, segment, b"/\\")?;
    match core::str::from_utf8(&decoded) {
        Ok(name) => {
            out.push_str(name);
            Ok(())
        }
        Err(_) => Err(FilePathError::new(
            FilePathErrorKind::NotUnicode,
            index_in(text, segment),
        )),
    }
}
