//! The owned URI types: [`UriRef`] for any URI reference, [`Uri`] for one
//! with a scheme (RFC 3986 §3, §4.1).
//!
//! Each holds the text exactly as given and the [`Offsets`] the parser found;
//! every accessor is a slice of the text.

use alloc::borrow::ToOwned;
use alloc::string::String;
use core::ops::Deref;
use core::str::FromStr;

use crate::component::Parts;
use crate::error::{ParseError, ParseErrorKind};
use crate::options::ParseOptions;
use crate::parse::{parse, parse_grammar, Offsets, Rule};
use crate::view::{UriRefView, UriView};

/// An owned URI reference: an absolute URI or a relative reference
/// (`URI-reference`, RFC 3986 §4.1).
///
/// Parsing validates the whole input against the ABNF of RFC 3986 appendix
/// A and never rewrites it: [`UriRef::as_str`] gives back the input byte for
/// byte. Equality and hashing are on that exact text; for equivalence use
/// normalization (§6).
///
/// # Examples
///
/// ```
/// use urlkit::UriRef;
///
/// let r = UriRef::parse("../over/there?name=ferret#nose")?;
/// assert_eq!(r.scheme(), None);
/// assert_eq!(r.path(), "../over/there");
/// assert_eq!(r.query(), Some("name=ferret"));
/// assert_eq!(r.fragment(), Some("nose"));
/// assert_eq!(r.as_str(), "../over/there?name=ferret#nose");
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone)]
pub struct UriRef {
    text: String,
    /// Derived from `text` (by the parser, or computed and checked against
    /// it in debug builds), so it takes no part in equality and hashing.
    off: Offsets,
}

impl UriRef {
    /// Parses a `URI-reference` (RFC 3986 §4.1), copying the input once.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// assert!(UriRef::parse("http://example.com/").is_ok());
    /// assert!(UriRef::parse("/relative/path").is_ok());
    /// assert!(UriRef::parse("http://exa mple.com/").is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ParseError`] naming the rule that failed and the byte index.
    pub fn parse(input: &str) -> Result<UriRef, ParseError> {
        UriRef::parse_with_limit(input, usize::MAX)
    }

    /// Parses like [`UriRef::parse`], refusing inputs longer than `max_len`
    /// bytes before reading them, for servers that parse untrusted input.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{ParseErrorKind, UriRef};
    /// let err = UriRef::parse_with_limit("http://example.com/", 8).unwrap_err();
    /// assert_eq!(err.kind(), ParseErrorKind::TooLong);
    /// ```
    ///
    /// # Errors
    ///
    /// [`ParseErrorKind::TooLong`] over the limit, or any other parse error.
    pub fn parse_with_limit(input: &str, max_len: usize) -> Result<UriRef, ParseError> {
        let off = parse(input, Rule::UriReference, max_len)?;
        Ok(UriRef {
            text: input.to_owned(),
            off,
        })
    }

    /// Parses like [`UriRef::parse`] with `options` (zone identifiers,
    /// a length limit).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{ParseOptions, UriRef};
    /// let opts = ParseOptions::new().zone_id(true);
    /// assert_eq!(UriRef::parse_with("//[::1%25lo]/", &opts)?.zone_id(), Some("lo"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ParseError`] naming the rule that failed and the byte index.
    pub fn parse_with(input: &str, options: &ParseOptions) -> Result<UriRef, ParseError> {
        let off =
            parse_grammar::<false>(input, Rule::UriReference, options.max_len, options.zone_id)?;
        Ok(UriRef {
            text: input.to_owned(),
            off,
        })
    }

    /// Parses `input` like [`UriRef::parse_with_limit`] into this
    /// reference, in place of what it held: its buffer is reused, so a
    /// loop that parses one input after the other into the same value
    /// allocates only while the buffer grows. On an error, this reference
    /// is left as it was.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("")?;
    /// for line in ["http://example.com/a?x", "../b"] {
    ///     r.reparse_with_limit(line, 8192)?;
    ///     assert_eq!(r, UriRef::parse(line)?);
    /// }
    /// r.set_fragment(Some("f"))?;
    /// assert_eq!(r.as_str(), "../b#f");
    /// assert!(r.reparse_with_limit("a b", 8192).is_err());
    /// assert_eq!(r.as_str(), "../b#f");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::parse_with_limit`].
    pub fn reparse_with_limit(&mut self, input: &str, max_len: usize) -> Result<(), ParseError> {
        self.off = parse(input, Rule::UriReference, max_len)?;
        self.text.clear();
        self.text.push_str(input);
        Ok(())
    }

    pub(crate) fn from_parts_unchecked(text: String, off: Offsets) -> UriRef {
        UriRef { text, off }
    }

    /// The text and its offsets, for the IRI types built from a result.
    pub(crate) fn into_text_and_offsets(self) -> (String, Offsets) {
        (self.text, self.off)
    }

    pub(crate) fn parts(&self) -> Parts<'_> {
        Parts {
            text: &self.text,
            off: self.off,
        }
    }

    /// The text and its offsets, for the spliced setters of `edit`, which
    /// change both together and check the pair in debug builds.
    pub(crate) fn text_and_offsets_mut(&mut self) -> (&mut String, &mut Offsets) {
        (&mut self.text, &mut self.off)
    }

    /// A borrowed view of this reference, with the same accessors.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let r = UriRef::parse("a/b")?;
    /// assert_eq!(r.as_view().path(), "a/b");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn as_view(&self) -> UriRefView<'_> {
        UriRefView::from_parts(&self.text, self.off)
    }

    /// The text, without copying.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let s: String = UriRef::parse("a")?.into_string();
    /// assert_eq!(s, "a");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn into_string(self) -> String {
        self.text
    }

    crate::component::component_accessors!(UriRef, '_, (&self), self.parts());

    /// The socket addresses of the host at [`UriRef::port_or_default`]:
    /// an IP address as it is, a reg-name percent-decoded and looked up by
    /// the system resolver.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let addrs: Vec<_> = UriRef::parse("http://127.0.0.1/")?.to_socket_addrs()?.collect();
    /// assert_eq!(addrs, ["127.0.0.1:80".parse()?]);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`std::io::ErrorKind::InvalidInput`] without a host or a port (none
    /// given and no default), or with a port above 65535; the resolver's
    /// errors.
    #[cfg(feature = "std")]
    pub fn to_socket_addrs(&self) -> std::io::Result<std::vec::IntoIter<std::net::SocketAddr>> {
        use std::io::{Error, ErrorKind};
        let host = self
            .host_typed()
            .ok_or_else(|| Error::new(ErrorKind::InvalidInput, "no host"))?;
        let port = self
            .port_or_default()
            .map_err(|e| Error::new(ErrorKind::InvalidInput, e))?
            .ok_or_else(|| Error::new(ErrorKind::InvalidInput, "no port and no default port"))?;
        crate::host::socket_addrs(host, port)
    }
}

impl FromStr for UriRef {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<UriRef, ParseError> {
        UriRef::parse(s)
    }
}

impl TryFrom<String> for UriRef {
    type Error = ParseError;

    /// Parses without copying the text.
    fn try_from(text: String) -> Result<UriRef, ParseError> {
        let off = parse(&text, Rule::UriReference, usize::MAX)?;
        Ok(UriRef { text, off })
    }
}

impl TryFrom<&str> for UriRef {
    type Error = ParseError;

    fn try_from(text: &str) -> Result<UriRef, ParseError> {
        UriRef::parse(text)
    }
}

impl From<Uri> for UriRef {
    fn from(uri: Uri) -> UriRef {
        uri.0
    }
}

impl From<UriRef> for String {
    fn from(r: UriRef) -> String {
        r.text
    }
}

/// An owned URI: a reference with a scheme (`URI`, RFC 3986 §3).
///
/// Every `Uri` is a [`UriRef`]; it dereferences to one, so it has all of its
/// accessors, and [`Uri::scheme`] returns the scheme without an `Option`.
/// Relative references are resolved against a `Uri` (§5).
///
/// # Examples
///
/// ```
/// use urlkit::Uri;
///
/// let uri = Uri::parse("foo://example.com:8042/over/there?name=ferret#nose")?;
/// assert_eq!(uri.scheme(), "foo");
/// assert_eq!(uri.host(), Some("example.com"));
/// assert_eq!(uri.port_u16(), Ok(Some(8042)));
/// assert!(Uri::parse("/no/scheme").is_err());
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone)]
pub struct Uri(UriRef);

impl Uri {
    /// Parses a `URI` (RFC 3986 §3): a reference that has a scheme.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{ParseErrorKind, Uri};
    /// assert!(Uri::parse("urn:example:animal:ferret:nose").is_ok());
    /// assert_eq!(Uri::parse("//h/p").unwrap_err().kind(), ParseErrorKind::MissingScheme);
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ParseError`]; [`ParseErrorKind::MissingScheme`] or
    /// [`ParseErrorKind::InvalidScheme`] when the scheme is missing or bad.
    pub fn parse(input: &str) -> Result<Uri, ParseError> {
        Uri::parse_with_limit(input, usize::MAX)
    }

    /// Parses like [`Uri::parse`], refusing inputs longer than `max_len`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// assert!(Uri::parse_with_limit("a:b", 3).is_ok());
    /// assert!(Uri::parse_with_limit("a:bc", 3).is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// [`ParseErrorKind::TooLong`] over the limit, or any other parse error.
    pub fn parse_with_limit(input: &str, max_len: usize) -> Result<Uri, ParseError> {
        let off = parse(input, Rule::Uri, max_len)?;
        Ok(Uri(UriRef::from_parts_unchecked(input.to_owned(), off)))
    }

    /// Parses like [`Uri::parse`] with `options` (zone identifiers, a
    /// length limit).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{ParseOptions, Uri};
    /// let opts = ParseOptions::new().zone_id(true);
    /// assert_eq!(Uri::parse_with("http://[fe80::1%25eth0]/", &opts)?.zone_id(), Some("eth0"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ParseError`]; [`ParseErrorKind::MissingScheme`] without a scheme.
    pub fn parse_with(input: &str, options: &ParseOptions) -> Result<Uri, ParseError> {
        let off = parse_grammar::<false>(input, Rule::Uri, options.max_len, options.zone_id)?;
        Ok(Uri(UriRef::from_parts_unchecked(input.to_owned(), off)))
    }

    /// The scheme, as written; compare it case-insensitively (§3.1).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let uri = Uri::parse("HTTPS://h/")?;
    /// assert!(uri.scheme().eq_ignore_ascii_case("https"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn scheme(&self) -> &str {
        self.0.parts().scheme().unwrap_or("")
    }

    /// A borrowed view of this URI, with the same accessors.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let uri = Uri::parse("a:b")?;
    /// assert_eq!(uri.as_view().scheme(), "a");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn as_view(&self) -> UriView<'_> {
        UriView::from_ref_unchecked(self.0.as_view())
    }

    /// The old name of [`Uri::as_view`].
    ///
    /// # Examples
    ///
    /// ```
    /// # #![allow(deprecated)]
    /// use urlkit::Uri;
    /// assert_eq!(Uri::parse("a:b")?.as_uri_view().scheme(), "a");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    #[deprecated(since = "0.1.0", note = "use `as_view`, the name on every type")]
    pub fn as_uri_view(&self) -> UriView<'_> {
        self.as_view()
    }

    /// The reference this URI is, borrowed (what `Deref` gives).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Uri, UriRef};
    /// let uri = Uri::parse("a:b")?;
    /// let r: &UriRef = uri.as_uri_ref();
    /// assert_eq!(r.scheme(), Some("a"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn as_uri_ref(&self) -> &UriRef {
        &self.0
    }

    /// The reference this URI is, by value.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let r = Uri::parse("a:b")?.into_uri_ref();
    /// assert_eq!(r.scheme(), Some("a"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn into_uri_ref(self) -> UriRef {
        self.0
    }

    /// The text, without copying.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// assert_eq!(Uri::parse("a:b")?.into_string(), "a:b");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn into_string(self) -> String {
        self.0.text
    }

    /// The reference inside, for the setters in `edit`, which never remove
    /// the scheme.
    pub(crate) fn as_mut_uri_ref(&mut self) -> &mut UriRef {
        &mut self.0
    }

    pub(crate) fn from_ref_unchecked(r: UriRef) -> Uri {
        debug_assert!(r.has_scheme());
        Uri(r)
    }
}

impl Deref for Uri {
    type Target = UriRef;

    fn deref(&self) -> &UriRef {
        &self.0
    }
}

impl FromStr for Uri {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Uri, ParseError> {
        Uri::parse(s)
    }
}

impl TryFrom<String> for Uri {
    type Error = ParseError;

    /// Parses without copying the text.
    fn try_from(text: String) -> Result<Uri, ParseError> {
        let off = parse(&text, Rule::Uri, usize::MAX)?;
        Ok(Uri(UriRef { text, off }))
    }
}

impl TryFrom<&str> for Uri {
    type Error = ParseError;

    fn try_from(text: &str) -> Result<Uri, ParseError> {
        Uri::parse(text)
    }
}

impl TryFrom<UriRef> for Uri {
    type Error = ParseError;

    /// Succeeds when the reference has a scheme.
    fn try_from(r: UriRef) -> Result<Uri, ParseError> {
        if r.has_scheme() {
            Ok(Uri(r))
        } else {
            Err(ParseError::new(ParseErrorKind::MissingScheme, 0, &r.text))
        }
    }
}

impl From<Uri> for String {
    fn from(uri: Uri) -> String {
        uri.0.text
    }
}

impl AsRef<UriRef> for Uri {
    fn as_ref(&self) -> &UriRef {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn owned_uri_is_at_most_48_bytes() {
        assert!(core::mem::size_of::<UriRef>() <= 48);
        assert!(core::mem::size_of::<Uri>() <= 48);
    }

    #[test]
    fn equality_and_hash_follow_the_text() {
        use std::hash::{BuildHasher, RandomState};
        let hasher = RandomState::new();
        // The same text, built by parsing and by resolution (whose offsets
        // are computed, not parsed): equal, with equal hashes.
        let parsed = UriRef::parse("http://a/b/g").unwrap();
        let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
        let resolved = UriRef::parse("../g")
            .unwrap()
            .resolve_against(&base)
            .unwrap()
            .into_uri_ref();
        assert_eq!(parsed, resolved);
        assert_eq!(hasher.hash_one(&parsed), hasher.hash_one(&resolved));
        assert_eq!(parsed.cmp(&resolved), core::cmp::Ordering::Equal);
    }

    #[test]
    fn equality_covers_every_component() {
        // docs/security.md row 25: `/a` vs `a`, `x?` vs `x`, `x#` vs `x`.
        for (a, b) in [("/a", "a"), ("x?", "x"), ("x#", "x"), ("//h", "///h")] {
            assert_ne!(UriRef::parse(a).unwrap(), UriRef::parse(b).unwrap());
        }
    }
}
