//! The two written forms of an international host name: U-labels for
//! people (`--as-idn`, `{idn:host}`) and A-labels for DNS (`--punycode`,
//! `{puny:host}`, `--set host=`).
//!
//! Every choice of what is safe to show goes through [`for_people`], the
//! one place to change when the library offers a fuller display form
//! (UTS 39's confusable and restriction-level checks). Today it takes the
//! library's pieces: `UriRef::to_iri`, which shows U-labels only when UTS
//! 46 ToUnicode accepts the host, every character may be shown in an IRI
//! and the U-labels map back to the same A-labels; and `urlkit::lint`,
//! whose label checks decode each `xn--` label and flag mixed scripts,
//! look-alike delimiters and punycode no encoder writes.

use std::borrow::Cow;

use urlkit::lint::{lint_view, Code};
use urlkit::{pct, UriRef, UriRefView};

/// Why a host was left as it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    /// `not-idna`, or the lint code of the label that is unsafe to show.
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

/// The lint codes of a label that must not be shown decoded.
const UNSAFE: [Code; 3] = [
    Code::MixedScriptHost,
    Code::LookalikeDelimiter,
    Code::SuspiciousPunycode,
];

/// `host` (a reg-name as a URI writes it) with its A-labels as U-labels,
/// or as it is when it has none, when a label is unsafe to show (the
/// reason is then given), or when the library does not show it decoded.
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
    let uri = format!("http://{host}/");
    let Ok(view) = UriRefView::parse(&uri) else {
        return (Cow::Borrowed(host), None);
    };
    if let Some(w) = lint_view(view)
        .into_iter()
        .find(|w| UNSAFE.contains(&w.code()))
    {
        let kept = Kept {
            kind: w.code().as_str(),
            message: w.message().to_owned(),
        };
        return (Cow::Borrowed(host), Some(kept));
    }
    let Ok(reference) = UriRef::parse(&format!("//{host}")) else {
        return (Cow::Borrowed(host), None);
    };
    let iri = reference.to_iri();
    let shown = iri.as_str().strip_prefix("//").unwrap_or(host);
    if shown.eq_ignore_ascii_case(host) {
        let kept = Kept {
            kind: "not-idna",
            message: format!(
                "host '{}' is not shown in Unicode: UTS 46 ToUnicode refuses it, it would show characters an IRI must not (RFC 3987 §3.2, §4.1), or it does not map back to the same A-labels",
                urlkit::Excerpt::new(host)
            ),
        };
        return (Cow::Borrowed(host), Some(kept));
    }
    (Cow::Owned(shown.to_owned()), None)
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
        assert_eq!(kept.map(|k| k.kind), Some("mixed-script-host"));
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
