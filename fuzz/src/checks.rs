//! The promises of urlkit, as assertion functions over one input.
//!
//! Each function takes the raw bytes a fuzzer (or a seed file) gives and
//! panics, with a message naming the promise, when one is broken. The
//! cargo-fuzz targets in `fuzz/fuzz_targets/` call them, and so does
//! `urlkit/tests/it/fuzz_corpus.rs`, which runs every seed of `fuzz/seeds/`
//! through them as an ordinary test: CI needs no nightly toolchain to keep
//! the corpus passing.
//!
//! This file depends on `urlkit`, the strict peers `fluent_uri` and
//! `iri_string`, and the WHATWG parser `url` only, so it compiles in both
//! places (`urlkit/tests/it/repair_differential.rs` uses it too).

#![allow(dead_code)]

use urlkit::{HostKind, ParseErrorKind, Uri, UriRef, UriRefView, UriView};

/// The longest message any warning, error or repair may have (docs of
/// `urlkit::Excerpt`: fixed words and at most three excerpts), whatever
/// the input's length.
pub const MAX_MESSAGE: usize = 400;

/// A message is non-empty and within [`MAX_MESSAGE`] bytes.
fn short(message: &str) {
    assert!(!message.is_empty(), "empty message");
    assert!(
        message.len() <= MAX_MESSAGE,
        "message of {} bytes: {:?}",
        message.len(),
        message.get(..80)
    );
}

/// The components of a parsed URI or IRI reference (any type with the
/// accessors of `UriRefView`), in one array, to compare two parses.
macro_rules! parts_of {
    ($v:expr) => {{
        let v = $v;
        let kind = v.host_kind().map(HostKind::as_str);
        let path = Some(v.path());
        [v.scheme(), v.authority(), v.userinfo(), v.host(), kind]
            .into_iter()
            .chain([v.port(), path, v.query(), v.fragment()])
            .collect::<Vec<Option<&str>>>()
    }};
}

/// A value that a builder, setter, resolution or normalization made:
/// its text parses, to the same components as its own accessors give (its
/// offsets are those a parse finds), and passes every [`parse`] check.
fn made(r: &UriRef, what: &str) {
    let s = r.as_str();
    let again = UriRefView::parse(s).unwrap_or_else(|e| panic!("{what}: {s:?} is invalid: {e}"));
    assert_eq!(
        parts_of!(r.as_view()),
        parts_of!(again),
        "{what}: components differ from a parse of {s:?}"
    );
    parse(s.as_bytes());
}

/// The input as text: every entry point takes `&str`, so bytes that are
/// not UTF-8 cannot reach it.
pub fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// A base and a reference, written as `base "\n" reference`.
pub fn pair(data: &[u8]) -> Option<(&str, &str)> {
    text(data)?.split_once('\n')
}

/// Parse, both forms, owned and borrowed:
/// - no panic, on any input;
/// - the four entry points agree on validity, and `Uri` accepts exactly the
///   references that have a scheme;
/// - `parse(s).as_str() == s` (P3), and the components rebuild `s` byte for
///   byte;
/// - every accessor is consistent with the others (port, host kind, path
///   segments, userinfo inside the authority);
/// - reparsing the text gives equal values; owned equals borrowed;
/// - an error points inside the input, at a char boundary, and its message
///   renders;
/// - `parse_with_limit` accepts at exactly the length and refuses one byte
///   less with `TooLong`.
pub fn parse(data: &[u8]) {
    let Some(s) = text(data) else { return };
    let owned = UriRef::parse(s);
    let view = UriRefView::parse(s);
    let uri = Uri::parse(s);
    let uri_view = UriView::parse(s);
    assert_eq!(
        owned.is_ok(),
        view.is_ok(),
        "owned and borrowed disagree: {s:?}"
    );
    assert_eq!(
        uri.is_ok(),
        uri_view.is_ok(),
        "Uri and UriView disagree: {s:?}"
    );
    match (&owned, &view) {
        (Ok(r), Ok(v)) => {
            assert_eq!(r.as_str(), s, "as_str is not the input");
            assert_eq!(v.as_str(), s, "view as_str is not the input");
            assert_eq!(&v.to_owned(), r, "view.to_owned() != owned");
            assert_eq!(r.as_view(), *v, "owned.as_view() != view");
            assert_eq!(
                uri.is_ok(),
                r.has_scheme(),
                "Uri::parse vs has_scheme: {s:?}"
            );
            components(*v);
            let again = UriRef::parse(r.as_str()).expect("reparse of as_str failed");
            assert_eq!(&again, r, "reparse differs");
            assert_eq!(again.to_string(), s, "Display is not the input");
            limit(s);
        }
        (Err(e), Err(f)) => {
            assert_eq!(e, f, "owned and borrowed report different errors");
            error(s, e);
            if let Err(u) = &uri {
                error(s, u);
            }
        }
        _ => unreachable!(),
    }
    if let (Ok(u), Ok(v)) = (&uri, &uri_view) {
        assert_eq!(u.as_str(), s);
        assert_eq!(v.as_str(), s);
        assert_eq!(
            Some(u.scheme()),
            owned.as_ref().ok().and_then(|r| r.scheme())
        );
        assert_eq!(u.scheme(), v.scheme());
    }
}

/// Every accessor of a parsed reference, checked against the text.
fn components(v: UriRefView<'_>) {
    let s = v.as_str();
    // The components rebuild the input (RFC 3986 §5.3 recomposition).
    let mut rebuilt = String::with_capacity(s.len());
    if let Some(scheme) = v.scheme() {
        assert!(!scheme.is_empty(), "empty scheme");
        rebuilt.push_str(scheme);
        rebuilt.push(':');
    }
    assert_eq!(v.has_scheme(), v.scheme().is_some());
    assert_eq!(v.has_authority(), v.authority().is_some());
    assert_eq!(
        v.has_authority(),
        v.host().is_some(),
        "a present host is never None"
    );
    if let Some(authority) = v.authority() {
        rebuilt.push_str("//");
        rebuilt.push_str(authority);
        let mut auth = String::new();
        if let Some(userinfo) = v.userinfo() {
            assert!(!userinfo.contains('@'), "userinfo holds '@'");
            auth.push_str(userinfo);
            auth.push('@');
        }
        let host = v.host().unwrap_or_default();
        auth.push_str(host);
        if let Some(port) = v.port() {
            assert!(port.bytes().all(|b| b.is_ascii_digit()), "port not *DIGIT");
            auth.push(':');
            auth.push_str(port);
        }
        assert_eq!(auth, authority, "userinfo@host:port != authority");
        host_kind(v, host);
        port_value(v);
    } else {
        assert!(v.userinfo().is_none() && v.port().is_none() && v.host_kind().is_none());
        assert!(
            !v.path().starts_with("//"),
            "path starts with // without authority"
        );
    }
    let path = v.path();
    if v.has_authority() {
        assert!(path.is_empty() || path.starts_with('/'), "path-abempty");
    }
    if !v.has_scheme() && !v.has_authority() {
        let first = path.split('/').next().unwrap_or("");
        assert!(
            !first.contains(':'),
            "path-noscheme holds ':' in its first segment"
        );
    }
    rebuilt.push_str(path);
    if let Some(query) = v.query() {
        assert!(!query.contains('#'));
        rebuilt.push('?');
        rebuilt.push_str(query);
    }
    if let Some(fragment) = v.fragment() {
        rebuilt.push('#');
        rebuilt.push_str(fragment);
    }
    assert_eq!(rebuilt, s, "components do not rebuild the input");
    // Path segments, joined by '/', are the path (after its leading '/').
    let segments: Vec<&str> = v.path_segments().collect();
    let joined = segments.join("/");
    assert_eq!(joined, path.strip_prefix('/').unwrap_or(path), "segments");
    let mut back: Vec<&str> = v.path_segments().rev().collect();
    back.reverse();
    assert_eq!(back, segments, "path_segments forwards != backwards");
}

/// `host_kind` follows §3.2.2: brackets make an IP-literal, a dotted quad
/// of decimal octets is IPv4address, anything else is a reg-name.
fn host_kind(v: UriRefView<'_>, host: &str) {
    let kind = v.host_kind().expect("host present but no kind");
    assert_eq!(v.host_typed().map(|h| h.kind()), Some(kind));
    match kind {
        HostKind::Ipv6 | HostKind::IpvFuture => {
            assert!(
                host.starts_with('[') && host.ends_with(']'),
                "IP-literal without brackets"
            );
        }
        HostKind::Ipv4 => {
            let std: Result<std::net::Ipv4Addr, _> = host.parse();
            assert!(std.is_ok(), "ipv4 host that std rejects: {host:?}");
        }
        HostKind::RegName => {
            assert!(!host.starts_with('['), "reg-name with a bracket");
        }
    }
    if kind == HostKind::Ipv6 {
        let inner = &host[1..host.len() - 1];
        let std: Result<std::net::Ipv6Addr, _> = inner.parse();
        assert!(std.is_ok(), "ipv6 host that std rejects: {host:?}");
    }
}

/// `port_u16` is the decimal value of the digits when it fits in a u16,
/// `None` for no port or an empty one, and an error otherwise.
fn port_value(v: UriRefView<'_>) {
    let want = match v.port() {
        None | Some("") => Ok(None),
        Some(digits) => {
            let trimmed = digits.trim_start_matches('0');
            if trimmed.is_empty() {
                Ok(Some(0))
            } else if trimmed.len() > 5 {
                Err(())
            } else {
                trimmed.parse::<u16>().map(Some).map_err(|_| ())
            }
        }
    };
    assert_eq!(
        v.port_u16().map_err(|_| ()),
        want,
        "port_u16 of {:?}",
        v.port()
    );
}

/// An error points at or before the end of the input, on a char boundary,
/// and renders.
fn error(s: &str, e: &urlkit::ParseError) {
    assert!(
        e.index() <= s.len(),
        "error index past the end: {s:?} {e:?}"
    );
    assert!(s.is_char_boundary(e.index()), "error index inside a char");
    assert_ne!(e.kind(), ParseErrorKind::TooLong, "TooLong without a limit");
    let message = e.to_string();
    short(&message);
    assert!(
        message.contains(&e.index().to_string()),
        "message lacks the index"
    );
    assert!(!e.kind().as_str().is_empty());
}

/// The length limit is exact.
fn limit(s: &str) {
    assert!(
        UriRef::parse_with_limit(s, s.len()).is_ok(),
        "refused at its own length"
    );
    if let Some(less) = s.len().checked_sub(1) {
        let e = UriRefView::parse_with_limit(s, less).expect_err("accepted over the limit");
        assert_eq!(e.kind(), ParseErrorKind::TooLong);
    }
}

/// Parse against the strict RFC 3986 peers, fluent-uri 0.4 and
/// iri-string 0.7: the same inputs are valid, and every component is the
/// same. No disagreement is known on the inputs these peers accept as
/// `&str` (`fuzz/README.md` lists the ones found elsewhere).
pub fn differential(data: &[u8]) {
    let Some(s) = text(data) else { return };
    let ours = UriRefView::parse(s);
    let iri = iri_string::types::UriReferenceStr::new(s);
    let fluent = fluent_uri::UriRef::parse(s);
    assert_eq!(
        ours.is_ok(),
        fluent.is_ok(),
        "fluent-uri disagrees on validity of {s:?}"
    );
    assert_eq!(
        ours.is_ok(),
        iri.is_ok(),
        "iri-string disagrees on validity of {s:?}"
    );
    let (Ok(v), Ok(f), Ok(i)) = (ours, fluent, iri) else {
        return;
    };
    assert_eq!(
        v.scheme(),
        f.scheme().map(|x| x.as_str()),
        "scheme of {s:?}"
    );
    assert_eq!(v.scheme(), i.scheme_str(), "iri-string scheme of {s:?}");
    let fa = f.authority();
    assert_eq!(v.authority(), fa.map(|a| a.as_str()), "authority of {s:?}");
    assert_eq!(
        v.authority(),
        i.authority_str(),
        "iri-string authority of {s:?}"
    );
    assert_eq!(
        v.userinfo(),
        fa.and_then(|a| a.userinfo()).map(|u| u.as_str()),
        "userinfo"
    );
    assert_eq!(v.host(), fa.map(|a| a.host()), "host of {s:?}");
    assert_eq!(
        v.port(),
        fa.and_then(|a| a.port()).map(|p| p.as_str()),
        "port of {s:?}"
    );
    assert_eq!(v.path(), f.path().as_str(), "path of {s:?}");
    assert_eq!(v.path(), i.path_str(), "iri-string path of {s:?}");
    assert_eq!(v.query(), f.query().map(|q| q.as_str()), "query of {s:?}");
    assert_eq!(v.query(), i.query_str(), "iri-string query of {s:?}");
    assert_eq!(
        v.fragment(),
        f.fragment().map(|x| x.as_str()),
        "fragment of {s:?}"
    );
    assert_eq!(
        v.fragment(),
        i.fragment().map(|x| x.as_str()),
        "iri-string fragment of {s:?}"
    );
}

/// Percent-encoding, for every component (P10):
/// - `decode(encode(b)) == b` for any bytes, and `decode_utf8(encode(s))`
///   gives back the text (`decode_form` for the form set);
/// - the encoder emits only bytes its component allows raw, plus `%XX`
///   triplets, and its lazy and eager forms agree;
/// - the output, put in its component, parses to exactly that component;
/// - decoding arbitrary text never panics, and an error points at a `%`.
pub fn pct(data: &[u8]) {
    use urlkit::pct::{self, Component};
    for c in Component::ALL {
        let e = pct::encode_bytes(data, c).to_string();
        assert_eq!(
            pct::encode_bytes(data, c).to_cow(),
            e.as_str(),
            "lazy != eager"
        );
        let bytes = e.as_bytes();
        let mut i = 0;
        while let Some(&b) = bytes.get(i) {
            if b == b'%' {
                let hex = bytes.get(i + 1..i + 3).expect("a full triplet");
                assert!(hex
                    .iter()
                    .all(|h| h.is_ascii_hexdigit() && !h.is_ascii_lowercase()));
                i += 3;
            } else {
                // The form set writes a space as `+`.
                let plus = c == Component::Form && b == b'+';
                assert!(c.allows(b) || plus, "{c:?} emitted raw {b:#04x}");
                i += 1;
            }
        }
        if c == Component::Form {
            if let Some(s) = text(data) {
                assert_eq!(pct::decode_form(&e).expect("decodes"), s, "form round trip");
            }
        } else {
            assert_eq!(
                &*pct::decode(&e).expect("decodes"),
                data,
                "{c:?} round trip"
            );
            if let Some(s) = text(data) {
                assert_eq!(pct::decode_utf8(&e).expect("utf-8"), s);
            }
            placed(c, &e);
        }
    }
    if let Some(s) = text(data) {
        match pct::decode(s) {
            Ok(d) => {
                assert!(d.len() <= s.len());
                assert_eq!(pct::decode_utf8_lossy(s).is_empty(), d.is_empty());
            }
            Err(e) => assert_eq!(s.as_bytes().get(e.index()), Some(&b'%'), "{s:?}"),
        }
        if let Err(e) = pct::decode_utf8(s) {
            assert!(e.index() < s.len() && s.is_char_boundary(e.index()));
        }
        let _ = pct::decode_reg_name(s);
    }
}

/// The encoded text of component `c`, placed where `c` goes in a
/// reference, parses and reads back as exactly that text.
fn placed(c: urlkit::pct::Component, e: &str) {
    use urlkit::pct::Component;
    let (s, got): (String, fn(UriRefView<'_>) -> Option<&str>) = match c {
        Component::Userinfo => (format!("//{e}@h"), |v| v.userinfo()),
        Component::RegName => (format!("//{e}"), |v| v.host()),
        Component::Segment | Component::Path => (format!("//h/{e}"), |v| v.path().get(1..)),
        Component::Query | Component::QueryValue => (format!("?{e}"), |v| v.query()),
        Component::Fragment => (format!("#{e}"), |v| v.fragment()),
        _ => return,
    };
    let v = UriRefView::parse(&s).unwrap_or_else(|err| panic!("{c:?} output {s:?}: {err}"));
    assert_eq!(got(v), Some(e), "{c:?} output read back");
}

/// The fields of a multi-part input, split at `\n`.
fn fields(data: &[u8]) -> Option<Vec<&str>> {
    Some(text(data)?.split('\n').collect())
}

/// The builder (fields: scheme, userinfo, reg-name, port digits, path,
/// query, fragment; a missing field, or one that is exactly `\x7f`, is not
/// set): whatever it builds
/// reparses to an equal value, satisfies every parse promise, and gives
/// back each component's text when decoded; a refusal renders. Returns
/// whether it built (so a test can see that the seeds reach the checks).
pub fn build(data: &[u8]) -> bool {
    use urlkit::pct::decode_utf8;
    let Some(f) = fields(data) else { return false };
    let get = |i: usize| f.get(i).copied().filter(|x| *x != "\x7f");
    let mut b = urlkit::Builder::new();
    if let Some(x) = get(0) {
        b = b.scheme(x);
    }
    if let Some(x) = get(1) {
        b = b.userinfo(x);
    }
    if let Some(x) = get(2) {
        b = b.reg_name(x);
    }
    if let Some(x) = get(3) {
        b = b.port_digits(x);
    }
    if let Some(x) = get(4) {
        b = b.path(x);
    }
    if let Some(x) = get(5) {
        b = b.query(x);
    }
    if let Some(x) = get(6) {
        b = b.fragment(x);
    }
    let built = match b.build() {
        Ok(u) => u,
        Err(e) => {
            short(&e.to_string());
            return false;
        }
    };
    made(&built, "the builder");
    let decoded = |raw: Option<&str>| raw.map(|r| decode_utf8(r).expect("decodes").into_owned());
    assert_eq!(built.scheme(), get(0), "scheme");
    if let Some(x) = get(1) {
        assert_eq!(decoded(built.userinfo()).as_deref(), Some(x), "userinfo");
    }
    if let Some(x) = get(2) {
        assert_eq!(decoded(built.host()).as_deref(), Some(x), "reg-name");
    }
    if let Some(x) = get(3) {
        assert_eq!(built.port(), Some(x), "port");
    }
    if let Some(x) = get(4) {
        assert_eq!(decoded(Some(built.path())).as_deref(), Some(x), "path");
    }
    if let Some(x) = get(5) {
        assert_eq!(decoded(built.query()).as_deref(), Some(x), "query");
    }
    if let Some(x) = get(6) {
        assert_eq!(decoded(built.fragment()).as_deref(), Some(x), "fragment");
    }
    true
}

/// The setters (first field: a reference; each further field: one
/// operation, its first character naming it, the rest its value): every
/// setter keeps the reference valid, or refuses and changes nothing; a
/// text setter's component decodes back to the text. Returns how many
/// operations succeeded.
pub fn edit(data: &[u8]) -> usize {
    use urlkit::pct::decode_utf8;
    let mut succeeded = 0;
    let Some(f) = fields(data) else { return 0 };
    let Some(Ok(mut r)) = f.first().map(|s| UriRef::parse(s)) else {
        return 0;
    };
    // Bounded: at most 16 operations per input.
    for op in f.iter().skip(1).take(16) {
        let mut chars = op.chars();
        let Some(name) = chars.next() else { continue };
        let v = chars.as_str();
        let before = r.clone();
        let result = match name {
            's' => r.set_scheme(Some(v)),
            'S' => r.set_scheme(None),
            'u' => r.set_userinfo(Some(v)),
            'U' => r.set_userinfo(None),
            'h' => r.set_reg_name(v),
            'H' => r.set_host(None),
            'p' => r.set_port_digits(Some(v)),
            'P' => r.set_port(None),
            'a' => r.set_path(v),
            'A' => r.set_path_encoded(v),
            '+' => r.push_segment(v),
            '-' => {
                r.pop_segment();
                Ok(())
            }
            'q' => r.set_query(Some(v)),
            'Q' => r.set_query(None),
            'k' => {
                let (key, value) = v.split_once('=').unwrap_or((v, ""));
                r.append_query_pair(key, value)
            }
            'e' => {
                // `extend_query_pairs` with the pairs `k=v` of `v`, split
                // on `;`: the same text as appending them one by one.
                let pairs: Vec<(&str, &str)> = v
                    .split(';')
                    .map(|p| p.split_once('=').unwrap_or((p, "")))
                    .collect();
                let mut each = r.clone();
                let one_by_one = pairs
                    .iter()
                    .try_for_each(|(k, x)| each.append_query_pair(k, x));
                let extended = r.extend_query_pairs(&pairs);
                if extended.is_ok() && one_by_one.is_ok() {
                    assert_eq!(r, each, "extend_query_pairs differs from appending each");
                }
                extended
            }
            'K' => {
                r.remove_query_pair(v);
                Ok(())
            }
            'o' => {
                r.sort_query_pairs();
                Ok(())
            }
            'f' => r.set_fragment(Some(v)),
            'F' => r.set_fragment(None),
            _ => continue,
        };
        match result {
            Err(e) => {
                assert_eq!(r, before, "a refused {name:?} changed the reference");
                short(&e.to_string());
            }
            Ok(()) => {
                succeeded += 1;
                made(&r, &format!("the setter {name:?}"));
                let back = |raw: Option<&str>| raw.map(|x| decode_utf8(x).map(|d| d.into_owned()));
                match name {
                    's' => assert_eq!(r.scheme(), Some(v)),
                    'u' => assert_eq!(back(r.userinfo()), Some(Ok(v.to_owned()))),
                    'h' => assert_eq!(back(r.host()), Some(Ok(v.to_owned()))),
                    'p' => assert_eq!(r.port(), Some(v)),
                    'q' => assert_eq!(back(r.query()), Some(Ok(v.to_owned()))),
                    'f' => assert_eq!(back(r.fragment()), Some(Ok(v.to_owned()))),
                    'S' => assert!(!r.has_scheme()),
                    'H' => assert!(!r.has_authority()),
                    'Q' => assert!(r.query().is_none()),
                    'F' => assert!(r.fragment().is_none()),
                    _ => {}
                }
            }
        }
    }
    succeeded
}

/// The spliced setters against their plain twin (`urlkit::twins::edit`,
/// which recomposes every component and parses the result), with the
/// fields of `edit`: the same operation letters, each applied to the raw
/// (`_encoded`) setter on one copy and to the twin on another. Both give
/// the same text or the same error, the spliced value reparses to itself,
/// and a refused edit changes nothing. Returns how many edits succeeded.
pub fn splice(data: &[u8]) -> usize {
    use urlkit::twins::edit as twin;
    let mut succeeded = 0;
    let Some(f) = fields(data) else { return 0 };
    let Some(Ok(mut spliced)) = f.first().map(|s| UriRef::parse(s)) else {
        return 0;
    };
    let mut plain = spliced.clone();
    for op in f.iter().skip(1).take(16) {
        let mut chars = op.chars();
        let Some(name) = chars.next() else { continue };
        let v = chars.as_str();
        let before = spliced.clone();
        // The spliced setter on one copy, its twin (same name) on the other.
        macro_rules! both {
            ($setter:ident, $value:expr) => {
                (spliced.$setter($value), twin::$setter(&mut plain, $value))
            };
        }
        let (a, b) = match name {
            's' => both!(set_scheme, Some(v)),
            'S' => both!(set_scheme, None),
            'u' => both!(set_userinfo_encoded, Some(v)),
            'U' => both!(set_userinfo_encoded, None),
            'h' => both!(set_host_encoded, Some(v)),
            'H' => both!(set_host_encoded, None),
            'p' => both!(set_port_digits, Some(v)),
            'P' => both!(set_port_digits, None),
            'a' | 'A' => both!(set_path_encoded, v),
            'q' => both!(set_query_encoded, Some(v)),
            'Q' => both!(set_query_encoded, None),
            'f' => both!(set_fragment_encoded, Some(v)),
            'F' => both!(set_fragment_encoded, None),
            'K' => {
                let keep = |k: &str, _: &str| k != v;
                let n = spliced.retain_query_pairs(keep);
                assert_eq!(n, twin::retain_query_pairs(&mut plain, keep));
                (Ok(()), Ok(()))
            }
            _ => continue,
        };
        assert_eq!(
            a, b,
            "{name:?}{v:?}: spliced and recomposed setters disagree"
        );
        assert_eq!(spliced.as_str(), plain.as_str(), "{name:?}{v:?}");
        match a {
            Ok(()) => {
                succeeded += 1;
                made(&spliced, "a spliced setter");
            }
            Err(e) => {
                assert_eq!(spliced, before, "a refused {name:?} changed the reference");
                short(&e.to_string());
            }
        }
    }
    succeeded
}

/// The RFC 1738 views: classifying any parsed URI and reading every part
/// of its view never panics, and a view's URI is the parsed one. Returns
/// whether the input had a valid view.
pub fn views(data: &[u8]) -> bool {
    use urlkit::scheme::{classify_view, SchemeData};
    let Some(s) = text(data) else { return false };
    let Ok(v) = UriRefView::parse(s) else {
        return false;
    };
    let Some(result) = classify_view(v) else {
        return false;
    };
    let data = match result {
        Ok(d) => d,
        Err(e) => {
            assert!(e.index() <= s.len(), "scheme error index past the end");
            short(&e.to_string());
            return false;
        }
    };
    let mut sink = 0usize;
    match data {
        SchemeData::Ftp(u) => {
            assert_eq!(u.as_uri().as_str(), s);
            sink += u.login().user().map_or(0, |x| x.len())
                + u.login().password().map_or(0, |x| x.len());
            sink += u.login().host().len() + usize::from(u.login().port()) + u.cwd().count();
            sink += u.name().map_or(0, |x| x.len()) + usize::from(u.typecode().is_some());
            sink += usize::from(u.login().check_rfc1738_host().is_ok());
        }
        SchemeData::Http(u) => {
            assert_eq!(u.as_uri().as_str(), s);
            sink += u.login().host().len()
                + usize::from(u.login().port())
                + u.path().len()
                + u.segments().count();
            sink += u.search().map_or(0, |x| x.len())
                + usize::from(u.login().check_rfc1738_host().is_ok());
        }
        SchemeData::Gopher(u) => {
            assert_eq!(u.as_uri().as_str(), s);
            sink += u.login().host().len() + usize::from(u.login().port()) + u.gtype().len_utf8();
            sink += u.selector().len() + u.search().map_or(0, |x| x.len());
            sink += u.gopher_plus().map_or(0, |x| x.len()) + u.request().len();
            sink += usize::from(u.login().check_rfc1738_host().is_ok());
        }
        SchemeData::Mailto(u) => {
            assert_eq!(u.as_uri().as_str(), s);
            sink += u.addr().len();
        }
        SchemeData::News(u) => {
            assert_eq!(u.as_uri().as_str(), s);
            let _ = u.kind();
            sink += u.group().map_or(0, str::len) + u.article().map_or(0, |x| x.len());
        }
        SchemeData::Nntp(u) => {
            assert_eq!(u.as_uri().as_str(), s);
            sink += u.login().host().len() + usize::from(u.login().port()) + u.group().len();
            sink += usize::from(u.article().is_some())
                + usize::from(u.login().check_rfc1738_host().is_ok());
        }
        SchemeData::Telnet(u) => {
            assert_eq!(u.as_uri().as_str(), s);
            sink += u.login().user().map_or(0, |x| x.len())
                + u.login().password().map_or(0, |x| x.len());
            sink += u.login().host().len() + usize::from(u.login().port());
            sink += usize::from(u.login().check_rfc1738_host().is_ok());
        }
        SchemeData::Wais(u) => {
            assert_eq!(u.as_uri().as_str(), s);
            let _ = u.kind();
            sink += u.login().host().len() + usize::from(u.login().port()) + u.database().len();
            sink += u.search().map_or(0, |x| x.len()) + u.wtype().map_or(0, |x| x.len());
            sink += u.wpath().map_or(0, |x| x.len())
                + usize::from(u.login().check_rfc1738_host().is_ok());
        }
        SchemeData::File(u) => {
            assert_eq!(u.as_uri().as_str(), s);
            sink += u.host().len() + usize::from(u.is_local()) + u.path().len();
            sink += u.to_unix_path().map_or(0, |p| p.len());
            sink += usize::from(u.to_path_buf().is_ok());
        }
        SchemeData::Prospero(u) => {
            assert_eq!(u.as_uri().as_str(), s);
            sink += u.login().host().len() + usize::from(u.login().port()) + u.hsoname().len();
            sink += u.fields().count() + usize::from(u.login().check_rfc1738_host().is_ok());
        }
        #[allow(unreachable_patterns)]
        _ => {}
    }
    std::hint::black_box(sink);
    true
}

/// Whether a path segment is a dot-segment for resolution: `.` or `..`,
/// with any dot possibly written `%2E` (which urlkit, like fluent-uri and
/// iri-string, counts as a dot).
fn is_dot_segment(seg: &str) -> bool {
    let dots = seg.to_ascii_lowercase().replace("%2e", ".");
    dots == "." || dots == ".."
}

/// Resolution (input `base "\n" reference`, both parsed; P5):
/// - the result reparses to an equal value and passes every parse check;
/// - owned and borrowed resolution agree;
/// - the components come from where §5.2.2 says (scheme, authority, query,
///   fragment), and the path has no dot-segment left (only the `/.` that
///   keeps a `//` path from reading as an authority);
/// - resolving the result again against the base changes nothing;
/// - normalizing commutes with resolving:
///   `n(resolve(b, r)) == n(resolve(n(b), n(r)))`.
///
/// Returns whether the pair resolved (both sides parsed).
pub fn resolve(data: &[u8]) -> bool {
    let Some((b, r)) = pair(data) else {
        return false;
    };
    let (Ok(base), Ok(reference)) = (Uri::parse(b), UriRef::parse(r)) else {
        return false;
    };
    let t = reference.resolve_against(&base).expect("within 4 GiB");
    made(t.as_uri_ref(), "the resolution");
    let tv = reference
        .as_view()
        .resolve_against(base.as_view())
        .expect("within 4 GiB");
    assert_eq!(tv, t, "borrowed resolution differs");
    assert_eq!(
        t.fragment(),
        reference.fragment(),
        "fragment comes from the reference"
    );
    if reference.has_scheme() {
        assert_eq!(t.scheme(), reference.scheme().unwrap_or_default());
    } else {
        assert_eq!(t.scheme(), base.scheme(), "scheme comes from the base");
        if reference.has_authority() {
            assert_eq!(t.authority(), reference.authority());
        } else {
            assert_eq!(
                t.authority(),
                base.authority(),
                "authority comes from the base"
            );
        }
    }
    let own_query = reference.has_scheme()
        || reference.has_authority()
        || !reference.path().is_empty()
        || reference.query().is_some();
    let want_query = if own_query {
        reference.query()
    } else {
        base.query()
    };
    assert_eq!(t.query(), want_query, "query of {b:?} + {r:?}");
    let path = t.path();
    // §5.2.2: a reference with no scheme, authority or path takes the
    // base's path as it is, dot-segments included; every other path went
    // through remove_dot_segments.
    let copies_base_path =
        !reference.has_scheme() && !reference.has_authority() && reference.path().is_empty();
    if copies_base_path {
        assert_eq!(path, base.path(), "an empty reference copies the base path");
    } else {
        let guarded = !t.has_authority() && path.starts_with("/.//");
        for (k, seg) in t.path_segments().enumerate() {
            let allowed = guarded && k == 0 && seg == ".";
            assert!(
                !is_dot_segment(seg) || allowed,
                "dot-segment left in {path:?}"
            );
        }
        let again = UriRef::from(t.clone())
            .resolve_against(&base)
            .expect("within 4 GiB");
        assert_eq!(again, t, "resolving the result again changed it");
    }
    // Normalizing commutes with resolving when the base path has no
    // dot-segment. With one it cannot: the merge of §5.2.3 drops the base
    // path's last segment, `..` included, so `/b/c/d/e/../..` + `./` gives
    // `/b/c/d/` while its normal form `/b/c/` + `./` gives `/b/c/`.
    if !base.path_segments().any(is_dot_segment) {
        let n1 = t.normalize();
        let n2 = reference
            .normalize()
            .resolve_against(&base.normalize())
            .expect("within 4 GiB")
            .normalize();
        assert_eq!(
            n1, n2,
            "normalize does not commute with resolve: {b:?} + {r:?}"
        );
    }
    true
}

/// Resolution against fluent-uri 0.4 and iri-string 0.7: where a peer
/// resolves the pair, the result is the same text.
pub fn differential_resolve(data: &[u8]) {
    let Some((b, r)) = pair(data) else { return };
    let (Ok(base), Ok(reference)) = (Uri::parse(b), UriRef::parse(r)) else {
        return;
    };
    let ours = reference.resolve_against(&base).expect("within 4 GiB");
    // Known disagreements (fuzz/README.md): fluent-uri removes the dot
    // segments of the base path before merging, where RFC 3986 §5.2.2
    // merges the base path as it is (normalizing the base is optional,
    // §5.2.1); and it keeps dot-segments in a rootless result path
    // (`zz:.`), where §5.2.2 runs remove_dot_segments on every path it
    // builds, rootless ones included (`o:f/../../j` gives `o:/j`).
    let rootless = |p: &str| !p.is_empty() && !p.starts_with('/');
    let fluent_differs = base.path_segments().any(is_dot_segment)
        || (!ours.has_authority() && (rootless(reference.path()) || rootless(base.path())));
    if let (false, Ok(fb), Ok(fr)) = (
        fluent_differs,
        fluent_uri::Uri::parse(b),
        fluent_uri::UriRef::parse(r),
    ) {
        // fluent-uri refuses some pairs (documented policy); compare the rest.
        if let Ok(theirs) = fr.resolve_against(&fb) {
            assert_eq!(
                ours.as_str(),
                theirs.as_str(),
                "fluent-uri resolves {b:?} + {r:?}"
            );
        }
    }
    // iri-string takes an absolute-URI base (no fragment: resolution
    // ignores it anyway).
    let b_abs = b.split_once('#').map_or(b, |(a, _)| a);
    if let (Ok(ib), Ok(ir)) = (
        iri_string::types::UriAbsoluteStr::new(b_abs),
        iri_string::types::UriReferenceStr::new(r),
    ) {
        let theirs = ir.resolve_against(ib).to_string();
        assert_eq!(ours.as_str(), theirs, "iri-string resolves {b:?} + {r:?}");
    }
}

/// `Uri::join` (pair input, `base "\n" reference`) is parsing the
/// reference and resolving it, with the 4 GiB limit as a parse error; the
/// normalizing `Resolver` gives what resolving then normalizing gives.
/// Returns whether the base parsed and the reference joined.
pub fn join(data: &[u8]) -> bool {
    let Some((b, r)) = pair(data) else {
        return false;
    };
    let Ok(base) = Uri::parse(b) else {
        return false;
    };
    let plain = UriRef::parse(r).map(|p| p.resolve_against(&base).expect("within 4 GiB"));
    let joined = base.join(r);
    assert_eq!(joined, plain, "join differs from parse + resolve_against");
    assert_eq!(base.as_view().join(r), plain, "borrowed join differs");
    let Ok(t) = joined else { return false };
    let fused = urlkit::Resolver::new()
        .normalize(true)
        .join(&base, r)
        .expect("joined once already");
    assert_eq!(
        fused.as_str(),
        t.normalize().as_str(),
        "normalizing resolver differs"
    );
    made(fused.as_uri_ref(), "the normalizing resolver");
    true
}

/// The lenient join (pair input, `base "\n" href`), `Uri::join_lenient`
/// and the normalizing `Resolver::join_lenient`:
/// - the result is a valid URI: it reparses equal and passes every
///   [`parse`] check;
/// - wherever the strict `Uri::join` succeeds, the result equals it, with
///   no repair; the normalizing one equals the normalizing strict join;
/// - the normalizing one is the plain one normalized, with the same
///   repairs;
/// - every repair's span lies in the href, on character boundaries, in
///   input order, and its message is short; an error's index lies in the
///   href, and only an href the strict join refuses is refused.
///
/// Returns whether the base parsed and the href joined.
pub fn join_lenient(data: &[u8]) -> bool {
    let Some((b, r)) = pair(data) else {
        return false;
    };
    let Ok(base) = Uri::parse(b) else {
        return false;
    };
    let crawler = urlkit::Resolver::new().normalize(true);
    let strict = base.join(r);
    let lenient = match base.join_lenient(r) {
        Ok(l) => l,
        Err(e) => {
            assert!(
                strict.is_err(),
                "{r:?}: the strict join succeeds, the lenient one fails: {e}"
            );
            assert!(
                e.index() <= r.len(),
                "error index {} past the end",
                e.index()
            );
            short(&e.to_string());
            return false;
        }
    };
    made(lenient.uri().as_uri_ref(), "the lenient join");
    let fused = crawler
        .join_lenient(&base, r)
        .expect("the plain lenient join succeeded");
    assert_eq!(
        fused.uri().as_str(),
        lenient.uri().normalize().as_str(),
        "normalizing lenient join differs from the lenient join normalized"
    );
    assert_eq!(fused.repairs(), lenient.repairs(), "repairs differ");
    made(fused.uri().as_uri_ref(), "the normalizing lenient join");
    if let Ok(t) = strict {
        assert_eq!(
            lenient.uri(),
            &t,
            "lenient join differs from the strict join"
        );
        assert!(!lenient.is_repaired(), "repair of a valid href");
        let fused_strict = crawler.join(&base, r).expect("joined once already");
        assert_eq!(fused.uri(), &fused_strict, "normalizing joins differ");
    }
    let mut last = 0;
    for x in lenient.repairs() {
        let sp = x.span();
        assert!(sp.start < sp.end && sp.end <= r.len(), "span {sp:?}");
        assert!(r.is_char_boundary(sp.start) && r.is_char_boundary(sp.end));
        assert!(sp.start >= last, "repairs out of order");
        last = sp.start;
        short(x.message());
    }
    true
}

/// Normalization (P4): idempotent at both levels; the result reparses to
/// an equal value and passes every parse check; it is equivalent to the
/// input (`normalized_eq`); owned, borrowed and `Uri` forms agree; it is at
/// most 8 bytes longer than the input.
pub fn normalize(data: &[u8]) {
    use urlkit::NormalizeLevel;
    let Some(s) = text(data) else { return };
    let Ok(r) = UriRef::parse(s) else { return };
    let n = r.normalize();
    assert_eq!(n.normalize(), n, "normalize is not idempotent: {s:?}");
    made(&n, "the normal form");
    assert!(
        r.normalized_eq(&n) && n.normalized_eq(&r),
        "not equivalent to its normal form"
    );
    assert_eq!(r.as_view().normalize(), n, "borrowed normalize differs");
    // Growth is bounded: `/.` or `/` (2), and an IPv4-mapped IPv6 address,
    // which RFC 5952 §5 writes dotted: each of its two last groups can
    // grow by 3 (`[::ffff:f:15]` -> `[::ffff:0.15.0.21]`).
    assert!(
        n.as_str().len() <= s.len() + 8,
        "normal form grew: {s:?} -> {n}"
    );
    let syntax = r.normalize_with(NormalizeLevel::Syntax);
    assert_eq!(
        syntax.normalize_with(NormalizeLevel::Syntax),
        syntax,
        "syntax level"
    );
    assert_eq!(
        syntax.normalize(),
        n,
        "scheme level is syntax level plus more"
    );
    if let Ok(u) = Uri::parse(s) {
        assert_eq!(
            u.normalize().as_str(),
            n.as_str(),
            "Uri and UriRef normalize differ"
        );
    }
}

/// `make_relative` (input `base "\n" target`; a relative target is first
/// resolved against the base): when it gives a reference, that reference
/// resolves back to exactly the target; a target made by resolution from
/// an authority base always has one.
pub fn make_relative(data: &[u8]) {
    let Some((b, t)) = pair(data) else { return };
    let (Ok(base), Ok(t)) = (Uri::parse(b), UriRef::parse(t)) else {
        return;
    };
    let (target, by_resolution) = match Uri::try_from(t.clone()) {
        Ok(u) => (u, false),
        Err(_) => (t.resolve_against(&base).expect("within 4 GiB"), true),
    };
    match base.make_relative(&target) {
        Some(rel) => {
            assert_eq!(
                rel.resolve_against(&base).ok().as_ref(),
                Some(&target),
                "{b:?} -> {target} via {rel}"
            );
            assert!(!rel.has_scheme(), "make_relative gave an absolute URI");
            parse(rel.as_str().as_bytes());
        }
        None => assert!(
            !(by_resolution && base.has_authority()),
            "no relative reference from {b:?} to {target}, which resolution made"
        ),
    }
}

/// Extraction (input: any text), in each mode: every URI found is
/// valid and ASCII, lies inside the text in order without overlap, and a
/// bare one is, as written, the text of its span (in the URI mode also its
/// URI's text) and follows the module's punctuation rules; the streaming
/// `Extractor`, fed the same bytes in two chunks, finds the same URIs at
/// the same offsets.
pub fn extract(data: &[u8]) {
    use urlkit::extract::{extract_with, ExtractMode, Extractor};
    let Some(s) = text(data) else { return };
    for mode in [ExtractMode::Uri, ExtractMode::Iri, ExtractMode::Lenient] {
        let mut found = Vec::new();
        let mut last_end = 0;
        for f in extract_with(s, mode) {
            let span = f.span();
            assert!(
                span.start >= last_end && span.end <= s.len(),
                "span {span:?}"
            );
            assert!(span.start < span.end);
            last_end = span.end;
            assert_eq!(Uri::parse(f.uri().as_str()).as_ref(), Ok(f.uri()));
            assert!(f.uri().as_str().is_ascii());
            if !f.is_bracketed() {
                assert_eq!(
                    s.get(span.clone()),
                    Some(f.as_str()),
                    "bare URI != its span"
                );
                // The module's punctuation rules: a scheme starts at an
                // ASCII letter; no trailing `.,;:!?'` nor `(` `[`; a
                // trailing `)` or `]` closes one opened inside.
                let t = f.as_str();
                assert!(t.starts_with(|c: char| c.is_ascii_alphabetic()), "{t:?}");
                assert!(
                    !t.ends_with(['.', ',', ';', ':', '!', '?', '\'', '(', '[']),
                    "{t:?}"
                );
                for (close, open) in [(')', '('), (']', '[')] {
                    assert!(!t.ends_with(close) || t.contains(open), "{t:?}");
                }
            }
            if mode == ExtractMode::Uri {
                assert_eq!(f.as_str(), f.uri().as_str());
            }
            for r in f.repairs() {
                assert!(span.start <= r.span().start && r.span().end <= span.end);
            }
            found.push((f.start(), f.uri().as_str().to_owned()));
        }
        assert!(found.len() <= s.len());
        let mut ex = Extractor::with_mode(mode);
        let mut streamed = Vec::new();
        let mid = data.len() / 2;
        ex.push(&data[..mid], |l| {
            streamed.push((l.start() as usize, l.uri().as_str().to_owned()))
        });
        ex.push(&data[mid..], |l| {
            streamed.push((l.start() as usize, l.uri().as_str().to_owned()))
        });
        ex.finish(|l| streamed.push((l.start() as usize, l.uri().as_str().to_owned())));
        assert_eq!(
            streamed, found,
            "streaming and one-shot extraction differ on {s:?} ({mode:?})"
        );
    }
}

/// The repair mode (input: any text), `UriRef::parse_lenient`:
/// - a valid reference comes back byte for byte with no repair;
/// - the output parses strictly, and repairing it changes nothing;
/// - every repair's span lies in the input, on character boundaries, in
///   input order; an error's index lies in the input.
pub fn repair(data: &[u8]) {
    let Some(s) = text(data) else { return };
    let strict = UriRef::parse(s);
    match UriRef::parse_lenient(s) {
        Ok(r) => {
            let out = r.uri().as_str();
            if strict.is_ok() {
                assert_eq!(out, s, "valid input rewritten");
                assert!(r.repairs().is_empty(), "repair of valid input");
            }
            assert!(UriRef::parse(out).is_ok(), "repair output {out:?} invalid");
            let again = UriRef::parse_lenient(out).expect("output repairs");
            assert_eq!(again.uri().as_str(), out, "repair not idempotent");
            assert!(again.repairs().is_empty());
            let mut last = 0;
            for x in r.repairs() {
                let sp = x.span();
                assert!(sp.start < sp.end && sp.end <= s.len(), "span {sp:?}");
                assert!(s.is_char_boundary(sp.start) && s.is_char_boundary(sp.end));
                assert!(sp.start >= last, "repairs out of order");
                last = sp.start;
                short(x.message());
            }
            assert_eq!(r.is_repaired(), out != s || r.zone().is_some());
        }
        Err(e) => {
            assert!(strict.is_err(), "valid input refused");
            short(&e.to_string());
            assert!(
                e.index() <= s.len(),
                "error index {} past the end",
                e.index()
            );
        }
    }
}

/// The WHATWG normalization choices that RFC 3986 normalization does not
/// make (or makes otherwise): docs/repair.md explains each. A repaired and
/// normalized URI that differs from the WHATWG serialization for any other
/// reason is a bug.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Difference {
    /// The same once every percent-encoding set is made equal: WHATWG
    /// leaves raw some bytes RFC 3986 does not allow (`[]^{|}` and `` ` ``
    /// in a path, `#` in a fragment, `"` in a host...), encodes some that
    /// RFC 3986 allows (`'` in a special query), and keeps `%7E` where
    /// RFC 3986 §6.2.2.2 decodes unreserved characters.
    PercentEncodingSet,
    /// WHATWG's own rules for `file` URLs: an empty path written `/`
    /// (`file://h` -> `file://h/`), the host `localhost` dropped, a path
    /// after a host that starts with empty segments collapsed
    /// (`file://h//a` -> `file://h/a`), the host dropped before a Windows
    /// drive letter (`file://h/c:/` -> `file:///c:/`; `file://h/c|/` ->
    /// `file:///c:/`, the `|` written `:` there only), and a one-letter
    /// host before `:` read as a drive letter (`file://c:/` -> `file:///c:/`).
    /// A drive letter's `|` first in the path is written `:`
    /// (`file:///../m|` -> `file:///m:`). The first three and this one
    /// combine (`file://localhost//x` -> `file:///x`).
    FileHost,
    /// WHATWG reads a special URL's host as an IPv4 address in any of its
    /// number forms (`0x7f.1` -> `127.0.0.1`); RFC 3986 §3.2.2 says such a
    /// host is a registered name.
    Ipv4NumberForm,
    /// WHATWG repairs the slashes of a special URL (`http:h`, `http:///h`
    /// -> `http://h/`); in RFC 3986 they are a path.
    SpecialSlashes,
    /// WHATWG removes dot segments only from hierarchical paths; RFC 3986
    /// §6.2.2.3 removes them from every path of a URI (`node:a/../b`).
    OpaquePathDotSegments,
    /// A non-ASCII host without the `idna` feature: RFC 3986 §3.2.2
    /// percent-encodes it, WHATWG writes A-labels.
    NonAsciiHostWithoutIdna,
    /// A percent-encoded host: valid RFC 3986 as written, so the repair
    /// keeps it; WHATWG decodes it (and applies IDNA, or refuses it).
    EncodedHost,
    /// WHATWG does not normalize a non-special URL's authority (host case,
    /// `%41` in userinfo or host): its serialization, normalized as
    /// RFC 3986 §6 says, is urlkit's.
    NonSpecialNotNormalized,
    /// WHATWG drops an empty user name and password (`x://:@h` ->
    /// `x://h`) and an empty password (`x://u:@h` -> `x://u@h`); RFC 3986
    /// keeps the userinfo as written.
    EmptyUserinfo,
    /// With the `idna` feature, the repair writes the non-ASCII host of
    /// any scheme as A-labels; WHATWG percent-encodes the host of a
    /// non-special URL (an opaque host). RFC 3987 §3.1 allows both (IDNA
    /// where the host is to be resolved by DNS, percent-encoding always).
    OpaqueHostNotIdna,
    /// The `url` crate keeps a path segment that reads as a Windows drive
    /// letter (`m:`) against a following `..` in every scheme
    /// (`http://h/m:/../x` -> `http://h/m:/x`); the WHATWG URL Standard
    /// does so for `file` URLs only, and RFC 3986 §5.2.4 removes it
    /// (`http://h/x`).
    DriveLetterDotDot,
    /// The `url` crate reads a letter and `:` or `|` followed by a tab or
    /// newline, which it removes, as a drive letter in a `file` URL and
    /// ends the segment there (`file://h/m:\tx` -> `file://h/m:/x`); the
    /// WHATWG URL Standard removes tabs and newlines first, so `m:x` is
    /// one segment, as in urlkit's repair.
    DriveLetterBeforeTab,
}

/// A canonical text for comparing percent-encoding choices: each `%XX`
/// that is printable ASCII other than `%` and the delimiters `/?#` (but
/// `#` in the fragment) is decoded, hex is upper-case, and every other
/// byte that is not printable ASCII is encoded.
pub fn canonical_pct(s: &str) -> String {
    use std::fmt::Write as _;
    let b = s.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    let mut in_fragment = false;
    while i < b.len() {
        let triplet = b[i] == b'%'
            && i + 2 < b.len()
            && b[i + 1].is_ascii_hexdigit()
            && b[i + 2].is_ascii_hexdigit();
        if triplet {
            let v = u8::from_str_radix(&s[i + 1..i + 3], 16).unwrap_or(0);
            if (0x21..0x7f).contains(&v) && (!b"%/?#".contains(&v) || (in_fragment && v == b'#')) {
                out.push(char::from(v));
            } else {
                let _ = write!(out, "%{v:02X}");
            }
            i += 3;
        } else {
            let v = b[i];
            in_fragment |= v == b'#';
            if v.is_ascii_graphic() && v != b'%' {
                out.push(char::from(v));
            } else {
                let _ = write!(out, "%{v:02X}");
            }
            i += 1;
        }
    }
    out
}

/// Which documented difference explains why `ours` (repaired from `input`
/// and normalized) is not `theirs`, if any.
pub fn explain(input: &str, ours: &UriRef, theirs: &url::Url) -> Option<Difference> {
    let (o, t) = (canonical_pct(ours.as_str()), canonical_pct(theirs.as_str()));
    if o == t {
        return Some(Difference::PercentEncodingSet);
    }
    let special = matches!(
        theirs.scheme(),
        "http" | "https" | "ws" | "wss" | "ftp" | "file"
    );
    if special && !ours.has_authority() {
        return Some(Difference::SpecialSlashes);
    }
    if special && ours.host() == Some("") && theirs.host_str().is_some_and(|h| !h.is_empty()) {
        return Some(Difference::SpecialSlashes);
    }
    if theirs.scheme() == "file" {
        // Three of WHATWG's file rules, alone or together (`file://localhost//x`
        // -> `file:///x`), each a rewrite of the text: the leading empty
        // segments after the host collapsed, the host `localhost` dropped,
        // the host dropped before a drive letter, and (below) the drive
        // letter's `|` written `:` (`file://h/c|/` -> `file:///c:/`).
        let drive_first = theirs
            .path()
            .as_bytes()
            .get(1..3)
            .is_some_and(|b| b[0].is_ascii_alphabetic() && matches!(b[1], b':' | b'|'));
        let split = |c: &str| {
            let rest = c.strip_prefix("file://")?;
            let end = rest.find('/').unwrap_or(rest.len());
            Some((rest.get(..end)?.to_owned(), rest.get(end..)?.to_owned()))
        };
        let collapse = |c: &str| {
            let (host, path) = split(c).filter(|(_, p)| p.starts_with("//"))?;
            Some(format!("file://{host}/{}", path.trim_start_matches('/')))
        };
        let drop_localhost = |c: &str| {
            let (_, path) = split(c).filter(|(h, _)| h == "localhost")?;
            Some(format!("file://{path}"))
        };
        let drop_host_before_drive = |c: &str| {
            let (_, path) = split(c).filter(|(h, _)| !h.is_empty() && drive_first)?;
            Some(format!("file://{path}"))
        };
        // A drive letter's `|` written `:` in the first segment, with or
        // without a host (`file:///../m|` -> `file:///m:`).
        let drive_colon = |c: &str| {
            let (host, path) = split(c)?;
            let b = path.as_bytes();
            let drive = b.len() >= 3
                && b[1].is_ascii_alphabetic()
                && b[2] == b'|'
                && matches!(b.get(3), None | Some(b'/' | b'?' | b'#'));
            drive.then(|| format!("file://{host}/{}:{}", &path[1..2], &path[3..]))
        };
        type Rewrite<'a> = &'a dyn Fn(&str) -> Option<String>;
        let steps: [Rewrite<'_>; 4] = [
            &collapse,
            &drop_localhost,
            &drop_host_before_drive,
            &drive_colon,
        ];
        let mut rewritten = vec![o.clone()];
        for step in steps {
            let more: Vec<String> = rewritten.iter().filter_map(|c| step(c)).collect();
            rewritten.extend(more);
        }
        // A one-letter host before `:` read as a drive letter, the first
        // segment of the path (`file://c:/x` -> `file:///c:/x`); an empty
        // path, which RFC 3986 §6.2.3 writes `/`, is then the drive letter
        // alone (`file://c:` -> `file:///c:`).
        let drive_host = ours
            .host()
            .filter(|h| h.len() == 1 && h.bytes().all(|b| b.is_ascii_alphabetic()))
            .is_some_and(|h| {
                let to = format!("file:///{h}:");
                let kept = o.replacen(&format!("file://{h}"), &to, 1);
                let bare =
                    (ours.path() == "/").then(|| o.replacen(&format!("file://{h}/"), &to, 1));
                kept.eq_ignore_ascii_case(&t) || bare.is_some_and(|b| b.eq_ignore_ascii_case(&t))
            });
        if format!("{o}/") == t || drive_host || rewritten.contains(&t) {
            return Some(Difference::FileHost);
        }
    }
    if let Some(url::Host::Ipv4(_)) = theirs.host() {
        if ours.host() != theirs.host_str() {
            return Some(Difference::Ipv4NumberForm);
        }
    }
    // A segment the `url` crate reads as a drive letter: `c:` or `c|`,
    // alone or before a `\` (a separator only in special URLs).
    let drive = |seg: &&str| {
        let b = seg.as_bytes();
        b.len() >= 2
            && b[0].is_ascii_alphabetic()
            && matches!(b[1], b':' | b'|')
            && !matches!(b.get(2), Some(&c) if c != b'\\')
    };
    let drives = |path: &str| canonical_pct(path).split('/').filter(drive).count();
    if drives(theirs.path()) > drives(ours.path()) {
        let tabbed = input.as_bytes().windows(3).any(|w| {
            w[0].is_ascii_alphabetic()
                && matches!(w[1], b':' | b'|')
                && matches!(w[2], b'\t' | b'\n' | b'\r')
        });
        if tabbed && theirs.scheme() == "file" {
            return Some(Difference::DriveLetterBeforeTab);
        }
        let raw = UriRef::parse_lenient(input).ok()?;
        if raw.uri().path().split('/').any(is_dot_segment) {
            return Some(Difference::DriveLetterDotDot);
        }
    }
    if ours
        .userinfo()
        .is_some_and(|u| u.bytes().all(|b| b == b':'))
    {
        return Some(Difference::EmptyUserinfo);
    }
    // For a non-special URL: theirs normalized as RFC 3986 §6 says, then
    // also with its percent-encoded host as A-labels.
    let rfc = if special {
        Vec::new()
    } else {
        theirs_as_rfc(theirs)
    };
    if let Some(u) = ours.userinfo().filter(|u| u.find(':') == Some(u.len() - 1)) {
        // `user:`: ours without the `:` of the empty password is theirs.
        let text = ours.as_str();
        let end = u.as_ptr() as usize - text.as_ptr() as usize + u.len();
        let dropped = canonical_pct(&format!("{}{}", text.get(..end - 1)?, text.get(end..)?));
        if dropped == t || rfc.contains(&dropped) {
            return Some(Difference::EmptyUserinfo);
        }
    }
    if !special && theirs.cannot_be_a_base() {
        let raw = UriRef::parse_lenient(input).ok()?;
        if raw.uri().path().split('/').any(|s| s == "." || s == "..") {
            return Some(Difference::OpaquePathDotSegments);
        }
    }
    if rfc.first() == Some(&o) {
        return Some(Difference::NonSpecialNotNormalized);
    }
    if rfc.get(1) == Some(&o) {
        return Some(Difference::OpaqueHostNotIdna);
    }
    let encoded_host = ours.host().is_some_and(|h| h.contains('%'));
    if encoded_host && theirs.host_str().is_some_and(|h| h.contains("xn--")) {
        let written = UriRef::parse_lenient(input).ok()?;
        return Some(
            if written.uri().host().is_some_and(|h| h.contains('%')) && !written.is_repaired() {
                Difference::EncodedHost
            } else {
                Difference::NonAsciiHostWithoutIdna
            },
        );
    }
    if encoded_host && !theirs.host_str().is_some_and(|h| h.contains('%')) {
        return Some(Difference::EncodedHost);
    }
    None
}

/// `url`'s serialization of a non-special URL in canonical form
/// ([`canonical_pct`]), normalized as RFC 3986 §6 says (WHATWG does not
/// normalize such an authority), then, with the `idna` feature and a
/// percent-encoded host, also with that host written as A-labels (as the
/// repair writes a non-ASCII host): the texts ours may equal once those
/// differences are set aside.
fn theirs_as_rfc(theirs: &url::Url) -> Vec<String> {
    let Ok(r) = UriRef::parse_lenient(theirs.as_str()) else {
        return Vec::new();
    };
    let normal = r.into_uri().normalize();
    let as_normalized = canonical_pct(normal.as_str());
    #[cfg(feature = "idna")]
    if let Some(host) = normal.host().filter(|h| h.contains('%')) {
        let text = normal.as_str();
        let start = host.as_ptr() as usize - text.as_ptr() as usize;
        let decoded = urlkit::pct::decode_utf8_lossy(host);
        if let (Ok(a_labels), Some(before), Some(after)) = (
            urlkit::idna::host_to_ascii(&decoded),
            text.get(..start),
            text.get(start + host.len()..),
        ) {
            let with_a_labels = canonical_pct(&format!("{before}{a_labels}{after}"));
            return vec![as_normalized, with_a_labels];
        }
    }
    vec![as_normalized]
}

/// The repair mode against the WHATWG parser (input: any text): when both
/// accept a URI, the repaired and normalized URI is `url`'s serialization
/// or differs by a documented [`Difference`]. Returns the difference (the
/// corpus test counts them).
pub fn repair_url(data: &[u8]) -> Option<Difference> {
    let s = text(data)?;
    let ours = UriRef::parse_lenient(s).ok()?;
    if !ours.uri().has_scheme() || ours.zone().is_some() {
        return None;
    }
    let theirs = url::Url::parse(s).ok()?;
    let normal = ours.uri().normalize();
    if normal.as_str() == theirs.as_str() {
        return None;
    }
    match explain(s, &normal, &theirs) {
        Some(d) => Some(d),
        None => panic!(
            "{s:?}: urlkit {:?}, url {:?}: no documented difference",
            normal.as_str(),
            theirs.as_str()
        ),
    }
}

/// Whether `part` is a slice of `s` (an accessor borrows, never copies).
fn inside(s: &str, part: &str) -> bool {
    let (start, end) = (s.as_ptr() as usize, s.as_ptr() as usize + s.len());
    let p = part.as_ptr() as usize;
    start <= p && p + part.len() <= end
}

/// The per-row logic of the SQL functions of `urlkit-datafusion`
/// (`functions.rs`), on up to three arbitrary strings as a row gives them
/// (input: `a "\n" b "\n" c`; a missing one is `""`): each function is a
/// call of the library entry point it names, made here with the same
/// arguments, so that fuzzing needs no DataFusion build. The Arrow layer
/// (NULLs, array types, batches) has its own property test in
/// `urlkit-datafusion`. Checks, for the functions of one string
/// `a`: `uri_valid` is whether `uri_error` is NULL, and the message is
/// short; every component function is NULL for an invalid `a` and borrows
/// from `a` otherwise (`uri_path` is never NULL for a valid one);
/// `url_extract_port` is the port's value; `uri_query_value` and
/// `url_extract_parameter` (key `b`) never fail on a valid `a`;
/// `uri_normalize` at both levels gives a reference that normalizes to
/// itself; `uri_to_ascii` gives a URI reference; `uri_lint` and
/// `uri_extract` hold their own checks. For the pair functions (`a` the
/// base, `b` the reference or target): `uri_resolve` gives a URI, and
/// `uri_relative`'s result resolves back to the target. For the text
/// functions: `uri_encode(a, component)` decodes back to `a` for every
/// component name (and `b` names one or none: a wrong name's message
/// quotes it within `Excerpt::MAX_LEN`); `url_decode(url_encode(a)) ==
/// a`; `uri_decode` and `url_decode` never panic. Returns how many of the
/// three strings were valid references.
pub fn sql(data: &[u8]) -> usize {
    use urlkit::pct::{self, Component};
    use urlkit::{Excerpt, IriRefView, NormalizeLevel, Resolver};
    let Some(f) = fields(data) else { return 0 };
    let arg = |i: usize| f.get(i).copied().unwrap_or("");
    let (a, b) = (arg(0), arg(1));
    let mut valid = 0;
    for s in [a, b, arg(2)] {
        let view = UriRefView::parse(s);
        // uri_valid and uri_error.
        match &view {
            Ok(_) => valid += 1,
            Err(e) => short(&e.to_string()),
        }
        let Ok(v) = view else {
            continue;
        };
        let components = [v.scheme(), v.userinfo(), v.host(), v.port(), v.authority()];
        let all = components
            .into_iter()
            .chain([Some(v.path()), v.query(), v.fragment()]);
        for part in all.flatten() {
            assert!(inside(s, part), "a component is not a slice of {s:?}");
        }
        // url_extract_port.
        if let Ok(Some(port)) = v.port_u16() {
            let digits = v.port().and_then(|p| p.parse::<u32>().ok());
            assert_eq!(digits, Some(u32::from(port)), "url_extract_port of {s:?}");
        }
        // uri_query_value and url_extract_parameter, with b as the key.
        let _ = v.query_pairs().find(|(k, _)| k == b);
        let _ = v.form_pairs().find(|(k, _)| k == b);
        // uri_normalize, both levels.
        for level in [NormalizeLevel::Syntax, NormalizeLevel::Scheme] {
            let n = v.normalize_with(level);
            assert_eq!(n.normalize_with(level), n, "uri_normalize of {s:?}");
        }
        // uri_lint.
        for w in urlkit::lint::lint_view(v) {
            assert!(!w.code().as_str().is_empty());
            short(w.message());
        }
    }
    // uri_to_ascii.
    if let Ok(iri) = IriRefView::parse(a) {
        let uri = iri.to_uri();
        assert!(UriRef::parse(uri.as_str()).is_ok(), "uri_to_ascii of {a:?}");
    }
    // uri_extract.
    for found in urlkit::extract::extract(a) {
        assert!(Uri::parse(found.uri().as_str()).is_ok());
    }
    // uri_resolve and uri_relative (a base, b reference or target).
    if let Ok(base) = Uri::parse(a) {
        if let Ok(reference) = UriRef::parse(b) {
            if let Ok(t) = Resolver::new().resolve(&base, &reference) {
                assert!(Uri::parse(t.as_str()).is_ok(), "uri_resolve({a:?}, {b:?})");
            }
        }
        if let Ok(target) = Uri::parse(b) {
            let back = match base.make_relative(&target) {
                Some(rel) => rel.resolve_against(&base).ok(),
                None => Some(target.clone()),
            };
            assert_eq!(back.as_ref(), Some(&target), "uri_relative({a:?}, {b:?})");
        }
    }
    // uri_encode with every component name, and with b as the name.
    for c in Component::ALL {
        let e = pct::encode(a, c).to_cow();
        if c == Component::Form {
            assert_eq!(
                pct::decode_form(&e).as_deref(),
                Ok(a),
                "url_decode(url_encode)"
            );
        } else {
            assert_eq!(pct::decode_utf8(&e).as_deref(), Ok(a), "uri_encode {c:?}");
        }
        assert_eq!(Component::from_name(c.name()), Some(c));
    }
    if Component::from_name(b).is_none() {
        assert!(Excerpt::new(b).to_string().len() <= Excerpt::MAX_LEN);
    }
    // uri_decode and url_decode on any text.
    let _ = pct::decode_utf8(a);
    let _ = pct::decode_form(a);
    valid
}

/// Lint (input: one reference): never panics; every warning's span lies in
/// the input, messages are non-empty and short, warnings are ordered by
/// start, at most 16 per code; the owned and borrowed forms agree.
pub fn lint(data: &[u8]) {
    use urlkit::lint::{lint, lint_view};
    let Some(s) = text(data) else { return };
    let Ok(r) = UriRef::parse(s) else { return };
    let warnings = lint(&r);
    let mut last_start = 0;
    let mut per_code = std::collections::HashMap::new();
    for w in &warnings {
        assert!(
            w.start() <= w.end() && w.end() <= s.len(),
            "span {:?} of {s:?}",
            w.span()
        );
        assert!(w.start() >= last_start, "warnings not ordered by start");
        last_start = w.start();
        short(w.message());
        *per_code.entry(w.code()).or_insert(0) += 1;
    }
    assert!(
        per_code.values().all(|&n| n <= 16),
        "more than 16 warnings of a code"
    );
    let view: Vec<_> = lint_view(r.as_view())
        .iter()
        .map(|w| (w.code(), w.span()))
        .collect();
    let owned: Vec<_> = warnings.iter().map(|w| (w.code(), w.span())).collect();
    assert_eq!(view, owned, "lint and lint_view differ");
}

/// IRI parsing against iri-string 0.7's RFC 3987 type `IriReferenceStr`:
/// the same inputs are valid, with the same scheme, authority, path, query
/// and fragment. No documented difference is needed: both follow the ABNF
/// of RFC 3987 §2.2 (`fuzz/README.md`, "Disagreements").
fn iri_differential(s: &str, ours: &Result<urlkit::IriRefView<'_>, urlkit::ParseError>) {
    let theirs = iri_string::types::IriReferenceStr::new(s);
    assert_eq!(
        ours.is_ok(),
        theirs.is_ok(),
        "iri-string disagrees on the IRI validity of {s:?}"
    );
    let (Ok(v), Ok(i)) = (ours, theirs) else {
        return;
    };
    assert_eq!(v.scheme(), i.scheme_str(), "IRI scheme of {s:?}");
    assert_eq!(v.authority(), i.authority_str(), "IRI authority of {s:?}");
    let components = i.authority_components();
    assert_eq!(
        v.userinfo(),
        components.as_ref().and_then(|a| a.userinfo()),
        "IRI userinfo of {s:?}"
    );
    assert_eq!(
        v.host(),
        components.as_ref().map(|a| a.host()),
        "IRI host of {s:?}"
    );
    assert_eq!(
        v.port(),
        components.as_ref().and_then(|a| a.port()),
        "IRI port of {s:?}"
    );
    assert_eq!(v.path(), i.path_str(), "IRI path of {s:?}");
    assert_eq!(v.query(), i.query_str(), "IRI query of {s:?}");
    assert_eq!(
        v.fragment(),
        i.fragment().map(|f| f.as_str()),
        "IRI fragment of {s:?}"
    );
}

/// IRI parse (RFC 3987), owned and borrowed:
/// - no panic; owned, borrowed, `Iri` and `IriView` agree on validity, and
///   `Iri` accepts exactly the references with a scheme;
/// - iri-string's RFC 3987 parser accepts the same inputs and splits them
///   into the same components;
/// - `parse(s).as_str() == s`, and the components rebuild `s`;
/// - on ASCII input the IRI parser is the URI parser (validity,
///   components, error kind and index); non-ASCII input is never a URI;
/// - `to_uri` gives a URI that parses, and maps a URI to itself;
/// - `normalize` is idempotent and its output parses as an IRI;
/// - an error points inside the input, at a char boundary.
pub fn iri(data: &[u8]) {
    use urlkit::{Iri, IriRef, IriRefView, IriView};
    let Some(s) = text(data) else { return };
    let owned = IriRef::parse(s);
    let view = IriRefView::parse(s);
    let iri = Iri::parse(s);
    assert_eq!(owned.is_ok(), view.is_ok(), "owned and borrowed disagree");
    assert_eq!(
        iri.is_ok(),
        IriView::parse(s).is_ok(),
        "Iri and IriView disagree"
    );
    iri_differential(s, &view);
    let uri = UriRefView::parse(s);
    if s.is_ascii() {
        match (&uri, &view) {
            (Ok(u), Ok(i)) => assert_eq!(parts_of!(*u), parts_of!(*i), "components differ"),
            (Err(u), Err(i)) => assert_eq!(u, i, "errors differ on ASCII"),
            _ => panic!("IRI and URI parsers disagree on ASCII {s:?}"),
        }
    } else {
        assert!(uri.is_err(), "non-ASCII accepted as a URI: {s:?}");
    }
    match (&owned, &view) {
        (Ok(r), Ok(v)) => {
            assert_eq!(r.as_str(), s);
            assert_eq!(v.as_str(), s);
            assert_eq!(&v.to_owned(), r);
            assert_eq!(iri.is_ok(), r.has_scheme(), "Iri::parse vs has_scheme");
            let mut rebuilt = String::new();
            if let Some(scheme) = v.scheme() {
                rebuilt.push_str(scheme);
                rebuilt.push(':');
            }
            if let Some(authority) = v.authority() {
                rebuilt.push_str("//");
                rebuilt.push_str(authority);
            }
            rebuilt.push_str(v.path());
            if let Some(q) = v.query() {
                rebuilt.push('?');
                rebuilt.push_str(q);
            }
            if let Some(f) = v.fragment() {
                rebuilt.push('#');
                rebuilt.push_str(f);
            }
            assert_eq!(rebuilt, s, "components do not rebuild the input");
            let mapped = r.to_uri();
            let reparsed = UriRef::parse(mapped.as_str()).expect("to_uri output is not a URI");
            assert_eq!(reparsed, mapped);
            assert_eq!(
                IriRef::from(mapped.clone()).to_uri(),
                mapped,
                "to_uri not idempotent"
            );
            let n = r.normalize();
            assert!(
                IriRef::parse(n.as_str()).is_ok(),
                "normal form does not parse"
            );
            assert_eq!(n.normalize(), n, "normalize not idempotent");
        }
        (Err(e), Err(f)) => {
            assert_eq!(e, f, "owned and borrowed report different errors");
            error(s, e);
        }
        _ => unreachable!(),
    }
}

/// The mappings of RFC 3987 §3.1 and §3.2:
/// - every valid IRI maps to an ASCII URI that parses, with the IRI's
///   scheme, port and which components are present;
/// - every valid URI shows as an IRI that parses, and that maps back to
///   the URI up to the case of hex digits, or (with IDNA) of the host,
///   which may be the A-label form of its decoded text;
/// - (with IDNA) a host shown in U-labels is the idna crate's ToUnicode of
///   the URI's host.
pub fn to_uri(data: &[u8]) {
    use urlkit::IriRef;
    let Some(s) = text(data) else { return };
    if let Ok(iri) = IriRef::parse(s) {
        let uri = iri.to_uri();
        assert!(uri.as_str().is_ascii());
        let reparsed = UriRef::parse(uri.as_str()).expect("to_uri output is not a URI");
        assert_eq!(reparsed.scheme(), iri.scheme());
        assert_eq!(reparsed.port(), iri.port());
        assert_eq!(reparsed.has_authority(), iri.has_authority());
        assert_eq!(reparsed.query().is_some(), iri.query().is_some());
        assert_eq!(reparsed.fragment().is_some(), iri.fragment().is_some());
    }
    if let Ok(uri) = UriRef::parse(s) {
        let shown = uri.to_iri();
        assert!(
            IriRef::parse(shown.as_str()).is_ok(),
            "to_iri output is not an IRI"
        );
        // A host shown in U-labels is what ToUnicode gives.
        #[cfg(feature = "idna")]
        if let (Some(host), Some(shown_host)) = (uri.host(), shown.host()) {
            if shown_host != host && !host.contains('%') {
                let (unicode, result) = urlkit::idna::host_to_unicode(host);
                assert!(
                    result.is_ok() && unicode == shown_host,
                    "to_iri shows {shown_host:?} for {host:?}, ToUnicode {unicode:?} {result:?}"
                );
            }
        }
        let back = shown.to_uri();
        // Hex digits and the host may change case (UTS 46 lowercases).
        if !back.as_str().eq_ignore_ascii_case(s) {
            let same_host = back
                .host()
                .unwrap_or("")
                .eq_ignore_ascii_case(uri.host().unwrap_or(""));
            assert!(!same_host, "changed outside the host: {back} vs {s}");
            let decoded = urlkit::pct::decode_utf8_lossy(uri.host().unwrap_or(""));
            assert!(!decoded.is_ascii(), "host changed: {back} vs {s}");
        }
    }
}

/// UTS 46 round trips (with the `idna` feature; nothing without it):
/// - `host_to_ascii` gives ASCII that is a reg-name, and is idempotent;
/// - its output's ToUnicode succeeds and maps back to it;
/// - what the strict variant accepts, the lenient one accepts the same;
/// - `host_to_ascii`, `host_to_ascii_strict` and `host_to_unicode` give
///   what the idna crate's UTS 46 (which urlkit calls) gives with the
///   options each documents, but for urlkit's documented rules: a result
///   that is no reg-name, an A-label of more than 128 octets, a label that
///   decodes to `xn--`.
pub fn idna(data: &[u8]) {
    #[cfg(feature = "idna")]
    {
        use urlkit::idna::{host_to_ascii, host_to_ascii_strict, host_to_unicode, IdnaErrorKind};
        let Some(s) = text(data) else { return };
        let lenient = host_to_ascii(s);
        let theirs = idna::uts46::Uts46::new().to_ascii(
            s.as_bytes(),
            idna::uts46::AsciiDenyList::URL,
            idna::uts46::Hyphens::Allow,
            idna::uts46::DnsLength::Ignore,
        );
        match (&lenient, &theirs) {
            (Ok(ours), Ok(theirs)) => assert_eq!(ours, theirs, "the idna crate differs"),
            (Ok(ours), Err(_)) => panic!("urlkit gave {ours:?}, the idna crate refused it"),
            (Err(e), Ok(theirs)) => match e.kind() {
                IdnaErrorKind::NotRegName => assert!(
                    UriRef::parse(&format!("//{theirs}"))
                        .map_or(true, |u| u.host() != Some(theirs)),
                    "refused as no reg-name: {theirs:?}"
                ),
                // urlkit's rule: an `xn--` label longer than 128 octets as
                // written (before UTS 46 maps it: full-width letters are
                // three octets each), or an A-label of the result longer.
                IdnaErrorKind::LabelTooLong => assert!(
                    theirs.split('.').any(|label| label.len() > 128)
                        || s.split(['.', '\u{3002}', '\u{FF0E}', '\u{FF61}'])
                            .any(|label| {
                                label.len() > 128
                                    && label
                                        .get(..4)
                                        .is_some_and(|p| p.eq_ignore_ascii_case("xn--"))
                            }),
                    "refused as too long: {theirs:?}"
                ),
                _ => assert!(
                    theirs.split('.').any(|label| label.starts_with("xn--xn--")),
                    "urlkit refused what the idna crate gave: {theirs:?}"
                ),
            },
            (Err(_), Err(_)) => {}
        }
        let theirs_strict = idna::uts46::Uts46::new().to_ascii(
            s.as_bytes(),
            idna::uts46::AsciiDenyList::STD3,
            idna::uts46::Hyphens::Check,
            idna::uts46::DnsLength::Verify,
        );
        match (host_to_ascii_strict(s), theirs_strict) {
            (Ok(ours), Ok(theirs)) => assert_eq!(ours, theirs, "the idna crate differs (strict)"),
            (Ok(ours), Err(_)) => {
                panic!("urlkit gave {ours:?} (strict), the idna crate refused it")
            }
            (Err(e), Ok(theirs)) => assert!(
                e.kind() == IdnaErrorKind::LabelTooLong
                    || theirs.split('.').any(|label| label.starts_with("xn--xn--")),
                "urlkit refused what the idna crate gave (strict): {theirs:?}"
            ),
            (Err(_), Err(_)) => {}
        }
        let (text, result) = host_to_unicode(s);
        if result.map_err(|e| e.kind()) != Err(IdnaErrorKind::LabelTooLong) {
            let (theirs, _) = idna::uts46::Uts46::new().to_unicode(
                s.as_bytes(),
                idna::uts46::AsciiDenyList::URL,
                idna::uts46::Hyphens::Allow,
            );
            assert_eq!(text, theirs, "ToUnicode differs from the idna crate's");
        }
        if let Ok(strict) = host_to_ascii_strict(s) {
            assert_eq!(
                lenient.as_ref(),
                Ok(&strict),
                "strict accepted, lenient differs"
            );
        }
        if let Ok(ascii) = lenient {
            assert!(ascii.is_ascii());
            assert!(
                UriRef::parse(&format!("//{ascii}")).is_ok_and(|u| u.host() == Some(&ascii)),
                "not a reg-name: {ascii:?}"
            );
            assert_eq!(
                host_to_ascii(&ascii).as_ref(),
                Ok(&ascii),
                "ToASCII not idempotent"
            );
            let (unicode, result) = host_to_unicode(&ascii);
            assert!(
                result.is_ok(),
                "ToUnicode of a ToASCII output failed: {ascii:?}"
            );
            assert_eq!(host_to_ascii(&unicode).as_ref(), Ok(&ascii), "round trip");
        }
    }
    #[cfg(not(feature = "idna"))]
    let _ = data;
}

/// The values of a `template` input: one variable per line after the
/// template, `name=value` for a string, `name*=a\x1fb` for a list and
/// `name%=k\x1fv\x1fk2\x1fv2` for an associative array (items split on
/// the unit separator U+001F).
fn template_vars(lines: std::str::Lines<'_>) -> urlkit::template::Vars {
    use urlkit::template::Vars;
    let mut vars = Vars::new();
    for line in lines {
        let Some((name, value)) = line.split_once('=') else {
            continue;
        };
        let items = || value.split('\u{1f}').map(String::from);
        if let Some(name) = name.strip_suffix('*') {
            vars.set(name, items().collect::<Vec<_>>());
        } else if let Some(name) = name.strip_suffix('%') {
            let all: Vec<String> = items().collect();
            let pairs: Vec<(String, String)> = all
                .chunks(2)
                .map(|c| (c[0].clone(), c.get(1).cloned().unwrap_or_default()))
                .collect();
            vars.set(name, pairs);
        } else {
            vars.set(name, value);
        }
    }
    vars
}

/// Whether every character of `s` may stand in a URI reference (unreserved,
/// reserved or `%`), and, if `iri`, also every non-ASCII one.
fn uri_characters(s: &str, iri: bool) -> bool {
    s.chars().all(|c| {
        if c.is_ascii() {
            c.is_ascii_graphic() && !"\"<>\\^`{|}".contains(c)
        } else {
            iri
        }
    })
}

/// URI Templates (RFC 6570), the template on the first line and the values
/// on the others (see `template_vars`):
/// - no panic on any template and any values; a refused template's error
///   points inside it at a char boundary, with a short message;
/// - an expansion holds only URI characters (the IRI form also non-ASCII
///   ones, never `iprivate`), and `expand_uri_ref`/`expand_iri_ref` accept
///   exactly the expansions that parse;
/// - the same values in every operator but `+` and `#`, between literals
///   that form a URI, always give a valid URI reference and IRI reference;
/// - matching is sound: values it returns expand to the text matched (the
///   expansion itself, and the raw input text);
/// - matching inverts expansion: with the values made canonical (every
///   variable defined, a string without `*`, a non-empty list with it, no
///   `%` for `+` and `#`), expand then match gives them back.
///
/// Returns whether the matcher accepted the template.
pub fn template(data: &[u8]) -> bool {
    use urlkit::template::{Modifier, UriTemplate, VarValue, Vars};
    use urlkit::IriRef;
    let Some(s) = text(data) else { return false };
    let mut lines = s.lines();
    let source = lines.next().unwrap_or("");
    let vars = template_vars(lines);

    let safe = UriTemplate::parse("http://h/{a}{/b}{;c}{?d}{&e}{.f}x").expect("fixed template");
    let mut same = Vars::new();
    for (_, v) in vars.iter().take(1) {
        for n in ["a", "b", "c", "d", "e", "f"] {
            same.set(n, v.clone());
        }
    }
    match safe.expand_uri_ref(&same) {
        Ok(u) => assert!(uri_characters(u.as_str(), false)),
        Err(e) => assert_eq!(
            e.kind(),
            urlkit::template::ExpandErrorKind::PrefixOfComposite,
            "plain operators broke a URI: {e}"
        ),
    }
    safe.expand_iri_ref(&same)
        .expect("plain operators broke an IRI");

    let t = match UriTemplate::parse(source) {
        Ok(t) => t,
        Err(e) => {
            assert!(
                e.index() <= source.len(),
                "error index outside the template"
            );
            assert!(
                source.is_char_boundary(e.index()),
                "error index inside a character"
            );
            short(&e.to_string());
            return false;
        }
    };
    assert_eq!(t.as_str(), source);
    match t.expand(&vars) {
        Ok(uri) => {
            assert!(uri_characters(&uri, false), "non-URI character in {uri:?}");
            let typed = t.expand_uri_ref(&vars);
            assert_eq!(
                typed.is_ok(),
                UriRef::parse(&uri).is_ok(),
                "expand_uri_ref vs parse"
            );
            if let Err(e) = typed {
                short(&e.to_string());
            }
            let iri = t
                .expand_iri(&vars)
                .expect("IRI form fails where the URI form does not");
            assert!(uri_characters(&iri, true), "non-IRI character in {iri:?}");
            assert!(
                !iri.chars().any(urlkit::table::is_iprivate),
                "iprivate left raw in {iri:?}"
            );
            assert_eq!(
                t.expand_iri_ref(&vars).is_ok(),
                IriRef::parse(&iri).is_ok(),
                "expand_iri_ref vs parse"
            );
        }
        Err(e) => {
            short(&e.to_string());
            assert!(
                t.expand_iri(&vars).is_err(),
                "IRI form expands where the URI form fails"
            );
        }
    }

    let Ok(m) = t.matcher() else { return false };
    // Soundness, on the expansion and on whatever text came with the input.
    if let Ok(uri) = t.expand(&vars) {
        if let Some(back) = m.match_uri(&uri) {
            assert_eq!(
                t.expand(&back).ok(),
                Some(uri.clone()),
                "match of {uri:?} is unsound"
            );
        }
    }
    for line in s.lines().skip(1) {
        if let Some(back) = m.match_uri(line) {
            assert_eq!(
                t.expand(&back).ok().as_deref(),
                Some(line),
                "match of {line:?} is unsound"
            );
        }
    }
    // Inversion, on canonical values.
    let strings: Vec<String> = vars
        .iter()
        .flat_map(|(_, v)| match v {
            VarValue::String(s) => vec![s.clone()],
            VarValue::List(items) => items.clone(),
            VarValue::Assoc(pairs) => pairs
                .iter()
                .flat_map(|(k, v)| [k.clone(), v.clone()])
                .collect(),
        })
        .collect();
    let mut next = strings.iter().cycle();
    let mut canonical = Vars::new();
    for e in t.expressions() {
        let reserved = matches!(e.operator().as_char(), Some('+' | '#'));
        for v in e.variables() {
            if canonical.get(v.name()).is_some() {
                return true; // a name used twice: its shapes could disagree
            }
            let mut take = || {
                let s = next.next().cloned().unwrap_or_default();
                if reserved {
                    s.replace('%', "")
                } else {
                    s
                }
            };
            let value = if v.modifier() == Modifier::Explode {
                VarValue::List(vec![take(), take()])
            } else {
                VarValue::String(take())
            };
            canonical.set(v.name(), value);
        }
    }
    let uri = t.expand(&canonical).expect("canonical values expand");
    assert_eq!(
        m.match_uri(&uri).as_ref(),
        Some(&canonical),
        "expand then match of {source:?} via {uri:?}"
    );
    true
}

/// Sites by the Public Suffix List (with the `psl` feature; nothing
/// without it), in both section modes:
/// - never panics, on any text;
/// - the public suffix and the registrable domain, in A-labels, are
///   suffixes of the host in A-labels on a label boundary, and the
///   registrable domain has one label more than the suffix;
/// - in the form given, the registrable domain ends the input and the
///   subdomain starts it;
/// - the host in A-labels is lowercase, without empty labels or a
///   trailing dot, and gives the same site again;
/// - the fast path of the host in A-labels (one pass over a host already
///   in that form) agrees with its plain twin (decoding and UTS 46), and
///   so does the site (the map of dots and the walk against the long
///   way, `twins::site_mapped`).
pub fn site(data: &[u8]) {
    #[cfg(feature = "psl")]
    {
        use urlkit::site::{List, Sections};
        let Some(s) = text(data) else { return };
        let (fast, plain) = (
            urlkit::twins::site_host(s),
            urlkit::twins::site_host_mapped(s),
        );
        assert_eq!(fast.as_deref(), plain.as_deref(), "{s:?}");
        let on_boundary = |host: &str, part: &str| {
            host == part
                || host
                    .strip_suffix(part)
                    .is_some_and(|front| front.ends_with('.'))
        };
        for sections in [Sections::All, Sections::Icann] {
            let site = List::shared().site_with(s, sections);
            assert_eq!(
                site,
                urlkit::twins::site_mapped(List::shared(), s, sections),
                "{s:?}"
            );
            let Some(site) = site else {
                continue;
            };
            let ascii = site.host_ascii();
            assert!(
                !ascii.bytes().any(|b| b.is_ascii_uppercase()) && ascii.is_ascii(),
                "{ascii:?}"
            );
            assert!(!ascii.split('.').any(str::is_empty), "{ascii:?}");
            let suffix = site.public_suffix_ascii();
            assert!(on_boundary(ascii, suffix), "{suffix:?} of {ascii:?}");
            if let Some(domain) = site.registrable_domain_ascii() {
                assert!(on_boundary(ascii, domain), "{domain:?} of {ascii:?}");
                assert_eq!(
                    domain.matches('.').count(),
                    suffix.matches('.').count() + 1,
                    "{domain:?} / {suffix:?}"
                );
                let given = site.registrable_domain().expect("both forms");
                assert!(s.ends_with(given) || given == domain, "{given:?} of {s:?}");
                if let Some(sub) = site.subdomain() {
                    assert!(s.starts_with(sub) || Some(sub) == site.subdomain_ascii());
                }
            } else {
                assert_eq!(suffix, ascii);
                assert_eq!(site.subdomain_ascii(), None);
            }
            let again = List::shared()
                .site_with(ascii, sections)
                .expect("the A-label host has a site");
            assert_eq!(again.public_suffix_ascii(), suffix);
            assert_eq!(again.registrable_domain(), site.registrable_domain_ascii());
        }
    }
    #[cfg(not(feature = "psl"))]
    let _ = data;
}

/// `s` with the hex digits of its triplets in uppercase: what the IRI
/// mappings may change outside the host.
fn upper_hex(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut hex = 0u8;
    for c in s.chars() {
        out.push(if hex > 0 { c.to_ascii_uppercase() } else { c });
        hex = if c == '%' { 2 } else { hex.saturating_sub(1) };
    }
    out
}

/// The URI a display-form input stands for: the input itself when it is a
/// URI reference, or else `http://{host}/` with the input as a host in
/// A-labels (the `idna` seeds are hosts).
#[cfg(feature = "idna")]
fn display_input(s: &str) -> Option<UriRef> {
    UriRef::parse(s).ok().or_else(|| {
        let ascii = urlkit::idna::host_to_ascii(s).ok()?;
        UriRef::parse(&format!("http://{ascii}/")).ok()
    })
}

/// The display form (`to_display`, feature `idna`; nothing without it):
/// - it parses as an IRI, and `to_uri` of it is the URI again, up to the
///   case of the host and of hex digits;
/// - `UriRef`, `UriRefView` and `Uri` give the same display form;
/// - path, query and fragment are those `to_iri` shows;
/// - each label kept is a label of the host shown, as the URI writes it
///   and beginning with `xn--`, and its message is short;
/// - each label shown outside ASCII passes `idna::check_label` under the
///   host's top-level domain.
pub fn display(data: &[u8]) {
    #[cfg(feature = "idna")]
    {
        use urlkit::IriRef;
        let Some(s) = text(data) else { return };
        let Some(uri) = display_input(s) else { return };
        let shown = uri.to_display();
        let view = UriRefView::parse(uri.as_str()).expect("a URI reparses");
        assert_eq!(view.to_display(), shown, "borrowed display differs");
        if let Ok(absolute) = Uri::parse(uri.as_str()) {
            assert_eq!(absolute.to_display(), shown, "Uri display differs");
        }
        let iri = IriRef::parse(shown.as_str()).expect("display form is not an IRI");
        let back = iri.to_uri();
        assert_eq!(back.scheme(), uri.scheme(), "scheme changed");
        assert_eq!(back.port(), uri.port(), "port changed");
        assert_eq!(
            back.userinfo().map(upper_hex),
            uri.userinfo().map(upper_hex),
            "userinfo changed"
        );
        assert_eq!(
            back.host().map(str::to_ascii_lowercase),
            uri.host().map(str::to_ascii_lowercase),
            "host changed: {} for {}",
            shown,
            uri
        );
        for (b, u) in [
            (Some(back.path()), Some(uri.path())),
            (back.query(), uri.query()),
            (back.fragment(), uri.fragment()),
        ] {
            assert_eq!(
                b.map(upper_hex),
                u.map(upper_hex),
                "changed: {back} vs {uri}"
            );
        }
        let plain = uri.to_iri();
        assert_eq!(shown.iri().path(), plain.path());
        assert_eq!(shown.iri().query(), plain.query());
        assert_eq!(shown.iri().fragment(), plain.fragment());
        let host = shown.iri().host().unwrap_or("");
        for kept in shown.kept() {
            assert!(kept
                .label()
                .get(..4)
                .is_some_and(|p| p.eq_ignore_ascii_case("xn--")));
            assert!(
                host.split('.').any(|l| l == kept.label()),
                "kept {} not in {host}",
                kept.label()
            );
            short(&kept.to_string());
        }
        let tld = host.strip_suffix('.').unwrap_or(host);
        let tld = tld.rsplit('.').next().unwrap_or("");
        let tld_ascii = uri
            .host()
            .map(|h| h.strip_suffix('.').unwrap_or(h))
            .and_then(|h| h.rsplit('.').next())
            .unwrap_or(tld);
        for label in host.split('.').filter(|l| !l.is_ascii()) {
            assert_eq!(
                urlkit::idna::check_label(label, tld_ascii),
                Ok(()),
                "{label} shown under {tld_ascii}"
            );
        }
    }
    #[cfg(not(feature = "idna"))]
    let _ = data;
}

/// `idna::check_label` on any label and top-level domain (`label "\n"
/// tld`, or the whole input as a label under `com`): no panic; an ASCII
/// label always passes; the reason's message is short; the verdict is the
/// same when asked twice; and a label that passes and is a U-label of its
/// own (ToUnicode gives it back) is shown in Unicode by the display form
/// of `http://{A-label}.{tld}/`, unless the host as a whole fails IDNA.
pub fn check_label(data: &[u8]) {
    #[cfg(feature = "idna")]
    {
        use urlkit::idna::{check_label, host_to_ascii, host_to_unicode};
        let Some(s) = text(data) else { return };
        let (label, tld) = s.split_once('\n').unwrap_or((s, "com"));
        let verdict = check_label(label, tld);
        assert_eq!(verdict, check_label(label, tld), "not deterministic");
        if label.is_ascii() {
            assert_eq!(verdict, Ok(()), "an ASCII label refused");
        }
        if let Err(reason) = &verdict {
            short(&reason.to_string());
            return;
        }
        if label.is_ascii() || label.contains('.') || tld.is_empty() || !tld.is_ascii() {
            return;
        }
        let (unicode, result) = host_to_unicode(label);
        if result.is_err() || unicode != label {
            return;
        }
        let Ok(ascii) = host_to_ascii(&format!("{label}.{tld}")) else {
            return;
        };
        let Ok(uri) = UriRef::parse(&format!("http://{ascii}/")) else {
            return;
        };
        let shown = uri.to_display();
        let first = shown
            .iri()
            .host()
            .unwrap_or("")
            .split('.')
            .next()
            .unwrap_or("");
        let bidi = shown
            .kept()
            .iter()
            .any(|k| k.reason() == &urlkit::idna::SpoofReason::NotIdna);
        assert!(
            first == label || bidi,
            "{label} passes but is shown as {first}: {:?}",
            shown.kept()
        );
    }
    #[cfg(not(feature = "idna"))]
    let _ = data;
}
