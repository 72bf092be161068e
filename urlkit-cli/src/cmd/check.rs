//! `urlkit check`: validates every input; shows each invalid one like a
//! compiler error (where, the line, a caret under the failing byte, what was
//! expected), then a summary.

use std::io::{self, BufWriter, Write};

use crate::args::CheckArgs;
use crate::engine::{self, Buffers, ProgressMode};
use crate::exit::Status;
use crate::input::{Batch, Input, Line};
use crate::output::{
    caret, csv_header, csv_row, error_obj, json_row, paint, pick_columns, tab_row, thousands, Cell,
    Obj, Style,
};

use super::parse::{parse, Failure};

/// The columns of `--csv` and `--fields`.
pub const FIELDS: &[&str] = &[
    "source",
    "line",
    "input",
    "valid",
    "error_kind",
    "error_index",
    "error_message",
];

/// How much of a long line is shown on each side of the caret.
const CONTEXT: usize = 60;

/// How each line is reported.
enum Mode {
    /// Compiler-style diagnostics for invalid lines only.
    Human,
    /// A tab-separated row of the picked columns per invalid line.
    Tabs,
    /// A JSON object per line, every line.
    Json,
    /// A CSV record per line, every line.
    Csv,
}

/// Runs `urlkit check`.
pub fn run(args: CheckArgs) -> io::Result<Status> {
    let format = &args.format;
    let pick = pick_columns(FIELDS, &format.fields).map_err(super::usage)?;
    let chosen = !format.fields.is_empty();
    let mode = match (format.json, format.csv, chosen) {
        (true, _, _) => Mode::Json,
        (_, true, _) => Mode::Csv,
        (_, _, true) => Mode::Tabs,
        _ => Mode::Human,
    };
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    if let Mode::Csv = mode {
        writeln!(out, "{}\r", csv_header(FIELDS, &pick))?;
    }
    let (mut valid, mut invalid) = (0u64, 0u64);
    let buffers = Buffers::default();
    let map = |batch: &Batch| {
        let mut text = buffers.take();
        let (mut good, mut bad) = (0u64, 0u64);
        for line in batch.lines() {
            let input = Input::from_bytes(line.bytes.to_vec());
            let failure = parse(&input).err();
            if failure.is_some() {
                bad += 1;
            } else {
                good += 1;
            }
            report(
                &mut text,
                &mode,
                &pick,
                batch,
                line,
                &input,
                failure.as_ref(),
            );
        }
        (text, good, bad)
    };
    engine::run(
        args.inputs,
        ProgressMode::UnlessStdoutIsTerminal,
        map,
        |(text, good, bad), dry| {
            valid += good;
            invalid += bad;
            out.write_all(text.as_bytes())?;
            buffers.give(text);
            if dry {
                out.flush()?;
            }
            Ok(())
        },
    )?;
    let summary = summary(valid, invalid);
    match mode {
        Mode::Human => writeln!(out, "{summary}")?,
        // Output for programs holds the records and nothing else.
        Mode::Tabs | Mode::Json | Mode::Csv => {
            if std::io::IsTerminal::is_terminal(&io::stderr()) {
                eprintln!("{summary}");
            }
        }
    }
    out.flush()?;
    Ok(Status::valid_if(invalid == 0))
}

/// `1 043 220 valid, 12 invalid`.
fn summary(valid: u64, invalid: u64) -> String {
    let bad = format!("{} invalid", thousands(invalid));
    let bad = if invalid > 0 {
        paint(Style::Error, &bad).into_owned()
    } else {
        bad
    };
    format!("{} valid, {bad}", paint(Style::Good, &thousands(valid)))
}

/// Appends what `mode` shows for one line.
fn report(
    text: &mut String,
    mode: &Mode,
    pick: &[usize],
    batch: &Batch,
    line: Line,
    input: &Input,
    failure: Option<&Failure>,
) {
    let cells = || {
        let mut cells = vec![
            Cell::opt(Some(&batch.source)),
            Cell::Num(line.number),
            Cell::opt(Some(input.display())),
            Cell::Bool(failure.is_none()),
            Cell::Null,
            Cell::Null,
            Cell::Null,
        ];
        if let Some(f) = failure {
            cells[4] = Cell::opt(Some(f.kind()));
            cells[5] = Cell::Num(f.index() as u64);
            cells[6] = Cell::Str(f.message().into());
        }
        cells
    };
    match (mode, failure) {
        (Mode::Human, Some(f)) => diagnostic(text, batch, line.number, input.display(), f),
        (Mode::Tabs, Some(_)) => {
            text.push_str(&tab_row(&cells(), pick));
            text.push('\n');
        }
        (Mode::Human | Mode::Tabs, None) => {}
        (Mode::Json, _) if pick.len() < FIELDS.len() || !is_identity(pick) => {
            text.push_str(&json_row(FIELDS, &cells(), pick));
            text.push('\n');
        }
        (Mode::Json, _) => {
            let mut obj = Obj::new()
                .str("source", &batch.source)
                .num("line", line.number)
                .str("input", input.display())
                .bool("valid", failure.is_none());
            if let Some(f) = failure {
                obj = obj.raw("error", &error_obj(f.kind(), f.index(), &f.message()));
            }
            text.push_str(&obj.finish());
            text.push('\n');
        }
        (Mode::Csv, _) => {
            text.push_str(&csv_row(&cells(), pick));
            text.push_str("\r\n");
        }
    }
}

fn is_identity(pick: &[usize]) -> bool {
    pick.iter().enumerate().all(|(n, &i)| n == i)
}

/// A compiler-style report of one invalid line:
///
/// ```text
/// error: invalid character in path at index 1: ' ' (expected ...)
///  --> urls.txt:3:2
///   |
/// 3 | a b
///   |  ^
/// ```
fn diagnostic(text: &mut String, batch: &Batch, number: u64, shown: &str, failure: &Failure) {
    let index = failure.index();
    let place = if batch.is_args {
        format!("argument {number}, byte {}", index + 1)
    } else {
        format!("{}:{number}:{}", batch.source, index + 1)
    };
    let (excerpt, at) = excerpt(shown, index);
    let view = caret(&excerpt, at);
    let (line, mark) = view.split_once('\n').unwrap_or((&view, "^"));
    let num = number.to_string();
    let pad = " ".repeat(num.len());
    let bar = paint(Style::Gutter, "|");
    text.push_str(&format!(
        "{} {}\n{pad}{} {place}\n{pad} {bar}\n{} {bar} {line}\n{pad} {bar} {}\n\n",
        paint(Style::Error, "error:"),
        failure.message(),
        paint(Style::Gutter, "-->"),
        paint(Style::Gutter, &num),
        paint(Style::Error, mark),
    ));
}

/// At most [`CONTEXT`] bytes on each side of `index` (cut at character
/// boundaries, `…` marking a cut), and where `index` falls in that excerpt.
pub(super) fn excerpt(text: &str, index: usize) -> (String, usize) {
    let mut start = index.saturating_sub(CONTEXT).min(text.len());
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = index.saturating_add(CONTEXT).min(text.len());
    while !text.is_char_boundary(end) {
        end += 1;
    }
    let mut out = String::new();
    let mut at = index.saturating_sub(start);
    if start > 0 {
        out.push('…');
        at += '…'.len_utf8();
    }
    out.push_str(text.get(start..end).unwrap_or_default());
    if end < text.len() {
        out.push('…');
    }
    (out, at)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpt_keeps_short_lines_whole() {
        assert_eq!(excerpt("a b", 1), ("a b".to_owned(), 1));
        assert_eq!(excerpt("ab", 2), ("ab".to_owned(), 2));
    }

    #[test]
    fn excerpt_cuts_long_lines_around_the_index() {
        let long = format!("{}X{}", "é".repeat(100), "b".repeat(100));
        let index = 200;
        let (text, at) = excerpt(&long, index);
        assert!(text.starts_with('…') && text.ends_with('…'));
        assert_eq!(text.get(at..at + 1), Some("X"));
        assert!(text.len() < 2 * CONTEXT + 10);
    }

    #[test]
    fn summary_groups_thousands() {
        assert_eq!(summary(1_043_220, 12), "1 043 220 valid, 12 invalid");
    }
}
