//! Property tests of the parser (RFC 3986 §3, §4, appendices A and B).
//!
//! - Generated valid references (built from the ABNF, `abnf/mod.rs`) parse,
//!   give their text back, and have exactly the components they were built
//!   from; re-joined with their delimiters, the components rebuild the text.
//! - A naive splitter following appendix B agrees with the parser's
//!   component boundaries on every valid input, generated or not.
//! - No input, string or bytes, makes any accessor panic, and the owned
//!   and borrowed forms always agree.

use crate::abnf;

use std::net::{Ipv4Addr, Ipv6Addr};

use crate::abnf::{appendix_b, is_ipv4address, Generated, HostForm, Split};
use proptest::prelude::*;
use urlkit::{Host, HostKind, ParseError, Uri, UriRef, UriRefView, UriView};

/// The parser's components in the shape of the appendix B split.
fn split_of(r: UriRefView<'_>) -> Split<'_> {
    Split {
        scheme: r.scheme(),
        authority: r.authority(),
        path: r.path(),
        query: r.query(),
        fragment: r.fragment(),
    }
}

/// The components, re-joined with their delimiters (§5.3 without the
/// resolution): must give back the text exactly.
fn recompose(r: UriRefView<'_>) -> String {
    let mut s = String::new();
    if let Some(scheme) = r.scheme() {
        s.push_str(scheme);
        s.push(':');
    }
    if r.has_authority() {
        s.push_str("//");
        if let Some(u) = r.userinfo() {
            s.push_str(u);
            s.push('@');
        }
        s.push_str(r.host().expect("an authority has a host"));
        if let Some(p) = r.port() {
            s.push(':');
            s.push_str(p);
        }
    }
    s.push_str(r.path());
    if let Some(q) = r.query() {
        s.push('?');
        s.push_str(q);
    }
    if let Some(f) = r.fragment() {
        s.push('#');
        s.push_str(f);
    }
    s
}

/// Calls every accessor of a parsed view and checks what holds for any
/// valid reference.
fn exercise(r: UriRefView<'_>) {
    let s = r.as_str();
    assert_eq!(recompose(r), s);
    assert_eq!(split_of(r), appendix_b(s), "appendix B split of {s:?}");
    assert_eq!(r.has_scheme(), r.scheme().is_some());
    assert_eq!(r.has_authority(), r.authority().is_some());
    assert_eq!(r.has_authority(), r.host().is_some());
    assert_eq!(r.host_kind(), r.host_typed().map(|h| h.kind()));
    if !r.has_authority() {
        assert_eq!((r.userinfo(), r.port()), (None, None));
    }
    match r.port_u16() {
        Ok(Some(n)) => assert_eq!(
            r.port()
                .map(|p| p.trim_start_matches('0').parse::<u16>().unwrap_or(0)),
            Some(n)
        ),
        Ok(None) => assert!(matches!(r.port(), None | Some(""))),
        Err(e) => {
            assert!(r.port().is_some_and(|p| p.len() >= 5));
            assert!(e.index() < s.len());
            assert!(!e.to_string().is_empty());
        }
    }
    let forward: Vec<&str> = r.path_segments().collect();
    let mut backward: Vec<&str> = r.path_segments().rev().collect();
    backward.reverse();
    assert_eq!(forward, backward);
    let joined = forward.join("/");
    let path = r.path();
    assert_eq!(joined, path.strip_prefix('/').unwrap_or(path));
    assert_eq!(format!("{r}"), s);
    assert!(!format!("{r:?}").is_empty());
}

/// Parses through every entry point; checks that the owned and borrowed
/// forms, and the URI-only forms, agree; exercises every accessor.
fn parse_everywhere(s: &str) -> Result<UriRefView<'_>, ParseError> {
    let view = UriRefView::parse(s);
    let owned = UriRef::parse(s);
    let uri = Uri::parse(s);
    let uri_view = UriView::parse(s);
    match (&view, &owned) {
        (Ok(v), Ok(o)) => {
            assert_eq!(v.as_str(), s);
            assert_eq!(o.as_str(), s);
            assert_eq!(*v, o.as_view());
            assert_eq!(v.to_owned(), *o);
            assert_eq!(UriRef::try_from(s.to_owned()).as_ref(), Ok(o));
            assert_eq!(s.parse::<UriRef>().as_ref(), Ok(o));
            assert_eq!(uri.is_ok(), v.has_scheme());
            assert_eq!(uri_view.is_ok(), v.has_scheme());
            if let (Ok(u), Ok(uv)) = (&uri, &uri_view) {
                assert_eq!(u.as_view(), *uv);
                assert_eq!(uv.to_owned(), *u);
                assert_eq!(Some(u.scheme()), v.scheme());
                assert_eq!(uv.into_uri_ref(), *v);
            }
            exercise(*v);
            exercise(o.as_view());
        }
        (Err(a), Err(b)) => {
            assert_eq!(a, b);
            assert!(a.index() <= s.len(), "error index past the end of {s:?}");
            assert!(s.is_char_boundary(a.index()));
            // Lowercase, no trailing period, names the index.
            let message = a.to_string();
            assert!(
                message.starts_with(|c: char| c.is_ascii_lowercase()),
                "{message}"
            );
            assert!(!message.ends_with('.'), "{message}");
            assert!(
                message.contains(&format!(" at index {}", a.index())),
                "{message}"
            );
            assert!(s[a.index()..].starts_with(a.found()));
            assert!(uri.is_err() && uri_view.is_err());
        }
        _ => panic!("owned and borrowed parses disagree on {s:?}"),
    }
    view
}

/// What the generated reference's host must be classified as.
fn expected_kind(a: &abnf::Authority) -> HostKind {
    match a.host_form {
        HostForm::RegName if is_ipv4address(&a.host) => HostKind::Ipv4,
        HostForm::RegName => HostKind::RegName,
        HostForm::Ipv4 => HostKind::Ipv4,
        HostForm::Ipv6(_) => HostKind::Ipv6,
        HostForm::IpvFuture => HostKind::IpvFuture,
    }
}

fn check_generated(g: &Generated) {
    let r = parse_everywhere(&g.text)
        .unwrap_or_else(|e| panic!("generated {:?} rejected: {e}", g.text));
    assert_eq!(r.scheme(), g.scheme.as_deref());
    assert_eq!(r.path(), g.path);
    assert_eq!(r.query(), g.query.as_deref());
    assert_eq!(r.fragment(), g.fragment.as_deref());
    match &g.authority {
        None => assert_eq!(r.authority(), None),
        Some(a) => {
            assert_eq!(r.authority(), Some(a.text().as_str()));
            assert_eq!(r.userinfo(), a.userinfo.as_deref());
            assert_eq!(r.host(), Some(a.host.as_str()));
            assert_eq!(r.port(), a.port.as_deref());
            assert_eq!(r.host_kind(), Some(expected_kind(a)));
            // The typed host agrees with the standard library's reading
            // of the same text.
            match r.host_typed() {
                Some(Host::Ipv4(ip)) => assert_eq!(a.host.parse::<Ipv4Addr>(), Ok(ip)),
                Some(Host::Ipv6(ip)) => {
                    let inner = &a.host[1..a.host.len() - 1];
                    assert_eq!(inner.parse::<Ipv6Addr>(), Ok(ip));
                }
                Some(Host::IpvFuture(t)) => assert_eq!(format!("[{t}]"), a.host),
                Some(Host::RegName(t)) => assert_eq!(t, a.host),
                None => panic!("no host"),
            }
        }
    }
}

proptest! {
    #[test]
    fn generated_references_parse_to_their_components(g in abnf::uri_reference()) {
        check_generated(&g);
    }

    #[test]
    fn generated_uris_parse_as_uris(g in abnf::uri()) {
        check_generated(&g);
        let uri = Uri::parse(&g.text).expect("a URI");
        prop_assert_eq!(Some(uri.scheme()), g.scheme.as_deref());
    }

    #[test]
    fn generated_relative_refs_have_no_scheme(g in abnf::relative_ref()) {
        check_generated(&g);
        prop_assert!(Uri::parse(&g.text).is_err());
    }

    /// Every one of the nine IPv6address forms, checked one by one.
    #[test]
    fn every_ipv6_form_is_an_ipv6_host((form, ip) in abnf::ipv6address()) {
        let text = format!("//[{ip}]");
        let r = parse_everywhere(&text).map_err(|e| TestCaseError::fail(format!("form {form}: {e}")))?;
        prop_assert_eq!(r.host_kind(), Some(HostKind::Ipv6), "form {}", form);
        prop_assert_eq!(r.host_typed(), Some(Host::Ipv6(ip.parse().expect("std agrees"))));
    }

    /// Near-valid inputs: whatever parses still splits as appendix B says,
    /// and nothing panics.
    #[test]
    fn near_valid_inputs_split_as_appendix_b_says(s in abnf::near_valid()) {
        let _ = parse_everywhere(&s);
    }

    #[test]
    fn arbitrary_strings_never_panic(s in any::<String>()) {
        let _ = parse_everywhere(&s);
    }

    /// Strings over the bytes that matter to the grammar, so that many of
    /// them parse.
    #[test]
    fn uri_alphabet_strings_never_panic(s in "[a-zA-Z0-9:/?#\\[\\]@%!$&'()*+,;=._~ -]{0,40}") {
        let _ = parse_everywhere(&s);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
        if let Ok(s) = std::str::from_utf8(&bytes) {
            let _ = parse_everywhere(s);
        }
        let _ = parse_everywhere(&String::from_utf8_lossy(&bytes));
    }

    /// `parse_with_limit` accepts exactly the inputs within the limit.
    #[test]
    fn length_limit_is_exact(g in abnf::uri_reference(), slack in 0usize..3) {
        let len = g.text.len();
        prop_assert!(UriRefView::parse_with_limit(&g.text, len + slack).is_ok());
        if len > 0 {
            let e = UriRef::parse_with_limit(&g.text, len - 1).unwrap_err();
            prop_assert_eq!(e.kind(), urlkit::ParseErrorKind::TooLong);
        }
    }
}

#[test]
fn appendix_b_splitter_matches_the_rfc_example() {
    // RFC 3986 appendix B: the example's five components.
    let s = "http://www.ics.uci.edu/pub/ietf/uri/#Related";
    let split = appendix_b(s);
    assert_eq!(split.scheme, Some("http"));
    assert_eq!(split.authority, Some("www.ics.uci.edu"));
    assert_eq!(split.path, "/pub/ietf/uri/");
    assert_eq!(split.query, None);
    assert_eq!(split.fragment, Some("Related"));
    assert_eq!(split_of(UriRefView::parse(s).unwrap()), split);
}
