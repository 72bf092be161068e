//! The record of the subcommands that turn each input into one result
//! (normalize, resolve, relative, encode, decode, edit, path): a few head
//! keys, the result or the error; each subcommand names its keys with a
//! [`Shape`]. For people, the result alone on standard
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

use crate::failure::Failure;
use crate::line::human_error;

/// The keys of one subcommand's record.
pub trait Shape {
    /// The head keys, in order (the input's key among them).
    const HEAD: &'static [&'static str];
    /// The key of the result.
    const RESULT: &'static str;
    /// `HEAD`, `RESULT`, then the error columns (written by [`shape!`]).
    const COLUMNS: &'static [&'static str];
}

/// Declares a unit type that is a [`Shape`], from its head keys and its
/// result key: `shape!(NormalizeShape: ["input"] => "normalized");`. Its
/// columns (written here, once for every shape) are the head keys, the
/// result key and the error columns, so that they cannot drift from the
/// keys.
macro_rules! shape {
    ($(#[$doc:meta])* $name:ident: [$($head:literal),+] => $result:literal) => {
        $(#[$doc])*
        pub struct $name;

        impl $crate::result::Shape for $name {
            const HEAD: &'static [&'static str] = &[$($head),+];
            const RESULT: &'static str = $result;
            const COLUMNS: &'static [&'static str] =
                &[$($head,)+ $result, "error_kind", "error_index", "error_message", "error_hint"];
        }
    };
}
pub(crate) use shape;

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
            Err(e) => f("error", Value::Error(e)),
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

/// Lends `out`'s bytes to `fill`, for the library's functions that write
/// bytes, and takes them back (moving a `String`'s bytes does not
/// allocate): kept when they are UTF-8, else cleared, so that only the
/// buffer's capacity is kept. Gives what `fill` returned and whether the
/// bytes were UTF-8.
pub fn lend_bytes<R>(out: &mut String, fill: impl FnOnce(&mut Vec<u8>) -> R) -> (R, bool) {
    let mut bytes = std::mem::take(out).into_bytes();
    let filled = fill(&mut bytes);
    let utf8 = std::str::from_utf8(&bytes).is_ok();
    if !utf8 {
        bytes.clear();
    }
    *out = String::from_utf8(bytes).unwrap_or_default();
    (filled, utf8)
}

/// Checks that `S::COLUMNS` are its head keys, its result key and the
/// error columns, in that order (each subcommand's shape is checked in
/// `cmd`'s tests).
#[cfg(test)]
pub fn assert_columns_follow_the_keys<S: Shape>() {
    let want: Vec<&str> = S::HEAD
        .iter()
        .copied()
        .chain([S::RESULT])
        .chain(crate::record::ERROR_COLUMNS)
        .collect();
    assert_eq!(S::COLUMNS, want.as_slice());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lent_bytes_come_back_when_they_are_utf8() {
        let mut out = String::with_capacity(64);
        let (n, utf8) = lend_bytes(&mut out, |b| {
            b.extend_from_slice("é".as_bytes());
            b.len()
        });
        assert_eq!((n, utf8, out.as_str()), (2, true, "é"));
        out.clear();
        let ((), utf8) = lend_bytes(&mut out, |b| b.extend_from_slice(b"a\xff"));
        assert_eq!((utf8, out.as_str()), (false, ""));
        assert!(out.capacity() >= 64);
    }
}
