//! RFC 1738 scheme views: every example URL of the RFC 1738 documents,
//! the edges of each scheme's BNF, and build/parse round trips.
//!
//! The example URLs are copied from RFC 1738 (the sections are named in
//! each test); the spec README's English BNF copy (RFC 1738 §5) links two
//! more, named where they are used.

use std::borrow::Cow;

use proptest::prelude::*;
use urlkit::scheme::{
    check_host, classify, FileParts, FileUrl, FtpParts, FtpType, FtpUrl, GopherParts, GopherUrl,
    HttpParts, HttpUrl, MailtoParts, MailtoUrl, NewsKind, NewsParts, NewsUrl, NntpParts, NntpUrl,
    ProsperoParts, ProsperoUrl, SchemeData, SchemeError, SchemeErrorKind, TelnetParts, TelnetUrl,
    WaisKind, WaisParts, WaisUrl,
};
use urlkit::Uri;

fn uri(s: &str) -> Uri {
    Uri::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn owned(v: Option<Cow<'_, str>>) -> Option<String> {
    v.map(Cow::into_owned)
}

/// The FTP command lines for `url`, with `e@x` as the anonymous password.
fn ftp_commands(url: &str) -> Vec<String> {
    let u = uri(url);
    let ftp = FtpUrl::try_from(&u).unwrap();
    ftp.commands("e@x")
        .unwrap()
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// The error a view gives for `url`: (kind, index).
fn scheme_err(url: &str) -> (SchemeErrorKind, usize) {
    let u = uri(url);
    let err: SchemeError = match classify(&u) {
        Some(Err(e)) => e,
        Some(Ok(data)) => panic!("{url}: expected an error, got {data:?}"),
        None => panic!("{url}: no view"),
    };
    (err.kind(), err.index())
}

#[test]
fn rfc1738_3_1_empty_user_is_not_absent() {
    let cases = [
        ("ftp://@host.com/", Some(""), None),
        ("ftp://host.com/", None, None),
        ("ftp://foo:@host.com/", Some("foo"), Some("")),
    ];
    for (url, user, password) in cases {
        let u = uri(url);
        let ftp = FtpUrl::try_from(&u).unwrap();
        assert_eq!(ftp.user().as_deref(), user, "{url}");
        assert_eq!(ftp.password().as_deref(), password, "{url}");
        assert_eq!(ftp.host(), "host.com");
        assert_eq!(ftp.port(), 21);
        assert_eq!(ftp.name().as_deref(), Some(""));
    }
}

#[test]
fn rfc1738_3_2_2_ftp_url_path_as_commands() {
    assert_eq!(
        ftp_commands("ftp://myname@host.dom/%2Fetc/motd"),
        ["USER myname", "CWD /etc", "RETR motd"]
    );
    assert_eq!(
        ftp_commands("ftp://myname@host.dom/etc/motd"),
        ["USER myname", "CWD etc", "RETR motd"]
    );
    // "will do a CWD with a null argument, then CWD etc, and then RETR motd"
    assert_eq!(
        ftp_commands("ftp://myname@host.dom//etc/motd"),
        ["USER myname", "CWD ", "CWD etc", "RETR motd"]
    );
}

#[test]
fn rfc1738_appendix_examples() {
    let u = uri("ftp://info.cern.ch/pub/www/doc;type=d");
    let ftp = FtpUrl::try_from(&u).unwrap();
    assert_eq!(ftp.host(), "info.cern.ch");
    assert_eq!(ftp.cwd().collect::<Vec<_>>(), ["pub", "www"]);
    assert_eq!(ftp.name().as_deref(), Some("doc"));
    assert_eq!(ftp.typecode(), Some(FtpType::Directory));
    assert_eq!(
        ftp_commands("ftp://info.cern.ch/pub/www/doc;type=d"),
        [
            "USER anonymous",
            "PASS e@x",
            "CWD pub",
            "CWD www",
            "NLST doc"
        ]
    );

    let u = uri("ftp://ds.internic.net/rfc");
    let ftp = FtpUrl::try_from(&u).unwrap();
    assert_eq!(ftp.cwd().count(), 0);
    assert_eq!(ftp.name().as_deref(), Some("rfc"));
    assert_eq!(ftp.typecode(), None);

    // The fragment is outside the URL (appendix): the view ignores it.
    let u = uri("http://ds.internic.net/instructions/overview.html#WARNING");
    let http = HttpUrl::try_from(&u).unwrap();
    assert_eq!(http.host(), "ds.internic.net");
    assert_eq!(http.port(), 80);
    assert_eq!(http.path(), "/instructions/overview.html");
    assert_eq!(http.search(), None);
}

#[test]
fn rfc1738_references_ftp_urls() {
    // Section "References": (url, cwd, name, typecode). Two of them are
    // broken over two lines in the RFC; whitespace is dropped when
    // extracting them (appendix).
    let cases: &[(&str, &[&str], &str, Option<FtpType>)] = &[
        (
            "ftp://ds.internic.net/rfc/rfc1436.txt;type=a",
            &["rfc"],
            "rfc1436.txt",
            Some(FtpType::Ascii),
        ),
        (
            "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt",
            &["pub", "gopher", "gopher_protocol", "Gopher+"],
            "Gopher+.txt",
            None,
        ),
        (
            "ftp://ds.internic.net/rfc/rfc1630.txt",
            &["rfc"],
            "rfc1630.txt",
            None,
        ),
        (
            "ftp://info.cern.ch/pub/www/doc/http-spec.txt.Z",
            &["pub", "www", "doc"],
            "http-spec.txt.Z",
            None,
        ),
        (
            "ftp://ds.internic.net/rfc/rfc1123.txt",
            &["rfc"],
            "rfc1123.txt",
            None,
        ),
        (
            "ftp://ds.internic.net/rfc/rfc822.txt",
            &["rfc"],
            "rfc822.txt",
            None,
        ),
        (
            "ftp://quake.think.com/pub/wais/doc/protspec.txt",
            &["pub", "wais", "doc"],
            "protspec.txt",
            None,
        ),
        (
            "ftp://ds.internic.net/rfc/rfc1036.txt",
            &["rfc"],
            "rfc1036.txt",
            None,
        ),
        (
            "ftp://quake.think.com/pub/wais/doc/doc-ids.txt",
            &["pub", "wais", "doc"],
            "doc-ids.txt",
            None,
        ),
        (
            "ftp://ds.internic.net/rfc/rfc977.txt",
            &["rfc"],
            "rfc977.txt",
            None,
        ),
        (
            "ftp://ds.internic.net/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt",
            &["internet-drafts"],
            "draft-ietf-uri-irl-fun-req-02.txt",
            None,
        ),
        (
            "ftp://ds.internic.net/rfc/rfc1034.txt",
            &["rfc"],
            "rfc1034.txt",
            None,
        ),
        (
            "ftp://prospero.isi.edu/pub/prospero/doc/prospero-protocol.PS.Z",
            &["pub", "prospero", "doc"],
            "prospero-protocol.PS.Z",
            None,
        ),
        (
            "ftp://ds.internic.net/rfc/rfc959.txt",
            &["rfc"],
            "rfc959.txt",
            None,
        ),
        (
            "ftp://ds.internic.net/rfc/rfc1737.txt",
            &["rfc"],
            "rfc1737.txt",
            None,
        ),
        (
            "ftp://ds.internic.net/rfc/rfc1625.txt",
            &["rfc"],
            "rfc1625.txt",
            None,
        ),
        ("ftp://uu.psi.com/wp/nir.txt", &["wp"], "nir.txt", None),
    ];
    for &(url, cwd, name, typecode) in cases {
        let u = uri(url);
        let ftp = FtpUrl::try_from(&u).unwrap_or_else(|e| panic!("{url}: {e}"));
        assert_eq!(ftp.cwd().collect::<Vec<_>>(), cwd, "{url}");
        assert_eq!(ftp.name().as_deref(), Some(name), "{url}");
        assert_eq!(ftp.typecode(), typecode, "{url}");
        assert_eq!(ftp.user(), None, "{url}");
        assert_eq!(ftp.check_rfc1738_host(), Ok(()), "{url}");
    }
}

#[test]
fn rfc1738_1_and_spec_links_http_urls() {
    // §1 (the URI working group archive), and the two links at the top of
    // the English BNF copy in the spec folder.
    let cases = [
        (
            "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html",
            "www.acl.lanl.gov",
            "/URI/archive/uri-archive.index.html",
        ),
        (
            "http://www.ietf.org/rfc/rfc1738.txt",
            "www.ietf.org",
            "/rfc/rfc1738.txt",
        ),
        (
            "http://www.ietf.org/rfc/rfc822.txt",
            "www.ietf.org",
            "/rfc/rfc822.txt",
        ),
    ];
    for (url, host, path) in cases {
        let u = uri(url);
        let http = HttpUrl::try_from(&u).unwrap();
        assert_eq!((http.host().as_ref(), http.path()), (host, path), "{url}");
    }
}

#[test]
fn rfc1738_3_4_gopher_plus_strings() {
    // §3.4.4 to §3.4.8: the gopher+ strings of the examples, in URLs.
    let cases = [
        ("gopher://h/1sel%09%09+", "+"),
        ("gopher://h/1sel%09%09?", "?"),
        ("gopher://h/1sel%09%09!", "!"),
        ("gopher://h/1sel%09%09$", "$"),
        ("gopher://h/1sel%09%09!+ABSTRACT", "!+ABSTRACT"),
        (
            "gopher://h/1sel%09%09!+ABSTRACT%20+SMELL",
            "!+ABSTRACT +SMELL",
        ),
        (
            "gopher://h/1sel%09%09+application/postscript%20Es_ES",
            "+application/postscript Es_ES",
        ),
    ];
    for (url, plus) in cases {
        let u = uri(url);
        let g = GopherUrl::try_from(&u).unwrap();
        assert_eq!(g.gtype(), '1');
        assert_eq!(g.selector(), "sel");
        assert_eq!(g.search().as_deref(), Some(""), "{url}");
        assert_eq!(g.gopher_plus().as_deref(), Some(plus), "{url}");
        let mut request = b"sel\t\t".to_vec();
        request.extend_from_slice(plus.as_bytes());
        request.extend_from_slice(b"\r\n");
        assert_eq!(g.request(), request, "{url}");
    }
}

#[test]
fn rfc1738_3_4_9_gopher_plus_form() {
    // §3.4.9: the ASK block, with two item values filled in.
    let u = uri("gopher://h/1sel%09%09+%091%0D%0A+-1%0D%0Aone%0D%0Atwo%0D%0A.%0D%0A");
    let g = GopherUrl::try_from(&u).unwrap();
    assert_eq!(g.request(), b"sel\t\t+\t1\r\n+-1\r\none\r\ntwo\r\n.\r\n");
}

#[test]
fn rfc1738_3_4_gopher_forms() {
    let u = uri("gopher://gopher.example");
    let g = GopherUrl::try_from(&u).unwrap();
    assert_eq!((g.gtype(), g.selector().as_ref(), g.port()), ('1', "", 70));
    assert_eq!(g.request(), b"\r\n");
    // §3.4.1: a selector may start with a copy of the gophertype.
    let u = uri("gopher://h:7070/00/file");
    let g = GopherUrl::try_from(&u).unwrap();
    assert_eq!(
        (g.gtype(), g.selector().as_ref(), g.port()),
        ('0', "0/file", 7070)
    );
    assert_eq!(g.search(), None);
    assert_eq!(g.request(), b"0/file\r\n");
    // §3.4.2: a search.
    let u = uri("gopher://h/7/search%09rust%20lang");
    let g = GopherUrl::try_from(&u).unwrap();
    assert_eq!(owned(g.search()).as_deref(), Some("rust lang"));
    assert_eq!(g.gopher_plus(), None);
    assert_eq!(g.request(), b"/search\trust lang\r\n");
}

#[test]
fn rfc1738_3_6_news() {
    let u = uri("news:comp.infosystems.www.misc");
    let n = NewsUrl::try_from(&u).unwrap();
    assert_eq!(n.kind(), NewsKind::Group);
    assert_eq!(n.group(), Some("comp.infosystems.www.misc"));
    let u = uri("news:*");
    assert_eq!(NewsUrl::try_from(&u).unwrap().kind(), NewsKind::All);
    let u = uri("news:12345@host.dom");
    let n = NewsUrl::try_from(&u).unwrap();
    assert_eq!(n.kind(), NewsKind::Article);
    assert_eq!(n.article().as_deref(), Some("12345@host.dom"));
    assert_eq!(n.group(), None);
}

#[test]
fn rfc1738_3_10_file() {
    let u = uri("file://vms.host.edu/disk$user/my/notes/note12345.txt");
    let f = FileUrl::try_from(&u).unwrap();
    assert_eq!(f.host(), "vms.host.edu");
    assert_eq!(f.path(), "/disk$user/my/notes/note12345.txt");
    assert!(!f.is_local());
    for local in ["file:///etc/motd", "file://localhost/etc/motd"] {
        let u = uri(local);
        let f = FileUrl::try_from(&u).unwrap();
        assert!(f.is_local(), "{local}");
        assert_eq!(f.to_unix_path().unwrap().as_ref(), b"/etc/motd");
    }
}

#[test]
fn rfc1738_3_11_prospero() {
    let u = uri("prospero://host.dom//pros/name");
    let p = ProsperoUrl::try_from(&u).unwrap();
    assert_eq!(p.hsoname(), "/pros/name");
    assert_eq!(p.port(), 1525);
    assert_eq!(p.fields().count(), 0);
    // Several fields (§3.11 names OBJECT-VERSION).
    let u = uri("prospero://host.dom//pros/name;OBJECT-VERSION=3;k%3D=v%3Bw;empty=");
    let fields: Vec<(String, String)> = ProsperoUrl::try_from(&u)
        .unwrap()
        .fields()
        .map(|(n, v)| (n.into_owned(), v.into_owned()))
        .collect();
    let expected = [("OBJECT-VERSION", "3"), ("k=", "v;w"), ("empty", "")];
    let expected: Vec<(String, String)> = expected
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect();
    assert_eq!(fields, expected);
}

#[test]
fn bnf_edges_per_scheme() {
    let cases = [
        ("ftp://h/a;type=x", SchemeErrorKind::Ftptype, 15),
        ("ftp://h/a;type=", SchemeErrorKind::Ftptype, 15),
        ("ftp://h/a;mode=a", SchemeErrorKind::Fsegment, 9),
        ("ftp://h:99999/", SchemeErrorKind::Port, 8),
        ("http://u:p@h/", SchemeErrorKind::Hostport, 7),
        ("http://h?q", SchemeErrorKind::Hpath, 8),
        ("http://h/p?a/b", SchemeErrorKind::Search, 12),
        ("gopher://h/1a%0Ab", SchemeErrorKind::Selector, 12),
        ("gopher://h/7a%09b?c", SchemeErrorKind::Search, 17),
        ("mailto:nobody", SchemeErrorKind::Encoded822addr, 13),
        ("news:1comp.lang", SchemeErrorKind::Group, 5),
        ("news:", SchemeErrorKind::Grouppart, 5),
        ("news:id@", SchemeErrorKind::Toplabel, 8),
        ("nntp://h/g/12a", SchemeErrorKind::Article, 13),
        ("nntp://h/", SchemeErrorKind::Group, 9),
        ("telnet://h/path", SchemeErrorKind::Telneturl, 11),
        ("telnet://h/?x", SchemeErrorKind::Telneturl, 11),
        ("wais://h/db/type", SchemeErrorKind::Waisurl, 16),
        ("wais://h/db/t/p?x", SchemeErrorKind::Waisurl, 15),
        ("wais://h/d@b", SchemeErrorKind::Database, 10),
        ("file://host", SchemeErrorKind::Fpath, 11),
        ("file://h:21/x", SchemeErrorKind::Hostport, 8),
        ("prospero://h/x;noequals", SchemeErrorKind::Fieldspec, 14),
        ("prospero://h/x;a=b=c", SchemeErrorKind::Fieldvalue, 18),
        ("ftp:relative/path", SchemeErrorKind::IpSchemepart, 4),
    ];
    for (url, kind, index) in cases {
        assert_eq!(scheme_err(url), (kind, index), "{url}");
    }
    let valid = [
        "ftp://h/a;type=A",
        "ftp://h/a;type=i",
        "ftp://h",
        "http://h",
        "http://h/",
        "http://h/p?a=1&b=2;c:d@e",
        "gopher://h",
        "gopher://h/",
        "gopher://h/0",
        "gopher://h/7sel%09search",
        "gopher://h/1sel%09%09+",
        "news:a.b+c_d-e9",
        "nntp://h/g",
        "nntp://h/g/12",
        "telnet://h",
        "telnet://h/",
        "telnet://u:p@h:2323/",
        "wais://h/db",
        "wais://h/db?search",
        "wais://h/db/wtype/wpath",
        "file:///",
        "prospero://h/x;a=1;b=2;c=3",
    ];
    for url in valid {
        let u = uri(url);
        assert!(matches!(classify(&u), Some(Ok(_))), "{url}");
    }
}

#[test]
fn rfc1738_3_9_wais_forms() {
    let cases = [
        ("wais://h/db", WaisKind::Database, "db", None, None),
        (
            "wais://h/db?a%20b",
            WaisKind::Index,
            "db",
            Some("a b"),
            None,
        ),
        (
            "wais://h/db/TEXT/0%2F1",
            WaisKind::Doc,
            "db",
            None,
            Some(("TEXT", "0/1")),
        ),
    ];
    for (url, kind, database, search, doc) in cases {
        let u = uri(url);
        let w = WaisUrl::try_from(&u).unwrap();
        assert_eq!(w.kind(), kind, "{url}");
        assert_eq!(w.database(), database);
        assert_eq!(owned(w.search()).as_deref(), search);
        let got = w.wtype().zip(w.wpath());
        assert_eq!(got.as_ref().map(|(t, p)| (t.as_ref(), p.as_ref())), doc);
    }
}

#[test]
fn rfc1738_host_rule_is_separate_from_rfc3986() {
    // RFC 3986 accepts these hosts; RFC 1738's own rule does not.
    for (url, kind, index) in [
        (
            "ftp://under_score.example/",
            SchemeErrorKind::Domainlabel,
            11,
        ),
        ("ftp://host.9com/", SchemeErrorKind::Toplabel, 11),
        ("ftp://1.2.3/", SchemeErrorKind::Hostnumber, 11),
        ("ftp://[::1]/", SchemeErrorKind::Toplabel, 6),
    ] {
        let u = uri(url);
        let ftp = FtpUrl::try_from(&u).expect("valid for the view");
        let err = ftp.check_rfc1738_host().unwrap_err();
        assert_eq!((err.kind(), err.index()), (kind, index), "{url}");
    }
    assert!(check_host("ds.internic.net").is_ok());
}

#[test]
fn classify_picks_the_view() {
    let u = uri("nntp://news.example/comp.lang/7");
    assert!(matches!(classify(&u), Some(Ok(SchemeData::Nntp(_)))));
    assert!(classify(&uri("https://h/")).is_none());
    assert!(classify(&uri("urn:a:b")).is_none());
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
        prop_assert_eq!(owned(ftp.user()), user.map(str::to_owned));
        prop_assert_eq!(owned(ftp.password()), password.map(str::to_owned));
        prop_assert_eq!(ftp.host(), host.as_str());
        prop_assert_eq!(ftp.port(), port.unwrap_or(21));
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
        prop_assert_eq!(http.host(), host.as_str());
        prop_assert_eq!(http.port(), port.unwrap_or(80));
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
        prop_assert_eq!((n.host().into_owned(), n.port(), n.group(), n.article()),
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
        prop_assert_eq!(owned(t.user()), user.map(str::to_owned));
        prop_assert_eq!(owned(t.password()), password.map(str::to_owned));
        prop_assert_eq!(t.port(), port.unwrap_or(23));
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
    for part in [ftp.user().unwrap(), ftp.name().unwrap(), ftp.host()]
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
