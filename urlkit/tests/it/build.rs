//! The builder and the setters: everything they produce parses back to the
//! same components (docs/security.md row 15, P3), every refusal names a rule
//! that really was broken, and a refused edit changes nothing.

use crate::snapshot::{snapshot, Snapshot};
use proptest::prelude::*;
use urlkit::{pct, BuildErrorKind, Builder, Uri, UriRef};

/// Text a person might type: mostly short, with delimiters and non-ASCII.
fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z]{0,4}",
        "[a-z:/?#@&=+;%. ]{0,6}",
        any::<String>().prop_map(|s| s.chars().take(6).collect()),
    ]
}

fn scheme() -> impl Strategy<Value = Option<String>> {
    proptest::option::of("[a-zA-Z][a-zA-Z0-9+.-]{0,4}")
}

fn decoded(raw: Option<&str>) -> Option<String> {
    raw.map(|r| pct::decode_utf8(r).expect("valid encoding").into_owned())
}

/// The value parses back to itself, and a strict peer accepts its text.
fn assert_reparses(r: &UriRef) {
    let again = UriRef::parse(r.as_str()).expect("output must parse");
    assert_eq!(snapshot(&again), snapshot(r));
    assert_eq!(&again, r);
    assert!(
        fluent_uri::UriRef::parse(r.as_str()).is_ok(),
        "fluent-uri rejects {r}"
    );
}

/// What a sequence of pushes does to decoded segments (the documented rules
/// of `push_segment`).
fn model_push(segments: &mut Vec<String>, text: &str, has_authority: bool) {
    if segments.last().is_some_and(String::is_empty) {
        segments.pop();
        segments.push(text.to_owned());
    } else if !(segments.is_empty() && !has_authority && text.is_empty()) {
        segments.push(text.to_owned());
    }
}

fn decoded_segments(r: &UriRef) -> Vec<String> {
    r.path_segments()
        .map(|s| pct::decode_utf8(s).unwrap().into_owned())
        .collect()
}

#[derive(Clone, Debug)]
struct Spec {
    scheme: Option<String>,
    userinfo: Option<String>,
    host: Option<String>,
    port: Option<u16>,
    path: Option<String>,
    segments: Vec<String>,
    pairs: Vec<(String, String)>,
    fragment: Option<String>,
}

fn spec() -> impl Strategy<Value = Spec> {
    (
        scheme(),
        proptest::option::of(text()),
        proptest::option::of(text()),
        proptest::option::of(any::<u16>()),
        proptest::option::of(text()),
        proptest::collection::vec(text(), 0..3),
        proptest::collection::vec((text(), text()), 0..3),
        proptest::option::of(text()),
    )
        .prop_map(
            |(scheme, userinfo, host, port, path, segments, pairs, fragment)| Spec {
                scheme,
                userinfo,
                host,
                port,
                path,
                segments,
                pairs,
                fragment,
            },
        )
}

fn builder(s: &Spec) -> Builder {
    let mut b = Builder::new();
    if let Some(x) = &s.scheme {
        b = b.scheme(x);
    }
    if let Some(x) = &s.userinfo {
        b = b.userinfo(x);
    }
    if let Some(x) = &s.host {
        b = b.reg_name(x);
    }
    if let Some(p) = s.port {
        b = b.port(p);
    }
    if let Some(x) = &s.path {
        b = b.path(x);
    }
    for seg in &s.segments {
        b = b.segment(seg);
    }
    for (k, v) in &s.pairs {
        b = b.query_pair(k, v);
    }
    if let Some(x) = &s.fragment {
        b = b.fragment(x);
    }
    b
}

proptest! {
    #[test]
    fn builder_output_parses_back_to_the_same_components(s in spec()) {
        match builder(&s).build() {
            Ok(r) => {
                assert_reparses(&r);
                prop_assert_eq!(r.scheme(), s.scheme.as_deref());
                prop_assert_eq!(decoded(r.userinfo()), s.userinfo.clone());
                prop_assert_eq!(decoded(r.host()), s.host.clone());
                prop_assert_eq!(r.port_u16(), Ok(s.port));
                let pairs: Vec<(String, String)> =
                    r.query_pairs().map(|(k, v)| (k.into_owned(), v.into_owned())).collect();
                // Query pairs with an empty key and value vanish as "=" only when
                // both are empty; the iterator still yields them.
                prop_assert_eq!(pairs, s.pairs.clone());
                prop_assert_eq!(r.query().is_some(), !s.pairs.is_empty());
                prop_assert_eq!(decoded(r.fragment()), s.fragment.clone());
                let base = match &s.path {
                    Some(p) => {
                        let mut encoded = pct::encode(p, pct::Component::Path).to_string();
                        if s.host.is_none() {
                            // The model text has no scheme, so a colon in its first
                            // segment would read as one: escape it, as the builder
                            // does for a relative reference.
                            let first_end = encoded.find('/').unwrap_or(encoded.len());
                            let (first, rest) = encoded.split_at(first_end);
                            encoded = format!("{}{rest}", first.replace(':', "%3A"));
                        }
                        let base = UriRef::parse(&format!("{}{}", if s.host.is_some() { "//h" } else { "" }, encoded)).ok();
                        base.map(|b| decoded_segments(&b))
                    }
                    None => Some(Vec::new()),
                };
                if let Some(mut expected) = base {
                    for seg in &s.segments {
                        model_push(&mut expected, seg, s.host.is_some());
                    }
                    prop_assert_eq!(decoded_segments(&r), expected);
                }
                if s.segments.is_empty() {
                    prop_assert_eq!(decoded(Some(r.path())), Some(s.path.clone().unwrap_or_default()));
                }
            }
            Err(e) => {
                let path = s.path.as_deref().unwrap_or("");
                let explained = match e.kind() {
                    BuildErrorKind::DotSegment => s.segments.iter().any(|x| x == "." || x == ".."),
                    BuildErrorKind::DelimiterInHost => s.host.as_ref().is_some_and(|h| {
                        h.chars().any(|c| ":/?#[]@\\% ".contains(c) || c.is_control())
                    }),
                    BuildErrorKind::PathNotAbsoluteAfterAuthority => {
                        s.host.is_some() && !path.is_empty() && !path.starts_with('/')
                    }
                    BuildErrorKind::PathStartsWithDoubleSlash => s.host.is_none() && path.starts_with("//"),
                    BuildErrorKind::MissingHost => {
                        s.host.is_none() && (s.userinfo.is_some() || s.port.is_some())
                    }
                    _ => false,
                };
                prop_assert!(explained, "unexplained {:?} for {:?}", e, s);
            }
        }
    }
}

#[derive(Clone, Debug)]
enum Op {
    Scheme(Option<String>),
    Userinfo(Option<String>),
    RegName(String),
    ClearHost,
    Port(Option<u16>),
    Path(String),
    Push(String),
    Pop,
    Query(Option<String>),
    Fragment(Option<String>),
    Append(String, String),
    Remove(String),
    SetPair(String, String),
    Sort,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        scheme().prop_map(Op::Scheme),
        proptest::option::of(text()).prop_map(Op::Userinfo),
        text().prop_map(Op::RegName),
        Just(Op::ClearHost),
        proptest::option::of(any::<u16>()).prop_map(Op::Port),
        text().prop_map(Op::Path),
        text().prop_map(Op::Push),
        Just(Op::Pop),
        proptest::option::of(text()).prop_map(Op::Query),
        proptest::option::of(text()).prop_map(Op::Fragment),
        (text(), text()).prop_map(|(k, v)| Op::Append(k, v)),
        "[a-c]".prop_map(Op::Remove),
        ("[a-c]", text()).prop_map(|(k, v)| Op::SetPair(k, v)),
        Just(Op::Sort),
    ]
}

const SEEDS: [&str; 8] = [
    "",
    "http://u@example.com:8080/a/b?x=1&y=2#f",
    "//a//b",
    "a:b:c",
    "mailto:a@example.org",
    "../x/y?q",
    "file:///etc/",
    "urn:isbn:0451450523",
];

/// Applies `op` with `$r`'s setters and says whether it was accepted; the
/// scheme's arm is the caller's (a `Uri` has no scheme to remove).
macro_rules! apply_op {
    ($r:ident, $op:expr, Op::Scheme($s:pat) => $scheme:expr) => {
        match $op {
            Op::Scheme($s) => $scheme,
            Op::Userinfo(t) => $r.set_userinfo(t.as_deref()).is_ok(),
            Op::RegName(t) => $r.set_reg_name(t).is_ok(),
            Op::ClearHost => $r.set_host(None).is_ok(),
            Op::Port(p) => $r.set_port(*p).is_ok(),
            Op::Path(t) => $r.set_path(t).is_ok(),
            Op::Push(t) => $r.push_segment(t).is_ok(),
            Op::Pop => {
                $r.pop_segment();
                true
            }
            Op::Query(t) => $r.set_query(t.as_deref()).is_ok(),
            Op::Fragment(t) => $r.set_fragment(t.as_deref()).is_ok(),
            Op::Append(k, v) => $r.append_query_pair(k, v).is_ok(),
            Op::Remove(k) => {
                $r.remove_query_pair(k);
                true
            }
            Op::SetPair(k, v) => $r.set_query_pair(k, v).is_ok(),
            Op::Sort => {
                $r.sort_query_pairs();
                true
            }
        }
    };
}

/// Applies `op`, checks what it must have done, and returns whether it was
/// accepted.
fn apply(r: &mut UriRef, op: &Op) -> bool {
    let before = r.clone();
    let ok = apply_op!(r, op, Op::Scheme(s) => r.set_scheme(s.as_deref()).is_ok());
    assert_reparses(r);
    if !ok {
        assert_eq!(*r, before, "a refused edit must change nothing");
        return false;
    }
    let (b, a) = (snapshot(&before), snapshot(r));
    let b_query = b.query.clone();
    let pairs = |r: &UriRef| -> Vec<(String, String)> {
        r.query_pairs()
            .map(|(k, v)| (k.into_owned(), v.into_owned()))
            .collect()
    };
    match op {
        Op::Scheme(s) => {
            assert_eq!(a.scheme, *s);
            assert_eq!(
                Snapshot { scheme: None, ..a },
                Snapshot { scheme: None, ..b }
            );
        }
        Op::Userinfo(t) => {
            assert_eq!(decoded(r.userinfo()), *t);
            assert_eq!(
                Snapshot {
                    userinfo: None,
                    ..a
                },
                Snapshot {
                    userinfo: None,
                    ..b
                }
            );
        }
        Op::RegName(t) => {
            assert_eq!(decoded(r.host()), Some(t.clone()));
            assert_eq!(Snapshot { host: None, ..a }, Snapshot { host: None, ..b });
        }
        Op::ClearHost => {
            assert!(!r.has_authority());
            let clear = |s: Snapshot| Snapshot {
                userinfo: None,
                host: None,
                port: None,
                ..s
            };
            assert_eq!(clear(a), clear(b));
        }
        Op::Port(p) => {
            assert_eq!(r.port_u16(), Ok(*p));
            assert_eq!(Snapshot { port: None, ..a }, Snapshot { port: None, ..b });
        }
        Op::Path(_) | Op::Push(_) | Op::Pop => {
            match op {
                Op::Path(t) => assert_eq!(decoded(Some(r.path())), Some(t.clone())),
                Op::Push(t) => {
                    let mut expected = decoded_segments(&before);
                    model_push(&mut expected, t, before.has_authority());
                    assert_eq!(decoded_segments(r), expected);
                }
                _ => assert!(b.path.starts_with(&a.path)),
            }
            // Only the path changed.
            let without_path = |s: Snapshot| Snapshot {
                path: String::new(),
                ..s
            };
            assert_eq!(without_path(a), without_path(b));
        }
        Op::Query(t) => {
            assert_eq!(decoded(r.query()), *t);
            assert_eq!(Snapshot { query: None, ..a }, Snapshot { query: None, ..b });
        }
        Op::Fragment(t) => {
            assert_eq!(decoded(r.fragment()), *t);
            assert_eq!(
                Snapshot {
                    fragment: None,
                    ..a
                },
                Snapshot {
                    fragment: None,
                    ..b
                }
            );
        }
        Op::Append(k, v) => {
            let mut expected = pairs(&before);
            expected.push((k.clone(), v.clone()));
            assert_eq!(pairs(r), expected);
        }
        Op::Remove(k) => {
            let mut expected = pairs(&before);
            expected.retain(|(key, _)| key != k);
            assert_eq!(pairs(r), expected);
        }
        Op::SetPair(k, v) => {
            let got = pairs(r);
            let with_key: Vec<_> = got.iter().filter(|(key, _)| key == k).collect();
            assert_eq!(with_key, [&(k.clone(), v.clone())]);
            let others = |p: Vec<(String, String)>| -> Vec<(String, String)> {
                p.into_iter().filter(|(key, _)| key != k).collect()
            };
            assert_eq!(others(got), others(pairs(&before)));
        }
        Op::Sort => {
            let got = pairs(r);
            assert!(got.windows(2).all(|w| w[0].0 <= w[1].0));
            let mut expected = pairs(&before);
            expected.sort_by(|x, y| x.0.cmp(&y.0));
            assert_eq!(got, expected);
        }
    }
    if !matches!(
        op,
        Op::Query(_) | Op::Append(..) | Op::Remove(_) | Op::SetPair(..) | Op::Sort
    ) {
        assert_eq!(a_query(r), b_query);
    }
    true
}

fn a_query(r: &UriRef) -> Option<String> {
    r.query().map(str::to_owned)
}

proptest! {
    #[test]
    fn every_edit_keeps_the_reference_valid(seed in 0..SEEDS.len(), ops in proptest::collection::vec(op(), 1..8)) {
        let mut r = UriRef::parse(SEEDS[seed]).unwrap();
        for op in &ops {
            apply(&mut r, op);
        }
    }

    #[test]
    fn an_edit_on_a_uri_keeps_its_scheme(seed in 1..SEEDS.len(), ops in proptest::collection::vec(op(), 1..8)) {
        let Ok(mut uri) = Uri::parse(SEEDS[seed]) else { return Ok(()) };
        for op in &ops {
            let before = uri.clone();
            let ok = apply_op!(uri, op, Op::Scheme(s) => match s {
                Some(s) => uri.set_scheme(s).is_ok(),
                None => true,
            });
            prop_assert!(uri.has_scheme());
            prop_assert_eq!(Uri::parse(uri.as_str()), Ok(uri.clone()));
            if !ok {
                prop_assert_eq!(&uri, &before);
            }
        }
    }
}

/// Checks that building `b` fails with `kind` at byte `index`.
fn assert_fails(b: Builder, kind: BuildErrorKind, index: usize) {
    let e = b.build().unwrap_err();
    assert_eq!((e.kind(), e.index()), (kind, index), "{b:?}");
}

#[test]
fn rfc3986_3_3_constraints_are_named() {
    use BuildErrorKind as K;
    assert_fails(
        Builder::new().reg_name("h").path_encoded("p"),
        K::PathNotAbsoluteAfterAuthority,
        0,
    );
    assert_fails(
        Builder::new().scheme("s").path_encoded("//p"),
        K::PathStartsWithDoubleSlash,
        0,
    );
    assert_fails(
        Builder::new().path_encoded("a:b/c"),
        K::ColonInFirstSegment,
        1,
    );
    assert_fails(Builder::new().scheme("1a"), K::InvalidScheme, 0);
    assert_fails(Builder::new().scheme(""), K::InvalidScheme, 0);
    assert_fails(Builder::new().port(80), K::MissingHost, 0);
    assert_fails(Builder::new().reg_name("h").segment(".."), K::DotSegment, 0);
}

#[test]
fn raw_components_are_checked_with_their_index() {
    use BuildErrorKind as K;
    assert_fails(
        Builder::new().userinfo_encoded("a b").host_encoded("h"),
        K::InvalidUserinfo,
        1,
    );
    assert_fails(Builder::new().host_encoded("a@b"), K::InvalidHost, 1);
    assert_fails(Builder::new().host_encoded("[::1"), K::InvalidHost, 4);
    assert_fails(Builder::new().host_encoded("[::g]"), K::InvalidHost, 1);
    assert_fails(
        Builder::new().host_encoded("h").port_digits("8a"),
        K::InvalidPort,
        1,
    );
    assert_fails(Builder::new().query_encoded("a%zz"), K::InvalidQuery, 1);
    assert_fails(Builder::new().fragment_encoded("a#"), K::InvalidFragment, 1);
}

#[test]
fn security_notes_row_15_empty_userinfo_and_host_survive() {
    // `http://@/127.0.0.1` must not become `http:///127.0.0.1`.
    let r = Builder::new()
        .scheme("http")
        .userinfo("")
        .host_encoded("")
        .path_encoded("/127.0.0.1")
        .build()
        .unwrap();
    assert_eq!(r.as_str(), "http://@/127.0.0.1");
    assert_eq!(r.userinfo(), Some(""));
    assert_eq!(r.host(), Some(""));
    assert_reparses(&r);
}

#[test]
fn clearing_the_authority_never_makes_one_from_the_path() {
    let mut r = UriRef::parse("//a//b").unwrap();
    let e = r.set_host(None).unwrap_err();
    assert_eq!(e.kind(), BuildErrorKind::PathStartsWithDoubleSlash);
    assert_eq!(r.as_str(), "//a//b");
    r.set_path_encoded("/.//b").unwrap();
    r.set_host(None).unwrap();
    assert_eq!(r.as_str(), "/.//b");
    assert_eq!(r.host(), None);
}

#[test]
fn typed_hosts_round_trip() {
    use std::net::{Ipv4Addr, Ipv6Addr};
    use urlkit::Host;
    let v6: Ipv6Addr = "::ffff:192.0.2.1".parse().unwrap();
    for host in [
        Host::Ipv4(Ipv4Addr::new(10, 0, 0, 1)),
        Host::Ipv6(Ipv6Addr::LOCALHOST),
        Host::Ipv6(v6),
        Host::Ipv6("2001:db8::8:800:200c:417a".parse().unwrap()),
        Host::IpvFuture("v1.fe80::a+en1"),
        Host::RegName("example.com"),
        Host::RegName(""),
    ] {
        let r = Builder::new().scheme("http").host(host).build().unwrap();
        assert_eq!(r.host_typed(), Some(host), "{r}");
        assert_reparses(&r);
    }
    assert_eq!(
        Builder::new()
            .host(Host::RegName("a b"))
            .build()
            .unwrap_err()
            .kind(),
        BuildErrorKind::InvalidHost
    );
    assert_eq!(
        Builder::new()
            .host(Host::IpvFuture("v.x"))
            .build()
            .unwrap_err()
            .kind(),
        BuildErrorKind::InvalidHost
    );
}

#[test]
fn push_and_pop_segments() {
    let mut r = UriRef::parse("http://h").unwrap();
    r.push_segment("a b").unwrap();
    r.push_segment("c/d").unwrap();
    r.push_segment("").unwrap();
    assert_eq!(r.as_str(), "http://h/a%20b/c%2Fd/");
    r.push_segment("e").unwrap();
    assert_eq!(r.as_str(), "http://h/a%20b/c%2Fd/e");
    assert_eq!(r.pop_segment().as_deref(), Some("e"));
    assert_eq!(r.pop_segment().as_deref(), Some("c%2Fd"));
    assert_eq!(r.pop_segment().as_deref(), Some("a%20b"));
    assert_eq!(r.as_str(), "http://h/");
    assert_eq!(r.pop_segment(), None);
    let mut rel = UriRef::parse("").unwrap();
    rel.push_segment("a:b").unwrap();
    rel.push_segment("c:d").unwrap();
    assert_eq!(rel.as_str(), "a%3Ab/c:d");
    assert_eq!(rel.pop_segment().as_deref(), Some("c:d"));
    assert_eq!(rel.pop_segment().as_deref(), Some("a%3Ab"));
    assert_eq!(rel.as_str(), "");
    let mut mailto = UriRef::parse("mailto:").unwrap();
    mailto.push_segment("a:b").unwrap();
    assert_eq!(mailto.as_str(), "mailto:a:b");
}

#[test]
fn query_pairs_split_on_ampersand_only() {
    // docs/security.md row 18.
    let r = UriRef::parse("?a=1;b=2&c=3").unwrap();
    let keys: Vec<String> = r.query_pairs().map(|(k, _)| k.into_owned()).collect();
    assert_eq!(keys, ["a", "c"]);
    let mut r = UriRef::parse("/p").unwrap();
    r.append_query_pair("a", "1;b=2").unwrap();
    assert_eq!(r.as_str(), "/p?a=1%3Bb%3D2");
}

#[test]
fn security_notes_row_7_host_names_with_delimiters_are_refused() {
    for (name, index) in [
        ("example.com/10.0.0.1", 11),
        ("a@b", 1),
        ("a b", 1),
        ("h\tx", 1),
        ("x%41", 1),
        ("[::1]", 0),
    ] {
        let e = Builder::new().reg_name(name).build().unwrap_err();
        assert_eq!(
            (e.kind(), e.index()),
            (BuildErrorKind::DelimiterInHost, index),
            "{name}"
        );
        let mut r = UriRef::parse("http://h/").unwrap();
        assert_eq!(
            r.set_reg_name(name).unwrap_err().kind(),
            BuildErrorKind::DelimiterInHost
        );
        assert_eq!(r.as_str(), "http://h/");
    }
    let r = Builder::new()
        .scheme("http")
        .reg_name("my_service.internal")
        .build()
        .unwrap();
    assert_eq!(r.host(), Some("my_service.internal"));
}

/// `extend_query_pairs` on each owned type: the pairs appended, encoded,
/// in one splice.
#[test]
fn extend_query_pairs_on_the_owned_types() {
    let mut r = UriRef::parse("//h/p?#f").unwrap();
    r.extend_query_pairs([("a b", "c&d"), ("=", "+;#")])
        .unwrap();
    assert_eq!(r.as_str(), "//h/p?a%20b=c%26d&%3D=%2B%3B%23#f");
    let owned: Vec<(String, String)> = vec![("k".into(), "v".into())];
    let mut u = Uri::parse("http://h").unwrap();
    u.extend_query_pairs(&owned).unwrap();
    u.extend_query_pairs(owned).unwrap();
    assert_eq!(u.as_str(), "http://h?k=v&k=v");
    let mut h = urlkit::http9110::HttpUrl::parse("https://h/s?x").unwrap();
    h.extend_query_pairs([("q", "ü")]).unwrap();
    assert_eq!(h.as_str(), "https://h/s?x&q=%C3%BC");
    assert_eq!(h.port_or_default(), 443);
    // No pair: nothing changes, no `?` is added.
    let mut bare = UriRef::parse("a").unwrap();
    bare.extend_query_pairs(std::iter::empty::<(&str, &str)>())
        .unwrap();
    assert_eq!(bare.as_str(), "a");
}

proptest! {
    /// Extending is appending each pair in turn, and the pairs read back.
    #[test]
    fn extend_query_pairs_is_append_one_by_one(
        base in "(http://h/p|/p|p)(\\?[a-z=&]{0,6})?(#f)?",
        pairs in proptest::collection::vec(("[a-z &=+#%ü]{0,4}", "[a-z &=+#%ü]{0,4}"), 0..5),
    ) {
        let mut once = UriRef::parse(&base).unwrap();
        once.extend_query_pairs(&pairs).unwrap();
        let mut each = UriRef::parse(&base).unwrap();
        for (k, v) in &pairs {
            each.append_query_pair(k, v).unwrap();
        }
        prop_assert_eq!(&once, &each);
        prop_assert_eq!(UriRef::parse(once.as_str()).unwrap(), once.clone());
        let read: Vec<(String, String)> = once
            .query_pairs()
            .map(|(k, v)| (k.into_owned(), v.into_owned()))
            .collect();
        // Every pair reads back (even `=`, an empty key and value), last.
        prop_assert!(read.len() >= pairs.len());
        let tail = &read[read.len() - pairs.len()..];
        prop_assert_eq!(tail, pairs.as_slice());
    }
}
