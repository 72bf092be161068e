//! The borrowed IRI types: [`IriRefView`] and [`IriView`].

use core::fmt;
use core::ops::Deref;

use super::{parse_iri, Iri, IriRef};
use crate::component::{Parts, PathSegments};
use crate::error::{ParseError, PortError};
use crate::host::{Host, HostKind};
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

impl PartialEq for IriRefView<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl Eq for IriRefView<'_> {}

impl core::hash::Hash for IriRefView<'_> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
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
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// assert_eq!(IriRefView::parse("ä")?.to_owned().as_str(), "ä");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    #[allow(clippy::should_implement_trait)]
    pub fn to_owned(self) -> IriRef {
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

    /// The text, exactly as parsed.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// assert_eq!(IriRefView::parse("Ä")?.as_str(), "Ä");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn as_str(self) -> &'a str {
        self.text
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

    /// The scheme, as written, or `None` for a relative reference (§3.1).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// let r = IriRefView::parse("http://jü@bücher.example:8080/straße/ä?q=ü#ß")?;
    /// assert_eq!(r.scheme(), Some("http"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn scheme(self) -> Option<&'a str> {
        self.parts().scheme()
    }

    /// Whether there is a scheme (the reference is an IRI, not a relative one).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// let r = IriRefView::parse("http://jü@bücher.example:8080/straße/ä?q=ü#ß")?;
    /// assert!(r.has_scheme());
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn has_scheme(self) -> bool {
        self.parts().has_scheme()
    }

    /// Whether there is an authority (`//` after the scheme), even an empty one.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// let r = IriRefView::parse("http://jü@bücher.example:8080/straße/ä?q=ü#ß")?;
    /// assert!(r.has_authority());
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn has_authority(self) -> bool {
        self.parts().has_authority()
    }

    /// The authority, raw: `[ iuserinfo "@" ] ihost [ ":" port ]`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// let r = IriRefView::parse("http://jü@bücher.example:8080/straße/ä?q=ü#ß")?;
    /// assert_eq!(r.authority(), Some("jü@bücher.example:8080"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn authority(self) -> Option<&'a str> {
        self.parts().authority()
    }

    /// The userinfo, raw, without the `@`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// let r = IriRefView::parse("http://jü@bücher.example:8080/straße/ä?q=ü#ß")?;
    /// assert_eq!(r.userinfo(), Some("jü"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn userinfo(self) -> Option<&'a str> {
        self.parts().userinfo()
    }

    /// The host, raw (an IP-literal with its brackets); `None` without an authority.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// let r = IriRefView::parse("http://jü@bücher.example:8080/straße/ä?q=ü#ß")?;
    /// assert_eq!(r.host(), Some("bücher.example"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn host(self) -> Option<&'a str> {
        self.parts().host()
    }

    /// The host, typed: an `ireg-name` (which may hold non-ASCII), an IPv4 or IPv6 address, or an IPvFuture.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// let r = IriRefView::parse("http://jü@bücher.example:8080/straße/ä?q=ü#ß")?;
    /// assert_eq!(r.host_typed(), Some(urlkit::Host::RegName("bücher.example")));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn host_typed(self) -> Option<Host<'a>> {
        self.parts().host_typed()
    }

    /// Which alternative of `ihost` the host matched.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// let r = IriRefView::parse("http://jü@bücher.example:8080/straße/ä?q=ü#ß")?;
    /// assert_eq!(r.host_kind(), Some(urlkit::HostKind::RegName));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn host_kind(self) -> Option<HostKind> {
        self.parts().host_kind()
    }

    /// The RFC 6874 zone identifier of an IPv6 host, raw, without its `%25` (only with [`ParseOptions::zone_id`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// let r = IriRefView::parse("http://jü@bücher.example:8080/straße/ä?q=ü#ß")?;
    /// assert_eq!(r.zone_id(), None);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn zone_id(self) -> Option<&'a str> {
        self.parts().zone_id()
    }

    /// The port's digits, without the `:`; `Some("")` for an empty port.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// let r = IriRefView::parse("http://jü@bücher.example:8080/straße/ä?q=ü#ß")?;
    /// assert_eq!(r.port(), Some("8080"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn port(self) -> Option<&'a str> {
        self.parts().port()
    }

    /// The port as a number; `Ok(None)` when it is absent or empty.
    ///
    /// # Errors
    ///
    /// A [`PortError`] when the digits are above 65535.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// let r = IriRefView::parse("http://jü@bücher.example:8080/straße/ä?q=ü#ß")?;
    /// assert_eq!(r.port_u16(), Ok(Some(8080)));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn port_u16(self) -> Result<Option<u16>, PortError> {
        self.parts().port_u16()
    }

    /// The path, raw (may be empty).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// let r = IriRefView::parse("http://jü@bücher.example:8080/straße/ä?q=ü#ß")?;
    /// assert_eq!(r.path(), "/straße/ä");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn path(self) -> &'a str {
        self.parts().path()
    }

    /// The path's segments, split at `/`, raw.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// let r = IriRefView::parse("http://jü@bücher.example:8080/straße/ä?q=ü#ß")?;
    /// assert_eq!(r.path_segments().collect::<Vec<_>>(), ["straße", "ä"]);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn path_segments(self) -> PathSegments<'a> {
        self.parts().path_segments()
    }

    /// The query, raw, without the `?`; `None` when absent.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// let r = IriRefView::parse("http://jü@bücher.example:8080/straße/ä?q=ü#ß")?;
    /// assert_eq!(r.query(), Some("q=ü"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn query(self) -> Option<&'a str> {
        self.parts().query()
    }

    /// The fragment, raw, without the `#`; `None` when absent.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRefView;
    /// let r = IriRefView::parse("http://jü@bücher.example:8080/straße/ä?q=ü#ß")?;
    /// assert_eq!(r.fragment(), Some("ß"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn fragment(self) -> Option<&'a str> {
        self.parts().fragment()
    }
}

impl fmt::Display for IriRefView<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

impl fmt::Debug for IriRefView<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("IriRefView").field(&self.text).finish()
    }
}

impl AsRef<str> for IriRefView<'_> {
    fn as_ref(&self) -> &str {
        self.text
    }
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
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
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
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriView;
    /// assert_eq!(IriView::parse("x:ä")?.to_owned().as_str(), "x:ä");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    #[allow(clippy::should_implement_trait)]
    pub fn to_owned(self) -> Iri {
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

impl fmt::Display for IriView<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.text)
    }
}

impl fmt::Debug for IriView<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("IriView").field(&self.0.text).finish()
    }
}

impl AsRef<str> for IriView<'_> {
    fn as_ref(&self) -> &str {
        self.0.text
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
