//! The URI types: [`UriRef`] for any URI reference, [`Uri`] for one with a
//! scheme (RFC 3986 §3, §4.1), and their borrowed, zero-copy views
//! [`UriRefView`] and [`UriView`].
//!
//! Each holds the text exactly as given and the [`Offsets`] the parser found;
//! every accessor is a slice of the text. The four are defined together by
//! `family!` (in `family.rs`), as the four IRI types are.

use alloc::string::String;

use crate::error::ParseError;
use crate::options::ParseOptions;
use crate::parse::{parse, parse_grammar, Offsets, Rule};

/// The parser of the URI family: RFC 3986's grammar.
fn parse_uri(input: &str, rule: Rule, options: &ParseOptions) -> Result<Offsets, ParseError> {
    parse_grammar::<false>(input, rule, options.max_len, options.zone_id)
}

crate::family::family! {
    grammar: "URI", parse_uri;

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
    reference: UriRef, "a `URI-reference` (RFC 3986 §4.1)";

    /// A borrowed URI reference: the zero-copy form of [`UriRef`].
    ///
    /// It holds a `&str` and the parsed offsets, is `Copy`, and parses
    /// without allocating.
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
    reference_view: UriRefView;

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
    absolute: Uri, "a `URI` (RFC 3986 §3)";

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
    absolute_view: UriView;

    as_reference: as_uri_ref;
    into_reference: into_uri_ref;
}

impl UriRef {
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

    /// The text and its offsets, for the IRI types built from a result.
    pub(crate) fn into_text_and_offsets(self) -> (String, Offsets) {
        (self.text, self.off)
    }

    /// The text and its offsets, for the spliced setters of `edit`, which
    /// change both together and check the pair in debug builds.
    pub(crate) fn text_and_offsets_mut(&mut self) -> (&mut String, &mut Offsets) {
        (&mut self.text, &mut self.off)
    }
}

impl Uri {
    /// The reference inside, for the setters in `edit`, which never remove
    /// the scheme.
    pub(crate) fn as_mut_uri_ref(&mut self) -> &mut UriRef {
        &mut self.0
    }
}
