//! Reference resolution (RFC 3986 §5) against the conformance vectors in
//! `data/resolve.tsv` and `data/remove_dot_segments.tsv` (sources in
//! `data/PROVENANCE.md`), plus properties.

use proptest::prelude::*;
use urlkit::{make_relative, remove_dot_segments, Resolver, Uri, UriRef};

/// The tab-separated rows of a vector file, without `#` comments.
fn rows(text: &str) -> impl Iterator<Item = Vec<&str>> {
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split('\t').collect())
}

const RESOLVE: &str = include_str!("../data/resolve.tsv");

/// Runs every vector whose source matches `source`; returns how many ran.
fn check_vectors(source: impl Fn(&str) -> bool) -> usize {
    let mut failures = Vec::new();
    let mut n = 0;
    for row in rows(RESOLVE) {
        let [mode, base, reference, expected, src, flag] = row[..] else {
            panic!("bad row {row:?}");
        };
        if !source(src) {
            continue;
        }
        n += 1;
        let base = Uri::parse(base).unwrap();
        let reference = UriRef::parse(reference).unwrap();
        let got = match mode {
            "strict" => reference.resolve_against(&base).unwrap(),
            "nonstrict" => Resolver::new()
                .strict(false)
                .resolve(&base, &reference)
                .unwrap(),
            _ => panic!("bad mode {mode}"),
        };
        if got.as_str() != expected {
            failures.push(format!(
                "{base} + {reference} ({mode}, {src}, {flag}): got {got}, expected {expected}"
            ));
        }
        // The result parses back to the same components.
        assert_eq!(Uri::parse(got.as_str()).unwrap(), got);
        // Resolving and normalizing in one pass gives the normal form of
        // the expected target, as the two-pass twin does.
        let opts = Resolver::new().strict(mode == "strict");
        let fused = opts.normalize(true).resolve(&base, &reference).unwrap();
        let expected_normal = Uri::parse(expected).unwrap().normalize();
        assert_eq!(
            fused, expected_normal,
            "{base} + {reference} ({mode}), normalized"
        );
        assert_eq!(
            fused,
            urlkit::twins::resolve_then_normalize(opts, &base, &reference).unwrap()
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    n
}

#[test]
fn rfc3986_5_4_1_normal_examples() {
    assert_eq!(check_vectors(|s| s == "RFC 3986 §5.4.1"), 23);
}

#[test]
fn rfc3986_5_4_2_abnormal_examples() {
    assert_eq!(check_vectors(|s| s == "RFC 3986 §5.4.2"), 20);
}

#[test]
fn conformance_vectors() {
    assert!(check_vectors(|s| !s.starts_with("RFC")) > 200);
}

#[test]
fn rfc3986_5_2_4_remove_dot_segments_vectors() {
    let mut n = 0;
    for row in rows(include_str!("../data/remove_dot_segments.tsv")) {
        let [input, expected, _source] = row[..] else {
            panic!("bad row {row:?}");
        };
        assert_eq!(remove_dot_segments(input), expected, "{input}");
        n += 1;
    }
    assert_eq!(n, 12);
}

#[test]
fn issue_examples() {
    let resolve = |b: &str, r: &str| {
        UriRef::parse(r)
            .unwrap()
            .resolve_against(&Uri::parse(b).unwrap())
            .unwrap()
            .into_string()
    };
    // Dot segments are removed from rootless paths too.
    assert_eq!(resolve("telnet:x", "telnet:a./."), "telnet:a./");
    // docs/security.md row 16: no authority may appear.
    assert_eq!(resolve("a:/b", "..//c"), "a:/.//c");
    assert_eq!(resolve("f:/a", ".//g"), "f:/.//g");
    assert_eq!(resolve("a:b", ".//c"), "a:/c");
    // Row 17: `..` never survives resolution.
    assert_eq!(resolve("https://go.dev", "../x"), "https://go.dev/x");
    // Row 8: an encoded dot is a dot, an encoded slash is not a slash.
    assert_eq!(resolve("http://h/a/b", "%2E%2E/%2e%2e/c"), "http://h/c");
    assert_eq!(
        resolve("http://h/a/b", "..%2F..%2Fc"),
        "http://h/a/..%2F..%2Fc"
    );
    // §5.2.1: the base's fragment is ignored, even for an empty reference.
    assert_eq!(resolve("http://h/p?q#f", ""), "http://h/p?q");
}

#[test]
fn many_parent_segments_are_linear() {
    let r = UriRef::parse(&"../".repeat(100_000)).unwrap();
    let base = Uri::parse(&format!("http://h{}", "/a".repeat(100_000))).unwrap();
    assert_eq!(r.resolve_against(&base).unwrap().as_str(), "http://h/");
}

/// Regression (found with 20 000 proptest cases): from `c:d/a/a/` the only
/// relative reference to `c:d/a` is `../../a`, longer than the target
/// itself; "shortest" then means the target, so `None`.
#[test]
fn make_relative_is_never_longer_than_the_target() {
    let base = Uri::parse("c:d/a/a/").unwrap();
    let target = Uri::parse("c:d/a").unwrap();
    assert_eq!(make_relative(&base, &target), None);
    // A relative reference as long as the target is still preferred.
    let base = Uri::parse("c:d/a/").unwrap();
    let target = Uri::parse("c:d/b").unwrap();
    assert_eq!(make_relative(&base, &target).unwrap().as_str(), "../b");
}

// ---- properties -------------------------------------------------------

/// A path segment with the characters that matter to §5.2: dots (also
/// percent-encoded), colons, empty segments.
fn segment() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(String::new()),
        Just(".".to_owned()),
        Just("..".to_owned()),
        Just("%2E".to_owned()),
        Just("a".to_owned()),
        Just("b".to_owned()),
        Just("c:d".to_owned()),
        Just(".x".to_owned()),
        "[a-z0-9]{1,3}",
    ]
}

fn path() -> impl Strategy<Value = String> {
    (any::<bool>(), prop::collection::vec(segment(), 0..5)).prop_map(|(abs, segs)| {
        let p = segs.join("/");
        if abs {
            format!("/{p}")
        } else {
            p
        }
    })
}

fn opt(s: impl Strategy<Value = String>) -> impl Strategy<Value = Option<String>> {
    prop::option::of(s)
}

/// Generated URI references: some of the components, each optional.
fn reference() -> impl Strategy<Value = String> {
    (
        opt(prop_oneof![Just("s".to_owned()), Just("t".to_owned())]),
        opt(prop_oneof![
            Just(String::new()),
            Just("h".to_owned()),
            Just("u@h:1".to_owned())
        ]),
        path(),
        opt("[a-z?/]{0,3}"),
        opt("[a-z]{0,2}"),
    )
        .prop_filter_map("must parse", |(s, a, p, q, f)| {
            let mut t = String::new();
            if let Some(s) = s {
                t.push_str(&s);
                t.push(':');
            }
            if let Some(a) = &a {
                t.push_str("//");
                t.push_str(a);
            }
            t.push_str(&p);
            if let Some(q) = q {
                t.push('?');
                t.push_str(&q);
            }
            if let Some(f) = f {
                t.push('#');
                t.push_str(&f);
            }
            UriRef::parse(&t).is_ok().then_some(t)
        })
}

fn uri() -> impl Strategy<Value = Uri> {
    reference().prop_filter_map("needs a scheme", |t| Uri::parse(&t).ok())
}

proptest! {
    #[test]
    fn resolve_output_parses_to_itself(base in uri(), r in reference()) {
        let r = UriRef::parse(&r).unwrap();
        let t = r.resolve_against(&base).unwrap();
        let again = Uri::parse(t.as_str()).unwrap();
        prop_assert_eq!(again.as_str(), t.as_str());
        prop_assert_eq!(again.authority(), t.authority());
        prop_assert_eq!(again.path(), t.path());
        // Dot segments never survive, except in a base path reused as is.
        if !r.path().is_empty() || r.has_scheme() || r.has_authority() {
            let p = t.path();
            let clean = remove_dot_segments(p);
            match p.strip_prefix("/.") {
                Some(rest) if rest.starts_with("//") && !t.has_authority() => {
                    prop_assert_eq!(clean, rest);
                }
                _ => prop_assert_eq!(clean, p),
            }
        }
    }

    #[test]
    fn views_and_options_agree_with_the_owned_form(base in uri(), r in reference()) {
        let owned = UriRef::parse(&r).unwrap().resolve_against(&base).unwrap();
        let view = urlkit::UriRefView::parse(&r).unwrap().resolve_against(base.as_view()).unwrap();
        prop_assert_eq!(&view, &owned);
        let checked = Resolver::new().reject_path_underflow(true).resolve(&base, &UriRef::parse(&r).unwrap());
        match checked {
            Ok(t) => prop_assert_eq!(&t, &owned),
            Err(e) => {
                prop_assert_eq!(e.kind(), urlkit::ResolveErrorKind::PathUnderflow);
                // The index points into the reference's path: at a dot, or
                // at its start when the `..` came from the base's path.
                let rr = UriRef::parse(&r).unwrap();
                let tail = rr.query().map_or(0, |q| q.len() + 1) + rr.fragment().map_or(0, |f| f.len() + 1);
                let path_start = r.len() - tail - rr.path().len();
                let at = r.get(e.index()..).unwrap_or_default();
                prop_assert!(
                    e.index() == path_start || at.starts_with('.') || at.starts_with("%2"),
                    "{} at {}", r, e.index()
                );
            }
        }
    }

    /// `Resolver::resolve_views_into` gives exactly what `resolve_views`
    /// gives, for every option, into a buffer reused across references;
    /// after an error the buffer is empty.
    #[test]
    fn resolve_views_into_gives_resolve_views(base in uri(), a in reference(), b in reference()) {
        let mut out = String::from("left over");
        for r in [&a, &b, &a] {
            let r = urlkit::UriRefView::parse(r).unwrap();
            for normalize in [false, true] {
                for reject in [false, true] {
                    let resolver = Resolver::new().normalize(normalize).reject_path_underflow(reject);
                    let owned = resolver.resolve_views(base.as_view(), r);
                    let into = resolver.resolve_views_into(base.as_view(), r, &mut out).map(str::to_owned);
                    prop_assert_eq!(&into, &owned.map(Uri::into_string));
                    if into.is_err() {
                        prop_assert_eq!(out.as_str(), "");
                    }
                }
            }
        }
    }

    /// One `Relativizer` reused over many pairs gives for each what a
    /// fresh `make_relative` gives (nothing is left over from the pair
    /// before), and the offsets of the owned result are its parse's.
    #[test]
    fn a_reused_relativizer_gives_make_relative(pairs in prop::collection::vec((uri(), uri()), 1..6)) {
        let mut maker = urlkit::Relativizer::new();
        for (base, target) in &pairs {
            let owned = make_relative(base, target);
            if let Some(r) = &owned {
                let parsed = UriRef::parse(r.as_str()).unwrap();
                let parts = |r: &UriRef| (r.scheme().map(str::to_owned), r.authority().map(str::to_owned), r.path().to_owned(), r.query().map(str::to_owned), r.fragment().map(str::to_owned));
                prop_assert_eq!(parts(r), parts(&parsed));
            }
            let reused = maker.make_relative(base.as_view(), target.as_view());
            prop_assert_eq!(reused, owned.as_ref().map(UriRef::as_str));
        }
    }

    #[test]
    fn make_relative_round_trips(base in uri(), target in uri()) {
        match make_relative(&base, &target) {
            Some(r) => {
                let back = r.resolve_against(&base).unwrap();
                prop_assert_eq!(back.as_str(), target.as_str(), "via {}", r);
                prop_assert!(r.as_str().len() <= target.as_str().len());
            }
            None => {
                // Only for the documented reasons.
                let scheme_differs = base.scheme() != target.scheme();
                let authority_lost = target.authority().is_none() && base.authority().is_some();
                let rootless = !target.path().starts_with('/');
                let dotted = UriRef::from(target.clone()).resolve_against(&target).unwrap() != target;
                prop_assert!(
                    scheme_differs || authority_lost || rootless || dotted,
                    "no relative reference from {} to {}", base, target
                );
            }
        }
    }

    #[test]
    fn make_relative_of_a_resolved_reference_round_trips(base in uri(), r in reference()) {
        let r_ref = UriRef::parse(&r).unwrap();
        let target = r_ref.resolve_against(&base).unwrap();
        let Some(rel) = make_relative(&base, &target) else {
            // A relative reference always has a relative equivalent, as
            // short as itself; `None` says the target is shorter still.
            prop_assert!(
                r_ref.has_scheme() || target.as_str().len() < r.len(),
                "{} + {} unreachable", base, r
            );
            return Ok(());
        };
        prop_assert_eq!(rel.resolve_against(&base).unwrap(), target);
        // Shortest: never longer than a reference known to work.
        prop_assert!(rel.as_str().len() <= r.len(), "{} longer than {}", rel, r);
    }
}
