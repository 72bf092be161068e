//! RFC 1738 scheme views, built from their parts: each builder encodes
//! with its scheme's rules, and building then parsing gives the same parts
//! back (property tests); views borrow the URI's text.

use std::borrow::Cow;

use proptest::prelude::*;
use urlkit::scheme::{
    classify, FileParts, FileUrl, FtpParts, FtpType, FtpUrl, GopherParts, GopherUrl, HttpParts,
    HttpUrl, MailtoParts, MailtoUrl, NewsKind, NewsParts, NewsUrl, NntpParts, NntpUrl,
    ProsperoParts, ProsperoUrl, SchemeErrorKind, TelnetParts, TelnetUrl, WaisParts, WaisUrl,
};
use urlkit::Uri;

fn uri(s: &str) -> Uri {
    Uri::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn owned(v: Option<Cow<'_, str>>) -> Option<String> {
    v.map(Cow::into_owned)
}

#[test]
fn builders_encode_per_scheme() {
    let ftp = FtpParts {
        user: Some("a@b"),
        password: Some("p:w"),
        host: "h",
        cwd: &["x;y", "/etc"],
        name: Some("n?#"),
        ..FtpParts::default()
    };
    assert_eq!(
        ftp.to_uri().unwrap().as_str(),
        "ftp://a%40b:p%3Aw@h/x%3By/%2Fetc/n?%23"
    );
    let err = FtpParts {
        host: "h",
        password: Some("p"),
        ..FtpParts::default()
    }
    .to_uri()
    .unwrap_err();
    assert_eq!(err.kind(), SchemeErrorKind::User);
    let err = HttpParts {
        host: "a b",
        ..HttpParts::default()
    }
    .to_uri()
    .unwrap_err();
    assert_eq!(err.kind(), SchemeErrorKind::Host);
    let err = GopherParts {
        host: "h",
        selector: "a\tb",
        ..GopherParts::default()
    }
    .to_uri()
    .unwrap_err();
    assert_eq!(err.kind(), SchemeErrorKind::Selector);
    let err = WaisParts {
        host: "h",
        search: Some("s"),
        doc: Some(("t", "p")),
        ..WaisParts::default()
    }
    .to_uri()
    .unwrap_err();
    assert_eq!(err.kind(), SchemeErrorKind::Waisurl);
    assert_eq!(
        MailtoParts { addr: "nobody" }.to_uri().unwrap_err().kind(),
        SchemeErrorKind::Encoded822addr
    );
}

// Round trips: build from parts, parse, read the same parts back.

fn host() -> impl Strategy<Value = String> {
    "[a-z][a-z0-9-]{0,6}[a-z0-9](\\.[a-z][a-z0-9]{0,6}){0,2}"
}

fn text() -> impl Strategy<Value = String> {
    any::<String>()
}

/// Text without tab, CR or LF (gopher selector and search).
fn line() -> impl Strategy<Value = String> {
    "[^\t\r\n]*"
}

proptest! {
    #[test]
    fn ftp_round_trip(
        host in host(),
        port in proptest::option::of(any::<u16>()),
        login in proptest::option::of((text(), proptest::option::of(text()))),
        path in proptest::option::of((proptest::collection::vec(text(), 0..4), text(),
            proptest::option::of(prop_oneof![Just(FtpType::Ascii), Just(FtpType::Image), Just(FtpType::Directory)]))),
    ) {
        let (user, password) = match &login {
            Some((u, p)) => (Some(u.as_str()), p.as_deref()),
            None => (None, None),
        };
        let cwd: Vec<&str> = path.as_ref().map(|(c, _, _)| c.iter().map(String::as_str).collect()).unwrap_or_default();
        let parts = FtpParts {
            user, password, host: &host, port, cwd: &cwd,
            name: path.as_ref().map(|(_, n, _)| n.as_str()),
            typecode: path.as_ref().and_then(|(_, _, t)| *t),
        };
        let built = parts.to_uri().unwrap();
        let reparsed = uri(built.as_str());
        let ftp = FtpUrl::try_from(&reparsed).unwrap();
        prop_assert_eq!(owned(ftp.login().user()), user.map(str::to_owned));
        prop_assert_eq!(owned(ftp.login().password()), password.map(str::to_owned));
        prop_assert_eq!(ftp.login().host(), host.as_str());
        prop_assert_eq!(ftp.login().port(), port.unwrap_or(21));
        prop_assert_eq!(ftp.cwd().collect::<Vec<_>>(), cwd.clone());
        prop_assert_eq!(owned(ftp.name()), parts.name.map(str::to_owned));
        prop_assert_eq!(ftp.typecode(), parts.typecode);
    }

    #[test]
    fn http_round_trip(
        host in host(),
        port in proptest::option::of(any::<u16>()),
        segments in proptest::collection::vec(text(), 0..4),
        search in proptest::option::of("[a-zA-Z0-9;:@&=$_.+!*'(),~-]*"),
    ) {
        let segs: Vec<&str> = segments.iter().map(String::as_str).collect();
        let built = HttpParts { host: &host, port, segments: &segs, search: search.as_deref() }.to_uri().unwrap();
        let reparsed = uri(built.as_str());
        let http = HttpUrl::try_from(&reparsed).unwrap();
        prop_assert_eq!(http.login().host(), host.as_str());
        prop_assert_eq!(http.login().port(), port.unwrap_or(80));
        let expected: Vec<&str> = if segs.is_empty() && search.is_some() { vec![""] } else { segs };
        prop_assert_eq!(http.segments().collect::<Vec<_>>(), expected);
        prop_assert_eq!(http.search(), search.as_deref());
    }

    #[test]
    fn gopher_round_trip(
        host in host(),
        gtype in proptest::option::of(proptest::char::range(' ', '~')),
        selector in line(),
        query in proptest::option::of((line(), proptest::option::of(text()))),
    ) {
        let parts = GopherParts {
            host: &host,
            port: None,
            gtype,
            selector: &selector,
            search: query.as_ref().map(|(s, _)| s.as_str()),
            gopher_plus: query.as_ref().and_then(|(_, p)| p.as_deref()),
        };
        let built = parts.to_uri().unwrap();
        let reparsed = uri(built.as_str());
        let g = GopherUrl::try_from(&reparsed).unwrap();
        prop_assert_eq!(g.gtype(), gtype.unwrap_or('1'));
        prop_assert_eq!(g.selector(), selector.as_str());
        prop_assert_eq!(owned(g.search()), parts.search.map(str::to_owned));
        prop_assert_eq!(owned(g.gopher_plus()), parts.gopher_plus.map(str::to_owned));
    }

    #[test]
    fn mailto_round_trip(local in ".+", domain in "[^@]+") {
        let addr = format!("{local}@{domain}");
        let built = MailtoParts { addr: &addr }.to_uri().unwrap();
        let reparsed = uri(built.as_str());
        prop_assert_eq!(MailtoUrl::try_from(&reparsed).unwrap().addr(), addr.as_str());
    }

    #[test]
    fn news_round_trip(group in "[a-zA-Z][a-zA-Z0-9.+_-]{0,20}", unique in ".+", host in host()) {
        let built = NewsParts::Group(&group).to_uri().unwrap();
        let reparsed = uri(built.as_str());
        prop_assert_eq!(NewsUrl::try_from(&reparsed).unwrap().group(), Some(group.as_str()));
        let id = format!("{unique}@{host}");
        let built = NewsParts::Article(&id).to_uri().unwrap();
        let reparsed = uri(built.as_str());
        let news = NewsUrl::try_from(&reparsed).unwrap();
        prop_assert_eq!(news.kind(), NewsKind::Article);
        prop_assert_eq!(owned(news.article()), Some(id));
    }

    #[test]
    fn nntp_round_trip(host in host(), port in proptest::option::of(any::<u16>()),
                       group in "[a-zA-Z][a-zA-Z0-9.+_-]{0,20}", article in proptest::option::of(any::<u64>())) {
        let built = NntpParts { host: &host, port, group: &group, article }.to_uri().unwrap();
        let reparsed = uri(built.as_str());
        let n = NntpUrl::try_from(&reparsed).unwrap();
        prop_assert_eq!((n.login().host().into_owned(), n.login().port(), n.group(), n.article()),
                        (host.clone(), port.unwrap_or(119), group.as_str(), article));
    }

    #[test]
    fn telnet_round_trip(host in host(), port in proptest::option::of(any::<u16>()),
                         login in proptest::option::of((text(), proptest::option::of(text())))) {
        let (user, password) = match &login {
            Some((u, p)) => (Some(u.as_str()), p.as_deref()),
            None => (None, None),
        };
        let built = TelnetParts { user, password, host: &host, port }.to_uri().unwrap();
        let reparsed = uri(built.as_str());
        let t = TelnetUrl::try_from(&reparsed).unwrap();
        prop_assert_eq!(owned(t.login().user()), user.map(str::to_owned));
        prop_assert_eq!(owned(t.login().password()), password.map(str::to_owned));
        prop_assert_eq!(t.login().port(), port.unwrap_or(23));
    }

    #[test]
    fn wais_round_trip(host in host(), database in text(),
                       form in prop_oneof![
                           Just((None, None)),
                           text().prop_map(|s| (Some(s), None)),
                           (text(), text()).prop_map(|d| (None, Some(d))),
                       ]) {
        let (search, doc) = form;
        let parts = WaisParts {
            host: &host, port: None, database: &database,
            search: search.as_deref(),
            doc: doc.as_ref().map(|(t, p)| (t.as_str(), p.as_str())),
        };
        let built = parts.to_uri().unwrap();
        let reparsed = uri(built.as_str());
        let w = WaisUrl::try_from(&reparsed).unwrap();
        prop_assert_eq!(w.database(), database.as_str());
        prop_assert_eq!(owned(w.search()), parts.search.map(str::to_owned));
        prop_assert_eq!(owned(w.wtype()), parts.doc.map(|d| d.0).map(str::to_owned));
        prop_assert_eq!(owned(w.wpath()), parts.doc.map(|d| d.1).map(str::to_owned));
    }

    #[test]
    fn file_round_trip(host in prop_oneof![Just(String::new()), Just("localhost".to_owned()), host()],
                       segments in proptest::collection::vec("[^/\u{0}]*", 0..5)) {
        let path = format!("/{}", segments.join("/"));
        let built = FileParts { host: &host, path: &path }.to_uri().unwrap();
        let reparsed = uri(built.as_str());
        let f = FileUrl::try_from(&reparsed).unwrap();
        prop_assert_eq!(f.host(), host.as_str());
        prop_assert_eq!(f.path(), path.as_str());
        if f.is_local() {
            prop_assert_eq!(f.to_unix_path().unwrap().into_owned(), path.as_bytes().to_vec());
        }
    }

    #[test]
    fn prospero_round_trip(host in host(), hsoname in text(),
                           fields in proptest::collection::vec((text(), text()), 0..4)) {
        let pairs: Vec<(&str, &str)> = fields.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
        let built = ProsperoParts { host: &host, port: None, hsoname: &hsoname, fields: &pairs }.to_uri().unwrap();
        let reparsed = uri(built.as_str());
        let p = ProsperoUrl::try_from(&reparsed).unwrap();
        prop_assert_eq!(p.hsoname(), hsoname.as_str());
        let got: Vec<(String, String)> = p.fields().map(|(n, v)| (n.into_owned(), v.into_owned())).collect();
        prop_assert_eq!(got, fields);
    }

    /// A view never panics, and an error's index lies within the URI.
    #[test]
    fn views_never_panic(tail in "[a-zA-Z0-9%:/?@;=&.+_~!$'()*,-]{0,30}",
                         scheme in prop_oneof![Just("ftp"), Just("http"), Just("gopher"), Just("mailto"),
                             Just("news"), Just("nntp"), Just("telnet"), Just("wais"), Just("file"), Just("prospero")]) {
        let text = format!("{scheme}:{tail}");
        if let Ok(u) = Uri::parse(&text) {
            if let Some(Err(e)) = classify(&u) {
                prop_assert!(e.index() <= text.len(), "{} {}", text, e);
            }
        }
    }
}

/// Whether `part` lies inside `text` (a borrow, not a copy).
fn within(text: &str, part: &str) -> bool {
    let range = text.as_bytes().as_ptr_range();
    let p = part.as_ptr();
    range.start <= p && p <= range.end
}

#[test]
fn views_borrow_the_uri_text() {
    let u = uri("ftp://user@host.dom/pub/file.txt");
    let text = u.as_str();
    let ftp = FtpUrl::try_from(&u).unwrap();
    for part in [
        ftp.login().user().unwrap(),
        ftp.name().unwrap(),
        ftp.login().host(),
    ]
    .into_iter()
    .chain(ftp.cwd())
    {
        assert!(
            matches!(part, Cow::Borrowed(p) if within(text, p)),
            "{part}"
        );
    }
    // Decoding is the only copy, and only when there is an escape.
    let u = uri("ftp://h/a%20b");
    assert!(matches!(
        FtpUrl::try_from(&u).unwrap().name(),
        Some(Cow::Owned(_))
    ));
    let u = uri("nntp://h/alt.test/1");
    let nntp = NntpUrl::try_from(&u).unwrap();
    assert!(within(u.as_str(), nntp.group()));
    // A view also comes from a borrowed UriView.
    let view = urlkit::UriView::parse("news:alt.test").unwrap();
    let news = NewsUrl::try_from(view).unwrap();
    assert!(within(view.as_str(), news.group().unwrap()));
}
