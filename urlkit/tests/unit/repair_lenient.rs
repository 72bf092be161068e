//! Unit tests of `src/repair/lenient.rs`, kept out of the production file; the module
//! is `crate::repair::lenient::tests` (it reaches private items through `super`).

use super::*;
use proptest::prelude::*;

proptest! {
    /// The fast path (strict parse first) and the plain repair agree.
    #[test]
    fn fast_path_and_plain_twin_agree(s in "[a-z0-9:/?#@%\\[\\]!$&'()*+,;=._~ -]{0,30}") {
        let fast = repair(&s);
        let plain = repair_slow(&s);
        if UriRef::parse(&s).is_ok() {
            let plain = plain.unwrap();
            prop_assert_eq!(plain.uri.as_str(), s.as_str());
            prop_assert!(plain.repairs.is_empty());
            prop_assert_eq!(fast.unwrap(), plain);
        } else {
            prop_assert_eq!(fast, plain);
        }
    }

    /// The cleaning pass, which copies input without a tab or newline
    /// in one piece, agrees with its plain twin, which looks at every
    /// byte: the same text, gaps and repairs.
    #[test]
    fn clean_and_plain_twin_agree(s in "[ \t\n\r\u{1}a/\\%é]{0,24}") {
        let mut r = repairer(&s);
        r.clean();
        let (start, end, clean, gaps, repairs) = clean_plain(&s);
        prop_assert_eq!((r.start, r.end), (start, end));
        prop_assert_eq!(r.clean, clean);
        prop_assert_eq!(r.gaps, gaps);
        prop_assert!(r.repairs == repairs);
    }
}

fn repairer(input: &str) -> Repairer<'_> {
    Repairer {
        input,
        start: 0,
        end: 0,
        relative_backslash: false,
        clean: String::new(),
        gaps: Vec::new(),
        out: String::new(),
        repairs: Vec::new(),
        zone: None,
    }
}

/// The plain twin of [`Repairer::clean`]: byte by byte, each tab or
/// newline of the trimmed input removed, its gap and repair noted.
fn clean_plain(input: &str) -> (usize, usize, String, Vec<usize>, Vec<Repair>) {
    let mut r = repairer(input);
    let b = input.as_bytes();
    let mut start = 0;
    while start < b.len() && is_c0_or_space(b[start]) {
        start += 1;
    }
    let mut end = b.len();
    while end > start && is_c0_or_space(b[end - 1]) {
        end -= 1;
    }
    if start > 0 {
        r.note(RepairKind::Trimmed, 0..start, Message::TrimStart);
    }
    let mut clean = Vec::new();
    for (i, &byte) in b.iter().enumerate().take(end).skip(start) {
        if is_tab_or_newline(byte) {
            r.gaps.push(clean.len());
            r.note(RepairKind::RemovedTabOrNewline, i..i + 1, Message::Tab);
        } else {
            clean.push(byte);
        }
    }
    let clean = String::from_utf8(clean).expect("only ASCII bytes were removed");
    (start, end, clean, r.gaps, r.repairs)
}
