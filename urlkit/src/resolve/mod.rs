//! Reference resolution (RFC 3986 §5): turning a relative reference into
//! the URI it stands for, and [`make_relative`], its inverse.
//!
//! The result is written once, into one allocation: the components of the
//! base and of the reference are copied in the order of §5.3, the path is
//! merged (§5.2.3) and cleaned (§5.2.4) in place, and the offsets of the
//! result are computed on the way instead of parsing it again.

mod dot;
mod error;
mod relative;

pub use dot::remove_dot_segments;
pub use error::{ResolveError, ResolveErrorKind};
pub use relative::make_relative;

pub(crate) use dot::in_place as remove_dot_segments_in_place;

use crate::component::Parts;
use crate::parse::Offsets;
use crate::uri::{Uri, UriRef};
use crate::view::{UriRefView, UriView};

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
    /// result would be longer than `u32::MAX` bytes.
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
}

impl UriRef {
    /// Resolves this reference against `base`, by the strict algorithm of
    /// RFC 3986 §5.2.
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
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Uri, UriRef};
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let r = UriRef::parse("../../g")?;
    /// assert_eq!(r.resolve_against(&base).as_str(), "http://a/g");
    /// let r = UriRef::parse("..//c")?;
    /// assert_eq!(r.resolve_against(&Uri::parse("a:/b")?).as_str(), "a:/.//c");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    ///
    /// # Panics
    ///
    /// Only when the result would be longer than `u32::MAX` bytes (4 GiB),
    /// which the two inputs together can reach; use
    /// [`UriRef::try_resolve_against`] to get an error instead.
    #[must_use]
    pub fn resolve_against(&self, base: &Uri) -> Uri {
        match self.try_resolve_against(base) {
            Ok(uri) => uri,
            Err(err) => panic!("{err}"),
        }
    }

    /// Resolves like [`UriRef::resolve_against`], returning an error
    /// instead of panicking when the result would be too long.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Uri, UriRef};
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let t = UriRef::parse("g?y/./x")?.try_resolve_against(&base)?;
    /// assert_eq!(t.as_str(), "http://a/b/c/g?y/./x");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`ResolveErrorKind::TooLong`] when the result would be longer than
    /// `u32::MAX` bytes.
    pub fn try_resolve_against(&self, base: &Uri) -> Result<Uri, ResolveError> {
        resolve_parts(Resolver::new(), base.parts(), self.parts())
    }
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
    /// let t = UriRefView::parse("?y")?.resolve_against(base);
    /// assert_eq!(t.as_str(), "http://a/b/c/d;p?y");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    ///
    /// # Panics
    ///
    /// Only when the result would be longer than `u32::MAX` bytes; see
    /// [`Resolver::resolve_views`] for the fallible form.
    #[must_use]
    pub fn resolve_against(self, base: UriView<'_>) -> Uri {
        match resolve_parts(Resolver::new(), base.parts(), self.parts()) {
            Ok(uri) => uri,
            Err(err) => panic!("{err}"),
        }
    }
}

impl Uri {
    /// Resolves `reference` against this URI: sugar for
    /// [`UriRef::resolve_against`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Uri, UriRef};
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// assert_eq!(base.resolve(&UriRef::parse("//g")?).as_str(), "http://g");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    ///
    /// # Panics
    ///
    /// As [`UriRef::resolve_against`].
    #[must_use]
    pub fn resolve(&self, reference: &UriRef) -> Uri {
        reference.resolve_against(self)
    }

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

/// An authority copied into the result, and where its host lies in it.
#[derive(Clone, Copy)]
struct Authority<'a> {
    text: &'a str,
    /// Host bounds, relative to the start of `text`.
    host_start: u32,
    host_end: u32,
}

fn authority(p: Parts<'_>) -> Option<Authority<'_>> {
    let text = p.authority()?;
    let start = p.after_scheme() + 2;
    Some(Authority {
        text,
        host_start: p.off.host_start - start,
        host_end: p.off.host_end - start,
    })
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

/// The components of the target URI, as §5.2.2 chooses them.
struct Target<'a> {
    scheme: &'a str,
    authority: Option<Authority<'a>>,
    path: PathFrom<'a>,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

/// §5.2.2, the transform, up to the path clean-up.
fn transform<'a>(opts: Resolver, base: Parts<'a>, r: Parts<'a>) -> Target<'a> {
    let base_scheme = base.scheme().unwrap_or_default();
    let r_scheme = r
        .scheme()
        .filter(|s| opts.strict || !s.eq_ignore_ascii_case(base_scheme));
    let fragment = r.fragment();
    if let Some(scheme) = r_scheme {
        return Target {
            scheme,
            authority: authority(r),
            path: PathFrom::Clean(r.path()),
            query: r.query(),
            fragment,
        };
    }
    // In non-strict mode the reference's scheme is dropped, but it is the
    // base's own, so the base's spelling is used for it.
    let scheme = base_scheme;
    if r.has_authority() {
        return Target {
            scheme,
            authority: authority(r),
            path: PathFrom::Clean(r.path()),
            query: r.query(),
            fragment,
        };
    }
    let r_path = r.path();
    let (path, query) = if r_path.is_empty() {
        (PathFrom::Base(base.path()), r.query().or(base.query()))
    } else if r_path.starts_with('/') {
        (PathFrom::Clean(r_path), r.query())
    } else {
        (PathFrom::Merge(merge_prefix(base), r_path), r.query())
    };
    Target {
        scheme,
        authority: authority(base),
        path,
        query,
        fragment,
    }
}

/// §5.2.3: what the merge keeps of the base's path before the
/// reference's: `/` for a base with an authority and an empty path,
/// otherwise everything up to and including the last `/` (nothing when
/// there is none).
fn merge_prefix(base: Parts<'_>) -> &str {
    let path = base.path();
    if base.has_authority() && path.is_empty() {
        return "/";
    }
    match path.rfind('/') {
        Some(i) => path.get(..=i).unwrap_or_default(),
        None => "",
    }
}

/// Resolves `r` against `base` and builds the result (§5.2, §5.3).
pub(crate) fn resolve_parts(
    opts: Resolver,
    base: Parts<'_>,
    r: Parts<'_>,
) -> Result<Uri, ResolveError> {
    let t = transform(opts, base, r);
    let path_len = match t.path {
        PathFrom::Base(p) | PathFrom::Clean(p) => p.len(),
        PathFrom::Merge(a, b) => a.len() + b.len(),
    };
    // The largest the result can be: the path only shrinks, except for
    // the two bytes of a "/." prefix.
    let cap = [
        t.scheme.len() + 1,
        t.authority.map_or(0, |a| a.text.len() + 2),
        path_len + 2,
        t.query.map_or(0, |q| q.len() + 1),
        t.fragment.map_or(0, |f| f.len() + 1),
    ]
    .iter()
    .try_fold(0usize, |acc, n| acc.checked_add(*n))
    .filter(|&n| u32::try_from(n).is_ok())
    .ok_or_else(|| ResolveError::new(ResolveErrorKind::TooLong, u32::MAX as usize))?;
    let mut buf = Vec::with_capacity(cap);
    let mut off = Offsets::default();
    buf.extend_from_slice(t.scheme.as_bytes());
    off.scheme_end = to_u32(buf.len());
    buf.push(b':');
    if let Some(auth) = t.authority {
        buf.extend_from_slice(b"//");
        let start = to_u32(buf.len());
        off.host_start = start + auth.host_start;
        off.host_end = start + auth.host_end;
        buf.extend_from_slice(auth.text.as_bytes());
    } else {
        off.host_start = to_u32(buf.len());
        off.host_end = off.host_start;
    }
    let path_start = buf.len();
    off.path_start = to_u32(path_start);
    let (underflow, prefix_len) = match t.path {
        PathFrom::Base(p) => {
            buf.extend_from_slice(p.as_bytes());
            (None, 0)
        }
        PathFrom::Clean(p) => {
            buf.extend_from_slice(p.as_bytes());
            (dot::in_place(&mut buf, path_start).underflow, 0)
        }
        PathFrom::Merge(a, b) => {
            buf.extend_from_slice(a.as_bytes());
            buf.extend_from_slice(b.as_bytes());
            (dot::in_place(&mut buf, path_start).underflow, a.len())
        }
    };
    if let (true, Some(at)) = (opts.reject_path_underflow, underflow) {
        // Report the index in the reference; a `..` of the base's own path
        // is reported at the start of the reference's path.
        let rel = (at - path_start).saturating_sub(prefix_len);
        let index = r.off.path_start as usize + rel;
        return Err(ResolveError::new(ResolveErrorKind::PathUnderflow, index));
    }
    if t.authority.is_none() && buf.get(path_start..path_start + 2) == Some(b"//") {
        // "//" here would read back as an authority (SECURITY-NOTES row
        // 16): "/." keeps the same path by §5.2.4 and parses unambiguously.
        buf.splice(path_start..path_start, *b"/.");
    }
    off.query_start = to_u32(buf.len());
    if let Some(q) = t.query {
        buf.push(b'?');
        buf.extend_from_slice(q.as_bytes());
    }
    off.fragment_start = to_u32(buf.len());
    if let Some(f) = t.fragment {
        buf.push(b'#');
        buf.extend_from_slice(f.as_bytes());
    }
    let text = into_string(buf);
    debug_assert_eq!(
        crate::parse::parse(&text, crate::parse::Rule::Uri, usize::MAX),
        Ok(off),
        "resolution output {text:?} must parse to the offsets computed for it"
    );
    Ok(Uri::from_ref_unchecked(UriRef::from_parts_unchecked(
        text, off,
    )))
}

/// Index conversion for a buffer whose length was checked against
/// `u32::MAX` up front.
fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The bytes, as a `String`: they are pieces of `&str`s cut at ASCII
/// bytes, so this never takes the lossy branch, which only keeps the code
/// free of `unwrap`.
pub(crate) fn into_string(buf: Vec<u8>) -> String {
    String::from_utf8(buf).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}
