//! `urlkit check`: validates every input; shows each invalid one like a
//! compiler error (where, the line, a caret under the failing byte, what was
//! expected), then a summary.

use std::borrow::Cow;
use std::io::{self, Write};
use std::sync::atomic::{AtomicU64, Ordering};

use crate::args::CheckArgs;
use crate::config::Config;
use crate::engine::{self, Origin};
use crate::exit::Status;
use crate::input::Input;
use crate::line::{self, Failure, Read};
use crate::output::{caret, excerpt, thousands, Paint, Style};
use crate::record::{Format, Human, Record, Value};

/// What `urlkit check` says about one input line.
pub struct CheckRecord<'a> {
    origin: Origin<'a>,
    input: Cow<'a, str>,
    /// The line read as a URI (`--iri`, `--lenient` add its keys).
    read: Option<&'a Read<'a>>,
    failure: Option<Failure>,
}

impl Record for CheckRecord<'_> {
    const COLUMNS: &'static [&'static str] = &[
        "source",
        "line",
        "input",
        "valid",
        "error_kind",
        "error_index",
        "error_message",
    ];

    fn visit<'s>(&'s self, f: &mut dyn FnMut(&'static str, Value<'s>)) {
        f("source", Value::Str(self.origin.source));
        f("line", Value::Num(self.origin.number));
        f("input", Value::Str(&self.input));
        f("valid", Value::Bool(self.failure.is_none()));
        if let Some(read) = self.read.filter(|_| self.failure.is_none()) {
            read.visit_extra(f);
        }
        if let Some(e) = &self.failure {
            f("error", Value::Error(e));
        }
    }

    fn ok(&self) -> bool {
        self.failure.is_none()
    }

    /// Nothing for a valid line; a compiler-style diagnostic for an
    /// invalid one, and a warning for each repair `--lenient` made.
    fn human(&self, out: &mut Human<'_>) {
        for (index, _, message) in self.read.map_or(&[][..], |r| &r.repairs) {
            let warning = Note {
                label: "warning:",
                style: Style::Warning,
                index: *index,
                message,
            };
            diagnostic(out.text, &self.origin, &self.input, &warning, out.paint);
        }
        if let Some(f) = &self.failure {
            let error = Note {
                label: "error:",
                style: Style::Error,
                index: f.index(),
                message: &f.message(),
            };
            diagnostic(out.text, &self.origin, &self.input, &error, out.paint);
        }
    }
}

/// Runs `urlkit check`.
///
/// An empty line is a valid URI reference (RFC 3986 §4.2: a relative
/// reference may be empty) and gets its record, but it is most likely a
/// gap in a list rather than a reference someone wrote: the summary counts
/// empty lines apart (`0 valid, 0 invalid, 2 empty`), not as valid inputs.
pub fn run(cfg: &Config, args: CheckArgs) -> io::Result<Status> {
    let format = Format::new(&args.format, CheckRecord::COLUMNS, false)?;
    let header = format.header(CheckRecord::COLUMNS);
    let empty = AtomicU64::new(0);
    let counts = engine::per_record(cfg, args.inputs, &format, header, |origin, input, emit| {
        if matches!(input, Input::Text("")) {
            empty.fetch_add(1, Ordering::Relaxed);
        }
        match line::read(cfg.reading, &input) {
            Ok(read) => emit.record(&CheckRecord {
                origin: *origin,
                input: input.display(),
                read: Some(&read),
                failure: read.view().err(),
            }),
            Err(e) => emit.record(&CheckRecord {
                origin: *origin,
                input: input.display(),
                read: None,
                failure: Some(e),
            }),
        }
    })?;
    let empty = empty.into_inner();
    let valid = counts.valid.saturating_sub(empty);
    let summary = summary(valid, counts.invalid, empty, cfg.paint);
    if let Format::Human { .. } = format {
        let mut out = io::stdout().lock();
        writeln!(out, "{summary}")?;
        out.flush()?;
    } else if std::io::IsTerminal::is_terminal(&io::stderr()) {
        // Output for programs holds the records and nothing else.
        eprintln!("{summary}");
    }
    Ok(counts.status())
}

/// `1 043 220 valid, 12 invalid`, and `, 3 empty` when there were empty
/// lines (counted in neither).
fn summary(valid: u64, invalid: u64, empty: u64, paint: Paint) -> String {
    let bad = format!("{} invalid", thousands(invalid));
    let bad = if invalid > 0 {
        paint.paint(Style::Error, &bad).into_owned()
    } else {
        bad
    };
    let mut line = format!(
        "{} valid, {bad}",
        paint.paint(Style::Good, &thousands(valid))
    );
    if empty > 0 {
        line.push_str(&format!(", {} empty", thousands(empty)));
    }
    line
}

/// What a diagnostic says: an error or a warning, at a byte of the line.
struct Note<'m> {
    label: &'static str,
    style: Style,
    index: usize,
    message: &'m str,
}

/// A compiler-style report of one invalid line (or of one repair):
///
/// ```text
/// error: invalid character in path at index 1: ' ' (expected ...)
///  --> urls.txt:3:2
///   |
/// 3 | a b
///   |  ^
/// ```
fn diagnostic(text: &mut String, origin: &Origin<'_>, shown: &str, note: &Note<'_>, paint: Paint) {
    let index = note.index;
    let number = origin.number;
    let place = if origin.is_args {
        format!("argument {number}, byte {}", index + 1)
    } else {
        format!("{}:{number}:{}", origin.source, index + 1)
    };
    let (excerpt, at) = excerpt(shown, index);
    let view = caret(&excerpt, at);
    let (line, mark) = view.split_once('\n').unwrap_or((&view, "^"));
    let num = number.to_string();
    let pad = " ".repeat(num.len());
    let bar = paint.paint(Style::Gutter, "|");
    text.push_str(&format!(
        "{} {}\n{pad}{} {place}\n{pad} {bar}\n{} {bar} {line}\n{pad} {bar} {}\n\n",
        paint.paint(note.style, note.label),
        note.message,
        paint.paint(Style::Gutter, "-->"),
        paint.paint(Style::Gutter, &num),
        paint.paint(note.style, mark),
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_has_its_column() {
        let origin = Origin {
            source: "f",
            is_args: false,
            number: 3,
        };
        for failure in [None, Some(Failure::NotUtf8(1))] {
            crate::record::tests::assert_keys_have_columns(&CheckRecord {
                origin,
                input: Cow::Borrowed("x"),
                read: None,
                failure,
            });
        }
    }

    #[test]
    fn summary_groups_thousands() {
        assert_eq!(
            summary(1_043_220, 12, 0, Paint::plain()),
            "1 043 220 valid, 12 invalid"
        );
        assert_eq!(
            summary(0, 0, 2_000, Paint::plain()),
            "0 valid, 0 invalid, 2 000 empty"
        );
    }
}
