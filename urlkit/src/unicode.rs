//! Unicode character properties in constant time.
//!
//! [`is_alphabetic`] and [`is_numeric`] give the answers of
//! `char::is_alphabetic` and `char::is_numeric`, read from two-level
//! bitmaps that `build.rs` writes from the standard library itself (so the
//! Unicode version is the compiler's). The standard library's own lookup
//! costs more for some scripts than for others, which made the cost per
//! byte of the extractor and of the linter depend on the script of the
//! text. The plain twins are the standard library's
//! functions; the test below compares them for every character.

include!(concat!(env!("OUT_DIR"), "/properties.rs"));

/// Bit `c % 64` of the word that `index[c / 64]` names in `leaves`; `false`
/// past the end of `index`.
fn lookup(index: &[u16], leaves: &[u64], c: char) -> bool {
    let c = u32::from(c);
    // `c / 64` is under 2^15: it fits any usize.
    let block = usize::try_from(c / 64).unwrap_or(usize::MAX);
    index
        .get(block)
        .and_then(|&leaf| leaves.get(usize::from(leaf)))
        .is_some_and(|word| word >> (c % 64) & 1 == 1)
}

/// Whether `c` has Unicode's `Alphabetic` property: `char::is_alphabetic`,
/// in two table reads.
pub(crate) fn is_alphabetic(c: char) -> bool {
    lookup(&ALPHABETIC_INDEX, &ALPHABETIC_LEAVES, c)
}

/// Whether `c` is numeric (general category `Nd`, `Nl` or `No`):
/// `char::is_numeric`, in two table reads.
pub(crate) fn is_numeric(c: char) -> bool {
    lookup(&NUMERIC_INDEX, &NUMERIC_LEAVES, c)
}

/// Whether `c` is alphabetic or numeric: `char::is_alphanumeric`.
pub(crate) fn is_alphanumeric(c: char) -> bool {
    is_alphabetic(c) || is_numeric(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// The first characters (up to 10) on which `fast` and `plain` differ.
    fn differences(fast: fn(char) -> bool, plain: fn(char) -> bool) -> Vec<char> {
        (0..=u32::from(char::MAX))
            .filter_map(char::from_u32)
            .filter(|&c| fast(c) != plain(c))
            .take(10)
            .collect()
    }

    #[test]
    fn the_tables_match_the_standard_library_for_every_character() {
        assert_eq!(differences(is_alphabetic, char::is_alphabetic), ['\0'; 0]);
        assert_eq!(differences(is_numeric, char::is_numeric), ['\0'; 0]);
        assert_eq!(
            differences(is_alphanumeric, char::is_alphanumeric),
            ['\0'; 0]
        );
        // Not empty, and more than ASCII.
        assert!(is_alphabetic('ü') && is_alphabetic('\u{E81}') && !is_alphabetic('1'));
        assert!(is_numeric('\u{661}') && is_numeric('²') && !is_numeric('a'));
        assert!(!is_alphanumeric(' ') && !is_alphanumeric('«') && !is_alphanumeric('\u{1F600}'));
    }
}
