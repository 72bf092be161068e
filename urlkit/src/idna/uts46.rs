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
use super::tables::{
    ASCII_BIDI, BELOW_0800, BLOCKS, BMP_CHUNKS, BMP_OFFSETS, INFO, STARTS, STRINGS,
};
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

    /// R, AL or AN: a class that makes a name a Bidi domain name (RFC 5893
    /// §1.4).
    pub(super) fn is_right_to_left(class: u32) -> bool {
        matches!(class, R | AL | AN)
    }
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

    /// NFC_Quick_Check is Maybe or No, or the first character of its
    /// decomposition is Maybe ([`Info::decomposition_may_compose`]): a
    /// string that holds it may not be in NFC. (Without the last, Kirat
    /// Rai's U+16D63 U+16D68 passed for NFC, which is U+16D6A: U+16D68 is
    /// U+16D67 U+16D67, and U+16D63 U+16D67 is U+16D69.)
    pub(super) fn may_change_under_nfc(self) -> bool {
        self.0 & ((3 << 11) | (1 << 17)) != 0
    }

    /// Valid, class 0, no mark, NFC_Quick_Check Yes, no decomposition
    /// that may compose with what is before (bits 0-12 and 17 all zero):
    /// most letters, which need nothing but their place in the label and
    /// their bidi class.
    fn is_starter_yes(self) -> bool {
        self.0 & 0x2_1FFF == 0
    }

    /// [`Info::is_starter_yes`], Bidi_Class L and no decomposition that
    /// may compose with what is before (bits 0-17 all zero): the commonest
    /// letter, whose class need not be read (ZWJ and ZWNJ are BN).
    fn is_plain(self) -> bool {
        self.0 & 0x3_FFFF == 0
    }

    /// The first character of its canonical decomposition may compose
    /// with the character before it (bit 17): NFC of the two may differ
    /// from both in NFC alone (since Unicode 16: after U+1611E, Gurung
    /// Khema's U+16121 is U+1611E U+1611E U+1611E, which NFC writes as
    /// U+16121 U+1611E).
    fn decomposition_may_compose(self) -> bool {
        self.0 & (1 << 17) != 0
    }

    /// Bidi_Class R, AL or AN: a character that makes a name a Bidi domain
    /// name (RFC 5893 §1.4).
    fn is_right_to_left(self) -> bool {
        bidi::is_right_to_left(self.bidi_class())
    }

    /// NFC_Quick_Check is Maybe: it may compose with the character before.
    fn nfc_maybe(self) -> bool {
        self.0 & (1 << 11) != 0
    }

    /// NFC_Quick_Check is No: no string in NFC holds it.
    fn nfc_no(self) -> bool {
        self.0 & (1 << 12) != 0
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

/// The [`Info`] of `c`: below U+0800, in one load ([`BELOW_0800`]: the
/// three dependent loads of the rest of the plane were a tenth of the
/// cost of a label of Arabic letters); in the rest of the Basic
/// Multilingual Plane, its run's offset from its block's
/// ([`BMP_OFFSETS`]); above, a binary search of the runs
/// of [`STARTS`] that meet its block of 64 code points ([`BLOCKS`]: most
/// blocks have a few, and the search over all of them took 14 steps; the
/// search within the block took 4 or 5 in the Arabic and Thai blocks).
/// The plain twin, [`info_plain`], searches them all; a test compares the
/// two on every code point.
pub(super) fn info(c: char) -> Info {
    let cp = u32::from(c);
    if let Some(&word) = BELOW_0800.get(cp as usize) {
        return Info(word);
    }
    let block = (cp >> 6) as usize;
    let first = BLOCKS.get(block).map_or(0, |&b| usize::from(b));
    if let Some(&chunk) = BMP_CHUNKS.get(block) {
        let at = usize::from(chunk) * 64 + (cp & 63) as usize;
        let offset = BMP_OFFSETS.get(at).map_or(0, |&o| usize::from(o));
        return Info(INFO.get(first + offset).copied().unwrap_or(2));
    }
    let last = BLOCKS.get(block + 1).map_or(first, |&b| usize::from(b));
    let run = STARTS
        .get(first..=last)
        .map_or(0, |runs| first + runs.partition_point(|&start| start <= cp));
    // INVARIANT: STARTS[first] <= cp, so `run` is at least `first + 1`.
    Info(INFO.get(run.wrapping_sub(1)).copied().unwrap_or(2))
}

/// [`info`] by a search of every run.
#[cfg(test)]
fn info_plain(c: char) -> Info {
    let cp = u32::from(c);
    let run = STARTS.partition_point(|&start| start <= cp);
    Info(INFO.get(run.wrapping_sub(1)).copied().unwrap_or(2))
}

/// The ASCII characters that a host must not hold once mapped: the WHATWG
/// forbidden domain code points (C0 controls, space, DEL, and
/// `#%/:<>?@[\]^|`); `.` separates labels.
const fn is_denied_ascii(c: char) -> bool {
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

/// What [`Pass::push_ascii`] checks of an ASCII character, in one load:
/// [`DENIED`] ([`is_denied_ascii`]) and [`NOT_REG_NAME`] (a character that
/// RFC 3986's `reg-name` does not allow, [`crate::table::REG_NAME`]).
// Indexing in a const block (`get_mut` is not const): `b < 128`, the length.
#[allow(clippy::indexing_slicing)]
const ASCII_RULES: [u8; 128] = {
    let mut t = [0u8; 128];
    let mut b = 0u8;
    while b < 128 {
        if is_denied_ascii(b as char) {
            t[b as usize] |= DENIED;
        }
        if !crate::table::REG_NAME.allows(b) {
            t[b as usize] |= NOT_REG_NAME;
        }
        b += 1;
    }
    t
};

/// See [`ASCII_RULES`].
const DENIED: u8 = 1;
/// See [`ASCII_RULES`].
const NOT_REG_NAME: u8 = 2;

/// [`to_ascii_into`] in one pass over `host`, for the hosts that need
/// none of its rarer steps, or `None` (with `out` holding part of the
/// result: the caller truncates) for the others: an `xn--` label, a
/// joiner, a label of more than 63 characters that needs Punycode, a
/// forbidden ASCII character, or NFC beyond the composition of a
/// character with the one before it (UAX 15's quick check says Maybe,
/// and that one is a starter without a decomposition: then the standard
/// algorithm composes the two, and nothing else; a character whose
/// decomposition begins with one that may compose with the one before
/// it is also left to the full NFC), or a composition in a right-to-left
/// name (whose bidi classes are summed up on the way).
///
/// Each label's characters are kept (up to 63, as Punycode takes them)
/// and its ASCII written as it comes; a label that turns out to hold
/// non-ASCII is then rewritten as `xn--` and its Punycode. The bidi rule
/// needs only a summary of each label (its first class, its last that is
/// not NSM, the set of its classes), so the labels are checked as they
/// end, and the result counts only if the name turns out to be a Bidi
/// domain name. The plain twin is [`to_ascii_into`]; the tests compare
/// them (and both with the idna crate).
pub(super) fn to_ascii_one_pass(host: &str, out: &mut String) -> OnePass {
    let out_start = out.len();
    let mut label = Pass::new(out_start);
    let mut name = NameSummary::new();
    let mut label_host_start = Some(0);
    match labels_in_one_pass(host, out, &mut label, &mut name, &mut label_host_start) {
        Some(result) => OnePass::Done(result),
        // The labels before this one are done: the full processing goes
        // on from it, with what the bidi rule needs to know of them. A
        // composition made their bidi summary inexact, and a label that
        // begins inside a character's mapping (`⒈` is `1.`) has no place
        // in `host`: then it starts again from the beginning.
        None => match label_host_start {
            Some(host_at) if !name.composed => OnePass::Resume(Resume {
                host_at,
                out_at: label.out_start,
                prior: Prior {
                    rtl: name.rtl,
                    bidi_ok: name.bidi_ok,
                },
                not_reg_name: name.not_reg_name,
            }),
            _ => OnePass::Resume(Resume {
                host_at: 0,
                out_at: out_start,
                prior: Prior::default(),
                not_reg_name: false,
            }),
        },
    }
}

/// UTS 46 ToASCII's one pass (as [`to_ascii_one_pass`] runs it) as a
/// check, fed one character at a time: whether ToASCII takes a host and
/// changes nothing in it but the ASCII case and the labels it writes in
/// Punycode, found without writing anything. It gives up (`None`) where
/// the one pass does, and also on any character that UTS 46 maps (other
/// than an ASCII capital) and on a pair it composes, so that the labels
/// it checks are those it is fed. For such a host, run ToASCII to know.
///
/// A label's Punycode is never needed to answer: [`crate::punycode`]
/// encodes any label of at most 63 characters (longer ones make the one
/// pass give up), so the encoding cannot fail.
///
/// [`super::decode_a_labels_checked`] feeds it the characters it decodes
/// (`to_iri`, without a second reading of the decoded host);
/// [`maps_to_itself`], its plain driver, the characters of a string.
///
/// Once it knows (it gave up, or UTS 46 refuses a character), what it is
/// fed next changes nothing: a caller feeds it the whole host and asks at
/// the end.
#[derive(Debug)]
pub(super) struct Check {
    label: Pass,
    name: NameSummary,
    /// `None` while it goes on; `Some(None)` once it gave up,
    /// `Some(Some(false))` once a character is refused.
    known: Option<Option<bool>>,
}

impl Check {
    /// Before the first label.
    pub(super) fn new() -> Check {
        Check {
            label: Pass::new(0),
            name: NameSummary::new(),
            known: None,
        }
    }

    /// An ASCII character that is not `.`, in either case.
    #[inline(always)]
    pub(super) fn ascii(&mut self, b: u8) {
        if self.known.is_none() {
            let mut nothing = String::new();
            let c = char::from(b.to_ascii_lowercase());
            if self
                .label
                .push_ascii::<false>(c, &mut nothing, &mut self.name)
                .is_none()
            {
                self.known = Some(None);
            }
        }
    }

    /// A `.`: the label ends.
    #[inline(always)]
    pub(super) fn dot(&mut self) {
        if self.known.is_none() {
            let mut nothing = String::new();
            if self
                .label
                .next_label::<false>(&mut nothing, &mut self.name)
                .is_none()
            {
                self.known = Some(None);
            }
        }
    }

    /// A character that is not ASCII.
    #[inline(always)]
    pub(super) fn non_ascii(&mut self, c: char) {
        if self.known.is_none() {
            let i = info(c);
            let step = if i.is_valid() {
                self.label.push(c, i, &mut self.name)
            } else if i.is_mapped() {
                None
            } else {
                Some(Err(INVALID))
            };
            match step {
                Some(Ok(())) => {}
                Some(Err(_)) => self.known = Some(Some(false)),
                None => self.known = Some(None),
            }
        }
    }

    /// The host ends: whether ToASCII takes it (`None`: not known).
    pub(super) fn end(mut self) -> Option<bool> {
        if let Some(known) = self.known {
            return known;
        }
        let mut nothing = String::new();
        self.label.end::<false>(&mut nothing, &mut self.name)?;
        if self.name.composed {
            return None;
        }
        Some(self.name.verdict().is_ok())
    }
}

/// [`Check`] of the characters of `host`: whether UTS 46 ToASCII takes
/// `host` and changes nothing in it but the ASCII case and the labels it
/// writes in Punycode (`None`: not known). The plain driver of the check,
/// beside [`super::decode_a_labels_checked`]'s.
#[cfg(test)]
pub(super) fn maps_to_itself(host: &str) -> Option<bool> {
    let mut check = Check::new();
    for c in host.chars() {
        if c == '.' {
            check.dot();
        } else if c.is_ascii() {
            check.ascii(c as u8);
        } else {
            check.non_ascii(c);
        }
    }
    check.end()
}

/// The loop of [`to_ascii_one_pass`]: `None` where it gives up, with
/// `label_host_start` the byte where the current label begins in `host`
/// (`None` if it begins inside a mapping).
fn labels_in_one_pass(
    host: &str,
    out: &mut String,
    label: &mut Pass,
    name: &mut NameSummary,
    label_host_start: &mut Option<usize>,
) -> Option<Result<(), IdnaError>> {
    // By bytes: an ASCII one is a character, without a decode.
    let bytes = host.as_bytes();
    let mut at = 0;
    while let Some(&b) = bytes.get(at) {
        if b.is_ascii() {
            at += 1;
            if b == b'.' {
                label.next_label::<true>(out, name)?;
                *label_host_start = Some(at);
            } else {
                label.push_ascii::<true>(char::from(b.to_ascii_lowercase()), out, name)?;
            }
            continue;
        }
        let c = char_at(host, at)?;
        at += c.len_utf8();
        let i = info(c);
        if i.is_valid() {
            if let Err(e) = label.push(c, i, name)? {
                return Some(Err(e));
            }
        } else if i.is_mapped() {
            let mapping = i.string();
            for (k, m) in mapping.char_indices() {
                if m == '.' {
                    label.next_label::<true>(out, name)?;
                    *label_host_start = (k + 1 == mapping.len()).then_some(at);
                } else if m.is_ascii() {
                    label.push_ascii::<true>(m, out, name)?;
                } else if let Err(e) = label.push(m, info(m), name)? {
                    return Some(Err(e));
                }
            }
        } else {
            return Some(Err(INVALID));
        }
    }
    label.end::<true>(out, name)?;
    if name.composed && name.rtl {
        return None;
    }
    Some(name.verdict())
}

/// The character of `host` that begins at byte `at`, not ASCII: one of
/// two bytes (the scripts of [`BELOW_0800`]) from its bytes, without the
/// checks of a general decode (`host` is UTF-8, and `at` a boundary: the
/// lead byte is 0xC2 to 0xDF and one continuation byte follows), others
/// by `chars`. (A tenth of the cost of a label of two Arabic letters was
/// the general decode.) The plain twin is `chars`; a test compares them
/// on every character.
#[inline(always)]
fn char_at(host: &str, at: usize) -> Option<char> {
    let bytes = host.as_bytes();
    match (bytes.get(at), bytes.get(at + 1)) {
        (Some(&lead @ 0xC0..=0xDF), Some(&next)) => {
            char::from_u32(u32::from(lead & 0x1F) << 6 | u32::from(next & 0x3F))
        }
        _ => host.get(at..).and_then(|rest| rest.chars().next()),
    }
}

/// What [`to_ascii_one_pass`] did.
#[derive(Debug)]
pub(super) enum OnePass {
    /// The whole host, or its error.
    Done(Result<(), IdnaError>),
    /// Go on with [`to_ascii_into`] from a label.
    Resume(Resume),
}

/// Where [`to_ascii_into`] goes on from: the byte of the host where a
/// label begins, the output's length before it (what follows is to be
/// cut), what the labels before it tell the bidi rule, and whether they
/// hold a character that a `reg-name` does not allow (so that only the
/// rest is checked).
#[derive(Debug)]
pub(super) struct Resume {
    pub(super) host_at: usize,
    pub(super) out_at: usize,
    pub(super) prior: Prior,
    pub(super) not_reg_name: bool,
}

/// What the labels before a host's part tell the bidi rule of the whole
/// name: whether one has a right-to-left character, and whether all
/// satisfy the rule.
#[derive(Clone, Copy, Debug)]
pub(super) struct Prior {
    rtl: bool,
    bidi_ok: bool,
}

impl Default for Prior {
    fn default() -> Prior {
        Prior {
            rtl: false,
            bidi_ok: true,
        }
    }
}

/// What [`to_ascii_one_pass`] knows of the whole name.
#[derive(Debug)]
struct NameSummary {
    /// A character of class R, AL or AN: a Bidi domain name.
    rtl: bool,
    /// Every label so far satisfies the bidi rule.
    bidi_ok: bool,
    /// Two characters were composed (the bidi summary then is not exact).
    composed: bool,
    /// An ASCII character that a `reg-name` does not allow.
    not_reg_name: bool,
}

impl NameSummary {
    /// Before the first label.
    fn new() -> NameSummary {
        NameSummary {
            rtl: false,
            bidi_ok: true,
            composed: false,
            not_reg_name: false,
        }
    }

    /// Once every label is done (and the summary is exact: no pair was
    /// composed in a right-to-left name): the bidi rule of a Bidi domain
    /// name (RFC 5893 §2), then the `reg-name` rule.
    fn verdict(&self) -> Result<(), IdnaError> {
        if self.rtl && !self.bidi_ok {
            return Err(INVALID);
        }
        if self.not_reg_name {
            return Err(IdnaError {
                kind: IdnaErrorKind::NotRegName,
            });
        }
        Ok(())
    }
}

/// One label in [`to_ascii_one_pass`].
#[derive(Debug)]
struct Pass {
    /// Where its text begins in the output.
    out_start: usize,
    chars: [char; MAX_PUNYCODE_LABEL],
    len: usize,
    non_ascii: bool,
    /// The last character is a starter without a decomposition (another
    /// may compose with it); `None`: not known yet (looked up only if a
    /// character that may compose follows it).
    composable: Option<bool>,
    /// The combining class of the last character.
    last_class: u8,
    /// The bidi summary: first class, last class that is not NSM, the
    /// set of classes.
    first_class: Option<u32>,
    last_strong: u32,
    classes: u32,
}

impl Pass {
    fn new(out_start: usize) -> Pass {
        Pass {
            out_start,
            chars: ['\0'; MAX_PUNYCODE_LABEL],
            len: 0,
            non_ascii: false,
            composable: Some(false),
            last_class: 0,
            first_class: None,
            last_strong: bidi::NSM,
            classes: 0,
        }
    }

    /// The next label, which begins at `out_start` (the characters are
    /// not cleared: only the first `len` are read).
    fn reset(&mut self, out_start: usize) {
        self.out_start = out_start;
        self.len = 0;
        self.non_ascii = false;
        self.composable = Some(false);
        self.last_class = 0;
        self.first_class = None;
        self.last_strong = bidi::NSM;
        self.classes = 0;
    }

    /// Keeps the non-ASCII character `c`: `None` after 63 characters,
    /// the most Punycode takes.
    #[inline(always)]
    fn store(&mut self, c: char) -> Option<()> {
        *self.chars.get_mut(self.len)? = c;
        self.len += 1;
        self.non_ascii = true;
        Some(())
    }

    #[inline(always)]
    fn note_class(&mut self, class: u32) {
        self.first_class.get_or_insert(class);
        if class != bidi::NSM {
            self.last_strong = class;
        }
        self.classes |= 1 << class;
    }

    /// An ASCII character, lowercase (written to `out` if `ENCODE`).
    #[inline(always)]
    fn push_ascii<const ENCODE: bool>(
        &mut self,
        c: char,
        out: &mut String,
        name: &mut NameSummary,
    ) -> Option<()> {
        let rules = ASCII_RULES.get(c as usize).copied().unwrap_or(DENIED);
        if rules & DENIED != 0 {
            // (`<` or `>` may still compose with a U+0338 after them.)
            return None;
        }
        name.not_reg_name |= rules & NOT_REG_NAME != 0;
        match self.chars.get_mut(self.len) {
            Some(slot) => *slot = c,
            // More than 63 characters: only an ASCII label may go on.
            None if self.non_ascii => return None,
            None => {}
        }
        if ENCODE {
            out.push(c);
        }
        self.len += 1;
        self.composable = Some(true);
        self.last_class = 0;
        self.note_class(
            ASCII_BIDI
                .get(c as usize)
                .map_or(bidi::ON, |&k| u32::from(k)),
        );
        Some(())
    }

    /// A non-ASCII valid character `c` with its [`Info`].
    #[inline(always)]
    fn push(&mut self, c: char, i: Info, name: &mut NameSummary) -> Option<Result<(), IdnaError>> {
        // Most letters: nothing to check but their place. (The class
        // and bidi class are constants for the commonest, so the compiler
        // drops their work: 7% of a short label's cost.)
        if i.is_plain() {
            return self.keep(c, i, 0, bidi::L, name).map(Ok);
        }
        if i.is_starter_yes() && !matches!(c, '\u{200C}' | '\u{200D}') {
            return self.keep(c, i, 0, i.bidi_class(), name).map(Ok);
        }
        if self.len == 0 && i.is_mark() {
            return Some(Err(INVALID));
        }
        // The one pass composes a character only with the one before it: a
        // decomposition that may compose with what is before is left to
        // the full NFC (found by the `to_uri` fuzz target: the pass kept
        // U+1611E U+16124, which is not in NFC).
        if matches!(c, '\u{200C}' | '\u{200D}') || i.nfc_no() || i.decomposition_may_compose() {
            return None;
        }
        let class = i.combining_class();
        if i.nfc_maybe() {
            let last = self
                .len
                .checked_sub(1)
                .and_then(|at| self.chars.get_mut(at))?;
            let composable = self.composable.unwrap_or_else(|| {
                let li = info(*last);
                li.combining_class() == 0 && !li.has_decomposition()
            });
            if !composable {
                return None;
            }
            if let Some(composite) = super::nfc::compose_pair(*last, c) {
                *last = composite;
                // Looked up only if another character that may compose
                // follows (most compositions are the last of theirs).
                self.composable = None;
                self.non_ascii = true;
                name.composed = true;
                return Some(Ok(()));
            }
        }
        if class != 0 && self.last_class > class {
            return None;
        }
        self.keep(c, i, class, i.bidi_class(), name).map(Ok)
    }

    /// Keeps the non-ASCII character `c`, checked, with what the next one
    /// and the bidi rule need to know of it: its combining class and bidi
    /// class (read from `i`).
    #[inline(always)]
    fn keep(
        &mut self,
        c: char,
        i: Info,
        class: u8,
        bidi_class: u32,
        name: &mut NameSummary,
    ) -> Option<()> {
        self.store(c)?;
        self.composable = Some(class == 0 && !i.has_decomposition());
        self.last_class = class;
        name.rtl |= bidi::is_right_to_left(bidi_class);
        self.note_class(bidi_class);
        Some(())
    }

    /// Ends the label and begins the next one after a `.`.
    #[inline(always)]
    fn next_label<const ENCODE: bool>(
        &mut self,
        out: &mut String,
        name: &mut NameSummary,
    ) -> Option<()> {
        self.end::<ENCODE>(out, name)?;
        if ENCODE {
            out.push('.');
        }
        self.reset(out.len());
        Some(())
    }

    /// The label ends: it is rewritten as `xn--` and its Punycode if it
    /// holds non-ASCII (if `ENCODE`), and its bidi summary is checked.
    #[inline(always)]
    fn end<const ENCODE: bool>(&mut self, out: &mut String, name: &mut NameSummary) -> Option<()> {
        let chars = self.chars.get(..self.len.min(MAX_PUNYCODE_LABEL))?;
        if chars.starts_with(&['x', 'n', '-', '-']) {
            return None;
        }
        if ENCODE && self.non_ascii {
            out.truncate(self.out_start);
            out.push_str("xn--");
            crate::punycode::encode_label(chars, out)?;
        }
        name.bidi_ok &= label_satisfies_bidi_rule(self.first_class, self.last_strong, self.classes);
        Some(())
    }
}

/// RFC 5893 §2 from a label's summary: its first class, its last that is
/// not NSM (the first if there is none), and the set of its classes
/// (`1 << class`). The plain twin is [`satisfies_bidi_rule`].
fn label_satisfies_bidi_rule(first: Option<u32>, last: u32, classes: u32) -> bool {
    // Indexing in a const fn (`get` is not const): `i < ks.len()`.
    #[allow(clippy::indexing_slicing)]
    const fn set(ks: &[u32]) -> u32 {
        let mut m = 0;
        let mut i = 0;
        while i < ks.len() {
            m |= 1 << ks[i];
            i += 1;
        }
        m
    }
    // Rules 5 and 2: the classes an LTR and an RTL label may hold.
    const LTR: u32 = set(&[
        bidi::L,
        bidi::EN,
        bidi::ES,
        bidi::CS,
        bidi::ET,
        bidi::ON,
        bidi::BN,
        bidi::NSM,
    ]);
    const RTL: u32 = set(&[
        bidi::R,
        bidi::AL,
        bidi::AN,
        bidi::EN,
        bidi::ES,
        bidi::CS,
        bidi::ET,
        bidi::ON,
        bidi::BN,
        bidi::NSM,
    ]);
    const BOTH_NUMBERS: u32 = set(&[bidi::EN, bidi::AN]);
    match first {
        None => true,
        // Rule 6: an LTR label ends with L or EN.
        Some(bidi::L) => classes & !LTR == 0 && matches!(last, bidi::L | bidi::EN),
        // Rules 3 and 4: an RTL label ends with R, AL, EN or AN, and does
        // not hold both EN and AN.
        Some(bidi::R | bidi::AL) => {
            classes & !RTL == 0
                && matches!(last, bidi::R | bidi::AL | bidi::EN | bidi::AN)
                && classes & BOTH_NUMBERS != BOTH_NUMBERS
        }
        // Rule 1: the first character is L, R or AL.
        Some(_) => false,
    }
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
pub(super) fn to_ascii_into(host: &str, out: &mut String, prior: Prior) -> Result<(), IdnaError> {
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
    let mut rtl = flags.rtl || prior.rtl;
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
        if !prior.bidi_ok {
            return Err(INVALID);
        }
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
    !c.is_ascii() && info(c).is_right_to_left()
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
                self.rtl |= i.is_right_to_left();
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

/// A label of the processed host: its place among the mapped characters,
/// or for an A-label among the decoded ones.
#[derive(Clone, Copy, Debug)]
enum Label {
    Plain { start: usize, end: usize },
    ALabel { start: usize, end: usize },
}

/// UTS 46 §4 step 1 (Map) of `host`, as text: what its labels are once
/// mapped (`ｘｎ－－` is `xn--`, `。` is `.`).
pub(super) fn mapped(host: &str) -> String {
    map(host).chars.into_iter().collect()
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
    if label.iter().all(char::is_ascii) {
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
        let b = super::super::host_to_ascii_uts46(host);
        // The full processing alone, and the one-pass path (with the full
        // one where it gives up), as `host_to_ascii` runs them.
        for (path, a) in [("full", to_ascii_alone(host)), ("one pass", ours(host))] {
            let same = match (&a, &b) {
                (Err(e), _) if e.kind() == IdnaErrorKind::LabelTooLong => {
                    a == b || host.chars().count() > MAX_PUNYCODE_LABEL
                }
                _ => a == b,
            };
            if !same {
                return Err(format!(
                    "{host:?} ({:X?}): {path} {a:?}, idna {b:?}",
                    host.chars().map(u32::from).collect::<Vec<_>>()
                ));
            }
        }
        Ok(())
    }

    /// This module alone (no fast path before it), with the reg-name check.
    fn to_ascii_alone(host: &str) -> Result<String, IdnaError> {
        let mut out = String::new();
        to_ascii_into(host, &mut out, Prior::default())?;
        super::super::reg_name(alloc::borrow::Cow::Owned(out))
    }

    /// The letters of the common scripts need nothing but Punycode.
    #[test]
    fn common_letters_are_plain() {
        for c in (0x80..=0x10FFFF).filter_map(char::from_u32) {
            let Some(m) = super::super::simple_mapping(c) else {
                continue;
            };
            let (i, mi) = (info(c), info(m));
            assert!(!m.is_ascii() && mi.is_valid(), "{c:?}");
            assert!(
                i.is_valid() && c == m || i.is_mapped() && i.string().chars().eq([m]),
                "{c:?}"
            );
            assert_eq!(mi.bidi_class(), bidi::L, "{c:?}");
            assert_eq!(mi.combining_class(), 0, "{c:?}");
            assert!(!mi.is_mark() && !mi.nfc_maybe() && !mi.nfc_no(), "{c:?}");
            assert!(mi.is_plain(), "{c:?}");
        }
    }

    #[test]
    fn char_at_reads_every_character() {
        for c in (0x80..=0x10_FFFF).filter_map(char::from_u32) {
            let host = std::format!("a{c}b");
            assert_eq!(char_at(&host, 1), Some(c), "U+{:04X}", u32::from(c));
        }
        assert_eq!(char_at("a", 1), None);
    }

    #[test]
    fn the_block_index_finds_every_character() {
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            assert_eq!(info(c).0, info_plain(c).0, "{c:?}");
        }
    }

    /// [`agree`] on every host, with the differences listed.
    fn assert_all_agree(hosts: impl Iterator<Item = String>) {
        let wrong: Vec<String> = hosts.filter_map(|host| agree(&host).err()).collect();
        assert!(
            wrong.is_empty(),
            "{} differences, first: {:?}",
            wrong.len(),
            &wrong[..wrong.len().min(20)]
        );
    }

    #[test]
    fn every_character_alone_and_after_a_letter() {
        assert_all_agree(
            (0..=0x10FFFF)
                .filter_map(char::from_u32)
                .flat_map(|c| [format!("{c}"), format!("a{c}"), format!("{c}.a")]),
        );
    }

    /// The characters whose canonical decomposition begins with one that
    /// may compose with the character before it (since Unicode 16, vowel
    /// signs of Gurung Khema, Kirat Rai and Tulu-Tigalari), after each
    /// character of their block of 128 and after a letter and one of
    /// those: the same as the idna crate (the `to_uri` fuzz target found
    /// the one pass keeping U+1611E U+16124, which is not in NFC).
    #[test]
    fn decompositions_that_compose_with_the_character_before() {
        let composing: Vec<char> = (0..=0x10FFFF)
            .filter_map(char::from_u32)
            .filter(|&c| info(c).decomposition_may_compose())
            .collect();
        assert!(composing.contains(&'\u{16121}'), "{composing:X?}");
        assert_all_agree(composing.iter().flat_map(|&c| {
            let block = u32::from(c) >> 7;
            ((block << 7)..((block + 1) << 7))
                .filter_map(char::from_u32)
                .flat_map(move |p| [format!("{p}{c}"), format!("a{p}{c}")])
        }));
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

    /// A character that a `reg-name` does not allow, in a label before the
    /// one where the one pass gives up (a joiner), is still refused: the
    /// full processing checks only what it writes.
    #[test]
    fn not_a_reg_name_before_the_pass_gives_up() {
        for host in [
            "a`b.\u{915}\u{94D}\u{200C}",
            "b{.\u{E01}.\u{915}\u{94D}\u{200C}",
        ] {
            assert!(matches!(
                to_ascii_one_pass(host, &mut String::new()),
                OnePass::Resume(_)
            ));
            assert_eq!(
                ours(host).map_err(|e| e.kind()),
                Err(IdnaErrorKind::NotRegName),
                "{host}"
            );
            assert_eq!(agree(host), Ok(()));
        }
        // Without it, the host is written (as the idna crate writes it).
        let host = "ab.\u{915}\u{94D}\u{200C}";
        assert!(ours(host).is_ok_and(|ascii| ascii.starts_with("ab.xn--")));
        assert_eq!(agree(host), Ok(()));
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
                // Allowed in a host by UTS 46 and the WHATWG, not by RFC
                // 3986's `reg-name`.
                "`",
                "{",
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

        /// The bidi rule from a label's summary, as the one pass keeps it,
        /// against the rule read off the label's characters.
        #[test]
        fn bidi_summary_matches_the_plain_rule(label in prop::collection::vec(
            prop::sample::select(vec![
                'a', 'B', '1', '-', '.', '\u{5D0}', '\u{5B0}', '\u{627}', '\u{660}', '\u{6F0}', '\u{300}',
                '\u{200C}', '\u{E01}', '\u{E38}', '%', ',', '$', '\u{AD}', ' ', '\u{2028}',
            ]), 0..8)) {
            let mut pass = Pass::new(0);
            for &c in &label {
                pass.note_class(info(c).bidi_class());
            }
            prop_assert_eq!(
                label_satisfies_bidi_rule(pass.first_class, pass.last_strong, pass.classes),
                satisfies_bidi_rule(&label)
            );
        }

        /// The same on hosts of whole labels: labels of letters, marks
        /// and digits of one script each, which pass, and labels that make
        /// the one-pass path give up (joiners, A-labels, compositions,
        /// mapped dots) or fail the bidi rule, after and before them.
        #[test]
        fn agrees_on_hosts_of_whole_labels(labels in prop::collection::vec(
            prop::sample::select(vec![
                "b\u{E01}", "\u{E01}\u{E38}\u{E48}", "\u{E01}\u{E48}\u{E38}", "e\u{301}", "\u{C9}", "\u{5D0}\u{5D1}1",
                "\u{627}\u{644}\u{660}", "\u{915}\u{94D}\u{200C}\u{937}", "\u{628}\u{200C}\u{628}", "\u{1100}\u{1161}",
                "\u{AC00}\u{11A8}", "xn--bcher-kva", "XN--4DB", "\u{FF21}\u{FF22}", "a\u{AD}b", "\u{2488}", "stra\u{DF}e",
                "a\u{323}\u{302}", "a\u{302}\u{323}", "\u{1E9B}\u{323}", "\u{212B}", "\u{F900}", "\u{958}", "abc", "1",
                "1a", "a-", "\u{5D0}", "\u{5D0}\u{5B0}", "a\u{5D0}", "\u{5D0}1\u{660}", "\u{627}-", "\u{915}\u{94D}\u{200C}",
                "\u{915}\u{94D}\u{200D}", "<\u{338}", "\u{3002}", "\u{FF0E}x", "xn--4db", "xn--ls8h", "\u{200D}",
                "a`b", "\u{E01}{",
            ]), 1..6)) {
            let host = labels.join(".");
            prop_assert_eq!(agree(&host), Ok(()));
        }
    }
}
