//! Spliced edits: a setter checks only the component it is given, writes
//! it into the text in place of the old one, and moves the offsets that
//! follow, without composing the whole text again or parsing it.
//!
//! Why this is enough to keep the reference valid (RFC 3986 §3): the
//! components other than the new one were valid before and are not
//! touched; the new one is checked against its own rule
//! ([`crate::table`]), with the delimiter that introduces it (`:` after a
//! scheme, `//` before an authority, `@`, `:` before a port, `?`, `#`);
//! and the only rules that tie components together are the three of §3.3
//! on the path's first bytes, checked by [`check_path_shape`] whenever
//! the path, the scheme or the authority changes. In debug builds (and so
//! in every test) the result is parsed and compared with the offsets
//! computed here.
//!
//! The plain twin of every function here is in [`super::twin`]: it
//! recomposes every component (§5.3) and parses the result, as the setters
//! did before. `tests/it/splice.rs` and the `splice` fuzz target compare the
//! two.

use core::ops::Range;

use crate::build::{check_host, check_path_shape, check_scheme, BuildError, BuildErrorKind};
// `splice` checks that the text fits in u32 offsets before any is written.
use crate::parse::{to_u32, Offsets};
use crate::table::{FRAGMENT, PATH, PORT, QUERY, USERINFO};
use crate::uri::UriRef;

/// The first offset that lies after the replaced text and so moves by the
/// change in length; the offsets are in this order in the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Moves {
    HostStart,
    HostEnd,
    PathStart,
    QueryStart,
    FragmentStart,
    Nothing,
}

/// An offset as an index.
fn at(i: u32) -> usize {
    usize::try_from(i).unwrap_or(usize::MAX)
}

/// Replaces `range` of the text with `pieces`, moves the offsets from
/// `moves` on by the change in length, then lets `fix` set those that the
/// edit defines.
///
/// # Errors
///
/// [`BuildErrorKind::TooLong`] when the result would be longer than
/// `u32::MAX` bytes (offsets are `u32`); the reference is left unchanged.
fn splice(
    r: &mut UriRef,
    range: Range<usize>,
    pieces: [&str; 2],
    moves: Moves,
    fix: impl FnOnce(&mut Offsets),
) -> Result<(), BuildError> {
    let (text, off) = r.text_and_offsets_mut();
    // Every range here starts and ends at an ASCII delimiter or at an end
    // of the text, so these hold; checking them keeps a bug from becoming
    // a panic.
    if range.start > range.end
        || range.end > text.len()
        || !text.is_char_boundary(range.start)
        || !text.is_char_boundary(range.end)
    {
        debug_assert!(false, "splice range {range:?} of {text:?}");
        return Err(BuildError::new(BuildErrorKind::InvalidPath, 0));
    }
    let removed = range.end - range.start;
    let added = pieces[0].len().saturating_add(pieces[1].len());
    let new_len = (text.len() - removed).checked_add(added);
    if new_len.is_none_or(|n| u32::try_from(n).is_err()) {
        return Err(BuildError::new(BuildErrorKind::TooLong, 0));
    }
    if range.end == text.len() {
        // The common edits of the last components: truncate and append.
        text.truncate(range.start);
        text.push_str(pieces[0]);
        text.push_str(pieces[1]);
    } else {
        text.replace_range(range.clone(), pieces[0]);
        if !pieces[1].is_empty() {
            text.insert_str(range.start + pieces[0].len(), pieces[1]);
        }
    }
    let shift = |i: &mut u32| *i = to_u32(at(*i) + added - removed);
    let fields = [
        (Moves::HostStart, &mut off.host_start),
        (Moves::HostEnd, &mut off.host_end),
        (Moves::PathStart, &mut off.path_start),
        (Moves::QueryStart, &mut off.query_start),
        (Moves::FragmentStart, &mut off.fragment_start),
    ];
    for (field, value) in fields {
        if field >= moves {
            shift(value);
        }
    }
    fix(off);
    debug_assert!(
        off.check_invariants(text, crate::parse::Rule::UriReference),
        "spliced text {text:?} must parse to the offsets {off:?} computed for it"
    );
    Ok(())
}

/// Fails with `kind` at the first byte of `s` that `rule` refuses.
fn check(s: &str, rule: &crate::table::Table, kind: BuildErrorKind) -> Result<(), BuildError> {
    rule.first_invalid(s)
        .map_or(Ok(()), |i| Err(BuildError::new(kind, i)))
}

/// `scheme ":"` (§3.1): replaced, added in front, or removed.
pub(crate) fn scheme(r: &mut UriRef, scheme: Option<&str>) -> Result<(), BuildError> {
    let p = r.parts();
    let old = 0..p.after_scheme();
    match scheme {
        Some(s) => {
            check_scheme(s)?;
            let end = to_u32(s.len());
            splice(r, old, [s, ":"], Moves::HostStart, |o| o.scheme_end = end)
        }
        None if old.is_empty() => Ok(()),
        None => {
            // Without a scheme, a path's first segment may not hold `:`.
            check_path_shape(p.path(), false, p.has_authority())?;
            splice(r, old, ["", ""], Moves::HostStart, |o| o.scheme_end = 0)
        }
    }
}

/// `userinfo "@"` (§3.2.1), between `//` and the host.
pub(crate) fn userinfo(r: &mut UriRef, userinfo: Option<&str>) -> Result<(), BuildError> {
    let p = r.parts();
    if !p.has_authority() {
        return match userinfo {
            Some(_) => Err(BuildError::new(BuildErrorKind::MissingHost, 0)),
            None => Ok(()),
        };
    }
    let old = p.after_scheme() + 2..at(p.off.host_start);
    match userinfo {
        Some(u) => {
            check(u, &USERINFO, BuildErrorKind::InvalidUserinfo)?;
            splice(r, old, [u, "@"], Moves::HostStart, |_| {})
        }
        None if old.is_empty() => Ok(()),
        None => splice(r, old, ["", ""], Moves::HostStart, |_| {}),
    }
}

/// The host (§3.2.2); `None` removes the whole authority, `//` included,
/// and a host given to a reference without one adds `//host` before the
/// path.
pub(crate) fn host(r: &mut UriRef, host: Option<&str>) -> Result<(), BuildError> {
    let p = r.parts();
    let (host_start, host_end, path_start) = (
        at(p.off.host_start),
        at(p.off.host_end),
        at(p.off.path_start),
    );
    match (host, p.has_authority()) {
        (Some(h), true) => {
            check_host(h)?;
            let end = to_u32(host_start + h.len());
            splice(r, host_start..host_end, [h, ""], Moves::HostEnd, |o| {
                o.host_end = end;
            })
        }
        (Some(h), false) => {
            check_host(h)?;
            check_path_shape(p.path(), p.scheme().is_some(), true)?;
            let (start, end) = (to_u32(path_start + 2), to_u32(path_start + 2 + h.len()));
            splice(
                r,
                path_start..path_start,
                ["//", h],
                Moves::PathStart,
                |o| {
                    o.host_start = start;
                    o.host_end = end;
                },
            )
        }
        (None, false) => Ok(()),
        (None, true) => {
            check_path_shape(p.path(), p.scheme().is_some(), false)?;
            let from = p.after_scheme();
            splice(r, from..path_start, ["", ""], Moves::PathStart, |o| {
                o.host_start = to_u32(from);
                o.host_end = to_u32(from);
            })
        }
    }
}

/// `":" port` (§3.2.3), after the host.
pub(crate) fn port(r: &mut UriRef, digits: Option<&str>) -> Result<(), BuildError> {
    let p = r.parts();
    if !p.has_authority() {
        return match digits {
            Some(_) => Err(BuildError::new(BuildErrorKind::MissingHost, 0)),
            None => Ok(()),
        };
    }
    let old = at(p.off.host_end)..at(p.off.path_start);
    match digits {
        Some(d) => {
            check(d, &PORT, BuildErrorKind::InvalidPort)?;
            splice(r, old, [":", d], Moves::PathStart, |_| {})
        }
        None if old.is_empty() => Ok(()),
        None => splice(r, old, ["", ""], Moves::PathStart, |_| {}),
    }
}

/// The path (§3.3), checked against `path` and the three constraints on
/// its first bytes.
pub(crate) fn path(r: &mut UriRef, path: &str) -> Result<(), BuildError> {
    let p = r.parts();
    check(path, &PATH, BuildErrorKind::InvalidPath)?;
    check_path_shape(path, p.scheme().is_some(), p.has_authority())?;
    let old = at(p.off.path_start)..at(p.off.query_start);
    splice(r, old, [path, ""], Moves::QueryStart, |_| {})
}

/// `"?" query` (§3.4).
pub(crate) fn query(r: &mut UriRef, query: Option<&str>) -> Result<(), BuildError> {
    let p = r.parts();
    let old = at(p.off.query_start)..at(p.off.fragment_start);
    match query {
        Some(q) => {
            check(q, &QUERY, BuildErrorKind::InvalidQuery)?;
            splice(r, old, ["?", q], Moves::FragmentStart, |_| {})
        }
        None if old.is_empty() => Ok(()),
        None => splice(r, old, ["", ""], Moves::FragmentStart, |_| {}),
    }
}

/// Appends `tail` to the query, after `&` when the query is not empty,
/// adding `?` when there is none: what `extend_query_pairs` writes, one
/// splice for every pair. `tail` must be query characters (§3.4); it is
/// checked.
pub(crate) fn append_to_query(r: &mut UriRef, tail: &str) -> Result<(), BuildError> {
    check(tail, &QUERY, BuildErrorKind::InvalidQuery)?;
    let p = r.parts();
    let end = at(p.off.fragment_start);
    let sep = match p.query() {
        None => "?",
        Some("") => "",
        Some(_) => "&",
    };
    splice(r, end..end, [sep, tail], Moves::FragmentStart, |_| {})
}

/// Cuts `cuts` (byte ranges of the query, in order, not overlapping) out
/// of the query, and the `?` too when nothing is left: what
/// `retain_query_pairs` removes. Pieces of a valid query joined by `&` are
/// a valid query, so nothing is checked again. A few cuts are made in
/// place; many are copied around in one pass, so that the time stays
/// linear in the text.
pub(crate) fn cut_query(r: &mut UriRef, cuts: &[(usize, usize)]) -> Result<(), BuildError> {
    let p = r.parts();
    let (q_start, f_start) = (at(p.off.query_start), at(p.off.fragment_start));
    let from = q_start + 1;
    let query_len = f_start.saturating_sub(from);
    let cut: usize = cuts.iter().map(|&(a, b)| b.saturating_sub(a)).sum();
    let in_query = |&(a, b): &(usize, usize)| a <= b && b <= query_len;
    if p.query().is_none() || cut > query_len || !cuts.iter().all(in_query) {
        debug_assert!(false, "cuts {cuts:?} outside the query of {:?}", p.text);
        return Err(BuildError::new(BuildErrorKind::InvalidQuery, 0));
    }
    let (text, off) = r.text_and_offsets_mut();
    if cuts.len() <= 8 {
        for &(a, b) in cuts.iter().rev() {
            text.replace_range(from + a..from + b, "");
        }
    } else {
        let mut out = alloc::string::String::with_capacity(text.len() - cut);
        let mut kept_from = 0;
        out.push_str(text.get(..from).unwrap_or_default());
        for &(a, b) in cuts {
            out.push_str(text.get(from + kept_from..from + a).unwrap_or_default());
            kept_from = b;
        }
        out.push_str(text.get(from + kept_from..).unwrap_or_default());
        *text = out;
    }
    let mut shorter = cut;
    if cut == query_len {
        // Nothing left: the query goes, `?` included.
        text.replace_range(q_start..from, "");
        shorter += 1;
    }
    off.fragment_start = to_u32(f_start - shorter);
    debug_assert!(
        off.check_invariants(text, crate::parse::Rule::UriReference),
        "the text {text:?} must parse to the offsets {off:?} computed for it"
    );
    Ok(())
}

/// `"#" fragment` (§3.5): the end of the text, so setting it appends and
/// removing it truncates; no offset moves.
pub(crate) fn fragment(r: &mut UriRef, fragment: Option<&str>) -> Result<(), BuildError> {
    let p = r.parts();
    let old = at(p.off.fragment_start)..p.text.len();
    match fragment {
        Some(f) => {
            check(f, &FRAGMENT, BuildErrorKind::InvalidFragment)?;
            splice(r, old, ["#", f], Moves::Nothing, |_| {})
        }
        None => {
            let (text, off) = r.text_and_offsets_mut();
            text.truncate(old.start);
            debug_assert!(off.check_invariants(text, crate::parse::Rule::UriReference));
            Ok(())
        }
    }
}
