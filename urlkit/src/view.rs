//! The borrowed, zero-copy URI types: [`UriRefView`] and [`UriView`].
//!
//! They hold a `&str` and the parsed offsets, are `Copy`, and parse without
//! allocating. Their accessors are those of [`crate::UriRef`] and
//! [`crate::Uri`], returning slices of the borrowed text.

use alloc::borrow::ToOwned;
use core::ops::Deref;

use crate::component::Parts;
use crate::error::ParseError;
use crate::options::ParseOptions;
use crate::parse::{parse, parse_grammar, Offsets, Rule};
use crate::uri::{Uri, UriRef};

/// A borrowed URI reference: the zero-copy form of [`UriRef`].
///
/// # Examples
///
/// ```
/// use urlkit::UriRefView;
///
/// let line = String::from("http://example.com/a?b");
/// let r = UriRefView::parse(&line)?; // no allocation
/// assert_eq!(r.host(), Some("example.com"));
/// let owned = r.to_owned(); // one copy, when you need to keep it
/// assert_eq!(owned.as_str(), line);
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Copy)]
pub struct UriRefView<'a> {
    text: &'a str,
    /// Derived from `text`: no part of equality or hashing.
    off: Offsets,
}

impl<'a> UriRefView<'a> {
    /// Parses a `URI-reference` (RFC 3986 §4.1) without allocating.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRefView;
    /// assert_eq!(UriRefView::parse("a/b?c")?.query(), Some("c"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ParseError`] naming the rule that failed and the byte index.
    pub fn parse(input: &'a str) -> Result<UriRefView<'a>, ParseError> {
        UriRefView::parse_with_limit(input, usize::MAX)
    }

    /// Parses like [`UriRefView::parse`], refusing inputs longer than
    /// `max_len` bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRefView;
    /// assert!(UriRefView::parse_with_limit("abc", 2).is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// [`crate::ParseErrorKind::TooLong`] over the limit, or any other
    /// parse error.
    pub fn parse_with_limit(input: &'a str, max_len: usize) -> Result<UriRefView<'a>, ParseError> {
        let off = parse(input, Rule::UriReference, max_len)?;
        Ok(UriRefView { text: input, off })
    }

    /// Parses like [`UriRefView::parse`] with `options`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{ParseOptions, UriRefView};
    /// let opts = ParseOptions::new().zone_id(true);
    /// assert_eq!(UriRefView::parse_with("//[::1%25lo]", &opts)?.zone_id(), Some("lo"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ParseError`] naming the rule that failed and the byte index.
    pub fn parse_with(
        input: &'a str,
        options: &ParseOptions,
    ) -> Result<UriRefView<'a>, ParseError> {
        let off =
            parse_grammar::<false>(input, Rule::UriReference, options.max_len, options.zone_id)?;
        Ok(UriRefView { text: input, off })
    }

    crate::component::component_accessors!(UriRefView, 'a, (self), self.parts());

    pub(crate) fn from_parts(text: &'a str, off: Offsets) -> UriRefView<'a> {
        UriRefView { text, off }
    }

    pub(crate) fn parts(self) -> Parts<'a> {
        Parts {
            text: self.text,
            off: self.off,
        }
    }

    /// Copies the text into an owned [`UriRef`] (no re-parse).
    ///
    /// It takes `&self` although a view is `Copy`: so it is found before
    /// [`ToOwned::to_owned`](alloc::borrow::ToOwned::to_owned) (which every
    /// `Clone` type has, and which would copy the view) on a reference to
    /// a view too, `(&view).to_owned()`, as on the view.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRefView;
    /// assert_eq!(UriRefView::parse("x")?.to_owned().as_str(), "x");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    #[allow(clippy::should_implement_trait)]
    pub fn to_owned(&self) -> UriRef {
        UriRef::from_parts_unchecked(self.text.to_owned(), self.off)
    }

    /// The old name of [`UriRefView::to_owned`].
    ///
    /// # Examples
    ///
    /// ```
    /// # #![allow(deprecated)]
    /// use urlkit::UriRefView;
    /// assert_eq!(UriRefView::parse("x")?.to_owned_ref().as_str(), "x");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    #[deprecated(since = "0.1.0", note = "use `to_owned`, the name on every view")]
    pub fn to_owned_ref(self) -> UriRef {
        UriRef::from_parts_unchecked(self.text.to_owned(), self.off)
    }
}

impl<'a> TryFrom<&'a str> for UriRefView<'a> {
    type Error = ParseError;

    fn try_from(text: &'a str) -> Result<UriRefView<'a>, ParseError> {
        UriRefView::parse(text)
    }
}

/// A borrowed URI (with a scheme): the zero-copy form of [`Uri`].
///
/// It dereferences to a [`UriRefView`] for the shared accessors.
///
/// # Examples
///
/// ```
/// use urlkit::UriView;
///
/// let uri = UriView::parse("http://example.com/")?;
/// assert_eq!(uri.scheme(), "http");
/// assert_eq!(uri.path(), "/");
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Copy)]
pub struct UriView<'a>(UriRefView<'a>);

impl<'a> UriView<'a> {
    /// Parses a `URI` (RFC 3986 §3) without allocating.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriView;
    /// assert!(UriView::parse("a:b").is_ok());
    /// assert!(UriView::parse("b").is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ParseError`], including a missing or invalid scheme.
    pub fn parse(input: &'a str) -> Result<UriView<'a>, ParseError> {
        UriView::parse_with_limit(input, usize::MAX)
    }

    /// Parses like [`UriView::parse`], refusing inputs longer than
    /// `max_len` bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriView;
    /// assert!(UriView::parse_with_limit("a:bc", 3).is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// [`crate::ParseErrorKind::TooLong`] over the limit, or any other
    /// parse error.
    pub fn parse_with_limit(input: &'a str, max_len: usize) -> Result<UriView<'a>, ParseError> {
        let off = parse(input, Rule::Uri, max_len)?;
        Ok(UriView(UriRefView { text: input, off }))
    }

    pub(crate) fn from_ref_unchecked(r: UriRefView<'a>) -> UriView<'a> {
        debug_assert!(r.has_scheme());
        UriView(r)
    }

    /// Parses like [`UriView::parse`] with `options`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{ParseOptions, UriView};
    /// let opts = ParseOptions::new().zone_id(true);
    /// assert_eq!(UriView::parse_with("a://[::1%25x]", &opts)?.zone_id(), Some("x"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ParseError`]; [`crate::ParseErrorKind::MissingScheme`] without
    /// a scheme.
    pub fn parse_with(input: &'a str, options: &ParseOptions) -> Result<UriView<'a>, ParseError> {
        let off = parse_grammar::<false>(input, Rule::Uri, options.max_len, options.zone_id)?;
        Ok(UriView(UriRefView::from_parts(input, off)))
    }

    /// The scheme, as written. See [`Uri::scheme`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriView;
    /// assert_eq!(UriView::parse("Tel:1")?.scheme(), "Tel");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn scheme(self) -> &'a str {
        self.0.parts().scheme().unwrap_or("")
    }

    /// Copies the text into an owned [`Uri`] (no re-parse).
    ///
    /// It takes `&self` although a view is `Copy`: so it is found before
    /// [`ToOwned::to_owned`](alloc::borrow::ToOwned::to_owned) (which every
    /// `Clone` type has, and which would copy the view) on a reference to
    /// a view too, `(&view).to_owned()`, as on the view.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriView;
    /// assert_eq!(UriView::parse("a:b")?.to_owned().as_str(), "a:b");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    #[allow(clippy::should_implement_trait)]
    pub fn to_owned(&self) -> Uri {
        Uri::from_ref_unchecked(self.0.to_owned())
    }

    /// The old name of [`UriView::to_owned`].
    ///
    /// # Examples
    ///
    /// ```
    /// # #![allow(deprecated)]
    /// use urlkit::UriView;
    /// assert_eq!(UriView::parse("a:b")?.to_owned_uri().as_str(), "a:b");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    #[deprecated(since = "0.1.0", note = "use `to_owned`, the name on every view")]
    pub fn to_owned_uri(self) -> Uri {
        self.to_owned()
    }

    /// The reference view this URI is (as [`Uri::into_uri_ref`] for the
    /// owned types).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriView;
    /// assert_eq!(UriView::parse("a:b")?.into_uri_ref().scheme(), Some("a"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn into_uri_ref(self) -> UriRefView<'a> {
        self.0
    }

    /// The old name of [`UriView::into_uri_ref`].
    ///
    /// # Examples
    ///
    /// ```
    /// # #![allow(deprecated)]
    /// use urlkit::UriView;
    /// assert_eq!(UriView::parse("a:b")?.as_ref_view().scheme(), Some("a"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    #[deprecated(since = "0.1.0", note = "use `into_uri_ref`, the name on every type")]
    pub fn as_ref_view(self) -> UriRefView<'a> {
        self.0
    }
}

impl<'a> Deref for UriView<'a> {
    type Target = UriRefView<'a>;

    fn deref(&self) -> &UriRefView<'a> {
        &self.0
    }
}

impl<'a> TryFrom<&'a str> for UriView<'a> {
    type Error = ParseError;

    fn try_from(text: &'a str) -> Result<UriView<'a>, ParseError> {
        UriView::parse(text)
    }
}

impl<'a> TryFrom<UriRefView<'a>> for UriView<'a> {
    type Error = ParseError;

    /// Succeeds when the reference has a scheme.
    fn try_from(r: UriRefView<'a>) -> Result<UriView<'a>, ParseError> {
        if r.has_scheme() {
            Ok(UriView(r))
        } else {
            Err(ParseError::new(
                crate::error::ParseErrorKind::MissingScheme,
                0,
                r.text,
            ))
        }
    }
}

impl<'a> From<UriView<'a>> for UriRefView<'a> {
    fn from(v: UriView<'a>) -> UriRefView<'a> {
        v.0
    }
}

impl<'a> From<&'a UriRef> for UriRefView<'a> {
    fn from(r: &'a UriRef) -> UriRefView<'a> {
        r.as_view()
    }
}

impl<'a> From<&'a Uri> for UriView<'a> {
    fn from(u: &'a Uri) -> UriView<'a> {
        u.as_view()
    }
}
