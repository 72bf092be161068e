//! Hints on strict errors: whether `--iri` or `--lenient` would have read
//! a line that RFC 3986 refuses, and how to say so in a few words.
//!
//! Strict reading stays the default, but a user who pastes
//! `http://bücher.example/` or a URL with a space should learn from the
//! error which option reads it. The hint is worked out only for a line
//! that already failed, so a valid line costs nothing more; it reads the
//! line at most twice more (as an IRI, then as `--lenient` repairs it),
//! each in time and memory linear in its length.

use urlkit::repair::{Repair, RepairKind};
use urlkit::{IriRefView, ParseOptions, UriRef};

use crate::input::MAX_LINE;
use crate::output::terminal;

/// The hint for a line that is an IRI reference.
pub const IRI: &str = "valid as an IRI (RFC 3987): use --iri";

/// The hint for a line that `--lenient` reads by taking out an IPv6 zone
/// identifier.
pub const ZONE: &str = "zone identifiers need --lenient (RFC 9844)";

/// The hint for `text`, a line that failed the strict parse, or `None`
/// when neither `--iri` nor `--lenient` would read it: `accepts` says
/// whether the URI reference that an option makes of the line is one the
/// subcommand can work on (any reference, or only a URI with a scheme).
///
/// Checked in this order: the line is an IRI reference ([`IRI`]), then
/// `--lenient` repairs it, taking out a zone identifier ([`ZONE`]) or
/// else making the repairs that the hint names the first of
/// (`--lenient would repair this (space at 20 -> %20)`).
pub fn strict(text: &str, accepts: impl Fn(&str) -> bool) -> Option<String> {
    let options = ParseOptions::new().max_len(MAX_LINE);
    if let Ok(iri) = IriRefView::parse_with(text, &options) {
        if accepts(iri.to_uri().as_str()) {
            return Some(String::from(IRI));
        }
    }
    let repaired = UriRef::parse_lenient(text).ok()?;
    if !accepts(repaired.uri().as_str()) {
        return None;
    }
    let repairs = repaired.repairs();
    if repaired.zone().is_some() || repairs.iter().any(|r| r.kind() == RepairKind::ZoneId) {
        return Some(String::from(ZONE));
    }
    // A line that failed strictly needs at least one repair; the one
    // nearest the start is the one the error's caret most likely shows.
    let first = repairs.iter().min_by_key(|r| r.span().start)?;
    let mut hint = format!("--lenient would repair this ({}", describe(text, first));
    if repairs.len() > 1 {
        hint.push_str(&format!(", and {} more", repairs.len() - 1));
    }
    hint.push(')');
    Some(hint)
}

/// One repair in a few words: the first character it changed, its byte
/// index in `text`, and what it becomes (`space at 20 -> %20`).
fn describe(text: &str, repair: &Repair) -> String {
    let at = repair.span().start;
    let first = text.get(at..).and_then(|rest| rest.chars().next());
    let name = first.map_or_else(|| String::from("nothing"), name);
    match repair.kind() {
        RepairKind::Trimmed if at == 0 => format!("leading {name} at {at} -> removed"),
        RepairKind::Trimmed => format!("trailing {name} at {at} -> removed"),
        RepairKind::RemovedTabOrNewline => format!("{name} at {at} -> removed"),
        RepairKind::PercentEncoded => {
            let mut escapes = String::new();
            if let Some(c) = first {
                terminal::push_escapes(&mut escapes, c);
            }
            format!("{name} at {at} -> {escapes}")
        }
        RepairKind::PercentSignEncoded => format!("'%' at {at} -> %25"),
        RepairKind::Backslash => format!("'\\' at {at} -> '/'"),
        RepairKind::Idna => format!("non-ASCII host at {at} -> A-labels"),
        RepairKind::ZoneId => format!("zone identifier at {at} -> removed"),
        // A kind added to the library later: its name still says what.
        kind => format!("{kind} at {at}"),
    }
}

/// A character as the hint names it: the common white space by name, a
/// character that cannot be seen (a control, other white space, a zero
/// width or bidi character) as `U+XXXX`, any other quoted.
fn name(c: char) -> String {
    match c {
        ' ' => String::from("space"),
        '\t' => String::from("tab"),
        '\n' => String::from("line feed"),
        '\r' => String::from("carriage return"),
        c if c.is_control()
            || c.is_whitespace()
            || terminal::is_unsafe(c)
            || matches!(c, '\u{200b}'..='\u{200f}' | '\u{2060}' | '\u{feff}') =>
        {
            format!("U+{:04X}", u32::from(c))
        }
        c => format!("'{c}'"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Any text: no panic, and a hint is borne out by what it names
        /// (the CLI test does the same through the binary).
        #[test]
        fn a_hint_tells_the_truth(text in "[ -~\t\u{80}-\u{10ffff}]{0,40}|(http://)?[a-z\\%\\[\\]: ü\t.{}/]{0,30}") {
            match strict(&text, any) {
                Some(h) if h == IRI => {
                    prop_assert!(IriRefView::parse(&text).is_ok());
                }
                Some(h) => {
                    prop_assert!(UriRef::parse_lenient(&text).is_ok());
                    prop_assert!(IriRefView::parse(&text).is_err());
                    prop_assert!(h == ZONE || h.starts_with("--lenient would repair this ("));
                    prop_assert!(!h.chars().any(terminal::is_unsafe), "{h:?}");
                }
                None => {
                    prop_assert!(IriRefView::parse(&text).is_err());
                    prop_assert!(UriRef::parse_lenient(&text).is_err());
                }
            }
        }
    }

    fn any(_: &str) -> bool {
        true
    }

    #[test]
    fn names_the_first_repair_and_counts_the_others() {
        let cases = [
            ("http://example.com/a b", "space at 20 -> %20"),
            (" http://a/%zz", "leading space at 0 -> removed, and 1 more"),
            ("http://a/x ", "trailing space at 10 -> removed"),
            ("http://a/b\\c", "'\\' at 10 -> '/'"),
            ("http://a/b\tc", "tab at 10 -> removed"),
            ("http://a/%x", "'%' at 9 -> %25"),
            ("http://a/\u{1b}x", "U+001B at 9 -> %1B"),
            ("http://a/{", "'{' at 9 -> %7B"),
        ];
        for (text, repair) in cases {
            let want = format!("--lenient would repair this ({repair})");
            assert_eq!(strict(text, any).as_deref(), Some(&*want), "{text:?}");
        }
    }

    #[test]
    fn iri_first_then_zone() {
        assert_eq!(strict("http://bücher.example/", any).as_deref(), Some(IRI));
        assert_eq!(strict("http://[fe80::1%eth0]/", any).as_deref(), Some(ZONE));
        assert_eq!(
            strict("http://[fe80::1%25en1]/", any).as_deref(),
            Some(ZONE)
        );
    }

    #[test]
    fn none_when_no_option_reads_it_or_the_result_is_refused() {
        assert_eq!(strict("http://exa mple.com/", any), None);
        let has_scheme = |u: &str| urlkit::UriView::parse(u).is_ok();
        assert_eq!(strict("a b", has_scheme), None);
        assert_eq!(strict("bücher", has_scheme), None);
        assert!(strict("a b", any).is_some());
        assert_eq!(strict("bücher", any).as_deref(), Some(IRI));
    }
}
