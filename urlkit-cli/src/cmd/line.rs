//! What the per-line subcommands share: one error type for everything that
//! can be wrong with an input line, the checks every line goes through
//! first, the caret view of an error, and the writer of the `--csv` and
//! `--fields` formats.
//!
//! Every line passes [`text`] before anything else, so a line the reader
//! cut at [`MAX_LINE`] is a `too-long` error in every subcommand (never an
//! encoded, decoded or resolved prefix that looks valid), and a line that
//! is not UTF-8 an `invalid-utf8` one.

use std::ffi::OsString;
use std::io::{self, BufWriter, Write};

use urlkit::pct::DecodeError;
use urlkit::{ParseError, ResolveError, Uri, UriRefView};

use crate::args::FormatArgs;
use crate::engine;
use crate::exit::Status;
use crate::input::{Input, MAX_LINE};
use crate::output::{
    caret, csv_header, csv_row, json_row, paint, pick_columns, tab_row, Cell, Style,
};

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
            Failure::Parse(e) => e.to_string(),
            Failure::Decode(e) => e.to_string(),
            Failure::Resolve(e) => e.to_string(),
        }
    }

    /// The `error_kind`, `error_index` and `error_message` cells.
    pub fn cells(&self) -> [Cell<'static>; 3] {
        [
            Cell::opt(Some(self.kind())),
            Cell::Num(self.index() as u64),
            Cell::Str(self.message().into()),
        ]
    }
}

/// The input as text: refused when the reader cut it (longer than
/// [`MAX_LINE`]) or when it is not UTF-8, in that order.
pub fn text(input: &Input) -> Result<&str, Failure> {
    match input {
        _ if input.is_cut() => Err(Failure::TooLong),
        Input::Text(t) => Ok(t),
        Input::NotUtf8 { valid_up_to, .. } => Err(Failure::NotUtf8(*valid_up_to)),
    }
}

/// The input parsed as a URI reference.
pub fn parse_ref(input: &Input) -> Result<UriRefView<'_>, Failure> {
    UriRefView::parse_with_limit(text(input)?, MAX_LINE).map_err(Failure::Parse)
}

/// The input parsed as a URI (a reference with a scheme).
pub fn parse_uri(input: &Input) -> Result<Uri, Failure> {
    Uri::parse_with_limit(text(input)?, MAX_LINE).map_err(Failure::Parse)
}

/// Parses a `--base` value, or says why it is unusable (a usage error:
/// exit 2).
///
/// # Errors
///
/// A base that is not a URI.
pub fn base_uri(base: &str) -> io::Result<Uri> {
    Uri::parse(base).map_err(|err| {
        let shown = urlkit::Excerpt::new(base).to_string();
        super::usage(format!("invalid --base {shown:?}: {err}"))
    })
}

/// The view of an error for people: the input (a window around the error
/// when it is long) with a caret under the failing byte, then the message.
pub fn human_error(input: &Input, failure: &Failure) -> String {
    let (shown, at) = super::check::excerpt(input.display(), failure.index());
    format!(
        "{}\n{} {}",
        caret(&shown, at),
        paint(Style::Error, "error:"),
        failure.message()
    )
}

/// A per-line subcommand with columns: how it writes each input.
pub struct Formats<J, H, R> {
    /// The column names of `--csv` and `--fields`.
    pub fields: &'static [&'static str],
    /// The contract's JSON object for one input, and whether it counts as
    /// valid.
    pub json: J,
    /// The view for people (one record, no blank line between records).
    pub human: H,
    /// Calls the given function with each row of cells (in `fields`
    /// order) for one input, at least once; returns whether it is valid.
    pub rows: R,
}

impl<J, H, R> Formats<J, H, R>
where
    J: Fn(&Input) -> (String, bool) + Sync,
    H: Fn(&Input) -> (String, bool) + Sync,
    R: Fn(&Input, &mut dyn FnMut(&[Cell])) -> bool + Sync,
{
    /// Runs over every input on the engine (threads for long inputs,
    /// output in input order) in the format `format` asks for.
    ///
    /// # Errors
    ///
    /// An unknown field name (a usage error), or the first write error.
    pub fn run(&self, inputs: Vec<OsString>, format: &FormatArgs) -> io::Result<Status> {
        let pick = pick_columns(self.fields, &format.fields).map_err(super::usage)?;
        let chosen = !format.fields.is_empty();
        let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
        if format.csv {
            writeln!(out, "{}\r", csv_header(self.fields, &pick))?;
            engine::each_input(inputs, &mut out, false, |i| {
                self.collect(i, |c| format!("{}\r", csv_row(c, &pick)))
            })
        } else if format.json && chosen {
            engine::each_input(inputs, &mut out, false, |i| {
                self.collect(i, |c| json_row(self.fields, c, &pick))
            })
        } else if format.json {
            engine::each_input(inputs, &mut out, false, &self.json)
        } else if chosen {
            engine::each_input(inputs, &mut out, false, |i| {
                self.collect(i, |c| tab_row(c, &pick))
            })
        } else {
            engine::each_input(inputs, &mut out, false, &self.human)
        }
    }

    /// The rows of one input written by `write`, one per line.
    fn collect(&self, input: &Input, write: impl Fn(&[Cell]) -> String) -> (String, bool) {
        let mut text = String::new();
        let valid = (self.rows)(input, &mut |cells| {
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(&write(cells));
        });
        (text, valid)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cut_lines_are_too_long_before_anything_else() {
        let long = Input::from_bytes(vec![b'a'; MAX_LINE + 1]);
        assert_eq!(text(&long).unwrap_err().kind(), "too-long");
        let mut bad = vec![b'a'; MAX_LINE + 1];
        bad[3] = 0xff;
        let bad = Input::from_bytes(bad);
        assert_eq!(parse_ref(&bad).unwrap_err().kind(), "too-long");
        let ok = Input::from_bytes(vec![b'a'; MAX_LINE]);
        assert_eq!(text(&ok).map(str::len).ok(), Some(MAX_LINE));
        let not_utf8 = Input::from_bytes(b"a\xffb".to_vec());
        assert_eq!(text(&not_utf8).unwrap_err().index(), 1);
    }
}
