//! Normalization and comparison (RFC 3986 §6) against the vectors in
//! `data/normalize.tsv` (sources in `data/PROVENANCE.md`), plus
//! properties.

use proptest::prelude::*;
use urlkit::{NormalizeLevel, Uri, UriRef};

fn rows(text: &str) -> impl Iterator<Item = Vec<&str>> {
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split('\t').collect())
}

fn level(name: &str) -> NormalizeLevel {
    match name {
        "syntax" => NormalizeLevel::Syntax,
        "scheme" => NormalizeLevel::Scheme,
        _ => panic!("bad level {name}"),
    }
}

/// Runs the vectors whose source matches; returns how many ran.
fn check_vectors(source: impl Fn(&str) -> bool) -> usize {
    let mut failures = Vec::new();
    let mut n = 0;
    for row in rows(include_str!("../data/normalize.tsv")) {
        let [lvl, input, expected, src, flag] = row[..] else {
            panic!("bad row {row:?}");
        };
        if !source(src) {
            continue;
        }
        n += 1;
        let r = UriRef::parse(input).unwrap();
        let got = r.normalize_with(level(lvl));
        if got.as_str() != expected {
            failures.push(format!(
                "{input} ({lvl}, {src}, {flag}): got {got}, expected {expected}"
            ));
        }
        assert_eq!(got.normalize_with(level(lvl)), got, "idempotent: {input}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    n
}

#[test]
fn rfc3986_6_2_examples() {
    assert_eq!(check_vectors(|s| s.starts_with("RFC 3986")), 6);
}

#[test]
fn conformance_vectors() {
    assert!(check_vectors(|s| !s.starts_with("RFC 3986")) > 150);
}

#[test]
fn rfc3986_6_2_3_equivalent_http_forms() {
    let forms = [
        "http://example.com",
        "http://example.com/",
        "http://example.com:/",
        "http://example.com:80/",
    ];
    for a in forms {
        for b in forms {
            assert!(Uri::parse(a)
                .unwrap()
                .normalized_eq(&Uri::parse(b).unwrap()));
        }
    }
    // §6.2.3: an empty query is not licensed away.
    let a = Uri::parse("http://example.com/?").unwrap();
    assert!(!a.normalized_eq(&Uri::parse("http://example.com/").unwrap()));
}

#[test]
fn ipv6_compared_by_address() {
    let a = Uri::parse("http://[::1]/").unwrap();
    for b in [
        "http://[0:0::1]/",
        "http://[0000:0000:0000:0000:0000:0000:0000:0001]:80/",
    ] {
        assert!(a.normalized_eq(&Uri::parse(b).unwrap()), "{b}");
    }
    let n = Uri::parse("s://[2001:DB8:0:0:1:0:0:1]")
        .unwrap()
        .normalize();
    assert_eq!(n.as_str(), "s://[2001:db8::1:0:0:1]");
}

#[test]
fn default_ports_of_every_known_scheme() {
    for (scheme, port) in [
        ("ftp", 21),
        ("http", 80),
        ("gopher", 70),
        ("nntp", 119),
        ("telnet", 23),
        ("wais", 210),
        ("prospero", 1525),
        ("https", 443),
        ("ws", 80),
        ("wss", 443),
    ] {
        let uri = Uri::parse(&format!("{scheme}://h:{port}/x")).unwrap();
        assert_eq!(uri.normalize().as_str(), format!("{scheme}://h/x"));
        let other = Uri::parse(&format!("{scheme}://h:{}/x", port + 1)).unwrap();
        assert_eq!(other.normalize(), other);
    }
    // No default port: kept, but without leading zeros.
    let uri = Uri::parse("urn-ish://h:0080").unwrap();
    assert_eq!(uri.normalize().as_str(), "urn-ish://h:80");
}

#[test]
fn security_row_8_encoded_slash_and_dot() {
    // %2E is decoded and removed as a dot; %2F is never decoded.
    let uri = Uri::parse("http://host/path%2f..%2f/x/%2E%2E/y").unwrap();
    assert_eq!(uri.normalize().as_str(), "http://host/path%2F..%2F/y");
}

#[test]
fn security_row_16_no_authority_appears() {
    for input in ["a:/b/..//c", "a:.///c", "a:/.//c"] {
        let n = Uri::parse(input).unwrap().normalize();
        assert!(!n.has_authority(), "{input} -> {n}");
        assert!(n.as_str().starts_with("a:/.//c"), "{input} -> {n}");
    }
}

#[test]
fn long_inputs_are_linear() {
    let uri = Uri::parse(&format!("http://h{}", "/a/b/..".repeat(100_000))).unwrap();
    assert_eq!(uri.normalize().path().len(), 200_001);
    let uri = Uri::parse(&format!("http://h/{}", "%41".repeat(300_000))).unwrap();
    assert_eq!(uri.normalize().path().len(), 300_001);
}

// ---- properties -------------------------------------------------------

fn piece() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("a".to_owned()),
        Just("B".to_owned()),
        Just(".".to_owned()),
        Just("..".to_owned()),
        Just("/".to_owned()),
        Just("%2e".to_owned()),
        Just("%7E".to_owned()),
        Just("%2f".to_owned()),
        Just("%c3%a9".to_owned()),
        Just(":".to_owned()),
        Just("@".to_owned()),
    ]
}

fn reference() -> impl Strategy<Value = String> {
    (
        prop::option::of(prop_oneof![Just("HTTP"), Just("s"), Just("Ftp")]),
        prop::option::of(prop_oneof![
            Just("EX%41mple.com"),
            Just("h:80"),
            Just("h:"),
            Just("h:0021"),
            Just("[0:0::1]"),
            Just("[::FFFF:1.2.3.4]"),
            Just("[v1.AB]"),
            Just("U%7e@h"),
            Just(""),
        ]),
        prop::collection::vec(piece(), 0..6),
        prop::option::of(prop::collection::vec(piece(), 0..3)),
        prop::option::of(prop::collection::vec(piece(), 0..3)),
    )
        .prop_filter_map("must parse", |(s, a, p, q, f)| {
            let mut t = String::new();
            if let Some(s) = s {
                t.push_str(s);
                t.push(':');
            }
            if let Some(a) = a {
                t.push_str("//");
                t.push_str(a);
            }
            t.push_str(&p.concat());
            if let Some(q) = q {
                t.push('?');
                t.push_str(&q.concat());
            }
            if let Some(f) = f {
                t.push('#');
                t.push_str(&f.concat());
            }
            UriRef::parse(&t).is_ok().then_some(t)
        })
}

proptest! {
    #[test]
    fn normalize_is_idempotent_and_parses(r in reference()) {
        let r = UriRef::parse(&r).unwrap();
        for lvl in [NormalizeLevel::Syntax, NormalizeLevel::Scheme] {
            let n = r.normalize_with(lvl);
            let reparsed = UriRef::parse(n.as_str()).unwrap();
            prop_assert_eq!(&reparsed, &n);
            prop_assert_eq!(n.normalize_with(lvl), n.clone());
            // Structure is kept: scheme, authority and query presence.
            prop_assert_eq!(n.has_scheme(), r.has_scheme());
            prop_assert_eq!(n.has_authority(), r.has_authority());
            prop_assert_eq!(n.query().is_some(), r.query().is_some());
            prop_assert_eq!(n.fragment().is_some(), r.fragment().is_some());
            prop_assert_eq!(r.as_view().normalize_with(lvl), n.clone());
            if let Ok(u) = Uri::parse(r.as_str()) {
                let viewed = u.as_view().normalize_with(lvl);
                prop_assert_eq!(viewed.as_str(), n.as_str());
            }
        }
    }

    /// `UriRefView::normalize_into` gives exactly what `normalize_with`
    /// gives, into a buffer reused across inputs of any length.
    #[test]
    fn normalize_into_gives_normalize_with(a in reference(), b in reference()) {
        let mut out = String::from("left over");
        for r in [&a, &b, &a] {
            let r = UriRef::parse(r).unwrap();
            for lvl in [NormalizeLevel::Syntax, NormalizeLevel::Scheme] {
                let owned = r.normalize_with(lvl);
                prop_assert_eq!(r.as_view().normalize_into(lvl, &mut out), owned.as_str());
                prop_assert_eq!(out.as_str(), owned.as_str());
            }
        }
    }

    /// `UriRef::reparse_with_limit` gives exactly what `parse_with_limit`
    /// gives (the same text and components, the same error), and an error
    /// leaves the value as it was.
    #[test]
    fn reparse_gives_parse(a in reference(), b in "[a-z:/?#%@.\\[\\] ]{0,12}", limit in 0usize..40) {
        let mut reused = UriRef::parse("").unwrap();
        for text in [&a, &b, &a] {
            let before = reused.clone();
            let fresh = UriRef::parse_with_limit(text, limit);
            match (reused.reparse_with_limit(text, limit), fresh) {
                (Ok(()), Ok(fresh)) => {
                    prop_assert_eq!(&reused, &fresh);
                    prop_assert_eq!(reused.as_view(), fresh.as_view());
                    prop_assert_eq!(reused.path(), fresh.path());
                    prop_assert_eq!(reused.host(), fresh.host());
                    prop_assert_eq!(reused.query(), fresh.query());
                }
                (Err(e), Err(fresh)) => {
                    prop_assert_eq!(e, fresh);
                    prop_assert_eq!(&reused, &before);
                    prop_assert_eq!(reused.as_view(), before.as_view());
                }
                (got, want) => prop_assert!(false, "{:?} vs {:?}", got, want.map(|r| r.to_string())),
            }
        }
    }

    #[test]
    fn normalization_keeps_equivalence(a in reference(), b in reference()) {
        let a = UriRef::parse(&a).unwrap();
        let b = UriRef::parse(&b).unwrap();
        prop_assert!(a.normalized_eq(&a.normalize()));
        prop_assert_eq!(a.normalized_eq(&b), a.normalize().normalized_eq(&b.normalize()));
    }

    #[test]
    fn resolution_commutes_with_normalization(base in reference(), r in reference()) {
        // docs/security.md P5: n(resolve(b, r)) == n(resolve(n(b), n(r))).
        let Ok(base) = Uri::parse(&base) else { return Ok(()) };
        // Except for a base whose path has dot segments: §5.2.3 merges
        // "all but the last segment" of the base's path as written, so
        // `s:/~/..` + `a` gives `s:/~/a`, while its normal form `s:/` gives
        // `s:/a`; and §5.2.4 makes a rootless `s:~/..` rooted. Both are
        // the RFC's algorithms kept as written (fluent-uri cleans the base
        // first instead; see tests/it/resolve_differential.rs).
        let p = base.path();
        prop_assume!(urlkit::remove_dot_segments(p) == p);
        let r = UriRef::parse(&r).unwrap();
        let direct = r.resolve_against(&base).unwrap().normalize();
        let via = r.normalize().resolve_against(&base.normalize()).unwrap().normalize();
        prop_assert_eq!(direct, via);
    }
}
