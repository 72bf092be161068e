//! `urlkit lint`: warnings about risky URIs, as JSON lines or for people.
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

use std::io::{self, BufWriter, Write};

use urlkit::lint::{lint_view, Severity, Warning};
use urlkit::UriRefView;

use crate::args::{LintArgs, SeverityArg};
use crate::exit::Status;
use crate::input::{self, Input};
use crate::output::{caret, error_obj, Obj};

/// Runs `urlkit lint`.
pub fn run(args: LintArgs) -> io::Result<Status> {
    let threshold = match args.severity {
        SeverityArg::Info => Severity::Info,
        SeverityArg::Warning => Severity::Warning,
        SeverityArg::Danger => Severity::Danger,
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut status = Status::Ok;
    input::for_each(args.inputs, |input| {
        let outcome = check(&input);
        let flagged = match &outcome {
            Ok(warnings) => warnings.iter().any(|w| w.severity() >= threshold),
            Err(_) => true,
        };
        status = status.and(Status::valid_if(!flagged));
        let text = if args.json {
            json(&input, &outcome)
        } else {
            human(&input, &outcome)
        };
        writeln!(out, "{text}")
    })?;
    out.flush()?;
    Ok(status)
}

/// Why an input could not be linted: (kind, index, message).
type Failure = (&'static str, usize, String);

fn check(input: &Input) -> Result<Vec<Warning>, Failure> {
    match input {
        Input::Text(t) => match UriRefView::parse(t) {
            Ok(view) => Ok(lint_view(view)),
            Err(e) => Err((e.kind().as_str(), e.index(), e.to_string())),
        },
        Input::NotUtf8 { valid_up_to, .. } => Err((
            "invalid-utf8",
            *valid_up_to,
            format!("input is not UTF-8 at index {valid_up_to}"),
        )),
    }
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
        Err((kind, index, message)) => {
            // The span covers the byte at the error, or nothing at the end.
            let end = (*index + 1).min(input_len(input)).max(*index);
            let item = warning_obj("invalid-uri", "danger", message, *index, end);
            obj.raw("warnings", &list(std::iter::once(item)))
                .raw("error", &error_obj(kind, *index, message))
                .finish()
        }
    }
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

/// The input's length in bytes, as the error index counts them.
fn input_len(input: &Input) -> usize {
    match input {
        Input::Text(t) => t.len(),
        Input::NotUtf8 { .. } => input.display().len(),
    }
}

/// The input, then one line per warning with a caret under its span.
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
        Err((_, index, message)) => {
            format!("{}\nerror: {message}", caret(input.display(), *index))
        }
    }
}
