//! IRIs (RFC 3987): the conformance vectors of `tests/data/iri.json`
//! (oxiri and iri-string, see `tests/data/PROVENANCE.md`), the agreement of
//! the IRI and URI parsers on ASCII, the IRI-URI mappings of §3.1 and §3.2,
//! resolution and normalization on IRIs, a differential test against
//! iri-string on IRI validity, and RFC 6874 zone identifiers.
//!
//! # Disagreements with iri-string
//!
//! None on validity. iri-string's IRI normalization also decodes
//! percent-encoded `ucschar` (`%CE%B1` to `α`); `IriRef::normalize` decodes
//! only the unreserved ASCII of RFC 3986 §6.2.2.2, as RFC 3987 §5.3.2.3
//! asks, so those vectors are used for parsing only (see `docs/iri.md`).

use crate::abnf;

use iri_string::types::IriReferenceStr;
use proptest::prelude::*;
use urlkit::lint::{lint, Code};
use urlkit::{
    Iri, IriRef, IriRefView, IriView, ParseErrorKind, ParseOptions, Uri, UriRef, UriRefView,
};

/// Every accessor of a parsed reference, as plain values, so that two
/// parses (of either type) can be compared.
macro_rules! components {
    ($r:expr) => {{
        let r = $r;
        (
            r.scheme(),
            r.authority(),
            r.userinfo(),
            r.host(),
            r.port(),
            r.path(),
            r.query(),
            r.fragment(),
            r.host_kind(),
        )
    }};
}

#[test]
fn conformance_vectors() {
    let text = include_str!("../data/iri.json");
    let cases: Vec<serde_json::Value> = serde_json::from_str(text).unwrap();
    assert!(cases.len() > 100);
    let mut failures = Vec::new();
    for case in &cases {
        let input = case["input"].as_str().unwrap();
        let valid = case["valid"].as_bool().unwrap();
        let parsed = match case["rule"].as_str().unwrap() {
            "IRI" => Iri::parse(input).map(Iri::into_iri_ref),
            _ => IriRef::parse(input),
        };
        if parsed.is_ok() != valid {
            failures.push(format!("{input:?}: expected valid={valid}, got {parsed:?}"));
            continue;
        }
        let Ok(iri) = parsed else { continue };
        for (key, got) in [
            ("userinfo", iri.userinfo()),
            ("host", iri.host()),
            ("path", Some(iri.path())),
            ("query", iri.query()),
        ] {
            if let Some(want) = case.get(key) {
                if want.as_str() != got {
                    failures.push(format!("{input:?}: {key} {got:?} != {want}"));
                }
            }
        }
        if let Some(uri) = case.get("uri").and_then(|u| u.as_str()) {
            if iri.to_uri().as_str() != uri {
                failures.push(format!("{input:?}: to_uri {} != {uri}", iri.to_uri()));
            }
        }
        // Every valid IRI maps to a URI that parses, with the same shape.
        let mapped = UriRef::parse(iri.to_uri().as_str()).unwrap();
        assert_eq!(mapped.has_scheme(), iri.has_scheme());
        assert_eq!(mapped.query().is_some(), iri.query().is_some());
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn ucschar_and_iprivate_are_where_the_abnf_puts_them() {
    for ok in [
        "http://ü:é@bücher.example/ä/ö?ü#ß",
        "http://h/?\u{E000}\u{F0000}\u{10FFFD}",
        "\u{1F600}/x",
        "//h/\u{A0}\u{D7FF}\u{F900}\u{FDCF}\u{FDF0}\u{FFEF}\u{E1000}\u{EFFFD}",
        "urn:ä:ö",
    ] {
        assert!(IriRef::parse(ok).is_ok(), "{ok}");
    }
    let fail = |s: &str| {
        let e = IriRef::parse(s).unwrap_err();
        (e.kind(), e.index())
    };
    use ParseErrorKind::*;
    // Not in the scheme, the port or an IP-literal.
    assert_eq!(fail("hä://h"), (ColonInFirstSegment, 3));
    assert_eq!(Iri::parse("hä://h").unwrap_err().index(), 1);
    assert_eq!(fail("//h:8ä/"), (InvalidPort, 5));
    assert_eq!(fail("//[::ä]/"), (InvalidIpv6, 5));
    assert_eq!(fail("//[v1.ä]/"), (InvalidIpvFuture, 6));
    // iprivate only in the query.
    assert_eq!(fail("/a\u{E000}"), (InvalidPath, 2));
    assert_eq!(fail("#\u{E000}"), (InvalidFragment, 1));
    assert_eq!(fail("//\u{E000}"), (InvalidHost, 2));
    assert_eq!(fail("//\u{E000}@h"), (InvalidUserinfo, 2));
    // Non-characters, specials, tags: never.
    assert_eq!(fail("?\u{FFFE}"), (InvalidQuery, 1));
    assert_eq!(fail("/\u{FDD0}"), (InvalidPath, 1));
    assert_eq!(fail("/é\u{E0001}"), (InvalidPath, 3));
    assert_eq!(fail("/\u{85}"), (InvalidPath, 1));
    // The message names the character found.
    let e = IriRef::parse("http://h/a\u{FFFE}").unwrap_err();
    assert!(e.to_string().contains("index 10"), "{e}");
    assert_eq!(e.found(), "\u{FFFE}");
}

/// Characters of every kind for generated IRI-like text: delimiters,
/// ASCII the grammar refuses, percent-encodings, and non-ASCII inside and
/// outside `ucschar` and `iprivate`.
fn piece() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "a",
        "Z",
        "0",
        "-",
        ".",
        "_",
        "~",
        "!",
        "$",
        "&",
        "'",
        "(",
        "*",
        "+",
        ",",
        ";",
        "=",
        ":",
        "@",
        "/",
        "?",
        "#",
        "[",
        "]",
        "%",
        "%41",
        "%c3%a4",
        "%E2%80%AE",
        "%2e",
        " ",
        "\"",
        "<",
        "é",
        "Ü",
        "ß",
        "日本",
        "\u{E000}",
        "\u{FFFE}",
        "\u{200E}",
        "\u{1F600}",
        "\u{10FFFD}",
        "\u{A0}",
        "http:",
        "//",
        "::1",
        "v1.x",
        "xn--bcher-kva",
        "bücher",
        "%25",
        "..",
        "\u{7F}",
    ])
}

fn iri_like() -> impl Strategy<Value = String> {
    prop::collection::vec(piece(), 0..16).prop_map(|p| p.concat())
}

fn ascii_like() -> impl Strategy<Value = String> {
    prop::collection::vec(piece().prop_filter("ASCII", |p| p.is_ascii()), 0..16)
        .prop_map(|p| p.concat())
}

proptest! {
    /// On ASCII input, the IRI parser is the URI parser: same validity,
    /// same components, same error kind and index.
    #[test]
    fn ascii_iri_parse_is_uri_parse(s in prop_oneof![
        abnf::uri_reference().prop_map(|g| g.text).boxed(),
        abnf::near_valid().boxed(),
        ascii_like().boxed(),
    ]) {
        // The mutations hold non-ASCII too: this is about ASCII.
        prop_assume!(s.is_ascii());
        let uri = UriRefView::parse(&s);
        let iri = IriRefView::parse(&s);
        match (uri, iri) {
            (Ok(u), Ok(i)) => prop_assert_eq!(components!(u), components!(i)),
            (Err(u), Err(i)) => prop_assert_eq!(u, i),
            (u, i) => prop_assert!(false, "{:?} vs {:?}", u, i),
        }
        prop_assert_eq!(
            Uri::parse(&s).map(|u| u.into_string()).map_err(|e| (e.kind(), e.index())),
            Iri::parse(&s).map(|i| i.into_string()).map_err(|e| (e.kind(), e.index()))
        );
    }

    /// Validity agrees with iri-string's RFC 3987 parser.
    #[test]
    fn iri_validity_agrees_with_iri_string(s in iri_like()) {
        let ours = IriRef::parse(&s).is_ok();
        let theirs = IriReferenceStr::new(&s).is_ok();
        prop_assert_eq!(ours, theirs, "{:?}", s);
    }

    /// `to_uri` always gives a URI that parses, that is ASCII, whose
    /// structure is the IRI's, and that the IRI parser reads back as the
    /// same text; its display form maps back to it.
    #[test]
    fn to_uri_parses_and_round_trips(s in iri_like()) {
        if let Ok(iri) = IriRef::parse(&s) {
            let uri = iri.to_uri();
            let reparsed = UriRef::parse(uri.as_str());
            prop_assert!(reparsed.is_ok(), "{:?} -> {:?}", s, uri);
            prop_assert!(uri.as_str().is_ascii());
            prop_assert_eq!(reparsed.unwrap(), uri.clone());
            prop_assert_eq!(uri.has_authority(), iri.has_authority());
            prop_assert_eq!(uri.port(), iri.port());
            prop_assert_eq!(uri.fragment().is_some(), iri.fragment().is_some());
            if iri.is_ascii() {
                prop_assert_eq!(uri.as_str(), iri.as_str());
            }
            let shown = uri.to_iri();
            prop_assert!(IriRef::parse(shown.as_str()).is_ok(), "{:?}", shown);
            let back = shown.to_uri();
            let same_host = back.host().unwrap_or("").eq_ignore_ascii_case(uri.host().unwrap_or(""));
            if cfg!(feature = "idna") && !same_host {
                // With IDNA, a host with percent-encoded UTF-8 is shown
                // decoded and maps back to its A-labels: the same name.
                let decoded = urlkit::pct::decode_utf8(uri.host().unwrap_or("")).unwrap();
                prop_assert!(!decoded.is_ascii(), "{:?} {:?}", back, uri);
                let without_host = |u: &UriRef| u.as_str().replacen(u.host().unwrap_or(""), "", 1);
                prop_assert!(without_host(&back).eq_ignore_ascii_case(&without_host(&uri)));
            } else {
                prop_assert!(back.as_str().eq_ignore_ascii_case(uri.as_str()), "{:?} {:?}", back, uri);
            }
        }
    }

    /// Resolution commutes with the mapping: resolving IRIs and then
    /// mapping gives what mapping and then resolving gives.
    #[test]
    fn resolution_commutes_with_to_uri(b in iri_like(), r in iri_like()) {
        let base = Iri::parse(&format!("http://h/{b}"));
        let reference = IriRef::parse(&r);
        if let (Ok(base), Ok(reference)) = (base, reference) {
            let via_iri = reference.resolve_against(&base).unwrap().to_uri();
            let via_uri = reference.to_uri().resolve_against(&base.to_uri()).unwrap();
            prop_assert_eq!(via_iri.as_str(), via_uri.as_str());
        }
    }

    /// Normalization commutes with the mapping too, and is idempotent.
    #[test]
    fn normalization_commutes_with_to_uri(s in iri_like()) {
        if let Ok(iri) = IriRef::parse(&s) {
            let n = iri.normalize();
            prop_assert_eq!(n.normalize(), n.clone());
            prop_assert_eq!(n.to_uri().into_string(), iri.to_uri().normalize().into_string());
        }
    }
}

#[test]
fn to_iri_decodes_only_what_is_safe_to_show() {
    let shown = |s: &str| UriRef::parse(s).unwrap().to_iri().into_string();
    assert_eq!(shown("http://h/%C3%A4?%C3%B6#%C3%BC"), "http://h/ä?ö#ü");
    assert_eq!(shown("//%C3%A4@%C3%B6/"), "//ä@ö/");
    // ASCII, bidi controls, invisible characters, non-characters,
    // broken UTF-8 stay encoded.
    assert_eq!(shown("/%41%2F%20"), "/%41%2F%20");
    assert_eq!(shown("/%E2%80%8F%E2%81%A6"), "/%E2%80%8F%E2%81%A6");
    assert_eq!(
        shown("/%E2%80%8B%C2%A0%EF%BB%BF"),
        "/%E2%80%8B%C2%A0%EF%BB%BF"
    );
    assert_eq!(shown("/%EF%BF%BF"), "/%EF%BF%BF");
    assert_eq!(shown("/%C3%28%A4"), "/%C3%28%A4");
    // Private use: in the query only.
    assert_eq!(shown("/%EE%80%80?%EE%80%80"), "/%EE%80%80?\u{E000}");
    // Nothing to decode: the text comes back as it is.
    assert_eq!(shown("http://a/b?c#d"), "http://a/b?c#d");
}

#[cfg(feature = "idna")]
#[test]
fn idna_hosts_map_both_ways() {
    let iri = Iri::parse("https://Bücher.example/ä").unwrap();
    assert_eq!(
        iri.to_uri().as_str(),
        "https://xn--bcher-kva.example/%C3%A4"
    );
    let uri = Uri::parse("https://XN--BCHER-KVA.example/").unwrap();
    assert_eq!(uri.to_iri().as_str(), "https://bücher.example/");
    // Percent-encoded UTF-8 is decoded first (RFC 3986 §3.2.2).
    let iri = Iri::parse("http://b%C3%BCcher.ü/").unwrap();
    assert_eq!(iri.to_uri().host(), Some("xn--bcher-kva.xn--tda"));
    // Not a valid IDN (a bidi rule, a '/' once decoded, not UTF-8):
    // percent-encoding.
    let iri = Iri::parse("http://a\u{5D0}1.example/").unwrap();
    assert_eq!(iri.to_uri().host(), Some("a%D7%901.example"));
    let iri = Iri::parse("http://a%2Fb.ü/").unwrap();
    assert_eq!(iri.to_uri().host(), Some("a%2Fb.%C3%BC"));
    let iri = Iri::parse("http://a%FF.ü/").unwrap();
    assert_eq!(iri.to_uri().host(), Some("a%FF.%C3%BC"));
    // An A-label that is not what the encoder writes stays as it is.
    let uri = Uri::parse("http://xn--a.example/").unwrap();
    assert_eq!(uri.to_iri().host(), Some("xn--a.example"));
    // A host of more than 127 labels cannot be a DNS name, so to_uri
    // percent-encodes it: shown as an IRI it keeps its A-label, or it
    // would not map back (found by the to_uri fuzz target).
    for dots in [126, 127, 128] {
        let host = format!("xn--bcher-kva{}", ".a".repeat(dots));
        let uri = Uri::parse(&format!("http://{host}/")).unwrap();
        let shown = uri.to_iri();
        assert_eq!(shown.host().unwrap().starts_with("bücher"), dots < 127);
        assert_eq!(shown.to_uri().as_str(), uri.as_str(), "{dots} dots");
    }
}

#[cfg(not(feature = "idna"))]
#[test]
fn without_idna_hosts_are_percent_encoded() {
    let iri = Iri::parse("https://bücher.example/").unwrap();
    assert_eq!(iri.to_uri().as_str(), "https://b%C3%BCcher.example/");
    let uri = Uri::parse("https://xn--bcher-kva.example/").unwrap();
    assert_eq!(uri.to_iri().as_str(), "https://xn--bcher-kva.example/");
}

#[test]
fn every_uri_is_an_iri() {
    let uri = Uri::parse("http://h/%C3%A4").unwrap();
    let iri = Iri::from(uri.clone());
    assert_eq!(iri.as_str(), uri.as_str());
    assert_eq!(iri.path(), "/%C3%A4");
    let r = IriRef::from(UriRef::parse("a/b").unwrap());
    assert_eq!(r.path(), "a/b");
}

#[test]
fn iri_resolution_examples() {
    let base = Iri::parse("http://bücher.example/a/b/c?q").unwrap();
    for (r, want) in [
        ("ä", "http://bücher.example/a/b/ä"),
        ("../ö?ü", "http://bücher.example/a/ö?ü"),
        ("//日本.example/x", "http://日本.example/x"),
        ("?\u{E000}", "http://bücher.example/a/b/c?\u{E000}"),
        ("#ß", "http://bücher.example/a/b/c?q#ß"),
        ("/./ä/../é", "http://bücher.example/é"),
    ] {
        let got = IriRef::parse(r).unwrap().resolve_against(&base).unwrap();
        assert_eq!(got.as_str(), want, "{r}");
        assert!(Iri::parse(got.as_str()).is_ok());
    }
}

#[test]
fn zone_identifiers_are_opt_in() {
    let opts = ParseOptions::new().zone_id(true);
    let input = "http://[fe80::1%25eth0]:8080/";
    // RFC 3986 has no zone identifiers: the strict default refuses them.
    let e = UriRef::parse(input).unwrap_err();
    assert_eq!((e.kind(), e.index()), (ParseErrorKind::InvalidIpv6, 15));
    assert!(IriRef::parse(input).is_err());
    let uri = Uri::parse_with(input, &opts).unwrap();
    assert_eq!(uri.host(), Some("[fe80::1%25eth0]"));
    assert_eq!(uri.zone_id(), Some("eth0"));
    assert_eq!(
        uri.host_typed(),
        Some(urlkit::Host::Ipv6("fe80::1".parse().unwrap()))
    );
    assert_eq!(uri.port(), Some("8080"));
    assert_eq!(
        IriRef::parse_with(input, &opts).unwrap().zone_id(),
        Some("eth0")
    );
    // Normalization keeps the zone (percent-normalized, case kept).
    let n = Uri::parse_with("HTTP://[FE80::0:1%25En%2d0]:80/", &opts)
        .unwrap()
        .normalize();
    assert_eq!(n.as_str(), "http://[fe80::1%25En-0]/");
    // ZoneID = 1*( unreserved / pct-encoded ), after "%25".
    let bad = |s: &str| {
        let e = UriRef::parse_with(s, &opts).unwrap_err();
        (e.kind(), e.index())
    };
    use ParseErrorKind::*;
    assert_eq!(bad("//[fe80::1%eth0]"), (InvalidZoneId, 11));
    assert_eq!(bad("//[fe80::1%2eth0]"), (InvalidZoneId, 12));
    assert_eq!(bad("//[fe80::1%25]"), (InvalidZoneId, 13));
    assert_eq!(bad("//[fe80::1%25a:b]"), (InvalidZoneId, 14));
    assert_eq!(bad("//[fe80::1%25a%2]"), (InvalidZoneId, 14));
    assert_eq!(bad("//[fe80::g%25a]"), (InvalidIpv6, 9));
    assert_eq!(bad("//[v1.x%25a]"), (InvalidIpvFuture, 7));
    assert!(UriRef::parse_with("//[::1%25%41-._~]", &opts).is_ok());
    // No zone: nothing changes.
    assert_eq!(
        UriRef::parse_with("//[::1]", &opts).unwrap().zone_id(),
        None
    );
}

#[test]
fn lint_warns_about_zone_identifiers() {
    let opts = ParseOptions::new().zone_id(true);
    let uri = UriRef::parse_with("http://[fe80::1%25eth0]/", &opts).unwrap();
    let warnings = lint(&uri);
    let zone: Vec<_> = warnings
        .iter()
        .filter(|w| w.code() == Code::ZoneId)
        .collect();
    assert_eq!(zone.len(), 1, "{warnings:?}");
    assert_eq!(&uri.as_str()[zone[0].span()], "[fe80::1%25eth0]");
    assert_eq!(Code::from_name("zone-id"), Some(Code::ZoneId));
    let plain = UriRef::parse("http://[fe80::1]/").unwrap();
    assert!(lint(&plain).iter().all(|w| w.code() != Code::ZoneId));
}

#[test]
fn owned_and_borrowed_agree() {
    let s = "http://jü@bücher.example:8080/straße/ä?q=ü#ß";
    let owned = IriRef::parse(s).unwrap();
    let view = IriRefView::parse(s).unwrap();
    assert_eq!(components!(owned.as_view()), components!(view));
    assert_eq!(view.to_owned(), owned);
    assert_eq!(view.to_uri(), owned.to_uri());
    assert_eq!(IriRef::try_from(s.to_owned()).unwrap(), owned);
    assert_eq!(s.parse::<IriRef>().unwrap(), owned);
    let iri: Iri = owned.clone().try_into().unwrap();
    assert_eq!(iri.scheme(), "http");
    assert_eq!(iri.as_view().to_owned(), iri);
    assert!(Iri::try_from(IriRef::parse("ä").unwrap()).is_err());
}

/// The names of `tests/it/traits.rs`'s `one_naming_scheme`, on the IRI
/// types: `as_view`, `to_owned`, `into_iri_ref`, `as_iri_ref`.
#[test]
fn one_naming_scheme() {
    let iri = Iri::parse("a:ä").unwrap();
    let view: IriView<'_> = iri.as_view();
    let owned: Iri = view.to_owned();
    let rview: IriRefView<'_> = view.into_iri_ref();
    let rowned: IriRef = rview.to_owned();
    assert_eq!(owned, iri);
    assert_eq!(owned.as_str(), rowned.as_str());
    // `to_owned` on a reference to a view is the view's (see traits.rs).
    let by_ref = |v: &IriView<'_>| -> Iri { v.to_owned() };
    let rby_ref = |v: &IriRefView<'_>| -> IriRef { v.to_owned() };
    assert_eq!(
        (by_ref(&view), rby_ref(&rview)),
        (owned.clone(), rowned.clone())
    );
    assert_eq!(iri.as_iri_ref(), &rowned);
    assert_eq!(iri.clone().into_iri_ref(), rowned);
    assert_eq!(rowned.as_view(), rview);
    assert_eq!(IriView::try_from(rview).unwrap(), view);
    assert_eq!(IriRefView::from(view), rview);
    assert!(IriView::try_from(IriRefView::parse("ä").unwrap()).is_err());
    // `From` gives the same views as `as_view`, as on the URI side.
    assert_eq!(IriView::from(&iri), view);
    assert_eq!(IriRefView::from(&rowned), rview);
    // A reference without a scheme is no IRI: the error of the URI types.
    let err = Iri::try_from(IriRef::parse("ä").unwrap()).unwrap_err();
    assert_eq!(err.kind(), urlkit::ParseErrorKind::MissingScheme);
    assert_eq!(err.index(), 0);
}
