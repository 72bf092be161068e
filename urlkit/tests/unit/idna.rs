//! Unit tests of `src/idna/mod.rs`, kept out of the production file; the module
//! is `crate::idna::tests` (it reaches private items through `super`).

use super::*;
use alloc::format;
use alloc::vec::Vec;

/// The `idna` crate's ToASCII with [`host_to_ascii`]'s options.
fn crate_to_ascii(host: &str) -> Option<String> {
    Uts46::new()
        .to_ascii(
            host.as_bytes(),
            AsciiDenyList::URL,
            Hyphens::Allow,
            DnsLength::Ignore,
        )
        .ok()
        .map(Cow::into_owned)
}

/// The fast path is taken exactly for the ASCII hosts without capitals
/// and `xn--` labels that the crate returns unchanged and that are
/// `reg-name`s; on each, `host_to_ascii` returns the host.
fn fast_path_agrees(host: &str) {
    let crate_keeps =
        crate_to_ascii(host).is_some_and(|a| a == host) && host.bytes().all(|b| REG_NAME.allows(b));
    if is_already_ascii(host) {
        assert!(crate_keeps, "{host:?}");
        assert_eq!(host_to_ascii(host).as_deref(), Ok(host));
    } else if host.is_ascii() && !host.bytes().any(|b| b.is_ascii_uppercase()) {
        assert!(!crate_keeps || has_a_label(host), "{host:?}");
    }
}

#[test]
fn fast_path_is_taken_exactly_where_the_crate_keeps_the_host() {
    // Every ASCII byte alone, between letters, and first or last in
    // a label.
    for b in 0..0x80u8 {
        let c = char::from(b);
        for host in [
            format!("{c}"),
            format!("a{c}b"),
            format!("{c}a.b"),
            format!("a.b{c}"),
            format!("xn--{c}"),
            format!("a.xn-{c}"),
        ] {
            fast_path_agrees(&host);
        }
    }
    let mut taken = 0;
    for host in [
        "example.com",
        "a..b",
        ".",
        "",
        "a.",
        "-a-.b--c",
        "_sip._tcp.example",
        "ab--cd",
        "xn--bcher-kva.example",
        "xn--a",
        "a.xn--",
        &"a".repeat(300),
        "1.2.3.4",
        "!$&'()*+,;=",
    ] {
        fast_path_agrees(host);
        taken += usize::from(is_already_ascii(host));
    }
    assert_eq!(taken, 11);
}

proptest::proptest! {
    /// On ASCII hosts of letters, digits, dots, hyphens, `xn--` and
    /// the other printable characters.
    #[test]
    fn fast_path_matches_the_crate(host in "(xn--|[a-z0-9.-]|[ -~]){0,30}") {
        fast_path_agrees(&host);
    }
}

/// The A-label of `label`, however long (the crate's encoder).
fn a_label(label: &str) -> String {
    format!("xn--{}", idna::punycode::encode_str(label).unwrap())
}

/// A label whose A-label has 128 octets is written, one of 129 is
/// refused, whether it needs encoding or is written as an A-label;
/// one of more than 124 characters is refused before the encoding.
#[test]
fn a_labels_have_at_most_128_octets() {
    for unit in ["ü", "a", "一"] {
        // The longest label of `aü…` whose A-label fits.
        let label = |n: usize| format!("ü{}", unit.repeat(n));
        let n = (0..300)
            .take_while(|&n| a_label(&label(n)).len() <= 128)
            .last()
            .unwrap();
        let (fits, over) = (label(n), label(n + 1));
        assert!(
            a_label(&fits).len() <= 128 && a_label(&over).len() > 128,
            "{unit}"
        );
        assert_eq!(host_to_ascii(&fits), Ok(a_label(&fits)));
        assert_eq!(host_to_ascii(&over), Err(LABEL_TOO_LONG), "{unit}");
        assert_eq!(host_to_ascii(&format!("a.{over}.b")), Err(LABEL_TOO_LONG));
        assert_eq!(
            host_to_ascii_strict(&over).unwrap_err().kind(),
            IdnaErrorKind::LabelTooLong
        );
        // The A-labels themselves, and decoded.
        assert_eq!(host_to_ascii(&a_label(&fits)), Ok(a_label(&fits)));
        assert_eq!(host_to_ascii(&a_label(&over)), Err(LABEL_TOO_LONG));
        assert_eq!(host_to_unicode(&a_label(&fits)), (fits.clone(), Ok(())));
        let long = a_label(&over).to_uppercase();
        assert_eq!(host_to_unicode(&long), (long.clone(), Err(LABEL_TOO_LONG)));
        let long = format!("a\u{3002}{}", a_label(&over));
        assert_eq!(host_to_unicode(&long), (long.clone(), Err(LABEL_TOO_LONG)));
    }
    // ASCII labels may be longer (no DNS length check).
    let long = "a".repeat(300);
    assert_eq!(host_to_ascii(&long).as_deref(), Ok(long.as_str()));
    // A label written in full-width letters is checked once mapped.
    let wide: String = a_label(&"ü".repeat(130))
        .chars()
        .map(|c| char::from_u32(u32::from(c) - 0x21 + 0xFF01).unwrap())
        .collect();
    assert_eq!(host_to_ascii(&wide), Err(LABEL_TOO_LONG));
}

#[test]
fn could_be_dns_name_counts_every_dot() {
    for dot in [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"] {
        assert!(could_be_dns_name(&format!("a{}", dot.repeat(126))));
        assert!(could_be_dns_name(&format!("a{}", dot.repeat(127))), "root");
        assert!(!could_be_dns_name(&format!("a{}a", dot.repeat(127))));
    }
    // The continuation bytes of the three dots after another lead
    // byte (EE 80 82, EE BC 8E, EE BD A1) are no dots.
    assert!(could_be_dns_name(&"\u{E002}\u{EF0E}\u{EF61}".repeat(110)));
    assert!(!could_be_dns_name(&"a".repeat(1013)));
}

#[test]
fn lenient_and_strict_differ_only_on_std3_hyphens_and_length() {
    assert_eq!(host_to_ascii("a--b.example").as_deref(), Ok("a--b.example"));
    assert_eq!(
        host_to_ascii("ab--c.example").as_deref(),
        Ok("ab--c.example")
    );
    assert!(host_to_ascii_strict("ab--c.example").is_err());
    assert!(host_to_ascii_strict("-a.example").is_err());
    let long = "a".repeat(64);
    assert_eq!(host_to_ascii(&long).as_deref(), Ok(long.as_str()));
    assert!(host_to_ascii_strict(&long).is_err());
}

#[test]
fn forbidden_and_non_reg_name_characters() {
    for bad in [
        "a b", "a/b", "a:b", "a@b", "a[b", "a%41", "a|b", "a<b", "A b",
    ] {
        assert_eq!(host_to_ascii(bad), Err(INVALID), "{bad}");
    }
    for bad in ["a\"b", "a{b", "a}b", "a`b", "A`b", "ü`b"] {
        assert_eq!(
            host_to_ascii(bad).unwrap_err().kind(),
            IdnaErrorKind::NotRegName,
            "{bad}"
        );
    }
    assert_eq!(
        host_to_ascii("a!$&'()*+,;=b").as_deref(),
        Ok("a!$&'()*+,;=b")
    );
}

/// UTS 46 V4: without CheckHyphens, no label may begin with `xn--`
/// once decoded (the idna crate leaves it out; found by fuzzing).
#[test]
fn decoded_label_must_not_begin_with_xn() {
    assert_eq!(
        crate_to_ascii("xn--xn---epa").as_deref(),
        Some("xn--xn---epa")
    );
    assert_eq!(host_to_ascii("xn--xn---epa"), Err(INVALID));
    assert_eq!(host_to_ascii("XN--XN---EPA.example"), Err(INVALID));
    assert_eq!(host_to_ascii("xn--ü"), Err(INVALID));
    assert!(host_to_unicode("xn--xn---epa").1.is_err());
    // An A-label that begins with `xn--xn` but decodes otherwise.
    let a = a_label("üxn--a");
    assert!(!has_label_decoding_to_xn(&a));
    assert!(host_to_ascii("xn--bcher-kva.example").is_ok());
}

#[test]
fn round_trip() {
    for host in [
        "bücher.example",
        "правительство.рф",
        "日本語.jp",
        "例え.テスト",
    ] {
        let ascii = host_to_ascii(host).unwrap();
        assert!(ascii.is_ascii(), "{ascii}");
        assert_eq!(host_to_unicode(&ascii), (String::from(host), Ok(())));
    }
    let upper: Vec<&str> = ["Bücher", "EXAMPLE"].to_vec();
    assert_eq!(
        host_to_ascii(&upper.join(".")).as_deref(),
        Ok("xn--bcher-kva.example")
    );
}
