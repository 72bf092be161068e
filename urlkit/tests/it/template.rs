//! RFC 6570 URI Templates: the standard suite uritemplate-test (copied in
//! tests/data/uritemplate/, see PROVENANCE.md there), run in full, and
//! properties of expansion and matching.

use proptest::prelude::*;
use serde_json::Value as Json;
use urlkit::template::{ExpandErrorKind, MatchRuleErrorKind, UriTemplate, VarValue, Vars};
use urlkit::{IriRef, UriRef};

/// A JSON value of the suite as a template value: numbers as their JSON
/// text, lists of strings, objects as associative arrays in file order.
fn to_value(v: &Json) -> Option<VarValue> {
    let scalar = |v: &Json| match v {
        Json::String(s) => Some(s.clone()),
        Json::Number(n) => Some(n.to_string()),
        Json::Bool(b) => Some(b.to_string()),
        _ => None,
    };
    match v {
        Json::Null => None,
        Json::Array(items) => Some(VarValue::List(items.iter().filter_map(scalar).collect())),
        Json::Object(map) => Some(VarValue::Assoc(
            map.iter()
                .filter_map(|(k, v)| Some((k.clone(), scalar(v)?)))
                .collect(),
        )),
        other => scalar(other).map(VarValue::String),
    }
}

/// Runs one file of the suite; returns (cases, passed) and the failures.
fn run_file(name: &str) -> (usize, usize, Vec<String>) {
    let path = format!(
        "{}/tests/data/uritemplate/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let groups: Json = serde_json::from_str(&text).unwrap();
    let (mut cases, mut passed, mut failures) = (0, 0, Vec::new());
    for (group, body) in groups.as_object().unwrap() {
        let mut vars = Vars::new();
        for (k, v) in body["variables"].as_object().unwrap() {
            if let Some(v) = to_value(v) {
                vars.set(k.as_str(), v);
            }
        }
        for case in body["testcases"].as_array().unwrap() {
            cases += 1;
            let template = case[0].as_str().unwrap();
            let expected = &case[1];
            let result = UriTemplate::parse(template)
                .map_err(|e| (e.index(), e.to_string()))
                .and_then(|t| t.expand(&vars).map_err(|e| (e.index(), e.to_string())));
            let ok = match (expected, &result) {
                (Json::Bool(false), Err((index, _))) => *index <= template.len(),
                (Json::String(want), Ok(got)) => want == got,
                (Json::Array(wants), Ok(got)) => wants.iter().any(|w| w.as_str() == Some(got)),
                _ => false,
            };
            if ok {
                passed += 1;
            } else {
                failures.push(format!(
                    "{group}: {template:?}: expected {expected}, got {result:?}"
                ));
            }
        }
    }
    (cases, passed, failures)
}

#[test]
fn uritemplate_test_suite_passes_completely() {
    let mut total = (0, 0);
    let mut all_failures = Vec::new();
    for (file, count) in [
        ("spec-examples.json", 64),
        ("spec-examples-by-section.json", 117),
        ("extended-tests.json", 53),
        ("negative-tests.json", 36),
    ] {
        let (cases, passed, failures) = run_file(file);
        assert_eq!(cases, count, "{file}: number of cases");
        total.0 += cases;
        total.1 += passed;
        all_failures.extend(failures);
    }
    assert!(
        all_failures.is_empty(),
        "{} failures:\n{}",
        all_failures.len(),
        all_failures.join("\n")
    );
    assert_eq!(total, (270, 270));
}

/// Each negative case is refused with a position inside the template,
/// and the expressions the suite can only refuse at expansion (a prefix on
/// an associative array) are the only ones parse accepts.
#[test]
fn negative_cases_are_refused_where_they_break() {
    let cases = [
        ("{/id*", 5),
        ("/id*}", 4),
        ("{/?id}", 2),
        ("{var:prefix}", 5),
        ("{hello:2*}", 8),
        ("{??hello}", 2),
        ("{!hello}", 1),
        ("{with space}", 5),
        ("{ leading_space}", 1),
        ("{trailing_space }", 15),
        ("{=path}", 1),
        ("{$var}", 1),
        ("{|var*}", 1),
        ("{*keys?}", 1),
        ("{?empty=default,var}", 7),
        ("{var}{-prefix|/-/|var}", 6),
        ("?q={searchTerms}&amp;c={example:color?}", 32),
        ("x{?empty|foo=none}", 8),
        ("/h{#hello+}", 9),
        ("/h#{hello+}", 9),
        ("{;keys:1*}", 8),
        ("?{-join|&|var,list}", 2),
        ("/people/{~thing}", 9),
        ("/{default-graph-uri}", 9),
        ("/sparql{?query,default-graph-uri}", 22),
        ("/sparql{?query){&default-graph-uri*}", 14),
        ("/resolution{?x, y}", 15),
        ("{var:0}", 5),
        ("{var:01}", 5),
        ("{var:10000}", 5),
        ("{var:}", 5),
        ("{x.}", 3),
        ("{x..y}", 3),
        ("{%2x}", 1),
    ];
    for (template, index) in cases {
        let err = UriTemplate::parse(template).unwrap_err();
        assert_eq!(err.index(), index, "{template}: {err}");
    }
    let mut vars = Vars::new();
    vars.set("keys", vec![("semi", ";")]);
    for (template, index) in [("{keys:1}", 1), ("{+keys:1}", 2)] {
        let err = UriTemplate::parse(template)
            .unwrap()
            .expand(&vars)
            .unwrap_err();
        assert_eq!(
            (err.kind(), err.index()),
            (ExpandErrorKind::PrefixOfComposite, index)
        );
    }
}

#[test]
fn prefix_counts_characters_in_every_operator() {
    let mut vars = Vars::new();
    vars.set("greek", "αβγδε").set("clef", "𝄞stave");
    for (template, want) in [
        ("{greek:1}", "%CE%B1"),
        ("{+greek:1}", "%CE%B1"),
        ("{+greek:2}", "%CE%B1%CE%B2"),
        ("{#greek:2}", "#%CE%B1%CE%B2"),
        ("{/greek:3}", "/%CE%B1%CE%B2%CE%B3"),
        ("{;clef:1}", ";clef=%F0%9D%84%9E"),
        ("{?greek:9999}", "?greek=%CE%B1%CE%B2%CE%B3%CE%B4%CE%B5"),
    ] {
        assert_eq!(
            UriTemplate::parse(template).unwrap().expand(&vars).unwrap(),
            want,
            "{template}"
        );
    }
    let iri = UriTemplate::parse("{+greek:2}")
        .unwrap()
        .expand_iri(&vars)
        .unwrap();
    assert_eq!(iri, "αβ");
}

#[test]
fn literals_take_quote_and_non_ascii() {
    let vars = Vars::new();
    let t = UriTemplate::parse("/it's/café/\u{E000}").unwrap();
    assert_eq!(t.expand(&vars).unwrap(), "/it's/caf%C3%A9/%EE%80%80");
    assert_eq!(t.expand_iri(&vars).unwrap(), "/it's/café/%EE%80%80");
    assert!(t.expand_uri_ref(&vars).is_ok());
    assert!(t.expand_iri_ref(&vars).is_ok());
    // A non-character is not a literal.
    assert_eq!(UriTemplate::parse("a\u{FFFE}").unwrap_err().index(), 1);
}

#[test]
fn typed_expansion_checks_the_result() {
    let mut vars = Vars::new();
    vars.set("x", "a#b#c");
    let t = UriTemplate::parse("http://h/{+x}").unwrap();
    let err = t.expand_uri_ref(&vars).unwrap_err();
    assert_eq!(err.kind(), ExpandErrorKind::NotReference);
    assert_eq!(err.index(), 12);
    let t = UriTemplate::parse("http://h/{x}").unwrap();
    assert_eq!(t.expand_uri_ref(&vars).unwrap().path(), "/a%23b%23c");
}

#[test]
fn expand_to_appends_to_the_buffer() {
    let mut vars = Vars::new();
    vars.set("a", "1");
    let t = UriTemplate::parse("{?a}").unwrap();
    let mut out = String::from("/p");
    t.expand_to(&vars, &mut out).unwrap();
    t.expand_to(&vars, &mut out).unwrap();
    assert_eq!(out, "/p?a=1?a=1");
}

// ---- matching ----

fn matches(template: &str, uri: &str) -> Option<Vars> {
    UriTemplate::parse(template)
        .unwrap()
        .matcher()
        .unwrap()
        .match_uri(uri)
}

#[test]
fn matcher_reads_every_operator() {
    let v = matches(
        "/r{/owner,repo}/issues{?state,labels*}{#frag}",
        "/r/a/b%20c/issues?state=open&labels=x&labels=y#top",
    )
    .unwrap();
    assert_eq!(v.get("owner"), Some(&VarValue::from("a")));
    assert_eq!(v.get("repo"), Some(&VarValue::from("b c")));
    assert_eq!(v.get("state"), Some(&VarValue::from("open")));
    assert_eq!(v.get("labels"), Some(&VarValue::from(vec!["x", "y"])));
    assert_eq!(v.get("frag"), Some(&VarValue::from("top")));

    let v = matches("/x{;a,b}/f{.fmt}", "/x;b=2/f.json").unwrap();
    assert_eq!(v.get("a"), None);
    assert_eq!(v.get("b"), Some(&VarValue::from("2")));
    assert_eq!(v.get("fmt"), Some(&VarValue::from("json")));

    let v = matches("/s{?q}{&params*}", "/s?q=1&x=2&y=").unwrap();
    assert_eq!(
        v.get("params"),
        Some(&VarValue::from(vec![("x", "2"), ("y", "")]))
    );

    let v = matches("{+base}/index.html", "http://h/a/b/index.html").unwrap();
    assert_eq!(v.get("base"), Some(&VarValue::from("http://h/a/b")));

    let v = matches("/list{/l}", "/list/a,b").unwrap();
    assert_eq!(v.get("l"), Some(&VarValue::from(vec!["a", "b"])));
}

#[test]
fn matcher_refuses_uris_expansion_cannot_write() {
    for (template, uri) in [
        ("/a{/x}", "/a/%41"),    // `A` is never encoded
        ("/a{/x}", "/a/%c3%a9"), // lowercase hex
        ("/a{/x}", "/a/%FF"),    // not UTF-8
        ("/a{?x}", "/a?x"),      // `?` keeps the `=` of an empty value
        ("/a{;x}", "/a;x="),     // `;` drops it
        ("/a{/x}", "/b/c"),
        ("/a{/x}", "/a/b/c"),
        ("{x}/{x}", "a/b"), // one variable, two values
    ] {
        assert_eq!(matches(template, uri), None, "{template} {uri}");
    }
    assert!(matches("{x}/{x}", "a/a").is_some());
}

#[test]
fn matcher_refuses_ambiguous_templates_with_a_position() {
    for (template, kind, index) in [
        ("{a}{b}", MatchRuleErrorKind::AdjacentExpressions, 3),
        ("{/a}{b}", MatchRuleErrorKind::AdjacentExpressions, 4),
        ("{a}x", MatchRuleErrorKind::NextInValue, 3),
        ("{/a}{.b}", MatchRuleErrorKind::NextInValue, 4),
        ("{/a}é", MatchRuleErrorKind::NextInValue, 4),
        ("{a:2}", MatchRuleErrorKind::PrefixModifier, 1),
        ("{/a*,b}", MatchRuleErrorKind::ExplodeNotLast, 2),
        ("{+a,b}", MatchRuleErrorKind::ReservedShape, 0),
        ("{#a*}", MatchRuleErrorKind::ReservedShape, 0),
        ("{+a}/{b}", MatchRuleErrorKind::ReservedNotLast, 5),
        ("{+a}{/b}", MatchRuleErrorKind::ReservedNotLast, 4),
        ("{.a,b}", MatchRuleErrorKind::LabelShape, 0),
        ("{/a*}/b", MatchRuleErrorKind::SeparatorAfterExplode, 5),
        ("{?a*}{&b}", MatchRuleErrorKind::SeparatorAfterExplode, 5),
        ("{?a,b}&a=1", MatchRuleErrorKind::NameAfterSeparator, 6),
        ("{?a}{&a}", MatchRuleErrorKind::NameAfterSeparator, 4),
    ] {
        let t = UriTemplate::parse(template).unwrap();
        let err = t.matcher().unwrap_err();
        assert_eq!(
            (err.kind(), err.index()),
            (kind, index),
            "{template}: {err}"
        );
    }
    for template in [
        "{?a,b}&c=1",
        "{/a,b}/c",
        "{x}",
        "{+x}",
        "/{a}/{b}{?c}{&d}{#e}",
        "{;a}{?b}",
    ] {
        assert!(
            UriTemplate::parse(template).unwrap().matcher().is_ok(),
            "{template}"
        );
    }
}

// ---- properties ----

/// A template from pieces the generator knows: literals and expressions of
/// every operator and modifier, possibly ambiguous (the matcher decides).
fn template_strategy() -> impl Strategy<Value = String> {
    let literal = prop::sample::select(vec![
        "/", "/a", "?", "#", "x", "-", "&b=1", ";", ".", "é", "%20",
    ]);
    let name = prop::sample::select(vec!["a", "b", "c", "d"]);
    let var =
        (name, prop::sample::select(vec!["", "", "*", ":2"])).prop_map(|(n, m)| format!("{n}{m}"));
    let op = prop::sample::select(vec!["", "+", "#", ".", "/", ";", "?", "&"]);
    let expr = (op, prop::collection::vec(var, 1..3))
        .prop_map(|(op, vars)| format!("{{{op}{}}}", vars.join(",")));
    let part = prop_oneof![literal.prop_map(String::from), expr];
    prop::collection::vec(part, 1..5).prop_map(|parts| parts.concat())
}

/// Values in the domain where matching must give them back exactly (see
/// `Matcher`): every variable defined, strings for plain variables and
/// non-empty lists for exploded ones, no `%` for reserved expansion.
/// `None` when a name is used twice (its shapes could disagree).
fn canonical_vars(t: &UriTemplate, strings: &[String]) -> Option<Vars> {
    let mut vars = Vars::new();
    let mut seen = Vec::new();
    let mut next = strings.iter().cycle();
    for e in t.expressions() {
        let reserved = matches!(e.operator().as_char(), Some('+' | '#'));
        let mut take = || {
            let s = next.next().cloned().unwrap_or_default();
            if reserved {
                s.replace('%', "")
            } else {
                s
            }
        };
        for v in e.variables() {
            if seen.contains(&v.name()) {
                return None;
            }
            seen.push(v.name());
            let value = if v.modifier() == urlkit::template::Modifier::Explode {
                VarValue::List(vec![take(), take()])
            } else {
                VarValue::String(take())
            };
            vars.set(v.name(), value);
        }
    }
    Some(vars)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    /// Expand then match gives the values back, for every template the
    /// matcher accepts and values in its exact domain.
    #[test]
    fn match_inverts_expansion(template in template_strategy(), strings in prop::collection::vec("\\PC{0,6}", 8)) {
        let t = UriTemplate::parse(&template).unwrap();
        let Ok(m) = t.matcher() else { return Ok(()) };
        let Some(vars) = canonical_vars(&t, &strings) else { return Ok(()) };
        let uri = t.expand(&vars).unwrap();
        let back = m.match_uri(&uri);
        prop_assert_eq!(back.as_ref(), Some(&vars), "{} -> {}", template, uri);
    }

    /// Whatever the values (undefined, empty, lists and pairs anywhere),
    /// matching never gives values that expand to anything but its input.
    #[test]
    fn match_is_sound(template in template_strategy(), strings in prop::collection::vec("[a-c%/,=é ]{0,4}", 8), shapes in prop::collection::vec(0u8..5, 4)) {
        let t = UriTemplate::parse(&template).unwrap();
        let Ok(m) = t.matcher() else { return Ok(()) };
        let mut vars = Vars::new();
        for (i, name) in ["a", "b", "c", "d"].iter().enumerate() {
            let s = |j: usize| strings[(i * 2 + j) % strings.len()].clone();
            match shapes[i] {
                0 => {}
                1 => { vars.set(*name, s(0)); }
                2 => { vars.set(*name, vec![s(0), s(1)]); }
                3 => { vars.set(*name, vec![(s(0), s(1))]); }
                _ => { vars.set(*name, Vec::<String>::new()); }
            }
        }
        let Ok(uri) = t.expand(&vars) else { return Ok(()) };
        if let Some(back) = m.match_uri(&uri) {
            prop_assert_eq!(t.expand(&back).unwrap(), uri);
        }
    }

    /// Expansion never panics, writes only URI characters, and the IRI
    /// form only URI characters and `ucschar`.
    #[test]
    fn expansion_writes_uri_characters(template in template_strategy(), strings in prop::collection::vec("\\PC{0,6}", 8)) {
        let t = UriTemplate::parse(&template).unwrap();
        let vars = canonical_vars(&t, &strings).unwrap_or_default();
        if let Ok(uri) = t.expand(&vars) {
            prop_assert!(uri.bytes().all(|b| b.is_ascii_graphic() && !b"\"<>\\^`{|}".contains(&b)), "{}", uri);
            if let Ok(r) = UriRef::parse(&uri) { prop_assert_eq!(r.as_str(), uri.as_str()); }
        }
        if let Ok(iri) = t.expand_iri(&vars) {
            prop_assert!(iri.chars().all(|c| !c.is_ascii() || (c.is_ascii_graphic() && !"\"<>\\^`{|}".contains(c))), "{}", iri);
            let _ = IriRef::parse(&iri);
        }
    }
}

/// Templates without `+` and `#`, whose literals are a URI on their own,
/// always expand to a valid URI reference, whatever the values.
#[test]
fn plain_operators_always_give_a_uri() {
    let t = UriTemplate::parse("http://h/{a}{/b}{;c}{?d}{&e}{.f}").unwrap();
    for s in ["", "a b", "#?/[]", "é", "%", "\u{10FFFF}", "\u{E000}"] {
        let mut vars = Vars::new();
        for n in ["a", "b", "c", "d", "e", "f"] {
            vars.set(n, s);
        }
        t.expand_uri_ref(&vars).unwrap();
        t.expand_iri_ref(&vars).unwrap();
    }
}

/// The generator of the properties above reaches templates the matcher
/// accepts often enough for them to test something.
#[test]
fn generator_reaches_accepted_templates() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let strategy = template_strategy();
    let accepted = (0..500)
        .filter(|_| {
            let t = strategy.new_tree(&mut runner).unwrap().current();
            UriTemplate::parse(&t).unwrap().matcher().is_ok()
        })
        .count();
    assert!(accepted > 100, "{accepted} of 500");
}
