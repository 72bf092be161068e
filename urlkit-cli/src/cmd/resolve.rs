//! `urlkit resolve`: each reference resolved against `--base` (RFC 3986
//! §5.2, strict).

use std::ffi::OsString;
use std::io;

use urlkit::{Resolver, Uri};

use crate::args::{FormatArgs, ResolveArgs};
use crate::exit::Status;
use crate::input::Input;
use crate::output::{error_obj, Cell, Obj};

use super::line::{base_uri, human_error, parse_ref, Failure, Formats};

/// The columns of `--csv` and `--fields`: the contract's keys, with the
/// error object flattened.
pub const FIELDS: &[&str] = &[
    "base",
    "ref",
    "result",
    "error_kind",
    "error_index",
    "error_message",
];

/// Runs `urlkit resolve`.
pub fn run(args: ResolveArgs) -> io::Result<Status> {
    run_against_base(
        &args.base,
        args.inputs,
        &args.format,
        FIELDS,
        "ref",
        resolve,
    )
}

/// Runs a subcommand that turns each input into one result against
/// `--base` (resolve, relative): `fields` are its columns and `input_key`
/// names the input in its JSON objects.
pub(super) fn run_against_base(
    base: &str,
    inputs: Vec<OsString>,
    format: &FormatArgs,
    fields: &'static [&'static str],
    input_key: &str,
    each: impl Fn(&Uri, &Input) -> Result<String, Failure> + Sync,
) -> io::Result<Status> {
    let base = base_uri(base)?;
    let base = &base;
    let each = &each;
    Formats {
        fields,
        json: |i: &Input| {
            render_json(each(base, i), "result", |o| {
                o.str("base", base.as_str()).str(input_key, i.display())
            })
        },
        human: |i: &Input| render_human(i, each(base, i)),
        rows: |i: &Input, row: &mut dyn FnMut(&[Cell])| {
            let head = [Cell::opt(Some(base.as_str())), Cell::opt(Some(i.display()))];
            render_row(&head, each(base, i), row)
        },
    }
    .run(inputs, format)
}

/// Resolves one input against `base` by the strict rule.
fn resolve(base: &Uri, input: &Input) -> Result<String, Failure> {
    let reference = parse_ref(input)?;
    Resolver::new()
        .resolve_views(base.as_view(), reference)
        .map(Uri::into_string)
        .map_err(Failure::Resolve)
}

/// The JSON object that `head` starts, then `"key": result` or `"error"`;
/// and whether there was a result.
pub(super) fn render_json(
    outcome: Result<String, Failure>,
    key: &str,
    head: impl FnOnce(Obj) -> Obj,
) -> (String, bool) {
    match outcome {
        Ok(result) => (head(Obj::new()).str(key, &result).finish(), true),
        Err(f) => {
            let error = error_obj(f.kind(), f.index(), &f.message());
            (head(Obj::new()).raw("error", &error).finish(), false)
        }
    }
}

/// For people: the result alone, or the input with a caret under the
/// error.
pub(super) fn render_human(input: &Input, outcome: Result<String, Failure>) -> (String, bool) {
    match outcome {
        Ok(result) => (result, true),
        Err(f) => (human_error(input, &f), false),
    }
}

/// One row: the `head` cells, then the result and three empty error cells,
/// or an empty result and the error.
pub(super) fn render_row(
    head: &[Cell],
    outcome: Result<String, Failure>,
    row: &mut dyn FnMut(&[Cell]),
) -> bool {
    let mut cells = head.to_vec();
    match outcome {
        Ok(result) => {
            cells.push(Cell::Str(result.into()));
            cells.extend([Cell::Null, Cell::Null, Cell::Null]);
            row(&cells);
            true
        }
        Err(f) => {
            cells.push(Cell::Null);
            cells.extend(f.cells());
            row(&cells);
            false
        }
    }
}
