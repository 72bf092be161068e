//! `make_relative`: the inverse of resolution.
//!
//! RFC 3986 §4.2 lists the forms a relative reference can take; for a
//! base and a target this tries each form that can fit, from the
//! shortest kind to the longest, resolves every candidate to check it
//! (§5.2 is cheap), and keeps the shortest that gives back the target.

use crate::component::Parts;
use crate::parse::Offsets;
use crate::resolve::{dot, resolve_parts_in, Resolver};
use crate::uri::{Uri, UriRef, UriRefView, UriView};
use alloc::string::String;

/// The shortest relative reference that [`UriRef::resolve_against`]
/// turns back into exactly `target` (byte for byte) against `base`.
///
/// The candidates are, in this order (the first of equal length wins):
/// an empty reference or a fragment alone (`#f`), a query (`?y#f`), a
/// relative path (`../g?y`, with `./` in front when the first segment has
/// a `:` or is empty), an absolute path (`/b/g`), and a network path
/// (`//a/b/g`). Each is checked by resolving it.
///
/// Returns `None` when the absolute URI `target` itself is the shortest
/// reference left (it resolves to itself whenever its path has no dot
/// segments): when every relative reference that works is longer than
/// `target` (from `c:d/a/a/` to `c:d/a`, `../../a`), or when none works:
///
/// - the schemes differ (compared as written, since resolution copies the
///   scheme: normalize both URIs first to compare them by meaning);
/// - the target has no authority and the base has one (a relative
///   reference keeps the base's authority);
/// - the target's path does not start with `/` (it is empty or rootless)
///   and is neither the base's path nor what a merge with it can give
///   (a merge with a rooted base path is rooted);
/// - the target's path has dot segments that resolution would remove
///   (such as `http://a/b/../c`), unless it is the base's own path, which
///   an empty reference copies as it is. No reference at all reaches such
///   a target: [`remove_dot_segments`](crate::remove_dot_segments) runs on
///   every other path.
///
/// # Examples
///
/// ```
/// use urlkit::{make_relative, Uri};
///
/// let base = Uri::parse("http://a/b/c/d;p?q")?;
/// let rel = |t: &str| make_relative(&base, &Uri::parse(t).unwrap()).map(|r| r.to_string());
/// assert_eq!(rel("http://a/b/c/g").as_deref(), Some("g"));
/// assert_eq!(rel("http://a/b/g?y").as_deref(), Some("../g?y"));
/// assert_eq!(rel("http://a/b/c/d;p?q#s").as_deref(), Some("#s"));
/// assert_eq!(rel("http://a/b/c/d;p?y").as_deref(), Some("?y"));
/// assert_eq!(rel("http://a/b/c/x:y").as_deref(), Some("./x:y"));
/// assert_eq!(rel("http://a/").as_deref(), Some("/"));
/// assert_eq!(rel("http://other/b").as_deref(), Some("//other/b"));
/// assert_eq!(rel("ftp://a/b"), None);
/// assert_eq!(rel("http://a/b/../c"), None);
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[must_use]
pub fn make_relative(base: &Uri, target: &Uri) -> Option<UriRef> {
    let mut maker = Relativizer::new();
    maker.make_relative(base.as_view(), target.as_view())?;
    let text = core::mem::take(&mut maker.best);
    Some(UriRef::from_parts_unchecked(text, maker.best_off))
}

/// [`make_relative`] with buffers kept from call to call: once they have
/// grown, finding the shortest reference allocates nothing, where
/// [`make_relative`] allocates its candidates and their resolutions on
/// every call. The same candidates in the same order, the same result.
///
/// # Examples
///
/// ```
/// use urlkit::{make_relative, Relativizer, Uri, UriView};
///
/// let base = UriView::parse("http://a/b/c/d;p?q")?;
/// let mut maker = Relativizer::new();
/// for (target, shortest) in [("http://a/b/c/g", Some("g")), ("ftp://a/b", None)] {
///     let found = maker.make_relative(base, UriView::parse(target)?);
///     assert_eq!(found, shortest);
///     let owned = make_relative(&Uri::parse("http://a/b/c/d;p?q")?, &Uri::parse(target)?);
///     assert_eq!(found, owned.as_ref().map(|r| r.as_str()));
/// }
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct Relativizer {
    /// The shortest reference found so far, and its offsets.
    best: String,
    best_off: Offsets,
    /// Whether `best` holds one.
    found: bool,
    /// The candidate being written.
    candidate: String,
    /// Its resolution against the base.
    resolved: String,
}

impl Relativizer {
    /// A maker with empty buffers.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Relativizer, UriView};
    /// let base = UriView::parse("http://a/b/")?;
    /// let target = UriView::parse("http://a/b/c?x")?;
    /// assert_eq!(Relativizer::new().make_relative(base, target), Some("c?x"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn new() -> Relativizer {
        Relativizer::default()
    }

    /// The shortest relative reference that resolves against `base` to
    /// exactly `target`, or `None` when `target` itself is the shortest:
    /// what [`make_relative`] gives, borrowed from this maker's buffer
    /// until the next call.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Relativizer, UriView};
    /// let base = UriView::parse("http://a/b/c/d;p?q")?;
    /// let mut maker = Relativizer::new();
    /// assert_eq!(maker.make_relative(base, UriView::parse("http://a/b/g?y")?), Some("../g?y"));
    /// assert_eq!(maker.make_relative(base, UriView::parse("http://a/b/../c")?), None);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn make_relative(&mut self, base: UriView<'_>, target: UriView<'_>) -> Option<&str> {
        let (b, t) = (base.parts(), target.parts());
        self.found = false;
        self.best.clear();
        let same_scheme = b.scheme() == t.scheme();
        let same_authority = same_scheme && b.authority() == t.authority();
        if same_authority {
            if t.path() == b.path() {
                if t.query() == b.query() {
                    self.consider(b, t, |c| {
                        if let Some(f) = t.fragment() {
                            c.push('#');
                            c.push_str(f);
                        }
                        true
                    });
                }
                if t.query().is_some() {
                    self.consider(b, t, |c| push_suffix(c, t));
                }
            }
            self.consider(b, t, |c| relative_path(b, t, c) && push_suffix(c, t));
            let path = t.path();
            if path.starts_with('/') {
                self.consider(b, t, |c| {
                    if path.starts_with("//") {
                        c.push_str("/.");
                    }
                    c.push_str(path);
                    push_suffix(c, t)
                });
            }
        }
        if same_scheme {
            if let Some(auth) = t.authority() {
                self.consider(b, t, |c| {
                    c.push_str("//");
                    c.push_str(auth);
                    c.push_str(t.path());
                    push_suffix(c, t)
                });
            }
        }
        // A relative reference longer than the target is not the
        // shortest: the target is (only a rootless target can get here).
        (self.found && self.best.len() <= t.text.len()).then_some(self.best.as_str())
    }

    /// Writes a candidate with `write` (which says whether there is one)
    /// and keeps it when it is shorter than the best so far and resolves
    /// against `b` to exactly `t`.
    fn consider(&mut self, b: Parts<'_>, t: Parts<'_>, write: impl FnOnce(&mut String) -> bool) {
        self.candidate.clear();
        if !write(&mut self.candidate) || (self.found && self.best.len() <= self.candidate.len()) {
            return;
        }
        let Ok(candidate) = UriRefView::parse(&self.candidate) else {
            return;
        };
        let off = candidate.parts().off;
        let buf = core::mem::take(&mut self.resolved);
        let works = match resolve_parts_in(Resolver::new(), b, candidate.parts(), buf) {
            Ok(resolved) => {
                self.resolved = resolved.into_string();
                self.resolved == t.text
            }
            Err(_) => false,
        };
        if works {
            core::mem::swap(&mut self.best, &mut self.candidate);
            self.best_off = off;
            self.found = true;
        }
    }
}

/// Appends `?query#fragment` of the target, each part only if present;
/// true, for the candidates' writers.
fn push_suffix(s: &mut String, t: Parts<'_>) -> bool {
    if let Some(q) = t.query() {
        s.push('?');
        s.push_str(q);
    }
    if let Some(f) = t.fragment() {
        s.push('#');
        s.push_str(f);
    }
    true
}

/// The relative-path reference from the base's directory to the target's
/// path: as many `../` as the base has directories beyond the common
/// ones, then the rest of the target's path. `None` when the two paths
/// are not both rooted or both rootless.
fn relative_path(b: Parts<'_>, t: Parts<'_>, out: &mut String) -> bool {
    relative_path_opt(b, t, out).is_some()
}

/// [`relative_path`], with `?` for the cases that have none.
fn relative_path_opt(b: Parts<'_>, t: Parts<'_>, out: &mut String) -> Option<()> {
    let base_path = if b.has_authority() && b.path().is_empty() {
        "/"
    } else {
        b.path()
    };
    let target = t.path();
    // A "/.//" path without an authority is "//" + ... to §5.2.4; the
    // "/." is put back by resolution.
    let target = match target.strip_prefix("/.") {
        Some(rest) if rest.starts_with("//") && !t.has_authority() => rest,
        _ => target,
    };
    // The directory the merge keeps (§5.2.3), as remove_dot_segments
    // leaves it (when a reference adds no dot segment of its own).
    let dir = base_path
        .rfind('/')
        .map_or("", |i| base_path.get(..=i).unwrap_or_default());
    let dir = dot::remove_dot_segments(dir);
    if dir.starts_with('/') != target.starts_with('/') {
        return None;
    }
    // The longest common prefix of `dir` and `target` that ends with "/".
    let common = dir
        .bytes()
        .zip(target.bytes())
        .take_while(|(x, y)| x == y)
        .count();
    let common = dir.get(..common)?.rfind('/').map_or(0, |i| i + 1);
    let ups = dir.get(common..)?.bytes().filter(|&c| c == b'/').count();
    let rest = target.get(common..)?;
    for _ in 0..ups {
        out.push_str("../");
    }
    if rest.is_empty() {
        // The target is a directory of the base: "." or "..", "../..".
        if out.is_empty() {
            out.push('.');
        } else {
            out.pop();
        }
        return Some(());
    }
    let first = rest.split('/').next().unwrap_or_default();
    if out.is_empty() && (first.is_empty() || first.contains(':')) {
        // "x:y" would read as a scheme, "/x" as an absolute path.
        out.push_str("./");
    }
    out.push_str(rest);
    Some(())
}
