//! Every message is bounded: each lint code, each parse error
//! kind and the other errors that read input, met with a component of
//! 100 000 bytes, give messages of at most 400 bytes that quote the input
//! through `urlkit::Excerpt` (at most 40 bytes, the cut marked with `…`
//! and the whole length).

use urlkit::lint::{lint, Code};
use urlkit::{pct, Excerpt, ParseErrorKind, Resolver, Uri, UriRef};

/// Three excerpts and the fixed words of the longest message.
const MAX_MESSAGE: usize = 400;
const N: usize = 100_000;

fn long(c: char) -> String {
    c.to_string().repeat(N)
}

fn assert_bounded(what: &str, message: &str) {
    assert!(
        message.len() <= MAX_MESSAGE,
        "{what}: message of {} bytes: {}",
        message.len(),
        Excerpt::new(message)
    );
}

/// For each lint code, a URI with a 100 000-byte component that draws it.
fn lint_cases() -> Vec<(Code, String)> {
    let a = long('a');
    let zeros = long('0');
    let labels = "b".repeat(60).repeat(N / 61) + ".";
    let dotted = labels.replace(&"b".repeat(60), &format!("{}.", "b".repeat(60)));
    let mut cases = vec![
        (Code::PasswordInUserinfo, format!("http://u:{a}@h/")),
        (Code::UserinfoLooksLikeHost, format!("http://10.0.0.1@{a}/")),
        (Code::NonDefaultPort, format!("http://h:{zeros}8080/")),
        (Code::OtherServicePort, format!("http://h:{zeros}25/")),
        (Code::PortOutOfRange, format!("http://h:{}/", long('9'))),
        (Code::OddPortForm, format!("http://h:{zeros}/")),
        (Code::EncodedNewline, format!("http://h/{a}%0A")),
        (Code::EncodedNul, format!("http://h/{a}%00")),
        (Code::EncodedControl, format!("http://h/{a}%01")),
        (Code::EncodedSeparator, format!("http://h/{a}%2F")),
        (Code::EncodedDotSegment, format!("http://h/{a}/%2e%2e/")),
        (Code::DoubleEncoding, format!("http://h/{a}%252e")),
        (Code::DotSegment, format!("http://h/{a}/../")),
        (Code::PathAboveRoot, format!("http://h/../{a}")),
        (Code::DeviceName, format!("http://h/con.{a}")),
        (Code::FileSystemSpecial, format!("http://h/{a}.")),
        (Code::RareIpv4Form, format!("http://127.1/{a}")),
        (Code::SpecialAddress, format!("http://127.0.0.1/{a}")),
        (Code::EncodedHost, format!("http://{a}%41/")),
        (Code::MixedScriptHost, format!("http://{a}%D0%B1/")),
        (Code::LookalikeDelimiter, format!("http://{a}%EF%BC%8F@h/")),
        (
            Code::SuspiciousPunycode,
            format!("http://xn--ab-.{dotted}/"),
        ),
        (Code::DnsLength, format!("http://{a}/")),
        (
            Code::HostAfterDelimiter,
            format!("http://h/#@evil.example/{a}"),
        ),
        (Code::MissingHost, format!("http:///{a}")),
        (Code::MissingHost, format!("https:{a}.example/{a}")),
        (Code::ScriptScheme, format!("data:text/html,{a}")),
        (Code::ScriptScheme, format!("javascript:{a}")),
        (
            Code::SchemeLooksLikeHost,
            format!("www.{a}.example:8080/{a}"),
        ),
        (Code::FileRemoteHost, format!("file://{a}/x")),
        (Code::TelnetPath, format!("telnet://h/{a}")),
        (Code::FtpType, format!("ftp://h/x;type={a}")),
        (Code::ObsoleteScheme, format!("wais://h/{a}")),
        (Code::SecretInQuery, format!("http://h/?access_token={a}")),
        (Code::TooLong, format!("http://h/{a}")),
        (Code::ZoneId, format!("http://[fe80::1%25{a}]/")),
        (Code::ScriptScheme, format!("javascript:{a}")),
        (
            Code::SchemeLooksLikeHost,
            format!("www.example.com:8080/{a}"),
        ),
    ];
    if cfg!(feature = "idna") {
        // Cyrillic з, which looks like 3, and a long run of digits.
        cases.push((Code::ConfusableHost, format!("http://%D0%B7{zeros}/")));
    }
    if cfg!(all(feature = "psl", feature = "std")) {
        cases.push((
            Code::DeceptiveSubdomain,
            format!("http://paypal.com.{a}.example.net/"),
        ));
    }
    cases
}

#[test]
fn every_lint_code_with_a_long_component_gives_a_short_message() {
    let cases = lint_cases();
    // `deceptive-subdomain` needs the Public Suffix List.
    // `confusable-host` needs the `idna` feature.
    let drawn = |c: &&Code| {
        (cfg!(all(feature = "psl", feature = "std")) || **c != Code::DeceptiveSubdomain)
            && (cfg!(feature = "idna") || **c != Code::ConfusableHost)
    };
    for code in Code::ALL.iter().filter(drawn) {
        assert!(
            cases.iter().any(|(c, _)| c == code),
            "no long case for {code}"
        );
    }
    for (code, uri) in cases {
        // Zone identifiers parse only on request (RFC 6874).
        let opts = urlkit::ParseOptions::new().zone_id(true);
        let uri = UriRef::parse_with(&uri, &opts).unwrap_or_else(|e| panic!("{code}: {e}"));
        let warnings = lint(&uri);
        assert!(
            warnings.iter().any(|w| w.code() == code),
            "{code} not drawn: {:?}",
            warnings.iter().map(|w| w.code()).collect::<Vec<_>>()
        );
        for w in &warnings {
            assert_bounded(w.code().as_str(), w.message());
        }
    }
}

#[test]
fn the_odd_port_warning_quotes_an_excerpt_and_says_how_long() {
    let uri = UriRef::parse(&format!("http://h:{}/", long('0'))).unwrap();
    let w = lint(&uri);
    let odd = w.iter().find(|w| w.code() == Code::OddPortForm).unwrap();
    assert!(
        odd.message().contains("…(100000 bytes)"),
        "{}",
        odd.message()
    );
    // The whole port stays reachable through the span.
    assert_eq!(uri.as_str()[odd.span()].len(), N);
}

/// For each parse error kind, an input with a 100 000-byte component that
/// fails with it.
fn parse_cases() -> Vec<(ParseErrorKind, String)> {
    let a = long('a');
    vec![
        (ParseErrorKind::InvalidScheme, format!("h{a} tp://h")),
        (ParseErrorKind::MissingScheme, format!("//{a}")),
        (ParseErrorKind::InvalidUserinfo, format!("http://{a}[@h/")),
        (ParseErrorKind::InvalidHost, format!("http://{a}[/")),
        (
            ParseErrorKind::InvalidIpLiteral,
            format!("http://[::1]{a}/"),
        ),
        (
            ParseErrorKind::InvalidIpv6,
            format!("http://[{}]/", long('1')),
        ),
        (
            ParseErrorKind::InvalidIpvFuture,
            format!("http://[v{}]/", long('1')),
        ),
        (
            ParseErrorKind::InvalidPort,
            format!("http://h:{}x/", long('1')),
        ),
        (ParseErrorKind::InvalidPath, format!("http://h/{a} ")),
        (ParseErrorKind::ColonInFirstSegment, format!("1{a}:x")),
        (ParseErrorKind::InvalidQuery, format!("http://h/?{a} ")),
        (ParseErrorKind::InvalidFragment, format!("http://h/#{a}#")),
        (
            ParseErrorKind::InvalidPercentEncoding,
            format!("http://h/{a}%G"),
        ),
        (ParseErrorKind::TooLong, format!("http://h/{a}")),
        (
            ParseErrorKind::InvalidZoneId,
            format!("http://[::1%25{a}!]/"),
        ),
    ]
}

#[test]
fn every_parse_error_kind_with_a_long_component_gives_a_short_message() {
    for (kind, input) in parse_cases() {
        let err = match kind {
            ParseErrorKind::InvalidScheme | ParseErrorKind::MissingScheme => {
                Uri::parse(&input).unwrap_err()
            }
            ParseErrorKind::TooLong => UriRef::parse_with_limit(&input, 1000).unwrap_err(),
            ParseErrorKind::InvalidZoneId => {
                let opts = urlkit::ParseOptions::new().zone_id(true);
                UriRef::parse_with(&input, &opts).unwrap_err()
            }
            _ => UriRef::parse(&input).unwrap_err(),
        };
        assert_eq!(err.kind(), kind, "{}", Excerpt::new(&input));
        assert_bounded(kind.as_str(), &err.to_string());
    }
}

#[test]
fn port_decode_and_resolve_errors_with_long_components_give_short_messages() {
    let uri = Uri::parse(&format!("http://h:{}/", long('9'))).unwrap();
    let port = uri.port_u16().unwrap_err().to_string();
    assert_bounded("port", &port);
    assert!(port.contains("…(100000 bytes)"), "{port}");

    let a = long('a');
    for input in [format!("{a}%G"), format!("{a}%FF")] {
        assert_bounded("decode", &pct::decode_utf8(&input).unwrap_err().to_string());
    }
    let base = Uri::parse(&format!("http://h/{a}")).unwrap();
    let reference = UriRef::parse(&format!("../../{a}")).unwrap();
    let strict = Resolver::new().reject_path_underflow(true);
    let err = strict.resolve(&base, &reference).unwrap_err();
    assert_bounded("resolve", &err.to_string());
}
