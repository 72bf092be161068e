//! `urlkit lint`: warnings about risky URIs, as JSON lines, CSV rows or
//! for people.
//!
//! With `--json`, every input gets `{"input", "warnings": [...]}`; the list
//! is empty only for a URI that parsed and drew no warning. An input that
//! does not parse (or is not UTF-8) cannot be linted: its list holds one
//! `invalid-uri` warning of severity `danger` at the error's index (so a
//! filter on the list never takes it for clean, and it counts at every
//! `--severity`, as the exit status does), and an `"error"` object with
//! `kind`, `index` and `message`, as `urlkit parse` writes it, follows:
//!
//! ```json
//! {"input":"a b","warnings":[{"code":"invalid-uri","severity":"danger","message":"...","start":1,"end":2}],"error":{"kind":"invalid-path","index":1,"message":"..."}}
//! ```

use std::io;

use urlkit::lint::{lint_view, Severity, Warning};

use crate::args::{LintArgs, SeverityArg};
use crate::exit::Status;
use crate::input::Input;
use crate::output::{error_obj, Cell, Obj};

use super::line::{human_error, parse_ref, Failure, Formats};

/// The columns of `--csv` and `--fields`: one row per warning (a URI
/// without warnings gets one row with empty warning columns), the error
/// object flattened.
pub const FIELDS: &[&str] = &[
    "input",
    "code",
    "severity",
    "message",
    "start",
    "end",
    "error_kind",
    "error_index",
    "error_message",
];

/// Runs `urlkit lint`.
pub fn run(args: LintArgs) -> io::Result<Status> {
    let threshold = match args.severity {
        SeverityArg::Info => Severity::Info,
        SeverityArg::Warning => Severity::Warning,
        SeverityArg::Danger => Severity::Danger,
    };
    // An input "passes" when it parses and has no warning at the threshold.
    let passes = |outcome: &Result<Vec<Warning>, Failure>| match outcome {
        Ok(warnings) => warnings.iter().all(|w| w.severity() < threshold),
        Err(_) => false,
    };
    Formats {
        fields: FIELDS,
        json: |i: &Input| {
            let outcome = check(i);
            (json(i, &outcome), passes(&outcome))
        },
        human: |i: &Input| {
            let outcome = check(i);
            (human(i, &outcome), passes(&outcome))
        },
        rows: |i: &Input, row: &mut dyn FnMut(&[Cell])| {
            let outcome = check(i);
            rows(i, &outcome, row);
            passes(&outcome)
        },
    }
    .run(args.inputs, &args.format)
}

fn check(input: &Input) -> Result<Vec<Warning>, Failure> {
    parse_ref(input).map(lint_view)
}

/// `{"input", "warnings": [...]}`, plus `"error"` for an input that did not
/// parse (see the module docs).
fn json(input: &Input, outcome: &Result<Vec<Warning>, Failure>) -> String {
    let obj = Obj::new().str("input", input.display());
    match outcome {
        Ok(warnings) => {
            let items = warnings.iter().map(|w| {
                warning_obj(
                    w.code().as_str(),
                    w.severity().as_str(),
                    w.message(),
                    w.start(),
                    w.end(),
                )
            });
            obj.raw("warnings", &list(items)).finish()
        }
        Err(f) => {
            let (start, end) = invalid_span(input, f);
            let message = f.message();
            let item = warning_obj(INVALID_URI, "danger", &message, start, end);
            obj.raw("warnings", &list(std::iter::once(item)))
                .raw("error", &error_obj(f.kind(), f.index(), &message))
                .finish()
        }
    }
}

/// The code of the one warning an input that does not parse gets.
const INVALID_URI: &str = "invalid-uri";

/// The span of the `invalid-uri` warning: the byte at the error, or
/// nothing at the end of the input.
fn invalid_span(input: &Input, f: &Failure) -> (usize, usize) {
    let index = f.index();
    (
        index,
        index.saturating_add(1).min(input.byte_len()).max(index),
    )
}

/// One warning object, keys in the contract's order.
fn warning_obj(code: &str, severity: &str, message: &str, start: usize, end: usize) -> String {
    Obj::new()
        .str("code", code)
        .str("severity", severity)
        .str("message", message)
        .num("start", start as u64)
        .num("end", end as u64)
        .finish()
}

/// A JSON array of already written values.
fn list(items: impl Iterator<Item = String>) -> String {
    format!("[{}]", items.collect::<Vec<_>>().join(","))
}

/// The rows of [`FIELDS`] for one input.
fn rows(input: &Input, outcome: &Result<Vec<Warning>, Failure>, row: &mut dyn FnMut(&[Cell])) {
    let mut cells = vec![Cell::Null; FIELDS.len()];
    cells[0] = Cell::opt(Some(input.display()));
    match outcome {
        Ok(warnings) if warnings.is_empty() => row(&cells),
        Ok(warnings) => {
            for w in warnings {
                cells[1] = Cell::opt(Some(w.code().as_str()));
                cells[2] = Cell::opt(Some(w.severity().as_str()));
                cells[3] = Cell::opt(Some(w.message()));
                cells[4] = Cell::Num(w.start() as u64);
                cells[5] = Cell::Num(w.end() as u64);
                row(&cells);
            }
        }
        Err(f) => {
            let (start, end) = invalid_span(input, f);
            let warning_message = f.message();
            cells[1] = Cell::opt(Some(INVALID_URI));
            cells[2] = Cell::opt(Some("danger"));
            cells[3] = Cell::opt(Some(&warning_message));
            cells[4] = Cell::Num(start as u64);
            cells[5] = Cell::Num(end as u64);
            let [kind, index, message] = f.cells();
            cells[6] = kind;
            cells[7] = index;
            cells[8] = message;
            row(&cells);
        }
    }
}

/// The input, then one line per warning with its span.
fn human(input: &Input, outcome: &Result<Vec<Warning>, Failure>) -> String {
    match outcome {
        Ok(warnings) if warnings.is_empty() => format!("{}: no warnings", input.display()),
        Ok(warnings) => {
            let mut lines = vec![input.display().to_string()];
            for w in warnings {
                lines.push(format!(
                    "  {:<7} {} [{}..{}]: {}",
                    w.severity().as_str(),
                    w.code().as_str(),
                    w.start(),
                    w.end(),
                    w.message()
                ));
            }
            lines.join("\n")
        }
        Err(f) => human_error(input, f),
    }
}
