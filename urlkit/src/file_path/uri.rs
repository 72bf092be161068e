//! The URI side of the conversions: reading a `file` URI (RFC 8089 §2) and
//! writing one from path segments.
//!
//! ```text
//! file-URI       = file-scheme ":" file-hier-part
//! file-scheme    = "file"
//! file-hier-part = ( "//" auth-path ) / local-path
//! auth-path      = [ file-auth ] path-absolute
//! local-path     = path-absolute
//! file-auth      = "localhost" / host
//! ```

use alloc::borrow::Cow;
use alloc::string::String;

use crate::error::{FilePathError, FilePathErrorKind};
use crate::pct::{self, Component};
use crate::table::triplet;
use crate::{Uri, UriView};

/// A `file` URI read for its path: the scheme, authority and query checked.
pub(super) struct FileUri<'a> {
    /// The URI's whole text, which error indices count in.
    pub text: &'a str,
    /// The host when it names another machine (raw); `None` when the URI
    /// has no authority, an empty host or `localhost`.
    pub remote_host: Option<&'a str>,
    /// Whether the URI has an authority (`file://...` rather than
    /// `file:/...`).
    pub has_authority: bool,
    /// The path, raw.
    pub path: &'a str,
}

/// Reads `uri` as a file URI: `file-scheme ":" file-hier-part`. A fragment
/// is allowed and ignored: it names a part of the file, not the file.
pub(super) fn read(uri: UriView<'_>) -> Result<FileUri<'_>, FilePathError> {
    let text = uri.as_str();
    if !uri.scheme().eq_ignore_ascii_case("file") {
        return Err(FilePathError::new(FilePathErrorKind::NotFileScheme, 0));
    }
    if let Some(query) = uri.query() {
        let at = index_in(text, query).saturating_sub(1);
        return Err(FilePathError::new(FilePathErrorKind::Query, at));
    }
    if let Some(userinfo) = uri.userinfo() {
        let at = index_in(text, userinfo);
        return Err(FilePathError::new(FilePathErrorKind::Authority, at));
    }
    if let Some(port) = uri.port() {
        let at = index_in(text, port).saturating_sub(1);
        return Err(FilePathError::new(FilePathErrorKind::Authority, at));
    }
    let host = uri.host();
    let remote_host = host.filter(|h| !is_local(h));
    Ok(FileUri {
        text,
        remote_host,
        has_authority: host.is_some(),
        path: uri.path(),
    })
}

/// `file-auth = "localhost" / host`, where an empty host and `localhost`
/// (in any case, and however percent-encoded) mean this machine (RFC 8089
/// §2, §3).
fn is_local(host: &str) -> bool {
    host.is_empty() || pct::decode_bytes_lossy(host.as_bytes()).eq_ignore_ascii_case(b"localhost")
}

/// Decodes one raw path segment of `text`, refusing an encoded separator
/// (one of `separators`) or NUL, with the index of its `%XX`.
pub(super) fn decode_segment<'a>(
    text: &str,
    segment: &'a str,
    separators: &[u8],
) -> Result<Cow<'a, [u8]>, FilePathError> {
    check_segment(text, segment, separators)?;
    Ok(pct::decode_bytes_lossy(segment.as_bytes()))
}

/// [`decode_segment`], appended to `out`.
pub(super) fn push_decoded_segment(
    text: &str,
    segment: &str,
    separators: &[u8],
    out: &mut alloc::vec::Vec<u8>,
) -> Result<(), FilePathError> {
    check_segment(text, segment, separators)?;
    pct::push_decoded_lossy(segment.as_bytes(), out);
    Ok(())
}

/// Refuses an encoded separator (one of `separators`) or NUL in the raw
/// path segment `segment` of `text`, with the index of its `%XX`.
fn check_segment(text: &str, segment: &str, separators: &[u8]) -> Result<(), FilePathError> {
    let bytes = segment.as_bytes();
    for (i, _) in segment.match_indices('%') {
        let Some(octet) = triplet(bytes, i) else {
            continue;
        };
        let at = index_in(text, segment) + i;
        if separators.contains(&octet) {
            return Err(FilePathError::new(FilePathErrorKind::EncodedSeparator, at));
        }
        if octet == 0 {
            return Err(FilePathError::new(FilePathErrorKind::Nul, at));
        }
    }
    Ok(())
}

/// Appends `"/" segment` to a URI being written, the segment encoded as a
/// `segment` (RFC 3986 §3.3: every byte but a pchar becomes `%XX`, `%`
/// included). `at` is the segment's index in the path, for errors.
pub(super) fn push_segment(
    out: &mut String,
    segment: &[u8],
    at: usize,
) -> Result<(), FilePathError> {
    if segment == b"." || segment == b".." {
        return Err(FilePathError::new(FilePathErrorKind::DotSegment, at));
    }
    if let Some(i) = segment.iter().position(|&b| b == 0) {
        return Err(FilePathError::new(FilePathErrorKind::Nul, at + i));
    }
    out.push('/');
    out.extend(pct::encode_bytes(segment, Component::Segment));
    Ok(())
}

/// Appends `host` as a `reg-name` (RFC 3986 §3.2.2), encoded.
pub(super) fn push_host(out: &mut String, host: &str) {
    out.extend(pct::encode(host, Component::RegName));
}

/// The byte index of `part`, a slice of `text`, in `text`.
pub(super) fn index_in(text: &str, part: &str) -> usize {
    (part.as_ptr() as usize).saturating_sub(text.as_ptr() as usize)
}

/// Parses the URI written. Every piece was encoded with the parser's own
/// tables, so the only error left is the length limit.
pub(super) fn finish(text: String) -> Result<Uri, FilePathError> {
    let len = text.len();
    Uri::try_from(text).map_err(|_| FilePathError::new(FilePathErrorKind::TooLong, len))
}

/// [`finish`] for a URI written into a caller's buffer: the same check,
/// on a borrowed parse.
pub(super) fn finish_into(text: &str) -> Result<&str, FilePathError> {
    UriView::parse(text)
        .map(|_| text)
        .map_err(|_| FilePathError::new(FilePathErrorKind::TooLong, text.len()))
}
