//! The glue's explanations against the library and the RFC: the §5.2.2
//! steps must rebuild urlkit's target for every example of RFC 3986 §5.4,
//! and the targets must be the RFC's.

use serde_json::Value;

const BASE: &str = "http://a/b/c/d;p?q";

/// RFC 3986 §5.4.1 and §5.4.2: (reference, target).
const EXAMPLES: &[(&str, &str)] = &[
    ("g:h", "g:h"),
    ("g", "http://a/b/c/g"),
    ("./g", "http://a/b/c/g"),
    ("g/", "http://a/b/c/g/"),
    ("/g", "http://a/g"),
    ("//g", "http://g"),
    ("?y", "http://a/b/c/d;p?y"),
    ("g?y", "http://a/b/c/g?y"),
    ("#s", "http://a/b/c/d;p?q#s"),
    ("g#s", "http://a/b/c/g#s"),
    ("g?y#s", "http://a/b/c/g?y#s"),
    (";x", "http://a/b/c/;x"),
    ("g;x", "http://a/b/c/g;x"),
    ("g;x?y#s", "http://a/b/c/g;x?y#s"),
    ("", "http://a/b/c/d;p?q"),
    (".", "http://a/b/c/"),
    ("./", "http://a/b/c/"),
    ("..", "http://a/b/"),
    ("../", "http://a/b/"),
    ("../g", "http://a/b/g"),
    ("../..", "http://a/"),
    ("../../", "http://a/"),
    ("../../g", "http://a/g"),
    ("../../../g", "http://a/g"),
    ("../../../../g", "http://a/g"),
    ("/./g", "http://a/g"),
    ("/../g", "http://a/g"),
    ("g.", "http://a/b/c/g."),
    (".g", "http://a/b/c/.g"),
    ("g..", "http://a/b/c/g.."),
    ("..g", "http://a/b/c/..g"),
    ("./../g", "http://a/b/g"),
    ("./g/.", "http://a/b/c/g/"),
    ("g/./h", "http://a/b/c/g/h"),
    ("g/../h", "http://a/b/c/h"),
    ("g;x=1/./y", "http://a/b/c/g;x=1/y"),
    ("g;x=1/../y", "http://a/b/c/y"),
    ("g?y/./x", "http://a/b/c/g?y/./x"),
    ("g?y/../x", "http://a/b/c/g?y/../x"),
    ("g#s/./x", "http://a/b/c/g#s/./x"),
    ("g#s/../x", "http://a/b/c/g#s/../x"),
    ("http:g", "http:g"),
    // Percent-encoded dots are dots to urlkit (docs/security.md).
    ("%2E%2e/g", "http://a/b/g"),
    ("a/%2E/b/.%2E/%2e", "http://a/b/c/a/"),
];

fn report(input: &str, base: &str) -> Value {
    serde_json::from_str(&urlkit_playground::analyze(input, base)).expect("JSON")
}

#[test]
fn steps_rebuild_the_rfc_targets() {
    for (reference, target) in EXAMPLES {
        let r = report(reference, BASE);
        let res = &r["resolve"];
        assert_eq!(res["target"], *target, "{reference}");
        assert_eq!(res["agrees"], true, "{reference}: {res}");
        if !res["dots"].is_null() {
            assert_eq!(res["dots"]["agrees"], true, "{reference}");
        }
    }
}

#[test]
fn dot_trace_of_the_rfc_example() {
    // RFC 3986 §5.2.4: "/a/b/c/./../../g" in seven steps.
    let r = report("/a/b/c/./../../g", "http://h");
    let dots = &r["resolve"]["dots"];
    let rules: Vec<&str> = dots["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["rule"].as_str().unwrap())
        .collect();
    assert_eq!(rules, ["E", "E", "E", "B", "C", "C", "E"]);
    assert_eq!(dots["output"], "/a/g");
}

#[test]
fn long_paths_are_counted_not_listed() {
    let input = format!("http://h/{}", "../".repeat(100_000));
    let r = report(&input, "http://b/");
    let dots = &r["resolve"]["dots"];
    assert_eq!(dots["total"], 100_001);
    assert_eq!(dots["steps"].as_array().unwrap().len(), 64);
    assert_eq!(r["resolve"]["agrees"], true);
}

#[test]
fn spans_point_into_the_input() {
    let input = "http://u@ü.example:8080/p?q#f";
    let r = report(input, "");
    for c in r["iri"]["components"].as_array().unwrap() {
        if let Some(span) = c["span"].as_array() {
            let (a, b) = (
                span[0].as_u64().unwrap() as usize,
                span[1].as_u64().unwrap() as usize,
            );
            assert_eq!(&input[a..b], c["value"].as_str().unwrap(), "{c}");
        }
    }
    let e = &report("http://a b/", "")["strict"]["error"];
    assert_eq!(
        (e["kind"].as_str(), e["index"].as_u64()),
        (Some("invalid-host"), Some(8))
    );
}

#[test]
fn normal_form_changes_are_named() {
    let r = report("HTTP://Ex.COM:80/a/./b/%7e%2f", "");
    let n = &r["normal"];
    assert_eq!(n["scheme"], "http://ex.com/a/b/~%2F");
    let rules: Vec<String> = n["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            format!(
                "{} {}",
                c["component"].as_str().unwrap(),
                c["rule"].as_str().unwrap()
            )
        })
        .collect();
    for want in [
        "scheme §6.2.2.1",
        "host §6.2.2.1",
        "path §6.2.2.2",
        "path §6.2.2.1",
        "path §6.2.2.3",
        "port §6.2.3",
    ] {
        assert!(rules.iter().any(|r| r == want), "{want} in {rules:?}");
    }
}
