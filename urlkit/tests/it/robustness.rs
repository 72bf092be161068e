//! Hostile inputs: huge, repetitive, unbalanced, control characters and
//! non-ASCII. The parser must answer each one (the right error at the right
//! byte, or the right components) without panicking, without recursion
//! deep enough to matter on a small stack, and in one pass.

use urlkit::{HostKind, ParseErrorKind, Uri, UriRef, UriRefView};

const MIB: usize = 1 << 20;

fn err(s: &str) -> (ParseErrorKind, usize) {
    let e = UriRefView::parse(s).expect_err(s.get(..40).unwrap_or(s));
    (e.kind(), e.index())
}

#[test]
fn one_mib_of_percent_signs() {
    let s = "%".repeat(MIB);
    assert_eq!(err(&s), (ParseErrorKind::InvalidPercentEncoding, 0));
    // The same run after a valid prefix, in each component that admits
    // percent-encoding: the error is at the first `%`.
    for prefix in ["/", "?", "#", "//", "//u", "a:", "a:/"] {
        let s = format!("{prefix}{}", "%".repeat(MIB));
        assert_eq!(
            err(&s),
            (ParseErrorKind::InvalidPercentEncoding, prefix.len()),
            "{prefix}"
        );
    }
    let e = Uri::parse(&"%".repeat(MIB)).unwrap_err();
    assert_eq!((e.kind(), e.index()), (ParseErrorKind::MissingScheme, 0));
}

#[test]
fn one_mib_of_triplets_is_one_valid_path() {
    let s = "%41".repeat(MIB / 3);
    let r = UriRefView::parse(&s).unwrap();
    assert_eq!(r.path().len(), s.len());
    assert_eq!(r.path_segments().count(), 1);
    // A triplet cut short at the very end is still caught.
    let cut = format!("{s}%4");
    assert_eq!(err(&cut), (ParseErrorKind::InvalidPercentEncoding, s.len()));
    // In every component at once.
    let t = "%41".repeat(MIB / 16);
    let s = format!("s://{t}@{t}/{t}?{t}#{t}");
    let r = UriRefView::parse(&s).unwrap();
    assert_eq!(r.userinfo(), Some(t.as_str()));
    assert_eq!(r.host(), Some(t.as_str()));
    assert_eq!(r.fragment(), Some(t.as_str()));
}

#[test]
fn a_hundred_thousand_open_brackets() {
    let n = 100_000;
    let brackets = "[".repeat(n);
    assert_eq!(err(&brackets), (ParseErrorKind::InvalidPath, 0));
    // As a host: the first `[` opens an IP-literal, the second cannot be
    // in one.
    assert_eq!(
        err(&format!("//{brackets}")),
        (ParseErrorKind::InvalidIpLiteral, 3)
    );
    // Unclosed, with a long address-like body: no `]` anywhere.
    let s = format!("//[{}", "1:".repeat(n));
    assert_eq!(err(&s), (ParseErrorKind::InvalidIpLiteral, s.len()));
    // Closed, but far too long for an IPv6address: it is complete after
    // eight groups, and the `:` after them is where it stops matching.
    let s = format!("//[{}]", "1:".repeat(n));
    assert_eq!(err(&s), (ParseErrorKind::InvalidIpv6, 3 + 15));
    let s = format!("//[v1.{}]", "a".repeat(n));
    assert!(UriRefView::parse(&s).is_ok());
    for prefix in ["?", "#", "/", "a:", "//h"] {
        let s = format!("{prefix}{brackets}");
        assert_eq!(err(&s).1, prefix.len(), "{prefix}");
    }
    let closing = "]".repeat(n);
    assert_eq!(err(&closing), (ParseErrorKind::InvalidPath, 0));
}

#[test]
fn repeated_at_signs_and_colons() {
    let n = 200_000;
    let at = "@".repeat(n);
    let colon = ":".repeat(n);
    // `@` is a pchar: a path of them is fine, with or without a scheme.
    assert_eq!(UriRefView::parse(&at).unwrap().path(), at);
    assert_eq!(UriRefView::parse(&format!("a:{at}")).unwrap().path(), at);
    // In an authority only the first `@` ends the userinfo; the next is
    // not allowed in a host.
    assert_eq!(err(&format!("//{at}")), (ParseErrorKind::InvalidHost, 3));
    let s = format!("//{}", "a@".repeat(n));
    assert_eq!(err(&s), (ParseErrorKind::InvalidHost, 5));
    // Colons: a relative path cannot start with a segment holding one...
    assert_eq!(err(&colon), (ParseErrorKind::ColonInFirstSegment, 0));
    // ...but a rootless path after a scheme, or an absolute path, can.
    assert_eq!(
        UriRefView::parse(&format!("a:{colon}")).unwrap().path(),
        colon
    );
    assert!(UriRefView::parse(&format!("/{colon}")).is_ok());
    // In an authority, colons without `@` are host ":" port and then junk.
    assert_eq!(err(&format!("//{colon}")), (ParseErrorKind::InvalidPort, 3));
    // Before an `@` they are all userinfo.
    let s = format!("//{colon}@h:{}", "8".repeat(n));
    let r = UriRefView::parse(&s).unwrap();
    assert_eq!(r.userinfo(), Some(colon.as_str()));
    assert_eq!(r.port().map(str::len), Some(n));
    assert!(r.port_u16().is_err());
    // `:@` alternating, as userinfo, then a host.
    let s = format!("//{}h", ":".repeat(n / 2) + "@");
    assert_eq!(UriRefView::parse(&s).unwrap().host(), Some("h"));
}

#[test]
fn control_characters_are_refused_where_they_stand() {
    let templates = [
        "{}",
        "s{}:",
        "s:{}",
        "//{}",
        "//u{}@h",
        "//h{}",
        "//h:{}",
        "//[::1{}]",
        "//[v1.{}]",
        "/p{}",
        "?q{}",
        "#f{}",
    ];
    for c in (0u8..0x20).chain([0x7f]).map(char::from) {
        for t in templates {
            let s = t.replace("{}", &c.to_string());
            let at = t.find("{}").unwrap();
            let e = UriRef::parse(&s).expect_err(&s);
            assert_eq!(e.index(), at, "{s:?}: {e}");
            assert_eq!(e.found(), c.to_string());
            // The message shows the character escaped, never raw.
            assert!(!e.to_string().contains(c), "{s:?}: {e}");
        }
    }
}

#[test]
fn non_ascii_is_refused_at_its_first_byte() {
    for c in ['é', '\u{3000}', '☃', '\u{1F600}', '\u{FEFF}', '\u{FFFD}'] {
        for t in [
            "{}", "s:{}", "//{}", "//u{}@h", "//h:{}", "/{}", "?{}", "#{}", "//[{}]",
        ] {
            let s = t.replace("{}", &c.to_string());
            let at = t.find("{}").unwrap();
            let e = UriRefView::parse(&s).expect_err(&s);
            assert_eq!(e.index(), at, "{s:?}: {e}");
            assert_eq!(e.found(), c.to_string(), "{s:?}");
        }
    }
    // Percent-encoded, the same text is fine (§2.1).
    let r = UriRefView::parse("http://%E2%98%83.example/%C3%A9").unwrap();
    assert_eq!(r.host_kind(), Some(HostKind::RegName));
}

/// A 1 MiB reference, with every component long, parsed on a thread whose
/// stack is 64 KiB: the parser must not recurse with the input's length.
#[test]
fn one_mib_on_a_small_stack() {
    let part = MIB / 7 + 8;
    let s = format!(
        "{}://{}@{}:{}/{}?{}#{}",
        "s".repeat(part),
        "u:".repeat(part / 2),
        "h.".repeat(part / 2),
        "9".repeat(part),
        "p/".repeat(part / 2),
        "q=?".repeat(part / 3),
        "f/".repeat(part / 2),
    );
    assert!(s.len() >= MIB, "{}", s.len());
    let len = s.len();
    let handle = std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(move || {
            let view = UriRefView::parse(&s).map(|r| (r.path().len(), r.host().map(str::len)));
            let bad = format!("{s} ");
            let err = UriRefView::parse(&bad).map(|_| ()).map_err(|e| e.index());
            (view, err)
        })
        .expect("spawn a thread");
    let (view, err) = handle.join().expect("no stack overflow, no panic");
    let (path_len, host_len) = view.expect("valid");
    assert_eq!(path_len, 1 + 2 * (part / 2));
    assert_eq!(host_len, Some(2 * (part / 2)));
    assert_eq!(err, Err(len));
}
