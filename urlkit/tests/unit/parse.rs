//! Unit tests of `src/parse.rs`, kept out of the production file; the module
//! is `crate::parse::tests` (it reaches private items through `super`).

use super::*;

fn p(s: &str) -> Result<Offsets, (ParseErrorKind, usize)> {
    parse(s, Rule::UriReference, usize::MAX).map_err(|e| (e.kind(), e.index()))
}

/// The plain twin of the IRI branch of [`scan_raw`]: decode every
/// character and ask the rule.
fn plain_iri_holds(chars: &Chars, c: char) -> bool {
    if c.is_ascii() {
        chars.ascii.allows(c as u8)
    } else {
        chars.holds(c)
    }
}

/// The quick tables read exactly the characters the rule holds: every
/// non-ASCII character in every IRI component, alone and in a run with
/// ASCII and `%XX` on both sides (the `run_end` chunks and the
/// one-at-a-time loop), against [`plain_iri_holds`].
#[test]
fn iri_scan_matches_its_plain_twin_for_every_character() {
    let iri = |s: &str| {
        parse_grammar::<true>(s, Rule::UriReference, usize::MAX, false)
            .map(|_| ())
            .map_err(|e| e.index())
    };
    for c in (0x80..=0x10_FFFF).filter_map(char::from_u32) {
        let in_path = plain_iri_holds(&IPATH, c);
        let in_query = plain_iri_holds(&IQUERY, c);
        // The five components hold the same characters but the query.
        assert_eq!(plain_iri_holds(&IREG_NAME, c), in_path);
        assert_eq!(plain_iri_holds(&IUSERINFO, c), in_path);
        assert_eq!(plain_iri_holds(&IFRAGMENT, c), in_path);
        if in_path {
            let s = format!("s://u{c}@h{c}/abcdefgh{c}{c}%41{c}ab?{c}#x{c}");
            assert_eq!(iri(&s), Ok(()), "{c:?}");
            continue;
        }
        // Each component alone, `c` after a run long enough for a
        // `run_end` chunk and after a decoded character.
        let cases = [
            (format!("s://h\u{10000}{c}/"), 5 + 4),
            (format!("s://uuuuuuuuu{c}@h/"), 13),
            (format!("s://h/p\u{F900}aaaaaaaaa{c}"), 19),
            (format!("s://h/?q\u{10000}{c}"), 12),
            (format!("s://h/#{c}"), 7),
        ];
        for (k, (s, at)) in cases.iter().enumerate() {
            let want = if k == 3 && in_query { Ok(()) } else { Err(*at) };
            assert_eq!(iri(s), want, "{c:?} in {s:?}");
        }
    }
}

#[test]
fn check_invariants_accepts_the_parse_and_nothing_else() {
    for text in [
        "http://u@h:1/p?q#f",
        "a",
        "//h",
        "?q",
        "http://[fe80::1%25en0]/ä",
    ] {
        let off = parse(text, Rule::UriReference, usize::MAX)
            .or_else(|_| parse_grammar::<true>(text, Rule::UriReference, usize::MAX, true))
            .unwrap();
        assert!(off.check_invariants(text, Rule::UriReference), "{text}");
        for field in 0..6 {
            let mut wrong = off;
            let f = [
                &mut wrong.scheme_end,
                &mut wrong.host_start,
                &mut wrong.host_end,
                &mut wrong.path_start,
                &mut wrong.query_start,
                &mut wrong.fragment_start,
            ];
            if let Some(v) = f.into_iter().nth(field) {
                *v += 1;
            }
            assert!(
                !wrong.check_invariants(text, Rule::UriReference),
                "{text} {field}"
            );
        }
    }
    // A text that is no URI, whatever the offsets.
    assert!(!Offsets::default().check_invariants("a b", Rule::UriReference));
    let rel = parse("a", Rule::UriReference, usize::MAX).unwrap();
    assert!(!rel.check_invariants("a", Rule::Uri));
}

#[test]
fn offsets_of_the_rfc_example() {
    let s = "foo://user@example.com:8042/over/there?name=ferret#nose";
    let o = p(s).unwrap();
    assert_eq!(o.scheme_end, 3);
    assert_eq!(o.host_start, 11);
    assert_eq!(o.host_end, 22);
    assert_eq!(o.path_start, 27);
    assert_eq!(o.query_start, 38);
    assert_eq!(o.fragment_start, 50);
}

#[test]
fn error_positions() {
    use ParseErrorKind::*;
    assert_eq!(p("a b"), Err((InvalidPath, 1)));
    assert_eq!(p("1a:b"), Err((ColonInFirstSegment, 2)));
    assert_eq!(p("http://h:8o/"), Err((InvalidPort, 10)));
    assert_eq!(p("http://[::1"), Err((InvalidIpLiteral, 11)));
    assert_eq!(p("http://[::1]x"), Err((InvalidIpLiteral, 12)));
    assert_eq!(p("http://[:::1]"), Err((InvalidIpv6, 10)));
    assert_eq!(p("http://[vz.x]"), Err((InvalidIpvFuture, 9)));
    assert_eq!(p("http://a@b@c"), Err((InvalidHost, 10)));
    assert_eq!(p("http://a b@c"), Err((InvalidUserinfo, 8)));
    assert_eq!(p("http://a b"), Err((InvalidHost, 8)));
    assert_eq!(p("?a#b#"), Err((InvalidFragment, 4)));
    assert_eq!(p("?a b"), Err((InvalidQuery, 2)));
    assert_eq!(p("/%4"), Err((InvalidPercentEncoding, 1)));
    assert_eq!(p("//%zz@h"), Err((InvalidPercentEncoding, 2)));
    assert_eq!(p("http://h\\@g"), Err((InvalidUserinfo, 8)));
    assert_eq!(p("http://h\\g"), Err((InvalidHost, 8)));
}

/// Regression: an invalid IP-literal used to be reported at its first
/// byte; the index is now where the address stops matching its rule.
#[test]
fn ip_literal_errors_point_at_the_failing_byte() {
    use ParseErrorKind::*;
    assert_eq!(p("http://[fe80::1%25eth0]/"), Err((InvalidIpv6, 15)));
    assert_eq!(p("//[::1\0]"), Err((InvalidIpv6, 6)));
    assert_eq!(p("//[1:2:3:4:5:6:7:8:9]"), Err((InvalidIpv6, 18)));
    assert_eq!(p("//[1:2:3]"), Err((InvalidIpv6, 8)));
    assert_eq!(p("//[v1.a b]"), Err((InvalidIpvFuture, 7)));
    assert_eq!(p("//[v1.]"), Err((InvalidIpvFuture, 6)));
    assert_eq!(p("//[]"), Err((InvalidIpv6, 3)));
}

/// Regression: junk after an IP-literal's `]` was reported as
/// `InvalidHost` (whose message asks for reg-name characters) although
/// `InvalidIpLiteral` is documented to cover it.
#[test]
fn junk_after_an_ip_literal_is_an_ip_literal_error() {
    use ParseErrorKind::*;
    assert_eq!(p("//[::1]x"), Err((InvalidIpLiteral, 7)));
    assert_eq!(p("//[::1]@h"), Err((InvalidIpLiteral, 7)));
    assert_eq!(p("//u@[v1.x]]"), Err((InvalidIpLiteral, 10)));
    assert_eq!(p("//u@[::1]:1x"), Err((InvalidPort, 11)));
    assert_eq!(p("//u@h]"), Err((InvalidHost, 5)));
}

#[test]
fn uri_rule_requires_a_scheme() {
    let e = parse("//h/p", Rule::Uri, usize::MAX).unwrap_err();
    assert_eq!((e.kind(), e.index()), (ParseErrorKind::MissingScheme, 0));
    let e = parse("ht tp://h", Rule::Uri, usize::MAX).unwrap_err();
    assert_eq!((e.kind(), e.index()), (ParseErrorKind::InvalidScheme, 2));
}

/// `utf8_char_at` against the standard library's UTF-8 decoder: every
/// code point, and every sequence of up to three bytes over the lead
/// and continuation ranges (overlong forms, surrogates, truncation).
#[test]
fn utf8_char_at_agrees_with_std() {
    let std_first = |b: &[u8]| {
        let valid = match core::str::from_utf8(b) {
            Ok(s) => s,
            Err(e) => core::str::from_utf8(&b[..e.valid_up_to()]).unwrap(),
        };
        valid.chars().next().map(|c| (c, c.len_utf8()))
    };
    for c in (0..=0x10FFFF).filter_map(char::from_u32) {
        let mut buf = [0u8; 4];
        let bytes = c.encode_utf8(&mut buf).as_bytes();
        assert_eq!(utf8_char_at(bytes, 0), Some((c, c.len_utf8())));
    }
    let interesting: alloc::vec::Vec<u8> = (0x70..=0xFF).collect();
    for &a in &interesting {
        for &b in &interesting {
            for &c in &[0x41u8, 0x80, 0x9F, 0xA0, 0xBF, 0xC0] {
                for d in [0x80u8, 0x41] {
                    let bytes = [a, b, c, d];
                    assert_eq!(utf8_char_at(&bytes, 0), std_first(&bytes), "{bytes:x?}");
                }
            }
        }
    }
    assert_eq!(utf8_char_at(b"", 0), None);
    assert_eq!(utf8_char_at(&[0xC3], 0), None);
}

#[test]
fn length_limit() {
    let e = parse("http://h/", Rule::Uri, 4).unwrap_err();
    assert_eq!(e.kind(), ParseErrorKind::TooLong);
    assert_eq!(e.index(), 4);
}
