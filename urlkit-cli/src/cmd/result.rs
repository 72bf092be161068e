//! The record of the subcommands that turn each input into one result
//! (normalize, resolve, relative, encode, decode, edit): a few head keys,
//! the result or the error. For people, the result alone on standard
//! output, one line per input, and the error on standard error, so that
//! `urlkit normalize -i f | sort -u` sees results only.

use std::borrow::Cow;
use std::ffi::OsString;
use std::io;
use std::marker::PhantomData;

use crate::config::Config;
use crate::engine;
use crate::exit::Status;
use crate::input::Input;
use crate::record::{Format, Human, Record, Value};

use super::line::{human_error, Failure};

/// The keys of one subcommand's record.
pub trait Shape {
    /// The head keys, in order (the input's key among them).
    const HEAD: &'static [&'static str];
    /// The key of the result.
    const RESULT: &'static str;
    /// `HEAD`, `RESULT`, then the error columns (checked by a test).
    const COLUMNS: &'static [&'static str];
}

/// One input's head values and its result or error.
pub struct OneResult<'a, S> {
    /// The values of [`Shape::HEAD`].
    pub head: [Cow<'a, str>; 2],
    /// The input line (for the caret view of an error).
    pub input: Input<'a>,
    /// The result, or why there is none.
    pub outcome: Result<Cow<'a, str>, Failure>,
    /// The shape.
    pub shape: PhantomData<S>,
}

impl<'a, S: Shape> OneResult<'a, S> {
    /// The record of one input.
    pub fn new(
        head: [Cow<'a, str>; 2],
        input: Input<'a>,
        outcome: Result<Cow<'a, str>, Failure>,
    ) -> OneResult<'a, S> {
        OneResult {
            head,
            input,
            outcome,
            shape: PhantomData,
        }
    }
}

impl<S: Shape> Record for OneResult<'_, S> {
    const COLUMNS: &'static [&'static str] = S::COLUMNS;

    fn visit<'s>(&'s self, f: &mut dyn FnMut(&'static str, Value<'s>)) {
        for (key, value) in S::HEAD.iter().zip(&self.head) {
            f(key, Value::Str(value));
        }
        match &self.outcome {
            Ok(result) => f(S::RESULT, Value::Str(result)),
            Err(e) => f("error", e.value()),
        }
    }

    fn ok(&self) -> bool {
        self.outcome.is_ok()
    }

    fn human(&self, out: &mut Human<'_>) {
        match &self.outcome {
            Ok(result) => {
                out.text.push_str(result);
                out.text.push('\n');
            }
            Err(f) => {
                out.diag.push_str(&human_error(&self.input, f, out.paint));
                out.diag.push('\n');
            }
        }
    }
}

/// Runs `convert` over every input and writes one record each, headed by
/// the input alone (normalize, decode, edit, path): in `format`, with
/// the CSV header of `S`'s columns when it is CSV. `convert` may write its
/// result into the empty buffer it is given (reused from line to line) and
/// return it borrowed, rather than allocate a string per line.
pub fn per_input<S: Shape>(
    cfg: &Config,
    inputs: Vec<OsString>,
    format: &Format,
    convert: impl for<'i> Fn(&Input<'i>, &'i mut String) -> Result<Cow<'i, str>, Failure> + Sync,
) -> io::Result<Status> {
    let header = format.header(S::COLUMNS);
    let counts = engine::per_record(cfg, inputs, format, header, |_, input, emit| {
        engine::with_scratch(|scratch| {
            let outcome = convert(&input, scratch);
            let head = [input.display(), Cow::Borrowed("")];
            emit.record(&OneResult::<S>::new(head, input, outcome));
        });
    })?;
    Ok(counts.status())
}

/// `urlkit normalize`.
pub struct NormalizeShape;
impl Shape for NormalizeShape {
    const HEAD: &'static [&'static str] = &["input"];
    const RESULT: &'static str = "normalized";
    const COLUMNS: &'static [&'static str] = &[
        "input",
        "normalized",
        "error_kind",
        "error_index",
        "error_message",
    ];
}

/// `urlkit resolve`.
pub struct ResolveShape;
impl Shape for ResolveShape {
    const HEAD: &'static [&'static str] = &["base", "ref"];
    const RESULT: &'static str = "result";
    const COLUMNS: &'static [&'static str] = &[
        "base",
        "ref",
        "result",
        "error_kind",
        "error_index",
        "error_message",
    ];
}

/// `urlkit relative`.
pub struct RelativeShape;
impl Shape for RelativeShape {
    const HEAD: &'static [&'static str] = &["base", "target"];
    const RESULT: &'static str = "result";
    const COLUMNS: &'static [&'static str] = &[
        "base",
        "target",
        "result",
        "error_kind",
        "error_index",
        "error_message",
    ];
}

/// `urlkit encode`.
pub struct EncodeShape;
impl Shape for EncodeShape {
    const HEAD: &'static [&'static str] = &["input", "component"];
    const RESULT: &'static str = "encoded";
    const COLUMNS: &'static [&'static str] = &[
        "input",
        "component",
        "encoded",
        "error_kind",
        "error_index",
        "error_message",
    ];
}

/// `urlkit decode`.
pub struct DecodeShape;
impl Shape for DecodeShape {
    const HEAD: &'static [&'static str] = &["input"];
    const RESULT: &'static str = "decoded";
    const COLUMNS: &'static [&'static str] = &[
        "input",
        "decoded",
        "error_kind",
        "error_index",
        "error_message",
    ];
}

/// `urlkit edit`.
pub struct EditShape;
impl Shape for EditShape {
    const HEAD: &'static [&'static str] = &["input"];
    const RESULT: &'static str = "result";
    const COLUMNS: &'static [&'static str] = &[
        "input",
        "result",
        "error_kind",
        "error_index",
        "error_message",
    ];
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::ERROR_COLUMNS;

    fn columns_follow_the_keys<S: Shape>() {
        let want: Vec<&str> = S::HEAD
            .iter()
            .copied()
            .chain([S::RESULT])
            .chain(ERROR_COLUMNS)
            .collect();
        assert_eq!(S::COLUMNS, want.as_slice());
    }

    #[test]
    fn every_shape_lists_its_keys_as_columns() {
        columns_follow_the_keys::<NormalizeShape>();
        columns_follow_the_keys::<ResolveShape>();
        columns_follow_the_keys::<RelativeShape>();
        columns_follow_the_keys::<EncodeShape>();
        columns_follow_the_keys::<DecodeShape>();
        columns_follow_the_keys::<EditShape>();
    }
}
