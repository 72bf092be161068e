//! `make_relative`: the inverse of resolution.
//!
//! RFC 3986 §4.2 lists the forms a relative reference can take; for a
//! base and a target this tries each form that can fit, from the
//! shortest kind to the longest, resolves every candidate to check it
//! (§5.2 is cheap), and keeps the shortest that gives back the target.

use crate::component::Parts;
use crate::resolve::{dot, resolve_parts, Resolver};
use crate::uri::{Uri, UriRef};
use alloc::format;
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
    let b = base.parts();
    let t = target.parts();
    let mut best: Option<UriRef> = None;
    let mut consider = |text: String| {
        if best
            .as_ref()
            .is_some_and(|r| r.as_str().len() <= text.len())
        {
            return;
        }
        let Ok(candidate) = UriRef::parse(&text) else {
            return;
        };
        let resolved = resolve_parts(Resolver::new(), b, candidate.parts());
        if resolved.is_ok_and(|u| u.as_str() == target.as_str()) {
            best = Some(candidate);
        }
    };
    let tail = suffix(t);
    let same_scheme = b.scheme() == t.scheme();
    let same_authority = same_scheme && b.authority() == t.authority();
    if same_authority {
        if t.path() == b.path() {
            if t.query() == b.query() {
                consider(t.fragment().map_or_else(String::new, |f| format!("#{f}")));
            }
            if t.query().is_some() {
                consider(tail.clone());
            }
        }
        if let Some(path) = relative_path(b, t) {
            consider(path + &tail);
        }
        let path = t.path();
        if path.starts_with('/') {
            let prefix = if path.starts_with("//") { "/." } else { "" };
            consider(format!("{prefix}{path}{tail}"));
        }
    }
    if same_scheme {
        if let Some(auth) = t.authority() {
            consider(format!("//{auth}{}{tail}", t.path()));
        }
    }
    // A relative reference longer than the target is not the shortest:
    // the target is (only a rootless target can get here).
    best.filter(|r| r.as_str().len() <= target.as_str().len())
}

/// `?query#fragment` of the target, each part only if present.
fn suffix(t: Parts<'_>) -> String {
    let mut s = String::new();
    if let Some(q) = t.query() {
        s.push('?');
        s.push_str(q);
    }
    if let Some(f) = t.fragment() {
        s.push('#');
        s.push_str(f);
    }
    s
}

/// The relative-path reference from the base's directory to the target's
/// path: as many `../` as the base has directories beyond the common
/// ones, then the rest of the target's path. `None` when the two paths
/// are not both rooted or both rootless.
fn relative_path(b: Parts<'_>, t: Parts<'_>) -> Option<String> {
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
    let mut out = "../".repeat(ups);
    if rest.is_empty() {
        // The target is a directory of the base: "." or "..", "../..".
        if out.is_empty() {
            out.push('.');
        } else {
            out.pop();
        }
        return Some(out);
    }
    let first = rest.split('/').next().unwrap_or_default();
    if out.is_empty() && (first.is_empty() || first.contains(':')) {
        // "x:y" would read as a scheme, "/x" as an absolute path.
        out.push_str("./");
    }
    out.push_str(rest);
    Some(out)
}
