//! Internationalized Resource Identifiers (IRIs, [RFC 3987]).
//!
//! An IRI is a URI that may hold non-ASCII characters as they are:
//! `https://bücher.example/straße?q=ü`. RFC 3987 §2.2 defines its grammar
//! as RFC 3986's with `ucschar` (most of Unicode from U+00A0 up, see
//! [`crate::table::is_ucschar`]) allowed wherever `unreserved` is, except
//! in the scheme, the port and an `IP-literal`, and with `iprivate`
//! (private-use characters) in the query as well.
//!
//! - [`IriRef`] and [`Iri`] own their text; [`IriRefView`] and [`IriView`]
//!   borrow it. They have the same accessors as the URI types, and parse
//!   with the same parser (one function per rule; only a byte >= 0x80
//!   takes a branch of its own), so on ASCII input an IRI parses exactly
//!   as a URI does: same components, same errors at the same index.
//! - Errors are [`ParseError`]s: the component's rule that broke, the byte
//!   index, and what was expected (the ASCII set is the URI rule's; the
//!   IRI rule adds `ucschar`).
//! - [`IriRef::to_uri`] maps an IRI to a URI (RFC 3987 §3.1): non-ASCII as
//!   percent-encoded UTF-8, and, with the cargo feature `idna`, a host
//!   that is an internationalized domain name as IDNA A-labels.
//! - [`UriRef::to_iri`] and [`Uri::to_iri`] go the other way for display
//!   (RFC 3987 §3.2): only percent-encoded UTF-8 that is safe to show is
//!   decoded.
//! - Resolution ([`IriRef::resolve_against`], RFC 3987 §6.5) and
//!   normalization ([`IriRef::normalize`], §5.3) reuse the URI routines,
//!   which work on the text and its offsets and never look at non-ASCII.
//!
//! # Examples
//!
//! ```
//! use urlkit::{Iri, IriRef, ParseErrorKind};
//!
//! let iri = Iri::parse("https://bücher.example/straße?q=ü#ä")?;
//! assert_eq!(iri.host(), Some("bücher.example"));
//! assert_eq!(iri.path(), "/straße");
//! # #[cfg(feature = "idna")]
//! assert_eq!(
//!     iri.to_uri().as_str(),
//!     "https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC#%C3%A4"
//! );
//! # #[cfg(not(feature = "idna"))]
//! assert_eq!(
//!     iri.to_uri().as_str(),
//!     "https://b%C3%BCcher.example/stra%C3%9Fe?q=%C3%BC#%C3%A4"
//! );
//!
//! // Relative IRIs resolve as URIs do.
//! let target = IriRef::parse("../ä")?.resolve_against(&Iri::parse("http://h/a/b/c")?)?;
//! assert_eq!(target.as_str(), "http://h/a/ä");
//!
//! // What an IRI does not allow is reported as for a URI.
//! let err = IriRef::parse("http://h/a\u{FFFE}").unwrap_err();
//! assert_eq!((err.kind(), err.index()), (ParseErrorKind::InvalidPath, 10));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! A URI for display:
//!
//! ```
//! use urlkit::Uri;
//!
//! let uri = Uri::parse("http://h/stra%C3%9Fe/%E2%80%AE/%20?%C3%BC")?;
//! // U+202E (a bidi override) and the space stay encoded (RFC 3987 §3.2, §4.1).
//! assert_eq!(uri.to_iri().as_str(), "http://h/straße/%E2%80%AE/%20?ü");
//! # Ok::<_, urlkit::ParseError>(())
//! ```
//!
//! [RFC 3987]: https://www.rfc-editor.org/rfc/rfc3987

#[cfg(feature = "idna")]
mod display;
mod map;

#[cfg(feature = "idna")]
pub use display::{DisplayIri, KeptLabel};

use crate::error::ParseError;
use crate::normalize::{normalize_parts, NormalizeLevel};
use crate::options::ParseOptions;
use crate::parse::{parse_grammar, Offsets, Rule};
use crate::resolve::{resolve_parts, ResolveError, Resolver};
use crate::{Uri, UriRef};

/// The longest IRI accepted: a third of the 4 GiB a URI may have, so that
/// [`IriRef::to_uri`], which writes each non-ASCII byte as three, always
/// fits.
pub(crate) const MAX_IRI_LEN: usize = (u32::MAX / 3) as usize;

/// The parser of the IRI family: RFC 3987's grammar, within `max_len`
/// (and [`MAX_IRI_LEN`]).
pub(crate) fn parse_iri(
    input: &str,
    rule: Rule,
    options: &ParseOptions,
) -> Result<Offsets, ParseError> {
    parse_grammar::<true>(
        input,
        rule,
        options.max_len.min(MAX_IRI_LEN),
        options.zone_id,
    )
}

crate::family::family! {
    grammar: "IRI", parse_iri;

    /// An owned IRI reference: an IRI or a relative reference
    /// (`IRI-reference`, RFC 3987 §2.2).
    ///
    /// Parsing never rewrites: [`IriRef::as_str`] is the input, byte for byte.
    /// Equality and hashing are on that text.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRef;
    ///
    /// let r = IriRef::parse("../über/straße?q=ä#ö")?;
    /// assert_eq!(r.scheme(), None);
    /// assert_eq!(r.path(), "../über/straße");
    /// assert_eq!(r.to_uri().as_str(), "../%C3%BCber/stra%C3%9Fe?q=%C3%A4#%C3%B6");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    reference: IriRef, "an `IRI-reference` (RFC 3987 §2.2)";

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
    reference_view: IriRefView;

    /// An owned IRI: an IRI reference with a scheme (`IRI`, RFC 3987 §2.2).
    ///
    /// It dereferences to [`IriRef`] for the accessors; [`Iri::scheme`]
    /// returns the scheme without an `Option`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Iri;
    ///
    /// let iri = Iri::parse("http://ü.example/ä")?;
    /// assert_eq!(iri.scheme(), "http");
    /// assert_eq!(iri.to_uri().path(), "/%C3%A4");
    /// assert!(Iri::parse("//ü.example/").is_err());
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    absolute: Iri, "an `IRI` (RFC 3987 §2.2)";

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
    absolute_view: IriView;

    as_reference: as_iri_ref;
    into_reference: into_iri_ref;
}

impl IriRef {
    /// Whether the text is all ASCII, that is, whether it is also a URI
    /// reference (then [`IriRef::to_uri`] changes nothing).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRef;
    /// assert!(IriRef::parse("http://h/")?.is_ascii());
    /// assert!(!IriRef::parse("http://h/ä")?.is_ascii());
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn is_ascii(&self) -> bool {
        self.text.is_ascii()
    }

    /// The URI reference this IRI maps to (RFC 3987 §3.1): every non-ASCII
    /// character percent-encoded as UTF-8, except in a host that is an
    /// internationalized domain name, which is written as IDNA A-labels
    /// when the `idna` feature is on (`urlkit::idna::host_to_ascii`).
    /// (The host's percent-encoded octets are decoded before, as RFC 3986
    /// §3.2.2 reads a reg-name.) Without the feature, or when the host is
    /// not a valid IDN, its non-ASCII is percent-encoded too (RFC 3986
    /// §3.2.2 allows that); so is a host that cannot be a DNS name (more
    /// than 127 labels or 1 012 bytes: RFC 3987 §3.1 makes the IDNA step
    /// optional, for names to be resolved). An all-ASCII IRI comes back as
    /// it is; otherwise only the host and the non-ASCII characters change.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRef;
    /// let r = IriRef::parse("//ü.example/ä?€#\u{1F600}")?;
    /// let uri = r.to_uri();
    /// assert_eq!(uri.path(), "/%C3%A4");
    /// assert_eq!(uri.query(), Some("%E2%82%AC"));
    /// assert_eq!(uri.fragment(), Some("%F0%9F%98%80"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn to_uri(&self) -> UriRef {
        map::to_uri(self.parts())
    }

    /// Resolves this reference against `base` (RFC 3987 §6.5, which is
    /// RFC 3986 §5.2 on the IRI's characters), with [`Resolver::new`]'s
    /// strict rules.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Iri, IriRef};
    /// let base = Iri::parse("http://bücher.example/a/b")?;
    /// assert_eq!(IriRef::parse("./ç?ü")?.resolve_against(&base)?.as_str(), "http://bücher.example/a/ç?ü");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ResolveError`] when the result would be too long.
    pub fn resolve_against(&self, base: &Iri) -> Result<Iri, ResolveError> {
        Resolver::new().resolve_iri(base, self)
    }

    /// The normal form at [`NormalizeLevel::Scheme`] (RFC 3987 §5.3.2 and
    /// §5.3.3, which are RFC 3986 §6.2.2 and §6.2.3): scheme and host
    /// lowercased (ASCII letters only), percent-encoded unreserved ASCII
    /// decoded, other hex digits uppercased, dot segments removed, default
    /// ports dropped. Non-ASCII characters are kept as they are (no Unicode
    /// normalization, and no decoding of percent-encoded non-ASCII: see
    /// `docs/iri.md`).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::IriRef;
    /// let r = IriRef::parse("HTTP://Bücher.Example:80/a/./%7e/ä")?;
    /// assert_eq!(r.normalize().as_str(), "http://bücher.example/a/~/ä");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize(&self) -> IriRef {
        self.normalize_with(NormalizeLevel::Scheme)
    }

    /// The normal form at `level` (see [`IriRef::normalize`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{IriRef, NormalizeLevel};
    /// let r = IriRef::parse("HTTP://Ä:80/")?;
    /// assert_eq!(r.normalize_with(NormalizeLevel::Syntax).as_str(), "http://Ä:80/");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize_with(&self, level: NormalizeLevel) -> IriRef {
        let (text, off) = normalize_parts(self.parts(), level).into_text_and_offsets();
        IriRef { text, off }
    }
}

/// Every URI reference is an IRI reference (its text, as it is).
impl From<UriRef> for IriRef {
    fn from(r: UriRef) -> IriRef {
        let (text, off) = r.into_text_and_offsets();
        IriRef { text, off }
    }
}

impl Iri {
    /// The URI this IRI maps to (RFC 3987 §3.1, see [`IriRef::to_uri`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Iri;
    /// let uri = Iri::parse("http://h/ä")?.to_uri();
    /// assert_eq!(uri.as_str(), "http://h/%C3%A4");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn to_uri(&self) -> Uri {
        Uri::from_ref_unchecked(self.0.to_uri())
    }

    /// The normal form (see [`IriRef::normalize`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Iri;
    /// assert_eq!(Iri::parse("HTTP://H/./ä")?.normalize().as_str(), "http://h/ä");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize(&self) -> Iri {
        Iri(self.0.normalize())
    }

    /// The normal form at `level` (see [`IriRef::normalize`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Iri, NormalizeLevel};
    /// let iri = Iri::parse("HTTP://H:80/ä")?;
    /// assert_eq!(iri.normalize_with(NormalizeLevel::Syntax).as_str(), "http://h:80/ä");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize_with(&self, level: NormalizeLevel) -> Iri {
        Iri(self.0.normalize_with(level))
    }

    /// Resolves `reference` against this IRI (see
    /// [`IriRef::resolve_against`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Iri, IriRef};
    /// let base = Iri::parse("http://h/a/b")?;
    /// assert_eq!(base.resolve(&IriRef::parse("ü")?)?.as_str(), "http://h/a/ü");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ResolveError`] when the result would be too long.
    pub fn resolve(&self, reference: &IriRef) -> Result<Iri, ResolveError> {
        Resolver::new().resolve_iri(self, reference)
    }
}

/// Every URI is an IRI (its text, as it is).
impl From<Uri> for Iri {
    fn from(uri: Uri) -> Iri {
        Iri(IriRef::from(uri.into_uri_ref()))
    }
}

impl Resolver {
    /// Resolves an IRI reference against a base IRI with these options
    /// (RFC 3987 §6.5: the algorithm of RFC 3986 §5.2, on characters).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Iri, IriRef, Resolver};
    /// let base = Iri::parse("http://h/ä/b")?;
    /// let r = IriRef::parse("../../ö")?;
    /// assert_eq!(Resolver::new().resolve_iri(&base, &r)?.as_str(), "http://h/ö");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ResolveError`]: the result too long, or (with
    /// [`Resolver::reject_path_underflow`]) a `..` above the root.
    pub fn resolve_iri(&self, base: &Iri, reference: &IriRef) -> Result<Iri, ResolveError> {
        let uri = resolve_parts(*self, base.parts(), reference.parts())?;
        let (text, off) = uri.into_uri_ref().into_text_and_offsets();
        Ok(Iri(IriRef { text, off }))
    }
}

impl UriRef {
    /// This URI reference as an IRI for display (RFC 3987 §3.2): the
    /// percent-encoded UTF-8 sequences of characters that are safe to show
    /// are decoded, and (with the `idna` feature) `xn--` labels of the host
    /// are shown as Unicode.
    ///
    /// A sequence stays encoded when it is ASCII (so `%2F` keeps its
    /// meaning), not well-formed UTF-8, a character that the IRI grammar
    /// does not allow in that component, a bidirectional formatting
    /// character (RFC 3987 §4.1), or an invisible or space character that
    /// would hide what the IRI says (§6.1). The result maps back to this
    /// URI with [`IriRef::to_uri`], up to the case of hex digits and of the
    /// host.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let r = UriRef::parse("/%C3%A4%2F%C3?%EE%80%80#%E2%80%8B")?;
    /// // ä decoded; %2F, the lone %C3 and the zero-width space U+200B kept;
    /// // the private-use U+E000 decoded in the query only.
    /// assert_eq!(r.to_iri().as_str(), "/ä%2F%C3?\u{E000}#%E2%80%8B");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn to_iri(&self) -> IriRef {
        map::to_iri(self.parts())
    }

    /// This URI reference as a person should see it: [`UriRef::to_iri`],
    /// but each `xn--` label of the host is shown in Unicode only where it
    /// passes the spoof checks of Chromium's IDN display policy
    /// ([`crate::idna::check_label`]: scripts mixed, whole-script
    /// confusables such as `аррӏе` under `.com`, digit look-alikes,
    /// invisible marks, ...); the others stay A-labels, and
    /// [`DisplayIri::kept`] says why for each (cargo feature `idna`).
    ///
    /// The path, query and fragment are decoded as [`UriRef::to_iri`]
    /// decodes them (bidirectional controls, `%2F`, `%00` and bytes that
    /// are not UTF-8 stay encoded); the rest of the host is written as it
    /// stands, percent-encoding and ASCII case included. So the display
    /// form, parsed as an IRI and mapped with [`IriRef::to_uri`], is this
    /// URI again, up to the case of hex digits and of the host.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    ///
    /// // All Cyrillic under .com: kept; under .ru: shown.
    /// let shown = UriRef::parse("https://xn--80ak6aa92e.com/")?.to_display();
    /// assert_eq!(shown.as_str(), "https://xn--80ak6aa92e.com/");
    /// assert_eq!(shown.kept()[0].unicode(), Some("аррӏе"));
    /// let shown = UriRef::parse("https://xn--80ak6aa92e.ru/")?.to_display();
    /// assert_eq!(shown.as_str(), "https://аррӏе.ru/");
    /// // Latin and Cyrillic mixed: kept; what to_iri shows differs.
    /// let uri = UriRef::parse("https://xn--pple-43d.com/")?;
    /// assert_eq!(uri.to_iri().as_str(), "https://аpple.com/");
    /// assert_eq!(uri.to_display().as_str(), "https://xn--pple-43d.com/");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[cfg(feature = "idna")]
    #[must_use]
    pub fn to_display(&self) -> DisplayIri {
        map::to_display(self.parts())
    }
}

impl crate::UriRefView<'_> {
    /// This URI reference as an IRI for display (RFC 3987 §3.2, see
    /// [`UriRef::to_iri`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRefView;
    /// assert_eq!(UriRefView::parse("a/%C3%A4")?.to_iri().as_str(), "a/ä");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn to_iri(self) -> IriRef {
        map::to_iri(self.parts())
    }

    /// This URI reference as a person should see it (see
    /// [`UriRef::to_display`]; cargo feature `idna`).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRefView;
    /// let shown = UriRefView::parse("//xn--bcher-kva.example/a%C3%A4")?.to_display();
    /// assert_eq!(shown.as_str(), "//bücher.example/aä");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[cfg(feature = "idna")]
    #[must_use]
    pub fn to_display(self) -> DisplayIri {
        map::to_display(self.parts())
    }
}

impl Uri {
    /// This URI as an IRI for display (RFC 3987 §3.2, see
    /// [`UriRef::to_iri`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let uri = Uri::parse("https://xn--bcher-kva.example/stra%C3%9Fe")?;
    /// # #[cfg(feature = "idna")]
    /// assert_eq!(uri.to_iri().as_str(), "https://bücher.example/straße");
    /// # #[cfg(not(feature = "idna"))]
    /// assert_eq!(uri.to_iri().as_str(), "https://xn--bcher-kva.example/straße");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn to_iri(&self) -> Iri {
        Iri(map::to_iri(self.parts()))
    }

    /// This URI as a person should see it (see [`UriRef::to_display`];
    /// cargo feature `idna`): the result has this URI's scheme.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let shown = Uri::parse("https://xn--bcher-kva.example/stra%C3%9Fe")?.to_display();
    /// assert_eq!(shown.to_string(), "https://bücher.example/straße");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[cfg(feature = "idna")]
    #[must_use]
    pub fn to_display(&self) -> DisplayIri {
        map::to_display(self.parts())
    }
}

impl IriRefView<'_> {
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
        map::to_uri(self.parts())
    }
}

impl IriView<'_> {
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
    pub fn to_uri(self) -> Uri {
        Uri::from_ref_unchecked(self.0.to_uri())
    }
}
