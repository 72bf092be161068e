//! The file path error: why a path has no file URI, or a URI no local path.

crate::error::kinds::error_kinds! {
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
    pub enum FilePathErrorKind in "urlkit::file_path" {
        /// The URI's scheme is not `file` (RFC 8089 §2: `file-scheme = "file"`).
        NotFileScheme => "not-file-scheme", "scheme is not 'file'", "a 'file:' URI";
        /// A path that is not absolute: a relative local path (a file URI
        /// names a file from the root, RFC 8089 §2), a Windows path without a
        /// drive letter or UNC server (`C:x` and `\x` are relative to a current
        /// directory), or a URI whose path does not start with `/` (`file:a`,
        /// `file://localhost`), which `path-absolute` requires.
        RelativePath => "relative-path", "path is not absolute", "a path from the root: '/' first on Unix, 'C:\\' or '\\\\server\\share' on Windows";
        /// A host that is not this machine where a local path is asked for: on
        /// Unix any host but an empty one or `localhost` (RFC 8089 §2,
        /// `file-auth = "localhost" / host`); on Windows an IP literal, which
        /// has no UNC form.
        Host => "host", "host is not this machine", "an empty host or 'localhost' (Unix), a server name (Windows UNC)";
        /// A userinfo or a port: `auth-path = [ file-auth ] path-absolute`
        /// (RFC 8089 §2) has neither.
        Authority => "authority", "userinfo or port in a file URI", "'//' host '/', without userinfo or port";
        /// A query: a file URI has none (RFC 8089 §2), and a local path has no
        /// place for one.
        Query => "query", "query in a file URI", "no query";
        /// `%2F` (on Windows also `%5C`) in a segment: decoded, it would be a
        /// directory separator and change which file the path names.
        EncodedSeparator => "encoded-separator", "encoded separator in a segment", "a segment without %2F (or %5C on Windows)";
        /// A NUL byte, raw or as `%00`: no file name holds one.
        Nul => "nul", "NUL in a path", "no NUL byte";
        /// A `.` or `..` segment in a local path: in a URI it is a dot-segment,
        /// which resolution and normalization remove (RFC 3986 §5.2.4,
        /// §6.2.2.3), so the URI would not keep naming the path given.
        DotSegment => "dot-segment", "dot-segment in a path", "a segment name other than '.' and '..' (resolve the path first)";
        /// Text that must be Unicode is not: a decoded Windows path that is not
        /// UTF-8, or a native Windows path that is not valid UTF-16.
        NotUnicode => "not-unicode", "path is not Unicode", "UTF-8 text";
        /// A UNC path without its server or share name (`\\server\share`).
        UncShare => "unc-share", "UNC path without a server or share", "'\\\\server\\share'";
        /// A Windows device or verbatim path other than `\\?\C:\` and
        /// `\\?\UNC\`: `\\.\`, `\\?\Volume{...}` and the like name no file by
        /// a path a URI can carry.
        DevicePath => "device-path", "Windows device path", "a drive letter or a UNC path";
        /// The URI would be longer than 4 GiB, the most a URI holds here.
        TooLong => "too-long", "path too long", "a URI of at most 4294967295 bytes";
    }
}

crate::error::kinds::error_at! {
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
    ///     format!("{err:#}"),
    ///     "encoded separator in a segment at index 9 (expected a segment without %2F (or %5C on Windows))"
    /// );
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub struct FilePathError(FilePathErrorKind);
    /// The byte index in the input (the path, or the URI's text).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::file_path;
    /// assert_eq!(file_path::from_unix_path(b"/a/\0").unwrap_err().index(), 3);
    /// ```
    fn index;
    /// What was wrong.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::file_path::{self, FilePathErrorKind};
    /// let err = file_path::from_windows_path(r"\\server").unwrap_err();
    /// assert_eq!(err.kind(), FilePathErrorKind::UncShare);
    /// ```
    fn kind;
}
