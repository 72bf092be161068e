//! Slicing a parsed text into its components (RFC 3986 §3), shared by the
//! owned and the borrowed types so that their accessors cannot differ.

use crate::error::PortError;
use crate::host::{Host, HostKind};
use crate::parse::Offsets;

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
    fn slice(self, start: u32, end: u32) -> &'a str {
        self.text.get(start as usize..end as usize).unwrap_or("")
    }

    /// Index of the first byte after `scheme ":"` (0 without a scheme).
    pub(crate) fn after_scheme(self) -> u32 {
        if self.off.scheme_end > 0 {
            self.off.scheme_end + 1
        } else {
            0
        }
    }

    pub(crate) fn scheme(self) -> Option<&'a str> {
        (self.off.scheme_end > 0).then(|| self.slice(0, self.off.scheme_end))
    }

    pub(crate) fn has_authority(self) -> bool {
        self.text
            .as_bytes()
            .get(self.after_scheme() as usize..)
            .is_some_and(|rest| rest.starts_with(b"//"))
    }

    pub(crate) fn authority(self) -> Option<&'a str> {
        self.has_authority()
            .then(|| self.slice(self.after_scheme() + 2, self.off.path_start))
    }

    pub(crate) fn userinfo(self) -> Option<&'a str> {
        let auth_start = self.after_scheme() + 2;
        (self.has_authority() && self.off.host_start > auth_start)
            .then(|| self.slice(auth_start, self.off.host_start - 1))
    }

    pub(crate) fn host(self) -> Option<&'a str> {
        self.has_authority()
            .then(|| self.slice(self.off.host_start, self.off.host_end))
    }

    pub(crate) fn host_typed(self) -> Option<Host<'a>> {
        self.host().map(Host::from_valid)
    }

    pub(crate) fn host_kind(self) -> Option<HostKind> {
        self.host_typed().map(|h| h.kind())
    }

    pub(crate) fn port(self) -> Option<&'a str> {
        (self.off.host_end < self.off.path_start)
            .then(|| self.slice(self.off.host_end + 1, self.off.path_start))
    }

    pub(crate) fn port_u16(self) -> Result<Option<u16>, PortError> {
        match self.port() {
            None | Some("") => Ok(None),
            Some(digits) => {
                // Digits only (the parser checked); leading zeros are
                // allowed by `*DIGIT`, so "00080" is 80.
                let value = digits.bytes().try_fold(0u32, |acc, d| {
                    let v = acc * 10 + u32::from(d - b'0');
                    (v <= u32::from(u16::MAX)).then_some(v)
                });
                match value.and_then(|v| u16::try_from(v).ok()) {
                    Some(port) => Ok(Some(port)),
                    None => Err(PortError::new(self.off.host_end as usize + 1, digits)),
                }
            }
        }
    }

    pub(crate) fn path(self) -> &'a str {
        self.slice(self.off.path_start, self.off.query_start)
    }

    pub(crate) fn query(self) -> Option<&'a str> {
        (self.off.query_start < self.off.fragment_start)
            .then(|| self.slice(self.off.query_start + 1, self.off.fragment_start))
    }

    pub(crate) fn fragment(self) -> Option<&'a str> {
        let len = self.text.len() as u32;
        (self.off.fragment_start < len).then(|| self.slice(self.off.fragment_start + 1, len))
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

impl std::iter::FusedIterator for PathSegments<'_> {}
