//! Unit tests of `src/iri/map.rs`, kept out of the production file; the module
//! is `crate::iri::map::tests` (it reaches private items through `super`).

use super::*;

proptest::proptest! {
    /// `push_encoded` writes what the general encoder writes with a
    /// table of every ASCII byte.
    #[test]
    fn push_encoded_matches_the_general_encoder(s in "(\\PC|[a-z%/]){0,40}") {
        let mut fast = String::from("x");
        push_encoded(&mut fast, &s);
        let plain: String = crate::pct::encode_with(&s, &ASCII).collect();
        proptest::prop_assert_eq!(fast, std::format!("x{plain}"));
    }
}

/// A host that cannot be a DNS name is percent-encoded, not mapped.
#[cfg(feature = "idna")]
#[test]
fn idna_only_for_hosts_that_can_be_dns_names() {
    let to_uri = |host: &str| -> String {
        crate::IriRef::parse(&std::format!("http://{host}/"))
            .unwrap()
            .to_uri()
            .host()
            .unwrap()
            .into()
    };
    let labels = |n: usize| std::vec!["ü"; n].join(".");
    let first = to_uri(&labels(127));
    assert!(first.starts_with("xn--tda.xn--tda."), "{first}");
    assert!(to_uri(&labels(128)).starts_with("%C3%BC.%C3%BC."));
    assert!(to_uri(&std::format!("{}.", labels(127))).starts_with("xn--"));
    assert!(to_uri(&std::format!("{}。", labels(128))).starts_with("%C3%BC."));
    // 1 012 bytes, and one more.
    let long = |n: usize| std::format!("{}.ü", "a".repeat(n));
    assert!(to_uri(&long(1009)).ends_with(".xn--tda"));
    assert!(to_uri(&long(1010)).ends_with(".%C3%BC"));
}

/// The host that `to_iri` shows for `http://{host}/`.
#[cfg(feature = "idna")]
fn shown_host(host: &str) -> String {
    crate::UriRef::parse(&std::format!("http://{host}/"))
        .unwrap()
        .to_iri()
        .host()
        .unwrap()
        .into()
}

/// `to_iri` shows the U-labels of a host that `to_uri` maps back to
/// it, and keeps the A-labels of one of more than 127 labels and of
/// one with an A-label of more than 128 octets, which `to_uri` never
/// writes. (That neither is decoded is not visible in the output: the
/// cost is measured by bench/'s `adversarial/to_iri` inputs `a-labels`
/// and `bad-a-labels`.)
#[cfg(feature = "idna")]
#[test]
fn to_iri_keeps_a_labels_that_cannot_map_back() {
    let labels = |n: usize| std::vec!["xn--tda"; n].join(".");
    assert_eq!(shown_host(&labels(127)), std::vec!["ü"; 127].join("."));
    assert_eq!(shown_host(&labels(128)), labels(128));
    // An A-label of at most 128 octets, and one longer.
    let u = |n: usize| std::format!("{}ü", "a".repeat(n));
    let a = |n: usize| std::format!("xn--{}", idna::punycode::encode_str(&u(n)).unwrap());
    let n = (1..300).take_while(|&n| a(n).len() <= 128).last().unwrap();
    assert_eq!(shown_host(&a(n)), u(n));
    assert_eq!(shown_host(&a(n + 1)), a(n + 1));
    let long = std::format!("xn--{}", "a".repeat(2000));
    assert_eq!(shown_host(&long), long);
}

/// `to_iri` shows a host in U-labels exactly where the idna crate's
/// ToUnicode succeeds, every character is safe to show, and `to_uri`
/// writes the same A-labels back; otherwise it keeps the A-labels.
#[cfg(feature = "idna")]
#[test]
fn to_iri_shows_u_labels_only_where_they_map_back() {
    for (host, shown) in [
        ("xn--bcher-kva.example", "bücher.example"),
        ("XN--Bcher-KVA.Example", "bücher.example"),
        ("xn--mgbb.xn--4gq2m", "\u{628}\u{627}.\u{4E00}\u{4E8C}"),
        // Bad Punycode, a decoded `xn--`, a bidi rule broken.
        ("xn--a.example", "xn--a.example"),
        ("xn--xn---epa", "xn--xn---epa"),
        ("a.xn--4db", "a.\u{5D0}"),
    ] {
        assert_eq!(shown_host(host), shown, "{host}");
    }
    // A label of a Latin and a Hebrew letter breaks the bidi rule.
    let mixed = std::format!("xn--{}", idna::punycode::encode_str("a\u{5D0}").unwrap());
    assert_eq!(shown_host(&mixed), mixed);
    assert!(!safe_to_show('\u{200E}', false));
    assert!(!safe_to_show('\u{3000}', false));
    assert!(safe_to_show('\u{E000}', true) && !safe_to_show('\u{E000}', false));
}

fn display(s: &str, private: bool) -> String {
    let mut out = String::new();
    push_decoded_for_display(&mut out, s, private);
    out
}

#[test]
fn decodes_only_safe_utf8() {
    assert_eq!(display("%C3%A4", false), "ä");
    assert_eq!(display("%c3%a4x", false), "äx");
    assert_eq!(display("%41%2F", false), "%41%2F");
    assert_eq!(display("%C3", false), "%C3");
    assert_eq!(display("%C3%C3%A4", false), "%C3ä");
    assert_eq!(display("%E2%80%AE", false), "%E2%80%AE");
    assert_eq!(display("%EF%BF%BE", false), "%EF%BF%BE");
    assert_eq!(display("%EE%80%80", false), "%EE%80%80");
    assert_eq!(display("%EE%80%80", true), "\u{E000}");
    assert_eq!(display("%C2%A0", false), "%C2%A0");
    // Overlong and surrogate encodings are not UTF-8.
    assert_eq!(display("%C0%AF", false), "%C0%AF");
    assert_eq!(display("%ED%A0%80", false), "%ED%A0%80");
    assert_eq!(display("a%F0%9F%98%80b", false), "a\u{1F600}b");
}

#[test]
fn ascii_table_is_all_ascii() {
    for b in 0..=255u8 {
        assert_eq!(ASCII.allows(b), b.is_ascii());
    }
}
