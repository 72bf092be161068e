//! The repair mode against the WHATWG URL parser (the `url` crate), on the
//! real-world lists of `data/urls/` and on messy inputs generated from
//! them: for every input both accept, urlkit's repaired then normalized
//! URI equals `url`'s serialization, or the difference is one of the
//! documented WHATWG normalization choices of `checks::Difference`
//! (`fuzz/src/checks.rs`, shared with the `repair_url` fuzz target;
//! docs/repair.md explains each and gives the figures this test prints).

use std::collections::BTreeMap;

use crate::checks::{explain, Difference};
use crate::messy::messy;
use urlkit::UriRef;

#[derive(Default, Debug)]
struct Tally {
    inputs: usize,
    valid_strict: usize,
    repaired: usize,
    both: usize,
    agree: usize,
    only_ours: usize,
    only_url: usize,
    differences: BTreeMap<Difference, usize>,
    unexplained: Vec<String>,
}

fn compare(inputs: &[String]) -> Tally {
    let mut t = Tally::default();
    for input in inputs {
        t.inputs += 1;
        let ours = UriRef::parse_lenient(input);
        if let Ok(r) = &ours {
            if r.is_repaired() {
                t.repaired += 1;
            } else {
                t.valid_strict += 1;
            }
        }
        // WHATWG needs a base for a relative reference, and refuses zone
        // identifiers: compare URIs without a zone only.
        let ours = ours
            .ok()
            .filter(|r| r.uri().has_scheme() && r.zone().is_none());
        let theirs = url::Url::parse(input).ok();
        let (ours, theirs) = match (ours, theirs) {
            (Some(o), Some(t)) => (o, t),
            (Some(_), None) => {
                t.only_ours += 1;
                continue;
            }
            (None, Some(_)) => {
                t.only_url += 1;
                continue;
            }
            (None, None) => continue,
        };
        t.both += 1;
        let normal = ours.uri().normalize();
        if normal.as_str() == theirs.as_str() {
            t.agree += 1;
        } else if let Some(d) = explain(input, &normal, &theirs) {
            *t.differences.entry(d).or_default() += 1;
        } else if t.unexplained.len() < 20 {
            t.unexplained.push(format!(
                "{input:?}: urlkit {:?}, url {:?}",
                normal.as_str(),
                theirs.as_str()
            ));
        } else {
            t.unexplained.push(String::new());
        }
    }
    t
}

fn list(name: &str) -> Vec<String> {
    let path = format!("{}/../data/urls/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines().map(str::to_owned).collect()
}

fn report(name: &str, t: &Tally) -> String {
    format!(
        "{name}: {} inputs, {} valid as written, {} repaired; both accept {}: {} equal, {:?} documented; only urlkit {}, only url {}",
        t.inputs, t.valid_strict, t.repaired, t.both, t.agree, t.differences, t.only_ours, t.only_url
    )
}

fn check(name: &str, inputs: &[String]) -> Tally {
    let t = compare(inputs);
    eprintln!("{}", report(name, &t));
    assert!(
        t.unexplained.is_empty(),
        "{name}: {} inputs differ from url without a documented reason:\n{}",
        t.unexplained.len(),
        t.unexplained.join("\n")
    );
    t
}

#[test]
fn real_world_lists_agree_with_whatwg() {
    for name in ["node_files", "kasztp", "isaacs_files"] {
        let inputs = list(name);
        let t = check(name, &inputs);
        // Every list is mostly valid RFC 3986 and compared in bulk: a
        // regression that refused or mangled many would show here.
        assert!(t.both * 10 >= t.inputs * 9, "{}", report(name, &t));
        assert!(t.agree * 2 >= t.both, "{}", report(name, &t));
    }
}

#[test]
fn generated_messy_inputs_agree_with_whatwg() {
    for name in ["node_files", "kasztp", "isaacs_files"] {
        let inputs: Vec<String> = list(name)
            .iter()
            .step_by(7)
            .enumerate()
            .map(|(n, u)| messy(u, n))
            .collect();
        let t = check(&format!("{name} (messy)"), &inputs);
        assert!(t.repaired * 10 >= t.inputs * 9, "{}", report(name, &t));
    }
}

/// Hand-written inputs a browser accepts, with the URI each repairs to.
#[test]
fn browser_inputs() {
    let cases = [
        ("  http://example.com/a b  ", "http://example.com/a%20b"),
        ("http://example.com/\tx\ny", "http://example.com/xy"),
        (
            "https:\\\\example.com\\a\\b?c\\d",
            "https://example.com/a/b?c%5Cd",
        ),
        ("http://example.com/100%", "http://example.com/100%25"),
        ("http://example.com/%zz%41", "http://example.com/%25zz%41"),
        (
            "http://example.com/{a}|^`",
            "http://example.com/%7Ba%7D%7C%5E%60",
        ),
        ("http://u@v@example.com/", "http://u%40v@example.com/"),
        ("http://example.com/#a#b", "http://example.com/#a%23b"),
        ("foo:\\x", "foo:%5Cx"),
    ];
    for (input, want) in cases {
        let got = UriRef::parse_lenient(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        assert_eq!(got.uri().as_str(), want, "{input:?}");
        assert!(got.is_repaired(), "{input:?}");
        // The WHATWG parser accepts each of them too.
        assert!(url::Url::parse(input).is_ok(), "{input:?}");
    }
    // The WHATWG parser refuses zone identifiers; browsers' address bars
    // differ. RFC 9844 says how a user interface reads them.
    let zoned = UriRef::parse_lenient("http://[fe80::1%eth0]/").unwrap();
    assert_eq!(
        (zoned.uri().as_str(), zoned.zone()),
        ("http://[fe80::1]/", Some("eth0"))
    );
}

/// One input per documented difference: each is explained by exactly the
/// difference the documentation gives for it (so that the classifier
/// cannot hide a new kind of difference under an old name).
#[test]
fn each_documented_difference() {
    let mut cases = vec![
        ("http://example.com/a b|c", Difference::PercentEncodingSet),
        ("http://example.com/%7e", Difference::PercentEncodingSet),
        ("http://example.com/#a#b", Difference::PercentEncodingSet),
        ("http:example.com/a", Difference::SpecialSlashes),
        ("http:///example.com/", Difference::SpecialSlashes),
        ("file://localhost/etc", Difference::FileHost),
        // Found by the repair_url fuzz target.
        ("file://doc//apiintl.md", Difference::FileHost),
        ("file://doc//a%/b#x%#y", Difference::FileHost),
        ("file://h/c:/x", Difference::FileHost),
        ("file://c:/x", Difference::FileHost),
        ("http://0x7f.1/", Difference::Ipv4NumberForm),
        ("node:a/../b", Difference::OpaquePathDotSegments),
        ("http://b%C3%BCcher.example/", Difference::EncodedHost),
        ("http://a%22b.example/", Difference::PercentEncodingSet),
        ("foo://EXAMPLE.com/", Difference::NonSpecialNotNormalized),
        ("http://:@example.com/", Difference::EmptyUserinfo),
        ("http://user:@example.com/", Difference::EmptyUserinfo),
        // Found by the repair_url fuzz target.
        ("fyf://e:@E", Difference::EmptyUserinfo),
        ("http://h/m:/../x", Difference::DriveLetterDotDot),
        // Found by the repair_url fuzz target (the adversarial campaign).
        ("file://h/c|/x", Difference::FileHost),
        ("file://localhost//x", Difference::FileHost),
        ("file://localhost\\\\x", Difference::FileHost),
        ("file:///../m|", Difference::FileHost),
        ("file://dI\t\t=/m:\n@:@/", Difference::DriveLetterBeforeTab),
        ("file://h/m:\tx/y", Difference::DriveLetterBeforeTab),
    ];
    if cfg!(feature = "idna") {
        // Found by the repair_url fuzz target (`httpax20://☃.cqm`).
        cases.push(("foo://bücher.example/", Difference::OpaqueHostNotIdna));
    } else {
        cases.push((
            "http://bücher.example/",
            Difference::NonAsciiHostWithoutIdna,
        ));
    }
    for (input, want) in cases {
        let ours = UriRef::parse_lenient(input).unwrap().into_uri().normalize();
        let theirs = url::Url::parse(input).unwrap();
        assert_ne!(ours.as_str(), theirs.as_str(), "{input:?}");
        assert_eq!(explain(input, &ours, &theirs), Some(want), "{input:?}");
    }
}

/// With the `idna` feature, an international host is written as A-labels
/// exactly as WHATWG writes it.
#[cfg(feature = "idna")]
#[test]
fn international_hosts_match_whatwg() {
    for input in [
        "http://bücher.example/",
        "https://Bücher.Example/Köln",
        "http://例え.テスト/",
    ] {
        let ours = UriRef::parse_lenient(input).unwrap().into_uri().normalize();
        let theirs = url::Url::parse(input).unwrap();
        assert_eq!(
            crate::checks::canonical_pct(ours.as_str()),
            crate::checks::canonical_pct(theirs.as_str()),
            "{input:?}"
        );
    }
    // A host percent-encoded already is valid RFC 3986 (§3.2.2): it comes
    // back as written, where WHATWG decodes it and writes A-labels.
    let valid = UriRef::parse_lenient("http://b%C3%BCcher.example/").unwrap();
    assert!(!valid.is_repaired());
}
