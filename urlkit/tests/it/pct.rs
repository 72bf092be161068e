//! Percent-encoding: every encode set against the RFC 3986 character
//! classes, byte by byte, and the round-trip properties of docs/security.md
//! P10.

use proptest::prelude::*;
use urlkit::pct::{self, Component, DecodeErrorKind};
use urlkit::{table, UriRef};

/// The columns of `ROWS`, in order: the library's list of components
/// (whose order `names_round_trip` pins).
const COLUMNS: [Component; 8] = Component::ALL;

/// Every ASCII byte and what each set does with it: `r` stays raw, `%` is
/// percent-encoded, `+` becomes a plus. Written out from the ABNF of RFC
/// 3986 (§2.2, §2.3, §3.2.1, §3.2.2, §3.3, §3.4, §3.5) and the
/// application/x-www-form-urlencoded serializer (WHATWG URL §5.2), not
/// from the library's tables:
///
/// - userinfo    = unreserved / sub-delims / ":"
/// - reg-name    = unreserved / sub-delims
/// - segment     = pchar = unreserved / sub-delims / ":" / "@"
/// - path        = pchar / "/"
/// - query       = pchar / "/" / "?"
/// - query-value = query minus "&" "=" "+" ";"
/// - fragment    = pchar / "/" / "?"
/// - form        = ALPHA / DIGIT / "*" / "-" / "." / "_", SP -> "+"
///
/// Columns: userinfo reg-name segment path query query-value fragment form.
#[rustfmt::skip]
const ROWS: [(u8, &str); 128] = [
    (0x00, "% % % % % % % %"), // C00
    (0x01, "% % % % % % % %"), // C01
    (0x02, "% % % % % % % %"), // C02
    (0x03, "% % % % % % % %"), // C03
    (0x04, "% % % % % % % %"), // C04
    (0x05, "% % % % % % % %"), // C05
    (0x06, "% % % % % % % %"), // C06
    (0x07, "% % % % % % % %"), // C07
    (0x08, "% % % % % % % %"), // C08
    (0x09, "% % % % % % % %"), // C09
    (0x0A, "% % % % % % % %"), // C0A
    (0x0B, "% % % % % % % %"), // C0B
    (0x0C, "% % % % % % % %"), // C0C
    (0x0D, "% % % % % % % %"), // C0D
    (0x0E, "% % % % % % % %"), // C0E
    (0x0F, "% % % % % % % %"), // C0F
    (0x10, "% % % % % % % %"), // C10
    (0x11, "% % % % % % % %"), // C11
    (0x12, "% % % % % % % %"), // C12
    (0x13, "% % % % % % % %"), // C13
    (0x14, "% % % % % % % %"), // C14
    (0x15, "% % % % % % % %"), // C15
    (0x16, "% % % % % % % %"), // C16
    (0x17, "% % % % % % % %"), // C17
    (0x18, "% % % % % % % %"), // C18
    (0x19, "% % % % % % % %"), // C19
    (0x1A, "% % % % % % % %"), // C1A
    (0x1B, "% % % % % % % %"), // C1B
    (0x1C, "% % % % % % % %"), // C1C
    (0x1D, "% % % % % % % %"), // C1D
    (0x1E, "% % % % % % % %"), // C1E
    (0x1F, "% % % % % % % %"), // C1F
    (0x20, "% % % % % % % +"), // SP
    (0x21, "r r r r r r r %"), // !
    (0x22, "% % % % % % % %"), // "
    (0x23, "% % % % % % % %"), // #
    (0x24, "r r r r r r r %"), // $
    (0x25, "% % % % % % % %"), // %
    (0x26, "r r r r r % r %"), // &
    (0x27, "r r r r r r r %"), // '
    (0x28, "r r r r r r r %"), // (
    (0x29, "r r r r r r r %"), // )
    (0x2A, "r r r r r r r r"), // *
    (0x2B, "r r r r r % r %"), // +
    (0x2C, "r r r r r r r %"), // ,
    (0x2D, "r r r r r r r r"), // -
    (0x2E, "r r r r r r r r"), // .
    (0x2F, "% % % r r r r %"), // /
    (0x30, "r r r r r r r r"), // 0
    (0x31, "r r r r r r r r"), // 1
    (0x32, "r r r r r r r r"), // 2
    (0x33, "r r r r r r r r"), // 3
    (0x34, "r r r r r r r r"), // 4
    (0x35, "r r r r r r r r"), // 5
    (0x36, "r r r r r r r r"), // 6
    (0x37, "r r r r r r r r"), // 7
    (0x38, "r r r r r r r r"), // 8
    (0x39, "r r r r r r r r"), // 9
    (0x3A, "r % r r r r r %"), // :
    (0x3B, "r r r r r % r %"), // ;
    (0x3C, "% % % % % % % %"), // <
    (0x3D, "r r r r r % r %"), // =
    (0x3E, "% % % % % % % %"), // >
    (0x3F, "% % % % r r r %"), // ?
    (0x40, "% % r r r r r %"), // @
    (0x41, "r r r r r r r r"), // A
    (0x42, "r r r r r r r r"), // B
    (0x43, "r r r r r r r r"), // C
    (0x44, "r r r r r r r r"), // D
    (0x45, "r r r r r r r r"), // E
    (0x46, "r r r r r r r r"), // F
    (0x47, "r r r r r r r r"), // G
    (0x48, "r r r r r r r r"), // H
    (0x49, "r r r r r r r r"), // I
    (0x4A, "r r r r r r r r"), // J
    (0x4B, "r r r r r r r r"), // K
    (0x4C, "r r r r r r r r"), // L
    (0x4D, "r r r r r r r r"), // M
    (0x4E, "r r r r r r r r"), // N
    (0x4F, "r r r r r r r r"), // O
    (0x50, "r r r r r r r r"), // P
    (0x51, "r r r r r r r r"), // Q
    (0x52, "r r r r r r r r"), // R
    (0x53, "r r r r r r r r"), // S
    (0x54, "r r r r r r r r"), // T
    (0x55, "r r r r r r r r"), // U
    (0x56, "r r r r r r r r"), // V
    (0x57, "r r r r r r r r"), // W
    (0x58, "r r r r r r r r"), // X
    (0x59, "r r r r r r r r"), // Y
    (0x5A, "r r r r r r r r"), // Z
    (0x5B, "% % % % % % % %"), // [
    (0x5C, "% % % % % % % %"), // \
    (0x5D, "% % % % % % % %"), // ]
    (0x5E, "% % % % % % % %"), // ^
    (0x5F, "r r r r r r r r"), // _
    (0x60, "% % % % % % % %"), // `
    (0x61, "r r r r r r r r"), // a
    (0x62, "r r r r r r r r"), // b
    (0x63, "r r r r r r r r"), // c
    (0x64, "r r r r r r r r"), // d
    (0x65, "r r r r r r r r"), // e
    (0x66, "r r r r r r r r"), // f
    (0x67, "r r r r r r r r"), // g
    (0x68, "r r r r r r r r"), // h
    (0x69, "r r r r r r r r"), // i
    (0x6A, "r r r r r r r r"), // j
    (0x6B, "r r r r r r r r"), // k
    (0x6C, "r r r r r r r r"), // l
    (0x6D, "r r r r r r r r"), // m
    (0x6E, "r r r r r r r r"), // n
    (0x6F, "r r r r r r r r"), // o
    (0x70, "r r r r r r r r"), // p
    (0x71, "r r r r r r r r"), // q
    (0x72, "r r r r r r r r"), // r
    (0x73, "r r r r r r r r"), // s
    (0x74, "r r r r r r r r"), // t
    (0x75, "r r r r r r r r"), // u
    (0x76, "r r r r r r r r"), // v
    (0x77, "r r r r r r r r"), // w
    (0x78, "r r r r r r r r"), // x
    (0x79, "r r r r r r r r"), // y
    (0x7A, "r r r r r r r r"), // z
    (0x7B, "% % % % % % % %"), // {
    (0x7C, "% % % % % % % %"), // |
    (0x7D, "% % % % % % % %"), // }
    (0x7E, "r r r r r r r %"), // ~
    (0x7F, "% % % % % % % %"), // DEL
];

#[test]
fn every_ascii_byte_against_the_rfc_classes() {
    for (byte, marks) in ROWS {
        let marks: Vec<&str> = marks.split(' ').collect();
        assert_eq!(marks.len(), COLUMNS.len());
        let input = [byte];
        for (component, mark) in COLUMNS.iter().zip(&marks) {
            let encoded = pct::encode_bytes(&input, *component).to_string();
            let expected = match *mark {
                "r" => char::from(byte).to_string(),
                "+" => "+".to_owned(),
                _ => format!("%{byte:02X}"),
            };
            assert_eq!(
                encoded,
                expected,
                "byte 0x{byte:02X} in {}",
                component.name()
            );
            assert_eq!(
                component.allows(byte),
                *mark == "r",
                "allows 0x{byte:02X} {}",
                component.name()
            );
        }
    }
}

#[test]
fn every_non_ascii_byte_is_encoded_everywhere() {
    for byte in 0x80..=0xFFu8 {
        for component in Component::ALL {
            assert_eq!(
                pct::encode_bytes(&[byte], component).to_string(),
                format!("%{byte:02X}")
            );
        }
    }
}

#[test]
fn rows_cover_every_ascii_byte_in_order() {
    for (i, (byte, _)) in ROWS.iter().enumerate() {
        assert_eq!(usize::from(*byte), i);
    }
}

#[test]
fn names_round_trip() {
    let names: Vec<&str> = Component::ALL.iter().map(|c| c.name()).collect();
    assert_eq!(
        names,
        [
            "userinfo",
            "reg-name",
            "segment",
            "path",
            "query",
            "query-value",
            "fragment",
            "form"
        ]
    );
    for c in Component::ALL {
        assert_eq!(Component::from_name(c.name()), Some(c));
    }
}

#[test]
fn decode_never_decodes_what_was_not_encoded() {
    assert_eq!(pct::decode_utf8("a+b").unwrap(), "a+b");
    assert_eq!(pct::decode_utf8("%252F").unwrap(), "%2F");
    assert_eq!(pct::decode_form("%2B+").unwrap(), "+ ");
}

#[test]
fn decode_errors_name_the_index() {
    let cases = [
        ("%", 0, DecodeErrorKind::InvalidPercentEncoding),
        ("ab%4", 2, DecodeErrorKind::InvalidPercentEncoding),
        ("%g1", 0, DecodeErrorKind::InvalidPercentEncoding),
        ("%41%C3%28", 3, DecodeErrorKind::InvalidUtf8),
        ("%ED%A0%80", 0, DecodeErrorKind::InvalidUtf8), // a surrogate
        ("ok%C0%AF", 2, DecodeErrorKind::InvalidUtf8),  // an overlong '/'
    ];
    for (input, index, kind) in cases {
        let e = pct::decode_utf8(input).unwrap_err();
        assert_eq!((e.kind(), e.index()), (kind, index), "{input}");
        assert!(e.to_string().contains(&format!("at index {index}")), "{e}");
    }
}

/// A URI that holds `encoded` in `component`, and that component as parsed.
fn embed(component: Component, encoded: &str) -> (String, fn(&UriRef) -> Option<String>) {
    match component {
        Component::Userinfo => (format!("s://{encoded}@h/"), |r| {
            r.userinfo().map(str::to_owned)
        }),
        Component::RegName => (format!("s://{encoded}/"), |r| r.host().map(str::to_owned)),
        Component::Segment => (format!("s://h/{encoded}/x"), |r| {
            r.path_segments().next().map(str::to_owned)
        }),
        Component::Path => (format!("s://h/{encoded}"), |r| {
            r.path().strip_prefix('/').map(str::to_owned)
        }),
        Component::QueryValue => (format!("s:?k={encoded}&z"), |r| {
            r.query()
                .and_then(|q| q.strip_prefix("k="))
                .and_then(|q| q.strip_suffix("&z"))
                .map(str::to_owned)
        }),
        Component::Query | Component::Form => {
            (format!("s:?{encoded}"), |r| r.query().map(str::to_owned))
        }
        _ => (format!("s:#{encoded}"), |r| r.fragment().map(str::to_owned)),
    }
}

/// Text that is often percent-encoded, often wrongly: `%` with and
/// without hex digits, escapes of non-UTF-8 octets, `+`.
fn escapes() -> impl Strategy<Value = String> {
    "([a-z+é]|%[0-9a-fA-F]{2}|%[0-9a-g]?|%[8-9A-F][0-9A-F]){0,12}"
}

proptest! {
    /// `decode_utf8_into` and `decode_form_into` give what `decode_utf8`
    /// and `decode_form` give (the same text or the same error), in a
    /// buffer reused from one input to the next.
    #[test]
    fn decode_into_agrees_with_decode(inputs in proptest::collection::vec(escapes(), 1..4)) {
        let mut buf = Vec::new();
        for s in &inputs {
            let into = pct::decode_utf8_into(s, &mut buf).map(str::to_owned);
            prop_assert_eq!(into, pct::decode_utf8(s).map(|c| c.into_owned()));
            let into = pct::decode_form_into(s, &mut buf).map(str::to_owned);
            prop_assert_eq!(into, pct::decode_form(s).map(|c| c.into_owned()));
        }
    }

    #[test]
    fn decode_inverts_encode_for_every_set(s in any::<String>()) {
        for component in Component::ALL {
            let encoded = pct::encode(&s, component).to_string();
            let decoded = if component == Component::Form {
                pct::decode_form(&encoded).unwrap()
            } else {
                pct::decode_utf8(&encoded).unwrap()
            };
            prop_assert_eq!(&decoded, &s, "{}", component.name());
            if component != Component::Form {
                prop_assert_eq!(pct::decode_utf8_lossy(&encoded), s.as_str());
            }
        }
    }

    #[test]
    fn decode_inverts_encode_for_any_bytes(b in proptest::collection::vec(any::<u8>(), 0..64)) {
        for component in Component::ALL {
            let encoded = pct::encode_bytes(&b, component).to_string();
            let decoded = if component == Component::Form {
                pct::decode(&encoded.replace('+', "%20")).unwrap().into_owned()
            } else {
                pct::decode(&encoded).unwrap().into_owned()
            };
            prop_assert_eq!(&decoded, &b);
        }
    }

    #[test]
    fn encoded_text_is_accepted_in_its_component(s in any::<String>()) {
        for component in Component::ALL {
            let encoded = pct::encode(&s, component).to_string();
            let rule = match component {
                Component::Userinfo => &table::USERINFO,
                Component::RegName => &table::REG_NAME,
                Component::Segment => &table::PCHAR,
                Component::Path => &table::PATH,
                Component::Fragment => &table::FRAGMENT,
                _ => &table::QUERY,
            };
            prop_assert!(rule.validates(&encoded), "{} {:?}", component.name(), encoded);
            let (text, get) = embed(component, &encoded);
            let parsed = UriRef::parse(&text);
            prop_assert!(parsed.is_ok(), "{:?}", text);
            prop_assert_eq!(get(&parsed.unwrap()), Some(encoded.clone()), "{}", component.name());
            // A strict peer agrees that the text is a URI reference.
            prop_assert!(fluent_uri::UriRef::parse(text.as_str()).is_ok(), "fluent-uri rejects {:?}", text);
        }
    }

    #[test]
    fn form_encoded_pairs_read_back_with_form_pairs(pairs in proptest::collection::vec((any::<String>(), any::<String>()), 0..4)) {
        let query: Vec<String> = pairs
            .iter()
            .map(|(k, v)| format!("{}={}", pct::encode(k, Component::Form), pct::encode(v, Component::Form)))
            .collect();
        let r = UriRef::parse(&format!("/p?{}", query.join("&"))).unwrap();
        let got: Vec<(String, String)> = r.form_pairs().map(|(k, v)| (k.into_owned(), v.into_owned())).collect();
        // Pairs whose text is empty (`=` only when both are) are kept; a
        // piece is skipped only when it is empty, which `k=v` never is.
        prop_assert_eq!(got, pairs);
    }

    #[test]
    fn decoding_any_text_never_panics(s in "[%0-9a-fA-FxX+\u{e9}]{0,12}") {
        let strict = pct::decode(&s);
        let lossy = pct::decode_utf8_lossy(&s);
        if let Err(e) = &strict {
            // A bad escape is reported at its `%`, and nothing before it is one.
            prop_assert_eq!(s.as_bytes().get(e.index()), Some(&b'%'));
            prop_assert!(pct::decode(&s[..e.index()]).is_ok());
        }
        if let Err(e) = pct::decode_utf8(&s) {
            prop_assert!(s.is_char_boundary(e.index()));
        }
        if let Ok(bytes) = strict {
            if let Ok(text) = std::str::from_utf8(&bytes) {
                prop_assert_eq!(text, lossy.as_ref());
            }
        }
    }
}

#[test]
fn security_notes_row_7_decoded_host_refuses_delimiters() {
    let cases = [
        ("http://example.com%2F10.0.0.1/", Some(11)),
        ("http://%6c%6f%63%61%6c%68%6f%73%74/", None),
        ("http://a%40b/", Some(1)),
        ("http://a%3Fb%23/", Some(1)),
        ("http://a%09b/", Some(1)),
        ("http://a%00/", Some(1)),
        ("http://%C3%BC%2525/", Some(6)),
    ];
    for (uri, error_at) in cases {
        let r = UriRef::parse(uri).unwrap();
        match (r.host_decoded(), error_at) {
            (Err(e), Some(i)) => {
                assert_eq!(
                    (e.kind(), e.index()),
                    (DecodeErrorKind::DelimiterInHost, i),
                    "{uri}"
                )
            }
            (Ok(Some(h)), None) => assert_eq!(h, "localhost"),
            (other, _) => panic!("{uri}: {other:?}"),
        }
    }
    assert_eq!(
        UriRef::parse("//[::1]")
            .unwrap()
            .host_decoded()
            .unwrap()
            .as_deref(),
        Some("[::1]")
    );
    assert_eq!(UriRef::parse("/p").unwrap().host_decoded().unwrap(), None);
    let e = UriRef::parse("//%FF").unwrap().host_decoded().unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::InvalidUtf8);
}

/// fluent-uri's encoder for the same ABNF rule, as the oracle.
fn fluent_encode(component: Component, s: &str) -> Option<String> {
    use fluent_uri::pct_enc::{encoder, EString, Encoder};
    fn encode<E: Encoder>(s: &str) -> String {
        let mut b = EString::<E>::new();
        b.encode_str::<E>(s);
        b.to_string()
    }
    Some(match component {
        Component::Userinfo => encode::<encoder::Userinfo>(s),
        Component::RegName => encode::<encoder::RegName>(s),
        Component::Path => encode::<encoder::Path>(s),
        Component::Query => encode::<encoder::Query>(s),
        Component::Fragment => encode::<encoder::Fragment>(s),
        _ => return None,
    })
}

proptest! {
    #[test]
    fn encoders_agree_with_fluent_uri(s in any::<String>()) {
        for component in Component::ALL {
            if let Some(expected) = fluent_encode(component, &s) {
                prop_assert_eq!(pct::encode(&s, component).to_string(), expected, "{}", component.name());
            }
        }
    }

    #[test]
    fn decoding_agrees_with_fluent_uri(s in "([a-z/]|%[0-9A-Fa-f]{2}){0,8}") {
        let estr = fluent_uri::pct_enc::EStr::<fluent_uri::pct_enc::encoder::Path>::new(&s).unwrap();
        prop_assert_eq!(pct::decode(&s).unwrap().into_owned(), estr.decode().to_bytes().into_owned());
        let ours = pct::decode_utf8(&s).map(|t| t.into_owned()).ok();
        let theirs = estr.decode().to_string().ok().map(|t| t.into_owned());
        prop_assert_eq!(ours, theirs);
    }
}
