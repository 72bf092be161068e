//! `key=value` pairs in a query.
//!
//! RFC 3986 gives the query no inner structure (§3.4); the
//! `key=value&key=value` convention comes from HTML forms. Here pairs are
//! split on `&` only, never on `;` (docs/security.md row 18: CPython's split
//! on both let caches and applications see different parameters), and a
//! pair is split at its first `=`. Keys and values are percent-decoded, but
//! a `+` stays a `+`: reading it as a space is the form encoding's rule,
//! and the pairs written here never hold a raw `+`.

use alloc::borrow::Cow;
use alloc::borrow::ToOwned;
use alloc::string::String;
use alloc::vec::Vec;
use core::borrow::Borrow;

use crate::pct::{decode_form_lossy, decode_utf8_lossy, encode, Component};
use crate::uri::{UriRef, UriRefView};
use crate::BuildError;

/// The `key=value` pairs of a query, decoded, in order; returned by
/// [`UriRef::query_pairs`] and [`UriRef::form_pairs`].
///
/// Empty pieces (`a=1&&b=2`) are skipped; a piece without `=` has an empty
/// value. Decoding is lossy (a bad escape stays as written, bytes that are
/// not UTF-8 become U+FFFD) and allocates only for a key or value that
/// holds an escape. The iterator itself never allocates, so a query with
/// a million pairs costs nothing until read; `.take(n)` caps the work
/// (docs/security.md row 19).
///
/// # Examples
///
/// ```
/// use urlkit::UriRef;
/// let r = UriRef::parse("?a=1&b=x%20y&&c&d=e=f;g=h")?;
/// let pairs: Vec<(String, String)> =
///     r.query_pairs().map(|(k, v)| (k.into_owned(), v.into_owned())).collect();
/// assert_eq!(pairs, [
///     ("a".into(), "1".into()),
///     ("b".into(), "x y".into()),
///     ("c".into(), "".into()),
///     ("d".into(), "e=f;g=h".into()),
/// ]);
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct QueryPairs<'a> {
    pieces: Option<core::str::Split<'a, char>>,
    /// Whether `+` decodes to a space (`form_pairs`).
    form: bool,
}

impl<'a> QueryPairs<'a> {
    fn new(query: Option<&'a str>, form: bool) -> QueryPairs<'a> {
        QueryPairs {
            pieces: query.map(|q| q.split('&')),
            form,
        }
    }
}

impl<'a> Iterator for QueryPairs<'a> {
    type Item = (Cow<'a, str>, Cow<'a, str>);

    fn next(&mut self) -> Option<Self::Item> {
        let pieces = self.pieces.as_mut()?;
        let piece = pieces.find(|p| !p.is_empty())?;
        let (key, value) = split_pair(piece);
        let decode = if self.form {
            decode_form_lossy
        } else {
            decode_utf8_lossy
        };
        Some((decode(key), decode(value)))
    }
}

/// A pair's raw key and value: split at the first `=`.
fn split_pair(piece: &str) -> (&str, &str) {
    match piece.bytes().position(|b| b == b'=') {
        Some(i) => (
            piece.get(..i).unwrap_or_default(),
            piece.get(i + 1..).unwrap_or_default(),
        ),
        None => (piece, ""),
    }
}

/// Byte ranges to cut from a query, in order, adjacent ones merged; the
/// first eight without allocating (the usual case: a few tracking
/// parameters), the others in a `Vec`.
#[derive(Default)]
struct Cuts {
    inline: [(usize, usize); 8],
    len: usize,
    spill: Vec<(usize, usize)>,
}

impl Cuts {
    fn push(&mut self, from: usize, to: usize) {
        let spilled = !self.spill.is_empty();
        let last = if spilled {
            self.spill.last_mut()
        } else {
            self.len.checked_sub(1).and_then(|i| self.inline.get_mut(i))
        };
        if let Some(last) = last.filter(|l| l.1 == from) {
            last.1 = to;
            return;
        }
        if !spilled {
            if let Some(slot) = self.inline.get_mut(self.len) {
                *slot = (from, to);
                self.len += 1;
                return;
            }
            self.spill
                .extend_from_slice(self.inline.get(..self.len).unwrap_or_default());
        }
        self.spill.push((from, to));
    }

    fn as_slice(&self) -> &[(usize, usize)] {
        if self.spill.is_empty() {
            self.inline.get(..self.len).unwrap_or_default()
        } else {
            &self.spill
        }
    }
}

/// Whether the raw piece is a pair whose decoded key is `key`.
fn has_key(piece: &str, key: &str) -> bool {
    !piece.is_empty() && decode_utf8_lossy(split_pair(piece).0) == key
}

/// Appends `key=value`, encoded, to a raw query, after a `&` unless the
/// query is empty.
pub(crate) fn append_pair(query: &mut String, key: &str, value: &str) {
    if !query.is_empty() {
        query.push('&');
    }
    query.extend(encode(key, Component::QueryValue));
    query.push('=');
    query.extend(encode(value, Component::QueryValue));
}

/// `key=value`, encoded.
fn pair(key: &str, value: &str) -> String {
    let mut s = String::new();
    append_pair(&mut s, key, value);
    s
}

impl<'a> UriRefView<'a> {
    /// The query's `key=value` pairs, decoded, split on `&` only, borrowed
    /// from the viewed text (see [`QueryPairs`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRefView;
    /// let line = String::from("/p?a=1&b=%7E");
    /// let pairs: Vec<_> = UriRefView::parse(&line)?.query_pairs().collect();
    /// assert_eq!(pairs, [("a".into(), "1".into()), ("b".into(), "~".into())]);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn query_pairs(self) -> QueryPairs<'a> {
        QueryPairs::new(self.query(), false)
    }

    /// The query's pairs decoded as `application/x-www-form-urlencoded`:
    /// like [`UriRefView::query_pairs`], and `+` is a space.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRefView;
    /// let pairs: Vec<_> = UriRefView::parse("?q=fish+%2B+chips")?.form_pairs().collect();
    /// assert_eq!(pairs, [("q".into(), "fish + chips".into())]);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn form_pairs(self) -> QueryPairs<'a> {
        QueryPairs::new(self.query(), true)
    }
}

impl UriRef {
    /// The query's `key=value` pairs, decoded, split on `&` only (see
    /// [`QueryPairs`]). Empty when there is no query.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let r = UriRef::parse("/search?q=caf%C3%A9&lang=fr")?;
    /// assert_eq!(r.query_pairs().find(|(k, _)| k == "q").map(|(_, v)| v.into_owned()), Some("café".to_owned()));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn query_pairs(&self) -> QueryPairs<'_> {
        QueryPairs::new(self.query(), false)
    }

    /// The query's pairs decoded as `application/x-www-form-urlencoded`
    /// (what an HTML form submits with GET): like [`UriRef::query_pairs`],
    /// and `+` is a space.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let r = UriRef::parse("/search?q=fish+%26+chips&n=1+1")?;
    /// let pairs: Vec<_> = r.form_pairs().collect();
    /// assert_eq!(pairs, [("q".into(), "fish & chips".into()), ("n".into(), "1 1".into())]);
    /// assert_eq!(r.query_pairs().next().unwrap().1, "fish+&+chips");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn form_pairs(&self) -> QueryPairs<'_> {
        QueryPairs::new(self.query(), true)
    }

    fn set_raw_query(&mut self, query: Option<&str>) -> Result<(), BuildError> {
        super::splice::query(self, query)
    }

    /// Appends `key=value` to the query, each percent-encoded so that `&`,
    /// `=`, `+`, `;` and `#` in them stay data. Adds a query if there is
    /// none.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("http://h/p#f")?;
    /// r.append_query_pair("q", "a&b=c")?;
    /// r.append_query_pair("x", "1+1")?;
    /// assert_eq!(r.as_str(), "http://h/p?q=a%26b%3Dc&x=1%2B1#f");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`crate::BuildErrorKind::TooLong`].
    pub fn append_query_pair(&mut self, key: &str, value: &str) -> Result<(), BuildError> {
        let mut query = self.query().unwrap_or("").to_owned();
        append_pair(&mut query, key, value);
        self.set_raw_query(Some(&query))
    }

    /// Appends every `(key, value)` pair of `pairs` to the query, each
    /// percent-encoded as [`UriRef::append_query_pair`] encodes it, in one
    /// splice: the pairs are encoded into one buffer, then the text is
    /// changed once, however many there are. Adds a query if there is
    /// none; with no pair, nothing changes.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("https://api.example/search?v=2#top")?;
    /// r.extend_query_pairs([("q", "rust & url"), ("page", "3")])?;
    /// assert_eq!(r.as_str(), "https://api.example/search?v=2&q=rust%20%26%20url&page=3#top");
    ///
    /// let mut r = UriRef::parse("/p")?;
    /// let owned = vec![("a".to_string(), "1".to_string())];
    /// r.extend_query_pairs(&owned)?;
    /// assert_eq!(r.as_str(), "/p?a=1");
    /// r.extend_query_pairs(std::iter::empty::<(&str, &str)>())?;
    /// assert_eq!(r.as_str(), "/p?a=1");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`crate::BuildErrorKind::TooLong`] when the result would pass
    /// `u32::MAX` bytes; the reference is then unchanged.
    pub fn extend_query_pairs<I, K, V>(&mut self, pairs: I) -> Result<(), BuildError>
    where
        I: IntoIterator,
        I::Item: Borrow<(K, V)>,
        K: AsRef<str>,
        V: AsRef<str>,
    {
        let mut tail = String::new();
        for pair in pairs {
            let (k, v) = pair.borrow();
            append_pair(&mut tail, k.as_ref(), v.as_ref());
        }
        if tail.is_empty() {
            return Ok(());
        }
        super::splice::append_to_query(self, &tail)
    }

    /// Removes every pair whose decoded key is `key`, and returns how many
    /// were removed. Other pieces keep their text. When no piece is left,
    /// the query is removed, `?` included.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("/p?a=1&b=2&a=3")?;
    /// assert_eq!(r.remove_query_pair("a"), 2);
    /// assert_eq!(r.as_str(), "/p?b=2");
    /// assert_eq!(r.remove_query_pair("b"), 1);
    /// assert_eq!(r.as_str(), "/p");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn remove_query_pair(&mut self, key: &str) -> usize {
        self.retain_query_pairs(|k, _| k != key)
    }

    /// Keeps the pairs for which `keep(key, value)` is true, with key and
    /// value percent-decoded as by [`UriRef::query_pairs`], and removes the
    /// others, in one pass; returns how many were removed. The kept pieces
    /// keep their raw text, byte for byte, and their order; empty pieces
    /// (`a&&b`) are not pairs and stay. When nothing is left, the query is
    /// removed, `?` included.
    ///
    /// # Examples
    ///
    /// Strip tracking parameters:
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("https://example.com/a?utm_source=x&id=7&utm_medium=y&q=%7Efoo#top")?;
    /// let removed = uri.retain_query_pairs(|key, _| !key.starts_with("utm_"));
    /// assert_eq!(removed, 2);
    /// assert_eq!(uri.as_str(), "https://example.com/a?id=7&q=%7Efoo#top");
    /// assert_eq!(uri.retain_query_pairs(|_, value| value == "none"), 2);
    /// assert_eq!(uri.as_str(), "https://example.com/a#top");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn retain_query_pairs<F: FnMut(&str, &str) -> bool>(&mut self, mut keep: F) -> usize {
        let Some(query) = self.query() else { return 0 };
        // What to cut from the query, as byte ranges in it: each removed
        // piece with one `&` beside it (the one after it while no piece
        // before it was kept, the one before it otherwise), so that the
        // kept pieces end up joined by single `&`s, in their order and
        // with their bytes.
        let mut cuts = Cuts::default();
        let (mut removed, mut kept_any, mut start) = (0usize, false, 0usize);
        let bytes = query.as_bytes();
        // One pass over the bytes: each piece ends at `&` or the end, its
        // key at the first `=`; a key or value is decoded only when it
        // holds a `%`. Queries are short: a plain loop beats the setup of
        // `str::split` and `memchr` here.
        while start <= bytes.len() {
            let (mut end, mut eq, mut pct_key, mut pct_value) = (start, None, false, false);
            while let Some(&b) = bytes.get(end) {
                match b {
                    b'&' => break,
                    b'=' if eq.is_none() => eq = Some(end),
                    b'%' if eq.is_none() => pct_key = true,
                    b'%' => pct_value = true,
                    _ => {}
                }
                end += 1;
            }
            let keep_it = end == start || {
                let key_end = eq.unwrap_or(end);
                let key = query.get(start..key_end).unwrap_or_default();
                let value = query.get((key_end + 1).min(end)..end).unwrap_or_default();
                let key = if pct_key {
                    decode_utf8_lossy(key)
                } else {
                    Cow::Borrowed(key)
                };
                let value = if pct_value {
                    decode_utf8_lossy(value)
                } else {
                    Cow::Borrowed(value)
                };
                keep(&key, &value)
            };
            if keep_it {
                kept_any = true;
            } else {
                removed += 1;
                if kept_any {
                    cuts.push(start - 1, end);
                } else {
                    cuts.push(start, (end + 1).min(bytes.len()));
                }
            }
            start = end + 1;
        }
        if removed == 0 {
            return 0;
        }
        // Removing pieces keeps the query valid and makes the text shorter,
        // so this cannot fail.
        match super::splice::cut_query(self, cuts.as_slice()) {
            Ok(()) => removed,
            Err(_) => 0,
        }
    }

    /// Sets the value of `key`: replaces the first pair with that decoded
    /// key, removes the others, or appends the pair if there was none.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("/p?page=1&q=x&page=2")?;
    /// r.set_query_pair("page", "3")?;
    /// assert_eq!(r.as_str(), "/p?page=3&q=x");
    /// r.set_query_pair("lang", "en")?;
    /// assert_eq!(r.as_str(), "/p?page=3&q=x&lang=en");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`crate::BuildErrorKind::TooLong`].
    pub fn set_query_pair(&mut self, key: &str, value: &str) -> Result<(), BuildError> {
        let new_pair = pair(key, value);
        let mut out: Vec<&str> = Vec::new();
        let mut replaced = false;
        for piece in self.query().into_iter().flat_map(|q| q.split('&')) {
            if !has_key(piece, key) {
                out.push(piece);
            } else if !replaced {
                out.push(&new_pair);
                replaced = true;
            }
        }
        if !replaced {
            out.retain(|p| !p.is_empty());
            out.push(&new_pair);
        }
        let query = out.join("&");
        self.set_raw_query(Some(&query))
    }

    /// Sorts the pairs by decoded key, stably (pairs with the same key keep
    /// their order), and drops empty pieces. Gives two queries with the
    /// same pairs in different orders the same text, e.g. for a cache key.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("/p?b=2&a=1&&c=3&a=0")?;
    /// r.sort_query_pairs();
    /// assert_eq!(r.as_str(), "/p?a=1&a=0&b=2&c=3");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn sort_query_pairs(&mut self) {
        let Some(query) = self.query() else { return };
        let mut pieces: Vec<(Cow<'_, str>, &str)> = query
            .split('&')
            .filter(|p| !p.is_empty())
            .map(|p| (decode_utf8_lossy(split_pair(p).0), p))
            .collect();
        pieces.sort_by(|a, b| a.0.cmp(&b.0));
        let sorted: Vec<&str> = pieces.iter().map(|(_, p)| *p).collect();
        let sorted = sorted.join("&");
        // A permutation of valid pieces is a valid query.
        let _ = self.set_raw_query(Some(&sorted));
    }

    /// [`UriRef::sort_query_pairs`], writing the sorted query in `scratch`
    /// (cleared first) instead of new strings: once `scratch` has grown,
    /// it allocates nothing for a query of at most 32 non-empty pieces
    /// whose keys hold no `%` (such a key is its own decoding); other
    /// queries are sorted by [`UriRef::sort_query_pairs`]. The result is
    /// the same.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut scratch = String::new();
    /// let mut r = UriRef::parse("/p?b=2&a=1&&c=3&a=0")?;
    /// r.sort_query_pairs_with(&mut scratch);
    /// assert_eq!(r.as_str(), "/p?a=1&a=0&b=2&c=3");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn sort_query_pairs_with(&mut self, scratch: &mut String) {
        /// The most pieces sorted on the stack.
        const MAX: usize = 32;
        let Some(query) = self.query() else { return };
        let mut pieces: [&str; MAX] = [""; MAX];
        let mut n = 0;
        let mut plain = false;
        for piece in query.split('&').filter(|p| !p.is_empty()) {
            match pieces.get_mut(n) {
                Some(slot) if !split_pair(piece).0.contains('%') => *slot = piece,
                _ => {
                    plain = true;
                    break;
                }
            }
            n += 1;
        }
        if plain {
            return self.sort_query_pairs();
        }
        let sorted = pieces.get_mut(..n).unwrap_or_default();
        // Insertion sort: stable, as `sort_by` is, and without a buffer.
        for i in 1..sorted.len() {
            let mut j = i;
            while j > 0 {
                let (Some(a), Some(b)) = (sorted.get(j - 1), sorted.get(j)) else {
                    break;
                };
                if split_pair(a).0 <= split_pair(b).0 {
                    break;
                }
                sorted.swap(j - 1, j);
                j -= 1;
            }
        }
        scratch.clear();
        for (i, piece) in sorted.iter().enumerate() {
            if i > 0 {
                scratch.push('&');
            }
            scratch.push_str(piece);
        }
        // A permutation of valid pieces is a valid query.
        let _ = self.set_raw_query(Some(scratch));
    }
}
