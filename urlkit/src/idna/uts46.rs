//! UTS 46 §4 (Processing) and §4.2 (ToASCII) with the browsers' options
//! of [`super::host_to_ascii`], urlkit's own: nontransitional processing,
//! `CheckHyphens` false, `CheckBidi` and `CheckJoiners` true,
//! `UseSTD3ASCIIRules` false with the WHATWG forbidden domain code points
//! refused, no DNS length check.
//!
//! The `idna` crate does the same job and is this module's plain twin: the
//! tests compare the two on every character, on the Unicode conformance
//! vectors and on generated hosts. This one exists for its cost: the crate
//! spent about 1 200 instructions a label on a host of short non-ASCII
//! labels (bench/, `adversarial/to_uri/thai-labels-127`), four times a
//! typical IRI's cost per byte; here a label costs one table lookup a
//! character, and the NFC pass runs only on a host that the quick check of
//! UAX 15 §9 does not find normalized.
//!
//! The Unicode data is in [`super::tables`], generated from the data the
//! `idna` crate reads (ICU4X's), so that the two agree.

use alloc::string::String;
use alloc::vec::Vec;

use super::nfc;
use super::tables::{INFO, STARTS, STRINGS};
use super::{IdnaError, IdnaErrorKind, INVALID, MAX_PUNYCODE_LABEL};

/// The properties of one character (see [`super::tables`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct Info(u64);

/// Bidi_Class numbers of the tables (RFC 5893 §2 names them).
mod bidi {
    pub(super) const L: u32 = 0;
    pub(super) const R: u32 = 1;
    pub(super) const AL: u32 = 2;
    pub(super) const EN: u32 = 3;
    pub(super) const ES: u32 = 4;
    pub(super) const ET: u32 = 5;
    pub(super) const AN: u32 = 6;
    pub(super) const CS: u32 = 7;
    pub(super) const NSM: u32 = 8;
    pub(super) const BN: u32 = 9;
    pub(super) const ON: u32 = 10;
}

/// Joining_Type numbers of the tables (RFC 5892 Appendix A.1).
mod joining {
    pub(super) const D: u32 = 1;
    pub(super) const L: u32 = 2;
    pub(super) const R: u32 = 3;
    pub(super) const T: u32 = 4;
}

impl Info {
    /// The status of the character in the UTS 46 mapping table, once
    /// mapped: it stands for itself.
    fn is_valid(self) -> bool {
        self.0 & 3 == 0
    }

    fn is_mapped(self) -> bool {
        self.0 & 3 == 1
    }

    pub(super) fn combining_class(self) -> u8 {
        // INVARIANT: 8 bits.
        ((self.0 >> 2) & 0xFF) as u8
    }

    fn is_mark(self) -> bool {
        self.0 & (1 << 10) != 0
    }

    /// NFC_Quick_Check is Maybe or No: a string that holds it may not be
    /// in NFC.
    pub(super) fn may_change_under_nfc(self) -> bool {
        self.0 & (3 << 11) != 0
    }

    fn bidi_class(self) -> u32 {
        ((self.0 >> 13) & 0xF) as u32
    }

    fn joining_type(self) -> u32 {
        ((self.0 >> 18) & 7) as u32
    }

    /// The string the word points to: a mapped character's mapping, or a
    /// valid character's canonical decomposition ("" when it has none).
    pub(super) fn string(self) -> &'static str {
        let offset = ((self.0 >> 32) & 0xFF_FFFF) as usize;
        let len = (self.0 >> 56) as usize;
        STRINGS.get(offset..offset + len).unwrap_or("")
    }

    pub(super) fn has_decomposition(self) -> bool {
        self.is_valid() && self.0 >> 56 != 0
    }
}

/// The [`Info`] of `c`: a binary search of the runs of [`STARTS`].
pub(super) fn info(c: char) -> Info {
    let cp = u32::from(c);
    let run = STARTS.partition_point(|&start| start <= cp);
    // INVARIANT: STARTS[0] is 0, so `run` is at least 1.
    Info(INFO.get(run.wrapping_sub(1)).copied().unwrap_or(2))
}

/// The ASCII characters that a host must not hold once mapped: the WHATWG
/// forbidden domain code points (C0 controls, space, DEL, and
/// `#%/:<>?@[\]^|`); `.` separates labels.
fn is_denied_ascii(c: char) -> bool {
    matches!(
        c,
        '\0'..=' '
            | '\u{7F}'
            | '#'
            | '%'
            | '/'
            | ':'
            | '<'
            | '>'
            | '?'
            | '@'
            | '['
            | '\\'
            | ']'
            | '^'
            | '|'
    )
}

/// UTS 46 ToASCII of `host`, appended to `out` (which holds part of it
/// on an error: the caller truncates).
///
/// # Errors
///
/// As [`super::host_to_ascii`]: [`IdnaErrorKind::Invalid`] for what UTS 46
/// refuses, [`IdnaErrorKind::LabelTooLong`] for a label of more than 63
/// characters that would need Punycode, or an A-label longer than a DNS
/// label.
pub(super) fn to_ascii_into(host: &str, out: &mut String) -> Result<(), IdnaError> {
    let mapped = map(host);
    let (chars, flags) = if mapped.needs_nfc {
        let chars = nfc::normalize(&mapped.chars);
        let flags = Flags::of(&chars);
        (chars, flags)
    } else {
        (mapped.chars, mapped.flags)
    };
    // The forbidden ASCII characters, once mapped and normalized (`>` and
    // U+0338 compose to `≯`, which is allowed).
    if flags.denied {
        return Err(INVALID);
    }
    // One pass: each label checked and written. The labels are kept for
    // the bidi rule, which needs to know first whether any label of the
    // name is right-to-left (A-labels are decoded on the way).
    let mut labels: Vec<Label> = Vec::new();
    let mut decoded: Vec<char> = Vec::new();
    let mut rtl = flags.rtl;
    let mut too_long = false;
    let mut start = 0;
    loop {
        let (end, ascii) = label_end(&chars, start);
        let label = check_label(
            &chars,
            start,
            end,
            ascii,
            flags.marks_or_joiners,
            &mut decoded,
        )?;
        if start > 0 {
            out.push('.');
        }
        match label {
            Label::Plain { start, end } => {
                let text = chars.get(start..end).unwrap_or(&[]);
                if ascii {
                    out.extend(text);
                } else {
                    out.push_str("xn--");
                    // More than 63 characters: refused once the rest of the
                    // name is checked (its errors come first, as in the
                    // idna crate). `None` otherwise: an overflow of RFC
                    // 3492's arithmetic, which the crate refuses as invalid.
                    if text.len() > MAX_PUNYCODE_LABEL {
                        too_long = true;
                    } else {
                        crate::punycode::encode(text, out).ok_or(INVALID)?;
                    }
                }
            }
            Label::ALabel {
                start: from,
                end: to,
            } => {
                rtl |= decoded
                    .get(from..to)
                    .is_some_and(|u| u.iter().any(|&c| is_rtl(c)));
                out.extend(chars.get(start..end).unwrap_or(&[]));
            }
        }
        labels.push(label);
        if end >= chars.len() {
            break;
        }
        start = end + 1;
    }
    if rtl {
        let unicode = |label: &Label| match *label {
            Label::Plain { start, end } => chars.get(start..end).unwrap_or(&[]),
            Label::ALabel { start, end } => decoded.get(start..end).unwrap_or(&[]),
        };
        if !labels
            .iter()
            .all(|label| satisfies_bidi_rule(unicode(label)))
        {
            return Err(INVALID);
        }
    }
    if too_long {
        return Err(IdnaError {
            kind: IdnaErrorKind::LabelTooLong,
        });
    }
    Ok(())
}

/// The end of the label that begins at `start` (the index of the next `.`,
/// or the length), and whether it is all ASCII.
fn label_end(chars: &[char], start: usize) -> (usize, bool) {
    let mut ascii = true;
    let mut end = start;
    while let Some(&c) = chars.get(end) {
        if c == '.' {
            break;
        }
        ascii &= c.is_ascii();
        end += 1;
    }
    (end, ascii)
}

/// Whether `c` makes a name a Bidi domain name (RFC 5893 §1.4: Bidi_Class
/// R, AL or AN).
fn is_rtl(c: char) -> bool {
    !c.is_ascii() && matches!(info(c).bidi_class(), bidi::R | bidi::AL | bidi::AN)
}

/// What the mapping found out about the characters on the way, so that
/// the checks that need none of it are skipped.
#[derive(Clone, Copy, Debug, Default)]
struct Flags {
    /// A forbidden ASCII character, or a disallowed one.
    denied: bool,
    /// A character that makes the name a Bidi domain name.
    rtl: bool,
    /// A label that begins with a mark, or a joiner.
    marks_or_joiners: bool,
}

impl Flags {
    /// The flags of characters, each looked up (after NFC).
    fn of(chars: &[char]) -> Flags {
        let mut flags = Flags::default();
        let mut label_start = true;
        for &c in chars {
            flags.add(c, (!c.is_ascii()).then(|| info(c)), label_start);
            label_start = c == '.';
        }
        flags
    }

    /// Adds the character `c`, whose [`Info`] is `info` when it is not
    /// ASCII.
    fn add(&mut self, c: char, info: Option<Info>, label_start: bool) {
        match info {
            None => self.denied |= is_denied_ascii(c),
            Some(i) => {
                // U+FFFD, which the mapping writes for a disallowed one.
                self.denied |= !i.is_valid();
                self.rtl |= matches!(i.bidi_class(), bidi::R | bidi::AL | bidi::AN);
                self.marks_or_joiners |=
                    (label_start && i.is_mark()) || matches!(c, '\u{200C}' | '\u{200D}');
            }
        }
    }
}

/// The mapped characters of a host, whether they may not be in NFC, and
/// their [`Flags`].
#[derive(Debug)]
struct Mapped {
    chars: Vec<char>,
    needs_nfc: bool,
    flags: Flags,
}

/// Whether every character is ASCII.
trait IsAscii {
    fn is_ascii(&self) -> bool;
}

impl IsAscii for [char] {
    fn is_ascii(&self) -> bool {
        self.iter().all(char::is_ascii)
    }
}

/// A label of the processed host: its place among the mapped characters,
/// or for an A-label among the decoded ones.
#[derive(Clone, Copy, Debug)]
enum Label {
    Plain { start: usize, end: usize },
    ALabel { start: usize, end: usize },
}

/// UTS 46 §4 step 1 (Map) for every character of `host`, and whether the
/// result may not be in NFC (step 2 then normalizes it): the quick check
/// of UAX 15 §9 (no character whose NFC_Quick_Check is Maybe or No, and
/// the combining classes in order). A disallowed character leaves the
/// mapping with U+FFFD, which no label may hold.
fn map(host: &str) -> Mapped {
    let mut mapped = Mapped {
        chars: Vec::with_capacity(host.len()),
        needs_nfc: false,
        flags: Flags::default(),
    };
    let mut last_class = 0u8;
    let mut label_start = true;
    let mut push = |c: char, info: Option<Info>, mapped: &mut Mapped| {
        let class = info.map_or(0, Info::combining_class);
        mapped.needs_nfc |=
            info.is_some_and(Info::may_change_under_nfc) || (class != 0 && last_class > class);
        last_class = class;
        mapped.flags.add(c, info, label_start);
        label_start = c == '.';
        mapped.chars.push(c);
    };
    for c in host.chars() {
        if c.is_ascii() {
            push(c.to_ascii_lowercase(), None, &mut mapped);
            continue;
        }
        let i = info(c);
        if i.is_valid() {
            push(c, Some(i), &mut mapped);
        } else if i.is_mapped() {
            for m in i.string().chars() {
                push(m, (!m.is_ascii()).then(|| info(m)), &mut mapped);
            }
        } else {
            // Disallowed: U+FFFD (disallowed too) stands for it.
            push('\u{FFFD}', Some(info('\u{FFFD}')), &mut mapped);
        }
    }
    mapped
}

/// UTS 46 §4 step 4 for the label `chars[start..end]`: an `xn--` label is
/// decoded (its Unicode form appended to `decoded`) and must be a valid
/// label in NFC; then the validity criteria of §4.1 but the bidi rule,
/// which needs the whole name.
fn check_label(
    chars: &[char],
    start: usize,
    end: usize,
    ascii: bool,
    marks_or_joiners: bool,
    decoded: &mut Vec<char>,
) -> Result<Label, IdnaError> {
    let label = chars.get(start..end).unwrap_or(&[]);
    let Some(after_prefix) = label.strip_prefix(&['x', 'n', '-', '-']) else {
        if marks_or_joiners {
            check_marks_and_joiners(label)?;
        }
        // The idna crate's bound (ICU4C's) on a label to encode; the
        // longer ones that pass it are refused by the encoder, with
        // `LabelTooLong`, once the whole name is known to be valid.
        if label.len() > 1000 && !ascii {
            return Err(INVALID);
        }
        return Ok(Label::Plain { start, end });
    };
    // §4 step 4.1: an A-label is ASCII and its Punycode decodes. One that
    // ends with `-` has no encoded part (the idna crate refuses it). A
    // U-label of more than 63 characters is refused, as `encode` refuses
    // to write one (its A-label would not fit a DNS label), before
    // Punycode's insertions, quadratic in its length.
    if !ascii || label.last() == Some(&'-') {
        return Err(INVALID);
    }
    let text: String = after_prefix.iter().collect();
    let unicode = crate::punycode::decode_up_to_63(&text).map_err(|bad| match bad {
        crate::punycode::Bad::TooLong => IdnaError {
            kind: IdnaErrorKind::LabelTooLong,
        },
        _ => INVALID,
    })?;
    let decoded_start = decoded.len();
    decoded.extend(unicode.chars());
    let unicode = decoded.get(decoded_start..).unwrap_or(&[]);
    // §4.1 criteria 1, 4 and 6: in NFC, no `.`, each character valid (and
    // not a forbidden ASCII character).
    if unicode
        .iter()
        .any(|&c| c == '.' || is_denied_ascii(c) || !info(c).is_valid())
        || !nfc::is_nfc(unicode)
    {
        return Err(INVALID);
    }
    // §4.1 criterion 3 (UTS 46 since Unicode 15.1): without CheckHyphens,
    // no label begins with `xn--` once decoded.
    if unicode.starts_with(&['x', 'n', '-', '-']) {
        return Err(INVALID);
    }
    check_marks_and_joiners(unicode)?;
    Ok(Label::ALabel {
        start: decoded_start,
        end: decoded.len(),
    })
}

/// UTS 46 §4.1 criterion 5 (the label does not begin with a combining
/// mark) and 7 (`CheckJoiners`: RFC 5892 Appendix A.1 and A.2, the
/// CONTEXTJ rules of ZERO WIDTH NON-JOINER and ZERO WIDTH JOINER).
fn check_marks_and_joiners(label: &[char]) -> Result<(), IdnaError> {
    if label.is_ascii() {
        return Ok(());
    }
    if label.first().is_some_and(|&c| info(c).is_mark()) {
        return Err(INVALID);
    }
    for (at, &c) in label.iter().enumerate() {
        if !matches!(c, '\u{200C}' | '\u{200D}') {
            continue;
        }
        let (before, after) = label.split_at(at);
        // Both: allowed after a virama (Canonical_Combining_Class 9).
        match before.last() {
            None => return Err(INVALID),
            Some(&previous) if info(previous).combining_class() == 9 => continue,
            Some(_) => {}
        }
        if c == '\u{200D}' {
            return Err(INVALID);
        }
        // ZWNJ: (Joining_Type L or D) (T)* ZWNJ (T)* (R or D).
        let joining = |c: &char| info(*c).joining_type();
        let left = before.iter().rev().map(joining).find(|&t| t != joining::T);
        let right = after.iter().skip(1).map(joining).find(|&t| t != joining::T);
        if !(matches!(left, Some(joining::L | joining::D))
            && matches!(right, Some(joining::R | joining::D)))
        {
            return Err(INVALID);
        }
    }
    Ok(())
}

/// RFC 5893 §2, the six rules, for one label of a Bidi domain name (an
/// empty label passes).
fn satisfies_bidi_rule(label: &[char]) -> bool {
    let class = |c: char| info(c).bidi_class();
    let Some((&first, rest)) = label.split_first() else {
        return true;
    };
    // Rule 1: the first character is L, R or AL.
    let rtl = match class(first) {
        bidi::L => false,
        bidi::R | bidi::AL => true,
        _ => return false,
    };
    // Rules 3 and 6 look at the last character that is not NSM.
    let Some(last_at) = rest.iter().rposition(|&c| class(c) != bidi::NSM) else {
        return true;
    };
    let (middle, last) = rest.split_at(last_at);
    let last = last.first().map_or(bidi::NSM, |&c| class(c));
    if rtl {
        // Rule 2: the classes an RTL label may hold; rule 3: its end;
        // rule 4: not both EN and AN.
        let allowed = |k: u32| {
            matches!(
                k,
                bidi::R
                    | bidi::AL
                    | bidi::AN
                    | bidi::EN
                    | bidi::ES
                    | bidi::CS
                    | bidi::ET
                    | bidi::ON
                    | bidi::BN
                    | bidi::NSM
            )
        };
        let (mut en, mut an) = (last == bidi::EN, last == bidi::AN);
        for &c in middle {
            let k = class(c);
            if !allowed(k) {
                return false;
            }
            en |= k == bidi::EN;
            an |= k == bidi::AN;
        }
        matches!(last, bidi::R | bidi::AL | bidi::EN | bidi::AN) && !(en && an)
    } else {
        // Rule 5: the classes an LTR label may hold; rule 6: its end.
        let allowed = |k: u32| {
            matches!(
                k,
                bidi::L
                    | bidi::EN
                    | bidi::ES
                    | bidi::CS
                    | bidi::ET
                    | bidi::ON
                    | bidi::BN
                    | bidi::NSM
            )
        };
        middle.iter().all(|&c| allowed(class(c))) && matches!(last, bidi::L | bidi::EN)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use proptest::prelude::*;

    /// This module's ToASCII with `host_to_ascii`'s reg-name check.
    fn ours(host: &str) -> Result<String, IdnaError> {
        let mut out = String::new();
        super::super::host_to_ascii_into(host, &mut out).map(|()| out)
    }

    /// Ours against the idna crate's (with urlkit's two rules on top:
    /// `xn--xn--` and the 63-character bound). A label too long for the
    /// DNS is refused here with `LabelTooLong` where the crate may still
    /// take it (an A-label of more than 63 octets).
    fn agree(host: &str) -> Result<(), String> {
        let (a, b) = (
            to_ascii_alone(host),
            super::super::host_to_ascii_uts46(host),
        );
        let same = match (&a, &b) {
            (Err(e), _) if e.kind() == IdnaErrorKind::LabelTooLong => {
                a == b || host.chars().count() > MAX_PUNYCODE_LABEL
            }
            _ => a == b,
        };
        if same {
            Ok(())
        } else {
            Err(format!(
                "{host:?} ({:X?}): ours {a:?}, idna {b:?}",
                host.chars().map(u32::from).collect::<Vec<_>>()
            ))
        }
    }

    /// This module alone (no fast path before it), with the reg-name check.
    fn to_ascii_alone(host: &str) -> Result<String, IdnaError> {
        let mut out = String::new();
        to_ascii_into(host, &mut out)?;
        super::super::reg_name(alloc::borrow::Cow::Owned(out))
    }

    #[test]
    fn every_character_alone_and_after_a_letter() {
        let mut wrong = Vec::new();
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            for host in [format!("{c}"), format!("a{c}"), format!("{c}.a")] {
                if let Err(e) = agree(&host) {
                    wrong.push(e);
                }
            }
        }
        assert!(
            wrong.is_empty(),
            "{} differences, first: {:?}",
            wrong.len(),
            &wrong[..wrong.len().min(20)]
        );
    }

    #[test]
    fn the_fast_path_agrees_with_this_module() {
        for host in [
            "bücher.example",
            "ＥＸＡＭＰＬＥ．ｃｏｍ",
            "a.b.c",
            "Ёж.рф",
            "日本.jp",
        ] {
            assert_eq!(ours(host), to_ascii_alone(host), "{host}");
        }
    }

    #[test]
    fn examples() {
        for (host, ascii) in [
            ("bücher.example", Some("xn--bcher-kva.example")),
            ("bu\u{308}cher.example", Some("xn--bcher-kva.example")),
            ("BÜCHER.example", Some("xn--bcher-kva.example")),
            ("xn--bcher-kva.example", Some("xn--bcher-kva.example")),
            ("XN--BCHER-KVA.example", Some("xn--bcher-kva.example")),
            ("xn--bcher-kva.xn--xn--a-", None),
            ("xn---abc.example", None),
            ("\u{301}a.example", None),
            ("a\u{200D}b.example", None),
            ("\u{5D0}1.example", Some("xn--1-zhc.example")),
            ("\u{5D0}a.example", None),
            ("a.\u{5D0}-", None),
            ("\u{5D0}.\u{5D1}", Some("xn--4db.xn--5db")),
            ("\u{1100}\u{1161}\u{11A8}", Some("xn--p39a")),
            ("a\u{AD}b", Some("ab")),
            ("a\u{3002}b", Some("a.b")),
            ("a\u{FF0F}b", None),
        ] {
            assert_eq!(to_ascii_alone(host).ok().as_deref(), ascii, "{host}");
            assert_eq!(agree(host), Ok(()));
        }
    }

    /// Characters around every rule: ASCII (and the forbidden ones),
    /// capitals, mapped and ignored characters, the dots, combining marks
    /// in and out of order, composing pairs, Hangul jamo, Arabic and
    /// Hebrew letters and digits (bidi), joiners, viramas and joining
    /// types (CONTEXTJ), `-` and `xn--`.
    fn piece() -> impl Strategy<Value = String> {
        prop_oneof![
            prop::sample::select(vec![
                "a",
                "B",
                "z",
                "0",
                "9",
                "-",
                "_",
                ".",
                "%",
                "/",
                "xn--",
                "XN--",
                "\u{3002}",
                "\u{FF0E}",
                "\u{FF21}",
                "\u{AD}",
                "\u{200B}",
                "\u{300}",
                "\u{301}",
                "\u{308}",
                "\u{323}",
                "\u{327}",
                "\u{E9}",
                "\u{C9}",
                "e",
                "\u{1100}",
                "\u{1161}",
                "\u{11A8}",
                "\u{AC00}",
                "\u{5D0}",
                "\u{5D1}",
                "\u{5B0}",
                "\u{627}",
                "\u{628}",
                "\u{644}",
                "\u{660}",
                "\u{6F0}",
                "\u{200C}",
                "\u{200D}",
                "\u{94D}",
                "\u{915}",
                "\u{93C}",
                "\u{E01}",
                "\u{E38}",
                "\u{E48}",
                "\u{DF}",
                "\u{3C2}",
                "\u{130}",
                "\u{1E9E}",
                "\u{2488}",
                "\u{FDFA}",
                "\u{1F600}",
                "\u{FFFD}",
                "\u{E000}",
                "\u{10FFFF}",
                "\u{1D7CE}",
                "\u{2126}",
                "\u{212B}",
                "\u{F900}",
                "\u{958}",
                "\u{FB1D}",
                "\u{1F1E6}",
                " ",
                "\u{0}",
                "\u{7F}",
                "=",
                "<",
                ">",
                "\u{338}",
                "\u{2260}",
            ])
            .prop_map(String::from),
            any::<char>().prop_map(String::from),
            // A-labels of random strings, and their mangled forms.
            (prop::collection::vec(
                prop::sample::select(vec![
                    'a', '\u{E9}', '\u{301}', '\u{5D0}', '\u{627}', '\u{200C}', '\u{94D}',
                    '\u{AC00}', '\u{1161}', 'x', 'n', '-'
                ]),
                1..6
            ))
            .prop_map(|chars| {
                let mut out = String::from("xn--");
                let _ = crate::punycode::encode(&chars, &mut out);
                out
            }),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(40_000))]
        #[test]
        fn agrees_with_the_idna_crate(pieces in prop::collection::vec(piece(), 0..12)) {
            let host: String = pieces.concat();
            prop_assert_eq!(agree(&host), Ok(()));
        }

        /// The same on hosts that pass: labels of letters, marks and
        /// digits of one script each.
        #[test]
        fn agrees_on_valid_hosts(labels in prop::collection::vec(
            prop::sample::select(vec![
                "b\u{E01}", "\u{E01}\u{E38}\u{E48}", "\u{E01}\u{E48}\u{E38}", "e\u{301}", "\u{C9}", "\u{5D0}\u{5D1}1",
                "\u{627}\u{644}\u{660}", "\u{915}\u{94D}\u{200C}\u{937}", "\u{628}\u{200C}\u{628}", "\u{1100}\u{1161}",
                "\u{AC00}\u{11A8}", "xn--bcher-kva", "XN--4DB", "\u{FF21}\u{FF22}", "a\u{AD}b", "\u{2488}", "stra\u{DF}e",
                "a\u{323}\u{302}", "a\u{302}\u{323}", "\u{1E9B}\u{323}", "\u{212B}", "\u{F900}", "\u{958}", "abc", "1",
            ]), 1..6)) {
            let host = labels.join(".");
            prop_assert_eq!(agree(&host), Ok(()));
        }
    }
}
