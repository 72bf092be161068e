//! URI Templates ([RFC 6570]): parse a template once, expand it with
//! values into a URI (or IRI) reference, and match URIs back to values.
//!
//! All four levels are supported: every operator (`+ # . / ; ? &`), lists
//! and associative arrays, the prefix (`:N`) and explode (`*`) modifiers.
//! Literals may hold `'` (erratum EID 6937) and non-ASCII characters
//! (`ucschar`, `iprivate`), which expansion percent-encodes in a URI.
//! A prefix counts characters, not bytes, so it never cuts a character.
//!
//! ```
//! use urlkit::template::{UriTemplate, Vars};
//!
//! let t = UriTemplate::parse("https://api.example.com/repos{/owner,repo}/issues{?state,labels*}")?;
//! let mut vars = Vars::new();
//! vars.set("owner", "rust-lang")
//!     .set("repo", "rust")
//!     .set("state", "open")
//!     .set("labels", vec!["A-parser", "good first issue"]);
//! let uri = t.expand_uri_ref(&vars)?;
//! assert_eq!(
//!     uri.as_str(),
//!     "https://api.example.com/repos/rust-lang/rust/issues?state=open&labels=A-parser&labels=good%20first%20issue"
//! );
//!
//! // And back: the matcher gives the values again.
//! let m = t.matcher()?;
//! assert_eq!(m.match_uri(uri.as_str()), Some(vars));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! Expansion writes into any `fmt::Write` ([`UriTemplate::expand_to`])
//! without allocating; [`UriTemplate::expand_uri_ref`] and
//! [`UriTemplate::expand_iri_ref`] check the result with the parser. Values
//! come from a [`Context`], which [`Vars`] implements for the common case.
//!
//! Matching, and the rule that decides which templates it accepts, is
//! described on [`Matcher`].
//!
//! [RFC 6570]: https://www.rfc-editor.org/rfc/rfc6570

mod expand;
mod matching;
mod syntax;
mod value;

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

pub use crate::error::{
    ExpandError, ExpandErrorKind, MatchRuleError, MatchRuleErrorKind, TemplateError,
    TemplateErrorKind,
};
pub use matching::Matcher;
pub use syntax::{Modifier, Operator};
pub use value::{Context, Value, VarValue, Vars};

use expand::Form;
use syntax::{Part, VarSpec};

use crate::{IriRef, UriRef};

/// A parsed URI Template (RFC 6570 §2), ready to expand any number of
/// times without reading the text again.
///
/// # Examples
///
/// ```
/// use urlkit::template::{UriTemplate, Vars};
///
/// let t = UriTemplate::parse("/search{?q,page}")?;
/// let mut vars = Vars::new();
/// vars.set("q", "café au lait");
/// assert_eq!(t.expand(&vars)?, "/search?q=caf%C3%A9%20au%20lait");
/// assert_eq!(t.as_str(), "/search{?q,page}");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct UriTemplate {
    text: String,
    parts: Vec<Part>,
    vars: Vec<VarSpec>,
}

impl UriTemplate {
    /// Parses a template (§2).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::UriTemplate;
    /// assert!(UriTemplate::parse("http://example.com/{+path}{#frag}").is_ok());
    /// assert!(UriTemplate::parse("{hello:2*}").is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// A [`TemplateError`] naming the rule that broke and the byte index.
    pub fn parse(text: &str) -> Result<UriTemplate, TemplateError> {
        UriTemplate::parse_with_limit(text, usize::MAX)
    }

    /// Parses like [`UriTemplate::parse`], refusing templates longer than
    /// `max_len` bytes before reading them.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{TemplateErrorKind, UriTemplate};
    /// let err = UriTemplate::parse_with_limit("{var}", 4).unwrap_err();
    /// assert_eq!(err.kind(), TemplateErrorKind::TooLong);
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriTemplate::parse`], and [`TemplateErrorKind::TooLong`].
    pub fn parse_with_limit(text: &str, max_len: usize) -> Result<UriTemplate, TemplateError> {
        let parsed = syntax::read(text, max_len)?;
        Ok(UriTemplate {
            text: text.into(),
            parts: parsed.parts,
            vars: parsed.vars,
        })
    }

    /// The template as written.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::UriTemplate;
    /// assert_eq!(UriTemplate::parse("{x}")?.as_str(), "{x}");
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The template's expressions, in order.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::UriTemplate;
    /// let t = UriTemplate::parse("a{b}c{/d,e}")?;
    /// let starts: Vec<usize> = t.expressions().map(|e| e.index()).collect();
    /// assert_eq!(starts, [1, 5]);
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    pub fn expressions(&self) -> impl Iterator<Item = Expression<'_>> {
        self.parts.iter().filter_map(move |part| match *part {
            Part::Expression {
                start,
                op,
                first,
                count,
            } => Some(Expression {
                text: &self.text,
                start,
                op,
                specs: self.vars.get(first..first + count).unwrap_or(&[]),
            }),
            Part::Literal { .. } => None,
        })
    }

    /// Expands the template (§3) into `out`, as a URI reference: every
    /// character outside what RFC 6570 lets through is percent-encoded
    /// as UTF-8. Allocates nothing itself.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{UriTemplate, Vars};
    ///
    /// let t = UriTemplate::parse("{/greek:2}")?;
    /// let mut vars = Vars::new();
    /// vars.set("greek", "αβγδε");
    /// let mut out = String::from("x");
    /// t.expand_to(&vars, &mut out)?;
    /// assert_eq!(out, "x/%CE%B1%CE%B2");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`ExpandErrorKind::PrefixOfComposite`] for a prefix modifier on a
    /// list or associative array; [`ExpandErrorKind::WriteFailed`] if `out`
    /// fails.
    pub fn expand_to<C, W>(&self, ctx: &C, out: &mut W) -> Result<(), ExpandError>
    where
        C: Context + ?Sized,
        W: fmt::Write + ?Sized,
    {
        expand::expand(&self.text, &self.parts, &self.vars, ctx, out, Form::Uri)
    }

    /// Expands like [`UriTemplate::expand_to`], but as an IRI reference
    /// (RFC 3987): non-ASCII characters that an IRI allows (`ucschar`) are
    /// written as they are, in literals and values alike; `iprivate`
    /// characters are percent-encoded, since an IRI allows them only in
    /// its query.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{UriTemplate, Vars};
    ///
    /// let t = UriTemplate::parse("/café{/name}")?;
    /// let mut vars = Vars::new();
    /// vars.set("name", "crème brûlée");
    /// let mut out = String::new();
    /// t.expand_iri_to(&vars, &mut out)?;
    /// assert_eq!(out, "/café/crème%20brûlée");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriTemplate::expand_to`].
    pub fn expand_iri_to<C, W>(&self, ctx: &C, out: &mut W) -> Result<(), ExpandError>
    where
        C: Context + ?Sized,
        W: fmt::Write + ?Sized,
    {
        expand::expand(&self.text, &self.parts, &self.vars, ctx, out, Form::Iri)
    }

    /// Expands into a new `String`, as [`UriTemplate::expand_to`] does.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{UriTemplate, Vars};
    /// let mut vars = Vars::new();
    /// vars.set("keys", vec![("semi", ";"), ("dot", ".")]);
    /// assert_eq!(UriTemplate::parse("{?keys*}")?.expand(&vars)?, "?semi=%3B&dot=.");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriTemplate::expand_to`].
    pub fn expand<C: Context + ?Sized>(&self, ctx: &C) -> Result<String, ExpandError> {
        let mut out = String::with_capacity(self.text.len() + 32);
        self.expand_to(ctx, &mut out)?;
        Ok(out)
    }

    /// Expands into a new `String`, as [`UriTemplate::expand_iri_to`] does.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{UriTemplate, Vars};
    /// let mut vars = Vars::new();
    /// vars.set("q", "ü");
    /// assert_eq!(UriTemplate::parse("{?q}")?.expand_iri(&vars)?, "?q=ü");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriTemplate::expand_to`].
    pub fn expand_iri<C: Context + ?Sized>(&self, ctx: &C) -> Result<String, ExpandError> {
        let mut out = String::with_capacity(self.text.len() + 32);
        self.expand_iri_to(ctx, &mut out)?;
        Ok(out)
    }

    /// Expands and parses the result as a URI reference, so that what comes
    /// back is known to be valid RFC 3986.
    ///
    /// Values of `{var}`, `{/var}`, `{?var}` and the other operators but
    /// `+` and `#` can never break the syntax, since every delimiter in them
    /// is percent-encoded. Literals and reserved expansions can: a second
    /// `#`, or a `[` in a path.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{UriTemplate, Vars};
    /// let mut vars = Vars::new();
    /// vars.set("path", "a/b c");
    /// let uri = UriTemplate::parse("http://h/{+path}")?.expand_uri_ref(&vars)?;
    /// assert_eq!(uri.path(), "/a/b%20c");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriTemplate::expand_to`], and [`ExpandErrorKind::NotReference`]
    /// when the expansion is not a URI reference.
    pub fn expand_uri_ref<C: Context + ?Sized>(&self, ctx: &C) -> Result<UriRef, ExpandError> {
        UriRef::try_from(self.expand(ctx)?).map_err(ExpandError::not_reference)
    }

    /// Expands as an IRI ([`UriTemplate::expand_iri_to`]) and parses the
    /// result as an IRI reference.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{UriTemplate, Vars};
    /// let mut vars = Vars::new();
    /// vars.set("word", "drücken");
    /// let iri = UriTemplate::parse("http://例え.jp/{word}")?.expand_iri_ref(&vars)?;
    /// assert_eq!(iri.as_str(), "http://例え.jp/drücken");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriTemplate::expand_uri_ref`], for an IRI reference.
    pub fn expand_iri_ref<C: Context + ?Sized>(&self, ctx: &C) -> Result<IriRef, ExpandError> {
        IriRef::try_from(self.expand_iri(ctx)?).map_err(ExpandError::not_reference)
    }

    /// A matcher that reads URIs back into the values of this template's
    /// variables, if the template is one the matcher's rule accepts
    /// (see [`Matcher`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::UriTemplate;
    /// assert!(UriTemplate::parse("/users{/id}{?fields}")?.matcher().is_ok());
    /// assert!(UriTemplate::parse("{a}{b}")?.matcher().is_err());
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`MatchRuleError`] saying which rule the template breaks and at
    /// which byte index.
    pub fn matcher(&self) -> Result<Matcher<'_>, MatchRuleError> {
        Matcher::new(self)
    }
}

impl fmt::Debug for UriTemplate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("UriTemplate").field(&self.text).finish()
    }
}

impl fmt::Display for UriTemplate {
    /// The template as written.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl PartialEq for UriTemplate {
    fn eq(&self, other: &UriTemplate) -> bool {
        self.text == other.text
    }
}

impl Eq for UriTemplate {}

impl core::str::FromStr for UriTemplate {
    type Err = TemplateError;

    fn from_str(s: &str) -> Result<UriTemplate, TemplateError> {
        UriTemplate::parse(s)
    }
}

/// One expression of a template, `{` to `}` (§2.2).
///
/// # Examples
///
/// ```
/// use urlkit::template::{Operator, UriTemplate};
/// let t = UriTemplate::parse("x{?q,tags*}")?;
/// let e = t.expressions().next().unwrap();
/// assert_eq!(e.operator(), Operator::Query);
/// assert_eq!(e.index(), 1);
/// let names: Vec<&str> = e.variables().map(|v| v.name()).collect();
/// assert_eq!(names, ["q", "tags"]);
/// # Ok::<_, urlkit::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Expression<'t> {
    text: &'t str,
    start: usize,
    op: Operator,
    specs: &'t [VarSpec],
}

impl<'t> Expression<'t> {
    /// The byte index of its `{` in the template.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::UriTemplate;
    /// assert_eq!(UriTemplate::parse("ab{c}")?.expressions().next().unwrap().index(), 2);
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    #[must_use]
    pub fn index(&self) -> usize {
        self.start
    }

    /// Its operator.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{Operator, UriTemplate};
    /// let t = UriTemplate::parse("{#f}")?;
    /// assert_eq!(t.expressions().next().unwrap().operator(), Operator::Fragment);
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    #[must_use]
    pub fn operator(&self) -> Operator {
        self.op
    }

    /// Its variables, in order.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::UriTemplate;
    /// let t = UriTemplate::parse("{a,b}")?;
    /// assert_eq!(t.expressions().next().unwrap().variables().count(), 2);
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    pub fn variables(&self) -> impl Iterator<Item = Variable<'t>> + 't + use<'t> {
        let text = self.text;
        self.specs
            .iter()
            .map(move |spec| Variable { text, spec: *spec })
    }
}

/// One variable of an expression (`varspec`, §2.3): its name and modifier.
///
/// # Examples
///
/// ```
/// use urlkit::template::{Modifier, UriTemplate};
/// let t = UriTemplate::parse("{Stra%C3%9Fe:3}")?;
/// let v = t.expressions().next().unwrap().variables().next().unwrap();
/// assert_eq!(v.name(), "Stra%C3%9Fe");
/// assert_eq!(v.modifier(), Modifier::Prefix(3));
/// assert_eq!(v.index(), 1);
/// # Ok::<_, urlkit::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Variable<'t> {
    text: &'t str,
    spec: VarSpec,
}

impl<'t> Variable<'t> {
    /// Its name, as written (percent-encoding included).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::UriTemplate;
    /// let t = UriTemplate::parse("{last.name}")?;
    /// assert_eq!(t.expressions().next().unwrap().variables().next().unwrap().name(), "last.name");
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    #[must_use]
    pub fn name(&self) -> &'t str {
        self.text
            .get(self.spec.name_start..self.spec.name_end)
            .unwrap_or("")
    }

    /// Its modifier.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{Modifier, UriTemplate};
    /// let t = UriTemplate::parse("{list*}")?;
    /// let v = t.expressions().next().unwrap().variables().next().unwrap();
    /// assert_eq!(v.modifier(), Modifier::Explode);
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    #[must_use]
    pub fn modifier(&self) -> Modifier {
        self.spec.modifier
    }

    /// The byte index of its name in the template.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::UriTemplate;
    /// let t = UriTemplate::parse("{a,bc}")?;
    /// let v = t.expressions().next().unwrap().variables().nth(1).unwrap();
    /// assert_eq!(v.index(), 3);
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    #[must_use]
    pub fn index(&self) -> usize {
        self.spec.name_start
    }
}
