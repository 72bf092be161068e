//! The repair mode: read what a browser's address bar or an HTML `href`
//! accepts, write a valid RFC 3986 URI reference, and say every change.
//!
//! [`UriRef::parse_lenient`] first tries the strict parser: valid input
//! comes back byte for byte, with no repair. Otherwise it repairs, in this
//! order, and records each [`Repair`] with its [`RepairKind`], its byte
//! span in the input and a message:
//!
//! 1. leading and trailing whitespace and C0 controls (U+0000 to U+0020)
//!    are trimmed ([`RepairKind::Trimmed`]);
//! 2. tabs, line feeds and carriage returns inside are removed
//!    ([`RepairKind::RemovedTabOrNewline`]);
//! 3. in the hierarchical part of an `http`, `https`, `ws`, `wss`, `ftp`
//!    or `file` URL, `\` is read as `/` ([`RepairKind::Backslash`]);
//! 4. each character a component does not allow is percent-encoded, as
//!    UTF-8 for non-ASCII ([`RepairKind::PercentEncoded`]), and a `%` not
//!    followed by two hexadecimal digits is written `%25`
//!    ([`RepairKind::PercentSignEncoded`]);
//! 5. a host with non-ASCII letters is written as IDNA A-labels with the
//!    cargo feature `idna` ([`RepairKind::Idna`]), and percent-encoded as
//!    UTF-8 without it (RFC 3986 §3.2.2);
//! 6. an IPv6 zone identifier in the user-interface form of RFC 9844
//!    (`http://[fe80::1%eth0]/`, or RFC 6874's `%25eth0`) is taken out of
//!    the URI, because it never goes on the wire, and reported by
//!    [`Repaired::zone`] ([`RepairKind::ZoneId`]).
//!
//! What no browser accepts stays an error with its index: a space, a
//! control or one of `#/<>?@[\]^|` in a host, a `%` in a host that does
//! not start a `%XX` triplet, an unclosed `[`, an IPv6 literal that is not
//! an address, a port that is not digits.
//!
//! The output always parses strictly, so repairing it again changes
//! nothing. Repairs never normalize: case, dot segments and default ports
//! stay as written ([`UriRef::normalize`] does that).
//!
//! # Example
//!
//! ```
//! use urlkit::repair::RepairKind;
//! use urlkit::UriRef;
//!
//! let fixed = UriRef::parse_lenient("  https://example.com/a b|c\\d?q=\"x\"  ")?;
//! assert_eq!(fixed.uri().as_str(), "https://example.com/a%20b%7Cc/d?q=%22x%22");
//! let kinds: Vec<&str> = fixed.repairs().iter().map(|r| r.kind().as_str()).collect();
//! assert_eq!(
//!     kinds,
//!     ["trimmed", "percent-encoded", "percent-encoded", "backslash", "percent-encoded", "percent-encoded", "trimmed"]
//! );
//!
//! // Valid input: the same text, no repair.
//! let same = UriRef::parse_lenient("http://example.com/a%20b")?;
//! assert!(same.repairs().is_empty());
//!
//! // A zone identifier never goes on the wire: it is reported apart.
//! let zoned = UriRef::parse_lenient("http://[fe80::1%eth0]:8080/")?;
//! assert_eq!(zoned.uri().as_str(), "http://[fe80::1]:8080/");
//! assert_eq!(zoned.zone(), Some("eth0"));
//!
//! // What no browser accepts stays an error, with its index.
//! assert_eq!(UriRef::parse_lenient("http://exa mple.com/").unwrap_err().index(), 10);
//! # Ok::<_, urlkit::ParseError>(())
//! ```

pub(crate) mod lenient;

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

use crate::error::ParseError;
use crate::uri::UriRef;

/// What one repair did. The names of [`RepairKind::as_str`] are stable
/// (the command line's JSON uses them).
///
/// # Examples
///
/// ```
/// use urlkit::repair::RepairKind;
/// assert_eq!(RepairKind::PercentSignEncoded.as_str(), "percent-sign-encoded");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum RepairKind {
    /// Leading or trailing whitespace or C0 controls were trimmed.
    Trimmed,
    /// Tabs, line feeds or carriage returns inside the input were removed.
    RemovedTabOrNewline,
    /// Characters a component does not allow were percent-encoded (non-ASCII
    /// as UTF-8).
    PercentEncoded,
    /// A `%` not followed by two hexadecimal digits was written `%25`.
    PercentSignEncoded,
    /// A `\` was read as `/` in the hierarchical part of an `http`,
    /// `https`, `ws`, `wss`, `ftp` or `file` URL.
    Backslash,
    /// An internationalized host name was written as IDNA A-labels.
    Idna,
    /// An IPv6 zone identifier was taken out of the URI
    /// ([`Repaired::zone`] has it).
    ZoneId,
}

impl RepairKind {
    /// Every kind, in the order repairs are made.
    pub const ALL: [RepairKind; 7] = [
        RepairKind::Trimmed,
        RepairKind::RemovedTabOrNewline,
        RepairKind::PercentEncoded,
        RepairKind::PercentSignEncoded,
        RepairKind::Backslash,
        RepairKind::Idna,
        RepairKind::ZoneId,
    ];

    /// A stable kebab-case name: `trimmed`, `removed-tab-or-newline`,
    /// `percent-encoded`, `percent-sign-encoded`, `backslash`, `idna`,
    /// `zone-id`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::repair::RepairKind;
    /// assert_eq!(RepairKind::RemovedTabOrNewline.as_str(), "removed-tab-or-newline");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            RepairKind::Trimmed => "trimmed",
            RepairKind::RemovedTabOrNewline => "removed-tab-or-newline",
            RepairKind::PercentEncoded => "percent-encoded",
            RepairKind::PercentSignEncoded => "percent-sign-encoded",
            RepairKind::Backslash => "backslash",
            RepairKind::Idna => "idna",
            RepairKind::ZoneId => "zone-id",
        }
    }
}

impl fmt::Display for RepairKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One repair: its kind, the byte span of the input it changed, and a
/// message. Neighbouring changes of the same kind in the same component
/// are one repair.
///
/// # Examples
///
/// ```
/// use urlkit::repair::RepairKind;
/// use urlkit::UriRef;
///
/// let input = "http://h/a b";
/// let fixed = UriRef::parse_lenient(input)?;
/// let r = &fixed.repairs()[0];
/// assert_eq!(r.kind(), RepairKind::PercentEncoded);
/// assert_eq!(&input[r.span()], " ");
/// assert_eq!(r.message(), "percent-encoded what the path does not allow");
/// assert_eq!(r.to_string(), "percent-encoded at 10..11: percent-encoded what the path does not allow");
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Repair {
    kind: RepairKind,
    span: Range<usize>,
    /// One byte rather than a `&str`: a long line can hold a repair per
    /// two bytes (`a\ta\t...`).
    message: lenient::Message,
}

impl fmt::Debug for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Repair")
            .field("kind", &self.kind)
            .field("span", &self.span)
            .field("message", &self.message.text())
            .finish()
    }
}

impl Repair {
    /// What the repair did.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::repair::RepairKind;
    /// let fixed = urlkit::UriRef::parse_lenient(" x")?;
    /// assert_eq!(fixed.repairs()[0].kind(), RepairKind::Trimmed);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn kind(&self) -> RepairKind {
        self.kind
    }

    /// The byte span of the input it changed (on character boundaries).
    ///
    /// # Examples
    ///
    /// ```
    /// let fixed = urlkit::UriRef::parse_lenient("/a\tb")?;
    /// assert_eq!(fixed.repairs()[0].span(), 2..3);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// What was done and why, in a few words.
    ///
    /// # Examples
    ///
    /// ```
    /// let fixed = urlkit::UriRef::parse_lenient("/a%zz")?;
    /// assert!(fixed.repairs()[0].message().contains("%25"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn message(&self) -> &str {
        self.message.text()
    }
}

impl Repair {
    /// The same repair, its span moved `by` bytes later (for a piece of a
    /// larger text).
    pub(crate) fn shifted(self, by: usize) -> Repair {
        Repair {
            span: self.span.start + by..self.span.end + by,
            ..self
        }
    }
}

impl fmt::Display for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at {}..{}: {}",
            self.kind,
            self.span.start,
            self.span.end,
            self.message.text()
        )
    }
}

/// What [`UriRef::parse_lenient`] returns: the repaired reference, every
/// repair, and the IPv6 zone identifier when the input had one.
/// [`Uri::join_lenient`](crate::Uri::join_lenient) returns a
/// `Repaired<Uri>`: the resolved URI and the repairs of the reference.
///
/// # Examples
///
/// ```
/// let fixed = urlkit::UriRef::parse_lenient("http://h/ä")?;
/// assert_eq!(fixed.uri().as_str(), "http://h/%C3%A4");
/// assert!(fixed.is_repaired());
/// assert_eq!(fixed.zone(), None);
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repaired<T = UriRef> {
    uri: T,
    repairs: Vec<Repair>,
    zone: Option<String>,
}

impl<T> Repaired<T> {
    /// The repaired reference (or, from a lenient join, the resolved URI):
    /// valid RFC 3986.
    ///
    /// # Examples
    ///
    /// ```
    /// let fixed = urlkit::UriRef::parse_lenient("http:\\\\h\\p")?;
    /// assert_eq!(fixed.uri().as_str(), "http://h/p");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn uri(&self) -> &T {
        &self.uri
    }

    /// The repaired reference, by value.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = urlkit::UriRef::parse_lenient("a b")?.into_uri();
    /// assert_eq!(uri.as_str(), "a%20b");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn into_uri(self) -> T {
        self.uri
    }

    /// Every repair, in input order (empty when the input was valid).
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(urlkit::UriRef::parse_lenient("http://h/")?.repairs().is_empty());
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn repairs(&self) -> &[Repair] {
        &self.repairs
    }

    /// Whether anything was repaired.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(urlkit::UriRef::parse_lenient("http://h/ ")?.is_repaired());
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn is_repaired(&self) -> bool {
        !self.repairs.is_empty()
    }

    /// The IPv6 zone identifier of the input (`eth0` of
    /// `http://[fe80::1%eth0]/`), which the URI leaves out (RFC 9844: a
    /// zone is local to the host and never sent). RFC 6874's `%25eth0` is
    /// read as the zone `eth0`. Given as written, without decoding.
    ///
    /// # Examples
    ///
    /// ```
    /// let fixed = urlkit::UriRef::parse_lenient("http://[fe80::1%25en1]/")?;
    /// assert_eq!(fixed.zone(), Some("en1"));
    /// assert_eq!(fixed.uri().host(), Some("[fe80::1]"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn zone(&self) -> Option<&str> {
        self.zone.as_deref()
    }

    /// The parts: reference, repairs, zone.
    ///
    /// # Examples
    ///
    /// ```
    /// let (uri, repairs, zone) = urlkit::UriRef::parse_lenient("x")?.into_parts();
    /// assert_eq!((uri.as_str(), repairs.len(), zone), ("x", 0, None));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn into_parts(self) -> (T, Vec<Repair>, Option<String>) {
        (self.uri, self.repairs, self.zone)
    }

    /// A value that needed no repair.
    pub(crate) fn unrepaired(uri: T) -> Repaired<T> {
        Repaired {
            uri,
            repairs: Vec::new(),
            zone: None,
        }
    }

    /// The same repairs and zone with the value changed by `f` (the
    /// repaired reference replaced by its resolution).
    pub(crate) fn map<U>(self, f: impl FnOnce(T) -> U) -> Repaired<U> {
        Repaired {
            uri: f(self.uri),
            repairs: self.repairs,
            zone: self.zone,
        }
    }
}

impl UriRef {
    /// Reads `input` as a browser's address bar or an HTML `href` would,
    /// and returns a valid RFC 3986 URI reference with every repair made
    /// (see the [`repair`](crate::repair) module for the list). Valid input
    /// comes back unchanged, with no repair.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    ///
    /// let fixed = UriRef::parse_lenient("https://example.com/wiki/Köln?q=a|b")?;
    /// assert_eq!(fixed.uri().as_str(), "https://example.com/wiki/K%C3%B6ln?q=a%7Cb");
    /// assert_eq!(fixed.repairs().len(), 2);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// What no browser accepts, as a [`ParseError`] with its index in
    /// `input`: a forbidden character in a host (a space, a control,
    /// `#/<>?@[\]^|`, a bad `%`), an unclosed `[`, an IPv6 literal that is
    /// not an address, a port that is not digits, a host that is not a
    /// valid internationalized domain name (feature `idna`), or an input
    /// over 4 GiB.
    pub fn parse_lenient(input: &str) -> Result<Repaired, ParseError> {
        lenient::repair(input)
    }
}
