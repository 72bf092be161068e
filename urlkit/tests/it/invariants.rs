//! Invariants of the core operations on references made of the tokens
//! that matter to RFC 3986 §3, §5 and §6 (delimiters, dots spelled both
//! ways, percent-encodings, IP literals), in any order: the generator
//! builds mostly invalid strings and keeps those that parse, which reach
//! corners that component-wise generators do not.
//!
//! Each property is one of the crate's promises (see the crate docs):
//! edits and normal forms parse back to themselves (text and offsets, as
//! `==` compares both), normalization is idempotent, resolution output
//! parses, `make_relative` round-trips. Run with a larger
//! `PROPTEST_CASES` to hunt; the default keeps CI fast.

use crate::by_name;

use proptest::prelude::*;
use urlkit::{make_relative, IriRef, NormalizeLevel, Uri, UriRef, UriRefView, COMPONENT_NAMES};

const TOKENS: &[&str] = &[
    "/",
    "//",
    ".",
    "..",
    "%2E",
    "%2e",
    "%2E%2E",
    ":",
    "@",
    "?",
    "#",
    "a",
    "B",
    "0",
    "8",
    "%41",
    "%7e",
    "%3A",
    "%2F",
    "%25",
    "%00",
    "%c3%a9",
    "+",
    "&",
    "=",
    ";",
    "s:",
    "HTTP:",
    "ftp:",
    "//h",
    "//U@H:80",
    "//[::1]",
    "//[0:0::1]:",
    "//[V7.X]",
    "//1.2.3.4:021",
    "//%31.2.3.4",
    "-",
    "~",
    "!",
    "[",
    "]",
];

fn soup() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(TOKENS), 0..10).prop_map(|t| t.concat())
}

fn reference() -> impl Strategy<Value = UriRef> {
    soup().prop_filter_map("must parse", |s| UriRef::parse(&s).ok())
}

fn uri() -> impl Strategy<Value = Uri> {
    (prop::sample::select(&["s:", "HTTP:", "ftp:"][..]), soup())
        .prop_filter_map("must parse", |(scheme, rest)| {
            Uri::parse(&format!("{scheme}{rest}")).ok()
        })
}

/// The components of a reference, as its accessors give them.
type Split<'a> = [Option<&'a str>; 8];

fn split(r: &UriRef) -> Split<'_> {
    [
        r.scheme(),
        r.authority(),
        r.userinfo(),
        r.host(),
        r.port(),
        Some(r.path()),
        r.query(),
        r.fragment(),
    ]
}

/// The value parses back to itself: same text, and the same components
/// (which `==`, on the text alone, does not compare), so the offsets an
/// operation computed are the parser's.
fn reparses(r: &UriRef) -> Result<(), TestCaseError> {
    let again = UriRef::parse(r.as_str());
    prop_assert_eq!(again.as_ref(), Ok(r), "{:?} does not parse", r);
    if let Ok(again) = &again {
        prop_assert_eq!(split(again), split(r), "{:?}: components differ", r);
    }
    Ok(())
}

proptest! {
    /// `components()` pairs each of `COMPONENT_NAMES` with its accessor,
    /// on every type that has it.
    #[test]
    fn components_are_the_named_accessors(r in reference()) {
        let named: Vec<_> = COMPONENT_NAMES.iter().map(|n| by_name::component(&r, n)).collect();
        prop_assert_eq!(&r.components()[..], &named[..]);
        let view = UriRefView::parse(r.as_str()).unwrap();
        prop_assert_eq!(&view.components()[..], &named[..]);
        let iri = IriRef::parse(r.as_str()).unwrap();
        prop_assert_eq!(&iri.components()[..], &named[..]);
        prop_assert_eq!(&iri.as_view().components()[..], &named[..]);
        if let Ok(uri) = Uri::parse(r.as_str()) {
            prop_assert_eq!(&uri.components()[..], &named[..]);
        }
    }

    #[test]
    fn setting_a_component_to_itself_changes_nothing(r in reference()) {
        let same = |edit: &dyn Fn(&mut UriRef) -> Result<(), urlkit::BuildError>| {
            let mut e = r.clone();
            edit(&mut e).map(|()| e)
        };
        reparses(&r)?;
        prop_assert_eq!(same(&|e| e.set_scheme(r.scheme())), Ok(r.clone()));
        prop_assert_eq!(same(&|e| e.set_host_encoded(r.host())), Ok(r.clone()));
        prop_assert_eq!(same(&|e| e.set_userinfo_encoded(r.userinfo())), Ok(r.clone()));
        prop_assert_eq!(same(&|e| e.set_port_digits(r.port())), Ok(r.clone()));
        prop_assert_eq!(same(&|e| e.set_path_encoded(r.path())), Ok(r.clone()));
        prop_assert_eq!(same(&|e| e.set_query_encoded(r.query())), Ok(r.clone()));
        prop_assert_eq!(same(&|e| e.set_fragment_encoded(r.fragment())), Ok(r.clone()));
    }

    #[test]
    fn every_edit_keeps_a_valid_reference(r in reference(), text in "[a-z/:@?#%. ]{0,4}") {
        let mut e = r.clone();
        if e.push_segment(&text).is_ok() {
            reparses(&e)?;
            // An empty segment fills an empty last one: nothing to pop.
            prop_assert!(text.is_empty() || e.pop_segment().is_some());
            reparses(&e)?;
        }
        for edit in [
            UriRef::set_userinfo as fn(&mut UriRef, Option<&str>) -> _,
            UriRef::set_query,
            UriRef::set_fragment,
        ] {
            let mut e = r.clone();
            if edit(&mut e, Some(&text)).is_ok() {
                reparses(&e)?;
            }
            let mut e = r.clone();
            if edit(&mut e, None).is_ok() {
                reparses(&e)?;
            }
        }
        let mut e = r.clone();
        if e.set_path(&text).is_ok() {
            reparses(&e)?;
        }
        let mut e = r.clone();
        if e.set_reg_name(&text).is_ok() {
            reparses(&e)?;
        }
        let mut e = r.clone();
        e.append_query_pair(&text, "v=&").unwrap();
        reparses(&e)?;
        prop_assert!(e.query_pairs().any(|(k, v)| k == text && v == "v=&"));
        prop_assert_eq!(e.remove_query_pair(&text) >= 1, true);
        reparses(&e)?;
        e.sort_query_pairs();
        reparses(&e)?;
        while e.pop_segment().is_some() {
            reparses(&e)?;
        }
    }

    #[test]
    fn normal_forms_parse_and_are_fixed_points(r in reference()) {
        for level in [NormalizeLevel::Syntax, NormalizeLevel::Scheme] {
            let n = r.normalize_with(level);
            reparses(&n)?;
            prop_assert_eq!(&n.normalize_with(level), &n, "from {}", r);
            prop_assert_eq!(r.as_view().normalize_with(level), n);
        }
        prop_assert!(r.normalized_eq(&r.normalize()));
    }

    #[test]
    fn resolution_parses_and_make_relative_inverts_it(base in uri(), r in reference()) {
        let t = r.resolve_against(&base).unwrap();
        reparses(&t)?;
        reparses(&base)?;
        prop_assert_eq!(r.as_view().resolve_against(base.as_view()).unwrap(), t.clone());
        if let Some(rel) = make_relative(&base, &t) {
            prop_assert_eq!(rel.resolve_against(&base).unwrap(), t.clone(), "via {}", rel);
        } else {
            prop_assert!(r.has_scheme(), "{} + {} has no relative form", base, r);
        }
    }

    #[test]
    fn make_relative_round_trips_between_any_two(base in uri(), target in uri()) {
        if let Some(rel) = make_relative(&base, &target) {
            prop_assert_eq!(rel.resolve_against(&base).unwrap(), target, "via {}", rel);
        }
    }
}

/// One edit of a sequence, with the text it takes.
#[derive(Clone, Debug)]
enum Edit {
    Scheme(Option<&'static str>),
    Host(Option<String>),
    RegName(String),
    Userinfo(Option<String>),
    Port(Option<u16>),
    Path(String),
    Push(String),
    Pop,
    Query(Option<String>),
    Pair(String, String),
    RemovePair(String),
    Sort,
    Fragment(Option<String>),
}

fn edit() -> impl Strategy<Value = Edit> {
    let text = || "[a-z/:@?#%.\\[\\] ]{0,4}";
    prop_oneof![
        prop::option::of(prop::sample::select(&["s", "http", "A+b"][..])).prop_map(Edit::Scheme),
        prop::option::of(prop::sample::select(
            &["h", "", "[::1]", "1.2.3.4", "[v1.x]"][..]
        ))
        .prop_map(|h| Edit::Host(h.map(str::to_owned))),
        text().prop_map(Edit::RegName),
        prop::option::of(text()).prop_map(Edit::Userinfo),
        prop::option::of(any::<u16>()).prop_map(Edit::Port),
        text().prop_map(Edit::Path),
        text().prop_map(Edit::Push),
        Just(Edit::Pop),
        prop::option::of(text()).prop_map(Edit::Query),
        (text(), text()).prop_map(|(k, v)| Edit::Pair(k, v)),
        text().prop_map(Edit::RemovePair),
        Just(Edit::Sort),
        prop::option::of(text()).prop_map(Edit::Fragment),
    ]
}

/// Applies `e`; on success, checks that the component reads back as set.
/// A refusal is fine: the reference must stay valid either way.
fn apply(r: &mut UriRef, e: &Edit) -> Result<(), TestCaseError> {
    let text = |raw: Option<&str>| raw.map(|t| urlkit::pct::decode_utf8(t).unwrap().into_owned());
    match e {
        Edit::Scheme(s) => {
            if r.set_scheme(*s).is_ok() {
                prop_assert_eq!(r.scheme(), *s);
            }
        }
        Edit::Host(h) => {
            if r.set_host_encoded(h.as_deref()).is_ok() {
                prop_assert_eq!(r.host(), h.as_deref());
            }
        }
        Edit::RegName(t) => {
            if r.set_reg_name(t).is_ok() {
                prop_assert_eq!(text(r.host()), Some(t.clone()));
            }
        }
        Edit::Userinfo(t) => {
            if r.set_userinfo(t.as_deref()).is_ok() {
                prop_assert_eq!(text(r.userinfo()), t.clone());
            }
        }
        Edit::Port(p) => {
            if r.set_port(*p).is_ok() {
                prop_assert_eq!(r.port_u16(), Ok(*p));
            }
        }
        Edit::Path(t) => {
            if r.set_path(t).is_ok() {
                prop_assert_eq!(text(Some(r.path())), Some(t.clone()));
            }
        }
        Edit::Push(t) => {
            if r.push_segment(t).is_ok() && !t.is_empty() {
                let last = r.path_segments().next_back();
                prop_assert_eq!(text(last), Some(t.clone()));
            }
        }
        Edit::Pop => {
            let _ = r.pop_segment();
        }
        Edit::Query(t) => {
            if r.set_query(t.as_deref()).is_ok() {
                prop_assert_eq!(text(r.query()), t.clone());
            }
        }
        Edit::Pair(k, v) => {
            if r.append_query_pair(k, v).is_ok() {
                let last = r
                    .query_pairs()
                    .last()
                    .map(|(k, v)| (k.into_owned(), v.into_owned()));
                prop_assert_eq!(last, Some((k.clone(), v.clone())));
            }
        }
        Edit::RemovePair(k) => {
            r.remove_query_pair(k);
            prop_assert!(r.query_pairs().all(|(key, _)| key != *k));
        }
        Edit::Sort => {
            r.sort_query_pairs();
            let keys: Vec<String> = r.query_pairs().map(|(k, _)| k.into_owned()).collect();
            prop_assert!(keys.windows(2).all(|w| w[0] <= w[1]), "{:?}", keys);
        }
        Edit::Fragment(t) => {
            if r.set_fragment(t.as_deref()).is_ok() {
                prop_assert_eq!(text(r.fragment()), t.clone());
            }
        }
    }
    Ok(())
}

proptest! {
    #[test]
    fn any_sequence_of_edits_keeps_a_valid_reference(
        r in reference(),
        edits in prop::collection::vec(edit(), 0..8),
    ) {
        let mut r = r;
        for e in &edits {
            apply(&mut r, e)?;
            reparses(&r)?;
        }
    }
}

proptest! {
    /// `sort_query_pairs_with` (sorting on the stack, writing in a reused
    /// buffer) gives exactly what its plain twin `sort_query_pairs` gives:
    /// for few and many pieces, keys with and without `%`, equal keys
    /// (stability), empty pieces; the scratch reused from URI to URI.
    #[test]
    fn sorting_pairs_in_a_buffer_is_sorting_them(
        queries in prop::collection::vec(
            prop_oneof![
                // Keys without '%' (sorted on the stack up to 32 pieces),
                // often equal.
                prop::collection::vec("[abA]{0,2}(=[a-c=%]{0,2})?", 0..40),
                prop::collection::vec("([a-cA%]|%4[12]|%C3%A9|%FF){0,3}(=[a-c=%]{0,2})?", 0..12),
            ],
            1..6,
        ),
    ) {
        let mut scratch = String::from("stale");
        for pieces in queries {
            let text = format!("http://h/p?{}#f", pieces.join("&"));
            let Ok(r) = UriRef::parse(&text) else { continue };
            let (mut plain, mut fast) = (r.clone(), r.clone());
            plain.sort_query_pairs();
            fast.sort_query_pairs_with(&mut scratch);
            prop_assert_eq!(&fast, &plain, "{}", text);
            let mut uri = Uri::parse(&text).unwrap();
            uri.sort_query_pairs_with(&mut scratch);
            prop_assert_eq!(uri.as_str(), plain.as_str());
        }
        let mut none = UriRef::parse("http://h/p#f").unwrap();
        none.sort_query_pairs_with(&mut scratch);
        prop_assert_eq!(none.as_str(), "http://h/p#f");
    }
}
