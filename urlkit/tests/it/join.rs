//! `Uri::join` and `Resolver::normalize`: each against its plain twin on
//! generated references (RFC 3986 §5.2, §6).

use crate::abnf;

use proptest::prelude::*;
use urlkit::{twins, Error, ParseErrorKind, Resolver, Uri, UriRef, UriView};

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
            for reject in [false, true] {
                let opts = Resolver::new().strict(strict).reject_path_underflow(reject);
                let plain = twins::resolve_then_normalize(opts, &base, &reference);
                let fused = opts.normalize(true).resolve(&base, &reference);
                prop_assert_eq!(&fused, &plain);
                let Ok(fused) = fused else { continue };
                if !reject {
                    let by_hand = opts.resolve(&base, &reference).unwrap().normalize();
                    prop_assert_eq!(fused.as_str(), by_hand.as_str());
                }
                // The offsets written on the way are those of a parse (also
                // checked in debug builds by the writer itself).
                let reparsed = Uri::parse(fused.as_str()).unwrap();
                prop_assert_eq!(
                    (reparsed.scheme(), reparsed.authority(), reparsed.userinfo(), reparsed.host(), reparsed.port()),
                    (fused.scheme(), fused.authority(), fused.userinfo(), fused.host(), fused.port())
                );
                prop_assert_eq!(
                    (reparsed.path(), reparsed.query(), reparsed.fragment()),
                    (fused.path(), fused.query(), fused.fragment())
                );
            }
        }
    }

    #[test]
    fn fused_and_two_pass_agree_on_unnormal_pairs(
        base in r"(HTTP|http|Ftp|s)://(U%7e@)?(Ex%41mple\.COM|\[0:0::1\]|h)(:|:80|:021)?(/|/%2e|/\.\.|/a%2Fb|/%7E|/C|/\.){0,4}(\?%7e%2f)?(#%41)?",
        r in r"(|HTTP:|//H:80|//[hH]%4a)(/|\.\.|%2E|\.|%7e|a|//){0,5}(\?%61|\?)?(#%7A)?",
    ) {
        let base = Uri::parse(&base).unwrap();
        // "//H:80.." is no reference: a port ends at a "/".
        let Ok(reference) = UriRef::parse(&r) else { return Ok(()) };
        for strict in [true, false] {
            let opts = Resolver::new().strict(strict);
            let plain = twins::resolve_then_normalize(opts, &base, &reference).unwrap();
            let fused = opts.normalize(true).resolve(&base, &reference).unwrap();
            prop_assert_eq!(fused.as_str(), plain.as_str());
            prop_assert_eq!(&fused.normalize(), &fused, "idempotent");
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
