//! The borrowed IRI types: [`IriRefView`] and [`IriView`].

use core::ops::Deref;

use super::{parse_iri, Iri, IriRef};
use crate::component::Parts;
use crate::error::ParseError;
use crate::options::ParseOptions;
use crate::parse::{Offsets, Rule};
use crate::UriRef;

/// A borrowed IRI reference: parses without allocating, with the same
/// accessors as [`IriRef`].
///
/// # Examples
///
/// ```
/// use urlkit::IriRefView;
///
/// let line = String::from("//bücher.example/ä?");
/// let view = IriRefView::parse(&line)?;
/// assert_eq!(view.host(), Some("bücher.example"));
/// assert_eq!(view.query(), Some(""));
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Copy)]
pub struct IriRefView<'a> {
    text: &'a str,
    off: Offsets,
}

impl<'a> IriRefView<'a> {
    /// Parses an `IRI-reference` (RFC 3987 §2.2) without allocating.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// assert_eq!(IriRefView::parse("ä?ö")?.query(), Some("ö"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ParseError`] naming the rule that failed and the byte index.
    pub fn parse(input: &'a str) -> Result<IriRefView<'a>, ParseError> {
        IriRefView::parse_with(input, &ParseOptions::new())
    }

    /// Parses like [`IriRefView::parse`] with `options`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{IriRefView, ParseOptions};
    /// assert!(IriRefView::parse_with("äbc", &ParseOptions::new().max_len(3)).is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ParseError`] naming the rule that failed and the byte index.
    pub fn parse_with(
        input: &'a str,
        options: &ParseOptions,
    ) -> Result<IriRefView<'a>, ParseError> {
        let off = parse_iri(input, Rule::UriReference, options)?;
        Ok(IriRefView { text: input, off })
    }

    pub(crate) fn from_parts(text: &'a str, off: Offsets) -> IriRefView<'a> {
        IriRefView { text, off }
    }

    pub(crate) fn parts(self) -> Parts<'a> {
        Parts {
            text: self.text,
            off: self.off,
        }
    }

    /// Copies the text into an owned [`IriRef`] (no re-parse).
    ///
    /// It takes `&self` although a view is `Copy`: so it is found before
    /// [`ToOwned::to_owned`](alloc::borrow::ToOwned::to_owned) (which every
    /// `Clone` type has, and which would copy the view) on a reference to
    /// a view too, `(&view).to_owned()`, as on the view.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// assert_eq!(IriRefView::parse("ä")?.to_owned().as_str(), "ä");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    #[allow(clippy::should_implement_trait)]
    pub fn to_owned(&self) -> IriRef {
        IriRef::from_parts_unchecked(self.text.into(), self.off)
    }

    /// The old name of [`IriRefView::to_owned`].
    ///
    /// # Examples
    ///
    /// ```
    /// # #![allow(deprecated)]
    /// use urlkit::IriRefView;
    /// assert_eq!(IriRefView::parse("ä")?.to_owned_ref().as_str(), "ä");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    #[deprecated(since = "0.1.0", note = "use `to_owned`, the name on every view")]
    pub fn to_owned_ref(self) -> IriRef {
        self.to_owned()
    }

    /// The URI reference this IRI maps to (see [`IriRef::to_uri`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// assert_eq!(IriRefView::parse("ä")?.to_uri().as_str(), "%C3%A4");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn to_uri(self) -> UriRef {
        super::map::to_uri(self.parts())
    }

    crate::component::component_accessors!(IriRefView, 'a, (self), self.parts());
}

impl<'a> TryFrom<&'a str> for IriRefView<'a> {
    type Error = ParseError;

    fn try_from(text: &'a str) -> Result<IriRefView<'a>, ParseError> {
        IriRefView::parse(text)
    }
}

/// A borrowed IRI (with a scheme); dereferences to [`IriRefView`].
///
/// # Examples
///
/// ```
/// use urlkit::IriView;
/// let iri = IriView::parse("http://ü/")?;
/// assert_eq!(iri.scheme(), "http");
/// assert_eq!(iri.host(), Some("ü"));
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Copy)]
pub struct IriView<'a>(IriRefView<'a>);

impl<'a> IriView<'a> {
    /// Parses an `IRI` (RFC 3987 §2.2) without allocating.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriView;
    /// assert!(IriView::parse("a:ä").is_ok());
    /// assert!(IriView::parse("ä").is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ParseError`]; [`crate::ParseErrorKind::MissingScheme`] without
    /// a scheme.
    pub fn parse(input: &'a str) -> Result<IriView<'a>, ParseError> {
        IriView::parse_with(input, &ParseOptions::new())
    }

    /// Parses like [`IriView::parse`] with `options`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{IriView, ParseOptions};
    /// assert!(IriView::parse_with("a:ä", &ParseOptions::new().max_len(3)).is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ParseError`], as [`IriView::parse`].
    pub fn parse_with(input: &'a str, options: &ParseOptions) -> Result<IriView<'a>, ParseError> {
        let off = parse_iri(input, Rule::Uri, options)?;
        Ok(IriView(IriRefView::from_parts(input, off)))
    }

    pub(crate) fn from_ref_unchecked(r: IriRefView<'a>) -> IriView<'a> {
        IriView(r)
    }

    /// The scheme, as written.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriView;
    /// assert_eq!(IriView::parse("x:ä")?.scheme(), "x");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn scheme(self) -> &'a str {
        self.0.parts().scheme().unwrap_or("")
    }

    /// Copies the text into an owned [`Iri`] (no re-parse).
    ///
    /// It takes `&self` although a view is `Copy`: so it is found before
    /// [`ToOwned::to_owned`](alloc::borrow::ToOwned::to_owned) (which every
    /// `Clone` type has, and which would copy the view) on a reference to
    /// a view too, `(&view).to_owned()`, as on the view.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriView;
    /// assert_eq!(IriView::parse("x:ä")?.to_owned().as_str(), "x:ä");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    #[allow(clippy::should_implement_trait)]
    pub fn to_owned(&self) -> Iri {
        Iri::from_ref_unchecked(self.0.to_owned())
    }

    /// The old name of [`IriView::to_owned`].
    ///
    /// # Examples
    ///
    /// ```
    /// # #![allow(deprecated)]
    /// use urlkit::IriView;
    /// assert_eq!(IriView::parse("x:ä")?.to_owned_iri().as_str(), "x:ä");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    #[deprecated(since = "0.1.0", note = "use `to_owned`, the name on every view")]
    pub fn to_owned_iri(self) -> Iri {
        self.to_owned()
    }

    /// The URI this IRI maps to (RFC 3987 §3.1, see [`IriRef::to_uri`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriView;
    /// assert_eq!(IriView::parse("x:ä")?.to_uri().scheme(), "x");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn to_uri(self) -> crate::Uri {
        crate::Uri::from_ref_unchecked(self.0.to_uri())
    }

    /// The view as an [`IriRefView`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriView;
    /// assert_eq!(IriView::parse("x:ä")?.into_iri_ref().scheme(), Some("x"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn into_iri_ref(self) -> IriRefView<'a> {
        self.0
    }

    /// The old name of [`IriView::into_iri_ref`].
    ///
    /// # Examples
    ///
    /// ```
    /// # #![allow(deprecated)]
    /// use urlkit::IriView;
    /// assert_eq!(IriView::parse("x:ä")?.as_ref_view().scheme(), Some("x"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    #[deprecated(since = "0.1.0", note = "use `into_iri_ref`, the name on every type")]
    pub fn as_ref_view(self) -> IriRefView<'a> {
        self.0
    }
}

impl<'a> Deref for IriView<'a> {
    type Target = IriRefView<'a>;

    fn deref(&self) -> &IriRefView<'a> {
        &self.0
    }
}

impl<'a> TryFrom<&'a str> for IriView<'a> {
    type Error = ParseError;

    fn try_from(text: &'a str) -> Result<IriView<'a>, ParseError> {
        IriView::parse(text)
    }
}

impl<'a> TryFrom<IriRefView<'a>> for IriView<'a> {
    type Error = ParseError;

    /// Succeeds when the reference has a scheme, as
    /// `TryFrom<UriRefView> for UriView` does.
    fn try_from(r: IriRefView<'a>) -> Result<IriView<'a>, ParseError> {
        if r.has_scheme() {
            Ok(IriView(r))
        } else {
            Err(ParseError::new(
                crate::error::ParseErrorKind::MissingScheme,
                0,
                r.text,
            ))
        }
    }
}

impl<'a> From<IriView<'a>> for IriRefView<'a> {
    fn from(v: IriView<'a>) -> IriRefView<'a> {
        v.0
    }
}
