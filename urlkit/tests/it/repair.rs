//! The repair mode (`UriRef::parse_lenient`): examples of each repair and
//! each refusal, and its promises as properties:
//!
//! - a valid reference comes back byte for byte, with no repair;
//! - the output always parses strictly;
//! - repairing twice changes nothing;
//! - every span lies within the input, on character boundaries, in order.
//!
//! `cargo test --features idna` runs them with IDNA as well.

use crate::abnf;

use proptest::prelude::*;
use urlkit::repair::{RepairKind, Repaired};
use urlkit::{ParseErrorKind, UriRef};

fn kinds(r: &Repaired) -> Vec<RepairKind> {
    r.repairs().iter().map(|r| r.kind()).collect()
}

fn lenient(input: &str) -> Repaired {
    UriRef::parse_lenient(input).unwrap_or_else(|e| panic!("{input:?}: {e}"))
}

/// (input, output, [(kind, text of the span in the input)])
type Case = (
    &'static str,
    &'static str,
    &'static [(RepairKind, &'static str)],
);

#[test]
fn each_repair_with_its_span() {
    use RepairKind::*;
    let cases: &[Case] = &[
        (
            " \u{0}http://h/\r\n",
            "http://h/",
            &[(Trimmed, " \u{0}"), (Trimmed, "\r\n")],
        ),
        (
            "http://h/a\tb\n\nc",
            "http://h/abc",
            &[(RemovedTabOrNewline, "\t"), (RemovedTabOrNewline, "\n\n")],
        ),
        ("http://h/a b", "http://h/a%20b", &[(PercentEncoded, " ")]),
        (
            "http://h/\"<>^`{|}",
            "http://h/%22%3C%3E%5E%60%7B%7C%7D",
            &[(PercentEncoded, "\"<>^`{|}")],
        ),
        (
            "http://h/Köln",
            "http://h/K%C3%B6ln",
            &[(PercentEncoded, "ö")],
        ),
        (
            "http://h/?q=日本",
            "http://h/?q=%E6%97%A5%E6%9C%AC",
            &[(PercentEncoded, "日本")],
        ),
        ("http://h/#a#b", "http://h/#a%23b", &[(PercentEncoded, "#")]),
        (
            "http://h/50%",
            "http://h/50%25",
            &[(PercentSignEncoded, "%")],
        ),
        (
            "http://h/%4g%41",
            "http://h/%254g%41",
            &[(PercentSignEncoded, "%")],
        ),
        (
            "HTTP:\\\\h\\a",
            "HTTP://h/a",
            &[(Backslash, "\\\\"), (Backslash, "\\")],
        ),
        ("wss:/\\h", "wss://h", &[(Backslash, "\\")]),
        (
            "file:\\\\\\C:\\x",
            "file:///C:/x",
            &[(Backslash, "\\\\\\"), (Backslash, "\\")],
        ),
        (
            "http://h/?a\\b",
            "http://h/?a%5Cb",
            &[(PercentEncoded, "\\")],
        ),
        ("foo://h/a\\b", "foo://h/a%5Cb", &[(PercentEncoded, "\\")]),
        (
            "http://us er@h/",
            "http://us%20er@h/",
            &[(PercentEncoded, " ")],
        ),
        ("http://a@b@h/", "http://a%40b@h/", &[(PercentEncoded, "@")]),
        (
            "http://a{b}/",
            "http://a%7Bb%7D/",
            &[(PercentEncoded, "{"), (PercentEncoded, "}")],
        ),
        (
            "http://[fe80::1%eth0]/",
            "http://[fe80::1]/",
            &[(ZoneId, "%eth0")],
        ),
        (
            "http://[fe80::1%25eth0]:80/",
            "http://[fe80::1]:80/",
            &[(ZoneId, "%25eth0")],
        ),
        ("a:b c", "a:b%20c", &[(PercentEncoded, " ")]),
        (
            "1a:b c",
            "1a%3Ab%20c",
            &[(PercentEncoded, ":"), (PercentEncoded, " ")],
        ),
        ("\u{FEFF}x", "%EF%BB%BFx", &[(PercentEncoded, "\u{FEFF}")]),
        ("   ", "", &[(Trimmed, "   ")]),
    ];
    for (input, output, want) in cases {
        let r = lenient(input);
        assert_eq!(r.uri().as_str(), *output, "{input:?}");
        let got: Vec<(RepairKind, &str)> = r
            .repairs()
            .iter()
            .map(|x| (x.kind(), &input[x.span()]))
            .collect();
        assert_eq!(got, *want, "{input:?}");
    }
}

#[test]
fn zone_is_reported_apart() {
    let r = lenient("http://[fe80::a%en0]:8080/p");
    assert_eq!(r.zone(), Some("en0"));
    assert_eq!(r.uri().host(), Some("[fe80::a]"));
    assert_eq!(r.uri().port(), Some("8080"));
    assert_eq!(kinds(&r), [RepairKind::ZoneId]);
    // Strict parsing still refuses both forms (RFC 3986).
    assert!(UriRef::parse("http://[fe80::a%en0]/").is_err());
    assert!(UriRef::parse("http://[fe80::a%25en0]/").is_err());
}

#[cfg(not(feature = "idna"))]
#[test]
fn international_host_is_percent_encoded_without_idna() {
    let r = lenient("https://bücher.example/");
    assert_eq!(r.uri().as_str(), "https://b%C3%BCcher.example/");
    assert_eq!(kinds(&r), [RepairKind::PercentEncoded]);
}

#[cfg(feature = "idna")]
#[test]
fn international_host_becomes_a_labels_with_idna() {
    let input = "https://Bücher.example/Köln";
    let r = lenient(input);
    assert_eq!(r.uri().as_str(), "https://xn--bcher-kva.example/K%C3%B6ln");
    assert_eq!(kinds(&r), [RepairKind::Idna, RepairKind::PercentEncoded]);
    assert_eq!(&input[r.repairs()[0].span()], "Bücher.example");
    // Not a valid internationalized name: refused, at the host.
    let e = UriRef::parse_lenient("http://a\u{200D}ü/").unwrap_err();
    assert_eq!((e.kind(), e.index()), (ParseErrorKind::InvalidHost, 7));
}

#[test]
fn what_no_browser_accepts_stays_an_error() {
    use ParseErrorKind::*;
    let cases = [
        ("http://exa mple.com/", InvalidHost, 10),
        ("http://a<b/", InvalidHost, 8),
        ("http://a^b/", InvalidHost, 8),
        ("http://a|b/", InvalidHost, 8),
        ("http://a%zz/", InvalidPercentEncoding, 8),
        ("http://[::1/", InvalidIpLiteral, 11),
        ("http://[::1", InvalidIpLiteral, 11),
        ("http://[::g]/", InvalidIpv6, 10),
        ("http://[::1]x/", InvalidIpLiteral, 12),
        ("http://[::1%]/", InvalidIpv6, 12),
        ("http://[v1.x%eth0]/", InvalidIpvFuture, 12),
        ("http://h:8o/", InvalidPort, 10),
        ("http://a]b/", InvalidHost, 8),
        // Indexes are in the input, tabs and trimmed bytes counted.
        ("  http://a\tb c/", InvalidHost, 12),
    ];
    for (input, kind, index) in cases {
        let e = UriRef::parse_lenient(input).unwrap_err();
        assert_eq!((e.kind(), e.index()), (kind, index), "{input:?}: {e}");
    }
}

#[test]
fn kinds_have_stable_names() {
    let names: Vec<&str> = RepairKind::ALL.iter().map(|k| k.as_str()).collect();
    assert_eq!(
        names,
        [
            "trimmed",
            "removed-tab-or-newline",
            "percent-encoded",
            "percent-sign-encoded",
            "backslash",
            "idna",
            "zone-id"
        ]
    );
}

/// Checks every promise on one input.
fn promises(input: &str) -> Result<(), TestCaseError> {
    let Ok(r) = UriRef::parse_lenient(input) else {
        return Ok(());
    };
    let out = r.uri().as_str();
    prop_assert!(UriRef::parse(out).is_ok(), "{input:?} -> {out:?}");
    let again = UriRef::parse_lenient(out).unwrap();
    prop_assert_eq!(again.uri().as_str(), out);
    prop_assert!(again.repairs().is_empty());
    let mut last = 0;
    for x in r.repairs() {
        let s = x.span();
        prop_assert!(s.start < s.end && s.end <= input.len(), "{input:?}: {x}");
        prop_assert!(input.is_char_boundary(s.start) && input.is_char_boundary(s.end));
        // In input order; a host written as A-labels may span a removed
        // tab, so spans may nest.
        prop_assert!(s.start >= last, "{input:?}: repairs out of order");
        last = s.start;
    }
    prop_assert_eq!(r.is_repaired(), out != input || r.zone().is_some());
    Ok(())
}

/// Characters that need repair, and the delimiters around which repairs
/// go wrong.
const MESSY: &[char] = &[
    ' ', '\t', '\n', '\r', '\u{0}', '\u{1f}', '\\', '%', '"', '<', '>', '^', '`', '{', '|', '}',
    '[', ']', '@', ':', '/', '?', '#', 'ü', '日', '\u{FEFF}', 'a', '1', 'F', '.',
];

fn messy() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        3 => proptest::sample::select(MESSY).prop_map(String::from),
        1 => proptest::sample::select(&["http://", "https:\\\\", "file:///", "h:", "//", "[::1", "[fe80::1%", "%4", "%41", "25"][..]).prop_map(String::from),
    ];
    proptest::collection::vec(piece, 0..24).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn valid_references_come_back_unchanged(g in abnf::uri_reference()) {
        let r = UriRef::parse_lenient(&g.text).unwrap();
        prop_assert_eq!(r.uri().as_str(), g.text.as_str());
        prop_assert!(r.repairs().is_empty());
        prop_assert_eq!(r.zone(), None);
    }

    #[test]
    fn messy_input_keeps_the_promises(s in messy()) {
        promises(&s)?;
    }

    #[test]
    fn near_valid_input_keeps_the_promises(s in abnf::near_valid()) {
        promises(&s)?;
    }

    #[test]
    fn any_text_keeps_the_promises(s in "\\PC{0,40}") {
        promises(&s)?;
    }
}
