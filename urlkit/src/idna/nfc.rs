//! Normalization Form C (UAX 15) of a host's mapped characters, for UTS 46
//! §4 step 2, and the check that a decoded A-label is in NFC (§4.1
//! criterion 1).
//!
//! NFC is the canonical decomposition (each character's from
//! [`super::tables`], Hangul syllables by arithmetic, Unicode §3.12), the
//! canonical ordering of combining marks, then the canonical composition.
//! The plain twin is ICU4X's normalizer, through the `idna` crate: the
//! tests compare the two.

use alloc::vec::Vec;

use super::tables::{
    COMPOSITES, COMPOSITION_BITS, COMPOSITION_KEYS, COMPOSITION_MULTIPLIER, COMPOSITION_PROBES,
    COMPOSITION_SLOTS, LATIN_COMPOSITES, LATIN_MARKS,
};
use super::uts46::info;

/// Hangul syllables and jamo (Unicode §3.12, "Conjoining Jamo Behavior").
const S_BASE: u32 = 0xAC00;
const L_BASE: u32 = 0x1100;
const V_BASE: u32 = 0x1161;
const T_BASE: u32 = 0x11A7;
const L_COUNT: u32 = 19;
const V_COUNT: u32 = 21;
const T_COUNT: u32 = 28;
const N_COUNT: u32 = V_COUNT * T_COUNT;
const S_COUNT: u32 = L_COUNT * N_COUNT;

/// Whether `text` is in NFC: the quick check of UAX 15 §9 (no character
/// whose NFC_Quick_Check is No or Maybe, and the combining classes in
/// canonical order), and where it cannot tell, the comparison with
/// [`normalize`].
pub(super) fn is_nfc(text: &[char]) -> bool {
    let mut last_class = 0u8;
    let mut quick = true;
    for &c in text {
        if c.is_ascii() {
            last_class = 0;
            continue;
        }
        let i = info(c);
        let class = i.combining_class();
        if i.may_change_under_nfc() || (class != 0 && last_class > class) {
            quick = false;
            break;
        }
        last_class = class;
    }
    quick || normalize(text) == text
}

/// The NFC of `text`.
pub(super) fn normalize(text: &[char]) -> Vec<char> {
    // Decomposition, each character with its combining class.
    let mut chars: Vec<(char, u8)> = Vec::with_capacity(text.len());
    for &c in text {
        decompose(c, &mut chars);
    }
    // Canonical ordering: each run of non-starters, stably sorted by
    // class (a stable sort, not the standard's pairwise swaps, which are
    // quadratic in a run's length).
    let mut at = 0;
    while at < chars.len() {
        let run = chars.get(at..).map_or(0, |rest| {
            rest.iter().take_while(|&&(_, class)| class != 0).count()
        });
        if run > 1 {
            if let Some(marks) = chars.get_mut(at..at + run) {
                marks.sort_by_key(|&(_, class)| class);
            }
        }
        at += run.max(1);
    }
    compose(&chars)
}

/// Appends the canonical decomposition of `c` (recursive: the tables
/// hold the full one) with each character's combining class.
fn decompose(c: char, out: &mut Vec<(char, u8)>) {
    let cp = u32::from(c);
    if c.is_ascii() {
        out.push((c, 0));
    } else if (S_BASE..S_BASE + S_COUNT).contains(&cp) {
        let s = cp - S_BASE;
        let jamo = [
            L_BASE + s / N_COUNT,
            V_BASE + (s % N_COUNT) / T_COUNT,
            T_BASE + s % T_COUNT,
        ];
        for (k, &j) in jamo.iter().enumerate() {
            if k < 2 || j != T_BASE {
                out.extend(char::from_u32(j).map(|j| (j, 0)));
            }
        }
    } else {
        let i = info(c);
        if i.has_decomposition() {
            out.extend(i.string().chars().map(|d| (d, info(d).combining_class())));
        } else {
            out.push((c, i.combining_class()));
        }
    }
}

/// The canonical composition algorithm (UAX 15 §3.11 / Unicode §3.11, D117):
/// each character composes with the last starter before it unless a
/// character between them blocks it.
fn compose(chars: &[(char, u8)]) -> Vec<char> {
    let mut out: Vec<char> = Vec::with_capacity(chars.len());
    // The last starter's index in `out`, and the class of the last
    // character appended after it (0 when it is the starter itself).
    let mut starter: Option<usize> = None;
    let mut last_class = 0u8;
    for &(c, class) in chars {
        if let Some(at) = starter {
            let adjacent = at + 1 == out.len();
            // Blocked: a character between with class 0 or at least this
            // one's (in canonical order, the last one has the highest).
            let blocked = !adjacent && (last_class == 0 || last_class >= class);
            if !blocked {
                if let Some(slot) = out.get_mut(at) {
                    if let Some(composite) = compose_pair(*slot, c) {
                        *slot = composite;
                        continue;
                    }
                }
            }
        }
        if class == 0 {
            starter = Some(out.len());
        }
        last_class = class;
        out.push(c);
    }
    out
}

/// Hangul composition (Unicode §3.12), by arithmetic: L + V is an LV
/// syllable, LV + T an LVT syllable.
fn compose_hangul(first: char, second: char) -> Option<char> {
    let (a, b) = (u32::from(first), u32::from(second));
    if (L_BASE..L_BASE + L_COUNT).contains(&a) && (V_BASE..V_BASE + V_COUNT).contains(&b) {
        return char::from_u32(S_BASE + ((a - L_BASE) * V_COUNT + (b - V_BASE)) * T_COUNT);
    }
    if (S_BASE..S_BASE + S_COUNT).contains(&a)
        && (a - S_BASE) % T_COUNT == 0
        && (T_BASE + 1..T_BASE + T_COUNT).contains(&b)
    {
        return char::from_u32(a + (b - T_BASE));
    }
    None
}

/// The key of a pair in `COMPOSITION_KEYS`: `first << 21 | second`.
fn composition_key(first: char, second: char) -> u64 {
    (u64::from(first) << 21) | u64::from(second)
}

/// The primary composite of `first` and `second`, if any.
///
/// A letter U+0040 to U+007F and a mark U+0300 to U+036F (decomposed Latin
/// text, the commonest pair) are looked up in [`LATIN_COMPOSITES`], by
/// two loads (the hash took about 40 instructions, a tenth of the cost
/// of a host of decomposed labels such as `bu\u{308}`).
/// (Inlined, and the rest of the pairs a call: the call and the registers
/// it saves and restores cost as much as the table's lookup.)
#[inline(always)]
pub(super) fn compose_pair(first: char, second: char) -> Option<char> {
    let letter = u32::from(first).wrapping_sub(0x40);
    let mark = u32::from(second).wrapping_sub(0x300);
    if letter < 0x40 {
        if let Some(&row) = LATIN_MARKS.get(mark as usize) {
            let at = (usize::from(row) << 6) | letter as usize;
            return LATIN_COMPOSITES.get(at).copied().filter(|&c| c != '\0');
        }
    }
    compose_other_pair(first, second)
}

/// [`compose_pair`] of a pair that is not a Latin letter and a mark.
#[inline(never)]
fn compose_other_pair(first: char, second: char) -> Option<char> {
    if let Some(syllable) = compose_hangul(first, second) {
        return Some(syllable);
    }
    // The key's slots in the hash table (see `COMPOSITION_SLOTS`): a
    // probe or two, where a binary search of `COMPOSITION_KEYS` took ten
    // steps, each waiting for the load before (two thirds of the time of a
    // host of decomposed labels). The plain twin is `compose_pair_plain`.
    let key = composition_key(first, second);
    let home = usize::try_from(key.wrapping_mul(COMPOSITION_MULTIPLIER) >> (64 - COMPOSITION_BITS))
        .unwrap_or(0);
    for probe in 0..COMPOSITION_PROBES {
        let slot = (home + probe) % COMPOSITION_SLOTS.len();
        let index = usize::from(*COMPOSITION_SLOTS.get(slot)?).checked_sub(1)?;
        if COMPOSITION_KEYS.get(index) == Some(&key) {
            return COMPOSITES.get(index).and_then(|&c| char::from_u32(c));
        }
    }
    None
}

/// [`compose_pair`] by a binary search of the sorted pairs.
#[cfg(test)]
fn compose_pair_plain(first: char, second: char) -> Option<char> {
    if let Some(syllable) = compose_hangul(first, second) {
        return Some(syllable);
    }
    let key = composition_key(first, second);
    let at = COMPOSITION_KEYS.partition_point(|&k| k < key);
    if COMPOSITION_KEYS.get(at) != Some(&key) {
        return None;
    }
    COMPOSITES.get(at).and_then(|&c| char::from_u32(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table of Latin letters and marks says what the binary search
    /// says for every character of its rows and columns and around them,
    /// and it holds some pairs (`u` and U+0308 make `ü`).
    #[test]
    fn the_latin_table_matches_the_binary_search() {
        for a in (0x30..0x90).filter_map(char::from_u32) {
            for b in (0x2F0..0x380).filter_map(char::from_u32) {
                assert_eq!(compose_pair(a, b), compose_pair_plain(a, b), "{a:?} {b:?}");
            }
        }
        assert_eq!(compose_pair('u', '\u{308}'), Some('ü'));
        assert_eq!(compose_pair('<', '\u{338}'), Some('\u{226E}'));
    }

    /// The hash table finds every pair, and nothing else: every first
    /// character of a pair with every second one (and their neighbours),
    /// against the binary search.
    #[test]
    fn the_hash_table_matches_the_binary_search() {
        let part = |shift: u32, mask: u64| {
            let mut v: Vec<u32> = COMPOSITION_KEYS
                .iter()
                .map(|&k| ((k >> shift) & mask) as u32)
                .flat_map(|c| [c.saturating_sub(1), c, c + 1])
                .collect();
            v.sort_unstable();
            v.dedup();
            v
        };
        let firsts = part(21, u64::from(u32::MAX));
        let seconds = part(0, (1 << 21) - 1);
        let mut found = 0;
        for &a in &firsts {
            for &b in &seconds {
                let (Some(a), Some(b)) = (char::from_u32(a), char::from_u32(b)) else {
                    continue;
                };
                let want = compose_pair_plain(a, b);
                assert_eq!(compose_pair(a, b), want, "{a:?} {b:?}");
                found += usize::from(want.is_some());
            }
        }
        assert!(found >= COMPOSITION_KEYS.len());
    }
}
