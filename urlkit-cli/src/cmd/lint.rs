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

use std::borrow::Cow;
use std::fmt::Write as _;
use std::io;

use urlkit::lint::{Linter, Severity, Warning};

use crate::args::{LintArgs, SeverityArg};
use crate::config::Config;
use crate::engine;
use crate::exit::Status;
use crate::input::Input;
use crate::line::{self, human_error, Failure};
use crate::output::Style;
use crate::record::{Format, Human, Item, Items, Record, Value, ERROR_COLUMNS};

/// The code of the one warning an input that does not parse gets.
const INVALID_URI: &str = "invalid-uri";

/// What `urlkit lint` says about one input: its warnings at
/// `--severity` or above, or why it could not be linted.
pub struct LintRecord<'a> {
    input: Input<'a>,
    shown: Cow<'a, str>,
    outcome: &'a Result<&'a [Warning], Failure>,
    /// The message of the error, when the input could not be linted.
    message: String,
    /// Whether a clean URI is shown for people (`--all`).
    all: bool,
}

/// Makes the record of `input` from its `outcome` (with `--all` or not)
/// and hands it to `use_record`: the record borrows what it is made of.
fn with_record<R>(
    input: Input<'_>,
    outcome: &Result<&[Warning], Failure>,
    all: bool,
    use_record: impl FnOnce(&LintRecord<'_>) -> R,
) -> R {
    // Only an input that could not be linted has a message to own.
    let message = outcome
        .as_ref()
        .err()
        .map(Failure::message)
        .unwrap_or_default();
    use_record(&LintRecord {
        input,
        shown: input.display(),
        outcome,
        message,
        all,
    })
}

/// The items of the `warnings` list: the warnings, or the one
/// `invalid-uri` warning of an input that does not parse, given one by one
/// (none is collected).
impl Items for LintRecord<'_> {
    fn is_empty(&self) -> bool {
        self.outcome.as_ref().is_ok_and(|w| w.is_empty())
    }

    fn each<'s>(&'s self, f: &mut dyn FnMut(&Item<'s>)) {
        match self.outcome {
            Ok(warnings) => {
                for w in *warnings {
                    f(&item(
                        w.code().as_str(),
                        w.severity().as_str(),
                        w.message(),
                        (w.start(), w.end()),
                    ));
                }
            }
            Err(e) => f(&item(
                INVALID_URI,
                "danger",
                &self.message,
                invalid_span(&self.input, e),
            )),
        }
    }
}

/// The keys of one warning, in the contract's order: those of its JSON
/// object, and its CSV columns after `input`.
const WARNING_KEYS: [&str; 5] = ["code", "severity", "message", "start", "end"];

/// One item of the `warnings` list.
fn item<'a>(
    code: &'a str,
    severity: &'a str,
    message: &'a str,
    span: (usize, usize),
) -> [(&'static str, Value<'a>); 5] {
    let [k0, k1, k2, k3, k4] = WARNING_KEYS;
    [
        (k0, Value::Str(code)),
        (k1, Value::Str(severity)),
        (k2, Value::Str(message)),
        (k3, Value::Num(span.0 as u64)),
        (k4, Value::Num(span.1 as u64)),
    ]
}

/// `input`, the warning's keys, then the error's columns.
const LINT_COLUMNS: [&str; 10] = {
    let [code, severity, message, start, end] = WARNING_KEYS;
    let [kind, index, error, hint] = ERROR_COLUMNS;
    [
        "input", code, severity, message, start, end, kind, index, error, hint,
    ]
};

impl Record for LintRecord<'_> {
    const COLUMNS: &'static [&'static str] = &LINT_COLUMNS;

    fn visit<'s>(&'s self, f: &mut dyn FnMut(&'static str, Value<'s>)) {
        f("input", Value::Str(&self.shown));
        f("warnings", Value::Items(self));
        if let Err(e) = self.outcome {
            f("error", Value::Error(e));
        }
    }

    /// An input "passes" when it parses and has no warning printed (at
    /// `--severity` or above).
    fn ok(&self) -> bool {
        self.outcome.as_ref().is_ok_and(|w| w.is_empty())
    }

    /// The input, then one line per warning with its span; nothing for a
    /// clean URI unless `--all`; the error on standard error.
    fn human(&self, out: &mut Human<'_>) {
        match self.outcome {
            Ok([]) => {
                if self.all {
                    out.text.push_str(&self.shown);
                    out.text.push_str(": no warnings\n");
                }
            }
            Ok(warnings) => {
                out.text.push_str(&self.shown);
                out.text.push('\n');
                for w in *warnings {
                    let severity = w.severity();
                    let style = match severity {
                        Severity::Danger => Style::Error,
                        Severity::Warning => Style::Warning,
                        _ => Style::Gutter,
                    };
                    out.text.push_str("  ");
                    out.paint.push(out.text, style, severity.as_str(), 7);
                    let _ = writeln!(
                        out.text,
                        " {} [{}..{}]: {}",
                        w.code().as_str(),
                        w.start(),
                        w.end(),
                        w.message()
                    );
                }
            }
            Err(f) => {
                out.diag.push_str(&human_error(&self.input, f, out.paint));
                out.diag.push('\n');
            }
        }
    }
}

/// Runs `urlkit lint`.
pub fn run(cfg: &Config, args: LintArgs) -> io::Result<Status> {
    let threshold = match args.severity {
        SeverityArg::Info => Severity::Info,
        SeverityArg::Warning => Severity::Warning,
        SeverityArg::Danger => Severity::Danger,
    };
    let format = Format::new(&args.format, LintRecord::COLUMNS, false)?;
    let header = format.header(LintRecord::COLUMNS);
    let all = args.all;
    let counts = engine::per_record(cfg, args.inputs, &format, header, |_, input, emit| {
        // The thread's linter: its warnings and their messages are reused
        // from line to line.
        let mut linter = LINTER.take().unwrap_or_default();
        {
            let outcome = line::read(cfg.reading, &input).and_then(|read| {
                linter.lint_view(read.view()?);
                linter.retain(|w| w.severity() >= threshold);
                Ok(linter.warnings())
            });
            with_record(input, &outcome, all, |record| emit.record(record));
        }
        LINTER.set(Some(linter));
    })?;
    Ok(counts.status())
}

thread_local! {
    /// The linter of each thread (so of each worker), reused from line to
    /// line.
    static LINTER: std::cell::Cell<Option<Linter>> = const { std::cell::Cell::new(None) };
}

/// The span of the `invalid-uri` warning: the byte at the error, or
/// nothing at the end of the input.
fn invalid_span(input: &Input, f: &Failure) -> (usize, usize) {
    let index = f.index();
    (
        index,
        index.saturating_add(1).min(input.byte_len()).max(index),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_has_its_column() {
        let mut linter = Linter::new();
        for line in ["http://127.1:25/", "a b", "https://example.com/"] {
            let input = Input::new(line.as_bytes());
            let outcome = line::read(line::Reading::Strict, &input)
                .and_then(|r| Ok(linter.lint_view(r.view()?)));
            with_record(input, &outcome, false, |record| {
                crate::record::tests::assert_keys_have_columns(record);
            });
        }
    }
}
