//! The spliced setters (`edit/splice.rs`) against their plain twin
//! (`urlkit::twins::edit`, which recomposes every component and parses the
//! result, RFC 3986 §5.3): on generated references and new component texts
//! both valid and not, both give the same text or the same error; the
//! result parses back to itself; and nothing outside the edited component
//! changes.

use crate::abnf;

use crate::snapshot::{snapshot, Snapshot};
use proptest::prelude::*;
use urlkit::twins::edit as twin;
use urlkit::{BuildError, UriRef};

/// One setter and its new text.
#[derive(Clone, Debug)]
enum Edit {
    Scheme(Option<String>),
    Userinfo(Option<String>),
    Host(Option<String>),
    Port(Option<String>),
    Path(String),
    Query(Option<String>),
    Fragment(Option<String>),
}

/// A component text: mostly valid for some component, sometimes with a
/// byte no component allows, a delimiter, or a broken escape.
fn piece() -> BoxedStrategy<String> {
    prop_oneof![
        abnf::scheme(),
        abnf::userinfo(),
        abnf::reg_name(),
        abnf::ipv4address(),
        abnf::ipv6address().prop_map(|(_, s)| format!("[{s}]")),
        abnf::port(),
        abnf::path_abempty(),
        abnf::path_rootless(),
        abnf::query(),
        "[a-z0-9:/?#@%\\[\\] é.]{0,6}",
    ]
    .boxed()
}

fn edit() -> BoxedStrategy<Edit> {
    let opt = || proptest::option::weighted(0.8, piece());
    prop_oneof![
        opt().prop_map(Edit::Scheme),
        opt().prop_map(Edit::Userinfo),
        opt().prop_map(Edit::Host),
        opt().prop_map(Edit::Port),
        piece().prop_map(Edit::Path),
        opt().prop_map(Edit::Query),
        opt().prop_map(Edit::Fragment),
    ]
    .boxed()
}

/// Applies `edit` with the spliced setter (`twin: false`) or the twin.
fn apply(r: &mut UriRef, edit: &Edit, use_twin: bool) -> Result<(), BuildError> {
    match (edit, use_twin) {
        (Edit::Scheme(s), false) => r.set_scheme(s.as_deref()),
        (Edit::Scheme(s), true) => twin::set_scheme(r, s.as_deref()),
        (Edit::Userinfo(s), false) => r.set_userinfo_encoded(s.as_deref()),
        (Edit::Userinfo(s), true) => twin::set_userinfo_encoded(r, s.as_deref()),
        (Edit::Host(s), false) => r.set_host_encoded(s.as_deref()),
        (Edit::Host(s), true) => twin::set_host_encoded(r, s.as_deref()),
        (Edit::Port(s), false) => r.set_port_digits(s.as_deref()),
        (Edit::Port(s), true) => twin::set_port_digits(r, s.as_deref()),
        (Edit::Path(s), false) => r.set_path_encoded(s),
        (Edit::Path(s), true) => twin::set_path_encoded(r, s),
        (Edit::Query(s), false) => r.set_query_encoded(s.as_deref()),
        (Edit::Query(s), true) => twin::set_query_encoded(r, s.as_deref()),
        (Edit::Fragment(s), false) => r.set_fragment_encoded(s.as_deref()),
        (Edit::Fragment(s), true) => twin::set_fragment_encoded(r, s.as_deref()),
    }
}

/// What the edit may change in the snapshot, written into `before`: the
/// expected components after a successful edit.
fn expected(mut s: Snapshot, edit: &Edit) -> Snapshot {
    let own = |v: &Option<String>| v.clone();
    match edit {
        Edit::Scheme(v) => s.scheme = own(v),
        Edit::Userinfo(v) => s.userinfo = own(v),
        Edit::Host(None) => (s.userinfo, s.host, s.port) = (None, None, None),
        Edit::Host(v) => s.host = own(v),
        Edit::Port(v) => s.port = own(v),
        Edit::Path(v) => s.path.clone_from(v),
        Edit::Query(v) => s.query = own(v),
        Edit::Fragment(v) => s.fragment = own(v),
    }
    s
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn spliced_setters_equal_the_recompose_twin(g in abnf::uri_reference(), edits in proptest::collection::vec(edit(), 1..5)) {
        let mut spliced = UriRef::parse(&g.text).unwrap();
        let mut plain = spliced.clone();
        for e in &edits {
            let before = snapshot(&spliced);
            let a = apply(&mut spliced, e, false);
            let b = apply(&mut plain, e, true);
            prop_assert_eq!(a, b, "{:?} on {:?}", e, plain.as_str());
            prop_assert_eq!(spliced.as_str(), plain.as_str());
            // The offsets too: the spliced value parses to the same components.
            let reparsed = UriRef::parse(spliced.as_str()).unwrap();
            prop_assert_eq!(snapshot(&reparsed), snapshot(&spliced));
            if a.is_ok() {
                prop_assert_eq!(snapshot(&spliced), expected(before, e));
            } else {
                prop_assert_eq!(snapshot(&spliced), before, "a failed edit changes nothing");
            }
        }
    }

    #[test]
    fn retain_query_pairs_equals_the_twin(g in abnf::uri_reference(), drop in "[a-zA-Z0-9%=&]{0,3}") {
        let mut spliced = UriRef::parse(&g.text).unwrap();
        let mut plain = spliced.clone();
        let keep = |k: &str, v: &str| !(k.contains(drop.as_str()) || v == drop);
        let a = spliced.retain_query_pairs(keep);
        let b = twin::retain_query_pairs(&mut plain, keep);
        prop_assert_eq!(a, b);
        prop_assert_eq!(spliced.as_str(), plain.as_str());
        let reparsed = UriRef::parse(spliced.as_str()).unwrap();
        prop_assert_eq!(snapshot(&reparsed), snapshot(&spliced));
        let (mut before, after) = (snapshot(&UriRef::parse(&g.text).unwrap()), snapshot(&spliced));
        before.query.clone_from(&after.query);
        prop_assert_eq!(before, after, "only the query changes");
    }

    /// Many pairs, so that the cuts spill past the eight kept inline and
    /// the query is rebuilt in one pass: still what the twin gives.
    #[test]
    fn retain_many_pairs_equals_the_twin(
        pieces in proptest::collection::vec("(k[0-3]|%6B[0-3]|)(=[a-z%7E]{0,2})?", 0..40),
        drop in proptest::collection::vec(0u8..4, 1..3),
        fragment in proptest::option::of("[a-z]{0,3}"),
    ) {
        let mut text = format!("http://h/p?{}", pieces.join("&"));
        if let Some(f) = fragment {
            text.push('#');
            text.push_str(&f);
        }
        let Ok(mut spliced) = UriRef::parse(&text) else { return Ok(()) };
        let mut plain = spliced.clone();
        let keep = |k: &str, _: &str| !drop.iter().any(|d| k == format!("k{d}"));
        prop_assert_eq!(spliced.retain_query_pairs(keep), twin::retain_query_pairs(&mut plain, keep));
        prop_assert_eq!(spliced.as_str(), plain.as_str());
        prop_assert_eq!(snapshot(&UriRef::parse(spliced.as_str()).unwrap()), snapshot(&spliced));
    }

    #[test]
    fn removing_the_fragment_is_a_truncation(g in abnf::uri_reference()) {
        let mut r = UriRef::parse(&g.text).unwrap();
        let view_text = r.without_fragment().as_str().to_owned();
        let cut = g.text.find('#').unwrap_or(g.text.len());
        prop_assert_eq!(&view_text, &g.text[..cut]);
        r.remove_fragment();
        prop_assert_eq!(r.as_str(), &g.text[..cut]);
        prop_assert_eq!(r.fragment(), None);
        prop_assert_eq!(snapshot(&UriRef::parse(r.as_str()).unwrap()), snapshot(&r));
    }
}

#[test]
fn retain_keeps_the_raw_text_of_kept_pairs() {
    let mut r = UriRef::parse("/p?a=%7E&utm_source=x&&b=1+1&utm_medium=y").unwrap();
    let mut seen = Vec::new();
    let removed = r.retain_query_pairs(|k, v| {
        seen.push((k.to_owned(), v.to_owned()));
        !k.starts_with("utm_")
    });
    assert_eq!(removed, 2);
    // The key and value given to the closure are decoded ...
    assert_eq!(seen[0], ("a".to_owned(), "~".to_owned()));
    // ... and the kept pieces are written as they were, empty one included.
    assert_eq!(r.as_str(), "/p?a=%7E&&b=1+1");
    assert_eq!(r.retain_query_pairs(|_, _| false), 2);
    // One empty piece is left: an empty query, so it goes, `?` included.
    assert_eq!(r.as_str(), "/p");
    let mut r = UriRef::parse("/p?x=1#f").unwrap();
    assert_eq!(r.retain_query_pairs(|_, _| true), 0);
    assert_eq!(r.retain_query_pairs(|_, _| false), 1);
    assert_eq!(r.as_str(), "/p#f");
}

#[test]
fn without_fragment_borrows() {
    let r = UriRef::parse("http://h/a?q#f").unwrap();
    let v = r.without_fragment();
    assert!(std::ptr::eq(v.as_str().as_ptr(), r.as_str().as_ptr()));
    assert_eq!(v.query(), Some("q"));
    assert_eq!(v, "http://h/a?q");
}
