//! Test scaffolding, not API: the fast paths of urlkit beside their plain
//! twins, for the property tests that compare them (`urlkit/tests/`), the
//! benchmarks that measure them side by side (`bench/`, group `twins`) and
//! the fuzz checks (`fuzz/`).
//!
//! Compiled for the library's own tests, and otherwise only with the
//! non-default cargo feature `twins`, which nothing but those three should
//! turn on: names and signatures may change in any release. The list of
//! every fast path and its twin, including those inside the library, is in
//! `docs/architecture.md` ("Fast paths and their twins").
//!
//! | fast | plain | what |
//! |---|---|---|
//! | [`run_end`] | [`run_end_naive`] | where a run of bytes one table allows ends: eight bytes per branch, or one |
//! | [`is_normal`] | [`is_normal_naive`] | whether a component needs no normalization: every byte without an early exit, or stop at the first |
//! | [`may_have_dot_segment`] | [`may_have_dot_segment_plain`] | whether a segment starts with `.` or `%` (§5.2.4's quick test): eight bytes as a `u64`, or one byte after the other |
//! | [`Resolver::normalize`] | [`resolve_then_normalize`] | resolving and normalizing: one pass, or resolution followed by [`Uri::normalize`] |
//! | the setters of [`UriRef`] (`set_host_encoded`, ...) | [`edit`] | an edit spliced into the text, or every component recomposed and parsed again |
//! | [`site_host`] | [`site_host_mapped`] | a host in A-labels for the sites (feature `psl`): one pass over a host already in that form, or decoding and UTS 46 for every host |

pub mod edit;

pub use crate::normalize::is_normal;
pub use crate::resolve::may_have_dot_segment;
pub use crate::scan::run_end;

use crate::table::Table;
use crate::{ResolveError, Resolver, Uri, UriRef};

/// The plain twin of [`run_end`]: one byte at a time.
///
/// # Examples
///
/// ```
/// use urlkit::twins::{run_end, run_end_naive};
/// let s = b"/a/b?q";
/// assert_eq!(run_end_naive(s, 0, &urlkit::table::PATH), 4);
/// assert_eq!(run_end(s, 0, &urlkit::table::PATH), 4);
/// ```
#[must_use]
pub fn run_end_naive(bytes: &[u8], start: usize, table: &Table) -> usize {
    let mut i = start;
    while let Some(&b) = bytes.get(i) {
        if !table.allows(b) {
            break;
        }
        i += 1;
    }
    i
}

/// The plain twin of [`is_normal`]: stops at the first byte that needs
/// work.
///
/// # Examples
///
/// ```
/// use urlkit::twins::{is_normal, is_normal_naive};
/// assert!(!is_normal_naive("A%41", true) && !is_normal("A%41", true));
/// assert!(is_normal_naive("a", true) && is_normal("a", true));
/// ```
#[must_use]
pub fn is_normal_naive(s: &str, lower: bool) -> bool {
    !s.bytes()
        .any(|b| b == b'%' || (lower && b.is_ascii_uppercase()))
}

/// The plain twin of [`may_have_dot_segment`]: one byte after the other.
///
/// # Examples
///
/// ```
/// use urlkit::twins::{may_have_dot_segment, may_have_dot_segment_plain};
/// assert!(may_have_dot_segment_plain("/a/../b") && may_have_dot_segment("/a/../b"));
/// assert!(!may_have_dot_segment_plain("/a/b.c") && !may_have_dot_segment("/a/b.c"));
/// ```
#[must_use]
pub fn may_have_dot_segment_plain(path: &str) -> bool {
    let starts_segment = |b: u8| b == b'.' || b == b'%';
    let bytes = path.as_bytes();
    bytes.first().is_some_and(|&b| starts_segment(b))
        || bytes
            .windows(2)
            .any(|w| matches!(w, [b'/', b] if starts_segment(*b)))
}

/// The plain twin of a normalizing [`Resolver`]: `resolver` without
/// [`Resolver::normalize`], then [`Uri::normalize`] on the result (two
/// passes and two allocations).
///
/// # Examples
///
/// ```
/// use urlkit::{twins, Resolver, Uri, UriRef};
/// let base = Uri::parse("HTTP://H/a/b")?;
/// let r = UriRef::parse("../%7eC/./d")?;
/// let n = Resolver::new().normalize(true);
/// assert_eq!(twins::resolve_then_normalize(n, &base, &r)?, "http://h/~C/d");
/// assert_eq!(n.resolve(&base, &r)?, "http://h/~C/d");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// As [`Resolver::resolve`].
pub fn resolve_then_normalize(
    resolver: Resolver,
    base: &Uri,
    reference: &UriRef,
) -> Result<Uri, ResolveError> {
    Ok(resolver
        .normalize(false)
        .resolve(base, reference)?
        .normalize())
}

/// The host in A-labels that [`crate::site::List::site`] looks up, by its
/// fast path: a host already lowercase A-labels is read in one pass and
/// borrowed (less a trailing dot); any other goes through
/// [`site_host_mapped`]. `None` for a host without a site.
///
/// # Examples
///
/// ```
/// use urlkit::twins::{site_host, site_host_mapped};
/// assert_eq!(site_host("www.example.com.").as_deref(), Some("www.example.com"));
/// assert_eq!(site_host_mapped("www.example.com.").as_deref(), Some("www.example.com"));
/// assert_eq!(site_host("a..com"), None);
/// ```
#[cfg(feature = "psl")]
#[must_use]
pub fn site_host(host: &str) -> Option<alloc::borrow::Cow<'_, str>> {
    crate::site::ascii_host(host)
}

/// The plain twin of [`site_host`]: every host percent-decoded and mapped
/// by UTS 46 ([`crate::idna::host_to_ascii`]), then checked.
///
/// # Examples
///
/// ```
/// use urlkit::twins::site_host_mapped;
/// assert_eq!(site_host_mapped("WWW.B%C3%BCcher.de").as_deref(), Some("www.xn--bcher-kva.de"));
/// assert_eq!(site_host_mapped("a..com"), None);
/// ```
#[cfg(feature = "psl")]
#[must_use]
pub fn site_host_mapped(host: &str) -> Option<alloc::string::String> {
    crate::site::mapped_host(host)
}

/// The plain twin of [`crate::site::List::site_with`]: the site of any
/// host by the long way (the host in A-labels by [`site_host`] first, then
/// the trie), without the map of dots or the walk that `site_with` reads
/// most hosts with. The same answer for every host.
///
/// # Examples
///
/// ```
/// use urlkit::site::{List, Sections};
/// let list = List::builtin();
/// let host = "www.Example.co.uk.";
/// let site = urlkit::twins::site_mapped(&list, host, Sections::All).unwrap();
/// assert_eq!(site.registrable_domain(), Some("Example.co.uk."));
/// assert_eq!(Some(site), list.site_with(host, Sections::All));
/// ```
#[cfg(feature = "psl")]
#[must_use]
pub fn site_mapped<'h>(
    list: &crate::site::List,
    host: &'h str,
    sections: crate::site::Sections,
) -> Option<crate::site::Site<'h>> {
    list.site_mapped(host, sections)
}
