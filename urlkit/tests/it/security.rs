//! One regression test per bug class of URL parsers that urlkit defends
//! against (`docs/security.md`, classes 1 to 27): the input that showed
//! the class in another project (named in the docs with its CVE or issue)
//! and the behaviour urlkit promises for it. Where a broader test elsewhere
//! holds the same promise, the docs name it too.

use std::borrow::Cow;

use urlkit::lint::{inet_aton, lint, Code};
use urlkit::pct::decode_reg_name;
use urlkit::{
    HostKind, ParseErrorKind, PortError, ResolveErrorKind, Resolver, Uri, UriRef, UriRefView,
};

/// The kind and byte index of the error `input` gets.
fn refused(input: &str) -> (ParseErrorKind, usize) {
    let err = UriRef::parse(input).expect_err(input);
    (err.kind(), err.index())
}

/// The host of `input`, which must parse.
fn host(input: &str) -> Option<&str> {
    UriRefView::parse(input).expect(input).host()
}

/// The lint codes of `input`, which must parse.
fn codes(input: &str) -> Vec<Code> {
    lint(&UriRef::parse(input).expect(input))
        .iter()
        .map(urlkit::lint::Warning::code)
        .collect()
}

/// `base` resolved against `reference` by a strict [`Resolver`].
fn resolve(base: &str, reference: &str) -> String {
    let base = Uri::parse(base).expect(base);
    let reference = UriRef::parse(reference).expect(reference);
    Resolver::new()
        .resolve(&base, &reference)
        .expect("resolves")
        .into_string()
}

#[test]
fn class_01_authority_ends_at_the_first_hash_or_question_mark() {
    let uri = UriRefView::parse("http://example.com#@evil.com/x").unwrap();
    assert_eq!(uri.host(), Some("example.com"));
    assert_eq!(uri.fragment(), Some("@evil.com/x"));
    let uri = UriRefView::parse("http://1.2.3.4:81#@5.6.7.8:82/aaa/b?q").unwrap();
    assert_eq!((uri.host(), uri.port()), (Some("1.2.3.4"), Some("81")));
    assert_eq!(host("http://h?@evil.com/"), Some("h"));
}

#[test]
fn class_02_spaces_and_a_second_at_sign_are_refused() {
    assert_eq!(
        refused("http://1.1.1.1 &@2.2.2.2# @3.3.3.3/"),
        (ParseErrorKind::InvalidUserinfo, 14)
    );
    assert_eq!(refused("http://a@b@c/"), (ParseErrorKind::InvalidHost, 10));
}

#[test]
fn class_03_backslash_is_refused_never_read_as_slash() {
    assert_eq!(
        refused("http://127.1.1.1:80\\@127.2.2.2:80/").1,
        "http://127.1.1.1:80".len()
    );
    assert_eq!(refused("http://evil.example\\@good.example/").1, 19);
}

#[test]
fn class_04_port_is_digits_only_and_checked_as_u16() {
    assert_eq!(
        refused("http://127.0.0.1:11211:80/"),
        (ParseErrorKind::InvalidPort, 22)
    );
    let uri = UriRef::parse("http://h:65536/").unwrap();
    assert_eq!(uri.port(), Some("65536"));
    assert!(matches!(uri.port_u16(), Err(PortError { .. })));
    assert!(codes("http://h:65536/").contains(&Code::PortOutOfRange));
}

#[test]
fn class_05_brackets_only_around_a_whole_ip_literal() {
    for input in [
        "http://good.com[malicious.com]/",
        "http://prefix.[v1.example]/",
        "http://[::1]evil.com/",
        "http://[::1]:80@evil/",
    ] {
        let (kind, index) = refused(input);
        assert!(
            matches!(
                kind,
                ParseErrorKind::InvalidHost
                    | ParseErrorKind::InvalidIpLiteral
                    | ParseErrorKind::InvalidPort
            ),
            "{input}: {kind:?}"
        );
        assert!(index >= "http://".len(), "{input}: {index}");
    }
    assert_eq!(
        UriRef::parse("http://[v1.x]/").unwrap().host_kind(),
        Some(HostKind::IpvFuture)
    );
}

#[test]
fn class_06_truncated_ip_literals_are_errors_not_panics() {
    for input in [
        "//[::44.1",
        "http://[]",
        "http://[:]",
        "//[",
        "//[v",
        "//[::1",
    ] {
        let (_, index) = refused(input);
        assert!(index <= input.len(), "{input}: {index}");
    }
}

#[test]
fn class_07_encoded_delimiters_stay_encoded_in_the_host() {
    let input = "http://example.com%2F10.0.0.1/";
    let uri = UriRefView::parse(input).unwrap();
    assert_eq!(uri.host(), Some("example.com%2F10.0.0.1"));
    assert_eq!(uri.path(), "/");
    assert!(decode_reg_name("example.com%2F10.0.0.1").is_err());
    assert_eq!(
        decode_reg_name("%6c%6f%63%61%6c%68%6f%73%74").unwrap(),
        "localhost"
    );
    assert!(codes(input).contains(&Code::EncodedHost));
}

#[test]
fn class_08_normalize_never_decodes_an_encoded_slash() {
    let uri = UriRef::parse("http://host/path%2f..%2f/").unwrap();
    assert_eq!(uri.normalize().as_str(), "http://host/path%2F..%2F/");
    assert!(codes("http://host/a%2Fb").contains(&Code::EncodedSeparator));
    assert!(codes("http://host/a/%2e%2e/b").contains(&Code::EncodedDotSegment));
}

#[test]
fn class_09_leading_and_trailing_blanks_are_refused() {
    assert_eq!(refused(" https://example.com").1, 0);
    assert_eq!(refused("https://example.com ").1, 19);
}

#[test]
fn class_10_tab_cr_lf_are_refused_never_stripped() {
    assert_eq!(refused("http://exa\tmple.com/").1, 10);
    assert_eq!(refused("http://h/\r\nSLAVEOF x").1, 9);
    assert_eq!(refused("http://h/\x7f").1, 9);
    assert!(codes("gopher://127.0.0.1:6379/_SET%20k%20v%0D%0A").contains(&Code::EncodedNewline));
}

#[test]
fn class_11_non_ascii_is_refused_at_its_first_byte() {
    assert_eq!(refused("https://example.com\u{FF03}@evil.com").1, 19);
    assert_eq!(refused("http://bad.c\u{2100}.good.com/").1, 12);
}

#[test]
fn class_12_no_idna_and_suspicious_punycode_is_flagged() {
    let uri = UriRef::parse("http://xn--example-.org/").unwrap();
    assert_eq!(uri.host(), Some("xn--example-.org"));
    assert_eq!(uri.normalize().host(), Some("xn--example-.org"));
    assert!(codes("http://xn--example-.org/").contains(&Code::SuspiciousPunycode));
}

#[test]
fn class_13_scheme_is_alpha_first_and_compared_without_case() {
    assert_eq!(
        refused("1http://x"),
        (ParseErrorKind::ColonInFirstSegment, 5)
    );
    assert_eq!(refused("+a:b").0, ParseErrorKind::ColonInFirstSegment);
    let mixed = Uri::parse("JavaScript:alert(1)").unwrap();
    assert_eq!(mixed.scheme(), "JavaScript");
    assert_eq!(mixed.normalize().scheme(), "javascript");
}

#[test]
fn class_14_empty_host_is_present_and_kept_apart_from_none() {
    assert_eq!(host("http://:80"), Some(""));
    assert_eq!(host("file:///etc"), Some(""));
    assert_eq!(host("file:/etc"), None);
    assert_eq!(host("http://hej../"), Some("hej.."));
    assert_eq!(host("//"), Some(""));
}

#[test]
fn class_15_what_is_parsed_is_what_is_written() {
    for input in ["http://@/127.0.0.1", "http://@:/", "file:///x", "x://:@h:"] {
        let uri = UriRef::parse(input).unwrap();
        assert_eq!(uri.as_str(), input);
        assert_eq!(uri.normalize().normalize(), uri.normalize());
    }
    let uri = UriRef::parse("http://@/127.0.0.1").unwrap();
    assert_eq!((uri.userinfo(), uri.host()), (Some(""), Some("")));
}

#[test]
fn class_16_resolution_never_creates_an_authority() {
    let resolved = resolve("a:/b", "..//c");
    assert_eq!(resolved, "a:/.//c");
    assert_eq!(host(&resolved), None);
    let normal = UriRef::parse("a:/b/..//c").unwrap().normalize();
    assert_eq!(normal.as_str(), "a:/.//c");
}

#[test]
fn class_17_resolution_always_removes_dot_segments() {
    assert_eq!(resolve("https://go.dev", "../x"), "https://go.dev/x");
    let base = Uri::parse("https://go.dev/a").unwrap();
    let reference = UriRef::parse("../../x").unwrap();
    let err = Resolver::new()
        .reject_path_underflow(true)
        .resolve(&base, &reference)
        .unwrap_err();
    assert_eq!(err.kind(), ResolveErrorKind::PathUnderflow);
}

#[test]
fn class_18_query_pairs_split_on_ampersand_only() {
    let uri = UriRef::parse("?a=1;b=2").unwrap();
    let pairs: Vec<_> = uri.query_pairs().collect();
    assert_eq!(pairs, [(Cow::from("a"), Cow::from("1;b=2"))]);
}

#[test]
fn class_19_query_pairs_are_read_lazily() {
    let query: String = (0..100_000).map(|i| format!("k{i}=v&")).collect();
    let uri = UriRef::parse(&format!("?{query}")).unwrap();
    let first: Vec<_> = uri.query_pairs().take(2).collect();
    assert_eq!(
        first,
        [
            (Cow::from("k0"), Cow::from("v")),
            (Cow::from("k1"), Cow::from("v"))
        ]
    );
    assert!(first
        .iter()
        .all(|(k, v)| matches!((k, v), (Cow::Borrowed(_), Cow::Borrowed(_)))));
    assert_eq!(uri.query_pairs().count(), 100_000);
}

#[test]
fn class_20_a_size_limit_is_checked_before_reading() {
    let input = "http://h/".repeat(1000);
    assert!(UriRef::parse_with_limit(&input, input.len()).is_ok());
    let err = UriRef::parse_with_limit(&input, input.len() - 1).unwrap_err();
    assert_eq!(err.kind(), ParseErrorKind::TooLong);
    // Encoding at most triples the input; the length is computed, not
    // guessed, so nothing wraps.
    let controls = "\u{1}".repeat(1000);
    let encoded = urlkit::pct::encode(&controls, urlkit::pct::Component::Path);
    assert_eq!(encoded.to_string().len(), 3000);
}

#[test]
fn class_21_the_inputs_that_crashed_other_parsers_work() {
    assert_eq!(UriRef::parse("file:#").unwrap().fragment(), Some(""));
    let mut uri = UriRef::parse("m://").unwrap();
    assert!(uri.pop_segment().is_none());
    assert_eq!(uri.as_str(), "m://");
    assert_eq!(host("ws:xn--xn---"), None);
    assert!(codes("ws://xn--xn---/").contains(&Code::SuspiciousPunycode));
}

#[test]
fn class_22_deep_inputs_parse_on_a_small_stack() {
    let worker = std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(|| {
            let input = format!("http://h/{}", "(/".repeat(512 * 1024));
            let uri = UriRef::parse(&input).unwrap();
            uri.normalize().as_str().len()
        })
        .unwrap();
    assert_eq!(worker.join().unwrap(), "http://h/".len() + 1024 * 1024);
}

#[test]
fn class_23_many_at_signs_fail_at_the_second_one() {
    let input = format!("http://{}", "@/@.44".repeat(45_502));
    assert_eq!(UriRef::parse(&input).unwrap().host(), Some(""));
    let input = format!("http://{}", "a@".repeat(100_000));
    assert_eq!(refused(&input), (ParseErrorKind::InvalidHost, 10));
}

#[test]
fn class_24_host_checks_cap_lengths_before_per_label_work() {
    let label = format!("xn--{}", "a".repeat(200_000));
    let found = codes(&format!("http://{label}/"));
    assert!(found.contains(&Code::DnsLength), "{found:?}");
}

#[test]
fn class_25_equality_sees_every_component() {
    for (a, b) in [("/a", "a"), ("x?", "x"), ("x#", "x"), ("//h", "///h")] {
        assert_ne!(UriRef::parse(a).unwrap(), UriRef::parse(b).unwrap());
    }
}

#[test]
fn class_26_underscore_is_legal_in_a_reg_name() {
    let uri = UriRef::parse("http://my_service.internal:8080/").unwrap();
    assert_eq!(uri.host(), Some("my_service.internal"));
    assert_eq!(uri.host_kind(), Some(HostKind::RegName));
}

#[test]
fn class_27_rare_ipv4_forms_are_reg_names_with_their_numeric_value() {
    let home = Some(std::net::Ipv4Addr::LOCALHOST);
    for host in ["2130706433", "0177.0.0.1", "0x7f.1", "127.1"] {
        let uri = UriRef::parse(&format!("http://{host}/")).unwrap();
        assert_eq!(uri.host_kind(), Some(HostKind::RegName), "{host}");
        assert_eq!(inet_aton(host), home, "{host}");
        assert!(codes(uri.as_str()).contains(&Code::RareIpv4Form), "{host}");
    }
    let uri = UriRef::parse("http://127.0.0.1/").unwrap();
    assert_eq!(uri.host_kind(), Some(HostKind::Ipv4));
}
