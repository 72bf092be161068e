//! RFC 9110 §4.2 and §7.2, RFC 9112 §3.2-3.3: the http(s) view, `Host`
//! and authority-form parsing with every error, the four request-target
//! forms and the target URI rebuilt from them.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use urlkit::http9110::{HttpErrorKind, HttpUri, RequestTarget};
use urlkit::{Authority, AuthorityErrorKind, Host, ParseErrorKind, Uri, UriRef, UriRefView};

#[test]
fn every_authority_error_has_its_kind_and_index() {
    use AuthorityErrorKind as K;
    let cases: &[(&str, K, usize)] = &[
        ("", K::EmptyHost, 0),
        (":80", K::EmptyHost, 0),
        ("user@example.com", K::Userinfo, 4),
        ("u:p@h:1", K::Userinfo, 3),
        ("example.com/", K::PathOrQuery, 11),
        ("example.com:80/index.html", K::PathOrQuery, 14),
        ("h?q", K::PathOrQuery, 1),
        ("h#f", K::PathOrQuery, 1),
        ("exa mple.com", K::InvalidHost, 3),
        ("h\\evil", K::InvalidHost, 1),
        ("[::1", K::InvalidIpLiteral, 4),
        ("[::1]x", K::InvalidIpLiteral, 5),
        ("[:::1]", K::InvalidIpv6, 3),
        ("[v1.a b]", K::InvalidIpvFuture, 5),
        ("h%4", K::InvalidPercentEncoding, 1),
        ("h:8o", K::InvalidPort, 3),
        ("h:-1", K::InvalidPort, 2),
    ];
    for &(text, kind, index) in cases {
        let err = Authority::parse(text).unwrap_err();
        assert_eq!((err.kind(), err.index()), (kind, index), "{text:?}");
        assert!(
            err.to_string().contains(&format!("at index {index}")),
            "{err}"
        );
    }
    // The CONNECT form (RFC 9112 §3.2.3) also needs a port in range.
    let err = Authority::parse_connect("h").unwrap_err();
    assert_eq!((err.kind(), err.index()), (K::MissingPort, 1));
    let err = Authority::parse_connect("h:").unwrap_err();
    assert_eq!((err.kind(), err.index()), (K::MissingPort, 2));
    let err = Authority::parse_connect("h:65536").unwrap_err();
    assert_eq!((err.kind(), err.index()), (K::PortOutOfRange, 2));
}

#[test]
fn authorities_that_parse() {
    let a = Authority::parse("www.example.org:8001").unwrap();
    assert_eq!(
        (a.host(), a.port(), a.port_u16()),
        ("www.example.org", Some("8001"), Ok(Some(8001)))
    );
    let a = Authority::parse("[2001:db8::7]").unwrap();
    assert_eq!(a.host_typed(), Host::Ipv6("2001:db8::7".parse().unwrap()));
    assert_eq!(a.port(), None);
    let a = Authority::parse("192.0.2.1:").unwrap();
    assert_eq!(a.host_typed(), Host::Ipv4(Ipv4Addr::new(192, 0, 2, 1)));
    assert_eq!((a.port(), a.port_u16()), (Some(""), Ok(None)));
    assert_eq!(
        Authority::parse("caf%C3%A9.example").unwrap().host(),
        "caf%C3%A9.example"
    );
    assert_eq!(
        Authority::parse_connect("[::1]:443").unwrap().port_u16(),
        Ok(Some(443))
    );
}

#[test]
fn origin_form_and_host_make_the_target_uri() {
    // RFC 9112 §3.3's example.
    let t = RequestTarget::parse("GET", "/pub/WWW/TheProject.html").unwrap();
    assert_eq!(t, RequestTarget::Origin("/pub/WWW/TheProject.html"));
    let uri = t
        .effective_uri("http", Some("www.example.org:8080"))
        .unwrap();
    assert_eq!(uri, "http://www.example.org:8080/pub/WWW/TheProject.html");
    // Over TLS the scheme is https; the query stays; "//" starts a path.
    let t = RequestTarget::parse("GET", "/where?q=now&x=/?").unwrap();
    assert_eq!(
        t.effective_uri("https", Some("h")).unwrap(),
        "https://h/where?q=now&x=/?"
    );
    let t = RequestTarget::parse("GET", "//a/b").unwrap();
    let uri = t.effective_uri("http", Some("h")).unwrap();
    assert_eq!((uri.host(), uri.path()), (Some("h"), "//a/b"));
}

#[test]
fn absolute_form_ignores_host() {
    // RFC 9112 §3.2.2: "MUST ignore the received Host header field".
    let t = RequestTarget::parse("GET", "http://www.example.org/pub/WWW/TheProject.html").unwrap();
    assert!(matches!(t, RequestTarget::Absolute(_)));
    let uri = t.effective_uri("https", Some("other.example")).unwrap();
    assert_eq!(uri, "http://www.example.org/pub/WWW/TheProject.html");
    let uri = t.effective_uri("https", None).unwrap();
    assert_eq!(uri.host(), Some("www.example.org"));
}

#[test]
fn authority_form_is_connect_only() {
    // RFC 9112 §3.2.3's example.
    let t = RequestTarget::parse("CONNECT", "www.example.com:80").unwrap();
    assert!(matches!(t, RequestTarget::Authority(a) if a.port_u16() == Ok(Some(80))));
    assert_eq!(
        t.effective_uri("http", None).unwrap(),
        "http://www.example.com:80"
    );
    let err = RequestTarget::parse("CONNECT", "/index.html").unwrap_err();
    assert_eq!(
        err.kind(),
        HttpErrorKind::Authority(AuthorityErrorKind::EmptyHost)
    );
    let err = RequestTarget::parse("CONNECT", "www.example.com").unwrap_err();
    assert_eq!(
        (err.kind(), err.index()),
        (
            HttpErrorKind::Authority(AuthorityErrorKind::MissingPort),
            15
        )
    );
    // Any other method reads "host:port" as an absolute URI whose scheme
    // is "host": what RFC 9112 §3.2 gives without the method.
    let t = RequestTarget::parse("GET", "example.com:80").unwrap();
    assert!(matches!(t, RequestTarget::Absolute(u) if u.scheme() == "example.com"));
}

#[test]
fn asterisk_form_is_options_only() {
    // RFC 9112 §3.2.4's example and §3.3: empty path and query.
    let t = RequestTarget::parse("OPTIONS", "*").unwrap();
    assert_eq!(t, RequestTarget::Asterisk);
    assert_eq!(
        t.effective_uri("http", Some("www.example.org:8001"))
            .unwrap(),
        "http://www.example.org:8001"
    );
    let err = RequestTarget::parse("GET", "*").unwrap_err();
    assert_eq!(
        (err.kind(), err.index()),
        (HttpErrorKind::AsteriskNotOptions, 0)
    );
    // OPTIONS may use the other forms too.
    assert!(matches!(
        RequestTarget::parse("OPTIONS", "/a").unwrap(),
        RequestTarget::Origin(_)
    ));
}

#[test]
fn request_target_errors() {
    use HttpErrorKind as K;
    let cases: &[(&str, &str, K, usize)] = &[
        ("GET", "", K::EmptyTarget, 0),
        ("GET", "/a b", K::Target(ParseErrorKind::InvalidPath), 2),
        ("GET", "/a?b c", K::Target(ParseErrorKind::InvalidQuery), 4),
        ("GET", "/a#f", K::Fragment, 2),
        ("GET", "/a?q#f", K::Fragment, 4),
        ("GET", "http://h/#f", K::Fragment, 9),
        ("GET", "a b", K::Target(ParseErrorKind::InvalidScheme), 1),
        (
            "GET",
            "http://h h/",
            K::Target(ParseErrorKind::InvalidHost),
            8,
        ),
    ];
    for &(method, target, kind, index) in cases {
        let err = RequestTarget::parse(method, target).unwrap_err();
        assert_eq!((err.kind(), err.index()), (kind, index), "{target:?}");
        assert!(
            err.to_string().contains(&format!("at index {index}")),
            "{err}"
        );
    }
}

#[test]
fn host_header_missing_empty_or_invalid() {
    // RFC 9112 §3.3: then the authority is empty, which http and https
    // do not allow: an error the server answers with 400 or a default.
    let t = RequestTarget::parse("GET", "/").unwrap();
    assert_eq!(
        t.effective_uri("http", None).unwrap_err().kind(),
        HttpErrorKind::MissingHost
    );
    assert_eq!(
        t.effective_uri("http", Some("")).unwrap_err().kind(),
        HttpErrorKind::MissingHost
    );
    let err = t.effective_uri("http", Some("a@b")).unwrap_err();
    assert_eq!(
        (err.kind(), err.index()),
        (HttpErrorKind::Authority(AuthorityErrorKind::Userinfo), 1)
    );
    let err = t.effective_uri("http", Some("h/x")).unwrap_err();
    assert_eq!(
        err.kind(),
        HttpErrorKind::Authority(AuthorityErrorKind::PathOrQuery)
    );
    assert_eq!(
        t.effective_uri("1http", Some("h")).unwrap_err().kind(),
        HttpErrorKind::InvalidScheme
    );
    assert_eq!(
        t.effective_uri("http", None.or(Some("default.example")))
            .unwrap(),
        "http://default.example/"
    );
}

#[test]
fn http_uri_view() {
    let uri = Uri::parse("HTTPS://user:pw@Example.COM:8443?x=1#frag").unwrap();
    let h = HttpUri::try_from(&uri).unwrap();
    assert!(h.is_https());
    assert!(h.has_userinfo());
    assert_eq!(h.port_or_default(), 8443);
    assert_eq!(h.authority(), "Example.COM:8443");
    assert_eq!(h.path_and_query(), "/?x=1");
    assert_eq!(HttpUri::parse("http://h").unwrap().port_or_default(), 80);
    assert_eq!(
        HttpUri::parse("http://h/a/b;c").unwrap().path_and_query(),
        "/a/b;c"
    );
    // RFC 9110 §4.2.1: an empty host is invalid; so is no authority.
    for bad in ["http:///a", "http:/a", "http://:80/", "https://u@/"] {
        let err = HttpUri::new(urlkit::UriView::parse(bad).unwrap()).unwrap_err();
        assert_eq!(err.kind(), HttpErrorKind::EmptyHost, "{bad}");
    }
    let err = HttpUri::parse("ftp://h/").unwrap_err();
    assert!(matches!(err, urlkit::Error::Http(e) if e.kind() == HttpErrorKind::NotHttp));
    let err = HttpUri::parse("http://h:70000/").unwrap_err();
    assert!(
        matches!(err, urlkit::Error::Http(e) if e.kind() == HttpErrorKind::PortOutOfRange && e.index() == 9)
    );
}

#[test]
fn port_or_default_for_every_known_scheme() {
    let table = [
        ("ftp", Some(21)),
        ("http", Some(80)),
        ("https", Some(443)),
        ("ws", Some(80)),
        ("wss", Some(443)),
        ("gopher", Some(70)),
        ("nntp", Some(119)),
        ("telnet", Some(23)),
        ("wais", Some(210)),
        ("prospero", Some(1525)),
        ("mailto", None),
        ("news", None),
        ("file", None),
        ("urn", None),
    ];
    for (scheme, port) in table {
        let text = format!("{}://h/", scheme.to_uppercase());
        assert_eq!(
            Uri::parse(&text).unwrap().port_or_default(),
            Ok(port),
            "{scheme}"
        );
        assert_eq!(
            UriRefView::parse(&text).unwrap().port_or_default(),
            Ok(port),
            "{scheme}"
        );
        let empty = format!("{scheme}://h:/");
        assert_eq!(
            UriRef::parse(&empty).unwrap().port_or_default(),
            Ok(port),
            "{scheme}"
        );
        let explicit = format!("{scheme}://h:0081/");
        assert_eq!(
            Uri::parse(&explicit).unwrap().port_or_default(),
            Ok(Some(81))
        );
        assert_eq!(
            urlkit::scheme::default_port(scheme),
            port,
            "one table: scheme::default_port agrees"
        );
    }
    assert_eq!(UriRef::parse("//h").unwrap().port_or_default(), Ok(None));
    assert!(Uri::parse("http://h:65536")
        .unwrap()
        .port_or_default()
        .is_err());
}

#[test]
fn host_display_and_ip() {
    let cases = [
        ("http://example.com/", "example.com", None),
        (
            "http://192.0.2.1/",
            "192.0.2.1",
            Some(IpAddr::V4(Ipv4Addr::new(192, 0, 2, 1))),
        ),
        (
            "http://[0:0::1]/",
            "[::1]",
            Some(IpAddr::V6(Ipv6Addr::LOCALHOST)),
        ),
        ("http://[v7.x]/", "[v7.x]", None),
        ("http://127.1/", "127.1", None),
    ];
    for (text, shown, ip) in cases {
        let uri = Uri::parse(text).unwrap();
        let host = uri.host_typed().unwrap();
        assert_eq!(host.to_string(), shown);
        assert_eq!(host.ip(), ip);
        assert_eq!(format!("{host:-^12}").len(), shown.len().max(12));
    }
    assert_eq!(format!("{:>7}", Host::Ipv6(Ipv6Addr::LOCALHOST)), "  [::1]");
}

#[cfg(feature = "std")]
#[test]
fn socket_addresses_of_ip_hosts() {
    use std::net::SocketAddr;
    let addrs: Vec<SocketAddr> = HttpUri::parse("https://[::1]/")
        .unwrap()
        .to_socket_addrs()
        .unwrap()
        .collect();
    assert_eq!(addrs, ["[::1]:443".parse::<SocketAddr>().unwrap()]);
    let addrs: Vec<SocketAddr> = Uri::parse("gopher://127.0.0.1/")
        .unwrap()
        .to_socket_addrs()
        .unwrap()
        .collect();
    assert_eq!(addrs, ["127.0.0.1:70".parse::<SocketAddr>().unwrap()]);
    assert!(Uri::parse("urn:x").unwrap().to_socket_addrs().is_err());
    assert!(
        Uri::parse("foo://h/").unwrap().to_socket_addrs().is_err(),
        "no port, no default"
    );
    assert!(Uri::parse("http://[v1.x]/")
        .unwrap()
        .to_socket_addrs()
        .is_err());
}

/// The owned `HttpUrl` checks exactly what the borrowed `HttpUri` checks,
/// keeps the text, and reads through the accessors of `Uri`.
#[test]
fn owned_http_url() {
    use urlkit::http9110::HttpUrl;
    let cases: &[(&str, Option<(bool, u16)>)] = &[
        ("http://example.com", Some((false, 80))),
        ("HTTPS://Example.com:/a?b#c", Some((true, 443))),
        ("https://[::1]:8443/", Some((true, 8443))),
        ("http://u:p@h:0/", Some((false, 0))),
        ("http:///a", None),
        ("http:/a", None),
        ("https://:443/", None),
        ("http://h:65536/", None),
        ("ftp://h/", None),
        ("ws://h/", None),
        ("httpx://h/", None),
    ];
    for &(text, want) in cases {
        let owned = HttpUrl::parse(text);
        let borrowed = HttpUri::parse(text);
        assert_eq!(owned.is_ok(), borrowed.is_ok(), "{text}");
        match (owned, want) {
            (Ok(u), Some((https, port))) => {
                assert_eq!((u.is_https(), u.port_or_default()), (https, port), "{text}");
                assert_eq!(u.as_str(), text);
                assert_eq!(u.to_string(), text);
                assert_eq!(AsRef::<str>::as_ref(&u), text);
                let b = borrowed.unwrap();
                assert_eq!(u.as_http_uri(), b);
                assert_eq!(u.host(), Some(b.host()));
                let uri = Uri::parse(text).unwrap();
                assert_eq!(u.components(), uri.components(), "the accessors are Uri's");
                assert_eq!(HttpUrl::try_from(uri.clone()).unwrap(), u);
                assert_eq!(HttpUrl::try_from(uri.as_view()).unwrap(), u);
                assert_eq!(Uri::from(u.clone()), uri);
                assert_eq!(text.parse::<HttpUrl>().unwrap(), u);
            }
            (Err(e), None) => {
                // The same error as the borrowed type's.
                assert_eq!(e.to_string(), borrowed.unwrap_err().to_string(), "{text}");
            }
            (got, want) => panic!("{text}: {got:?}, want {want:?}"),
        }
    }
    let err = HttpUrl::try_from(Uri::parse("mailto:a@b").unwrap()).unwrap_err();
    assert_eq!(err.kind(), HttpErrorKind::NotHttp);
    assert!(matches!(
        "/relative".parse::<HttpUrl>(),
        Err(urlkit::Error::Parse(_))
    ));
}

proptest::proptest! {
    /// On text of the shape of an http(s) URI, the owned and borrowed
    /// types accept the same, with the same port and text.
    #[test]
    fn owned_and_borrowed_agree(s in "(https?|HTTP|ftp|h)(:|://)([a-z.]{0,6}|\\[::1\\])(:[0-9]{0,6})?(/[a-z]{0,3})?(\\?q)?(#f)?") {
        let owned = urlkit::http9110::HttpUrl::parse(&s);
        let borrowed = HttpUri::parse(&s);
        proptest::prop_assert_eq!(owned.is_ok(), borrowed.is_ok());
        if let (Ok(o), Ok(b)) = (owned, borrowed) {
            proptest::prop_assert_eq!(o.port_or_default(), b.port_or_default());
            proptest::prop_assert_eq!(o.as_str(), s.as_str());
            proptest::prop_assert_eq!(o.as_http_uri(), b);
        }
    }
}
