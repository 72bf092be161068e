//! Why an input line could not be handled: one error type for every
//! per-line subcommand, with the kind, byte index and message that the
//! JSON `error` object, the error columns and the caret view show.

use urlkit::pct::DecodeError;
use urlkit::{BuildError, ParseError, ResolveError};

use crate::input::MAX_LINE;

/// Why an input line could not be handled.
#[derive(Debug)]
pub enum Failure {
    /// Longer than [`MAX_LINE`] bytes: the reader cut it there.
    TooLong,
    /// Not UTF-8 from this byte index on.
    NotUtf8(usize),
    /// Not a URI reference (or not a URI, where one is needed).
    Parse(ParseError),
    /// A bad percent-encoding, or decoded bytes that are not UTF-8.
    Decode(DecodeError),
    /// The resolved reference would be too long.
    Resolve(ResolveError),
    /// Decoded text holds a line break (at this index of the input), which
    /// one-result-per-line output cannot show.
    LineBreak(usize),
    /// An edit that cannot apply to this input: the option as written, and
    /// why (the index is in the option's value).
    Edit(String, BuildError),
    /// Another subcommand's failure: its kind, index and message.
    Other(&'static str, usize, String),
    /// `--redirect` needs an input with a scheme (a base URI, RFC 3986
    /// §5.1): the input is a relative reference.
    NotAbsolute,
    /// Another failure and a hint that shows the way past it (`use
    /// --iri`, what was probably meant): the JSON `error.hint`, the column
    /// `error_hint`, a `hint:` line for people.
    Hinted(Box<Failure>, String),
}

impl Failure {
    /// The kebab-case kind, as in the JSON `error.kind`.
    pub fn kind(&self) -> &'static str {
        match self {
            Failure::TooLong => "too-long",
            Failure::NotUtf8(_) => "invalid-utf8",
            Failure::Parse(e) => e.kind().as_str(),
            Failure::Decode(e) => e.kind().as_str(),
            Failure::Resolve(e) => e.kind().as_str(),
            Failure::LineBreak(_) => "line-break",
            Failure::Edit(_, e) => e.kind().as_str(),
            Failure::NotAbsolute => "not-absolute",
            Failure::Other(kind, _, _) => kind,
            Failure::Hinted(f, _) => f.kind(),
        }
    }

    /// The byte index where the input went wrong.
    pub fn index(&self) -> usize {
        match self {
            Failure::TooLong => MAX_LINE,
            Failure::NotUtf8(i) => *i,
            Failure::Parse(e) => e.index(),
            Failure::Decode(e) => e.index(),
            Failure::Resolve(e) => e.index(),
            Failure::LineBreak(i) => *i,
            Failure::Edit(_, e) => e.index(),
            Failure::NotAbsolute => 0,
            Failure::Other(_, index, _) => *index,
            Failure::Hinted(f, _) => f.index(),
        }
    }

    /// What went wrong, where, and what was expected.
    pub fn message(&self) -> String {
        match self {
            // Worded like the library's own length error.
            Failure::TooLong => format!(
                "input too long at index {MAX_LINE} (expected a line of at most {MAX_LINE} bytes)"
            ),
            Failure::NotUtf8(i) => format!("input is not UTF-8 at index {i}"),
            // The library's long form: what, where, and what was expected.
            Failure::Parse(e) => format!("{e:#}"),
            Failure::Decode(e) => format!("{e:#}"),
            Failure::Resolve(e) => format!("{e:#}"),
            Failure::LineBreak(i) => format!(
                "decoded text holds a line break (from the escape at index {i}); use --json to see it"
            ),
            Failure::Edit(option, e) => format!("{option}: {e:#}"),
            Failure::Other(_, _, message) => message.clone(),
            Failure::NotAbsolute => String::from(
                "a relative reference cannot be a base at index 0 (expected a URI with a scheme for --redirect)",
            ),
            Failure::Hinted(f, _) => f.message(),
        }
    }

    /// The hint, when the failure has one.
    pub fn hint(&self) -> Option<&str> {
        match self {
            Failure::Hinted(_, hint) => Some(hint),
            _ => None,
        }
    }

    /// This failure with `hint`, when there is one.
    pub fn with_hint(self, hint: Option<String>) -> Failure {
        match hint {
            Some(hint) => Failure::Hinted(Box::new(self), hint),
            None => self,
        }
    }
}
