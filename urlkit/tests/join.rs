//! `Uri::join` and `Resolver::normalize`: each against its plain twin on
//! generated references (RFC 3986 §5.2, §6).

mod abnf;

use proptest::prelude::*;
use urlkit::{Error, ParseErrorKind, Resolver, Uri, UriRef, UriView};

fn reference() -> BoxedStrategy<String> {
    prop_oneof![
        abnf::uri_reference().prop_map(|g| g.text),
        "[a-zA-Z0-9./%?#:@ ]{0,12}",
        Just("../../%2E%2e/./a".to_owned()),
        Just("//Example.COM:80/a/../b?%7e#%41".to_owned()),
    ]
    .boxed()
}

fn base() -> BoxedStrategy<abnf::Generated> {
    abnf::uri().boxed()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    #[test]
    fn join_is_parse_then_resolve(base in base(), r in reference()) {
        let base = Uri::parse(&base.text).unwrap();
        let plain = UriRef::parse(&r).map(|p| p.resolve_against(&base).unwrap());
        prop_assert_eq!(base.join(&r), plain.clone());
        prop_assert_eq!(UriView::parse(base.as_str()).unwrap().join(&r), plain.clone());
        prop_assert_eq!(Resolver::new().join(&base, &r), plain.map_err(Error::from));
    }

    #[test]
    fn resolve_and_normalize_in_one_call_is_resolve_then_normalize(base in base(), r in reference()) {
        let base = Uri::parse(&base.text).unwrap();
        let Ok(reference) = UriRef::parse(&r) else { return Ok(()) };
        for strict in [true, false] {
            let plain = Resolver::new().strict(strict).resolve(&base, &reference).unwrap().normalize();
            let fused = Resolver::new().strict(strict).normalize(true).resolve(&base, &reference).unwrap();
            prop_assert_eq!(fused.as_str(), plain.as_str());
            // The offsets of a result kept as written are right too.
            let reparsed = Uri::parse(fused.as_str()).unwrap();
            prop_assert_eq!((reparsed.path(), reparsed.query(), reparsed.host()), (fused.path(), fused.query(), fused.host()));
        }
    }
}

#[test]
fn join_examples_of_rfc_3986_5_4() {
    let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
    for (r, t) in [
        ("g:h", "g:h"),
        ("g", "http://a/b/c/g"),
        ("//g", "http://g"),
        ("?y", "http://a/b/c/d;p?y"),
        ("#s", "http://a/b/c/d;p?q#s"),
        ("", "http://a/b/c/d;p?q"),
        ("../../../g", "http://a/g"),
    ] {
        assert_eq!(base.join(r).unwrap(), t, "{r}");
    }
    let err = base.join("a b").unwrap_err();
    assert_eq!((err.kind(), err.index()), (ParseErrorKind::InvalidPath, 1));
}

#[test]
fn normalizing_resolver_keeps_normal_results_and_fixes_others() {
    let base = Uri::parse("http://example.com/a/b").unwrap();
    let n = Resolver::new().normalize(true);
    assert_eq!(
        n.join(&base, "c?d#e").unwrap(),
        "http://example.com/a/c?d#e"
    );
    assert_eq!(
        n.join(&base, "HTTP://X.example:80").unwrap(),
        "http://x.example/"
    );
    assert_eq!(
        n.join(&base, "%7e/%2fx").unwrap(),
        "http://example.com/a/~/%2Fx"
    );
    let base = Uri::parse("http://h/./a/../b").unwrap();
    assert_eq!(
        n.join(&base, "?q").unwrap(),
        "http://h/b?q",
        "the base's own dot segments"
    );
}
