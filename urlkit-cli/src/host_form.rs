//! The two written forms of an international host name: U-labels for
//! people (`--as-idn`, `{idn:host}`) and A-labels for DNS (`--punycode`,
//! `{puny:host}`, `--set host=`).
//!
//! What is safe to show is the library's display form
//! ([`UriRef::to_display`]): Chromium's IDN display policy, label by
//! label (UTS 46 ToUnicode, then the UTS 39 script, confusable and
//! pattern checks), so that `{idn:host}` shows exactly what a browser's
//! address bar would.

use std::borrow::Cow;

use urlkit::{pct, UriRef};

/// Why a host was left as it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    /// The rule that keeps a label in A-labels
    /// ([`urlkit::idna::SpoofReason::code`]: `not-idna`, `script-mixing`,
    /// `whole-script-confusable`, ...).
    pub kind: &'static str,
    /// What was wrong, for people.
    pub message: String,
}

/// A host in the form asked for, or as written with the reason.
pub type Shown<'a> = (Cow<'a, str>, Option<Kept>);

/// Whether `host` has a label starting `xn--` (ASCII case ignored).
fn has_a_label(host: &str) -> bool {
    host.split('.')
        .any(|l| l.get(..4).is_some_and(|p| p.eq_ignore_ascii_case("xn--")))
}

/// `host` (a reg-name as a URI writes it) with its A-labels as U-labels,
/// as far as they are safe to show: a label that is not stays in A-labels
/// (the library's display form keeps it) and the first such label's reason
/// is given.
pub fn for_people(host: &str) -> Shown<'_> {
    if host.contains('%') {
        // Percent-encoded UTF-8 (RFC 3986 §3.2.2): shown by way of its
        // A-labels, so that it passes the same checks.
        return match for_dns(host) {
            (Cow::Owned(ascii), None) => match for_people(&ascii) {
                (Cow::Owned(shown), None) => (Cow::Owned(shown), None),
                (_, kept) => (Cow::Borrowed(host), kept),
            },
            (_, kept) => (Cow::Borrowed(host), kept),
        };
    }
    if !has_a_label(host) {
        return (Cow::Borrowed(host), None);
    }
    let Ok(reference) = UriRef::parse(&format!("//{host}")) else {
        return (Cow::Borrowed(host), None);
    };
    let display = reference.to_display();
    // Label by label, as a browser's address bar: the labels that pass
    // are shown in Unicode, the others stay A-labels; the first kept one
    // says why.
    let kept = display.kept().first().map(|label| Kept {
        kind: label.reason().code(),
        message: label.to_string(),
    });
    match display.as_str().strip_prefix("//") {
        Some(shown) if shown != host => (Cow::Owned(shown.to_owned()), kept),
        _ => (Cow::Borrowed(host), kept),
    }
}

/// `host` (a reg-name as a URI writes it, non-ASCII text percent-encoded
/// as UTF-8) with its non-ASCII text as A-labels (UTS 46 ToASCII); an
/// ASCII host comes back as it is, and one that is not a valid
/// international domain name too, with the reason.
pub fn for_dns(host: &str) -> Shown<'_> {
    let decoded = pct::decode_utf8_lossy(host);
    if decoded.is_ascii() {
        return (Cow::Borrowed(host), None);
    }
    match urlkit::idna::host_to_ascii(&decoded) {
        Ok(ascii) => (Cow::Owned(ascii), None),
        Err(e) => {
            let kept = Kept {
                kind: "not-idna",
                message: format!(
                    "host '{}' is not written in A-labels: {e}",
                    urlkit::Excerpt::new(&decoded)
                ),
            };
            (Cow::Borrowed(host), Some(kept))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn u_labels_only_where_safe() {
        assert_eq!(for_people("xn--bcher-kva.example").0, "bücher.example");
        assert_eq!(
            for_people("example.com"),
            (Cow::Borrowed("example.com"), None)
        );
        assert_eq!(for_people("b%C3%BCcher.example").0, "bücher.example");
        assert_eq!(for_people("a%20b").0, "a%20b");
        // Cyrillic а in a Latin label.
        let (shown, kept) = for_people("xn--pple-43d.com");
        assert_eq!(shown, "xn--pple-43d.com");
        assert_eq!(kept.map(|k| k.kind), Some("script-mixing"));
        // All Cyrillic, and looks like "apple": shown by to_iri, kept here.
        let (shown, kept) = for_people("xn--80ak6aa92e.com");
        assert_eq!(shown, "xn--80ak6aa92e.com");
        assert_eq!(kept.map(|k| k.kind), Some("whole-script-confusable"));
        // Not punycode at all.
        let (shown, kept) = for_people("xn--a.example");
        assert_eq!(shown, "xn--a.example");
        assert!(kept.is_some());
    }

    #[test]
    fn a_labels_for_non_ascii() {
        assert_eq!(for_dns("b%C3%BCcher.example").0, "xn--bcher-kva.example");
        assert_eq!(for_dns("Example.com").0, "Example.com");
        let (shown, kept) = for_dns("a%C3%BC%E2%80%AEb");
        assert_eq!(shown, "a%C3%BC%E2%80%AEb");
        assert_eq!(kept.map(|k| k.kind), Some("not-idna"));
    }
}
