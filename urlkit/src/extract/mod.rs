//! Finding URIs in free text: RFC 1738's appendix ("Recommendations for
//! URLs in Context") and RFC 3986 appendix C ("Delimiting a URI in
//! Context").
//!
//! [`extract`] walks a `&str` and yields a [`Found`] per URI, in text
//! order; [`Extractor`] does the same over a stream fed in chunks, in
//! constant memory, and also reports line and column.
//!
//! # What is taken
//!
//! - **Bracketed**: `<URL:ftp://host/path>`, `<URL: ftp://host/path>` and
//!   `<http://host/path>`. Whitespace inside the brackets (a URI wrapped
//!   over lines) is removed, as both appendices say. A fragment inside the
//!   brackets belongs to the URI. The content must parse as a URI
//!   (RFC 3986 §3, with a scheme); without the `URL:` prefix it must also
//!   start with `scheme://` or one of the opaque schemes below, so
//!   that tags such as `<xsl:template>` are not taken, and no whitespace
//!   may stand inside its scheme (`<see http://x/>` is prose around a
//!   URI, not the URI `seehttp://x/`). A bracket longer
//!   than 8 KiB or wrapped over more than 16 lines is not taken (its text
//!   is then scanned like any other).
//! - **Bare**: `scheme://...` for any scheme, and `scheme:...` without
//!   `//` for the registered schemes written that way in prose: `mailto`,
//!   `news`, `urn`, `tel`, `sms`, `sip`, `sips`, `xmpp`, `geo`, `magnet`,
//!   `cid`, `mid`. A bare URI is the longest run of bytes a URI may hold
//!   (`unreserved`, `reserved`, `%`) and of non-ASCII letters and digits,
//!   which an IRI may hold (RFC 3987 `ucschar`), so it stops at
//!   whitespace, at `"<>\^`{|}` and at non-ASCII spaces, quotes and
//!   punctuation.
//!
//! # URIs, IRIs, repairs: [`ExtractMode`]
//!
//! [`extract`] takes IRIs ([`ExtractMode::Iri`]): `x https://bücher.example/ y`
//! gives `https://bücher.example/` ([`Found::as_str`], the text as
//! written) and the URI it maps to ([`Found::uri`]). [`ExtractMode::Uri`]
//! takes RFC 3986 URIs only, and [`ExtractMode::Lenient`] also repairs a
//! candidate as a browser would ([`crate::UriRef::parse_lenient`]).
//! In every mode a candidate is taken whole or not at all: a URI is never
//! printed cut short inside a word (`https://b` of `https://bücher.example/`
//! would be another host).
//!
//! # Punctuation around a bare URI
//!
//! RFC 1738 recommends brackets because "punctuation marks may cause parts
//! of the URL to be mistaken"; for bare URIs this module decides:
//! - a scheme starts at an ASCII letter, so `(http://x)`, `"http://x"`,
//!   `--http://x`, `访问http://x` start at `h`;
//! - trailing `.` `,` `;` `:` `!` `?` and `'` are not taken (sentence
//!   ends, closing quotes), nor a trailing `(` or `[`;
//! - a trailing `)` or `]` is taken only when it closes one opened inside
//!   the URI: `(see http://x/a_(b))` gives `http://x/a_(b)`;
//! - Markdown and reStructuredText emphasis opened right before the URI is
//!   not part of it: `**http://x/**`, `_http://x/_`, `~~http://x/~~` give
//!   `http://x/` (a backquote never enters a URI);
//! - when the run does not parse, it is cut only before a `]` where the
//!   parser stopped (`[http://x/](http://y/)`, wiki links); a run that
//!   stops anywhere else (`http://x/%zz`, `http://h#a#b`) is skipped, or
//!   repaired in the lenient mode, and the scan goes on after the place
//!   where it stopped.
//!
//! # A line break after a hyphen
//!
//! RFC 3986 appendix C: writers should not break a URI after a hyphen,
//! because typesetters may add one at a break; "the interpreter of a URI
//! containing a line break immediately after a hyphen should ignore all
//! whitespace around the line break and should be aware that the hyphen
//! may or may not actually be part of the URI" (RFC 1738's appendix says
//! the same). So the whitespace is removed and the hyphen is **kept**: the
//! extractor never invents or drops a character the text holds, and a
//! writer who followed the RFC only breaks after a hyphen that belongs to
//! the URI. [`Found::without_break_hyphens`] gives the other reading, for
//! a caller that wants to try both.
//!
//! # Example
//!
//! ```
//! use urlkit::extract::extract;
//!
//! let text = "Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n\
//!             but you can probably pick it up from <ftp://foo.example.\n\
//!             com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n\
//!             ietf/uri/historical.html#WARNING>.";
//! let uris: Vec<String> = extract(text).map(|f| f.uri().to_string()).collect();
//! assert_eq!(uris, [
//!     "http://www.w3.org/Addressing/",
//!     "ftp://foo.example.com/rfc/",
//!     "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
//! ]);
//! ```

mod scan;
mod stream;

use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use crate::repair::Repair;
use crate::Uri;

pub use stream::{Extractor, Located};

/// The accessors that a URI found in text has, whether found by
/// [`extract`] ([`Found`]) or by an [`Extractor`] ([`Located`]): `$ty` is
/// the type, `$first` a line of a doc example that defines `first(text,
/// mode)`, the first URI found in `text`.
macro_rules! found_accessors {
    ($ty:ident, $first:literal) => {
        /// The URI. For one wrapped over lines, its text without the
        /// whitespace.
        ///
        /// # Examples
        ///
        #[doc = $crate::extract::found_example!(
                    $first,
                    r#"let f = first("mailto:a@b.example.", ExtractMode::Iri);"#,
                    r#"assert_eq!(f.uri().as_str(), "mailto:a@b.example");"#,
                )]
        #[must_use]
        pub fn uri(&self) -> &$crate::Uri {
            &self.uri
        }

        /// The URI or IRI as written in the text (for one wrapped over
        /// lines, without the whitespace): the text of `uri`, unless the
        /// text held non-ASCII letters (an IRI, RFC 3987) or was repaired
        /// ([`ExtractMode::Lenient`]).
        ///
        /// # Examples
        ///
        #[doc = $crate::extract::found_example!(
                    $first,
                    r#"let f = first("x https://bücher.example/ y", ExtractMode::Iri);"#,
                    r#"assert_eq!(f.as_str(), "https://bücher.example/");"#,
                    r#"assert!(f.uri().as_str().starts_with("https://"));"#,
                    r#"assert!(f.uri().as_str().is_ascii());"#,
                )]
        #[must_use]
        pub fn as_str(&self) -> &str {
            self.text.as_deref().unwrap_or(self.uri.as_str())
        }

        /// What [`ExtractMode::Lenient`] repaired (byte spans, from the
        /// start of the text or the stream); empty in the other modes.
        ///
        /// # Examples
        ///
        #[doc = $crate::extract::found_example!(
                    $first,
                    r#"let f = first("see http://h/50% off", ExtractMode::Lenient);"#,
                    r#"assert_eq!(f.uri().as_str(), "http://h/50%25");"#,
                    r#"assert_eq!(f.repairs()[0].span(), 15..16);"#,
                )]
        #[must_use]
        pub fn repairs(&self) -> &[$crate::repair::Repair] {
            &self.repairs
        }

        /// The URI, by value.
        ///
        /// # Examples
        ///
        #[doc = $crate::extract::found_example!(
                    $first,
                    r#"let uri = first("go to http://h/ now", ExtractMode::Iri).into_uri();"#,
                    r#"assert_eq!(uri.host(), Some("h"));"#,
                )]
        #[must_use]
        pub fn into_uri(self) -> $crate::Uri {
            self.uri
        }

        /// Whether the URI stood in angle brackets.
        ///
        /// # Examples
        ///
        #[doc = $crate::extract::found_example!(
                    $first,
                    r#"assert!(first("<x://y> x://z", ExtractMode::Iri).is_bracketed());"#,
                    r#"assert!(!first("x://z <x://y>", ExtractMode::Iri).is_bracketed());"#,
                )]
        #[must_use]
        pub fn is_bracketed(&self) -> bool {
            self.bracketed
        }
    };
}
pub(crate) use found_accessors;

/// A doc example of [`found_accessors!`]: the line defining `first`, then
/// the lines.
macro_rules! found_example {
    ($first:literal, $($line:literal),+ $(,)?) => {
        concat!(
            "```\n",
            "use urlkit::extract::ExtractMode;\n",
            $first, "\n",
            $($line, "\n",)+
            "```"
        )
    };
}
pub(crate) use found_example;

/// One URI found in text by [`extract`].
///
/// # Examples
///
/// ```
/// use urlkit::extract::extract;
///
/// let text = "see <URL:http://example.com/a> now";
/// let found = extract(text).next().unwrap();
/// assert_eq!(found.uri().as_str(), "http://example.com/a");
/// assert_eq!(&text[found.span()], "http://example.com/a");
/// assert_eq!(&text[found.delimited_span()], "<URL:http://example.com/a>");
/// assert!(found.is_bracketed());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    uri: Uri,
    text: Option<String>,
    repairs: Vec<Repair>,
    start: usize,
    end: usize,
    outer_start: usize,
    outer_end: usize,
    bracketed: bool,
    without_break_hyphens: Option<Uri>,
}

impl Found {
    fn from_raw(raw: scan::Raw) -> Found {
        Found {
            uri: raw.uri,
            text: raw.text,
            repairs: raw.repairs,
            start: raw.start,
            end: raw.end,
            outer_start: raw.outer_start,
            outer_end: raw.outer_end,
            bracketed: raw.bracketed,
            without_break_hyphens: raw.without_break_hyphens,
        }
    }

    found_accessors!(
        Found,
        "let first = |text: &str, mode| urlkit::extract::extract_with(text, mode).next().unwrap();"
    );

    crate::span::span_accessors!(
        Found,
        r#"let x = urlkit::extract::extract("(see http://h/x).").next().unwrap();"#,
        5..15,
        /// The byte span of the URI's text: from its first character (after
        /// `<` or `<URL:`) to its last (before `>`), with any whitespace it
        /// was wrapped with. Always on character boundaries.
    );

    /// The span with the delimiters: from `<` to `>` for a bracketed URI,
    /// else [`Found::span`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::extract;
    /// assert_eq!(extract("a <x://y> b").next().unwrap().delimited_span(), 2..9);
    /// ```
    #[must_use]
    pub fn delimited_span(&self) -> Range<usize> {
        self.outer_start..self.outer_end
    }

    /// The other reading of a bracketed URI wrapped right after a hyphen:
    /// the same URI without each hyphen that stood before a line break
    /// (`None` when there was no such break, or when that text is not a
    /// URI). See the [module docs](self) for why the hyphen is kept by
    /// default.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::extract;
    /// let f = extract("<http://example.com/long-\n   name>").next().unwrap();
    /// assert_eq!(f.uri().as_str(), "http://example.com/long-name");
    /// assert_eq!(
    ///     f.without_break_hyphens().map(|u| u.as_str()),
    ///     Some("http://example.com/longname")
    /// );
    /// ```
    #[must_use]
    pub fn without_break_hyphens(&self) -> Option<&Uri> {
        self.without_break_hyphens.as_ref()
    }
}

/// The URIs in `text`, in order: bracketed ones (`<URL:...>`, `<...>`,
/// possibly wrapped over lines) and bare absolute ones. See the
/// [module docs](self) for the rules.
///
/// Linear in the length of `text`; allocates only for the URIs it yields.
///
/// # Examples
///
/// ```
/// use urlkit::extract::extract;
///
/// let text = "Mail <mailto:a@example.org> or see https://example.org/faq.";
/// let found: Vec<_> = extract(text).map(|f| f.uri().to_string()).collect();
/// assert_eq!(found, ["mailto:a@example.org", "https://example.org/faq"]);
/// ```
#[must_use]
pub fn extract(text: &str) -> Extract<'_> {
    extract_with(text, ExtractMode::Iri)
}

/// Like [`extract`], in the given mode.
///
/// # Examples
///
/// ```
/// use urlkit::extract::{extract_with, ExtractMode};
///
/// let text = "x https://bücher.example/ y";
/// let iris: Vec<String> = extract_with(text, ExtractMode::Iri).map(|f| f.as_str().to_string()).collect();
/// assert_eq!(iris, ["https://bücher.example/"]);
/// // URIs only: the candidate cannot be taken whole, so it is skipped
/// // (never cut short to `https://b`).
/// assert_eq!(extract_with(text, ExtractMode::Uri).count(), 0);
/// ```
#[must_use]
pub fn extract_with(text: &str, mode: ExtractMode) -> Extract<'_> {
    Extract {
        scanner: scan::Scanner::new(text.as_bytes(), true, mode),
    }
}

/// What the extractor takes.
///
/// Whatever the mode, a candidate is taken whole or not at all: a URI is
/// never cut short inside a word.
///
/// # Examples
///
/// ```
/// use urlkit::extract::{extract_with, ExtractMode};
///
/// let text = "see https://example.com/a%zz and https://example.com/Köln.";
/// let take = |mode| extract_with(text, mode).map(|f| f.as_str().to_string()).collect::<Vec<_>>();
/// assert_eq!(take(ExtractMode::Uri), Vec::<String>::new());
/// assert_eq!(take(ExtractMode::Iri), ["https://example.com/Köln"]);
/// assert_eq!(take(ExtractMode::Lenient), ["https://example.com/a%zz", "https://example.com/Köln"]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ExtractMode {
    /// RFC 3986 URIs only; a candidate holding non-ASCII letters is
    /// skipped.
    Uri,
    /// IRIs (RFC 3987): non-ASCII letters and digits are part of a URI.
    /// [`Found::uri`] is the URI it maps to, [`Found::as_str`] the text.
    #[default]
    Iri,
    /// IRIs, and a candidate that is neither is repaired as a browser would
    /// ([`crate::UriRef::parse_lenient`]); [`Found::repairs`] says how.
    Lenient,
}

/// The iterator [`extract`] returns.
///
/// # Examples
///
/// ```
/// use urlkit::extract::extract;
/// assert_eq!(extract("no URIs here.").count(), 0);
/// ```
#[derive(Debug)]
pub struct Extract<'t> {
    scanner: scan::Scanner<'t>,
}

impl Iterator for Extract<'_> {
    type Item = Found;

    fn next(&mut self) -> Option<Found> {
        match self.scanner.next_event() {
            scan::Event::Found(raw) => Some(Found::from_raw(raw)),
            // The scanner is told this is the whole text: it never asks
            // for more.
            scan::Event::NeedMore(_) | scan::Event::End => None,
        }
    }
}
