//! Unit tests of `src/scheme/rfc1738.rs`, kept out of the production file; the module
//! is `crate::scheme::rfc1738::tests` (it reaches private items through `super`).

use super::*;

#[test]
fn tables_match_rfc1738_bnf() {
    for b in 0..=255u8 {
        let unreserved = b.is_ascii_alphanumeric() || b"$-_.+!*'(),~".contains(&b);
        assert_eq!(UCHAR.allows(b), unreserved, "uchar {b}");
        assert_eq!(
            XCHAR.allows(b),
            unreserved || b";/?:@&=".contains(&b),
            "xchar {b}"
        );
        assert_eq!(
            FSEGMENT.allows(b),
            unreserved || b"?:@&=".contains(&b),
            "fsegment {b}"
        );
        assert_eq!(
            HSEGMENT.allows(b),
            unreserved || b";:@&=".contains(&b),
            "hsegment {b}"
        );
        assert!(!XCHAR.allows(b) || b != b'%');
    }
}

#[test]
fn decode_and_encode() {
    assert_eq!(decode("a%2Fb%2f"), Cow::<[u8]>::Owned(b"a/b/".to_vec()));
    assert!(matches!(decode("plain"), Cow::Borrowed(b"plain")));
    assert_eq!(decode_str("%FF"), "\u{FFFD}");
    let mut out = String::new();
    encode_into(&mut out, b"a b/%;\xff", &FSEGMENT);
    assert_eq!(out, "a%20b%2F%25%3B%FF");
    assert_eq!(decode(&out).as_ref(), b"a b/%;\xff");
}

#[test]
fn rfc1738_host_rule() {
    for ok in [
        "a",
        "host.dom",
        "vms.host.edu",
        "a-b.c9",
        "9a.com",
        "10.0.0.1",
        // `digits = 1*digit`: leading zeros are allowed, any number.
        "0010.000.0.255",
    ] {
        assert_eq!(host_rule(ok), Ok(()), "{ok}");
    }
    let bad = [
        ("", SchemeErrorKind::Toplabel, 0),
        ("host.9com", SchemeErrorKind::Toplabel, 5),
        ("a.-b.com", SchemeErrorKind::Domainlabel, 2),
        ("a.b-.com", SchemeErrorKind::Domainlabel, 3),
        ("a.com-", SchemeErrorKind::Toplabel, 5),
        ("a.com.", SchemeErrorKind::Toplabel, 6),
        ("a_b.com", SchemeErrorKind::Domainlabel, 1),
        ("1.2.3", SchemeErrorKind::Hostnumber, 5),
        ("1.2.3.256", SchemeErrorKind::Hostnumber, 6),
        ("1.2.3.4.5", SchemeErrorKind::Hostnumber, 8),
        ("[::1]", SchemeErrorKind::Toplabel, 0),
    ];
    for (host, kind, index) in bad {
        let err = host_rule(host).unwrap_err();
        assert_eq!((err.kind(), err.index()), (kind, index), "{host}");
    }
}
