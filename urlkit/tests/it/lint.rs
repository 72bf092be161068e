//! Lint: for every code, URIs that must trigger it and URIs that must not;
//! the severities the RFCs' words call for; and properties (never panics,
//! spans inside the text, `inet_aton` agrees with `std::net`).

use std::net::Ipv4Addr;

use proptest::prelude::*;
use urlkit::lint::{inet_aton, lint, lint_view, Code, Linter, Severity, Warning};
use urlkit::{UriRef, UriRefView};

fn warnings(uri: &str) -> Vec<Warning> {
    lint(&UriRef::parse(uri).unwrap_or_else(|e| panic!("{uri}: {e}")))
}

fn find(uri: &str, code: Code) -> Option<Warning> {
    warnings(uri).into_iter().find(|w| w.code() == code)
}

/// (code, URIs that trigger it, URIs that must not).
/// Hosts with another site's registrable domain in front of their own:
/// the check needs the Public Suffix List (features `psl` and `std`).
#[cfg(all(feature = "psl", feature = "std"))]
const DECEPTIVE: &[&str] = &[
    "http://paypal.com.secure-login.example.net/",
    "https://support-appleid.com.x.example/",
    "https://login.paypal.co.uk.evil.example/signin",
    "https://www.amazon.co.jp.access.example.jp/",
    "https://me.github.io.example.net/",
];
#[cfg(not(all(feature = "psl", feature = "std")))]
const DECEPTIVE: &[&str] = &[];

/// Host labels browsers show in A-labels (Chromium's IDN display policy,
/// `docs/idn.md` in the Chromium tree): the check needs the `idna` feature.
#[cfg(feature = "idna")]
const CONFUSABLE: &[&str] = &[
    // idn.md rule 10's example: аррӏе, all Cyrillic, under .com.
    "http://xn--80ak6aa92e.com/",
    // The same, percent-encoded UTF-8.
    "http://%D0%B0%D1%80%D1%80%D3%8F%D0%B5.com/",
    // Rule 11: Cyrillic з (looks like 3) and ASCII digits.
    "http://%D0%B733.example/",
    // Rule 12: a dotless ı with an acute accent.
    "http://%C4%B1%CC%81.example/",
];
#[cfg(not(feature = "idna"))]
const CONFUSABLE: &[&str] = &[];

const CASES: &[(Code, &[&str], &[&str])] = &[
    (
        Code::ConfusableHost,
        CONFUSABLE,
        &[
            // The same label under a Cyrillic ccTLD, and ordinary IDNs.
            "http://xn--80ak6aa92e.ru/",
            "http://xn--80ak6aa92e.xn--p1ai/",
            "http://xn--mnchen-3ya.de/",
            "http://%E4%BE%8B%E3%81%88.example/",
            "http://example.com/",
            // Latin mixed with Cyrillic: mixed-script-host says it once.
            "http://xn--pple-43d.com/",
        ],
    ),
    (
        Code::PasswordInUserinfo,
        &["ftp://user:secret@ftp.example/", "http://:pw@h/"],
        &[
            "ftp://user@ftp.example/",
            "ftp://foo:@host.com/",
            "http://h/a:b@c",
        ],
    ),
    (
        Code::UserinfoLooksLikeHost,
        &[
            "http://trusted.example@evil.example/",
            "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
            "http://10.0.0.1@evil.example/",
            "http://www%2Epaypal.com@evil.example/",
            "http://trusted.example.com@evil.example/",
            "http://www.bank.de@evil.example/",
            "http://login.bank.internal@evil.example/",
            "http://www.paypal.com.secure-login@evil.example/",
        ],
        &[
            "http://user@example.com/",
            "ftp://anonymous@ftp.example/",
            "http://a.b@h/",
            "http://john.smith@example.com/",
            "ftp://jane.doe:pw@ftp.example/",
            "http://first.middle.last@example.com/",
            "http://jan.de.vries@example.com/",
        ],
    ),
    (
        Code::OtherServicePort,
        &[
            "gopher://mail.example:25/",
            "http://h:6379/",
            "ftp://h:22/",
            "foo://h:11211/",
        ],
        &[
            "http://h:80/",
            "gopher://h:70/",
            "http://h:8080/",
            "https://h:80/",
            "smtp://h:25/",
        ],
    ),
    (
        Code::NonDefaultPort,
        &["http://h:8080/", "http://h:81/", "https://h:8443/"],
        &["http://h:80/", "https://h:443/", "http://h/", "foo://h:81/"],
    ),
    (
        Code::PortOutOfRange,
        &["http://h:65536/", "http://h:99999999999999999999/"],
        &["http://h:65535/", "http://h:1/"],
    ),
    (
        Code::OddPortForm,
        &["http://h:0080/", "http://h:/", "http://h:0/"],
        &["http://h:80/", "http://h:8080/", "http://h/"],
    ),
    (
        Code::EncodedNewline,
        &[
            "gopher://127.0.0.1:6379/_SET%20k%20v%0D%0A",
            "telnet://h/%0d%0a",
            "http://h/?a=%0A",
            "http://h/#%0d",
        ],
        &["http://h/%20", "http://h/%30", "http://h/a%2B"],
    ),
    (
        Code::EncodedNul,
        &["http://h/file.txt%00.png", "http://h/?f=%00"],
        &["http://h/%100", "http://h/00"],
    ),
    (
        Code::EncodedControl,
        &["http://h/%07", "http://h/%7F", "http://h/a%09b"],
        &["gopher://h/1sel%09search", "http://h/%20", "http://h/%7E"],
    ),
    (
        Code::EncodedSeparator,
        &["http://h/a%2Fb", "http://h/a%2fb", "http://h/a%5Cb"],
        &["http://h/a/b", "http://h/?a=%2F", "http://h/a%2Eb"],
    ),
    (
        Code::EncodedDotSegment,
        &[
            "http://h/a/%2e%2e/b",
            "http://h/a/.%2E/b",
            "http://h/a/%2e/b",
            "http://h/a/%252e%252e/b",
        ],
        &[
            "http://h/a/../b",
            "http://h/a/%2e%2e%2e/b",
            "http://h/a.%2e.b/",
        ],
    ),
    (
        Code::DoubleEncoding,
        &[
            "http://h/a/%252e%252e/b",
            "http://h/%250d%250a",
            "http://h/?q=%2541",
        ],
        &["http://h/%25", "http://h/%25zz", "http://h/%2e"],
    ),
    (
        Code::DotSegment,
        &[
            "http://h/a/../b",
            "http://h/./a",
            "http://h/a/..",
            "foo:a/./b",
        ],
        &[
            "http://h/a/b",
            "../a/b",
            "./a",
            "http://h/.a/..b/...",
            "http://h/a/%2e%2e/b",
        ],
    ),
    (
        Code::PathAboveRoot,
        &[
            "http://h/../../etc/passwd",
            "http://h/a/../../x",
            "/../x",
            "file:///../x",
        ],
        &[
            "http://h/a/../b",
            "http://h/a/b/../../c",
            "../../x",
            "a/../../x",
        ],
    ),
    (
        Code::DeviceName,
        &[
            "file:///c:/con/x",
            "file:///x/aux.txt",
            "http://h/lpt1",
            "http://h/NUL",
            "file:///c:/CONOUT$",
            "http://h/con%20.txt",
            "http://h/Clock$",
        ],
        &[
            "http://h/console",
            "http://h/lpt0",
            "http://h/com10",
            "http://h/auxiliary",
        ],
    ),
    (
        Code::RareIpv4Form,
        &[
            "http://2130706433/",
            "http://0x7f.1/",
            "http://0177.0.0.1/",
            "http://127.1/",
            "http://017700000001/",
            "http://127.0.0.1./",
            "http://0x7F000001/",
            "http://%31%32%37.1/",
        ],
        &[
            "http://127.0.0.1/",
            "http://256.0.0.1/",
            "http://1.2.3.4.5/",
            "http://example.com/",
            "http://08.0.0.1/",
        ],
    ),
    (
        Code::SpecialAddress,
        &[
            "http://127.0.0.1/",
            "http://0.0.0.0/",
            "http://169.254.169.254/latest/meta-data/",
            "http://[::1]/",
            "http://[::]/",
            "http://[::ffff:127.0.0.1]/",
            "http://[fe80::1]/",
            "http://10.1.2.3/",
            "http://localhost:8080/",
            "http://a.localhost./",
            "http://2130706433/",
        ],
        &[
            "http://192.0.2.1/",
            "http://[2001:db8::1]/",
            "http://example.com/",
            "http://8.8.8.8/",
            "http://localhostx/",
        ],
    ),
    (
        Code::EncodedHost,
        &[
            "http://example.com%2F10.0.0.1/",
            "http://%6c%6f%63%61%6c%68%6f%73%74/",
            "http://a%2Eb.example/",
            "http://%E4%BE%8B.example/",
        ],
        &["http://example.com/%2F", "http://xn--fsq.example/"],
    ),
    (
        Code::MixedScriptHost,
        // "pаypal" with a Cyrillic а (U+0430), percent-encoded.
        &["http://p%D0%B0ypal.example/", "http://%CE%B1b.example/"],
        &[
            "http://%E4%BE%8B%E3%81%88.example/",
            "http://%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.example/",
            "http://paypal.example/",
            "http://xn--80ak6aa92e.com/",
            "http://xn--mnchen-3ya.de/",
        ],
    ),
    (
        Code::LookalikeDelimiter,
        &[
            "http://evil%E3%80%82com/",
            "http://example.com%EF%BC%83@evil.com",
            "http://bad.c%E2%84%80.good.com/",
            "http://evil%E2%92%88com/",
            // "a⒈" in punycode: U+2488 becomes "1." under NFKC.
            "http://xn--a-ecp.ru/",
        ],
        &[
            "http://%E4%BE%8B.example/",
            "http://example.com/%EF%BC%83",
            "http://xn--bcher-kva.example/",
        ],
    ),
    (
        Code::FileSystemSpecial,
        &[
            "http://h/.../x",
            "file:///a/..../b",
            "http://h/a/%2e%2e%2e/b",
            "http://h/admin.",
            "http://h/admin%20",
            "http://h/web.config::$DATA",
            "http://h/PROGRA~1/x",
        ],
        &[
            "http://h/a.b/c",
            "http://h/...a/",
            "http://h/a/../b",
            "http://h/a/./b",
            "http://h/~user/",
            "http://h/a~1b",
            "http://h/a:b",
        ],
    ),
    (
        Code::SuspiciousPunycode,
        &[
            "http://xn--example-.org/",
            "http://a.xn--/",
            "http://xn--example-9c.org/",
            "http://xn--zz.example/",
            "http://xn--99999999.example/",
            "http://xn---.example/",
        ],
        &[
            "http://xn--fsq.example/",
            "http://xn--bcher-kva.example/",
            "http://xn--mnchen-3ya.de/",
            "http://xn--80ak6aa92e.com/",
        ],
    ),
    (
        Code::DnsLength,
        &[],
        &["http://example.com/", "http://a.b.c.d.e.f.example/"],
    ),
    (
        Code::HostAfterDelimiter,
        &[
            "http://example.com#@evil.com/",
            "http://1.2.3.4:81#@5.6.7.8:82/aaa/b?q",
            "ldap://127.0.0.1#.evil.com/a",
            "http://h/?next=@evil.example",
            // Not only the first '@': a parser splitting at the last one
            // reads evil.example.
            "http://h/#x@y@evil.example/",
        ],
        &[
            "http://h/#section@2",
            "http://h/?email=a@b",
            "http://h/#.hidden",
            "mailto:a@b.example",
        ],
    ),
    (
        Code::MissingHost,
        &["http:///example.com", "http:example.com", "https:/x"],
        &["file:///etc/passwd", "http://h/", "urn:x:y", "mailto:a@b"],
    ),
    (
        Code::FileRemoteHost,
        &["file://server/share/x", "file://10.0.0.1/c$/"],
        &[
            "file:///etc/hosts",
            "file://localhost/etc/hosts",
            "file://LOCALHOST/x",
        ],
    ),
    (
        Code::TelnetPath,
        &["telnet://h/x", "telnet://h//"],
        &["telnet://h", "telnet://h/", "telnet://user@h:23/"],
    ),
    (
        Code::FtpType,
        &["ftp://h/x;type=z", "ftp://h/x;type="],
        &[
            "ftp://h/x;type=a",
            "ftp://h/x;type=I",
            "ftp://h/x",
            "http://h/x;type=z",
        ],
    ),
    (
        Code::ObsoleteScheme,
        &["wais://h/db", "prospero://h/x"],
        &["http://h/", "gopher://h/"],
    ),
    (
        Code::ScriptScheme,
        &[
            "javascript:alert(1)",
            "JavaScript:void(0)",
            "vbscript:msgbox",
            "data:text/html,%3Cscript%3Ealert(1)%3C/script%3E",
            "data:image/svg+xml;base64,PHN2Zz4=",
            "DATA:Text/HTML;charset=utf-8,hi",
            "data:application/javascript,alert(1)",
        ],
        &[
            "data:text/plain,hi",
            "data:,hi",
            "data:image/png;base64,iVBOR",
            "https://h/javascript:x",
            "javascripts:x",
        ],
    ),
    (
        Code::SchemeLooksLikeHost,
        &[
            "www.example.com:8080/path",
            "localhost:3000/api",
            "LOCALHOST:3000",
            "example.com:80",
            "a.b:1?q",
        ],
        &[
            "com.example.app:/callback",
            "com.example.app:123456",
            "http://www.example.com:8080/path",
            "localhost:x",
            "iris.beep:foo",
            "urn:isbn:0451450523",
        ],
    ),
    (
        Code::SecretInQuery,
        &[
            "https://h/?access_token=abc",
            "https://h/?a=1&api-key=abc",
            "https://h/cb?code=1;client_secret=x",
            "https://h/?PASSWORD=x",
            "https://h/?github_token=x",
            "https://h/?sessionid=x",
            "https://h/?auth_token=x",
        ],
        &[
            "https://h/?page=2",
            "https://h/?token=",
            "https://h/?tokens=1",
            "https://h/#access_token=x",
            // Site ids and authors, not secrets (seen in real URL lists).
            "https://www.mass.gov/?pageID=osdhomepage&sid=Aosd",
            "https://h/LPMFrame.asp?CMD=ArticleSearch&AUTH=23",
        ],
    ),
    (Code::TooLong, &[], &["http://example.com/"]),
    (
        Code::DeceptiveSubdomain,
        DECEPTIVE,
        &[
            "https://www.example.co.uk/",
            "https://a.b.example.com/",
            "https://docs.example.com.invalid/",
            "https://foo.github.io/",
            "http://paypal.com/",
            "http://192.168.1.1/",
            "http://[::1]/",
            "mailto:a@paypal.com.example.net",
            // One-label country codes and newer generic domains are
            // words in subdomains.
            "https://www.us.example.com/",
            "https://www.ag.example.edu/",
            "https://storage.cloud.example.com/",
            "https://www.bank.de.example.com/",
            "https://www.net.example.edu/",
        ],
    ),
    // A zone parses only with `ParseOptions::zone_id`: the warning is
    // tested in tests/it/iri.rs (`lint_warns_about_zone_identifiers`).
    (
        Code::ZoneId,
        &[],
        &["http://[fe80::1]/", "http://[::1]:80/"],
    ),
];

#[test]
fn every_code_triggers_and_stays_quiet() {
    for (code, yes, no) in CASES {
        for uri in *yes {
            assert!(
                find(uri, *code).is_some(),
                "{uri} should warn {code}: {:?}",
                warnings(uri)
            );
        }
        for uri in *no {
            assert!(
                find(uri, *code).is_none(),
                "{uri} should not warn {code}: {:?}",
                warnings(uri)
            );
        }
    }
}

#[test]
fn every_code_is_tested() {
    for code in Code::ALL {
        assert!(
            CASES.iter().any(|(c, _, _)| c == code),
            "{code} has no case"
        );
    }
}

#[test]
fn punycode_is_decoded_for_the_script_check() {
    // "аpple" with a Cyrillic а (U+0430): the ASCII form hides the mix.
    let w = find("http://xn--pple-43d.com/", Code::MixedScriptHost).expect("mixed scripts");
    assert!(w.message().contains("Cyrillic"), "{}", w.message());
    assert!(find("http://xn--80ak6aa92e.com/", Code::MixedScriptHost).is_none());
}

/// The whole-script confusable that `mixed-script-host` cannot see is a
/// `confusable-host` that names the Latin look-alike.
#[cfg(feature = "idna")]
#[test]
fn confusable_host_names_the_latin_look_alike() {
    let w = find("http://xn--80ak6aa92e.com/", Code::ConfusableHost).expect("confusable");
    assert!(w.message().contains("Cyrillic"), "{}", w.message());
    assert!(w.message().contains("'apple'"), "{}", w.message());
    assert_eq!(w.severity(), urlkit::lint::Severity::Danger);
}

#[test]
fn dns_length() {
    let label = "a".repeat(64);
    assert!(find(&format!("http://{label}.example/"), Code::DnsLength).is_some());
    let ok = "a".repeat(63);
    assert!(find(&format!("http://{ok}.example/"), Code::DnsLength).is_none());
    let name = format!("{ok}.{ok}.{ok}.{}", "a".repeat(62)); // 254 bytes
    assert_eq!(name.len(), 254);
    assert!(find(&format!("http://{name}/"), Code::DnsLength).is_some());
    let name = format!("{ok}.{ok}.{ok}.{}", "a".repeat(61)); // 253 bytes
    assert!(find(&format!("http://{name}/"), Code::DnsLength).is_none());
    // The final dot of an absolute name does not count.
    assert!(find(&format!("http://{name}./"), Code::DnsLength).is_none());
}

#[test]
fn too_long() {
    let long = format!("http://h/{}", "a".repeat(8000));
    let w = find(&long, Code::TooLong).unwrap();
    assert_eq!(w.span(), 0..long.len());
    let ok = format!("http://h/{}", "a".repeat(8000 - 9));
    assert_eq!(ok.len(), 8000);
    assert!(find(&ok, Code::TooLong).is_none());
}

#[test]
fn clean_uris_have_no_warnings() {
    for uri in [
        "https://example.com/",
        "http://www.ietf.org/rfc/rfc2396.txt",
        "ftp://ftp.is.co.za/rfc/rfc1808.txt",
        "mailto:John.Doe@example.com",
        "news:comp.infosystems.www.servers.unix",
        "tel:+1-816-555-1212",
        "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
        "http://[2001:db8::7]/c=GB?objectClass?one",
        "foo://example.com:8042/over/there?name=ferret#nose",
        "file:///etc/hosts",
        "../a/b?c#d",
        "gopher://gopher.example:70/1sel%09search",
        "http://%E4%BE%8B%E3%81%88.example/",
    ] {
        let w = warnings(uri);
        assert!(
            w.iter().all(|w| w.severity() == Severity::Info),
            "{uri}: {w:?}"
        );
    }
    assert!(warnings("https://example.com/a?b=1#c").is_empty());
}

/// RFC 1738 §6: a port in the reserved space that is not the scheme's
/// default is worse than one above it, and another service's port worst.
#[test]
fn port_severities() {
    let sev = |uri: &str| {
        warnings(uri)
            .into_iter()
            .filter(|w| matches!(w.code(), Code::NonDefaultPort | Code::OtherServicePort))
            .map(|w| w.severity())
            .max()
    };
    assert_eq!(sev("http://h:8080/"), Some(Severity::Info));
    assert_eq!(sev("http://h:81/"), Some(Severity::Warning));
    assert_eq!(sev("gopher://h:25/"), Some(Severity::Danger));
    assert_eq!(sev("http://h:443/"), Some(Severity::Warning));
    assert_eq!(sev("http://h:80/"), None);
    let w = find("gopher://mail.example:25/", Code::OtherServicePort).unwrap();
    assert!(w.message().contains("smtp") && w.message().contains("70"));
}

#[test]
fn spans_point_at_components() {
    let uri = "ftp://ann:pw@h.example:2100/a/%2e%2e/b?token=x#f";
    let at = |code| {
        let w = find(uri, code).unwrap();
        &uri[w.span()]
    };
    assert_eq!(at(Code::PasswordInUserinfo), "pw");
    assert_eq!(at(Code::NonDefaultPort), "2100");
    assert_eq!(at(Code::EncodedDotSegment), "%2e%2e");
    assert_eq!(at(Code::SecretInQuery), "token=x");
    let uri = "http://0x7f.1/";
    assert_eq!(
        &uri[find(uri, Code::RareIpv4Form).unwrap().span()],
        "0x7f.1"
    );
    let uri = "http://h#@evil.com";
    assert_eq!(
        &uri[find(uri, Code::HostAfterDelimiter).unwrap().span()],
        "@evil.com"
    );
    let uri = "http://h/%0D%0A";
    assert_eq!(&uri[find(uri, Code::EncodedNewline).unwrap().span()], "%0D");
}

#[test]
fn severities_of_the_rfc_examples() {
    let sev = |uri, code| find(uri, code).unwrap().severity();
    assert_eq!(
        sev("ftp://u:p@h/", Code::PasswordInUserinfo),
        Severity::Danger
    );
    assert_eq!(
        sev(
            "http://trusted.example@evil.example/",
            Code::UserinfoLooksLikeHost
        ),
        Severity::Danger
    );
    assert_eq!(
        sev("telnet://h/%0D%0A", Code::EncodedNewline),
        Severity::Danger
    );
    assert_eq!(sev("http://127.1/", Code::RareIpv4Form), Severity::Danger);
    assert_eq!(
        sev("http://127.1/", Code::SpecialAddress),
        Severity::Warning
    );
    assert_eq!(
        sev("http://10.0.0.1/", Code::SpecialAddress),
        Severity::Info
    );
    assert_eq!(
        sev("http://h/a/%2e%2e/b", Code::EncodedDotSegment),
        Severity::Danger
    );
    assert_eq!(
        sev("http://h/a/%2e/b", Code::EncodedDotSegment),
        Severity::Warning
    );
}

#[test]
fn warnings_are_ordered_by_start() {
    let w = warnings("ftp://u:p@[::ffff:127.0.0.1]:0021/a/../../%2e%2E/x%252f;type=q?token=abc");
    assert!(w.len() >= 8);
    assert!(w.windows(2).all(|p| p[0].start() <= p[1].start()));
}

#[test]
fn inet_aton_forms() {
    let lo = Some(Ipv4Addr::LOCALHOST);
    for form in [
        "127.0.0.1",
        "127.1",
        "127.0.1",
        "0x7f.1",
        "0x7F.0.0.1",
        "0177.0.0.1",
        "017700000001",
        "2130706433",
        "0x7f000001",
        "127.0.0.1.",
        "0x7f.0x0.0x0.0x1",
    ] {
        assert_eq!(inet_aton(form), lo, "{form}");
    }
    // inet_aton (strtoul) takes any number of leading zeros: padding must
    // not hide an address from a filter.
    let padded = format!("0x{}7f.{}1", "0".repeat(70), "0".repeat(70));
    assert_eq!(inet_aton(&padded), lo);
    assert!(find(&format!("http://{padded}/"), Code::RareIpv4Form).is_some());
    assert_eq!(inet_aton("0xff.0xff.0377.255"), Some(Ipv4Addr::BROADCAST));
    assert_eq!(inet_aton("1.2.3.0x"), Some(Ipv4Addr::new(1, 2, 3, 0)));
    for bad in [
        "",
        ".",
        "1.2.3.4.5",
        "256.1.1.1",
        "1.2.3.256",
        "1.2.65536",
        "08.1.1.1",
        "0x",
        "1..2",
        "4294967296",
        "a.b.c.d",
        "1.2.3.4..",
        "0xg",
        "-1",
        "+1",
        "1.2.3.4 ",
    ] {
        if bad == "0x" {
            assert_eq!(inet_aton(bad), Some(Ipv4Addr::UNSPECIFIED));
            continue;
        }
        assert_eq!(inet_aton(bad), None, "{bad:?}");
    }
}

proptest! {
    #[test]
    fn inet_aton_agrees_with_std_on_dotted_decimal(a: u8, b: u8, c: u8, d: u8) {
        let s = format!("{a}.{b}.{c}.{d}");
        prop_assert_eq!(inet_aton(&s), Some(Ipv4Addr::new(a, b, c, d)));
        prop_assert_eq!(inet_aton(&u32::from(Ipv4Addr::new(a, b, c, d)).to_string()), Some(Ipv4Addr::new(a, b, c, d)));
        prop_assert_eq!(inet_aton(&format!("{:#x}.0{:o}.{}.{}", a, b, c, d)), Some(Ipv4Addr::new(a, b, c, d)));
    }

    #[test]
    fn inet_aton_never_panics(s in "[0-9xX.a-f]{0,40}") {
        let _ = inet_aton(&s);
    }

    #[test]
    fn punycode_labels_never_panic(labels in prop::collection::vec("(xn|XN)--[a-zA-Z0-9-]{0,70}", 1..4)) {
        let s = format!("http://{}.example/", labels.join("."));
        let uri = UriRef::parse(&s).unwrap();
        for w in lint(&uri) {
            prop_assert!(w.end() <= s.len());
        }
    }

    #[test]
    fn lint_never_panics_and_spans_fit(s in "[a-z]{1,5}:(//([a-z.:%0-9@]|%[0-9a-fA-F]{2}|\\[::1\\]){0,30})?([/.a-z%0-9?#@;=&]|%[0-9a-fA-F]{2}){0,40}") {
        if let Ok(uri) = UriRef::parse(&s) {
            for w in lint(&uri) {
                prop_assert!(w.start() <= w.end() && w.end() <= s.len(), "{:?} in {}", w, s);
                prop_assert!(s.is_char_boundary(w.start()) && s.is_char_boundary(w.end()));
                prop_assert!(!w.message().is_empty());
            }
        }
    }

    /// One linter reused over many URIs (its slots holding the warnings
    /// and messages of the ones before, some of them filtered) gives for
    /// each exactly what `lint_view` returns.
    #[test]
    fn a_reused_linter_gives_what_lint_view_gives(
        uris in prop::collection::vec("[a-zA-Z]{1,6}:(//([a-zA-Z.:%0-9@-]|%[0-9a-fA-F]{2}|xn--[a-z0-9]{1,8}|\\[::1\\]){0,30})?([/.a-zA-Z%0-9?#@;=&~$ -]|%[0-9a-fA-F]{2}){0,40}", 1..12),
        keep_danger in any::<bool>(),
    ) {
        let mut linter = Linter::new();
        for s in &uris {
            let Ok(uri) = UriRefView::parse(s) else { continue };
            let expected = lint_view(uri);
            prop_assert_eq!(linter.lint_view(uri), expected.as_slice(), "{}", s);
            prop_assert_eq!(linter.warnings(), expected.as_slice());
            if keep_danger {
                linter.retain(|w| w.severity() == Severity::Danger);
                let dangers: Vec<Warning> =
                    expected.into_iter().filter(|w| w.severity() == Severity::Danger).collect();
                prop_assert_eq!(linter.warnings(), dangers.as_slice());
            }
        }
    }

    #[test]
    fn lint_never_panics_on_any_reference(s in any::<String>()) {
        if let Ok(uri) = UriRef::parse(&s) {
            for w in lint(&uri) {
                prop_assert!(w.end() <= s.len());
            }
        }
    }
}

#[test]
fn output_stays_small_for_huge_uris() {
    let uri = format!("http://h/{}", "../".repeat(100_000));
    let w = warnings(&uri);
    assert!(!w.is_empty());
    assert!(w.len() <= 16 * Code::ALL.len(), "{}", w.len());
    let long = format!("http://h/a%2F{}", "b".repeat(100_000));
    let w = find(&long, Code::EncodedSeparator).unwrap();
    assert!(w.message().len() < 300, "{}", w.message());
    assert!(w.message().contains('…'));
    let port = format!("http://h:{}/", "9".repeat(10_000));
    assert!(find(&port, Code::PortOutOfRange).unwrap().message().len() < 300);
}

/// The checks that compare without a lowercase copy read the scheme,
/// device names and parameter names case-insensitively, and messages show
/// the scheme in lowercase.
#[test]
fn case_is_ignored_without_copies() {
    let w = find("HTTP://h:25/", Code::OtherServicePort).unwrap();
    assert_eq!(
        w.message(),
        "port 25 is smtp's well-known port, not http's default 80: the request may reach the \
         smtp service, which would read it as commands (RFC 1738 §6)"
    );
    assert!(warnings("Http://h:80/").is_empty());
    let w = find("https:example.com/x", Code::MissingHost).unwrap();
    assert!(
        w.message()
            .ends_with("probably meant 'https://example.com/x'"),
        "{}",
        w.message()
    );
    let w = find("http:relative/x", Code::MissingHost).unwrap();
    assert!(!w.message().contains("probably meant"), "{}", w.message());
    let w = find("www.example.com:8080/path", Code::SchemeLooksLikeHost).unwrap();
    assert_eq!((w.span(), w.severity()), (0..20, Severity::Warning));
    assert!(
        w.message()
            .contains("probably meant 'http://www.example.com:8080/path'"),
        "{}",
        w.message()
    );
    let w = find("javascript:alert(1)", Code::ScriptScheme).unwrap();
    assert_eq!((w.span(), w.severity()), (0..10, Severity::Danger));
    let w = find("WAIS://h/x", Code::ObsoleteScheme).unwrap();
    assert_eq!(
        w.message(),
        "the wais scheme is obsolete: no current client speaks it"
    );
    for seg in ["CON", "Lpt1.txt", "%43on", "nul%20%20", "CONIN$", "aux.a.b"] {
        let uri = format!("http://h/{seg}");
        assert!(find(&uri, Code::DeviceName).is_some(), "{uri}");
    }
    for seg in ["com0", "lpt10", "conx", "co", ".con", "lpt%31%31"] {
        let uri = format!("http://h/{seg}");
        assert!(find(&uri, Code::DeviceName).is_none(), "{uri}");
    }
    for q in [
        "Access-Token=1",
        "MY-API-KEY=1",
        "x_Secret=1",
        "%50assword=1",
    ] {
        let uri = format!("http://h/?{q}");
        assert!(find(&uri, Code::SecretInQuery).is_some(), "{uri}");
    }
    for q in ["token", "tokens=1", "_token_=1", "oken=1"] {
        let uri = format!("http://h/?{q}");
        assert!(find(&uri, Code::SecretInQuery).is_none(), "{uri}");
    }
}

/// `Warnings::has` and `contains` answer for each code exactly whether a
/// warning of that code is in the list, on `lint`'s Vec and on the
/// linter's slice.
#[test]
fn warnings_has_and_contains() {
    use urlkit::lint::Warnings;
    let mut linter = Linter::new();
    for text in [
        "http://trusted.example@evil.example:8080/%00",
        "https://example.com/",
        "http://127.1/../x",
        "telnet://h/x",
    ] {
        let uri = UriRef::parse(text).unwrap();
        let found = lint(&uri);
        let slice = linter.lint_view(uri.as_view());
        for &code in Code::ALL {
            let present = found.iter().any(|w| w.code() == code);
            assert_eq!(found.has(code), present, "{text} {code:?}");
            assert_eq!(Warnings::contains(&found, code), present);
            assert_eq!(found.contains(code), present);
            assert_eq!(slice.has(code), present);
        }
    }
    assert!(lint(&UriRef::parse("http://h/%00").unwrap()).contains(Code::EncodedNul));
}
