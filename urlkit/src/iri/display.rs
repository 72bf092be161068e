//! The display form of a URI: RFC 3987 §3.2 as [`UriRef::to_iri`] does it,
//! with each `xn--` label of the host shown in Unicode only where it
//! passes the spoof checks of Chromium's IDN display policy
//! ([`crate::idna::check_label`]); a label that fails stays an A-label,
//! and the display form says why (cargo feature `idna`).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::IriRef;
use crate::idna::SpoofReason;

/// A URI as a person should see it: an IRI whose host labels are in
/// Unicode only where that cannot pass for another name, and the labels
/// left as A-labels, each with its reason ([`UriRef::to_display`]).
///
/// [`DisplayIri::as_str`] (and `Display`) is the text to show. Parsed as an
/// IRI and mapped with [`IriRef::to_uri`], it gives back the URI it was
/// made from, up to the case of hex digits and of the host.
///
/// [`UriRef::to_display`]: crate::UriRef::to_display
///
/// # Examples
///
/// ```
/// use urlkit::Uri;
///
/// let shown = Uri::parse("https://xn--80ak6aa92e.com/%C3%A4")?.to_display();
/// assert_eq!(shown.as_str(), "https://xn--80ak6aa92e.com/ä");
/// let kept = &shown.kept()[0];
/// assert_eq!(kept.label(), "xn--80ak6aa92e");
/// assert_eq!(kept.unicode(), Some("аррӏе"));
/// assert!(kept.reason().to_string().contains("'apple'"));
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisplayIri {
    iri: IriRef,
    kept: Vec<KeptLabel>,
}

impl DisplayIri {
    pub(crate) fn new(iri: IriRef, kept: Vec<KeptLabel>) -> Self {
        DisplayIri { iri, kept }
    }

    /// The text to show.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let shown = UriRef::parse("http://xn--bcher-kva.example/")?.to_display();
    /// assert_eq!(shown.as_str(), "http://bücher.example/");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &str {
        self.iri.as_str()
    }

    /// The display form as an IRI reference, with its accessors.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let shown = UriRef::parse("http://xn--bcher-kva.example/")?.to_display();
    /// assert_eq!(shown.iri().host(), Some("bücher.example"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn iri(&self) -> &IriRef {
        &self.iri
    }

    /// The display form as an IRI reference, by value.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let iri = UriRef::parse("a/%C3%A4")?.to_display().into_iri();
    /// assert_eq!(iri.path(), "a/ä");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn into_iri(self) -> IriRef {
        self.iri
    }

    /// The `xn--` labels of the host left as A-labels, in the order they
    /// stand, each with the reason: empty when every label is shown in
    /// Unicode (or the host has none).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::idna::SpoofReason;
    /// use urlkit::UriRef;
    ///
    /// let shown = UriRef::parse("http://xn--pple-43d.com/")?.to_display();
    /// assert!(matches!(shown.kept()[0].reason(), SpoofReason::ScriptMixing { .. }));
    /// assert!(UriRef::parse("http://xn--bcher-kva.example/")?.to_display().kept().is_empty());
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn kept(&self) -> &[KeptLabel] {
        &self.kept
    }
}

impl fmt::Display for DisplayIri {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A host label that [`DisplayIri`] keeps as an A-label, and why.
///
/// # Examples
///
/// ```
/// use urlkit::UriRef;
///
/// let shown = UriRef::parse("http://xn--80ak6aa92e.com/")?.to_display();
/// let kept = &shown.kept()[0];
/// assert!(kept.to_string().starts_with("host label 'xn--80ak6aa92e' is kept in A-labels: it is all Cyrillic"));
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct KeptLabel {
    label: String,
    unicode: Option<String>,
    reason: SpoofReason,
}

impl KeptLabel {
    pub(crate) fn new(label: &str, unicode: Option<String>, reason: SpoofReason) -> Self {
        KeptLabel {
            label: label.into(),
            unicode,
            reason,
        }
    }

    /// The label as the URI writes it (`xn--...`).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let shown = UriRef::parse("http://XN--80AK6AA92E.com/")?.to_display();
    /// assert_eq!(shown.kept()[0].label(), "XN--80AK6AA92E");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn label(&self) -> &str {
        &self.label
    }

    /// The label's UTS 46 ToUnicode, when it has one (not for bad
    /// Punycode): what a display without spoof checks would show.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let shown = UriRef::parse("http://xn--a.example/")?.to_display();
    /// assert_eq!(shown.kept()[0].unicode(), None);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn unicode(&self) -> Option<&str> {
        self.unicode.as_deref()
    }

    /// Why the label is not shown in Unicode.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::idna::SpoofReason;
    /// use urlkit::UriRef;
    /// let shown = UriRef::parse("http://xn--a.example/")?.to_display();
    /// assert_eq!(shown.kept()[0].reason(), &SpoofReason::NotIdna);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn reason(&self) -> &SpoofReason {
        &self.reason
    }
}

impl fmt::Display for KeptLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "host label '{}' is kept in A-labels: it {}",
            crate::Excerpt::new(&self.label),
            self.reason
        )
    }
}
