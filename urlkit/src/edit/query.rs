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

use crate::build::Components;
use crate::pct::{decode_form_lossy, decode_utf8_lossy, encode, Component};
use crate::uri::UriRef;
use crate::view::UriRefView;
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
    piece.split_once('=').unwrap_or((piece, ""))
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
        let mut c = Components::of(self.parts());
        c.query = query;
        let new = c.compose()?;
        *self = new;
        Ok(())
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
        let Some(query) = self.query() else { return 0 };
        let kept: Vec<&str> = query.split('&').filter(|p| !has_key(p, key)).collect();
        let removed = query.split('&').count().saturating_sub(kept.len());
        if removed == 0 {
            return 0;
        }
        let rest = kept.join("&");
        let rest = (!rest.is_empty()).then_some(rest.as_str());
        // Removing pieces keeps the query valid, so this cannot fail.
        match self.set_raw_query(rest) {
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
}
