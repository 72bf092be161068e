//! Unit tests of `src/host.rs`, kept out of the production file; the module
//! is `crate::host::tests` (it reaches private items through `super`).

use super::*;
use core::str::FromStr;

#[test]
fn ipv4_dec_octets() {
    assert_eq!(ipv4address(b"0.0.0.0"), Some([0, 0, 0, 0]));
    assert_eq!(ipv4address(b"255.255.255.255"), Some([255; 4]));
    for bad in [
        "01.2.3.4",
        "256.1.1.1",
        "1.2.3",
        "1.2.3.4.",
        "1.2.3.4.5",
        "",
        "1..2.3",
        "a.b.c.d",
        "1.2.3.04",
        "300.0.0.0",
        "1.2.3.-1",
    ] {
        assert_eq!(ipv4address(bad.as_bytes()), None, "{bad}");
    }
}

#[test]
fn ipv6_forms_agree_with_std() {
    for good in [
        "::",
        "::1",
        "1::",
        "1:2:3:4:5:6:7:8",
        "1:2:3:4:5:6:1.2.3.4",
        "::1.2.3.4",
        "::ffff:1.2.3.4",
        "1::8",
        "1:2:3:4:5:6:7::",
        "::2:3:4:5:6:7:8",
        "ABCD:ef01::",
        "1:2:3:4:5::1.2.3.4",
    ] {
        let ours = ipv6address(good.as_bytes()).map(Ipv6Addr::from);
        assert_eq!(ours, Ipv6Addr::from_str(good).ok(), "{good}");
        assert!(ours.is_some(), "{good}");
    }
    for bad in [
        "",
        ":",
        ":::",
        "1:2:3:4:5:6:7:8:9",
        "1:2:3:4:5:6:7",
        "1::2::3",
        "12345::",
        ":1::",
        "1::2:",
        "1.2.3.4",
        "::1.2.3.4:1",
        "1:2:3:4:5:6:7:8::",
        "::1:2:3:4:5:6:7:8",
        "1:2:3:4:5:6:7:1.2.3.4",
        "::01.2.3.4",
        "g::",
        "1:::2",
        "fe80::1%25eth0",
    ] {
        assert_eq!(ipv6address(bad.as_bytes()), None, "{bad}");
    }
}

#[test]
fn ipvfuture_rule() {
    assert!(ipvfuture_mismatch(b"v7.x").is_none());
    assert!(ipvfuture_mismatch(b"VF.a:b").is_none());
    assert!(ipvfuture_mismatch(b"v.x").is_some());
    assert!(ipvfuture_mismatch(b"v7.").is_some());
    assert!(ipvfuture_mismatch(b"v7x").is_some());
    assert!(ipvfuture_mismatch(b"v7.a b").is_some());
    assert!(ipvfuture_mismatch(b"v7.%41").is_some());
}

#[test]
fn ipvfuture_stops_matching_where_it_should() {
    for (text, at) in [
        ("x", 0),
        ("v", 1),
        ("v.x", 1),
        ("vg.x", 1),
        ("v7", 2),
        ("v7x", 2),
        ("v7.", 3),
        ("v7.a b", 4),
        ("v7.%41", 3),
        ("v7.ab/", 5),
    ] {
        assert_eq!(ipvfuture_mismatch(text.as_bytes()), Some(at), "{text}");
    }
}

#[test]
fn ipv6_stops_matching_where_it_should() {
    for (text, at) in [
        ("", 0),
        (":", 1),
        (":1::", 1),
        (":::", 2),
        ("1:::2", 3),
        ("1::2::3", 5),
        ("12345::", 4),
        ("1:2:3:4:5:6:7", 13),
        ("1:2:3:4:5:6:7:8:9", 15),
        ("1:2:3:4:5:6:7:8::", 15),
        ("1::2:3:4:5:6:7:8", 14),
        ("1::2:", 5),
        ("::1.2.3.4:1", 9),
        ("1:2:3:4:5:6:7:1.2.3.4", 14),
        ("::01.2.3.4", 2),
        ("fe80::1%25eth0", 7),
        ("::1 ", 3),
        ("g::", 0),
        ("::ffff:1.2.3", 7),
    ] {
        assert_eq!(ipv6_groups(text.as_bytes()).err(), Some(at), "{text}");
    }
}

#[test]
fn ipv6_long_inputs_fail_in_one_pass() {
    let long = "1:".repeat(10_000);
    assert_eq!(ipv6_groups(long.as_bytes()).err(), Some(15));
    let digits = "1".repeat(10_000);
    assert_eq!(ipv6_groups(digits.as_bytes()).err(), Some(4));
    let ipv4ish = "1.".repeat(10_000);
    assert_eq!(ipv6_groups(ipv4ish.as_bytes()).err(), Some(0));
}
