//! Conformance: every vector of `tests/data/parse.json` (see
//! `tests/data/PROVENANCE.md` for where they come from).
//!
//! Each case is checked for validity under its ABNF rule and for every
//! component it asserts. A case that fails must be listed, with the reason
//! the vector is wrong per RFC 3986, in `tests/data/expected-failures.txt`;
//! the test fails on an unlisted failure and on a listed case that passes.

use std::collections::BTreeMap;

use serde_json::{Map, Value};
use std::net::{Ipv4Addr, Ipv6Addr};

use urlkit::{Host, HostKind, Uri, UriRef, UriRefView, UriView, COMPONENT_NAMES};

const VECTORS: &str = include_str!("../data/parse.json");
const EXPECTED_FAILURES: &str = include_str!("../data/expected-failures.txt");

/// Defines `$name(r, key)`: one component of a parsed reference, by the
/// vector's key name, read through `$ty`'s own accessors (owned and
/// borrowed forms each get theirs, so both are tested).
macro_rules! component_by_key {
    ($(#[$doc:meta])* $name:ident, $ty:ty) => {
        $(#[$doc])*
        fn $name<'a>(r: $ty, key: &str) -> Option<&'a str> {
            match key {
                "scheme" => r.scheme(),
                "authority" => r.authority(),
                "userinfo" => r.userinfo(),
                "host" => r.host(),
                "host_kind" => r.host_kind().map(HostKind::as_str),
                "port" => r.port(),
                "path" => Some(r.path()),
                "query" => r.query(),
                "fragment" => r.fragment(),
                other => panic!("unknown component key {other:?}"),
            }
        }
    };
}

component_by_key!(
    /// One component of a parsed reference, by the vector's key name.
    component,
    &'a UriRef
);
component_by_key!(
    /// The same components read through the borrowed form.
    view_component,
    UriRefView<'a>
);

/// Parses `s` as a URI-reference through every entry point and checks that
/// they agree (owned, borrowed, and their URI-only forms), then returns the
/// owned result.
fn parse_consistently(s: &str) -> Result<UriRef, urlkit::ParseError> {
    let owned = UriRef::parse(s);
    let view = UriRefView::parse(s);
    match (&owned, &view) {
        (Ok(o), Ok(v)) => {
            assert_eq!(o.as_str(), s);
            assert_eq!(v.as_str(), s);
            for key in COMPONENT_NAMES {
                assert_eq!(component(o, key), view_component(*v, key), "{key} of {s:?}");
            }
        }
        (Err(a), Err(b)) => assert_eq!(a, b, "errors of {s:?}"),
        _ => panic!("owned and view parses disagree on {s:?}"),
    }
    let uri = Uri::parse(s);
    let uri_view = UriView::parse(s);
    let has_scheme = owned.as_ref().is_ok_and(UriRef::has_scheme);
    assert_eq!(uri.is_ok(), has_scheme, "Uri::parse on {s:?}");
    assert_eq!(uri_view.is_ok(), has_scheme, "UriView::parse on {s:?}");
    owned
}

/// Whether `input` matches the ABNF rule `rule` as a whole.
///
/// Rules below `URI-reference` are tested by building a reference around
/// the input and then checking that the input landed, whole, in the
/// component the rule is for. That second check is what keeps the wrapper
/// from hiding a failure: `//` + `a/b` parses, but its authority is `a`, not
/// `a/b`, so `a/b` is no `authority`.
fn matches_rule(rule: &str, input: &str) -> bool {
    let whole = |wrapped: String, get: fn(&UriRef) -> Option<&str>| -> bool {
        parse_consistently(&wrapped).is_ok_and(|r| get(&r) == Some(input))
    };
    match rule {
        // URI-reference = URI / relative-ref
        "URI-reference" => parse_consistently(input).is_ok(),
        // URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
        "URI" => parse_consistently(input).is_ok_and(|r| r.has_scheme()),
        // absolute-URI = scheme ":" hier-part [ "?" query ]
        "absolute-URI" => {
            parse_consistently(input).is_ok_and(|r| r.has_scheme() && r.fragment().is_none())
        }
        // relative-ref = relative-part [ "?" query ] [ "#" fragment ]: a
        // reference without a scheme (path-noscheme keeps a relative
        // reference from looking like one with a scheme).
        "relative-ref" => parse_consistently(input).is_ok_and(|r| !r.has_scheme()),
        "authority" => whole(format!("//{input}"), UriRef::authority),
        "userinfo" => whole(format!("//{input}@h"), UriRef::userinfo),
        "port" => whole(format!("//h:{input}"), UriRef::port),
        "query" => whole(format!("?{input}"), UriRef::query),
        "fragment" => whole(format!("#{input}"), UriRef::fragment),
        // A valid `scheme ":"` makes the whole "X:" a URI whose scheme is X.
        "scheme" => whole(format!("{input}:"), UriRef::scheme),
        // Every IPv4address is also a reg-name by the grammar; only the
        // bracketed forms are not.
        "reg-name" => {
            whole(format!("//{input}"), UriRef::host)
                && UriRef::parse(&format!("//{input}")).is_ok_and(|r| {
                    matches!(r.host_kind(), Some(HostKind::RegName | HostKind::Ipv4))
                })
        }
        "IPv4address" => host_of_kind(&format!("//{input}"), input, HostKind::Ipv4),
        "IPv6address" => host_of_kind(
            &format!("//[{input}]"),
            &format!("[{input}]"),
            HostKind::Ipv6,
        ),
        "IPvFuture" => host_of_kind(
            &format!("//[{input}]"),
            &format!("[{input}]"),
            HostKind::IpvFuture,
        ),
        other => panic!("no test for rule {other:?}: add one"),
    }
}

/// Whether `wrapped` parses with host text `host` of kind `kind`.
fn host_of_kind(wrapped: &str, host: &str, kind: HostKind) -> bool {
    parse_consistently(wrapped).is_ok_and(|r| r.host() == Some(host) && r.host_kind() == Some(kind))
}

/// For a valid `IPv4address` or `IPv6address` entry: whether the typed
/// host differs from `std::net`'s parse of the same text.
fn typed_address_mismatch(rule: &str, input: &str) -> Option<String> {
    let wrapped = match rule {
        "IPv4address" => format!("//{input}"),
        "IPv6address" => format!("//[{input}]"),
        _ => return None,
    };
    let parsed = UriRef::parse(&wrapped).ok()?;
    let typed = parsed.host_typed();
    let ok = match typed {
        Some(Host::Ipv4(ip)) => input.parse::<Ipv4Addr>() == Ok(ip),
        Some(Host::Ipv6(ip)) => input.parse::<Ipv6Addr>() == Ok(ip),
        _ => false,
    };
    (!ok).then(|| format!("typed host {typed:?} differs from std::net's {input:?}"))
}

/// The validity a case must have: the source's, or for a `disputed` case
/// the strict RFC 3986 reading its note states ("valid=false").
fn expected_validity(case: &Map<String, Value>) -> bool {
    let valid = case["valid"].as_bool().expect("valid is a bool");
    if case.get("disputed") != Some(&Value::Bool(true)) {
        return valid;
    }
    let note = case["note"].as_str().expect("a disputed case has a note");
    if note.contains("strict RFC 3986 ABNF reading: valid=false") {
        false
    } else if note.contains("strict RFC 3986 ABNF reading: valid=true") {
        true
    } else {
        panic!("disputed case without a strict reading: {case:?}")
    }
}

/// Runs one case; returns what did not match (empty when it passed).
fn check(case: &Map<String, Value>) -> Vec<String> {
    let input = case["input"].as_str().expect("input is a string");
    let rule = case
        .get("rule")
        .and_then(Value::as_str)
        .unwrap_or("URI-reference");
    let want = expected_validity(case);
    let mut problems = Vec::new();
    let got = matches_rule(rule, input);
    if got != want {
        problems.push(format!("{rule}: expected valid={want}, got valid={got}"));
        return problems;
    }
    // The typed address of a valid rule-level IP entry is the one the
    // standard library reads from the same text.
    if want {
        if let Some(problem) = typed_address_mismatch(rule, input) {
            problems.push(problem);
        }
    }
    // Components are asserted only where the source's reading stands.
    let disputed = case.get("disputed") == Some(&Value::Bool(true));
    let asserted: Vec<&str> = COMPONENT_NAMES
        .into_iter()
        .filter(|k| case.contains_key(*k))
        .collect();
    if disputed || asserted.is_empty() {
        return problems;
    }
    assert!(
        matches!(
            rule,
            "URI-reference" | "URI" | "absolute-URI" | "relative-ref"
        ),
        "components asserted for rule {rule}: extend the test"
    );
    let parsed = UriRef::parse(input).expect("valid above");
    for key in asserted {
        let expected = match &case[key] {
            Value::Null => None,
            Value::String(s) => Some(s.as_str()),
            other => panic!("{key} is neither null nor a string: {other}"),
        };
        let actual = component(&parsed, key);
        if actual != expected {
            problems.push(format!("{key}: expected {expected:?}, got {actual:?}"));
        }
    }
    problems
}

/// How many of the error positions the sources report are ours too. Only
/// informational: where several positions are defensible, ours points at
/// the `%` of a bad triplet (not past it) and at the first byte that fits
/// no reading of the authority without an `@` (`http://h:80ab` fails at
/// `a`, as a port, not at the end, as an unterminated userinfo).
fn error_index_agreement(cases: &[Map<String, Value>]) -> (usize, usize) {
    let mut same = 0;
    let mut total = 0;
    for case in cases {
        let Some(want) = case.get("error_index").and_then(Value::as_u64) else {
            continue;
        };
        let input = case["input"].as_str().expect("input");
        let got = match case.get("rule").and_then(Value::as_str) {
            None => UriRef::parse(input).err(),
            Some("URI") => Uri::parse(input).err(),
            Some(_) => continue,
        };
        total += 1;
        same += usize::from(got.is_some_and(|e| e.index() as u64 == want));
    }
    (same, total)
}

/// `rule<TAB>input<TAB>reason` lines; `#` starts a comment line.
fn expected_failures() -> BTreeMap<(String, String), String> {
    let mut map = BTreeMap::new();
    for line in EXPECTED_FAILURES.lines() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let mut fields = line.splitn(3, '\t');
        let (Some(rule), Some(input), Some(reason)) = (fields.next(), fields.next(), fields.next())
        else {
            panic!("expected-failures.txt: not rule<TAB>input<TAB>reason: {line:?}");
        };
        assert!(!reason.trim().is_empty(), "no reason given for {input:?}");
        let old = map.insert((rule.to_owned(), input.to_owned()), reason.to_owned());
        assert!(old.is_none(), "listed twice: {input:?}");
    }
    map
}

#[test]
fn every_parse_vector() {
    let cases: Vec<Map<String, Value>> =
        serde_json::from_str(VECTORS).expect("tests/data/parse.json is a JSON array of objects");
    let mut listed = expected_failures();
    let mut unexpected = Vec::new();
    let mut now_passing = Vec::new();
    let mut failed_as_listed = 0;
    for case in &cases {
        let input = case["input"].as_str().expect("input").to_owned();
        let rule = case
            .get("rule")
            .and_then(Value::as_str)
            .unwrap_or("URI-reference")
            .to_owned();
        let problems = check(case);
        match (
            listed.remove(&(rule.clone(), input.clone())),
            problems.is_empty(),
        ) {
            (Some(_), true) => now_passing.push(format!("{rule} {input:?}")),
            (Some(_), false) => failed_as_listed += 1,
            (None, true) => {}
            (None, false) => unexpected.push(format!("{rule} {input:?}: {}", problems.join("; "))),
        }
    }
    println!(
        "parse.json: {} cases run, {} passed, {} failed as listed in expected-failures.txt",
        cases.len(),
        cases.len() - failed_as_listed,
        failed_as_listed
    );
    let (same, total) = error_index_agreement(&cases);
    println!("parse.json: error_index (informational) agrees on {same} of {total}");
    assert!(
        listed.is_empty(),
        "expected-failures.txt lists cases that are not in parse.json: {:?}",
        listed.keys().collect::<Vec<_>>()
    );
    assert!(
        now_passing.is_empty(),
        "listed as expected failures but now pass (remove them):\n{}",
        now_passing.join("\n")
    );
    assert!(
        unexpected.is_empty(),
        "failures:\n{}",
        unexpected.join("\n")
    );
    // The file is the filtered copy described in PROVENANCE.md.
    assert_eq!(cases.len(), 748, "parse.json changed: update PROVENANCE.md");
}

/// The wrappers themselves must be able to say "no": each line is an
/// input the rule rejects although the wrapped text parses.
#[test]
fn rule_wrappers_reject_what_spills_out_of_the_component() {
    for (rule, input) in [
        ("authority", "h/p"),
        ("authority", "h?q"),
        ("userinfo", "u/x"),
        ("port", "80/"),
        ("query", "q#f"),
        ("fragment", ""),
        ("scheme", "a:b"),
        ("reg-name", "h:80"),
        ("reg-name", "[::1]"),
        ("IPv4address", "1.2.3.04"),
        ("IPv6address", "::1]/["),
        ("IPv6address", "v1.x"),
        ("IPvFuture", "::1"),
        ("absolute-URI", "a:b#f"),
        ("relative-ref", "a:b"),
        ("URI", "/p"),
    ] {
        // `fragment ""` is the one valid case here: it checks the wrapper
        // accepts an empty component rather than rejecting it.
        let want = (rule, input) == ("fragment", "");
        assert_eq!(matches_rule(rule, input), want, "{rule} {input:?}");
    }
}
