//! Reference resolution (RFC 3986 §5): turning a relative reference into
//! the URI it stands for, and [`make_relative`], its inverse.
//!
//! The result is written once, into one allocation: the components of the
//! base and of the reference are copied in the order of §5.3, the path is
//! merged (§5.2.3) and cleaned (§5.2.4) in place, and the offsets of the
//! result are computed on the way instead of parsing it again. What §5.2.2
//! takes from each is decided once (`Plan`); a plain writer copies it, and
//! the normalizing one (`Resolver::normalize`) writes each component
//! through normalization's `Writer`, so that a normalized result costs one
//! pass too.
//!
//! The lenient join ([`Resolver::join_lenient`], [`Uri::join_lenient`])
//! reads an `href` as browsers do, knowing the base (`\` as `/` on an
//! http page), and reports each repair; on a reference that parses
//! strictly it is the strict join.

mod dot;
mod lenient;
mod relative;

pub use crate::error::{ResolveError, ResolveErrorKind};
pub use dot::remove_dot_segments;
pub use relative::{make_relative, Relativizer};

pub(crate) use dot::append_with as remove_dot_segments_into;
#[cfg(any(test, feature = "twins"))]
pub use dot::may_have_dot_segment;

use crate::component::Parts;
use crate::error::ParseError;
use crate::parse::{to_u32, Offsets};
use crate::uri::{Uri, UriRef, UriRefView, UriView};
use alloc::string::String;

/// Options for resolving references (RFC 3986 §5.2).
///
/// The default is the strict algorithm of §5.2.2, with `..` segments that
/// climb above the root silently dropped, as §5.2.4 says.
///
/// # Examples
///
/// ```
/// use urlkit::{Resolver, Uri, UriRef};
///
/// let base = Uri::parse("http://a/b/c/d;p?q")?;
/// let r = UriRef::parse("http:g")?;
/// // Strict (the default): a reference with a scheme keeps it.
/// assert_eq!(Resolver::new().resolve(&base, &r)?.as_str(), "http:g");
/// // §5.2.2's backward-compatible rule: the same scheme is ignored.
/// let lax = Resolver::new().strict(false);
/// assert_eq!(lax.resolve(&base, &r)?.as_str(), "http://a/b/c/g");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resolver {
    strict: bool,
    reject_path_underflow: bool,
    normalize: bool,
}

impl Default for Resolver {
    fn default() -> Resolver {
        Resolver::new()
    }
}

impl Resolver {
    /// The strict resolver of §5.2.2.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Resolver;
    /// assert_eq!(Resolver::new(), Resolver::default());
    /// ```
    #[must_use]
    pub const fn new() -> Resolver {
        Resolver {
            strict: true,
            reject_path_underflow: false,
            normalize: false,
        }
    }

    /// With `false`, a reference whose scheme equals the base's (compared
    /// without case, §3.1) is resolved as if it had none: the
    /// backward-compatible rule of §5.2.2 for parsers that never stopped
    /// reading `http:g` as a relative reference. RFC 3986 advises against
    /// it; prefer the strict default.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Resolver, Uri, UriRef};
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let r = UriRef::parse("HTTP:g?q#f")?;
    /// let t = Resolver::new().strict(false).resolve(&base, &r)?;
    /// assert_eq!(t.as_str(), "http://a/b/c/g?q#f");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn strict(mut self, strict: bool) -> Resolver {
        self.strict = strict;
        self
    }

    /// With `true`, a `..` segment that has nothing left to remove (it
    /// would climb above the root, like `../../etc/passwd` against
    /// `http://h/a`) is an error instead of being dropped as §5.2.4 says.
    /// For servers that map paths to files and want to know (Go
    /// CVE-2022-32190 joined such paths and kept the `..`).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{ResolveErrorKind, Resolver, Uri, UriRef};
    /// let base = Uri::parse("http://h/a")?;
    /// let r = UriRef::parse("../../etc/passwd")?;
    /// let checked = Resolver::new().reject_path_underflow(true);
    /// let err = checked.resolve(&base, &r).unwrap_err();
    /// assert_eq!(err.kind(), ResolveErrorKind::PathUnderflow);
    /// assert_eq!(err.index(), 0);
    /// assert_eq!(Resolver::new().resolve(&base, &r)?.as_str(), "http://h/etc/passwd");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn reject_path_underflow(mut self, reject: bool) -> Resolver {
        self.reject_path_underflow = reject;
        self
    }

    /// With `true`, the result is also normalized ([`Uri::normalize`]:
    /// RFC 3986 §6.2.2 and §6.2.3) in the same pass: each component is
    /// written in its normal form as it is taken from the base or the
    /// reference (the path percent-normalized segment by segment while
    /// §5.2.4 removes its dot segments), into one allocation, with the
    /// same result as resolving and then normalizing. The crawler's
    /// pipeline:
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Resolver, Uri};
    /// let base = Uri::parse("http://example.com/a/b")?;
    /// let joiner = Resolver::new().normalize(true);
    /// let t = joiner.join(&base, "HTTP://EXAMPLE.com:80/%7euser/./x#top")?;
    /// assert_eq!(t, "http://example.com/~user/x#top");
    /// assert_eq!(joiner.join(&base, "../c?q")?, "http://example.com/c?q");
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    #[must_use]
    pub const fn normalize(mut self, normalize: bool) -> Resolver {
        self.normalize = normalize;
        self
    }

    /// Parses `reference` (borrowed, no copy) and resolves it against
    /// `base` with these options: [`Uri::join`] with the options of a
    /// `Resolver`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Resolver, Uri};
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// assert_eq!(Resolver::new().join(&base, "../g")?, "http://a/b/g");
    /// assert!(Resolver::new().join(&base, "a b").is_err());
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`crate::Error::Parse`] when `reference` is not a `URI-reference`;
    /// [`crate::Error::Resolve`] as for [`Resolver::resolve`].
    pub fn join(&self, base: &Uri, reference: &str) -> Result<Uri, crate::Error> {
        let r = UriRefView::parse(reference)?;
        Ok(resolve_parts(*self, base.parts(), r.parts())?)
    }

    /// Resolves `reference` against `base` (§5.2), with these options.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Resolver, Uri, UriRef};
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let t = Resolver::new().resolve(&base, &UriRef::parse("../g")?)?;
    /// assert_eq!(t.as_str(), "http://a/b/g");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`ResolveErrorKind::PathUnderflow`] when that check is on and a
    /// `..` climbs above the root; [`ResolveErrorKind::TooLong`] when the
    /// base and the reference together are longer than `u32::MAX` bytes
    /// (the most the result can be, so that its offsets fit in `u32`).
    pub fn resolve(&self, base: &Uri, reference: &UriRef) -> Result<Uri, ResolveError> {
        resolve_parts(*self, base.parts(), reference.parts())
    }

    /// Resolves like [`Resolver::resolve`], from borrowed views.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Resolver, UriRefView, UriView};
    /// let base = UriView::parse("http://a/b/c/d;p?q")?;
    /// let r = UriRefView::parse("g;x?y#s")?;
    /// let t = Resolver::new().resolve_views(base, r)?;
    /// assert_eq!(t.as_str(), "http://a/b/c/g;x?y#s");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Resolver::resolve`].
    pub fn resolve_views(
        &self,
        base: UriView<'_>,
        reference: UriRefView<'_>,
    ) -> Result<Uri, ResolveError> {
        resolve_parts(*self, base.parts(), reference.parts())
    }

    /// Resolves like [`Resolver::resolve_views`], writing the target into
    /// `out`, a buffer the caller reuses (cleared first), and gives it:
    /// the same text, without allocating once `out` is large enough.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Resolver, UriRefView, UriView};
    /// let base = UriView::parse("http://a/b/c/d;p?q")?;
    /// let mut out = String::new();
    /// for (r, target) in [("../g", "http://a/b/g"), ("?y", "http://a/b/c/d;p?y")] {
    ///     let r = UriRefView::parse(r)?;
    ///     assert_eq!(Resolver::new().resolve_views_into(base, r, &mut out)?, target);
    /// }
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Resolver::resolve`]; `out` is then left empty.
    pub fn resolve_views_into<'o>(
        &self,
        base: UriView<'_>,
        reference: UriRefView<'_>,
        out: &'o mut String,
    ) -> Result<&'o str, ResolveError> {
        let buf = core::mem::take(out);
        *out = resolve_parts_in(*self, base.parts(), reference.parts(), buf)?.into_string();
        Ok(out.as_str())
    }
}

impl UriRef {
    /// Resolves this reference against `base`, by the strict algorithm of
    /// RFC 3986 §5.2 (use a [`Resolver`] for the other options).
    ///
    /// - The base's fragment is ignored (§5.2.1).
    /// - A reference with a scheme keeps it, even the base's own (strict
    ///   §5.2.2; see [`Resolver::strict`] for the other rule).
    /// - The path is merged with the base's (§5.2.3), and dot segments are
    ///   removed wherever §5.2.2 says, also from paths without a leading
    ///   `/` (`telnet:a./.` gives `telnet:a./`). `%2E` counts as a dot (see
    ///   [`remove_dot_segments`]).
    /// - When the result has no authority and its path would start with
    ///   `//`, which would read back as an authority (base `a:/b`,
    ///   reference `..//c` gives the path `//c`), the path is written
    ///   `/.//c`: the same path by §5.2.4, and a URI that parses back to
    ///   the same components. RFC 3986 leaves this case open.
    ///
    /// The result always parses back to itself, and the time is linear in
    /// the length of the base and the reference.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Uri, UriRef};
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let r = UriRef::parse("../../g")?;
    /// assert_eq!(r.resolve_against(&base)?.as_str(), "http://a/g");
    /// let r = UriRef::parse("..//c")?;
    /// assert_eq!(r.resolve_against(&Uri::parse("a:/b")?)?.as_str(), "a:/.//c");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`ResolveErrorKind::TooLong`] when the base and the reference
    /// together are longer than `u32::MAX` bytes (4 GiB), the bound on the
    /// result's length. Nothing else can fail: the strict resolver never
    /// refuses a reference.
    pub fn resolve_against(&self, base: &Uri) -> Result<Uri, ResolveError> {
        resolve_parts(Resolver::new(), base.parts(), self.parts())
    }
}

impl Uri {
    /// Parses `reference` and resolves it against this URI (RFC 3986
    /// §5.2, strict), the way a crawler resolves an `href`: the reference
    /// is borrowed while it is parsed, and the result is written once.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let base = Uri::parse("https://example.com/docs/guide/")?;
    /// assert_eq!(base.join("../api?v=2#top")?, "https://example.com/docs/api?v=2#top");
    /// assert_eq!(base.join("//cdn.example.net/x.js")?, "https://cdn.example.net/x.js");
    /// assert!(base.join("a b").is_err());
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ParseError`] when `reference` is not a `URI-reference`; also
    /// [`crate::ParseErrorKind::TooLong`] when the base and the reference
    /// together pass `u32::MAX` bytes (resolution's only failure with the
    /// default options).
    pub fn join(&self, reference: &str) -> Result<Uri, ParseError> {
        join_parts(self.parts(), reference)
    }
}

impl UriView<'_> {
    /// Parses `reference` and resolves it against this URI: see
    /// [`Uri::join`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriView;
    /// let base = UriView::parse("http://a/b/c/d;p?q")?;
    /// assert_eq!(base.join("g?y")?, "http://a/b/c/g?y");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Uri::join`].
    pub fn join(&self, reference: &str) -> Result<Uri, ParseError> {
        join_parts(self.parts(), reference)
    }
}

/// Parses and resolves with the default options; the one way resolution
/// can fail then (the 4 GiB limit) becomes a parse error of the reference.
fn join_parts(base: Parts<'_>, reference: &str) -> Result<Uri, ParseError> {
    let r = UriRefView::parse(reference)?;
    resolve_parts(Resolver::new(), base, r.parts()).map_err(|e| {
        ParseError::new(
            crate::error::ParseErrorKind::TooLong,
            e.index().min(u32::MAX as usize),
            "",
        )
    })
}

impl UriRefView<'_> {
    /// Resolves this reference against `base`, as
    /// [`UriRef::resolve_against`] does.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{UriRefView, UriView};
    /// let base = UriView::parse("http://a/b/c/d;p?q")?;
    /// let t = UriRefView::parse("?y")?.resolve_against(base)?;
    /// assert_eq!(t.as_str(), "http://a/b/c/d;p?y");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::resolve_against`].
    pub fn resolve_against(self, base: UriView<'_>) -> Result<Uri, ResolveError> {
        resolve_parts(Resolver::new(), base.parts(), self.parts())
    }
}

impl Uri {
    /// The shortest reference that resolves against this URI to exactly
    /// `target`: see [`make_relative`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let target = Uri::parse("http://a/b/g?y")?;
    /// assert_eq!(base.make_relative(&target).unwrap().as_str(), "../g?y");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn make_relative(&self, target: &Uri) -> Option<UriRef> {
        make_relative(self, target)
    }
}

/// Byte positions of a parsed reference, as `usize`, with the presence
/// of each component decided once.
#[derive(Clone, Copy)]
struct At<'a> {
    parts: Parts<'a>,
    /// Index of the `:` after the scheme; 0 without a scheme.
    scheme_end: usize,
    /// First byte after `scheme:` (0 without a scheme).
    after_scheme: usize,
    has_authority: bool,
    path_start: usize,
    query_start: usize,
    fragment_start: usize,
}

impl<'a> At<'a> {
    fn new(p: Parts<'a>) -> At<'a> {
        let off = p.off;
        let scheme_end = off.scheme_end as usize;
        let after_scheme = if scheme_end > 0 { scheme_end + 1 } else { 0 };
        let path_start = off.path_start as usize;
        At {
            parts: p,
            scheme_end,
            after_scheme,
            // Without an authority the path starts right after the scheme.
            has_authority: path_start > after_scheme,
            path_start,
            query_start: off.query_start as usize,
            fragment_start: off.fragment_start as usize,
        }
    }

    fn get(self, from: usize, to: usize) -> &'a str {
        self.parts.text.get(from..to).unwrap_or_default()
    }

    fn path(self) -> &'a str {
        self.get(self.path_start, self.query_start)
    }

    fn has_query(self) -> bool {
        self.query_start < self.fragment_start
    }
}

/// Where the target path comes from (§5.2.2).
#[derive(Clone, Copy)]
enum PathFrom<'a> {
    /// The base's path, untouched (a reference with an empty path).
    Base(&'a str),
    /// `remove_dot_segments(path)`.
    Clean(&'a str),
    /// `remove_dot_segments(merge(...))`: the first part is what §5.2.3
    /// keeps of the base's path, the second the reference's path.
    Merge(&'a str, &'a str),
}

/// §5.2.3: what the merge keeps of the base's path before the
/// reference's: `/` for a base with an authority and an empty path,
/// otherwise everything up to and including the last `/` (nothing when
/// there is none).
fn merge_prefix(base: At<'_>) -> &str {
    let path = base.path();
    if base.has_authority && path.is_empty() {
        return "/";
    }
    // Paths are short: a plain loop beats a call to memrchr here.
    match path.bytes().rposition(|b| b == b'/') {
        Some(i) => path.get(..=i).unwrap_or_default(),
        None => "",
    }
}

/// What §5.2.2 takes from the base and what from the reference: decided
/// once, then written by [`write_plain`] (copying runs) or
/// [`write_normal`] (normalizing each component as it is written). It
/// points at the base and the reference rather than copying them.
#[derive(Clone, Copy)]
struct Plan<'p, 'a> {
    /// Gives `scheme ":"`.
    scheme: &'p At<'a>,
    /// Gives `"//" authority`, when the target has one.
    authority: Option<&'p At<'a>>,
    /// Whether the scheme and the authority come from the same reference
    /// (every case but a network-path reference): one run of its text.
    head_from_one: bool,
    path: PathFrom<'a>,
    /// Gives `"?" query`, when present: the base for an empty reference
    /// without a query (§5.2.2), otherwise the reference.
    query: &'p At<'a>,
    query_from_base: bool,
    /// The reference, which gives `"#" fragment` (never the base, §5.2.1).
    reference: &'p At<'a>,
}

impl<'p, 'a> Plan<'p, 'a> {
    /// §5.2.2, with the options' rule for a scheme equal to the base's.
    fn new(opts: Resolver, b: &'p At<'a>, r: &'p At<'a>) -> Plan<'p, 'a> {
        let r_has_scheme = r.scheme_end > 0
            && (opts.strict
                || !r
                    .get(0, r.scheme_end)
                    .eq_ignore_ascii_case(b.get(0, b.scheme_end)));
        let given = |from: &'p At<'a>| from.has_authority.then_some(from);
        let (scheme, authority, path, head_from_one) = if r_has_scheme {
            (r, given(r), PathFrom::Clean(r.path()), true)
        } else if r.has_authority {
            // The base's scheme (also in non-strict mode, where the
            // reference's equals it), the reference's authority.
            (b, Some(r), PathFrom::Clean(r.path()), false)
        } else {
            let r_path = r.path();
            let path = if r_path.is_empty() {
                PathFrom::Base(b.path())
            } else if r_path.starts_with('/') {
                PathFrom::Clean(r_path)
            } else {
                PathFrom::Merge(merge_prefix(*b), r_path)
            };
            (b, given(b), path, true)
        };
        // An empty reference without a query keeps the base's (§5.2.2).
        let query_from_base = matches!(path, PathFrom::Base(_)) && !r.has_query();
        Plan {
            scheme,
            authority,
            head_from_one,
            path,
            query: if query_from_base { b } else { r },
            query_from_base,
            reference: r,
        }
    }
}

/// Resolves `r` against `base` and builds the result (§5.2, §5.3), in one
/// pass: with [`Resolver::normalize`], each component is normalized as it
/// is written ([`write_normal`]); otherwise the runs are copied
/// ([`write_plain`]). `twins::resolve_then_normalize` is the plain twin of
/// the first: the second followed by [`Uri::normalize`], which
/// `tests/it/join.rs` compares it with.
pub(crate) fn resolve_parts(
    opts: Resolver,
    base: Parts<'_>,
    r: Parts<'_>,
) -> Result<Uri, ResolveError> {
    resolve_parts_in(opts, base, r, String::new())
}

/// [`resolve_parts`], written into `buf` (cleared first): the reused
/// buffer of [`Resolver::resolve_views_into`], a new one otherwise.
pub(crate) fn resolve_parts_in(
    opts: Resolver,
    base: Parts<'_>,
    r: Parts<'_>,
    buf: String,
) -> Result<Uri, ResolveError> {
    let (b, r_at) = (At::new(base), At::new(r));
    // Every piece of the result comes from a distinct part of `base` or of
    // `r`, plus at most 3 bytes: the "/" of a merge with an empty base
    // path, or the "/." before a "//" path.
    let cap = base
        .text
        .len()
        .checked_add(r.text.len())
        .and_then(|n| n.checked_add(3))
        .filter(|&n| u32::try_from(n).is_ok())
        .ok_or(ResolveError::new(
            ResolveErrorKind::TooLong,
            u32::MAX as usize,
        ))?;
    let plan = Plan::new(opts, &b, &r_at);
    if opts.normalize {
        write_normal(plan, cap, opts.reject_path_underflow, buf)
    } else {
        write_plain(plan, cap, opts.reject_path_underflow, buf)
    }
}

/// The error for a `..` that climbed above the root at `at` of the
/// reference's path, when the options ask for one.
fn underflow(reject: bool, r: &At<'_>, at: Option<usize>) -> Result<(), ResolveError> {
    match (reject, at) {
        (true, Some(at)) => Err(ResolveError::new(
            ResolveErrorKind::PathUnderflow,
            r.path_start + at,
        )),
        _ => Ok(()),
    }
}

/// Writes the target of `plan` as runs copied whole: `scheme:`, the
/// authority, the path (cleaned as it is copied), and `?query#fragment`
/// (one run, except when an empty reference takes the base's query). The
/// offsets of each run are known from its source, so nothing is parsed
/// again.
#[inline(always)]
fn write_plain(
    plan: Plan<'_, '_>,
    cap: usize,
    reject: bool,
    mut out: String,
) -> Result<Uri, ResolveError> {
    let (s, r) = (plan.scheme, plan.reference);
    out.clear();
    out.reserve(cap);
    let mut off = Offsets::default();
    off.scheme_end = s.parts.off.scheme_end;
    match plan.authority {
        Some(a) if !plan.head_from_one => {
            // The base's `scheme ":"`, the reference's authority.
            out.push_str(s.get(0, s.after_scheme));
            out.push_str(a.get(a.after_scheme, a.path_start));
            let moved =
                |i: u32| to_u32((i as usize).saturating_sub(a.after_scheme) + s.after_scheme);
            off.host_start = moved(a.parts.off.host_start);
            off.host_end = moved(a.parts.off.host_end);
        }
        _ => {
            // `scheme ":"` and the authority, if any: one run, whose
            // offsets are its source's.
            out.push_str(s.get(0, s.path_start));
            off.host_start = s.parts.off.host_start;
            off.host_end = s.parts.off.host_end;
        }
    }
    let path_start = out.len();
    off.path_start = to_u32(path_start);
    let climbed = write_path(&mut out, path_start, plan.path, false, String::push_str);
    underflow(reject, r, climbed)?;
    if plan.authority.is_none() && out.get(path_start..).is_some_and(|p| p.starts_with("//")) {
        // "//" here would read back as an authority (docs/security.md row
        // 16): "/." keeps the same path by §5.2.4 and parses unambiguously.
        out.insert_str(path_start, "/.");
    }
    let query_start = out.len();
    off.query_start = to_u32(query_start);
    if plan.query_from_base {
        let q = plan.query;
        out.push_str(q.get(q.query_start, q.fragment_start));
        off.fragment_start = to_u32(out.len());
        out.push_str(r.get(r.fragment_start, r.parts.text.len()));
    } else {
        // `?query#fragment` of the reference: one run.
        out.push_str(r.get(r.query_start, r.parts.text.len()));
        off.fragment_start = to_u32(query_start + (r.fragment_start - r.query_start));
    }
    debug_assert!(
        off.check_invariants(&out, crate::parse::Rule::Uri),
        "resolution output {out:?} must parse to the offsets {off:?} computed for it"
    );
    Ok(Uri::from_ref_unchecked(UriRef::from_parts_unchecked(
        out, off,
    )))
}

/// Writes the target of `plan` in its normal form (RFC 3986 §6.2.2,
/// §6.2.3) through normalization's [`Writer`], the one place of its
/// rules: the scheme and the authority normalized from their source, the
/// path percent-normalized as §5.2.4 moves each segment (one pass, with
/// the base's own path cleaned too, as normalizing the result would),
/// then the query and the fragment.
fn write_normal(
    plan: Plan<'_, '_>,
    cap: usize,
    reject: bool,
    mut buf: String,
) -> Result<Uri, ResolveError> {
    use crate::normalize::{push_path, NormalizeLevel, Writer};
    let (s, r) = (plan.scheme, plan.reference);
    // IPv6 text can grow, and an empty path becomes "/": a hint.
    buf.clear();
    buf.reserve(cap.saturating_add(8));
    let mut w = Writer::with_buf(buf, NormalizeLevel::Scheme);
    if plan.head_from_one {
        w.head(s.parts);
    } else {
        w.scheme(s.parts.scheme());
        w.authority(plan.authority.map(|a| a.parts));
    }
    let path_start = w.start_path();
    // The base's path went through no §5.2.4 yet: normalizing the result
    // would clean it, so it is cleaned here too.
    let climbed = if plan.path.is_normal() {
        // Most paths have no "%" to normalize: copied as runs.
        write_path(w.buf(), path_start, plan.path, true, String::push_str)
    } else {
        write_path(w.buf(), path_start, plan.path, true, push_path)
    };
    underflow(reject, r, climbed)?;
    w.end_path();
    if plan.query_from_base {
        w.query(plan.query.parts.query());
        w.fragment(r.parts.fragment());
    } else {
        w.tail(r.parts);
    }
    if w.too_long() {
        // Past `u32::MAX` bytes once normalized: as the two passes give it,
        // the resolved text, which normalization returns as it is.
        return write_plain(plan, cap, reject, String::new());
    }
    Ok(Uri::from_ref_unchecked(w.finish()))
}

impl PathFrom<'_> {
    /// Whether the pieces of the path are normal already (no `%`).
    fn is_normal(self) -> bool {
        use crate::normalize::is_normal;
        match self {
            PathFrom::Base(p) | PathFrom::Clean(p) => is_normal(p, false),
            PathFrom::Merge(dir, p) => is_normal(dir, false) && is_normal(p, false),
        }
    }
}

/// Appends the target path (§5.2.2) to `out`, each run moved by `copy`:
/// the base's path as it is (or, with `clean_base`, through §5.2.4 as
/// normalization would run it), or the reference's, cleaned or merged;
/// returns where in the reference's path a `..` found nothing to remove.
#[inline(always)]
fn write_path(
    out: &mut String,
    path_start: usize,
    path: PathFrom<'_>,
    clean_base: bool,
    copy: impl Fn(&mut String, &str) + Copy,
) -> Option<usize> {
    match path {
        PathFrom::Base(p) if clean_base => {
            // A `..` of the base's own path is no error of the reference.
            dot::append_with(out, path_start, false, p, copy);
            None
        }
        PathFrom::Base(p) => {
            copy(out, p);
            None
        }
        PathFrom::Clean(p) => dot::append_with(out, path_start, false, p, copy).underflow,
        PathFrom::Merge(dir, p) => merge_into(out, path_start, dir, p, copy),
    }
}

/// Appends `remove_dot_segments(dir + path)` (§5.2.3, §5.2.4) to `out`,
/// each run moved by `copy`; returns where in `path` a `..` found nothing
/// to remove, if one did (0 when it came from `dir`).
fn merge_into(
    out: &mut String,
    path_start: usize,
    dir: &str,
    path: &str,
    copy: impl Fn(&mut String, &str) + Copy,
) -> Option<usize> {
    if dot::may_have_dot_segment(dir) {
        // Rare: the base's own path has dot segments, which §5.2.4 runs
        // over together with the reference's.
        let merged = [dir, path].concat();
        let trace = dot::append_with(out, path_start, false, &merged, copy);
        return trace.underflow.map(|at| at.saturating_sub(dir.len()));
    }
    // A clean directory passes through §5.2.4 unchanged, segment by
    // segment (rule E), leaving "/" + path as the input: copy it and
    // carry on from there without building the merged path.
    match dir.strip_suffix('/') {
        Some(kept) => {
            copy(out, kept);
            dot::append_with(out, path_start, true, path, copy).underflow
        }
        None => dot::append_with(out, path_start, false, path, copy).underflow,
    }
}
