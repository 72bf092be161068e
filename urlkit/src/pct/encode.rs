//! The lazy percent-encoder.

use alloc::borrow::Cow;
use alloc::borrow::ToOwned;
use alloc::string::String;
use core::fmt;

use super::Component;
use crate::table::Table;

/// Every `%XX` triplet, upper-case, in byte order: byte `b` is at
/// `3 * b .. 3 * b + 3`. Slicing this constant lets the encoder hand out
/// `&'static str` pieces without allocating.
const TRIPLETS: &str = "\
    %00%01%02%03%04%05%06%07%08%09%0A%0B%0C%0D%0E%0F\
    %10%11%12%13%14%15%16%17%18%19%1A%1B%1C%1D%1E%1F\
    %20%21%22%23%24%25%26%27%28%29%2A%2B%2C%2D%2E%2F\
    %30%31%32%33%34%35%36%37%38%39%3A%3B%3C%3D%3E%3F\
    %40%41%42%43%44%45%46%47%48%49%4A%4B%4C%4D%4E%4F\
    %50%51%52%53%54%55%56%57%58%59%5A%5B%5C%5D%5E%5F\
    %60%61%62%63%64%65%66%67%68%69%6A%6B%6C%6D%6E%6F\
    %70%71%72%73%74%75%76%77%78%79%7A%7B%7C%7D%7E%7F\
    %80%81%82%83%84%85%86%87%88%89%8A%8B%8C%8D%8E%8F\
    %90%91%92%93%94%95%96%97%98%99%9A%9B%9C%9D%9E%9F\
    %A0%A1%A2%A3%A4%A5%A6%A7%A8%A9%AA%AB%AC%AD%AE%AF\
    %B0%B1%B2%B3%B4%B5%B6%B7%B8%B9%BA%BB%BC%BD%BE%BF\
    %C0%C1%C2%C3%C4%C5%C6%C7%C8%C9%CA%CB%CC%CD%CE%CF\
    %D0%D1%D2%D3%D4%D5%D6%D7%D8%D9%DA%DB%DC%DD%DE%DF\
    %E0%E1%E2%E3%E4%E5%E6%E7%E8%E9%EA%EB%EC%ED%EE%EF\
    %F0%F1%F2%F3%F4%F5%F6%F7%F8%F9%FA%FB%FC%FD%FE%FF";

/// Percent-encodes `input` for `component`: lazily, borrowing clean runs.
///
/// The result is an [`Encode`]: show it with `{}`, collect it with
/// [`Encode::to_cow`] (which borrows `input` when nothing needed encoding),
/// or iterate over its pieces.
///
/// # Examples
///
/// ```
/// use std::borrow::Cow;
/// use urlkit::pct::{self, Component};
///
/// // Build a URL with a query from key/value pairs.
/// let pairs = [("q", "rust & C++"), ("lang", "en")];
/// let query: Vec<String> = pairs
///     .iter()
///     .map(|(k, v)| format!("{}={}", pct::encode(k, Component::QueryValue), pct::encode(v, Component::QueryValue)))
///     .collect();
/// let url = format!("https://example.com/search?{}", query.join("&"));
/// assert_eq!(url, "https://example.com/search?q=rust%20%26%20C%2B%2B&lang=en");
///
/// // Clean input is borrowed, not copied.
/// assert!(matches!(pct::encode("plain", Component::Path).to_cow(), Cow::Borrowed("plain")));
/// ```
#[must_use]
pub fn encode(input: &str, component: Component) -> Encode<'_> {
    Encode {
        text: Some(input),
        ..encode_bytes(input.as_bytes(), component)
    }
}

/// Percent-encodes arbitrary bytes for `component`. Percent-encoding is
/// defined on octets (§2.1), so bytes that are not UTF-8 are simply `%XX`.
///
/// # Examples
///
/// ```
/// use urlkit::pct::{self, Component};
/// assert_eq!(pct::encode_bytes(b"\xFFa b", Component::Query).to_string(), "%FFa%20b");
/// ```
#[must_use]
pub fn encode_bytes(input: &[u8], component: Component) -> Encode<'_> {
    Encode {
        rest: input,
        text: None,
        table: component.table(),
        space_as_plus: component.space_as_plus(),
    }
}

/// Encodes with any table: the builder uses it for the first segment of a
/// relative path, which must not hold a raw `:`.
pub(crate) fn encode_with<'a>(input: &'a str, table: &'static Table) -> Encode<'a> {
    Encode {
        rest: input.as_bytes(),
        text: Some(input),
        table,
        space_as_plus: false,
    }
}

/// Encodes arbitrary bytes with any table: the RFC 1738 scheme views use it
/// with the character classes of their own BNF.
pub(crate) fn encode_bytes_with<'a>(input: &'a [u8], table: &'static Table) -> Encode<'a> {
    Encode {
        rest: input,
        text: None,
        table,
        space_as_plus: false,
    }
}

/// A lazily percent-encoded text, returned by [`encode`].
///
/// It is an iterator over pieces of the output: runs borrowed from the
/// input, and `"%XX"` or `"+"` pieces for the bytes that had to be encoded.
/// It implements [`fmt::Display`], and [`Encode::to_cow`] collects it.
///
/// # Examples
///
/// ```
/// use urlkit::pct::{self, Component};
/// let pieces: Vec<&str> = pct::encode("a b", Component::Path).collect();
/// assert_eq!(pieces, ["a", "%20", "b"]);
/// ```
#[derive(Clone, Debug)]
pub struct Encode<'a> {
    rest: &'a [u8],
    /// The whole input when it is text: clean runs are then sliced from it
    /// (an O(1) char-boundary check) instead of being checked as UTF-8
    /// again. `rest` is always a suffix of its bytes.
    text: Option<&'a str>,
    table: &'static Table,
    space_as_plus: bool,
}

impl<'a> Encode<'a> {
    /// The encoded text, borrowed from the input when nothing had to be
    /// encoded.
    ///
    /// # Examples
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use urlkit::pct::{self, Component};
    /// assert!(matches!(pct::encode("a", Component::Segment).to_cow(), Cow::Borrowed("a")));
    /// assert_eq!(pct::encode("a/b", Component::Segment).to_cow(), "a%2Fb");
    /// ```
    #[must_use]
    pub fn to_cow(&self) -> Cow<'a, str> {
        let mut pieces = self.clone();
        let first = match pieces.next() {
            None => return Cow::Borrowed(""),
            Some(first) => first,
        };
        match pieces.next() {
            // One piece that is the whole input: nothing was encoded.
            None if first.len() == self.rest.len() => Cow::Borrowed(first),
            None => Cow::Owned(first.to_owned()),
            Some(second) => {
                let mut out = String::with_capacity(self.rest.len() + 8);
                out.push_str(first);
                out.push_str(second);
                pieces.for_each(|p| out.push_str(p));
                Cow::Owned(out)
            }
        }
    }
}

impl<'a> Iterator for Encode<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let (&first, tail) = self.rest.split_first()?;
        if self.table.allows(first) {
            // The parser's chunked scan: eight lookups per branch.
            let run = crate::scan::run_end(self.rest, 0, self.table);
            let (clean, rest) = self.rest.split_at(run);
            let from_text = self.text.and_then(|t| {
                let start = t.len().checked_sub(self.rest.len())?;
                t.get(start..start.checked_add(run)?)
            });
            self.rest = rest;
            // Every byte a table allows is ASCII, so the run is UTF-8.
            return Some(
                from_text.unwrap_or_else(|| core::str::from_utf8(clean).unwrap_or_default()),
            );
        }
        self.rest = tail;
        if first == b' ' && self.space_as_plus {
            return Some("+");
        }
        let at = usize::from(first) * 3;
        Some(TRIPLETS.get(at..at + 3).unwrap_or_default())
    }
}

impl core::iter::FusedIterator for Encode<'_> {}

impl fmt::Display for Encode<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.clone().try_for_each(|piece| f.write_str(piece))
    }
}

impl<'a> From<Encode<'a>> for Cow<'a, str> {
    fn from(e: Encode<'a>) -> Cow<'a, str> {
        e.to_cow()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::prelude::v1::*;

    #[test]
    fn triplets_table_is_right() {
        for b in 0..=255u8 {
            let at = usize::from(b) * 3;
            assert_eq!(&TRIPLETS[at..at + 3], format!("%{b:02X}"));
        }
        assert_eq!(TRIPLETS.len(), 768);
    }

    #[test]
    fn borrows_only_when_clean() {
        assert!(matches!(
            encode("", Component::Path).to_cow(),
            Cow::Borrowed("")
        ));
        assert!(matches!(
            encode("abc", Component::Path).to_cow(),
            Cow::Borrowed("abc")
        ));
        assert!(matches!(
            encode(" ", Component::Path).to_cow(),
            Cow::Owned(_)
        ));
        assert_eq!(encode(" ", Component::Form).to_cow(), "+");
        assert_eq!(encode("é", Component::Path).to_cow(), "%C3%A9");
    }
}
