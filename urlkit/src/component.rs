//! Slicing a parsed text into its components (RFC 3986 §3), shared by the
//! owned and the borrowed types so that their accessors cannot differ.

use core::ops::Range;

use crate::error::PortError;
use crate::host::{Host, HostKind};
use crate::parse::Offsets;

/// The names of what a URI reference is read into, in the order they
/// stand in the text (RFC 3986 §3): each is the name of the accessor that
/// reads it ([`crate::UriRef::scheme`] ... [`crate::UriRef::fragment`]),
/// with `host_kind` for the alternative of `host` that matched (§3.2.2).
///
/// They are the keys of `urlkit parse --json` after `input` and `valid`,
/// the columns of its CSV, and the fields of the SQL function `uri_parse`:
/// one list for all of them.
///
/// # Examples
///
/// ```
/// use urlkit::COMPONENT_NAMES;
/// assert_eq!(COMPONENT_NAMES[0], "scheme");
/// assert_eq!(COMPONENT_NAMES.last(), Some(&"fragment"));
/// assert!(COMPONENT_NAMES.contains(&"host_kind"));
/// ```
pub const COMPONENT_NAMES: [&str; 9] = [
    "scheme",
    "authority",
    "userinfo",
    "host",
    "host_kind",
    "port",
    "path",
    "query",
    "fragment",
];

/// The component accessors, each a slice of `text` at the parsed offsets.
///
/// The owned types ([`crate::UriRef`], [`crate::Uri`]) and the borrowed
/// ones ([`crate::UriRefView`], [`crate::UriView`]) build one of these on
/// the fly and forward to it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Parts<'a> {
    pub(crate) text: &'a str,
    pub(crate) off: Offsets,
}

impl<'a> Parts<'a> {
    /// `text[range]`, or `""` if the range does not fit (it always does for
    /// offsets the parser wrote).
    fn get(self, range: Range<usize>) -> &'a str {
        let slice = self.text.get(range);
        debug_assert!(slice.is_some(), "offsets outside the text");
        slice.unwrap_or("")
    }

    /// An offset as an index (lossless: `u32` fits in `usize` on every
    /// platform with 32 or more bits, the only ones supported here). The
    /// ranges below turn offsets into `usize` before any arithmetic, so
    /// that `+ 1` or `+ 2` on an offset near `u32::MAX` (a 4 GiB text)
    /// cannot overflow.
    fn at(i: u32) -> usize {
        usize::try_from(i).unwrap_or(usize::MAX)
    }

    /// Index of the first byte after `scheme ":"` (0 without a scheme).
    pub(crate) fn after_scheme(self) -> usize {
        if self.off.scheme_end > 0 {
            Self::at(self.off.scheme_end).saturating_add(1)
        } else {
            0
        }
    }

    /// Where the scheme stands, without its `:`.
    pub(crate) fn scheme_range(self) -> Option<Range<usize>> {
        (self.off.scheme_end > 0).then(|| 0..Self::at(self.off.scheme_end))
    }

    /// Where the authority stands, after its `//`.
    pub(crate) fn authority_range(self) -> Option<Range<usize>> {
        self.has_authority()
            .then(|| self.after_scheme().saturating_add(2)..Self::at(self.off.path_start))
    }

    /// Where the userinfo stands, without its `@`.
    pub(crate) fn userinfo_range(self) -> Option<Range<usize>> {
        let auth_start = self.after_scheme().saturating_add(2);
        let host_start = Self::at(self.off.host_start);
        // With userinfo, `host_start - 1` is its `@`.
        (self.has_authority() && host_start > auth_start)
            .then(|| auth_start..host_start.saturating_sub(1))
    }

    /// Where the host stands (empty for an empty host).
    pub(crate) fn host_range(self) -> Option<Range<usize>> {
        self.has_authority()
            .then(|| Self::at(self.off.host_start)..Self::at(self.off.host_end))
    }

    /// Where the port stands, after its `:`.
    pub(crate) fn port_range(self) -> Option<Range<usize>> {
        (self.off.host_end < self.off.path_start)
            .then(|| Self::at(self.off.host_end).saturating_add(1)..Self::at(self.off.path_start))
    }

    /// Where the path stands (empty for an empty path).
    pub(crate) fn path_range(self) -> Range<usize> {
        Self::at(self.off.path_start)..Self::at(self.off.query_start)
    }

    /// Where the query stands, after its `?`.
    pub(crate) fn query_range(self) -> Option<Range<usize>> {
        (self.off.query_start < self.off.fragment_start).then(|| {
            Self::at(self.off.query_start).saturating_add(1)..Self::at(self.off.fragment_start)
        })
    }

    /// Where the fragment stands, after its `#`.
    pub(crate) fn fragment_range(self) -> Option<Range<usize>> {
        let start = Self::at(self.off.fragment_start);
        (start < self.text.len()).then(|| start.saturating_add(1)..self.text.len())
    }

    /// One past the last byte before the fragment: where its `#` stands,
    /// or the end of the text.
    pub(crate) fn end_before_fragment(self) -> usize {
        Self::at(self.off.fragment_start)
    }

    pub(crate) fn scheme(self) -> Option<&'a str> {
        self.scheme_range().map(|r| self.get(r))
    }

    pub(crate) fn has_scheme(self) -> bool {
        self.off.scheme_end > 0
    }

    pub(crate) fn has_authority(self) -> bool {
        self.text
            .as_bytes()
            .get(self.after_scheme()..)
            .is_some_and(|rest| rest.starts_with(b"//"))
    }

    pub(crate) fn authority(self) -> Option<&'a str> {
        self.authority_range().map(|r| self.get(r))
    }

    pub(crate) fn userinfo(self) -> Option<&'a str> {
        self.userinfo_range().map(|r| self.get(r))
    }

    pub(crate) fn host(self) -> Option<&'a str> {
        self.host_range().map(|r| self.get(r))
    }

    pub(crate) fn host_typed(self) -> Option<Host<'a>> {
        self.host().map(Host::from_valid)
    }

    /// The text after `%25` in an `IP-literal` (RFC 6874), if any.
    pub(crate) fn zone_id(self) -> Option<&'a str> {
        let inner = self.host()?.strip_prefix('[')?.strip_suffix(']')?;
        inner.split_once("%25").map(|(_, zone)| zone)
    }

    pub(crate) fn host_kind(self) -> Option<HostKind> {
        self.host_typed().map(|h| h.kind())
    }

    pub(crate) fn port(self) -> Option<&'a str> {
        self.port_range().map(|r| self.get(r))
    }

    pub(crate) fn port_u16(self) -> Result<Option<u16>, PortError> {
        match self.port_range() {
            None => Ok(None),
            Some(r) => port_number(self.get(r.clone()), r.start),
        }
    }

    /// The port, or the scheme's default port when it is absent or empty
    /// (§3.2.3, §6.2.3), from the one table of
    /// [`crate::scheme::default_port`].
    pub(crate) fn port_or_default(self) -> Result<Option<u16>, PortError> {
        match self.port_u16()? {
            Some(port) => Ok(Some(port)),
            None => Ok(self.scheme().and_then(crate::scheme::default_port)),
        }
    }

    pub(crate) fn path(self) -> &'a str {
        self.get(self.path_range())
    }

    pub(crate) fn path_segments(self) -> PathSegments<'a> {
        PathSegments::new(self.path())
    }

    pub(crate) fn query(self) -> Option<&'a str> {
        self.query_range().map(|r| self.get(r))
    }

    pub(crate) fn fragment(self) -> Option<&'a str> {
        self.fragment_range().map(|r| self.get(r))
    }
}

/// The value of the digits of a port (`port = *DIGIT`, §3.2.3) that starts
/// at `index`; `Ok(None)` when there are none.
pub(crate) fn port_number(digits: &str, index: usize) -> Result<Option<u16>, PortError> {
    if digits.is_empty() {
        return Ok(None);
    }
    // Digits only (the parser checked); leading zeros are allowed by
    // `*DIGIT`, so "00080" is 80. The fold stops above 65535, so
    // `acc * 10` stays far from overflow.
    let value = digits.bytes().try_fold(0u32, |acc, d| {
        let v = acc
            .checked_mul(10)?
            .checked_add(u32::from(d.checked_sub(b'0')?))?;
        (v <= u32::from(u16::MAX)).then_some(v)
    });
    match value.and_then(|v| u16::try_from(v).ok()) {
        Some(port) => Ok(Some(port)),
        None => Err(PortError::new(index, digits)),
    }
}

/// The segments of a path, split at `/`, still percent-encoded.
///
/// A path starting with `/` yields no empty first segment for it; an empty
/// path yields no segment at all; `/` yields one empty segment. Every other
/// empty segment (`a//b`, a trailing `/`) is kept, since RFC 3986 gives it
/// meaning.
///
/// # Examples
///
/// ```
/// use urlkit::UriRef;
///
/// let r = UriRef::parse("/a/b%2Fc//d/")?;
/// let segments: Vec<&str> = r.path_segments().collect();
/// assert_eq!(segments, ["a", "b%2Fc", "", "d", ""]);
/// assert_eq!(UriRef::parse("")?.path_segments().count(), 0);
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct PathSegments<'a> {
    rest: Option<&'a str>,
}

impl<'a> PathSegments<'a> {
    pub(crate) fn new(path: &'a str) -> PathSegments<'a> {
        let rest = match path {
            "" => None,
            p => Some(p.strip_prefix('/').unwrap_or(p)),
        };
        PathSegments { rest }
    }
}

impl<'a> Iterator for PathSegments<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let rest = self.rest?;
        match rest.split_once('/') {
            Some((segment, after)) => {
                self.rest = Some(after);
                Some(segment)
            }
            None => {
                self.rest = None;
                Some(rest)
            }
        }
    }
}

impl DoubleEndedIterator for PathSegments<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        let rest = self.rest?;
        match rest.rsplit_once('/') {
            Some((before, segment)) => {
                self.rest = Some(before);
                Some(segment)
            }
            None => {
                self.rest = None;
                Some(rest)
            }
        }
    }
}

impl core::iter::FusedIterator for PathSegments<'_> {}
