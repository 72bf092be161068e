//! `urlkit lint`: warnings about risky URIs, as JSON lines, CSV rows or
//! for people.

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

/// `{"input", "warnings": [...]}`, or `{"input", "error"}`.
fn json(input: &Input, outcome: &Result<Vec<Warning>, Failure>) -> String {
    let obj = Obj::new().str("input", input.display());
    match outcome {
        Ok(warnings) => {
            let mut list = String::from("[");
            for (i, w) in warnings.iter().enumerate() {
                if i > 0 {
                    list.push(',');
                }
                list.push_str(
                    &Obj::new()
                        .str("code", w.code().as_str())
                        .str("severity", w.severity().as_str())
                        .str("message", w.message())
                        .num("start", w.start() as u64)
                        .num("end", w.end() as u64)
                        .finish(),
                );
            }
            list.push(']');
            obj.raw("warnings", &list).finish()
        }
        Err(f) => obj
            .raw("error", &error_obj(f.kind(), f.index(), &f.message()))
            .finish(),
    }
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
