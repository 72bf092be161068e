//! The file path error: why a path has no file URI, or a URI no local path.

use core::fmt;

/// Why a local path could not become a `file` URI, or a URI a local path
/// (RFC 8089).
///
/// # Examples
///
/// ```
/// use urlkit::file_path::{self, FilePathErrorKind};
///
/// let err = file_path::from_unix_path(b"notes.txt").unwrap_err();
/// assert_eq!(err.kind(), FilePathErrorKind::RelativePath);
/// assert_eq!(err.kind().as_str(), "relative-path");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FilePathErrorKind {
    /// The URI's scheme is not `file` (RFC 8089 §2: `file-scheme = "file"`).
    NotFileScheme,
    /// A path that is not absolute: a relative local path (a file URI
    /// names a file from the root, RFC 8089 §2), a Windows path without a
    /// drive letter or UNC server (`C:x` and `\x` are relative to a current
    /// directory), or a URI whose path does not start with `/` (`file:a`,
    /// `file://localhost`), which `path-absolute` requires.
    RelativePath,
    /// A host that is not this machine where a local path is asked for: on
    /// Unix any host but an empty one or `localhost` (RFC 8089 §2,
    /// `file-auth = "localhost" / host`); on Windows an IP literal, which
    /// has no UNC form.
    Host,
    /// A userinfo or a port: `auth-path = [ file-auth ] path-absolute`
    /// (RFC 8089 §2) has neither.
    Authority,
    /// A query: a file URI has none (RFC 8089 §2), and a local path has no
    /// place for one.
    Query,
    /// `%2F` (on Windows also `%5C`) in a segment: decoded, it would be a
    /// directory separator and change which file the path names.
    EncodedSeparator,
    /// A NUL byte, raw or as `%00`: no file name holds one.
    Nul,
    /// A `.` or `..` segment in a local path: in a URI it is a dot-segment,
    /// which resolution and normalization remove (RFC 3986 §5.2.4,
    /// §6.2.2.3), so the URI would not keep naming the path given.
    DotSegment,
    /// Text that must be Unicode is not: a decoded Windows path that is not
    /// UTF-8, or a native Windows path that is not valid UTF-16.
    NotUnicode,
    /// A UNC path without its server or share name (`\\server\share`).
    UncShare,
    /// A Windows device or verbatim path other than `\\?\C:\` and
    /// `\\?\UNC\`: `\\.\`, `\\?\Volume{...}` and the like name no file by
    /// a path a URI can carry.
    DevicePath,
    /// The URI would be longer than 4 GiB, the most a URI holds here.
    TooLong,
}

impl FilePathErrorKind {
    /// A stable kebab-case name, used in the command line's JSON output.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::file_path::FilePathErrorKind;
    /// assert_eq!(FilePathErrorKind::EncodedSeparator.as_str(), "encoded-separator");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            FilePathErrorKind::NotFileScheme => "not-file-scheme",
            FilePathErrorKind::RelativePath => "relative-path",
            FilePathErrorKind::Host => "host",
            FilePathErrorKind::Authority => "authority",
            FilePathErrorKind::Query => "query",
            FilePathErrorKind::EncodedSeparator => "encoded-separator",
            FilePathErrorKind::Nul => "nul",
            FilePathErrorKind::DotSegment => "dot-segment",
            FilePathErrorKind::NotUnicode => "not-unicode",
            FilePathErrorKind::UncShare => "unc-share",
            FilePathErrorKind::DevicePath => "device-path",
            FilePathErrorKind::TooLong => "too-long",
        }
    }

    /// What was wrong, for the message.
    const fn what(self) -> &'static str {
        match self {
            FilePathErrorKind::NotFileScheme => "scheme is not 'file'",
            FilePathErrorKind::RelativePath => "path is not absolute",
            FilePathErrorKind::Host => "host is not this machine",
            FilePathErrorKind::Authority => "userinfo or port in a file URI",
            FilePathErrorKind::Query => "query in a file URI",
            FilePathErrorKind::EncodedSeparator => "encoded separator in a segment",
            FilePathErrorKind::Nul => "NUL in a path",
            FilePathErrorKind::DotSegment => "dot-segment in a path",
            FilePathErrorKind::NotUnicode => "path is not Unicode",
            FilePathErrorKind::UncShare => "UNC path without a server or share",
            FilePathErrorKind::DevicePath => "Windows device path",
            FilePathErrorKind::TooLong => "path too long",
        }
    }

    /// What was expected, for the message.
    const fn expected(self) -> &'static str {
        match self {
            FilePathErrorKind::NotFileScheme => "a 'file:' URI",
            FilePathErrorKind::RelativePath => {
                "a path from the root: '/' first on Unix, 'C:\\' or '\\\\server\\share' on Windows"
            }
            FilePathErrorKind::Host => {
                "an empty host or 'localhost' (Unix), a server name (Windows UNC)"
            }
            FilePathErrorKind::Authority => "'//' host '/', without userinfo or port",
            FilePathErrorKind::Query => "no query",
            FilePathErrorKind::EncodedSeparator => "a segment without %2F (or %5C on Windows)",
            FilePathErrorKind::Nul => "no NUL byte",
            FilePathErrorKind::DotSegment => {
                "a segment name other than '.' and '..' (resolve the path first)"
            }
            FilePathErrorKind::NotUnicode => "UTF-8 text",
            FilePathErrorKind::UncShare => "'\\\\server\\share'",
            FilePathErrorKind::DevicePath => "a drive letter or a UNC path",
            FilePathErrorKind::TooLong => "a URI of at most 4294967295 bytes",
        }
    }
}

impl fmt::Display for FilePathErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.what())
    }
}

/// A path with no file URI, or a URI with no local path: what was wrong
/// and where.
///
/// The index is a byte index into the input: into the path for the
/// conversions from a path, into the URI's text for those to a path.
///
/// # Examples
///
/// ```
/// use urlkit::{file_path, Uri};
///
/// let uri = Uri::parse("file:///a%2Fb")?;
/// let err = file_path::to_unix_path(&uri).unwrap_err();
/// assert_eq!(err.index(), 9);
/// assert_eq!(
///     err.to_string(),
///     "encoded separator in a segment at index 9 (expected a segment without %2F (or %5C on Windows))"
/// );
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FilePathError {
    index: usize,
    kind: FilePathErrorKind,
}

impl FilePathError {
    pub(crate) const fn new(kind: FilePathErrorKind, index: usize) -> FilePathError {
        FilePathError { index, kind }
    }

    /// The byte index in the input (the path, or the URI's text).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::file_path;
    /// assert_eq!(file_path::from_unix_path(b"/a/\0").unwrap_err().index(), 3);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }

    /// What was wrong.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::file_path::{self, FilePathErrorKind};
    /// let err = file_path::from_windows_path(r"\\server").unwrap_err();
    /// assert_eq!(err.kind(), FilePathErrorKind::UncShare);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> FilePathErrorKind {
        self.kind
    }
}

impl fmt::Display for FilePathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at index {} (expected {})",
            self.kind.what(),
            self.index,
            self.kind.expected()
        )
    }
}

impl core::error::Error for FilePathError {}

#[cfg(test)]
mod tests {
    use super::FilePathErrorKind as K;
    use std::prelude::v1::*;

    const ALL: [K; 12] = [
        K::NotFileScheme,
        K::RelativePath,
        K::Host,
        K::Authority,
        K::Query,
        K::EncodedSeparator,
        K::Nul,
        K::DotSegment,
        K::NotUnicode,
        K::UncShare,
        K::DevicePath,
        K::TooLong,
    ];

    #[test]
    fn names_are_distinct_kebab_case_and_messages_lowercase() {
        let mut names: Vec<&str> = ALL.iter().map(|k| k.as_str()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
        for k in ALL {
            assert!(k
                .as_str()
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b == b'-'));
            let what = k.what();
            assert!(!what.ends_with('.'), "{what}");
            // Lowercase first, as the other errors, but for the names that
            // are written in capitals.
            let first = what.chars().next().unwrap();
            assert!(
                first.is_lowercase()
                    || ["NUL ", "UNC ", "Windows "]
                        .iter()
                        .any(|w| what.starts_with(w)),
                "{what}"
            );
            assert!(!k.expected().is_empty());
        }
    }
}
