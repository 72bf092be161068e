//! How messages quote the input: one rule for every warning and error.
//!
//! A message that quoted a component whole would grow with the input (a
//! 100 000-digit port gave a 100 000-byte warning). Every warning, error
//! and command-line message quotes the input through [`Excerpt`], which
//! writes at most [`Excerpt::MAX_LEN`] bytes: the text itself when it is
//! that short, else its beginning, cut at a character boundary, then `…`
//! and the whole length in bytes. The input itself stays available through
//! the span or index the message comes with.
//!
//! A message quotes at most three excerpts beside its fixed words, so no
//! warning or error message is longer than 400 bytes, whatever the input.

use core::fmt::{self, Write as _};

/// A short quote of input text for a message: the text itself when it is
/// at most [`Excerpt::MAX_LEN`] bytes, else its beginning cut at a
/// character boundary, then `…` and the text's whole length, all within
/// [`Excerpt::MAX_LEN`] bytes.
///
/// # Examples
///
/// ```
/// use urlkit::Excerpt;
///
/// assert_eq!(Excerpt::new("8080").to_string(), "8080");
/// let long = "0".repeat(100_000);
/// let shown = Excerpt::new(&long).to_string();
/// assert_eq!(shown, "00000000000000000000000…(100000 bytes)");
/// assert!(shown.len() <= Excerpt::MAX_LEN);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Excerpt<'a> {
    /// The beginning of the text: all of it, or at least `MAX_LEN` bytes.
    head: &'a str,
    /// The whole text's length in bytes.
    len: usize,
}

impl<'a> Excerpt<'a> {
    /// The most bytes an excerpt writes.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Excerpt;
    /// assert_eq!(Excerpt::MAX_LEN, 40);
    /// ```
    pub const MAX_LEN: usize = 40;

    /// The excerpt of `text`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Excerpt;
    /// assert_eq!(format!("'{}'", Excerpt::new("a/b")), "'a/b'");
    /// ```
    #[must_use]
    pub const fn new(text: &'a str) -> Excerpt<'a> {
        Excerpt {
            head: text,
            len: text.len(),
        }
    }

    /// The excerpt of a text of `len` bytes of which only `head` (its
    /// first bytes, at least [`Excerpt::MAX_LEN`] of them or all) is kept.
    pub(crate) fn of_head(head: &'a str, len: usize) -> Excerpt<'a> {
        debug_assert!(head.len() == len || head.len() >= Self::MAX_LEN);
        Excerpt { head, len }
    }
}

impl fmt::Display for Excerpt<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.len <= Self::MAX_LEN {
            return f.write_str(self.head);
        }
        // "…(N bytes)": 3 bytes of '…', the digits, and 8 more.
        let marker = 3 + digits(self.len) + 8;
        let mut cut = Self::MAX_LEN.saturating_sub(marker).min(self.head.len());
        while !self.head.is_char_boundary(cut) {
            cut -= 1;
        }
        f.write_str(self.head.get(..cut).unwrap_or(""))?;
        f.write_char('…')?;
        write!(f, "({} bytes)", self.len)
    }
}

/// The longest message of any warning or error (tests hold every kind to
/// it with components of 100 000 bytes).
#[cfg(test)]
pub(crate) const MAX_MESSAGE: usize = 400;

/// How many decimal digits `n` has.
const fn digits(mut n: usize) -> usize {
    let mut d = 1;
    while n >= 10 {
        n /= 10;
        d += 1;
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn short_text_is_quoted_whole() {
        let forty = "a".repeat(40);
        assert_eq!(Excerpt::new(&forty).to_string(), forty);
        assert_eq!(Excerpt::new("").to_string(), "");
    }

    #[test]
    fn long_text_is_cut_within_the_bound_and_says_its_length() {
        for len in [41, 99, 100_000, 10_000_000] {
            let text = "é".repeat(len / 2) + &"x".repeat(len % 2);
            let shown = Excerpt::new(&text).to_string();
            assert!(shown.len() <= Excerpt::MAX_LEN, "{shown}");
            assert!(
                shown.ends_with(&alloc::format!("…({len} bytes)")),
                "{shown}"
            );
            assert!(text.starts_with(shown.split('…').next().unwrap_or("?")));
        }
    }

    #[test]
    fn the_length_marker_fits_for_any_length() {
        let text = "y".repeat(64);
        let shown = Excerpt::of_head(&text, usize::MAX).to_string();
        assert!(shown.len() <= Excerpt::MAX_LEN, "{shown}");
        assert!(shown.starts_with('y'));
    }

    #[test]
    fn digits_counts() {
        assert_eq!(digits(0), 1);
        assert_eq!(digits(9), 1);
        assert_eq!(digits(10), 2);
        assert_eq!(digits(usize::MAX), usize::MAX.to_string().len());
    }
}
