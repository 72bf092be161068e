//! The `serde` feature: URI and IRI types serialize as their text and deserialize
//! through the parser, with serde_json (self-describing) and postcard (not
//! self-describing: the type says what comes next), and a round trip over
//! references generated from the ABNF.
//!
//! Runs with `cargo test -p urlkit --features serde` (or `--all-features`);
//! without the feature the module is not compiled (`#[cfg]` in `main.rs`).

use crate::abnf;

use proptest::prelude::*;
use serde::{Deserialize, Serialize};
use urlkit::{Iri, IriRef, IriRefView, IriView, Uri, UriRef, UriRefView, UriView};

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Link {
    base: Uri,
    href: UriRef,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct LinkView<'a> {
    #[serde(borrow)]
    base: UriView<'a>,
    #[serde(borrow)]
    href: UriRefView<'a>,
}

fn link() -> Link {
    Link {
        base: Uri::parse("http://a/b/c/d;p?q").unwrap(),
        href: UriRef::parse("../g?y#s").unwrap(),
    }
}

#[test]
fn json_writes_the_text_and_reads_it_back() {
    let json = serde_json::to_string(&link()).unwrap();
    assert_eq!(json, r#"{"base":"http://a/b/c/d;p?q","href":"../g?y#s"}"#);
    assert_eq!(serde_json::from_str::<Link>(&json).unwrap(), link());
}

#[test]
fn json_text_is_never_rewritten() {
    // Case, percent-encodings and empty components stay as written.
    for text in ["HTTP://EXAMPLE.com:/%7e?#", "//h", "", "?", "a:"] {
        let r: UriRef = serde_json::from_str(&serde_json::to_string(text).unwrap()).unwrap();
        assert_eq!(r.as_str(), text);
        assert_eq!(
            serde_json::to_string(&r).unwrap(),
            serde_json::to_string(text).unwrap()
        );
    }
}

#[test]
fn json_escaped_strings_are_unescaped_before_parsing() {
    // serde_json hands an escaped string over as a `String` (visit_string).
    let r: UriRef = serde_json::from_str(r#""http://a/\u0062?\u0071""#).unwrap();
    assert_eq!(r.as_str(), "http://a/b?q");
    assert_eq!(r.query(), Some("q"));
    let u: Uri = serde_json::from_str(r#""s:\/x""#).unwrap();
    assert_eq!(u.as_str(), "s:/x");
}

#[test]
fn json_a_relative_reference_is_not_a_uri() {
    for text in ["../g", "//host/p", "/a:b", ""] {
        let json = serde_json::to_string(text).unwrap();
        let r = serde_json::from_str::<UriRef>(&json).unwrap();
        assert!(!r.has_scheme());
        let err = serde_json::from_str::<Uri>(&json).unwrap_err().to_string();
        assert!(
            err.starts_with("a relative reference is not a URI (it has no scheme): missing scheme"),
            "{text}: {err}"
        );
        // The escaped path (a `String`) says the same.
        let escaped = json.replacen('/', "\\/", 1);
        let err2 = serde_json::from_str::<Uri>(&escaped)
            .unwrap_err()
            .to_string();
        assert!(
            err2.starts_with("a relative reference is not a URI"),
            "{err2}"
        );
    }
}

#[test]
fn json_invalid_text_says_what_and_where() {
    let err = serde_json::from_str::<UriRef>(r#""http://a/b c""#).unwrap_err();
    assert_eq!(
        format!("{err:#}"),
        "invalid URI reference: invalid character in path at index 10: ' ' \
         (expected pchar, '/', '?', '#' or the end) at line 1 column 14"
    );
    let err = serde_json::from_str::<Uri>(r#""1http:x""#)
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("invalid URI: "), "{err}");
    let err = serde_json::from_str::<Uri>(r#""http://[::1""#)
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("invalid URI: "), "{err}");
    let err = serde_json::from_str::<UriRef>(r#""%zz""#)
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("invalid URI reference: invalid percent-encoding at index 0"),
        "{err}"
    );
    // Not a string at all: serde's own message, with what was expected.
    let err = serde_json::from_str::<Uri>("5").unwrap_err().to_string();
    assert!(
        err.contains("expected a URI (RFC 3986 §3, with a scheme) as a string"),
        "{err}"
    );
}

#[test]
fn json_views_borrow_from_the_input() {
    let json = r#"{"base":"http://a/b/c/d;p?q","href":"../g?y#s"}"#;
    let view: LinkView<'_> = serde_json::from_str(json).unwrap();
    assert_eq!(view.base.host(), Some("a"));
    assert_eq!(view.href.path(), "../g");
    // The text is a slice of the input, not a copy.
    let start = json.find("http").unwrap();
    assert!(std::ptr::eq(
        view.base.as_str().as_ptr(),
        json[start..].as_ptr()
    ));
    assert_eq!(serde_json::to_string(&view).unwrap(), json);
    // Views serialize exactly as the owned types do.
    assert_eq!(
        serde_json::to_string(&view).unwrap(),
        serde_json::to_string(&link()).unwrap()
    );
}

#[test]
fn json_views_refuse_text_they_cannot_borrow() {
    // An escaped string exists only unescaped in a buffer of serde_json's.
    let err = serde_json::from_str::<UriRefView<'_>>(r#""a\/b""#)
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("a UriRefView borrows its text"), "{err}");
    // A reader lends nothing.
    let mut reader = serde_json::Deserializer::from_reader(&b"\"s:x\""[..]);
    let err = UriView::deserialize(&mut reader).unwrap_err().to_string();
    assert!(err.starts_with("a UriView borrows its text"), "{err}");
    // The owned types read from a reader.
    let u: Uri = serde_json::from_reader(&b"\"s:x\""[..]).unwrap();
    assert_eq!(u.as_str(), "s:x");
    // A view of a relative reference is refused as a URI too.
    let err = serde_json::from_str::<UriView<'_>>(r#""/p""#)
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("a relative reference is not a URI"),
        "{err}"
    );
}

#[test]
fn postcard_writes_length_and_text() {
    // postcard is not self-describing: a string is a varint length, then
    // its bytes, and the reader must know the type.
    let bytes = postcard::to_allocvec(&Uri::parse("s:x").unwrap()).unwrap();
    assert_eq!(bytes, [3, b's', b':', b'x']);
    let bytes = postcard::to_allocvec(&link()).unwrap();
    assert_eq!(postcard::from_bytes::<Link>(&bytes).unwrap(), link());
    let view: LinkView<'_> = postcard::from_bytes(&bytes).unwrap();
    assert_eq!(view.base.as_str(), "http://a/b/c/d;p?q");
    assert_eq!(postcard::to_allocvec(&view).unwrap(), bytes);
}

#[test]
fn postcard_refuses_invalid_text() {
    let relative = postcard::to_allocvec("../g").unwrap();
    assert!(postcard::from_bytes::<UriRef>(&relative).is_ok());
    assert!(postcard::from_bytes::<Uri>(&relative).is_err());
    assert!(postcard::from_bytes::<UriView<'_>>(&relative).is_err());
    let bad = postcard::to_allocvec("a b").unwrap();
    assert!(postcard::from_bytes::<UriRef>(&bad).is_err());
    // Bytes that are not UTF-8.
    assert!(postcard::from_bytes::<UriRef>(&[2, 0xc3, 0x28]).is_err());
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct IriLink {
    base: Iri,
    href: IriRef,
}

#[test]
fn iris_serialize_as_text_and_deserialize_through_the_parser() {
    let link = IriLink {
        base: Iri::parse("http://例え.jp/ü?ä#ö").unwrap(),
        href: IriRef::parse("../日本").unwrap(),
    };
    let json = serde_json::to_string(&link).unwrap();
    assert_eq!(json, r#"{"base":"http://例え.jp/ü?ä#ö","href":"../日本"}"#);
    assert_eq!(serde_json::from_str::<IriLink>(&json).unwrap(), link);
    let bytes = postcard::to_allocvec(&link).unwrap();
    assert_eq!(postcard::from_bytes::<IriLink>(&bytes).unwrap(), link);
    // The views borrow.
    let view: IriView<'_> = serde_json::from_str(r#""s:ü""#).unwrap();
    assert_eq!(view.as_str(), "s:ü");
    assert_eq!(serde_json::to_string(&view).unwrap(), r#""s:ü""#);
    let view: IriRefView<'_> = postcard::from_bytes(&bytes).unwrap();
    assert_eq!(view.as_str(), "http://例え.jp/ü?ä#ö");
    // Errors say why.
    let err = serde_json::from_str::<Iri>(r#""../日本""#)
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("a relative reference is not an IRI (it has no scheme): missing scheme"),
        "{err}"
    );
    let err = serde_json::from_str::<IriRef>(r#""a b""#)
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("invalid IRI reference: "), "{err}");
    let err = serde_json::from_str::<IriRefView<'_>>(r#""\u00fc""#)
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("an IriRefView borrows its text"), "{err}");
    // A URI is not an IRI's only form: non-ASCII text is no URI.
    assert!(serde_json::from_str::<Uri>(r#""s:ü""#).is_err());
    let iri: Iri = serde_json::from_str(r#""s:\u00fc""#).unwrap();
    assert_eq!(iri.as_str(), "s:ü");
}

proptest! {
    #[test]
    fn generated_references_round_trip(g in abnf::uri_reference()) {
        let r = UriRef::parse(&g.text).unwrap();
        let json = serde_json::to_string(&r).unwrap();
        prop_assert_eq!(&json, &serde_json::to_string(&g.text).unwrap());
        let back: UriRef = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&back, &r);
        prop_assert_eq!(back.path(), r.path());
        let view: UriRefView<'_> = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(view.as_str(), r.as_str());

        let bytes = postcard::to_allocvec(&r).unwrap();
        prop_assert_eq!(&postcard::from_bytes::<UriRef>(&bytes).unwrap(), &r);
        prop_assert_eq!(postcard::from_bytes::<UriRefView<'_>>(&bytes).unwrap(), r.as_view());

        // Every URI reference is an IRI reference, with the same text.
        let iri: IriRef = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(iri.as_str(), r.as_str());

        // As a `Uri`: accepted exactly when the reference has a scheme.
        match serde_json::from_str::<Uri>(&json) {
            Ok(u) => {
                prop_assert!(g.scheme.is_some());
                prop_assert_eq!(u.as_str(), r.as_str());
                prop_assert_eq!(&postcard::from_bytes::<Uri>(&bytes).unwrap(), &u);
            }
            Err(e) => {
                prop_assert!(g.scheme.is_none());
                prop_assert!(e.to_string().starts_with("a relative reference is not a URI"));
                prop_assert!(postcard::from_bytes::<Uri>(&bytes).is_err());
            }
        }
    }

    #[test]
    fn arbitrary_text_deserializes_exactly_when_it_parses(s in ".{0,40}") {
        let json = serde_json::to_string(&s).unwrap();
        prop_assert_eq!(serde_json::from_str::<UriRef>(&json).is_ok(), UriRef::parse(&s).is_ok());
        prop_assert_eq!(serde_json::from_str::<Uri>(&json).is_ok(), Uri::parse(&s).is_ok());
        let bytes = postcard::to_allocvec(&s).unwrap();
        prop_assert_eq!(postcard::from_bytes::<UriRef>(&bytes).is_ok(), UriRef::parse(&s).is_ok());
        prop_assert_eq!(serde_json::from_str::<IriRef>(&json).is_ok(), IriRef::parse(&s).is_ok());
        prop_assert_eq!(serde_json::from_str::<Iri>(&json).is_ok(), Iri::parse(&s).is_ok());
        prop_assert_eq!(postcard::from_bytes::<IriRef>(&bytes).is_ok(), IriRef::parse(&s).is_ok());
        if let Ok(i) = IriRef::parse(&s) {
            prop_assert_eq!(serde_json::to_string(&i).unwrap(), json.clone());
        }
        if let Err(want) = UriRef::parse(&s) {
            let got = serde_json::from_str::<UriRef>(&json).unwrap_err().to_string();
            prop_assert!(got.starts_with(&format!("invalid URI reference: {want}")), "{}", got);
        }
    }
}

/// A config with typed http(s) URLs: no `deserialize_with` needed, and a
/// wrong value says which value and why.
#[test]
fn http_url_in_a_config() {
    use urlkit::http9110::HttpUrl;

    #[derive(Debug, Deserialize, Serialize)]
    struct Config {
        upstream: HttpUrl,
        #[serde(default)]
        mirrors: Vec<HttpUrl>,
    }

    let json =
        r#"{"upstream":"https://api.example.com/v2/","mirrors":["http://m1.example:8080/v2/"]}"#;
    let c: Config = serde_json::from_str(json).unwrap();
    assert_eq!(c.upstream.port_or_default(), 443);
    assert_eq!(c.upstream.host(), Some("api.example.com"));
    assert_eq!(c.mirrors[0].port_or_default(), 8080);
    assert_eq!(serde_json::to_string(&c).unwrap(), json);

    let bad = |upstream: &str| {
        let json = format!(r#"{{"upstream":"{upstream}"}}"#);
        serde_json::from_str::<Config>(&json)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        bad("ftp://files.example.com/"),
        "invalid http or https URL \"ftp://files.example.com/\": not an http or https URI \
         at index 0 (expected the scheme http or https) at line 1 column 38"
    );
    let empty = bad("http:///v2/");
    assert!(
        empty.starts_with("invalid http or https URL \"http:///v2/\": empty host at index 7"),
        "{empty}"
    );
    let relative = bad("/v2/");
    assert!(
        relative.starts_with("a relative reference is not an http or https URL (it has no scheme)"),
        "{relative}"
    );
    let broken = bad("https://exa mple.com/");
    assert!(
        broken.starts_with("invalid http or https URL: invalid character in host at index 11"),
        "{broken}"
    );
    // Not a string at all: serde says what it expected.
    let number = serde_json::from_str::<Config>(r#"{"upstream":80}"#).unwrap_err();
    assert!(
        number
            .to_string()
            .contains("expected an http or https URL (RFC 9110 §4.2) as a string"),
        "{number}"
    );
    // postcard (not self-describing) round-trips too.
    let bytes = postcard::to_allocvec(&c.upstream).unwrap();
    assert_eq!(postcard::from_bytes::<HttpUrl>(&bytes).unwrap(), c.upstream);
}
