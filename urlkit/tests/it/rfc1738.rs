//! RFC 1738 scheme views: every example URL of the RFC 1738 documents,
//! the edges of each scheme's BNF (builders and round trips are in
//! `rfc1738_build.rs`).
//!
//! The example URLs are copied from RFC 1738 (the sections are named in
//! each test); the spec README's English BNF copy (RFC 1738 §5) links two
//! more, named where they are used.

use std::borrow::Cow;

use urlkit::scheme::{
    check_host, classify, FileUrl, FtpType, FtpUrl, GopherUrl, HttpUrl, NewsKind, NewsUrl,
    ProsperoUrl, SchemeData, SchemeError, SchemeErrorKind, WaisKind, WaisUrl,
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
        assert_eq!(ftp.login().user().as_deref(), user, "{url}");
        assert_eq!(ftp.login().password().as_deref(), password, "{url}");
        assert_eq!(ftp.login().host(), "host.com");
        assert_eq!(ftp.login().port(), 21);
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
    assert_eq!(ftp.login().host(), "info.cern.ch");
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
    assert_eq!(http.login().host(), "ds.internic.net");
    assert_eq!(http.login().port(), 80);
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
        assert_eq!(ftp.login().user(), None, "{url}");
        assert_eq!(ftp.login().check_rfc1738_host(), Ok(()), "{url}");
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
        assert_eq!(
            (http.login().host().as_ref(), http.path()),
            (host, path),
            "{url}"
        );
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
    assert_eq!(
        (g.gtype(), g.selector().as_ref(), g.login().port()),
        ('1', "", 70)
    );
    assert_eq!(g.request(), b"\r\n");
    // §3.4.1: a selector may start with a copy of the gophertype.
    let u = uri("gopher://h:7070/00/file");
    let g = GopherUrl::try_from(&u).unwrap();
    assert_eq!(
        (g.gtype(), g.selector().as_ref(), g.login().port()),
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
    assert_eq!(p.login().port(), 1525);
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
        ("file://h:21/x", SchemeErrorKind::FileHost, 8),
        ("prospero://h/x;noequals", SchemeErrorKind::Fieldspec, 14),
        ("prospero://h/x;a=b=c", SchemeErrorKind::Fieldvalue, 18),
        ("ftp:relative/path", SchemeErrorKind::IpSchemepart, 4),
    ];
    for (url, kind, index) in cases {
        assert_eq!(scheme_err(url), (kind, index), "{url}");
    }
    // The message names what is wrong: a file URL has no port.
    let u = uri("file://h:21/x");
    let Some(Err(e)) = classify(&u) else {
        panic!("file://h:21/x should fail")
    };
    assert!(e.to_string().contains("port not allowed"), "{e}");
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
        let err = ftp.login().check_rfc1738_host().unwrap_err();
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
