//! The urlkit answers of `docs/from-url.md`, each checked, so that the
//! table cannot drift from the code.

use urlkit::http9110::HttpUri;
use urlkit::{Host, ParseErrorKind, Resolver, Uri, UriRef};

#[test]
fn parsing_never_rewrites() {
    let uri = Uri::parse("HTTP://EXAMPLE.com:80/a/../b").unwrap();
    assert_eq!(uri.as_str(), "HTTP://EXAMPLE.com:80/a/../b");
    assert_eq!(uri.scheme(), "HTTP");
    assert_eq!(uri.port_u16(), Ok(Some(80)));
    assert_eq!(uri.normalize(), "http://example.com/b");
    assert_eq!(Uri::parse("http://h").unwrap().path(), "");
    assert_eq!(Uri::parse("http://h").unwrap().normalize(), "http://h/");
}

#[test]
fn refused_inputs_and_their_index() {
    for (text, index) in [
        ("http://example.com/a b", 20),
        ("http:\\\\example.com\\a", 5),
        (" http://example.com/ ", 0),
        ("http://münchen.de/", 8),
    ] {
        let err = Uri::parse(text).unwrap_err();
        assert_eq!(err.index(), index, "{text:?}: {err}");
    }
    let err = Uri::parse("http://example.com/a b").unwrap_err();
    assert_eq!(err.kind(), ParseErrorKind::InvalidPath);
}

#[test]
fn hosts() {
    let uri = Uri::parse("http://0x7f.1/").unwrap();
    assert_eq!(uri.host_typed(), Some(Host::RegName("0x7f.1")));
    let uri = Uri::parse("http:///a").unwrap();
    assert_eq!((uri.host(), uri.path()), (Some(""), "/a"));
    assert!(HttpUri::try_from(&uri).is_err());
    let uri = Uri::parse("http://[0:0::1]/").unwrap();
    assert_eq!(uri.host(), Some("[0:0::1]"));
    assert_eq!(uri.normalize(), "http://[::1]/");
}

#[test]
fn query_pairs_and_plus() {
    let uri = UriRef::parse("?x+y=a+b").unwrap();
    assert_eq!(uri.query_pairs().next(), Some(("x+y".into(), "a+b".into())));
    assert_eq!(uri.form_pairs().next(), Some(("x y".into(), "a b".into())));
    let mut uri = Uri::parse("http://h/").unwrap();
    uri.append_query_pair("a b", "1+1").unwrap();
    assert_eq!(uri, "http://h/?a%20b=1%2B1");
}

#[test]
fn join_answers() {
    let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
    assert_eq!(base.join("http:g").unwrap(), "http:g");
    let compat = Resolver::new().strict(false);
    assert_eq!(compat.join(&base, "http:g").unwrap(), "http://a/b/c/g");
    assert_eq!(base.join("//g").unwrap(), "http://g");
    assert_eq!(
        Resolver::new().normalize(true).join(&base, "//g").unwrap(),
        "http://g/"
    );
    assert_eq!(base.join("../g").unwrap(), "http://a/b/g");
    assert_eq!(base.join("g#s").unwrap(), "http://a/b/c/g#s");
}

#[test]
fn ports() {
    assert_eq!(Uri::parse("http://h:80").unwrap().port_u16(), Ok(Some(80)));
    for (scheme, port) in [
        ("ftp", 21),
        ("gopher", 70),
        ("nntp", 119),
        ("telnet", 23),
        ("wais", 210),
        ("prospero", 1525),
    ] {
        let uri = Uri::parse(&format!("{scheme}://h")).unwrap();
        assert_eq!(uri.port_or_default(), Ok(Some(port)));
    }
}

/// The rows of the lenient join, `HttpUrl` and `extend_query_pairs`, each
/// beside what `url` 2.5 answers for the same call.
#[test]
fn crawler_config_and_query_rows() {
    use urlkit::http9110::HttpUrl;
    let page = Uri::parse("http://example.com/blog/2024/post.html").unwrap();
    let theirs = url::Url::parse(page.as_str()).unwrap();
    for href in ["\\images\\logo.png", " ../a b.html#top ", "/search?q=a|b"] {
        let ours = Resolver::new()
            .normalize(true)
            .join_lenient(&page, href)
            .unwrap();
        let ours = ours.uri().as_str();
        let url_join = theirs.join(href).unwrap();
        // `url` leaves `|` raw in a query; RFC 3986 does not allow it.
        assert_eq!(ours.replace("%7C", "|"), url_join.as_str(), "{href:?}");
    }
    let config: HttpUrl = "https://api.example.com/v2/".parse().unwrap();
    assert_eq!(
        (config.host(), config.port_or_default()),
        (Some("api.example.com"), 443)
    );
    assert!("ftp://h/".parse::<HttpUrl>().is_err());
    let mut uri = Uri::parse("https://h/s").unwrap();
    uri.extend_query_pairs([("q", "a b"), ("n", "1")]).unwrap();
    let mut u = url::Url::parse("https://h/s").unwrap();
    u.query_pairs_mut().extend_pairs([("q", "a b"), ("n", "1")]);
    // A space is %20 in urlkit, `+` in `url`'s form encoding.
    assert_eq!(uri.as_str().replace("%20", "+"), u.as_str());
}

/// The display job: `url` with `idna::domain_to_unicode` shows the
/// all-Cyrillic host in Unicode; urlkit's display form keeps it, says why,
/// and leaves `%2F` encoded.
#[cfg(feature = "idna")]
#[test]
fn display_job() {
    let raw = "https://xn--80ak6aa92e.com/caf%C3%A9%2Fx";
    let url = url::Url::parse(raw).unwrap();
    let (host, _) = idna::domain_to_unicode(url.host_str().unwrap());
    assert_eq!(host, "аррӏе.com");
    let shown = Uri::parse(raw).unwrap().to_display();
    assert_eq!(shown.to_string(), "https://xn--80ak6aa92e.com/café%2Fx");
    assert_eq!(
        shown.kept()[0].to_string(),
        "host label 'xn--80ak6aa92e' is kept in A-labels: it is all Cyrillic letters that look like the Latin 'apple', under a top-level domain not of that script (IDN display rule 10)"
    );
}
