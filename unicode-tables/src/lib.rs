//! The generator of `urlkit/src/idna/tables.rs`: the Unicode data that
//! urlkit's own UTS 46 processing (`urlkit/src/idna/uts46.rs`) reads, taken
//! from ICU4X's compiled data, the data the `idna` crate (urlkit's plain
//! twin for UTS 46) reads too, so that the two agree character for
//! character. Only facts of the Unicode Character Database and of the UTS 46
//! mapping table go into the file (Unicode licence, see PROVENANCE.md).
//!
//! `cargo run -p urlkit-unicode-tables` rewrites the file; the test
//! `tables_are_current` fails when the file differs from what this writes.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use icu_normalizer::properties::{
    CanonicalCombiningClassMapBorrowed, CanonicalCompositionBorrowed,
    CanonicalDecompositionBorrowed, Decomposed,
};
use icu_normalizer::uts46::Uts46MapperBorrowed;
use icu_normalizer::{ComposingNormalizerBorrowed, DecomposingNormalizerBorrowed};
use icu_properties::props::{BidiClass, GeneralCategory, GeneralCategoryGroup, JoiningType};
use icu_properties::CodePointMapData;

/// The path of the generated file, from the workspace root.
///
/// # Examples
///
/// ```
/// assert!(urlkit_unicode_tables::PATH.ends_with("tables.rs"));
/// ```
pub const PATH: &str = "urlkit/src/idna/tables.rs";

/// Kinds of a character in the `INFO` words (bits 0-1); the layout is
/// documented in the generated file.
const VALID: u64 = 0;
const MAPPED: u64 = 1;
const DISALLOWED: u64 = 2;

/// The first code point of the Hangul syllables and their count: their
/// decomposition and composition are arithmetic (Unicode §3.12), so the
/// tables leave them out.
const S_BASE: u32 = 0xAC00;
const S_COUNT: u32 = 11172;

/// The generated file's text.
///
/// # Examples
///
/// ```no_run
/// // What `cargo run -p urlkit-unicode-tables` does (a few seconds: it
/// // looks up every code point).
/// let text = urlkit_unicode_tables::generate();
/// std::fs::write(urlkit_unicode_tables::PATH, text)?;
/// # Ok::<(), std::io::Error>(())
/// ```
#[must_use]
pub fn generate() -> String {
    let uts46 = Uts46MapperBorrowed::new();
    let nfd = DecomposingNormalizerBorrowed::new_nfd();
    let nfc = ComposingNormalizerBorrowed::new_nfc();
    let ccc = CanonicalCombiningClassMapBorrowed::new();
    let compose = CanonicalCompositionBorrowed::new();
    let decompose = CanonicalDecompositionBorrowed::new();
    let bidi = CodePointMapData::<BidiClass>::new();
    let joining = CodePointMapData::<JoiningType>::new();
    let category = CodePointMapData::<GeneralCategory>::new();

    // The primary composites: the pairs (first, second) that NFC composes,
    // and the characters that may compose with the one before them
    // (NFC_Quick_Check = Maybe).
    let mut pairs = BTreeMap::new();
    for c in all_chars() {
        if is_hangul_syllable(c) {
            continue;
        }
        if let Decomposed::Expansion(a, b) = decompose.decompose(c) {
            if compose.compose(a, b) == Some(c) {
                pairs.insert((u32::from(a), u32::from(b)), u32::from(c));
            }
        }
    }
    let mut seconds: Vec<u32> = pairs.keys().map(|&(_, b)| b).collect();
    seconds.sort_unstable();
    seconds.dedup();

    let mut pool = String::new();
    let mut pool_index: BTreeMap<String, usize> = BTreeMap::new();
    let mut intern = |text: &str| -> u64 {
        let offset = *pool_index.entry(text.to_owned()).or_insert_with(|| {
            let at = pool.len();
            pool.push_str(text);
            at
        });
        assert!(offset < 1 << 24 && text.len() < 256);
        ((offset as u64) << 32) | ((text.len() as u64) << 56)
    };

    let mut starts: Vec<u32> = Vec::new();
    let mut infos: Vec<u64> = Vec::new();
    for cp in 0..=0x10FFFFu32 {
        let info = match char::from_u32(cp) {
            None => DISALLOWED,
            Some(c) => {
                let mapped: String = uts46.map_normalize([c].into_iter()).collect();
                let class = u64::from(ccc.get_u8(c));
                let mark = u64::from(GeneralCategoryGroup::Mark.contains(category.get(c)));
                let single = c.to_string();
                let nfc_no = u64::from(nfc.normalize(&single) != single);
                let is_maybe = |cp: u32| seconds.binary_search(&cp).is_ok() || is_hangul_vt(cp);
                let maybe = u64::from(is_maybe(cp));
                // The first character of its canonical decomposition may
                // compose with the character before it (since Unicode 16:
                // Gurung Khema's U+16121 is U+1611E U+1611E, and U+1611E
                // composes with U+1611E before it).
                let decomposition_may_compose = u64::from(
                    nfd.normalize(&single)
                        .chars()
                        .next()
                        .is_some_and(|first| first != c && is_maybe(u32::from(first))),
                );
                let props = (class << 2)
                    | (mark << 10)
                    | (maybe << 11)
                    | (nfc_no << 12)
                    | (bidi_number(bidi.get(c)) << 13)
                    | (decomposition_may_compose << 17)
                    | (joining_number(joining.get(c)) << 18);
                if mapped == "\u{FFFD}" {
                    DISALLOWED | props
                } else if mapped == single {
                    // A valid character; its canonical decomposition, for
                    // the NFC of a label that needs it.
                    let decomposed = nfd.normalize(&single);
                    if decomposed == single || is_hangul_syllable(c) {
                        VALID | props
                    } else {
                        VALID | props | intern(&decomposed)
                    }
                } else {
                    MAPPED | props | intern(&mapped)
                }
            }
        };
        if infos.last() != Some(&info) {
            starts.push(cp);
            infos.push(info);
        }
    }

    // The run that holds a code point.
    let run_of = |cp: u32| starts.partition_point(|&start| start <= cp) - 1;
    let hex = |n: u64| format!("0x{n:X}");
    let mut out = String::new();
    out.push_str(HEADER);
    // The run of each 64-code-point block's first code point, so that a
    // lookup searches only the runs of its block.
    write_array(
        &mut out,
        "The index in [`STARTS`] of the run that holds the first code point\n\
         /// of each block of 64 (and one past the last block).",
        "BLOCKS: [u16",
        (0..=0x4400u32).map(|block| run_of(block << 6).to_string()),
    );
    // In the BMP, the run of each code point as its offset from its
    // block's: the blocks of the same offsets share one chunk of 64.
    let mut chunks: Vec<Vec<u8>> = Vec::new();
    let mut chunk_of = Vec::new();
    for block in 0..0x400u32 {
        let first = run_of(block << 6);
        let offsets: Vec<u8> = (0..64)
            .map(|k| u8::try_from(run_of((block << 6) + k) - first).expect("64 runs at most"))
            .collect();
        let index = chunks
            .iter()
            .position(|c| *c == offsets)
            .unwrap_or_else(|| {
                chunks.push(offsets);
                chunks.len() - 1
            });
        chunk_of.push(u8::try_from(index).expect("at most 256 chunks"));
    }
    write_array(
        &mut out,
        "The chunk of [`BMP_OFFSETS`] of each block of 64 code points of the\n\
         /// Basic Multilingual Plane.",
        "BMP_CHUNKS: [u8",
        chunk_of.iter().map(ToString::to_string),
    );
    write_array(
        &mut out,
        "Chunks of 64: the run of each code point of a block, as its offset\n\
         /// from the block's run in [`BLOCKS`] (a lookup without a search).",
        "BMP_OFFSETS: [u8",
        chunks.iter().flatten().map(ToString::to_string),
    );
    write_array(
        &mut out,
        "The `INFO` word of each code point below U+0800, those of one or two\n\
         /// bytes of UTF-8 (ASCII, Latin, Greek, Cyrillic, Armenian, Hebrew,\n\
         /// Arabic, the combining marks), without a search.",
        "BELOW_0800: [u64",
        (0..0x800u32).map(|cp| hex(infos[run_of(cp)])),
    );
    write_array(
        &mut out,
        "The Bidi_Class number (bits 13-16 of an `INFO` word) of each ASCII\n\
         /// character.",
        "ASCII_BIDI: [u8",
        (0..128u32).map(|c| bidi_number(bidi.get(char::from_u32(c).unwrap_or('\0'))).to_string()),
    );
    write_array(
        &mut out,
        "The first code point of each run of characters with the same\n\
         /// [`INFO`] word, ascending.",
        "STARTS: [u32",
        starts.iter().map(|&s| hex(u64::from(s))),
    );
    write_array(
        &mut out,
        "The properties of the run that begins at the same index of\n\
         /// [`STARTS`] (the layout is in the module's documentation).",
        "INFO: [u64",
        infos.iter().map(|&i| hex(i)),
    );
    out.push_str(
        "/// The mappings and decompositions that [`INFO`] words point to,\n\
         /// one after the other.\n\
         pub(super) static STRINGS: &str = \"",
    );
    for (i, c) in pool.chars().enumerate() {
        if i % 16 == 15 {
            out.push_str("\\\n    ");
        }
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else {
            let _ = write!(out, "\\u{{{:X}}}", u32::from(c));
        }
    }
    out.push_str("\";\n\n");
    write_array(
        &mut out,
        "The canonical compositions of two characters but the Hangul\n\
         /// syllables, as `first << 21 | second`, ascending; the composite of\n\
         /// each is at the same index of [`COMPOSITES`].",
        "COMPOSITION_KEYS: [u64",
        pairs.keys().map(|&(a, b)| hex(composition_key(a, b))),
    );
    write_array(
        &mut out,
        "The composite of each pair of [`COMPOSITION_KEYS`].",
        "COMPOSITES: [u32",
        pairs.values().map(|&c| hex(u64::from(c))),
    );
    // The same pairs in a hash table, found in a probe or two instead of
    // a binary search of ten dependent steps: open addressing, the slot
    // `key * MULTIPLIER >> (64 - BITS)` and the ones after it.
    const BITS: u32 = 11;
    const MULTIPLIER: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut slots = vec![0u16; 1 << BITS];
    let mut probes = 0;
    for (index, &(a, b)) in pairs.keys().enumerate() {
        let key = composition_key(a, b);
        let mut slot =
            usize::try_from(key.wrapping_mul(MULTIPLIER) >> (64 - BITS)).expect("11 bits");
        let mut n = 1;
        while slots[slot] != 0 {
            slot = (slot + 1) % slots.len();
            n += 1;
        }
        slots[slot] = u16::try_from(index + 1).expect("fewer than 65 535 pairs");
        probes = probes.max(n);
    }
    let _ = write!(
        out,
        "/// The hash of [`COMPOSITION_SLOTS`]: a key `first << 21 | second`\n\
         /// times this, its top [`COMPOSITION_BITS`] bits.\n\
         pub(super) const COMPOSITION_MULTIPLIER: u64 = {MULTIPLIER:#X};\n\n\
         /// See [`COMPOSITION_MULTIPLIER`].\n\
         pub(super) const COMPOSITION_BITS: u32 = {BITS};\n\n\
         /// The most slots a key of [`COMPOSITION_KEYS`] is looked for in.\n\
         pub(super) const COMPOSITION_PROBES: usize = {probes};\n\n"
    );
    write_array(
        &mut out,
        "The pairs of [`COMPOSITION_KEYS`] by hash: one plus the index of the\n\
         /// pair, 0 for an empty slot; a key is in its slot or in the next ones\n\
         /// (at most [`COMPOSITION_PROBES`]), before an empty one.",
        "COMPOSITION_SLOTS: [u16",
        slots.iter().map(ToString::to_string),
    );
    // The pairs of an ASCII letter (U+0040 to U+007F) and a combining mark
    // of U+0300 to U+036F, the commonest (decomposed Latin text), without
    // the hash: each mark's row of composites by letter, row 0 for the
    // marks that compose with none (all NUL).
    let mut marks = [0u8; 0x70];
    let mut latin: Vec<u32> = vec![0; 64];
    for mark in 0x300..0x370u32 {
        let row: Vec<u32> = (0x40..0x80u32)
            .map(|letter| pairs.get(&(letter, mark)).copied().unwrap_or(0))
            .collect();
        if row.iter().any(|&c| c != 0) {
            marks[usize::try_from(mark - 0x300).expect("small")] =
                u8::try_from(latin.len() / 64).expect("fewer than 256 marks");
            latin.extend(row);
        }
    }
    write_array(
        &mut out,
        "For each combining mark of U+0300 to U+036F, its row of\n\
         /// [`LATIN_COMPOSITES`] (0, all NUL, if it composes with none of the\n\
         /// characters U+0040 to U+007F).",
        "LATIN_MARKS: [u8",
        marks.iter().map(ToString::to_string),
    );
    write_array(
        &mut out,
        "The composite of each character U+0040 to U+007F (64 a row) and the\n\
         /// mark of the row ([`LATIN_MARKS`]), NUL for none.",
        "LATIN_COMPOSITES: [char",
        latin.iter().map(|&c| format!("'\\u{{{c:X}}}'")),
    );
    // One blank line between items, none after the last.
    out.pop();
    out
}

/// The key of a composition pair, as `COMPOSITION_KEYS` holds it (and
/// urlkit's `idna::nfc::composition_key` computes it).
fn composition_key(first: u32, second: u32) -> u64 {
    (u64::from(first) << 21) | u64::from(second)
}

/// Writes a static array: its documentation (`doc`, without the first
/// `/// `), `pub(super) static {name_and_type}; LEN] = [`, the items
/// several to a line, and `];` with a blank line after.
fn write_array(
    out: &mut String,
    doc: &str,
    name_and_type: &str,
    items: impl Iterator<Item = String>,
) {
    let items: Vec<String> = items.collect();
    let _ = writeln!(
        out,
        "/// {doc}\npub(super) static {name_and_type}; {}] = [",
        items.len()
    );
    write_numbers(out, items.into_iter());
    out.push_str("];\n\n");
}

/// Writes `items` separated by commas, several to a line.
fn write_numbers(out: &mut String, items: impl Iterator<Item = String>) {
    let mut line = String::from("   ");
    for item in items {
        if line.len() + item.len() + 2 > 99 {
            out.push_str(&line);
            out.push('\n');
            line = String::from("   ");
        }
        line.push(' ');
        line.push_str(&item);
        line.push(',');
    }
    if line.len() > 3 {
        out.push_str(&line);
        out.push('\n');
    }
}

/// urlkit's numbers for the Bidi_Class values that RFC 5893 §2 names; 11
/// for every other (B, S, WS and the explicit formatting classes), which
/// no label of a Bidi domain name may hold.
fn bidi_number(class: BidiClass) -> u64 {
    const CLASSES: [BidiClass; 11] = [
        BidiClass::LeftToRight,
        BidiClass::RightToLeft,
        BidiClass::ArabicLetter,
        BidiClass::EuropeanNumber,
        BidiClass::EuropeanSeparator,
        BidiClass::EuropeanTerminator,
        BidiClass::ArabicNumber,
        BidiClass::CommonSeparator,
        BidiClass::NonspacingMark,
        BidiClass::BoundaryNeutral,
        BidiClass::OtherNeutral,
    ];
    CLASSES.iter().position(|&c| c == class).unwrap_or(11) as u64
}

/// urlkit's numbers for the Joining_Type values (RFC 5892 A.1).
fn joining_number(joining: JoiningType) -> u64 {
    const TYPES: [JoiningType; 6] = [
        JoiningType::NonJoining,
        JoiningType::DualJoining,
        JoiningType::LeftJoining,
        JoiningType::RightJoining,
        JoiningType::Transparent,
        JoiningType::JoinCausing,
    ];
    TYPES
        .iter()
        .position(|&t| t == joining)
        .expect("a Joining_Type this generator knows") as u64
}

fn all_chars() -> impl Iterator<Item = char> {
    (0..=0x10FFFFu32).filter_map(char::from_u32)
}

fn is_hangul_syllable(c: char) -> bool {
    (S_BASE..S_BASE + S_COUNT).contains(&u32::from(c))
}

/// Hangul vowel and trailing jamo, which compose with the character before
/// them (an L jamo, or an LV syllable).
fn is_hangul_vt(cp: u32) -> bool {
    (0x1161..=0x1175).contains(&cp) || (0x11A8..=0x11C2).contains(&cp)
}

const HEADER: &str = "\
//! Generated by `cargo run -p urlkit-unicode-tables` (unicode-tables/) from
//! the compiled Unicode data of ICU4X's `icu_normalizer` and `icu_properties`
//! (the versions in Cargo.lock), the data the `idna` crate reads: do not
//! edit. The test `tables_are_current` of that crate fails when this file
//! differs from what it writes.
//!
//! Each character's `INFO` word:
//!
//! - bits 0-1: its UTS 46 status once mapped and put in NFC alone: 0 valid
//!   (it stands for itself), 1 mapped (to the string at bits 32-63), 2
//!   disallowed;
//! - bits 2-9: its Canonical_Combining_Class;
//! - bit 10: General_Category Mark (a label must not begin with one);
//! - bit 11: NFC_Quick_Check Maybe (it may compose with the character
//!   before it);
//! - bit 12: NFC_Quick_Check No (NFC changes it);
//! - bits 13-16: its Bidi_Class (RFC 5893 §2): 0 L, 1 R, 2 AL, 3 EN,
//!   4 ES, 5 ET, 6 AN, 7 CS, 8 NSM, 9 BN, 10 ON, 11 any other;
//! - bit 17: the first character of its canonical decomposition has
//!   NFC_Quick_Check Maybe (NFC may compose it with the character before;
//!   since Unicode 16, e.g. Gurung Khema's U+16121, U+1611E U+1611E);
//! - bits 18-20: its Joining_Type (RFC 5892 A.1): 0 U, 1 D, 2 L, 3 R,
//!   4 T, 5 C;
//! - bits 32-55 and 56-63: offset and length in bytes of a string of
//!   [`STRINGS`]: the mapping of a mapped character (in NFC, empty for an
//!   ignored one), or the canonical decomposition of a valid character
//!   that has one (but the Hangul syllables'); length 0 otherwise.

";
