//! Normalization and comparison (RFC 3986 §6).
//!
//! §6.2.2 (syntax-based): scheme and host to lowercase, the hex digits of
//! percent-encodings to uppercase, percent-encoded unreserved characters
//! decoded, dot segments removed. §6.2.3 (scheme-based): an empty port or
//! the scheme's default port dropped, an empty path with an authority
//! written `/`. Two references are equivalent when their normal forms are
//! the same text.
//!
//! The result is written once, into one allocation, and its offsets are
//! computed on the way instead of parsing it again.

use alloc::borrow::ToOwned;
use alloc::string::String;
use core::fmt::Write as _;

use crate::component::Parts;
use crate::host::Host;
use crate::parse::{to_u32, Offsets};
use crate::resolve::remove_dot_segments_into;
use crate::scheme::KnownScheme;
use crate::table::triplet;
use crate::table::UNRESERVED;
use crate::uri::{Uri, UriRef};
use crate::view::{UriRefView, UriView};

/// How far normalization goes (RFC 3986 §6.2).
///
/// # Examples
///
/// ```
/// use urlkit::{NormalizeLevel, Uri};
/// let uri = Uri::parse("HTTP://Example.COM:80")?;
/// assert_eq!(uri.normalize_with(NormalizeLevel::Syntax).as_str(), "http://example.com:80");
/// assert_eq!(uri.normalize_with(NormalizeLevel::Scheme).as_str(), "http://example.com/");
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum NormalizeLevel {
    /// §6.2.2 only: case, percent-encoding, dot segments (and IPv6 text,
    /// see [`Uri::normalize`]). Right for any scheme.
    Syntax,
    /// §6.2.2 and §6.2.3: also drops an empty port, leading zeros of a
    /// port, and the default port of a scheme this library knows
    /// ([`crate::scheme::default_port`]), and writes an empty path as `/`
    /// when there is an authority and the scheme is one of RFC 1738's
    /// internet schemes (http, https, ftp, ...).
    #[default]
    Scheme,
}

impl Uri {
    /// The normal form of this URI (RFC 3986 §6.2.2 and §6.2.3): the
    /// same as [`Uri::normalize_with`] at [`NormalizeLevel::Scheme`].
    ///
    /// What it does, component by component:
    ///
    /// - scheme: lowercase (§6.2.2.1);
    /// - userinfo, path, query, fragment: percent-encoded unreserved
    ///   characters decoded (`%7e` -> `~`), the hex digits of every other
    ///   percent-encoding uppercased (§6.2.2.1, §6.2.2.2); reserved
    ///   characters are never decoded (`%2F` stays);
    /// - host: the same, then lowercase; an IPv6 literal is rewritten in the
    ///   canonical text of RFC 5952 (`[0:0::1]` -> `[::1]`), so that
    ///   addresses compare by value, not by spelling; an IPvFuture is
    ///   lowercased;
    /// - path: dot segments removed (§6.2.2.3, with `%2E` as a dot); a
    ///   result starting with `//` without an authority is written `/.//`,
    ///   as resolution does;
    /// - scheme-based (§6.2.3): see [`NormalizeLevel::Scheme`].
    ///
    /// Normalizing twice gives the same as normalizing once.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let uri = Uri::parse("HTTP://Example.COM:80/a/./b/%7euser")?;
    /// assert_eq!(uri.normalize().as_str(), "http://example.com/a/b/~user");
    /// let uri = Uri::parse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d")?;
    /// assert_eq!(uri.normalize().as_str(), "example://a/b/c/%7Bfoo%7D");
    /// let uri = Uri::parse("http://[0:0::1]:8080")?;
    /// assert_eq!(uri.normalize().as_str(), "http://[::1]:8080/");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize(&self) -> Uri {
        self.normalize_with(NormalizeLevel::Scheme)
    }

    /// The normal form of this URI at `level`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{NormalizeLevel, Uri};
    /// let uri = Uri::parse("ftp://h:021")?;
    /// assert_eq!(uri.normalize_with(NormalizeLevel::Syntax).as_str(), "ftp://h:021");
    /// assert_eq!(uri.normalize_with(NormalizeLevel::Scheme).as_str(), "ftp://h/");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize_with(&self, level: NormalizeLevel) -> Uri {
        Uri::from_ref_unchecked(normalize_parts(self.parts(), level))
    }

    /// Whether two URIs are equivalent by RFC 3986 §6.2.2 and §6.2.3:
    /// whether their normal forms ([`Uri::normalize`]) are the same.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let a = Uri::parse("http://example.com")?;
    /// for b in ["http://example.com/", "http://example.com:/", "HTTP://EXAMPLE.com:80/"] {
    ///     assert!(a.normalized_eq(&Uri::parse(b)?));
    /// }
    /// assert!(Uri::parse("http://[::1]/")?.normalized_eq(&Uri::parse("http://[0:0::1]/")?));
    /// assert!(!a.normalized_eq(&Uri::parse("http://example.com/?")?));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalized_eq(&self, other: &Uri) -> bool {
        self.as_str() == other.as_str() || self.normalize() == other.normalize()
    }
}

impl UriRef {
    /// The normal form of this reference, at [`NormalizeLevel::Scheme`].
    ///
    /// A reference with a scheme is normalized as [`Uri::normalize`] does.
    /// A relative reference gets the same treatment, with one difference
    /// that RFC 3986 leaves to implementations: the dot segments of a
    /// relative-path reference (`a/../b`, `./x`, `..`) are kept, because
    /// they are only resolved after the merge with a base (§5.2.3) and
    /// removing them would change the result (`a/..` resolves to the
    /// base's directory, the empty reference to the base itself). A path
    /// starting with `/` is cleaned, as §5.2.2 cleans it whatever the base.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// assert_eq!(UriRef::parse("/a/./b/../c")?.normalize().as_str(), "/a/c");
    /// assert_eq!(UriRef::parse("a/./b/../%63")?.normalize().as_str(), "a/./b/../c");
    /// assert_eq!(UriRef::parse("//EXAMPLE.com/%7e")?.normalize().as_str(), "//example.com/~");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize(&self) -> UriRef {
        self.normalize_with(NormalizeLevel::Scheme)
    }

    /// The normal form of this reference at `level`; see
    /// [`UriRef::normalize`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{NormalizeLevel, UriRef};
    /// let r = UriRef::parse("HTTP://h:80")?;
    /// assert_eq!(r.normalize_with(NormalizeLevel::Syntax).as_str(), "http://h:80");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize_with(&self, level: NormalizeLevel) -> UriRef {
        normalize_parts(self.parts(), level)
    }

    /// Whether two references have the same normal form
    /// ([`UriRef::normalize`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let a = UriRef::parse("/%7Euser/./x")?;
    /// assert!(a.normalized_eq(&UriRef::parse("/~user/x")?));
    /// assert!(!UriRef::parse("a/../b")?.normalized_eq(&UriRef::parse("b")?));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalized_eq(&self, other: &UriRef) -> bool {
        self.as_str() == other.as_str() || self.normalize() == other.normalize()
    }
}

impl UriRefView<'_> {
    /// The normal form of this reference, as [`UriRef::normalize`] gives
    /// it.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRefView;
    /// assert_eq!(UriRefView::parse("//H:/%41")?.normalize().as_str(), "//h/A");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize(self) -> UriRef {
        normalize_parts(self.parts(), NormalizeLevel::Scheme)
    }

    /// The normal form of this reference at `level`, as
    /// [`UriRef::normalize_with`] gives it.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{NormalizeLevel, UriRefView};
    /// let r = UriRefView::parse("HTTP://H/%41")?;
    /// assert_eq!(r.normalize_with(NormalizeLevel::Scheme).as_str(), "http://h/A");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize_with(self, level: NormalizeLevel) -> UriRef {
        normalize_parts(self.parts(), level)
    }
}

impl UriRefView<'_> {
    /// Writes the normal form of this reference at `level` into `out`, a
    /// buffer the caller reuses (cleared first), and gives it: the same
    /// text as [`UriRefView::normalize_with`] (and so as
    /// [`UriRef::normalize_with`] and [`Uri::normalize_with`]), without
    /// allocating once `out` is large enough. For an owned reference or
    /// URI, call it on [`UriRef::as_view`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{NormalizeLevel, UriRefView};
    /// let mut out = String::new();
    /// for (input, normal) in [("HTTP://H:80/%7e", "http://h/~"), ("/a/./b", "/a/b")] {
    ///     let r = UriRefView::parse(input)?;
    ///     assert_eq!(r.normalize_into(NormalizeLevel::Scheme, &mut out), normal);
    /// }
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn normalize_into(self, level: NormalizeLevel, out: &mut String) -> &str {
        let buf = core::mem::take(out);
        *out = normalize_parts_in(self.parts(), level, buf).into_string();
        out.as_str()
    }
}

impl UriView<'_> {
    /// The normal form of this URI, as [`Uri::normalize`] gives it.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriView;
    /// assert_eq!(UriView::parse("HTTP://H:80")?.normalize().as_str(), "http://h/");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize(self) -> Uri {
        self.normalize_with(NormalizeLevel::Scheme)
    }

    /// The normal form of this URI at `level`, as [`Uri::normalize_with`]
    /// gives it.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{NormalizeLevel, UriView};
    /// let u = UriView::parse("HTTP://H:80")?;
    /// assert_eq!(u.normalize_with(NormalizeLevel::Syntax).as_str(), "http://h:80");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize_with(self, level: NormalizeLevel) -> Uri {
        Uri::from_ref_unchecked(normalize_parts(self.parts(), level))
    }
}

/// Builds the normal form of a parsed reference: each component goes
/// through its [`Writer`] step, in the order of §5.3.
pub(crate) fn normalize_parts(p: Parts<'_>, level: NormalizeLevel) -> UriRef {
    normalize_parts_in(p, level, String::new())
}

/// [`normalize_parts`], written into `buf` (cleared first): the reused
/// buffer of [`UriRefView::normalize_into`], a new one otherwise.
pub(crate) fn normalize_parts_in(p: Parts<'_>, level: NormalizeLevel, mut buf: String) -> UriRef {
    // IPv6 text can grow (`::ffff:a:a` -> `::ffff:0.10.0.10`), "/." adds 2
    // and an empty path 1: a hint, not a bound.
    buf.clear();
    buf.reserve(p.text.len().saturating_add(8));
    let mut w = Writer::with_buf(buf, level);
    w.head(p);
    let path = p.path();
    let path_start = w.start_path();
    // Dot segments of a relative-path reference are kept: see
    // `UriRef::normalize`.
    if p.scheme().is_some() || path.starts_with('/') {
        remove_dot_segments_into(w.buf(), path_start, false, path, push_path);
    } else {
        push_path(w.buf(), path);
    }
    w.end_path();
    w.tail(p);
    if w.too_long() {
        // A normal form can be a few bytes longer than its input (IPv6
        // text, "/." or "/"); past `u32::MAX` bytes its offsets would not
        // fit. Such an input (4 GiB, made with `parse_with_limit` off) is
        // returned as it is rather than with wrong offsets; normalizing it
        // again gives it back again, so idempotence holds.
        return UriRef::from_parts_unchecked(p.text.to_owned(), p.off);
    }
    w.finish()
}

/// The writer of a normal form, one component after the other (§5.3),
/// each by its rule of §6.2.2 and §6.2.3: the one place for those rules,
/// which [`normalize_parts`] feeds from one parsed reference and the
/// normalizing resolver (`Resolver::normalize`) from the pieces of a base
/// and a reference as §5.2.2 picks them, so that resolving and
/// normalizing take one pass.
///
/// The output is a `String` from the start: every piece is a whole `&str`
/// run of the input (cut at ASCII bytes) or an ASCII byte, so it needs no
/// UTF-8 check at the end. Runs are copied with one `push_str` each and
/// lowercased in place, rather than byte by byte. The offsets are written
/// on the way and checked against the parser in debug builds.
pub(crate) struct Writer {
    buf: String,
    off: Offsets,
    scheme_level: bool,
    has_authority: bool,
    path_start: usize,
}

impl Writer {
    /// A writer into `buf`, which must be empty (its capacity is reused).
    pub(crate) fn with_buf(buf: String, level: NormalizeLevel) -> Writer {
        debug_assert!(buf.is_empty());
        Writer {
            buf,
            off: Offsets::default(),
            scheme_level: level == NormalizeLevel::Scheme,
            has_authority: false,
            path_start: 0,
        }
    }

    /// `scheme ":"` and `"//" authority` of `p`, those it has, which must
    /// come first: copied as one run when they are normal already (no
    /// capital, no `%`, no port, no IP literal, which is the common case),
    /// otherwise by [`Writer::scheme`] and [`Writer::authority`].
    pub(crate) fn head(&mut self, p: Parts<'_>) {
        let run = p.text.get(..p.off.path_start as usize).unwrap_or_default();
        let normal = is_normal(run, true)
            && p.port_range().is_none()
            && !p.host().is_some_and(|h| h.starts_with('['));
        if normal && self.buf.is_empty() {
            self.buf.push_str(run);
            self.off.scheme_end = p.off.scheme_end;
            self.off.host_start = p.off.host_start;
            self.off.host_end = p.off.host_end;
            self.has_authority = p.has_authority();
        } else {
            self.scheme(p.scheme());
            self.authority(p.has_authority().then_some(p));
        }
    }

    /// `"?" query` and `"#" fragment` of `p`, those it has, after the path:
    /// copied as one run when they are normal already (no `%`),
    /// otherwise by [`Writer::query`] and [`Writer::fragment`].
    pub(crate) fn tail(&mut self, p: Parts<'_>) {
        let from = p.off.query_start as usize;
        match p.text.get(from..) {
            Some(run) if is_normal(run, false) => {
                let at = self.buf.len();
                self.buf.push_str(run);
                let query_len = p.off.fragment_start.saturating_sub(p.off.query_start);
                self.off.fragment_start = to_u32(at.saturating_add(query_len as usize));
            }
            _ => {
                self.query(p.query());
                self.fragment(p.fragment());
            }
        }
    }

    /// `scheme ":"`, the scheme in lowercase (§6.2.2.1).
    pub(crate) fn scheme(&mut self, scheme: Option<&str>) {
        if let Some(scheme) = scheme {
            push_lowercase(&mut self.buf, scheme);
            self.off.scheme_end = to_u32(self.buf.len());
            self.buf.push(':');
        }
    }

    /// The scheme, when this library knows it (for §6.2.3), looked up only
    /// when a rule needs it (a port, an empty path).
    fn known(&self) -> Option<KnownScheme> {
        // The scheme is written in lowercase: a plain comparison finds it,
        // where `KnownScheme::from_name` folds the case of every candidate.
        let scheme = self.buf.get(..self.off.scheme_end as usize)?;
        KnownScheme::ALL.into_iter().find(|k| scheme == k.name())
    }

    /// `"//" [ userinfo "@" ] host [ ":" port ]` of `p`, when it has an
    /// authority: userinfo percent-normalized, host by [`host`], port by
    /// [`port`].
    pub(crate) fn authority(&mut self, p: Option<Parts<'_>>) {
        let buf = &mut self.buf;
        let Some(p) = p else {
            self.off.host_start = to_u32(buf.len());
            self.off.host_end = self.off.host_start;
            return;
        };
        self.has_authority = true;
        buf.push_str("//");
        if let Some(userinfo) = p.userinfo() {
            pct_normalize(buf, userinfo, false);
            buf.push('@');
        }
        self.off.host_start = to_u32(buf.len());
        host(buf, p);
        self.off.host_end = to_u32(buf.len());
        if let Some(port) = p.port() {
            let default = if self.scheme_level {
                self.buf
                    .get(..self.off.scheme_end as usize)
                    .and_then(crate::ports::default_port)
            } else {
                None
            };
            self::port(&mut self.buf, port, self.scheme_level, default);
        }
    }

    /// Marks the start of the path, which the caller writes next into
    /// [`Writer::buf`], with [`push_path`] for each run (also as the copy
    /// of §5.2.4's routine, which removes dot segments as it goes);
    /// returns its index, the `out_start` of that routine.
    pub(crate) fn start_path(&mut self) -> usize {
        self.path_start = self.buf.len();
        self.off.path_start = to_u32(self.path_start);
        self.path_start
    }

    /// The text so far, for the path's writer.
    pub(crate) fn buf(&mut self) -> &mut String {
        &mut self.buf
    }

    /// Ends the path: a `//` without an authority is written `/.//`, as
    /// resolution does, and (§6.2.3) an empty path after an authority is
    /// `/` for the schemes of RFC 1738's internet syntax.
    pub(crate) fn end_path(&mut self) {
        let path_start = self.path_start;
        if !self.has_authority && self.buf.get(path_start..path_start + 2) == Some("//") {
            // "//" would read back as an authority (docs/security.md row
            // 16): "/." keeps the same path by §5.2.4.
            self.buf.insert_str(path_start, "/.");
        }
        if self.scheme_level
            && self.has_authority
            && self.buf.len() == path_start
            && self.known().is_some_and(KnownScheme::uses_internet_syntax)
        {
            self.buf.push('/');
        }
        self.off.query_start = to_u32(self.buf.len());
    }

    /// `"?" query`, percent-normalized.
    pub(crate) fn query(&mut self, query: Option<&str>) {
        if let Some(query) = query {
            self.buf.push('?');
            pct_normalize(&mut self.buf, query, false);
        }
        self.off.fragment_start = to_u32(self.buf.len());
    }

    /// `"#" fragment`, percent-normalized.
    pub(crate) fn fragment(&mut self, fragment: Option<&str>) {
        if let Some(fragment) = fragment {
            self.buf.push('#');
            pct_normalize(&mut self.buf, fragment, false);
        }
    }

    /// Whether the text written is longer than `u32::MAX` bytes, so that
    /// its offsets do not fit: then the caller keeps its input instead.
    pub(crate) fn too_long(&self) -> bool {
        u32::try_from(self.buf.len()).is_err()
    }

    /// The reference written (not [`Writer::too_long`]).
    pub(crate) fn finish(self) -> UriRef {
        debug_assert!(
            self.off
                .check_invariants(&self.buf, crate::parse::Rule::UriReference),
            "normal form {:?} must parse to the offsets {:?} computed for it",
            self.buf,
            self.off
        );
        UriRef::from_parts_unchecked(self.buf, self.off)
    }
}

/// Appends a run of a path, percent-normalized (§6.2.2.1, §6.2.2.2): the
/// copy that §5.2.4's routine makes when it normalizes as it cleans.
pub(crate) fn push_path(buf: &mut String, run: &str) {
    pct_normalize(buf, run, false);
}

/// The host, normalized: an IPv6 address in RFC 5952 text, an IPvFuture
/// lowercased, a reg-name or IPv4 address percent-normalized and
/// lowercased (§6.2.2.1).
fn host(buf: &mut String, p: Parts<'_>) {
    let raw = p.host().unwrap_or_default();
    if !raw.starts_with('[') {
        // A reg-name or IPv4 address: no need to tell them apart here.
        return pct_normalize(buf, raw, true);
    }
    match p.host_typed() {
        Some(Host::Ipv6(addr)) => {
            // std's Display is RFC 5952: lowercase, no leading zeros, the
            // longest run of two or more zero groups as "::" (the first on
            // a tie), and dotted IPv4 for ::ffff:0:0/96 (§5).
            let _ = write!(buf, "[{addr}");
            // An RFC 6874 zone (parsed only on request) is kept, its
            // percent-encoding normalized; its case may matter to the host.
            if let Some(zone) = p.zone_id() {
                buf.push_str("%25");
                pct_normalize(buf, zone, false);
            }
            buf.push(']');
        }
        Some(Host::IpvFuture(text)) => {
            buf.push('[');
            push_lowercase(buf, text);
            buf.push(']');
        }
        _ => pct_normalize(buf, p.host().unwrap_or_default(), true),
    }
}

/// The port: kept as written at the syntax level; at the scheme level
/// dropped when empty or the scheme's default (§3.2.3, §6.2.3), and
/// written without leading zeros otherwise (it is a decimal number).
fn port(buf: &mut String, port: &str, scheme_level: bool, default: Option<u16>) {
    if !scheme_level {
        buf.push(':');
        buf.push_str(port);
        return;
    }
    if port.is_empty() {
        return;
    }
    let digits = port.trim_start_matches('0');
    let digits = if digits.is_empty() { "0" } else { digits };
    if default.is_some_and(|d| digits.parse::<u16>() == Ok(d)) {
        return;
    }
    buf.push(':');
    buf.push_str(digits);
}

/// Copies `s`, decoding percent-encoded unreserved characters and
/// uppercasing the hex digits of the other percent-encodings (§6.2.2.1,
/// §6.2.2.2); with `lower`, lowercases every other letter (for the host).
fn pct_normalize(buf: &mut String, s: &str, lower: bool) {
    if is_normal(s, lower) {
        return buf.push_str(s);
    }
    let mut rest = s;
    loop {
        // Copy the run up to the next "%" whole. A byte loop: `str::find`
        // costs more on components this short.
        let run = rest.bytes().position(|b| b == b'%').unwrap_or(rest.len());
        let (Some(plain), Some(tail)) = (rest.get(..run), rest.get(run..)) else {
            return;
        };
        push_run(buf, plain, lower);
        if tail.is_empty() {
            return;
        }
        match (triplet(tail.as_bytes(), 0), tail.get(1..3), tail.get(3..)) {
            (Some(v), _, Some(after)) if UNRESERVED.allows(v) => {
                // Unreserved characters are ASCII.
                buf.push(char::from(if lower { v.to_ascii_lowercase() } else { v }));
                rest = after;
            }
            (Some(_), Some(hex), Some(after)) => {
                buf.push('%');
                push_uppercase(buf, hex);
                rest = after;
            }
            // Not reached: a parsed component has no "%" that is not a
            // triplet. The "%" is kept, and what follows is copied on.
            _ => {
                buf.push('%');
                rest = tail.get(1..).unwrap_or_default();
            }
        }
    }
}

/// Whether `s` is already normal: no "%", and with `lower` no capital.
/// Most components are, and are then copied whole. Every byte is looked
/// at, without an early exit, so that the loop is branch-free.
#[must_use]
pub fn is_normal(s: &str, lower: bool) -> bool {
    !s.bytes().fold(false, |work, b| {
        work | (b == b'%') | (lower & b.is_ascii_uppercase())
    })
}

/// The plain twin of [`is_normal`]: stops at the first byte that needs
/// work.
#[must_use]
pub fn is_normal_naive(s: &str, lower: bool) -> bool {
    !s.bytes()
        .any(|b| b == b'%' || (lower && b.is_ascii_uppercase()))
}

/// Appends `run`, lowercased when `lower`.
fn push_run(buf: &mut String, run: &str, lower: bool) {
    if lower {
        push_lowercase(buf, run);
    } else {
        buf.push_str(run);
    }
}

/// Appends `s` with its ASCII letters lowercased, in one copy.
fn push_lowercase(buf: &mut String, s: &str) {
    let from = buf.len();
    buf.push_str(s);
    if let Some(added) = buf.get_mut(from..) {
        added.make_ascii_lowercase();
    }
}

/// Appends `s` with its ASCII letters uppercased, in one copy.
fn push_uppercase(buf: &mut String, s: &str) {
    let from = buf.len();
    buf.push_str(s);
    if let Some(added) = buf.get_mut(from..) {
        added.make_ascii_uppercase();
    }
}
