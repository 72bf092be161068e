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
//!   (`unreserved`, `reserved`, `%`), so it stops at whitespace, at
//!   `"<>\^`{|}` and at the first non-ASCII character: a URI is ASCII,
//!   and text in any script may touch it on either side.
//!
//! # Punctuation around a bare URI
//!
//! RFC 1738 recommends brackets because "punctuation marks may cause parts
//! of the URL to be mistaken"; for bare URIs this module decides:
//! - a scheme starts at an ASCII letter, so `(http://x)`, `"http://x"`,
//!   `--http://x` start at `h`;
//! - trailing `.` `,` `;` `:` `!` `?` and `'` are not taken (sentence
//!   ends, closing quotes), nor a trailing `(` or `[`;
//! - a trailing `)` or `]` is taken only when it closes one opened inside
//!   the URI: `(see http://x/a_(b))` gives `http://x/a_(b)`;
//! - when the run does not parse (`http://x/%zz`, `http://h#a#b`), the
//!   longest prefix that does, cut where the parser stopped, is taken
//!   (`http://x/`, `http://h#a`); otherwise the scan goes on after it.
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

use core::ops::Range;

use crate::Uri;

pub use stream::{Extractor, Located};

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
            start: raw.start,
            end: raw.end,
            outer_start: raw.outer_start,
            outer_end: raw.outer_end,
            bracketed: raw.bracketed,
            without_break_hyphens: raw.without_break_hyphens,
        }
    }

    /// The URI. For one wrapped over lines, its text without the
    /// whitespace.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::extract;
    /// let f = extract("<http://a.example/b\n  /c>").next().unwrap();
    /// assert_eq!(f.uri().as_str(), "http://a.example/b/c");
    /// ```
    #[must_use]
    pub fn uri(&self) -> &Uri {
        &self.uri
    }

    /// The URI, by value.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::extract;
    /// let uri = extract("go to http://h/ now").next().unwrap().into_uri();
    /// assert_eq!(uri.host(), Some("h"));
    /// ```
    #[must_use]
    pub fn into_uri(self) -> Uri {
        self.uri
    }

    /// The byte span of the URI's text: from its first character (after `<`
    /// or `<URL:`) to its last (before `>`), with any whitespace it was
    /// wrapped with. Always on character boundaries.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::extract;
    /// let text = "(see http://h/x).";
    /// let f = extract(text).next().unwrap();
    /// assert_eq!(f.span(), 5..15);
    /// assert_eq!(&text[f.span()], "http://h/x");
    /// ```
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.start..self.end
    }

    /// The first byte of [`Found::span`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::extract;
    /// assert_eq!(extract("a <URL:x://y>").next().unwrap().start(), 7);
    /// ```
    #[must_use]
    pub fn start(&self) -> usize {
        self.start
    }

    /// One past the last byte of [`Found::span`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::extract;
    /// assert_eq!(extract("a <URL:x://y>").next().unwrap().end(), 12);
    /// ```
    #[must_use]
    pub fn end(&self) -> usize {
        self.end
    }

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

    /// Whether the URI stood in angle brackets.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::extract;
    /// assert!(!extract("x://y").next().unwrap().is_bracketed());
    /// ```
    #[must_use]
    pub fn is_bracketed(&self) -> bool {
        self.bracketed
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
    Extract {
        scanner: scan::Scanner::new(text.as_bytes(), true),
    }
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
