//! The errors of URI Templates (RFC 6570): a template that is not valid
//! syntax (§2), an expansion that failed (§3), and a template that the
//! matcher refuses.

use core::fmt;

use super::ParseError;

crate::error::kinds::error_kinds! {
    /// Which rule of RFC 6570 §2 a template broke.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{TemplateErrorKind, UriTemplate};
    ///
    /// let err = UriTemplate::parse("{var:0}").unwrap_err();
    /// assert_eq!(err.kind(), TemplateErrorKind::InvalidPrefix);
    /// assert_eq!(err.kind().as_str(), "invalid-prefix");
    /// ```
    pub enum TemplateErrorKind in "urlkit::template" {
        /// A character that `literals` does not allow (§2.1): a space, a
        /// control, `"`, `<`, `>`, `\`, `^`, `` ` ``, `|`, `}` or a
        /// non-character outside an expression.
        InvalidLiteral => "invalid-literal", "invalid character in literal", "a URI character, a non-ASCII character allowed in an IRI, '%XX' or '{'";
        /// A `%` not followed by two hexadecimal digits, in a literal or a
        /// variable name (§2.1, §2.3).
        InvalidPercentEncoding => "invalid-percent-encoding", "invalid percent-encoding", "'%' followed by two hex digits";
        /// An expression opened by `{` and never closed (§2.2).
        UnclosedExpression => "unclosed-expression", "unclosed expression", "'}'";
        /// An operator RFC 6570 reserves for future extensions: `=`, `,`,
        /// `!`, `@` or `|` (§2.2).
        ReservedOperator => "reserved-operator", "reserved operator", "an operator of level 2 or 3 ('+', '#', '.', '/', ';', '?', '&') or a variable name";
        /// A variable name that is not `varchar *( ["."] varchar )`
        /// (§2.3): empty, with a character outside `ALPHA / DIGIT / "_" /
        /// pct-encoded`, or with a dot at its end or two in a row.
        InvalidVarname => "invalid-varname", "invalid variable name", "letters, digits, '_' or '%XX', with single dots between them";
        /// A prefix modifier that is not `":" %x31-39 0*3DIGIT` (§2.4.1):
        /// missing, zero, with a leading zero, or over 9999.
        InvalidPrefix => "invalid-prefix", "invalid prefix length", "a length from 1 to 9999 without a leading zero";
        /// Something after a variable other than a modifier, `,` or `}`
        /// (§2.2, §2.4).
        InvalidVarspecEnd => "invalid-varspec-end", "unexpected character after a variable", "':' and a length, '*', ',' or '}'";
        /// The template is longer than the limit the caller set.
        TooLong => "too-long", "template too long", "a template within the length limit";
    }
}

/// A template that is not valid RFC 6570 syntax: what broke, and the byte
/// index in the template where it broke.
///
/// # Examples
///
/// ```
/// use urlkit::template::UriTemplate;
///
/// let err = UriTemplate::parse("/sparql{?query,default-graph-uri}").unwrap_err();
/// assert_eq!(err.index(), 22);
/// assert_eq!(
///     format!("{err:#}"),
///     "unexpected character after a variable at index 22: '-' (expected ':' and a length, '*', ',' or '}')"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TemplateError {
    kind: TemplateErrorKind,
    index: usize,
    /// The character at `index`, if there is one.
    found: Option<char>,
}

impl TemplateError {
    pub(crate) fn new(kind: TemplateErrorKind, index: usize, text: &str) -> TemplateError {
        let found = text.get(index..).and_then(|rest| rest.chars().next());
        TemplateError { kind, index, found }
    }
}

crate::error::kinds::index_and_kind! {
    impl TemplateError(TemplateErrorKind);
    /// The byte index in the template where it stopped matching.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::UriTemplate;
    /// assert_eq!(UriTemplate::parse("{/id*").unwrap_err().index(), 5);
    /// ```
    fn index;
    /// Which rule broke.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{TemplateErrorKind, UriTemplate};
    /// let err = UriTemplate::parse("{!hello}").unwrap_err();
    /// assert_eq!(err.kind(), TemplateErrorKind::ReservedOperator);
    /// ```
    fn kind;
}

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at index {}", self.kind, self.index)?;
        match self.found {
            Some(c) if c.is_control() => write!(f, ": '{}'", c.escape_default())?,
            Some(c) => write!(f, ": '{c}'")?,
            None if self.kind != TemplateErrorKind::TooLong => f.write_str(": end of input")?,
            None => {}
        }
        crate::error::kinds::fmt_expected(f, self.kind.expected())
    }
}

impl core::error::Error for TemplateError {}

crate::error::kinds::error_kinds! {
    /// Why an expansion failed.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{ExpandErrorKind, UriTemplate, Vars};
    ///
    /// let mut vars = Vars::new();
    /// vars.set("keys", vec![("a", "1")]);
    /// let err = UriTemplate::parse("{keys:1}")?.expand(&vars).unwrap_err();
    /// assert_eq!(err.kind(), ExpandErrorKind::PrefixOfComposite);
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    pub enum ExpandErrorKind in "urlkit::template" {
        /// A prefix modifier (`:N`) on a variable whose value is a list or
        /// an associative array, which §2.4.1 says it does not apply to.
        /// The index is the variable's name in the template.
        PrefixOfComposite => "prefix-of-composite", "prefix modifier on a list or associative array", "a string value for a variable with a prefix modifier";
        /// The expansion is not a URI reference (or not an IRI reference,
        /// for the IRI form): a literal or a reserved expansion (`+`, `#`)
        /// put a delimiter where RFC 3986 does not allow it. The index is
        /// in the expansion; [`ExpandError::parse_error`] says more.
        NotReference => "not-reference", "expansion is not a URI reference", "literals and reserved values that form a valid URI reference";
        /// The `fmt::Write` written into returned an error.
        WriteFailed => "write-failed", "the writer failed", "a writer that accepts the text";
    }
}

/// An expansion that failed: why, and where.
///
/// # Examples
///
/// ```
/// use urlkit::template::{UriTemplate, Vars};
///
/// let mut vars = Vars::new();
/// vars.set("list", vec!["a", "b"]);
/// let err = UriTemplate::parse("x{list:1}")?.expand(&vars).unwrap_err();
/// assert_eq!(err.index(), 2);
/// assert_eq!(
///     format!("{err:#}"),
///     "prefix modifier on a list or associative array at index 2 (expected a string value for a variable with a prefix modifier)"
/// );
/// # Ok::<_, urlkit::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExpandError {
    kind: ExpandErrorKind,
    index: usize,
    parse: Option<ParseError>,
}

impl ExpandError {
    pub(crate) fn new(kind: ExpandErrorKind, index: usize) -> ExpandError {
        ExpandError {
            kind,
            index,
            parse: None,
        }
    }

    pub(crate) fn not_reference(parse: ParseError) -> ExpandError {
        ExpandError {
            kind: ExpandErrorKind::NotReference,
            index: parse.index(),
            parse: Some(parse),
        }
    }

    /// For [`ExpandErrorKind::NotReference`], the parser's error on the
    /// expansion.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::ParseErrorKind;
    /// use urlkit::template::{UriTemplate, Vars};
    /// let err = UriTemplate::parse("a#b#c")?.expand_uri_ref(&Vars::new()).unwrap_err();
    /// assert_eq!(err.parse_error().unwrap().kind(), ParseErrorKind::InvalidFragment);
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    #[must_use]
    pub const fn parse_error(&self) -> Option<ParseError> {
        self.parse
    }
}

crate::error::kinds::index_and_kind! {
    impl ExpandError(ExpandErrorKind);
    /// Where: the byte index of the variable's name in the template, or,
    /// for [`ExpandErrorKind::NotReference`], the byte index in the
    /// expansion where it stopped being a URI reference.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{UriTemplate, Vars};
    /// let err = UriTemplate::parse("a#b#c")?.expand_uri_ref(&Vars::new()).unwrap_err();
    /// assert_eq!(err.index(), 3);
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    fn index;
    /// Why it failed.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{ExpandErrorKind, UriTemplate, Vars};
    /// let err = UriTemplate::parse("a#b#c")?.expand_uri_ref(&Vars::new()).unwrap_err();
    /// assert_eq!(err.kind(), ExpandErrorKind::NotReference);
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    fn kind;
}

impl fmt::Display for ExpandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.parse {
            Some(parse) if f.alternate() => write!(f, "{}: {parse:#}", self.kind),
            Some(parse) => write!(f, "{}: {parse}", self.kind),
            None => crate::error::kinds::fmt_at(f, self.kind, self.index, self.kind.expected()),
        }
    }
}

impl core::error::Error for ExpandError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        self.parse
            .as_ref()
            .map(|e| e as &(dyn core::error::Error + 'static))
    }
}

impl From<fmt::Error> for ExpandError {
    fn from(_: fmt::Error) -> ExpandError {
        ExpandError::new(ExpandErrorKind::WriteFailed, 0)
    }
}

crate::error::kinds::error_kinds! {
    /// Which part of the matching rule (see [`Matcher`](crate::template::Matcher)) a template breaks.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{MatchRuleErrorKind, UriTemplate};
    ///
    /// let t = UriTemplate::parse("{a}{b}")?;
    /// assert_eq!(t.matcher().unwrap_err().kind(), MatchRuleErrorKind::AdjacentExpressions);
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    pub enum MatchRuleErrorKind in "urlkit::template" {
        /// A prefix modifier (`:N`): the expansion keeps only part of the
        /// value, so the value cannot be read back.
        PrefixModifier => "prefix-modifier", "prefix modifier cannot be matched", "variables without ':N' (a prefix keeps only part of the value)";
        /// An exploded variable (`*`) before another variable of its
        /// expression: where its members end is unknown.
        ExplodeNotLast => "explode-not-last", "exploded variable before another in its expression", "'*' only on the last variable of an expression";
        /// A `+` or `#` expression with several variables or `*`: its values
        /// may hold `,` and every other delimiter.
        ReservedShape => "reserved-shape", "reserved or fragment expression with several variables or '*'", "one variable without modifier in '{+...}' or '{#...}'";
        /// Something other than literal text after a `+` or `#` expression,
        /// whose value may hold any character.
        ReservedNotLast => "reserved-not-last", "expression after a reserved or fragment expression", "only literal text after '{+...}' or '{#...}'";
        /// A `.` expression with several variables or `*`: its separator
        /// `.` is also a character of its values.
        LabelShape => "label-shape", "label expression with several variables or '*'", "one variable without modifier in '{.…}'";
        /// An expression without a leading character (`{var}`, `{+var}`)
        /// right after another expression: nothing says where one ends and
        /// the other starts.
        AdjacentExpressions => "adjacent-expressions", "two expressions with nothing between them", "a literal, or an expression starting with '/', ';', '?', '&' or '#', after an expression";
        /// What follows an expression starts with a character that its
        /// values may hold (letters, digits, `-._~`, `,`, `=`, `%`).
        NextInValue => "next-in-value", "text after an expression starts with a character its values may hold", "a delimiter the expression percent-encodes, such as '/', '?', '&', ';' or '#'";
        /// What follows an exploded expression starts with that
        /// expression's separator, so it would be read as one more member.
        SeparatorAfterExplode => "separator-after-explode", "text after an exploded expression starts with its separator", "a different delimiter after an expression with '*'";
        /// What follows a `;`, `?` or `&` expression starts with its
        /// separator and one of its variable names, so it would be read as
        /// that variable.
        NameAfterSeparator => "name-after-separator", "text after a named expression continues it with one of its names", "a parameter name that the expression before does not have";
    }
}

crate::error::kinds::error_at! {
    /// A template that the matcher refuses: which part of the rule it breaks,
    /// and the byte index in the template where.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::UriTemplate;
    ///
    /// let err = UriTemplate::parse("/files{/path*}/raw")?.matcher().unwrap_err();
    /// assert_eq!(err.index(), 14);
    /// assert_eq!(
    ///     format!("{err:#}"),
    ///     "text after an exploded expression starts with its separator at index 14 (expected a different delimiter after an expression with '*')"
    /// );
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    pub struct MatchRuleError(MatchRuleErrorKind);
    /// The byte index in the template: the variable, or the part after the
    /// expression, that breaks the rule.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::UriTemplate;
    /// assert_eq!(UriTemplate::parse("{x:3}")?.matcher().unwrap_err().index(), 1);
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    fn index;
    /// Which part of the rule the template breaks.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{MatchRuleErrorKind, UriTemplate};
    /// let err = UriTemplate::parse("{x:3}")?.matcher().unwrap_err();
    /// assert_eq!(err.kind(), MatchRuleErrorKind::PrefixModifier);
    /// # Ok::<_, urlkit::template::TemplateError>(())
    /// ```
    fn kind;
}
