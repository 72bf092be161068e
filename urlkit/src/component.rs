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
            None => Ok(self.scheme().and_then(crate::ports::default_port)),
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

    /// Every component, in the order of [`COMPONENT_NAMES`]: the one place
    /// that pairs those names with their accessors.
    pub(crate) fn components(self) -> [Option<&'a str>; 9] {
        [
            self.scheme(),
            self.authority(),
            self.userinfo(),
            self.host(),
            self.host_kind().map(HostKind::as_str),
            self.port(),
            Some(self.path()),
            self.query(),
            self.fragment(),
        ]
    }
}

/// The doc example of a component accessor: `R` is the type, then the
/// lines (each an assertion on `R::parse(...)`).
macro_rules! accessor_example {
    ($ty:ident, $($line:literal),+ $(,)?) => {
        concat!(
            "```\n",
            "use urlkit::", stringify!($ty), " as R;\n",
            $($line, "\n",)+
            "# Ok::<_, urlkit::ParseError>(())\n",
            "```"
        )
    };
}
pub(crate) use accessor_example;

/// Defines the component accessors (RFC 3986 §3, and RFC 3987 §2.2 for an
/// IRI) of a reference type `$ty`, each reading [`Parts`] through
/// `$parts`: one definition, and one set of docs, for [`crate::UriRef`],
/// [`crate::UriRefView`], [`crate::IriRef`] and [`crate::IriRefView`]
/// (the types with a scheme dereference to these). The owned types borrow
/// (`(&self)`, lifetime `'_`), the views are `Copy` (`(self)`, `'a`).
macro_rules! component_accessors {
    ($ty:ident, $lt:lifetime, ($($recv:tt)+), $parts:expr) => {
        /// The text, exactly as parsed (no accessor or comparison
        /// rewrites it).
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            r#"assert_eq!(R::parse("HTTP://A/%7e")?.as_str(), "HTTP://A/%7e");"#,
        )]
        #[must_use]
        pub fn as_str($($recv)+) -> &$lt str {
            $parts.text
        }

        /// The scheme, as written (compare it case-insensitively, §3.1);
        /// `None` for a relative reference.
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            r#"assert_eq!(R::parse("HTTP://h")?.scheme(), Some("HTTP"));"#,
            r#"assert_eq!(R::parse("//h")?.scheme(), None);"#,
        )]
        #[must_use]
        pub fn scheme($($recv)+) -> Option<&$lt str> {
            $parts.scheme()
        }

        /// Whether this is an absolute reference (it has a scheme, §4.3),
        /// as opposed to a relative one (§4.2).
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            r#"assert!(R::parse("mailto:a@b")?.has_scheme());"#,
            r#"assert!(!R::parse("a@b")?.has_scheme());"#,
        )]
        #[must_use]
        pub fn has_scheme($($recv)+) -> bool {
            $parts.has_scheme()
        }

        /// Whether the reference has an authority (it starts with `//`
        /// after the scheme). An authority may be empty: `file:///x` has
        /// one.
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            r#"assert!(R::parse("file:///x")?.has_authority());"#,
            r#"assert!(!R::parse("file:/x")?.has_authority());"#,
        )]
        #[must_use]
        pub fn has_authority($($recv)+) -> bool {
            $parts.has_authority()
        }

        /// The authority, raw: `[ userinfo "@" ] host [ ":" port ]`
        /// (§3.2).
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            r#"assert_eq!(R::parse("http://u@h:1/p")?.authority(), Some("u@h:1"));"#,
            r#"assert_eq!(R::parse("file:///p")?.authority(), Some(""));"#,
            r#"assert_eq!(R::parse("/p")?.authority(), None);"#,
        )]
        #[must_use]
        pub fn authority($($recv)+) -> Option<&$lt str> {
            $parts.authority()
        }

        /// The userinfo, raw, without its `@` (§3.2.1); `Some("")` for
        /// `http://@h`.
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            r#"assert_eq!(R::parse("ftp://anon:pw@h")?.userinfo(), Some("anon:pw"));"#,
            r#"assert_eq!(R::parse("ftp://@h")?.userinfo(), Some(""));"#,
            r#"assert_eq!(R::parse("ftp://h")?.userinfo(), None);"#,
        )]
        #[must_use]
        pub fn userinfo($($recv)+) -> Option<&$lt str> {
            $parts.userinfo()
        }

        /// The host, raw, with the brackets of an IP-literal (§3.2.2);
        /// present (perhaps empty) whenever there is an authority. In an
        /// IRI it is an `ihost`, whose reg-name may hold non-ASCII
        /// (RFC 3987 §2.2).
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            r#"assert_eq!(R::parse("http://[::1]:80/")?.host(), Some("[::1]"));"#,
            r#"assert_eq!(R::parse("http://my_service.internal/")?.host(), Some("my_service.internal"));"#,
            r#"assert_eq!(R::parse("file:///etc")?.host(), Some(""));"#,
        )]
        #[must_use]
        pub fn host($($recv)+) -> Option<&$lt str> {
            $parts.host()
        }

        /// The host, typed by the alternative it matched (§3.2.2).
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            "use std::net::Ipv6Addr;",
            "use urlkit::Host;",
            r#"assert_eq!(R::parse("//[::1]")?.host_typed(), Some(Host::Ipv6(Ipv6Addr::LOCALHOST)));"#,
            r#"assert_eq!(R::parse("//h")?.host_typed(), Some(Host::RegName("h")));"#,
        )]
        #[must_use]
        pub fn host_typed($($recv)+) -> Option<$crate::Host<$lt>> {
            $parts.host_typed()
        }

        /// Which alternative of `host` the host matched.
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            "use urlkit::HostKind;",
            r#"assert_eq!(R::parse("//10.0.0.1")?.host_kind(), Some(HostKind::Ipv4));"#,
            r#"assert_eq!(R::parse("//10.0.0.01")?.host_kind(), Some(HostKind::RegName));"#,
        )]
        #[must_use]
        pub fn host_kind($($recv)+) -> Option<$crate::HostKind> {
            $parts.host_kind()
        }

        /// The zone identifier of an IPv6 host, raw (still
        /// percent-encoded), without the `%25` that introduces it; `None`
        /// when there is none. Only `parse_with` with
        /// [`ParseOptions::zone_id`](crate::ParseOptions::zone_id) accepts
        /// one (RFC 6874).
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            "let opts = urlkit::ParseOptions::new().zone_id(true);",
            r#"assert_eq!(R::parse_with("//[fe80::1%25en%301]", &opts)?.zone_id(), Some("en%301"));"#,
            r#"assert_eq!(R::parse("//[fe80::1]")?.zone_id(), None);"#,
        )]
        #[must_use]
        pub fn zone_id($($recv)+) -> Option<&$lt str> {
            $parts.zone_id()
        }

        /// The port's digits, raw, without the `:` (§3.2.3); `Some("")`
        /// for `http://h:/`.
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            r#"assert_eq!(R::parse("http://h:8080")?.port(), Some("8080"));"#,
            r#"assert_eq!(R::parse("http://h:")?.port(), Some(""));"#,
            r#"assert_eq!(R::parse("http://h")?.port(), None);"#,
        )]
        #[must_use]
        pub fn port($($recv)+) -> Option<&$lt str> {
            $parts.port()
        }

        /// The port as a number; `Ok(None)` when it is absent or empty.
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            r#"assert_eq!(R::parse("http://h:0080")?.port_u16(), Ok(Some(80)));"#,
            r#"assert_eq!(R::parse("http://h:")?.port_u16(), Ok(None));"#,
            r#"assert!(R::parse("http://h:70000")?.port_u16().is_err());"#,
        )]
        ///
        /// # Errors
        ///
        /// [`PortError`](crate::PortError) when the digits make a number
        /// above 65535: RFC 3986 allows any number of digits, so the
        /// reference itself stays valid.
        pub fn port_u16($($recv)+) -> Result<Option<u16>, $crate::PortError> {
            $parts.port_u16()
        }

        /// The port as a number, or the scheme's default port when it is
        /// absent or empty (§3.2.3): 80 for http and ws, 443 for https and
        /// wss, and the ports of every RFC 1738 scheme
        /// ([`crate::scheme::default_port`], one table for the library).
        /// `Ok(None)` when there is neither.
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            r#"assert_eq!(R::parse("https://h/")?.port_or_default(), Ok(Some(443)));"#,
            r#"assert_eq!(R::parse("gopher://h:/")?.port_or_default(), Ok(Some(70)));"#,
            r#"assert_eq!(R::parse("http://h:8080")?.port_or_default(), Ok(Some(8080)));"#,
            r#"assert_eq!(R::parse("urn:x")?.port_or_default(), Ok(None));"#,
        )]
        ///
        /// # Errors
        ///
        /// [`PortError`](crate::PortError) when the port's digits make a
        /// number above 65535.
        pub fn port_or_default($($recv)+) -> Result<Option<u16>, $crate::PortError> {
            $parts.port_or_default()
        }

        /// The path, raw (§3.3); never absent, perhaps empty.
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            r#"assert_eq!(R::parse("mailto:a@b.example")?.path(), "a@b.example");"#,
            r#"assert_eq!(R::parse("http://h")?.path(), "");"#,
        )]
        #[must_use]
        pub fn path($($recv)+) -> &$lt str {
            $parts.path()
        }

        /// The path's segments, split at `/`, raw (see
        /// [`PathSegments`](crate::PathSegments)).
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            r#"let r = R::parse("http://h/a/b/")?;"#,
            r#"assert_eq!(r.path_segments().collect::<Vec<_>>(), ["a", "b", ""]);"#,
        )]
        #[must_use]
        pub fn path_segments($($recv)+) -> $crate::PathSegments<$lt> {
            $parts.path_segments()
        }

        /// The query, raw, without its `?` (§3.4); `Some("")` for
        /// `http://h?`.
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            r#"assert_eq!(R::parse("?a=1&b=2")?.query(), Some("a=1&b=2"));"#,
            r#"assert_eq!(R::parse("http://h?")?.query(), Some(""));"#,
            r#"assert_eq!(R::parse("http://h")?.query(), None);"#,
        )]
        #[must_use]
        pub fn query($($recv)+) -> Option<&$lt str> {
            $parts.query()
        }

        /// The fragment, raw, without its `#` (§3.5).
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            r##"assert_eq!(R::parse("#top")?.fragment(), Some("top"));"##,
            r#"assert_eq!(R::parse("a#")?.fragment(), Some(""));"#,
        )]
        #[must_use]
        pub fn fragment($($recv)+) -> Option<&$lt str> {
            $parts.fragment()
        }

        /// Every component at once, in the order of
        /// [`COMPONENT_NAMES`](crate::COMPONENT_NAMES) (the path is always
        /// `Some`, `host_kind` is [`HostKind::as_str`](crate::HostKind::as_str)):
        /// what a table, a JSON record or a struct column of the components
        /// is filled from, without a list of accessors of its own.
        ///
        /// # Examples
        ///
        #[doc = $crate::component::accessor_example!(
            $ty,
            r#"let r = R::parse("http://h:8/p?q")?;"#,
            r#"let named: Vec<_> = urlkit::COMPONENT_NAMES.iter().zip(r.components()).collect();"#,
            r#"assert_eq!(named[3], (&"host", Some("h")));"#,
            r#"assert_eq!(named[4], (&"host_kind", Some("reg-name")));"#,
            r#"assert_eq!(named[8], (&"fragment", None));"#,
        )]
        #[must_use]
        pub fn components($($recv)+) -> [Option<&$lt str>; 9] {
            $parts.components()
        }
    };
}
pub(crate) use component_accessors;

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
