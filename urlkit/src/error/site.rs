//! The Public Suffix List error: what is wrong in a list file, and on
//! which line.

use alloc::string::{String, ToString};
use core::fmt;

/// What is wrong in a list file, and on which line.
///
/// # Examples
///
/// ```
/// use urlkit::site::{List, ListErrorKind};
///
/// let err = List::parse("com\n!uk\n").unwrap_err();
/// assert_eq!((err.line(), err.kind()), (2, ListErrorKind::ExceptionWithoutParent));
/// assert_eq!(
///     format!("{err:#}"),
///     "invalid rule on line 2: `!uk` (expected an exception rule of two or more labels)"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListError {
    line: usize,
    rule: String,
    kind: ListErrorKind,
}

/// The kinds of [`ListError`].
///
/// # Examples
///
/// ```
/// use urlkit::site::{List, ListErrorKind};
/// assert_eq!(List::parse("// nothing\n").unwrap_err().kind(), ListErrorKind::NoRules);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ListErrorKind {
    /// A rule with an empty label (`a..b`, `.com`, `com.`).
    EmptyLabel,
    /// An exception rule of one label (`!com`): an exception takes away
    /// one label from a wildcard, so it needs a label under it.
    ExceptionWithoutParent,
    /// A `*` that is not a whole label, an ASCII label with a character
    /// that a `reg-name` does not allow (or `%`), or a label UTS 46
    /// refuses.
    InvalidLabel,
    /// No rule at all: an empty file, or only comments.
    NoRules,
}

impl ListError {
    /// The line (from 1) of the bad rule; 0 for [`ListErrorKind::NoRules`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::site::List;
    /// assert_eq!(List::parse("com\n\na..b\n").unwrap_err().line(), 3);
    /// ```
    #[must_use]
    pub fn line(&self) -> usize {
        self.line
    }

    /// What is wrong.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::site::{List, ListErrorKind};
    /// assert_eq!(List::parse("a*.com").unwrap_err().kind(), ListErrorKind::InvalidLabel);
    /// ```
    #[must_use]
    pub fn kind(&self) -> ListErrorKind {
        self.kind
    }
}

impl ListError {
    pub(crate) fn new(line: usize, rule: &str, kind: ListErrorKind) -> ListError {
        ListError {
            line,
            rule: rule.to_string(),
            kind,
        }
    }
}

impl fmt::Display for ListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let expected = match self.kind {
            ListErrorKind::NoRules => {
                f.write_str("public suffix list has no rules")?;
                return crate::error::kinds::fmt_expected(f, "one rule a line, `//` comments");
            }
            ListErrorKind::EmptyLabel => "labels that are not empty",
            ListErrorKind::ExceptionWithoutParent => "an exception rule of two or more labels",
            ListErrorKind::InvalidLabel => {
                "labels that are `*` or that UTS 46 maps to valid A-labels"
            }
        };
        write!(f, "invalid rule on line {}: `{}`", self.line, self.rule)?;
        crate::error::kinds::fmt_expected(f, expected)
    }
}

impl core::error::Error for ListError {}
