//! `urlkit lint`: warnings about risky URIs, as JSON lines or for people.

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
        Err((kind, index, message)) => obj.raw("error", &error_obj(kind, *index, message)).finish(),
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
