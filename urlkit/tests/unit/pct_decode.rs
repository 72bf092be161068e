//! Unit tests of `src/pct/decode.rs`, kept out of the production file; the module
//! is `crate::pct::decode::tests` (it reaches private items through `super`).

use alloc::string::ToString;

#[test]
fn every_message_is_bounded_whatever_the_index() {
    use super::{DecodeError, DecodeErrorKind as K};
    for k in [
        K::InvalidPercentEncoding,
        K::InvalidUtf8,
        K::DelimiterInHost,
    ] {
        let message = DecodeError::new(k, usize::MAX).to_string();
        assert!(message.len() <= crate::excerpt::MAX_MESSAGE, "{message}");
    }
}

use super::*;

#[test]
fn borrowed_when_nothing_to_decode() {
    assert!(matches!(decode("abc"), Ok(Cow::Borrowed(b"abc"))));
    assert!(matches!(decode_utf8("a+b"), Ok(Cow::Borrowed("a+b"))));
    assert!(matches!(decode_form("ab"), Ok(Cow::Borrowed("ab"))));
    assert!(matches!(decode_utf8_lossy("a+b"), Cow::Borrowed("a+b")));
}

#[test]
fn bad_escapes() {
    for (input, index) in [
        ("%", 0),
        ("%4", 0),
        ("a%4g", 1),
        ("%%41", 0),
        ("%41%", 3),
        ("%\u{e9}", 0),
    ] {
        let e = decode(input).unwrap_err();
        assert_eq!(
            (e.kind(), e.index()),
            (DecodeErrorKind::InvalidPercentEncoding, index),
            "{input}"
        );
    }
}

#[test]
fn utf8_error_index_is_in_the_input() {
    let e = decode_utf8("é%C3").unwrap_err();
    assert_eq!((e.kind(), e.index()), (DecodeErrorKind::InvalidUtf8, 2));
    let e = decode_form("a+%E2%82+").unwrap_err();
    assert_eq!(e.index(), 2);
    let e = decode_utf8("%41%80").unwrap_err();
    assert_eq!(e.index(), 3);
}

#[test]
fn lossy() {
    assert_eq!(decode_utf8_lossy("%zz%41"), "%zzA");
    assert_eq!(decode_utf8_lossy("%C3%A9%C3"), "é\u{FFFD}");
}
