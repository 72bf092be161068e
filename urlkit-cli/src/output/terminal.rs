//! Text that cannot drive a terminal: the one rule by which everything
//! `urlkit` writes for people is made visible, whatever the input.
//!
//! A URL from an untrusted log can hold, once decoded or simply echoed
//! in an error, bytes that a terminal obeys: ESC starts a control
//! sequence (`ESC ] 0;title BEL` retitles the window, `ESC [ 8 m` hides
//! text), CR moves back over what was printed, and the bidi overrides and
//! isolates (U+202A-U+202E, U+2066-U+2069) reorder what is shown. Such a
//! character is [unsafe](is_unsafe): the C0 controls but tab and line feed,
//! DEL, the C1 controls, and those bidi characters.
//!
//! People's output writes each unsafe character as `%XX`, the
//! percent-encoding of its UTF-8 bytes: visible, and how it arrived in a
//! URI. Decoded text (where `%` is data) also writes a `%` that is followed
//! by two hex digits as `%25`, so that percent-decoding what is shown gives
//! back exactly the decoded text ([`push_visible_decoded`],
//! [`undo_visible_decoded`]).
//!
//! This file needs only `std`: the fuzz crate includes it (`fuzz/src/
//! terminal.rs`), since the command line is a binary it cannot link.

use std::borrow::Cow;
use std::fmt::Write as _;

/// Whether a terminal could obey `c`: a C0 control other than tab and line
/// feed, DEL, a C1 control, or a bidi override or isolate (U+202A-U+202E,
/// U+2066-U+2069).
///
/// ```text
/// is_unsafe('\u{1b}') == true, is_unsafe('\t') == false
/// ```
pub fn is_unsafe(c: char) -> bool {
    matches!(c,
        '\0'..='\u{8}' | '\u{b}'..='\u{1f}' | '\u{7f}'..='\u{9f}'
        | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// Whether byte `b` may start an unsafe character: an ASCII control
/// (tab and line feed are safe but cheap to look at twice) or DEL, or the
/// lead byte of a C1 control (0xC2) or of a bidi character (0xE2).
pub const fn may_start_unsafe(b: u8) -> bool {
    b < 0x20 || b == 0x7f || b == 0xc2 || b == 0xe2
}

/// [`may_start_unsafe`] but for tab and line feed, as a table: one load a
/// byte where [`first_unsafe`] scans (output has a line feed every line).
const STOPS: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = may_start_unsafe(b as u8) && b != b'\n' as usize && b != b'\t' as usize;
        b += 1;
    }
    table
};

/// The byte index of the first unsafe character of `s`.
pub fn first_unsafe(s: &str) -> Option<usize> {
    let bytes = s.as_bytes();
    let mut from = 0;
    while let Some(i) = bytes
        .get(from..)
        .and_then(|rest| rest.iter().position(|&b| STOPS[usize::from(b)]))
    {
        let at = from + i;
        let c = s.get(at..).and_then(|rest| rest.chars().next())?;
        if is_unsafe(c) {
            return Some(at);
        }
        from = at + c.len_utf8();
    }
    None
}

/// Appends the `%XX` escapes of `c`'s UTF-8 bytes.
pub fn push_escapes(out: &mut String, c: char) {
    let mut buf = [0u8; 4];
    for b in c.encode_utf8(&mut buf).bytes() {
        let _ = write!(out, "%{b:02X}");
    }
}

/// Appends `s` with each [unsafe](is_unsafe) character written as the
/// `%XX` escapes of its bytes: the rule for people's output of URI text
/// (inputs, components, messages), where `%XX` is already how a URI
/// writes a byte.
///
/// ```text
/// "a\u{1b}b" -> "a%1Bb", "\u{202e}" -> "%E2%80%AE"
/// ```
pub fn push_visible(out: &mut String, s: &str) {
    let mut rest = s;
    while let Some(i) = first_unsafe(rest) {
        out.push_str(rest.get(..i).unwrap_or_default());
        let Some(c) = rest.get(i..).and_then(|r| r.chars().next()) else {
            break;
        };
        push_escapes(out, c);
        rest = rest.get(i + c.len_utf8()..).unwrap_or_default();
    }
    out.push_str(rest);
}

/// Whether `b` is a hex digit.
fn hex(b: Option<&u8>) -> bool {
    b.is_some_and(u8::is_ascii_hexdigit)
}

/// Appends decoded text `s` for people: each [unsafe](is_unsafe)
/// character as `%XX` escapes, and each `%` followed by two hex digits as
/// `%25`, so that [`undo_visible_decoded`] gives `s` back exactly (a `%`
/// not followed by two hex digits stays as it is, as nothing could read it
/// as an escape).
///
/// ```text
/// "\u{1b}]0;x\u{7}" -> "%1B]0;x%07", "%41" -> "%2541", "50%" -> "50%"
/// ```
pub fn push_visible_decoded(out: &mut String, s: &str) {
    let bytes = s.as_bytes();
    for (i, c) in s.char_indices() {
        if is_unsafe(c) {
            push_escapes(out, c);
        } else if c == '%' && hex(bytes.get(i + 1)) && hex(bytes.get(i + 2)) {
            out.push_str("%25");
        } else {
            out.push(c);
        }
    }
}

/// What [`push_visible_decoded`] writes for `s`, borrowed when that is `s`
/// itself (no allocation for the usual text).
pub fn visible_decoded(s: &str) -> Cow<'_, str> {
    let bytes = s.as_bytes();
    let changes = bytes.iter().enumerate().any(|(i, &b)| {
        (b == b'%' && hex(bytes.get(i + 1)) && hex(bytes.get(i + 2)))
            || (may_start_unsafe(b)
                && s.get(i..)
                    .and_then(|r| r.chars().next())
                    .is_some_and(is_unsafe))
    });
    if !changes {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    push_visible_decoded(&mut out, s);
    Cow::Owned(out)
}

/// The text [`push_visible_decoded`] was given: every `%` followed by two
/// hex digits decoded, every other byte as it is. `None` when that is not
/// UTF-8 (nothing `push_visible_decoded` writes). The tests and the fuzz
/// check (`fuzz/src/terminal.rs`) hold the two to being inverses.
#[cfg_attr(not(test), allow(dead_code))]
pub fn undo_visible_decoded(shown: &str) -> Option<String> {
    let b = shown.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        let digits = (b.get(i + 1), b.get(i + 2));
        if let (b'%', (Some(&h), Some(&l))) = (c, digits) {
            if let (Some(h), Some(l)) = (hex_value(h), hex_value(l)) {
                out.push(h << 4 | l);
                i += 3;
                continue;
            }
        }
        out.push(c);
        i += 1;
    }
    String::from_utf8(out).ok()
}

/// The value of hex digit `b`.
fn hex_value(b: u8) -> Option<u8> {
    char::from(b)
        .to_digit(16)
        .and_then(|d| u8::try_from(d).ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn visible(s: &str) -> String {
        let mut out = String::new();
        push_visible(&mut out, s);
        out
    }

    fn visible_decoded(s: &str) -> String {
        let mut out = String::new();
        push_visible_decoded(&mut out, s);
        out
    }

    #[test]
    fn each_class_is_escaped() {
        // C0 (NUL, ESC, BEL, CR), DEL, C1 (NEL, CSI), bidi override and
        // isolate: each as its bytes.
        for (c, want) in [
            ('\0', "%00"),
            ('\u{1b}', "%1B"),
            ('\u{7}', "%07"),
            ('\r', "%0D"),
            ('\u{7f}', "%7F"),
            ('\u{85}', "%C2%85"),
            ('\u{9b}', "%C2%9B"),
            ('\u{202a}', "%E2%80%AA"),
            ('\u{202e}', "%E2%80%AE"),
            ('\u{2066}', "%E2%81%A6"),
            ('\u{2069}', "%E2%81%A9"),
        ] {
            let s = format!("a{c}b");
            assert_eq!(visible(&s), format!("a{want}b"), "{c:?}");
            assert_eq!(visible_decoded(&s), format!("a{want}b"), "{c:?}");
        }
    }

    #[test]
    fn safe_text_is_left_alone() {
        // Tab, line feed, the neighbours of the ranges (U+00A0, U+2029,
        // U+202F, U+2065, U+206A) and other text that starts with 0xC2 or
        // 0xE2 (é is 0xC3; € is 0xE2 0x82 0xAC).
        for s in [
            "a\tb\nc",
            "\u{a0}\u{2029}\u{202f}\u{2065}\u{206a}",
            "€ ¢ é",
            "http://a/%41",
        ] {
            assert_eq!(visible(s), s);
            assert_eq!(first_unsafe(s), None, "{s:?}");
        }
    }

    #[test]
    fn decoded_percent_signs_are_kept_apart_from_escapes() {
        assert_eq!(visible_decoded("%41"), "%2541");
        assert_eq!(visible_decoded("50% off"), "50% off");
        assert_eq!(visible_decoded("%1B\u{1b}"), "%251B%1B");
        assert_eq!(
            undo_visible_decoded("%251B%1B").as_deref(),
            Some("%1B\u{1b}")
        );
    }

    proptest! {
        #[test]
        fn visible_text_has_no_unsafe_character(s in any::<String>()) {
            let shown = visible(&s);
            prop_assert!(!shown.chars().any(is_unsafe), "{shown:?}");
            let shown = visible_decoded(&s);
            prop_assert!(!shown.chars().any(is_unsafe), "{shown:?}");
        }

        #[test]
        fn decoded_text_comes_back(s in "[%a-fA-F0-9\u{1b}\u{85}\u{202e}é]{0,12}") {
            let shown = visible_decoded(&s);
            prop_assert_eq!(undo_visible_decoded(&shown), Some(s));
        }

        #[test]
        fn any_decoded_text_comes_back(s in any::<String>()) {
            let shown = visible_decoded(&s);
            let mut pushed = String::new();
            push_visible_decoded(&mut pushed, &s);
            prop_assert_eq!(&shown, &pushed);
            prop_assert_eq!(undo_visible_decoded(&shown), Some(s));
        }

        #[test]
        fn first_unsafe_agrees_with_the_rule(s in any::<String>()) {
            let want = s.char_indices().find(|&(_, c)| is_unsafe(c)).map(|(i, _)| i);
            prop_assert_eq!(first_unsafe(&s), want);
        }
    }
}
