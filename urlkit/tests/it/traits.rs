//! The traits of the four URI types: equality with text and across types,
//! `Borrow<str>` (sound only if equality, hashing and ordering are those
//! of the text: checked here against `str`'s own), `Ord` and `Hash` on
//! views, `Display` padding, readable `Debug` of every error, and
//! `urlkit::Error` taking every error type through `?`.

use crate::abnf;

use std::collections::{BTreeSet, HashSet};
use std::hash::{BuildHasher, RandomState};

use proptest::prelude::*;
use urlkit::http9110::HttpUri;
use urlkit::scheme::HttpUrl;
use urlkit::{Authority, Builder, Error, Uri, UriRef, UriRefView, UriView};

#[test]
fn text_equality_both_ways() {
    let uri = Uri::parse("a:b").unwrap();
    let r = UriRef::parse("a:b").unwrap();
    let v = UriRefView::parse("a:b").unwrap();
    let uv = UriView::parse("a:b").unwrap();
    assert!(uri == "a:b" && "a:b" == uri && uri == *"a:b" && *"a:b" == uri);
    assert!(r == "a:b" && "a:b" == r && v == "a:b" && "a:b" == v && uv == "a:b" && "a:b" == uv);
    let owned = String::from("a:b");
    assert!(uri == owned && owned == uv);
    assert!(uri == r && r == uri && uri == v && v == uri && uri == uv && uv == uri);
    assert!(r == v && v == r && r == uv && uv == r && v == uv && uv == v);
    assert!(uri != "a:c" && "A:b" != uri, "the text, not equivalence");
    assert!(Uri::parse("a:c").unwrap() != r);
}

#[test]
fn sets_are_asked_with_str() {
    let set: HashSet<Uri> = ["http://a/", "http://b/"]
        .iter()
        .map(|s| Uri::parse(s).unwrap())
        .collect();
    assert!(set.contains("http://a/"));
    assert!(!set.contains("http://A/"));
    let set: BTreeSet<UriRef> = ["b", "a"]
        .iter()
        .map(|s| UriRef::parse(s).unwrap())
        .collect();
    assert!(set.contains("a"));
    let text = String::from("x:y");
    let views: HashSet<UriView<'_>> = [UriView::parse(&text).unwrap()].into();
    assert!(views.contains("x:y"));
    let sorted: BTreeSet<UriRefView<'_>> = ["b", "a", "c"]
        .iter()
        .map(|s| UriRefView::parse(s).unwrap())
        .collect();
    assert_eq!(
        sorted.iter().map(|v| v.as_str()).collect::<Vec<_>>(),
        ["a", "b", "c"]
    );
}

proptest! {
    /// `Borrow<str>` is sound: hash, equality and order agree with `str`'s.
    #[test]
    fn borrow_agrees_with_str(a in abnf::uri_reference(), b in abnf::uri_reference()) {
        let h = RandomState::new();
        let (ra, rb) = (UriRef::parse(&a.text).unwrap(), UriRef::parse(&b.text).unwrap());
        let (va, vb) = (UriRefView::parse(&a.text).unwrap(), UriRefView::parse(&b.text).unwrap());
        prop_assert_eq!(h.hash_one(&ra), h.hash_one(a.text.as_str()));
        prop_assert_eq!(h.hash_one(va), h.hash_one(a.text.as_str()));
        prop_assert_eq!(ra.cmp(&rb), a.text.as_str().cmp(b.text.as_str()));
        prop_assert_eq!(va.cmp(&vb), a.text.as_str().cmp(b.text.as_str()));
        prop_assert_eq!(ra == rb, a.text == b.text);
        prop_assert_eq!(va == vb, a.text == b.text);
        if let (Ok(ua), Ok(ub)) = (Uri::parse(&a.text), Uri::parse(&b.text)) {
            prop_assert_eq!(h.hash_one(&ua), h.hash_one(a.text.as_str()));
            prop_assert_eq!(h.hash_one(ua.as_view()), h.hash_one(a.text.as_str()));
            prop_assert_eq!(ua.cmp(&ub), a.text.as_str().cmp(b.text.as_str()));
            prop_assert_eq!(ua.as_view().cmp(&ub.as_view()), a.text.as_str().cmp(b.text.as_str()));
        }
    }
}

#[test]
fn display_pads() {
    let uri = Uri::parse("a:b").unwrap();
    assert_eq!(format!("{uri:>6}|"), "   a:b|");
    assert_eq!(format!("{:<5}|", uri.as_view()), "a:b  |");
    assert_eq!(format!("{:^7}|", UriRef::parse("a").unwrap()), "   a   |");
    assert_eq!(format!("{:*>4}", UriRefView::parse("a").unwrap()), "***a");
    assert_eq!(
        format!("{:.2}", uri),
        "a:",
        "precision truncates, as for str"
    );
    assert_eq!(
        format!("{:>8}", Authority::parse("h:1").unwrap()),
        "     h:1"
    );
}

#[test]
fn every_error_debugs_readably() {
    let parse = UriRef::parse("a b").unwrap_err();
    assert_eq!(
        format!("{parse:?}"),
        r#"ParseError { kind: InvalidPath, index: 1, found: " " }"#
    );
    let port = Uri::parse("http://h:123456")
        .unwrap()
        .port_u16()
        .unwrap_err();
    assert_eq!(
        format!("{port:?}"),
        r#"PortError { index: 9, digits: "123456", len: 6 }"#
    );
    let errors: Vec<Error> = vec![
        parse.into(),
        port.into(),
        Builder::new().port(1).build().unwrap_err().into(),
        urlkit::Resolver::new()
            .reject_path_underflow(true)
            .join(&Uri::parse("http://h/").unwrap(), "../x")
            .unwrap_err(),
        HttpUrl::try_from(&Uri::parse("http://u@h/").unwrap())
            .unwrap_err()
            .into(),
        urlkit::pct::decode("%zz").unwrap_err().into(),
        Authority::parse("").unwrap_err().into(),
        HttpUri::parse("ftp://h").unwrap_err(),
    ];
    for e in errors {
        let debug = format!("{e:?}");
        // No byte array: the fields are names, numbers and quoted text.
        assert!(!debug.contains('['), "{debug}");
        assert!(debug.contains("index"), "{debug}");
        assert!(std::error::Error::source(&e).is_some());
        assert_eq!(
            e.to_string(),
            std::error::Error::source(&e).unwrap().to_string()
        );
    }
}

#[test]
fn question_mark_crosses_error_types() {
    fn pipeline(base: &str, href: &str) -> Result<Uri, Error> {
        let base = Uri::parse(base)?;
        let mut t = UriRef::parse(href)?.resolve_against(&base)?;
        t.set_port(None)?;
        let _ = t.port_or_default()?;
        let _ = HttpUrl::try_from(&t)?;
        let _ = urlkit::pct::decode_utf8(t.path())?;
        let _ = Authority::parse(t.authority().unwrap_or_default())?;
        Ok(t)
    }
    assert_eq!(
        pipeline("http://h/a/", "b%20c").unwrap(),
        "http://h/a/b%20c"
    );
    assert!(matches!(pipeline("http://h/", "%"), Err(Error::Parse(_))));
    assert!(matches!(
        pipeline("http://u@h/", "x"),
        Err(Error::Scheme(_))
    ));
    assert!(matches!(
        pipeline("http://h/", "%ff"),
        Err(Error::Decode(_))
    ));
    assert!(matches!(
        pipeline("http:///", "x"),
        Err(Error::Scheme(_) | Error::Authority(_))
    ));
}

#[test]
fn one_naming_scheme() {
    let uri = Uri::parse("a:b").unwrap();
    let view: UriView<'_> = uri.as_view();
    let owned: Uri = view.to_owned();
    let rview: UriRefView<'_> = view.into_uri_ref();
    let rowned: UriRef = rview.to_owned();
    assert_eq!(owned, rowned);
    // On a reference to a view too, `to_owned` is the view's, not the
    // `ToOwned` of every `Clone` type (which would give a view back): the
    // annotated types do not compile otherwise.
    let by_ref = |v: &UriView<'_>| -> Uri { v.to_owned() };
    let rby_ref = |v: &UriRefView<'_>| -> UriRef { v.to_owned() };
    assert_eq!(
        (by_ref(&view), rby_ref(&rview)),
        (owned.clone(), rowned.clone())
    );
    let views = [rview];
    let copied: Vec<UriRef> = views.iter().map(|v| v.to_owned()).collect();
    assert_eq!(copied.as_slice(), std::slice::from_ref(&rowned));
    assert_eq!(uri.as_uri_ref(), &rowned);
    assert_eq!(uri.clone().into_uri_ref(), rowned);
    assert_eq!(UriView::try_from(rview).unwrap(), view);
    assert!(UriView::try_from(UriRefView::parse("b").unwrap()).is_err());
    // `From` gives the same views as `as_view`.
    assert_eq!(UriView::from(&uri), view);
    assert_eq!(UriRefView::from(&rowned), rview);
    let err = Uri::try_from(UriRef::parse("b").unwrap()).unwrap_err();
    assert_eq!(err.kind(), urlkit::ParseErrorKind::MissingScheme);
}

#[test]
fn owned_uri_is_at_most_48_bytes() {
    assert!(core::mem::size_of::<UriRef>() <= 48);
    assert!(core::mem::size_of::<Uri>() <= 48);
    // One definition makes both families: the IRI types are as small.
    assert_eq!(
        core::mem::size_of::<urlkit::IriRef>(),
        core::mem::size_of::<UriRef>()
    );
    assert_eq!(
        core::mem::size_of::<urlkit::Iri>(),
        core::mem::size_of::<Uri>()
    );
}

#[test]
fn equality_and_hash_follow_the_text() {
    let hasher = RandomState::new();
    // The same text, built by parsing and by resolution (whose offsets
    // are computed, not parsed): equal, with equal hashes.
    let parsed = UriRef::parse("http://a/b/g").unwrap();
    let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
    let resolved = UriRef::parse("../g")
        .unwrap()
        .resolve_against(&base)
        .unwrap()
        .into_uri_ref();
    assert_eq!(parsed, resolved);
    assert_eq!(hasher.hash_one(&parsed), hasher.hash_one(&resolved));
    assert_eq!(parsed.cmp(&resolved), core::cmp::Ordering::Equal);
}

#[test]
fn equality_covers_every_component() {
    // docs/security.md row 25: `/a` vs `a`, `x?` vs `x`, `x#` vs `x`.
    for (a, b) in [("/a", "a"), ("x?", "x"), ("x#", "x"), ("//h", "///h")] {
        assert_ne!(UriRef::parse(a).unwrap(), UriRef::parse(b).unwrap());
    }
}
